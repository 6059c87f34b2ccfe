import CatalogModel
import CatalogStorage
import Foundation

/// What `catalog list` prints: the scenarios as a table for people, or as JSON for scripts.
///
/// The rendering lives here rather than in the command so that the benchmark measures exactly
/// what `catalog list` does.
///
/// The JSON form is a stable contract: an array with one object per scenario, sorted by name,
/// each with the keys `name`, `summary` (string or null), `tags` (sorted), `revisions`,
/// `fileName` and `lastRuns`; `lastRuns` is an array, one object per profile the scenario ran
/// under (oldest era first), with the keys `profile`, `rulesVersion`, `run` (the run id),
/// `status`, `startedAt` (ISO 8601 UTC) and `events`. Keys may be added, never renamed or
/// removed.
package struct ScenarioListing: Sendable {
  /// The database listed.
  package var catalogPath: String
  /// False when there is no database at `catalogPath` yet.
  package var catalogExists: Bool
  /// The tag asked for, if any.
  package var tag: String?
  /// The scenarios, sorted by name.
  package var scenarios: [ScenarioSummary]
  /// When a tag matched nothing: how many scenarios the catalog has.
  package var scenarioCount: Int?
  /// When a tag matched nothing: the nearest tag the catalog uses.
  package var tagSuggestion: String?
  /// When there is no catalog and the folder of its path does not exist either: that folder.
  package var missingFolder: String?

  package init(
    catalogPath: String, catalogExists: Bool, tag: String?, scenarios: [ScenarioSummary]
  ) {
    self.catalogPath = catalogPath
    self.catalogExists = catalogExists
    self.tag = tag
    self.scenarios = scenarios
  }

  /// Colours a run status in the table, given its padded text; the identity by default.
  package typealias Paint = @Sendable (_ padded: String, _ status: RunStatus) -> String

  /// The profiles that head the table's run columns: each profile some listed scenario ran
  /// under, oldest era first, then profiles this catalog does not know, by name.
  package var profiles: [String] {
    var names: Set<String> = []
    for scenario in scenarios {
      for run in scenario.lastRuns { names.insert(run.profile) }
    }
    return names.sorted(by: ProfileReference.precedes)
  }

  /// Why the listing is empty, as a sentence to print instead of a table; nil when it is not.
  package var emptyHint: String? {
    guard scenarios.isEmpty else { return nil }
    guard catalogExists else {
      guard let missingFolder else { return "no catalog at '\(catalogPath)' yet: 'catalog add FILE|DIR…' creates it" }
      return "no catalog at '\(catalogPath)' yet, and its folder '\(missingFolder)' does not exist: "
        + "create it ('mkdir -p \(missingFolder)'), then 'catalog add FILE|DIR…' creates the catalog"
    }
    guard let tag else {
      return "no scenarios in '\(catalogPath)': add some with 'catalog add FILE|DIR…'"
    }
    let count = scenarioCount.map { " (the catalog has \($0) scenario\($0 == 1 ? "" : "s"))" } ?? ""
    return "no scenarios tagged '\(tag)' in '\(catalogPath)'\(count)"
      + (tagSuggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

}
