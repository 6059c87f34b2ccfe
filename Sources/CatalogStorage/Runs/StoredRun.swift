import Foundation

/// A recorded run, with its lookups resolved: scenario and profile names, catalog version,
/// timeline hash.
package struct StoredRun: Hashable, Sendable {
  package var id: RunID
  package var batchID: BatchID
  package var scenario: String
  package var scenarioID: ScenarioID
  package var revisionID: RevisionID
  /// The revision's number: 1, 2, 3...
  package var revision: Int
  package var profile: String
  package var profileRulesVersion: Int
  package var catalogVersion: String
  package var startedAt: Date
  package var durationMicroseconds: Int64
  package var status: RunStatus
  package var eventCount: Int
  /// The stored timeline, nil when the run produced none.
  package var timelineID: TimelineID?
  package var timelineHash: String?
  package var message: String?
}
