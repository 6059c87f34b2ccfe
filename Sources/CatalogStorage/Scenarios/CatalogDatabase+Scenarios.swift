import CatalogModel
import Foundation

// MARK: - Writes

extension CatalogDatabase {
  /// Adds scenarios, or new revisions of them, in one transaction.
  ///
  /// Re-adding a source identical to the latest revision adds nothing (`unchanged`); a
  /// different source adds the next revision; a removed scenario is revived.
  ///
  /// For example:
  /// ```swift
  /// let outcomes = try catalog.addScenarios([input])
  /// ```
  ///
  /// - Throws: `StorageError`.
  package func addScenarios(_ inputs: [ScenarioInput]) throws(StorageError) -> [AddOutcome] {
    try write("add scenarios") { try $0.addScenarios(inputs) }
  }

  /// Removes scenario `name` from the catalog, keeping its history (a soft delete).
  ///
  /// - Returns: false when it was already removed.
  /// - Throws: `StorageError.unknownScenario` when no scenario has that name.
  @discardableResult
  package func removeScenario(named name: String) throws(StorageError) -> Bool {
    try write("remove scenario '\(name)'") { try $0.removeScenario(named: name) }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// Every scenario of the catalog, sorted by name, with its tags, revision count, summary and
  /// last run under each profile: what `catalog list` shows.
  ///
  /// Three queries, whatever the number of scenarios: scenarios with their latest revision,
  /// tags, and the last run per scenario and profile (one index seek each).
  ///
  /// - Parameters:
  ///   - tag: Only scenarios with this tag.
  ///   - includeRemoved: Also list scenarios removed with `catalog rm`.
  package func listScenarios(tag: String? = nil, includeRemoved: Bool = false) throws(StorageError)
    -> [ScenarioSummary]
  {
    try backend.listScenarios(tag: tag, includeRemoved: includeRemoved)
  }

  /// Scenario `name` with every revision of its source, or nil when the catalog never had it.
  ///
  /// A removed scenario is returned too, with `removedAt` set.
  package func scenario(named name: String) throws(StorageError) -> StoredScenario? {
    try backend.scenario(named: name)
  }

  /// The tags of the scenarios in the catalog (not removed), sorted, each once.
  package func tags() throws(StorageError) -> [String] {
    try backend.tags()
  }

  /// The names of the scenarios in the catalog, sorted.
  package func scenarioNames(includeRemoved: Bool = false) throws(StorageError) -> [String] {
    try backend.scenarioNames(includeRemoved: includeRemoved)
  }

  /// The files the current scenarios were last added from, with the SHA-256 of the text then
  /// read, sorted by name; scenarios added without a file (or before migration 0011) are left out.
  package func scenarioSources() throws(StorageError) -> [StoredScenarioFile] {
    try backend.scenarioSources()
  }
}
