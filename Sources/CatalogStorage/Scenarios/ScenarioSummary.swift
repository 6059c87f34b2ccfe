import Foundation

/// One line of `catalog list`: a scenario, its tags and revision count, and its last run under
/// each profile.
public struct ScenarioSummary: Hashable, Sendable {
  /// The latest run of a scenario under one profile.
  public struct LastRun: Hashable, Sendable {
    public var profile: String
    public var profileRulesVersion: Int
    public var runID: RunID
    public var status: RunStatus
    public var startedAt: Date
    public var eventCount: Int
  }

  public var id: ScenarioID
  public var name: String
  /// Sorted.
  public var tags: [String]
  /// How many revisions of the source the catalog keeps.
  public var revisionCount: Int
  /// The latest revision's summary.
  public var summary: String?
  /// The latest revision's file name.
  public var fileName: String
  /// One per profile the scenario ever ran under, sorted by profile name.
  public var lastRuns: [LastRun]
}
