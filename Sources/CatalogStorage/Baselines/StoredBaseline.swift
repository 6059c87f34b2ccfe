import Foundation

/// A baseline, current or superseded, with its timeline's hash: enough for `catalog check` to
/// compare a run with it without loading any event.
public struct StoredBaseline: Hashable, Sendable {
  public var id: BaselineID
  public var scenario: String
  public var scenarioID: ScenarioID
  public var profile: String
  public var profileRulesVersion: Int
  public var timelineID: TimelineID
  /// `TimelineDigest.sha256(of:)` of the accepted timeline.
  public var timelineHash: String
  public var eventCount: Int
  /// The run whose timeline was accepted; nil for an imported baseline.
  public var runID: RunID?
  public var acceptedBy: String
  public var acceptedAt: Date
  public var catalogVersion: String
  /// When a newer accept superseded it; nil for the current baseline.
  public var supersededAt: Date?
  /// Whether the scenario was removed from the catalog (`catalog rm`).
  public var isScenarioRemoved: Bool

  public var isCurrent: Bool { supersededAt == nil }

  /// Whether the baseline was imported rather than accepted from a run.
  public var isImported: Bool { runID == nil }

  /// Whether the baseline is obsolete: its scenario was removed or its profile is not one of
  /// `knownProfiles`.
  public func isObsolete(knownProfiles: Set<String>) -> Bool {
    isScenarioRemoved || !knownProfiles.contains(profile)
  }
}
