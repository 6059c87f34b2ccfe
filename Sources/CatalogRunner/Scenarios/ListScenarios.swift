import CatalogModel
import CatalogStorage
import Foundation

/// `catalog list`: the scenarios of the catalog with their tags, revision counts and last run
/// under each profile.
///
/// Reading never creates the catalog: a missing database lists as an empty catalog (with a hint
/// that says so), because "what is in the catalog?" has a true answer even before the first
/// `add`.
///
/// For example:
/// ```swift
/// let listing = try ListScenarios(tag: "custom").run(at: CatalogLocation(explicit: nil))
/// print(listing.text(now: Date()))
/// ```
package struct ListScenarios: CatalogOperation, Sendable {
  /// Only the scenarios with this tag.
  package var tag: String?

  package init(tag: String? = nil) {
    self.tag = tag
  }

  /// Lists the catalog at `location`; a missing file is an empty catalog and is not created.
  ///
  /// - Throws: `RunnerError.storage` when the file exists but cannot be read.
  package func run(at location: CatalogLocation) throws(RunnerError) -> ScenarioListing {
    try location.requireUsablePath()
    var empty = ScenarioListing(catalogPath: location.path, catalogExists: false, tag: tag, scenarios: [])
    empty.missingFolder = location.missingFolder
    guard location.exists else { return empty }
    do {
      return try performing(at: location)
    } catch .noCatalog {
      // A catalog whose creation was killed: rolling that back left an empty file, no catalog.
      return empty
    }
  }

  /// Reads the catalog, which is not created.
  package var access: CatalogAccess { .read }

  /// Lists `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> ScenarioListing {
    let scenarios = try catalog.listScenarios(tag: tag)
    var listing = ScenarioListing(
      catalogPath: catalog.path, catalogExists: true, tag: tag, scenarios: scenarios)
    if let tag, scenarios.isEmpty {
      let all = try catalog.listScenarios()
      listing.scenarioCount = all.count
      listing.tagSuggestion = Suggestion.nearest(
        to: tag, among: Set(all.flatMap(\.tags)).sorted(), allowingPrefix: true)
    }
    return listing
  }
}
