import CatalogModel
import RecordingFile

/// What `catalog diff NAME --against recording` compared: the recording, the profile, how the
/// engine's timeline was restricted, the revision the recording was made against, and what its
/// log left out. The diff's header says it; its JSON has it as `recording`.
package struct RecordingDiffDetails: Sendable, Encodable {
  package var scenario: String
  /// `recording:N`.
  package var number: Int
  package var ios: String
  @Nullable var sdk: String?
  @Nullable var device: String?
  package var profile: String
  /// Whether the profile was named (`--profile`) rather than chosen by the iOS version.
  package var profileGiven: Bool
  /// Whether every engine event was compared (`--exact`).
  package var exact: Bool
  /// The receivers and members of the recording, which the engine's timeline was restricted to
  /// unless `exact`.
  package var receivers: [String]
  package var members: [String]
  /// How many of the engine's events were compared, of how many.
  package var comparedEvents: Int
  package var engineEvents: Int
  /// How many orderings of the recording the engine reproduces, of how many.
  package var reproduced: Int
  package var orderings: Int
  /// How many recorded events the engine has in their place with other values.
  package var differentValues: Int
  /// The revision the recording was made against, and the one replayed (stored scenarios).
  @Nullable var revision: Int?
  @Nullable var scenarioRevision: Int?
  /// `current`, `changed` or `unknown`: whether the recording was made against the scenario as it
  /// is replayed.
  package var scenarioState: String
  /// How many lines of the recording's log were not events, and why (null reasons for a format 1
  /// recording).
  package var skippedLines: Int
  @Nullable var skipped: RecordingHeader.Skipped?
  /// Sentences about what may make the comparison misleading, and what to do.
  package var warnings: [String]

  init(
    scenario: String, number: Int, header: RecordingHeader, profile: String, profileGiven: Bool, exact: Bool,
    comparison: RecordingComparisonSummary, provenance: RecordingProvenance
  ) {
    self.scenario = scenario
    self.number = number
    ios = header.ios.text
    sdk = header.sdk?.text
    device = header.device
    self.profile = profile
    self.profileGiven = profileGiven
    self.exact = exact
    receivers = comparison.receivers
    members = comparison.members
    comparedEvents = comparison.comparedEvents
    engineEvents = comparison.engineEvents
    reproduced = comparison.reproduced
    orderings = comparison.orderings
    differentValues = comparison.differentValues
    revision = provenance.madeAgainst
    scenarioRevision = provenance.replayed
    scenarioState = provenance.state.rawValue
    skippedLines = header.skippedLines
    skipped = header.skipped
    warnings = provenance.warning.map { [$0] } ?? []
    reasons = header.skipped?.phrase
  }

  /// The skipped lines' reasons as a phrase; nil when the recording does not say.
  private var reasons: String?

  enum CodingKeys: String, CodingKey {
    case scenario, number, ios, sdk, device, profile, profileGiven, exact, receivers, members, comparedEvents
    case engineEvents, reproduced, orderings, differentValues, revision, scenarioRevision, scenarioState
    case skippedLines, skipped, warnings
  }

  /// What the summary line adds: the log's lines that are not in the comparison.
  package var summaryNote: String? {
    guard skippedLines > 0 else { return nil }
    return "\(skippedLines) line\(skippedLines == 1 ? "" : "s") of the log not read as events"
      + (reasons.map { ": \($0)" } ?? "")
  }

  /// The `#` lines the text form starts with.
  package var header: String {
    var device =
      "iOS \(ios)" + (sdk.map { ", SDK \(VisibleText.escaped($0))" } ?? "")
      + (self.device.map { ", \(VisibleText.escaped($0))" } ?? "")
    device += profileGiven ? "; compared under \(profile) (--profile)" : "; compared under \(profile), which covers it"
    var out = "# recording:\(number) of \(scenario): \(device)\n"
    if let revision, let scenarioRevision {
      out +=
        revision == scenarioRevision
        ? "# made against revision \(revision), the one replayed\n"
        : "# made against revision \(revision); revision \(scenarioRevision) replayed\n"
    }
    for warning in warnings { out += "# warning: \(warning)\n" }
    if exact {
      out +=
        "# every event compared (--exact): \(engineEvents) of the engine's; time, and arguments the log did not print, are not\n"
    } else {
      out +=
        "# only the recording's receivers and members compared (\(comparedEvents) of the engine's \(engineEvents) events); "
        + "'--exact' compares everything; time, and arguments the log did not print, are not compared; "
        + "event numbers below count the compared events\n"
      out += "#   receivers: \(receivers.joined(separator: ", "))\n"
      out += "#   members: \(members.joined(separator: ", "))\n"
    }
    if skippedLines > 0 {
      out +=
        "# its log had \(skippedLines) line\(skippedLines == 1 ? " that is not an event" : "s that are not events")"
      out += reasons.map { " (\($0))" } ?? " (the recording does not say why)"
      out += "; a line naming a modelled member in a form the importer does not read is refused at import\n"
    }
    out += "# \(reproduced) of \(orderings) recorded orderings reproduced"
    if differentValues > 0 {
      out += "; \(differentValues) event\(differentValues == 1 ? "" : "s") in place with different values"
    }
    out += " (Docs/recordings.md)\n"
    return out
  }
}

/// The figures of a comparison that the diff's header repeats.
struct RecordingComparisonSummary {
  var receivers: [String]
  var members: [String]
  var comparedEvents: Int
  var engineEvents: Int
  var reproduced: Int
  var orderings: Int
  var differentValues: Int
}
