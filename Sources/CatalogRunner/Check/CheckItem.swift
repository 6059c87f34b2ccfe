import CatalogDiff
import CatalogModel
import CatalogStorage

/// The verdict for one scenario under one profile.
///
/// A check of 100,000 scenarios holds 100,000 of these until it has printed its report, and most
/// of them passed: what only some results have (a timeline, a message, facts, warnings, a place
/// in a file) is kept apart, in one reference that a passed result does not keep (a stored
/// check's results let go of their timelines once judged).
package struct CheckItem: Sendable {
  package var scenario: String
  /// The profile; nil for a file that is not a valid scenario (it has no profile to run under).
  package var profile: ProfileReference?
  package var outcome: CheckOutcome
  /// The scenario's file, relative to the checked folder or as stored, for CI annotations.
  package var fileName: String?
  /// The baseline compared with, if there is one.
  package var baseline: Baseline?
  /// The profile's rules version of this run (0 when there was no run).
  package var rulesVersion: Int
  /// For `changed`: the difference from the baseline.
  package var diff: TimelineDiff?
  /// The run recorded for this item once the batch is stored, or the earlier run of the same
  /// revision it stands on (reused, or replayed to the same timeline).
  package var runID: RunID?
  /// Whether the result was reused rather than replayed: the latest run of the same revision,
  /// under the same rules and catalog version, has the baseline's timeline (`check --no-reuse`
  /// replays everything).
  package var reused = false
  /// The stored scenario's id, when the check read it from the catalog (recording the result
  /// then looks nothing up).
  package var scenarioID: ScenarioID?
  /// What only some results have; nil while they have none of it.
  private var details: Details?

  /// The replay's timeline with its digest, for `check --accept` (kept in memory, never re-read).
  package var timeline: HashedTimeline? {
    get { details?.values.timeline }
    set { change { $0.timeline = newValue } }
  }
  /// For `changed`: the number of the change group (1, 2, …) this item belongs to.
  package var group: Int? {
    get { details?.values.group }
    set { change { $0.group = newValue } }
  }
  /// Why: the failure, the obsolescence, or the change's one-line summary.
  package var message: String? {
    get { details?.values.message }
    set { change { $0.message = newValue } }
  }
  /// Where in `fileName` the problem is, when it is a file problem.
  package var location: SourceLocation? {
    get { details?.values.location }
    set { change { $0.location = newValue } }
  }
  /// The scenario's `expect:` facts under this profile; one that does not hold fails the check
  /// whatever the outcome (Docs/scenario-format.md, "Expectations").
  package var facts: [FactVerdict] {
    get { details?.values.facts ?? [] }
    set { change { $0.facts = newValue } }
  }
  /// The authoring warnings of the replay (rule 15.6), in `fileName`: listed by the report, and
  /// errors that fail the result with `--strict` (or `strict: true` in `catalog.yaml`).
  package var warnings: [ScenarioDiagnostic] {
    get { details?.values.warnings ?? [] }
    set { change { $0.warnings = newValue } }
  }
  /// The pending file a folder check wrote for this result, relative to the folder.
  package var pendingFile: String? {
    get { details?.values.pendingFile }
    set { change { $0.pendingFile = newValue } }
  }

  package init(
    scenario: String, profile: ProfileReference?, outcome: CheckOutcome, fileName: String?, baseline: Baseline?,
    rulesVersion: Int, timeline: HashedTimeline? = nil, diff: TimelineDiff? = nil, group: Int? = nil,
    message: String? = nil, runID: RunID? = nil, reused: Bool = false, location: SourceLocation? = nil
  ) {
    self.scenario = scenario
    self.profile = profile
    self.outcome = outcome
    self.fileName = fileName
    self.baseline = baseline
    self.rulesVersion = rulesVersion
    self.diff = diff
    self.runID = runID
    self.reused = reused
    // One box for all of them.
    let values = Details.Values(timeline: timeline, group: group, message: message, location: location)
    details = values.isEmpty ? nil : Details(values)
  }

  /// Changes the details: a new box of them (they change a few times per result, and only for
  /// results that have them), or none when they are all empty again.
  private mutating func change(_ body: (inout Details.Values) -> Void) {
    var values = details?.values ?? Details.Values()
    body(&values)
    details = values.isEmpty ? nil : Details(values)
  }

  /// `CheckItem`'s details, in an immutable box.
  private final class Details: Sendable {
    struct Values {
      var timeline: HashedTimeline?
      var group: Int?
      var message: String?
      var location: SourceLocation?
      var facts: [FactVerdict] = []
      var warnings: [ScenarioDiagnostic] = []
      var pendingFile: String?

      var isEmpty: Bool {
        timeline == nil && group == nil && message == nil && location == nil && facts.isEmpty && warnings.isEmpty
          && pendingFile == nil
      }
    }

    let values: Values

    init(_ values: Values) {
      self.values = values
    }
  }

  /// "dimming-presentation @ uikit-8", or the file's name for a file that is not a valid scenario.
  package var title: String {
    // A file's name comes from a folder listing: its control characters are written out.
    guard let profile else { return VisibleText.escaped(fileName ?? scenario) }
    return "\(scenario) @ \(profile.name)"
  }

  /// "recorded by catalog 0.1.0 / uikit-8 rules 1, now 0.2.0 / rules 2".
  package var versions: String? {
    guard let baseline, let profile else { return nil }
    return "recorded by catalog \(baseline.catalogVersion) / \(profile.name) rules \(baseline.rulesVersion), "
      + "now \(CatalogVersion.current) / rules \(rulesVersion)"
  }

  /// Report order: by scenario, then profile by era, a file without a profile last.
  static func precedes(_ a: CheckItem, _ b: CheckItem) -> Bool {
    if a.scenario != b.scenario { return a.scenario < b.scenario }
    switch (a.profile, b.profile) {
    case (let x?, let y?): return x < y
    case (.some, nil): return true
    case (nil, _): return false
    }
  }
}
