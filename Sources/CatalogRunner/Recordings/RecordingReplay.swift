import CatalogDiff
import CatalogModel
import RecordingFile
import TransitionEngine

/// A scenario replayed under the profile of one of its recordings, and compared with it: what
/// `diff --against recording` prints and `calibrate` counts.
struct RecordingReplay {
  let profile: EngineProfile
  /// The engine's whole timeline (its events of `kinds` when they are given).
  let timeline: Timeline
  /// The behaviour rule behind each event of `timeline`.
  let rules: [BehaviourRule]
  let comparison: RecordingComparison

  /// A replay already made, for tests of what is counted from one.
  init(profile: EngineProfile, timeline: Timeline, rules: [BehaviourRule], comparison: RecordingComparison) {
    self.profile = profile
    self.timeline = timeline
    self.rules = rules
    self.comparison = comparison
  }

  /// The profile a recording is compared under: `given`, else the one whose era covers the
  /// recording's iOS version.
  ///
  /// - Throws: `RunnerError.invalidInput` for an iOS version older than every profile.
  static func profile(for recording: Recording, given: EngineProfile?) throws(RunnerError) -> EngineProfile {
    if let given { return given }
    guard let profile = EngineProfile.covering(iOSMajor: recording.header.ios.major) else {
      throw .invalidInput(
        "iOS \(recording.header.ios) is older than every profile (the oldest, \(EngineProfile.all[0].name), is "
          + "\(EngineProfile.all[0].era)); name one with '--profile'")
    }
    return profile
  }

  /// Replays `scenario` under `profile` (with the rule of every event) and compares it with
  /// `recording`.
  ///
  /// - Throws: `RunnerError.invalidInput` when the profile cannot replay the scenario.
  init(
    _ scenario: Scenario, scenarioPath: String, recording: Recording, profile: EngineProfile, exact: Bool,
    context: Int = 3, kinds: Set<EventKind>? = nil
  ) throws(RunnerError) {
    let problems = TransitionEngine(profile: profile).diagnostics(for: scenario)
    guard problems.isEmpty else {
      throw .invalidInput(
        "\(profile.name) cannot replay '\(scenario.name)': "
          + problems.map { "\(scenarioPath):\($0.description)" }.joined(separator: "; "))
    }
    self.profile = profile
    let (whole, explanation) = TransitionEngine(profile: profile).explanation(of: scenario)
    if let exceeded = explanation.eventLimitExceeded { throw .eventLimit(exceeded, path: scenarioPath) }
    let allRules = explanation.rules
    if let kinds {
      timeline = whole.keeping(kinds)
      rules = zip(whole.events, allRules).filter { kinds.contains($0.0.kind) }.map(\.1)
    } else {
      timeline = whole
      rules = allRules
    }
    let recorded = kinds.map { recording.timeline.keeping($0) } ?? recording.timeline
    comparison = RecordingComparison.compute(
      engine: timeline, recording: recorded, exact: exact, context: context, kinds: kinds)
  }

  /// The rule behind an event of the engine's timeline, `.unattributed` when there is none.
  func rule(_ event: Int?) -> BehaviourRule {
    guard let event, rules.indices.contains(event) else { return .unattributed }
    return rules[event]
  }
}
