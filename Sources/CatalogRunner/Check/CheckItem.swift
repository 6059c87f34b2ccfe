import CatalogDiff
import CatalogModel
import CatalogStorage

/// The verdict for one scenario under one profile.
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
  /// The replay's timeline with its digest, for `check --accept` (kept in memory, never re-read).
  package var timeline: HashedTimeline?
  /// For `changed`: the difference from the baseline.
  package var diff: TimelineDiff?
  /// For `changed`: the number of the change group (1, 2, …) this item belongs to.
  package var group: Int?
  /// Why: the failure, the obsolescence, or the change's one-line summary.
  package var message: String?
  /// The run recorded for this item, once the batch is stored.
  package var runID: RunID?
  /// Whether the result was reused rather than replayed: the latest run of the same revision,
  /// under the same rules and catalog version, has the baseline's timeline (`check --no-reuse`
  /// replays everything).
  package var reused = false
  /// Where in `fileName` the problem is, when it is a file problem.
  package var location: SourceLocation? = nil
  /// The scenario's `expect:` facts under this profile; one that does not hold fails the check
  /// whatever the outcome (Docs/scenario-format.md, "Expectations").
  package var facts: [FactVerdict] = []
  /// The authoring warnings of the replay (rule 15.6), in `fileName`: listed by the report, and
  /// errors that fail the result with `--strict` (or `strict: true` in `catalog.yaml`).
  package var warnings: [ScenarioDiagnostic] = []
  /// The pending file a folder check wrote for this result, relative to the folder.
  package var pendingFile: String?

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
