import CatalogModel
import TransitionEngine

/// A scenario's timelines under a `TimelineProfile`: what `expectTimeline` compares, for other
/// ways of checking them (the snapshot strategy of `CatalogSnapshotTesting`).
public enum TimelineReplay {
  /// The timeline of one profile.
  public struct Replay: Sendable {
    /// The profile's name, `uikit-17`.
    public let profile: String
    /// The profile's rules version, which a baseline records.
    public let rulesVersion: Int
    /// The timeline the profile gives.
    public let timeline: Timeline
  }

  /// Replays `scenario` under each profile `profile` stands for, oldest era first.
  ///
  /// Under `.all`, a profile that cannot replay the scenario (a style its era lacks) is left out;
  /// a single profile that cannot is an error.
  ///
  /// - Throws: `TimelineExpectationError.unknownProfile`, or `.notReplayable` with the reasons
  ///   when no profile asked for can replay it.
  public static func replays(of scenario: Scenario, profile: TimelineProfile) throws(TimelineExpectationError)
    -> [Replay]
  {
    var replays: [Replay] = []
    var refused: [(name: String, reasons: [String])] = []
    for engineProfile in try profile.profiles() {
      let engine = TransitionEngine(profile: engineProfile)
      let problems = engine.diagnostics(for: scenario)
      guard problems.isEmpty else {
        refused.append((engineProfile.name, problems.map { "\($0.location): \($0.message)" }))
        continue
      }
      replays.append(
        Replay(profile: engineProfile.name, rulesVersion: engineProfile.rulesVersion, timeline: engine.run(scenario)))
    }
    guard !replays.isEmpty else {
      throw .notReplayable(
        scenario: scenario.name, profile: refused.map(\.name).joined(separator: ", "),
        reasons: refused.flatMap(\.reasons))
    }
    return replays
  }
}
