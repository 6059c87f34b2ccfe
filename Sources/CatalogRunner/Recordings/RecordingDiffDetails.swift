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
  @Nullable package var sdk: String?
  @Nullable package var device: String?
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
  @Nullable package var revision: Int?
  @Nullable package var scenarioRevision: Int?
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
  package private(set) var reasons: String?

  enum CodingKeys: String, CodingKey {
    case scenario, number, ios, sdk, device, profile, profileGiven, exact, receivers, members, comparedEvents
    case engineEvents, reproduced, orderings, differentValues, revision, scenarioRevision, scenarioState
    case skippedLines, skipped, warnings
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
