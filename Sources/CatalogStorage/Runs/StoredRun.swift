import Foundation

/// A recorded run, with its lookups resolved: scenario and profile names, catalog version,
/// timeline hash.
public struct StoredRun: Hashable, Sendable {
  public var id: RunID
  public var batchID: BatchID
  public var scenario: String
  public var scenarioID: ScenarioID
  public var revisionID: RevisionID
  /// The revision's number: 1, 2, 3...
  public var revision: Int
  public var profile: String
  public var profileRulesVersion: Int
  public var catalogVersion: String
  public var startedAt: Date
  public var durationMicroseconds: Int64
  public var status: RunStatus
  public var eventCount: Int
  /// The stored timeline, nil when the run produced none.
  public var timelineID: TimelineID?
  public var timelineHash: String?
  public var message: String?
}
