import CatalogDiff
import CatalogModel
import RecordingFile
import TransitionEngine

/// What `catalog calibrate` measured: per recording, per profile and per behaviour rule, how many
/// recorded orderings the engine reproduces, and every disagreement as a lead.
package struct CalibrationReport: Sendable {
  /// One recording compared.
  package struct Item: Sendable {
    package var scenario: String
    package var number: Int
    package var ios: String
    @Nullable package var device: String?
    package var profile: String
    /// How many events the recording has, and how many of the engine's were compared.
    package var recordedEvents: Int
    package var comparedEvents: Int
    package var orderings: Int
    package var reproduced: Int
    /// Recorded events the engine has in their place with other values (not ordering failures).
    package var differentValues: Int
    /// `current`, `changed` or `unknown`: whether it was made against its scenario as replayed.
    package var scenarioState: String
    /// What that means and what to do, when it is not `current`.
    @Nullable package var warning: String?
    /// The diff of the engine's compared events and the recording, for the page.
    package var diff: TimelineDiff
    package var leftLabel: String
    package var rightLabel: String
  }

  /// A recording that was not compared, and why.
  package struct Skipped: Sendable {
    package var scenario: String
    package var number: Int
    package var reason: String
  }

  /// Orderings counted under one key (a profile, a rule).
  package struct Tally: Sendable, Equatable {
    package var recordings = 0
    package var orderings = 0
    package var reproduced = 0
    /// Recorded events in place with other values, counted apart from the orderings.
    package var differentValues = 0

    package init(recordings: Int = 0, orderings: Int = 0, reproduced: Int = 0, differentValues: Int = 0) {
      self.recordings = recordings
      self.orderings = orderings
      self.reproduced = reproduced
      self.differentValues = differentValues
    }
  }

  /// One disagreement between the engine and a recording.
  package struct Lead: Sendable {
    package var scenario: String
    package var number: Int
    package var profile: String
    package var kind: RecordingComparison.Disagreement.Kind
    package var rule: BehaviourRule
    /// The engine's event (`seq` and canonical line), if it has one.
    package var engineEvent: Int?
    package var engineLine: String?
    /// The recording's event (`seq` and canonical line), if it has one.
    package var recordedEvent: Int?
    package var recordedLine: String?
    /// One sentence: what differs.
    package var description: String
  }

  /// The folder or catalog the recordings came from.
  package var source: String
  package var exact: Bool
  package var items: [Item] = []
  package var skipped: [Skipped] = []
  package var leads: [Lead] = []
  /// Per profile, oldest era first.
  package var profiles: [(profile: String, tally: Tally)] = []
  /// Per rule, in the rule book's order.
  package var rules: [(rule: BehaviourRule, tally: Tally)] = []

  private var profileTallies: [String: Tally] = [:]
  private var ruleTallies: [BehaviourRule: Tally] = [:]

  init(source: String, exact: Bool) {
    self.source = source
    self.exact = exact
  }

  /// How many orderings all recordings have, and how many the engine reproduces.
  package var orderings: Int { items.reduce(0) { $0 + $1.orderings } }
  package var reproduced: Int { items.reduce(0) { $0 + $1.reproduced } }
  /// How many recorded events the engine has in place with other values.
  package var differentValues: Int { items.reduce(0) { $0 + $1.differentValues } }

  // MARK: - Counting

  /// Lists a recording as not compared.
  mutating func skip(_ subject: Calibration.Subject, reason: String) {
    skipped.append(Skipped(scenario: subject.scenario.name, number: subject.recording.number, reason: reason))
  }

  /// Compares one recording and counts it.
  mutating func add(_ subject: Calibration.Subject, comparedUnder given: EngineProfile?) {
    let recording = subject.recording.recording
    if let refusal = subject.provenance.refusal {
      skip(subject, reason: refusal)
      return
    }
    let replay: RecordingReplay
    do {
      let profile = try RecordingReplay.profile(for: recording, given: given)
      replay = try RecordingReplay(
        subject.scenario, scenarioPath: subject.scenarioPath, recording: recording, profile: profile, exact: exact)
    } catch {
      skip(subject, reason: error.description)
      return
    }
    add(
      replay, scenario: subject.scenario.name, number: subject.recording.number, recording: recording,
      provenance: subject.provenance)
  }

  /// Counts one comparison: per recording, per profile, and per rule, each ordering for the rule of
  /// the engine event it is about (`RecordingComparison.Ordering.engineEvent`).
  mutating func add(
    _ replay: RecordingReplay, scenario name: String, number: Int, recording: Recording,
    provenance: RecordingProvenance?
  ) {
    let comparison = replay.comparison
    let profile = replay.profile.name
    let header = recording.header
    items.append(
      Item(
        scenario: name, number: number, ios: header.ios.text, device: header.device, profile: profile,
        recordedEvents: recording.timeline.count, comparedEvents: comparison.diff.left.count,
        orderings: comparison.orderings.count, reproduced: comparison.reproduced,
        differentValues: comparison.differentValues, scenarioState: provenance?.state.rawValue ?? "current",
        warning: provenance?.warning, diff: comparison.diff, leftLabel: "\(name) @ \(profile)",
        rightLabel: "recording:\(number) (iOS \(header.ios))"))
    profileTallies[profile, default: Tally()].recordings += 1
    profileTallies[profile, default: Tally()].differentValues += comparison.differentValues
    var rulesSeen: Set<BehaviourRule> = []
    for ordering in comparison.orderings {
      let rule = replay.rule(ordering.engineEvent)
      profileTallies[profile, default: Tally()].orderings += 1
      ruleTallies[rule, default: Tally()].orderings += 1
      if ordering.reproduced {
        profileTallies[profile, default: Tally()].reproduced += 1
        ruleTallies[rule, default: Tally()].reproduced += 1
      }
      if rulesSeen.insert(rule).inserted { ruleTallies[rule, default: Tally()].recordings += 1 }
    }
    for disagreement in comparison.disagreements {
      let lead = lead(disagreement, replay: replay, recording: recording.timeline, scenario: name, number: number)
      if lead.kind == .differentValues { ruleTallies[lead.rule, default: Tally()].differentValues += 1 }
      leads.append(lead)
    }
  }

  private func lead(
    _ disagreement: RecordingComparison.Disagreement, replay: RecordingReplay, recording: Timeline, scenario: String,
    number: Int
  ) -> Lead {
    let engine = disagreement.engineEvent.map { replay.timeline.canonicalCall($0) }
    let recorded = disagreement.recordedEvent.map { recording.canonicalCall($0) }
    let context = disagreement.engineContext.map { "after \(replay.timeline.canonicalCall($0))" } ?? "first"
    let rule: BehaviourRule
    let description: String
    switch disagreement.kind {
    case .onlyInEngine:
      rule = replay.rule(disagreement.engineEvent)
      description = "the engine emits \(engine ?? "?"), which the device did not"
    case .onlyOnDevice:
      rule = replay.rule(disagreement.engineContext)
      description =
        "the device did \(recorded ?? "?") (\(context) in the engine's order), which the engine does not emit"
    case .moved:
      rule = replay.rule(disagreement.engineEvent)
      let place =
        switch (disagreement.engineEvent, disagreement.engineContext) {
        case (let event?, let before?) where event < before: "earlier"
        default: "later"
        }
      description =
        "the device did \(recorded ?? "?") \(context) in the engine's order; the engine emits it \(place), "
        + "as its event \(disagreement.engineEvent.map(String.init) ?? "?")"
    case .differentValues:
      rule = replay.rule(disagreement.engineEvent)
      description = "the engine emits \(engine ?? "?") where the device did \(recorded ?? "?")"
    }
    return Lead(
      scenario: scenario, number: number, profile: replay.profile.name, kind: disagreement.kind, rule: rule,
      engineEvent: disagreement.engineEvent, engineLine: engine, recordedEvent: disagreement.recordedEvent,
      recordedLine: recorded, description: description)
  }

  /// Orders the tallies: profiles by era, rules by the rule book.
  mutating func finish() {
    profiles = EngineProfile.all.compactMap { profile in profileTallies[profile.name].map { (profile.name, $0) } }
    let order = { (rule: BehaviourRule) in rule.id.split(separator: ".").map { Int($0) ?? 0 } }
    rules = ruleTallies.keys.sorted { order($0).lexicographicallyPrecedes(order($1)) }.compactMap { rule in
      ruleTallies[rule].map { (rule, $0) }
    }
  }
}

extension CalibrationReport.Item: Encodable {
  /// `{"scenario", "recording", "ios", "device", "profile", "events", "comparedEvents",
  /// "orderings", "reproduced", "differentValues", "scenarioState", "warning"}` in the report's
  /// JSON (synthesized here, beside the type; the diff and its labels are for the page).
  enum CodingKeys: String, CodingKey {
    case scenario
    case number = "recording"
    case ios, device, profile
    case recordedEvents = "events"
    case comparedEvents, orderings, reproduced, differentValues, scenarioState, warning
  }
}

/// `{"recordings", "orderings", "reproduced", "differentValues"}`, inside the object of what it
/// counts under in the report's JSON (synthesized here, beside the type).
extension CalibrationReport.Tally: Encodable {}

extension CalibrationReport.Skipped: Encodable {
  /// `{"scenario", "recording", "reason"}` in the report's JSON (synthesized here, beside the
  /// type).
  enum CodingKeys: String, CodingKey {
    case scenario
    case number = "recording"
    case reason
  }
}
