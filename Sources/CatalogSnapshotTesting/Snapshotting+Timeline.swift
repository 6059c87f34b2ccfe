@_exported import CatalogTesting
import SnapshotTesting
import TransitionEngine

extension Snapshotting where Value == TransitionScenario, Format == String {
  /// The scenario's timeline under `profile`, in the catalog's canonical text, as a
  /// swift-snapshot-testing snapshot (`.timeline` files in `__Snapshots__`, diffed by line).
  ///
  /// Under `.all`, every profile that can replay the scenario, each under a `# <profile>` line. A
  /// scenario that is invalid, or that the profile cannot replay, snapshots as its problems (a
  /// line starting `error:`), so the failure shows them; do not record such a snapshot.
  ///
  /// For example:
  /// ```swift
  /// import CatalogSnapshotTesting
  /// import SnapshotTesting
  /// import Testing
  ///
  /// @Test func sheet() {
  ///   assertSnapshot(of: sheetScenario, as: .timeline(profile: .uikit17))
  /// }
  /// ```
  public static func timeline(profile: TimelineProfile) -> Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (scenario: TransitionScenario) in
      timelineText(of: scenario, profile: profile)
    }
    strategy.pathExtension = "timeline"
    return strategy
  }
}

/// The text a timeline snapshot holds.
func timelineText(of scenario: TransitionScenario, profile: TimelineProfile) -> String {
  do {
    let replays = try TimelineReplay.replays(of: scenario.validated(), profile: profile)
    if replays.count == 1 && profile != .all { return replays[0].timeline.canonicalText() }
    return replays.map { "# \($0.profile)\n" + $0.timeline.canonicalText() }.joined()
  } catch {
    return "error: " + String(describing: error) + "\n"
  }
}
