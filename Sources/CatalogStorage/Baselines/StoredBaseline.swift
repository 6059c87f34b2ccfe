import Foundation

/// A baseline, current or superseded, with its timeline's hash: enough for `catalog check` to
/// compare a run with it without loading any event.
package struct StoredBaseline: Hashable, Sendable {
  package var id: BaselineID
  package var scenario: String
  package var scenarioID: ScenarioID
  package var profile: String
  package var profileRulesVersion: Int
  package var timelineID: TimelineID
  /// `TimelineDigest.sha256(of:)` of the accepted timeline.
  package var timelineHash: String
  package var eventCount: Int
  /// The run whose timeline was accepted; nil for an imported baseline.
  package var runID: RunID?
  package var acceptedBy: String
  package var acceptedAt: Date
  package var catalogVersion: String
  /// When a newer accept superseded it; nil for the current baseline.
  package var supersededAt: Date?
  /// Whether the scenario was removed from the catalog (`catalog rm`).
  package var isScenarioRemoved: Bool

  package var isCurrent: Bool { supersededAt == nil }

  /// Whether the baseline was imported rather than accepted from a run.
  package var isImported: Bool { runID == nil }

  /// Whether the baseline is obsolete: its scenario was removed or its profile is not one of
  /// `knownProfiles`.
  package func isObsolete(knownProfiles: Set<String>) -> Bool {
    isScenarioRemoved || !knownProfiles.contains(profile)
  }
}
