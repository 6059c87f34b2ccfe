import Foundation

/// One line of `catalog list`: a scenario, its tags and revision count, and its last run under
/// each profile.
package struct ScenarioSummary: Hashable, Sendable {
  /// The latest run of a scenario under one profile.
  package struct LastRun: Hashable, Sendable {
    package var profile: String
    package var profileRulesVersion: Int
    package var runID: RunID
    package var status: RunStatus
    package var startedAt: Date
    package var eventCount: Int
  }

  package var id: ScenarioID
  package var name: String
  /// Sorted.
  package var tags: [String]
  /// How many revisions of the source the catalog keeps.
  package var revisionCount: Int
  /// The latest revision's summary.
  package var summary: String?
  /// The latest revision's file name.
  package var fileName: String
  /// One per profile the scenario ever ran under, sorted by profile name.
  package var lastRuns: [LastRun]
}
