import CatalogModel
import Foundation

// MARK: - Writes

extension CatalogDatabase {
  /// Adds scenarios and accepts baselines for them, in one transaction: `catalog import`.
  ///
  /// For example, importing what another catalog exported:
  /// ```swift
  /// try catalog.importScenarios(
  ///   exports.map(\.scenario),
  ///   baselines: exports.flatMap { export in export.baselines.map { $0.input(scenario: export.scenario.name) } })
  /// ```
  @discardableResult
  package func importScenarios(
    _ scenarios: [ScenarioInput], baselines: [BaselineInput], recordings: [RecordingInput] = []
  ) throws(StorageError) -> ImportOutcome {
    try write("import scenarios") { try $0.importScenarios(scenarios, baselines: baselines, recordings: recordings) }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// Scenarios with their latest source and current baselines (timelines included), for
  /// `catalog export`, read from one snapshot.
  ///
  /// - Parameter names: The scenarios to export; every scenario in the catalog when nil.
  /// - Throws: `StorageError.unknownScenario` for a name the catalog does not have.
  package func exportScenarios(named names: [String]? = nil) throws(StorageError) -> [ScenarioExport] {
    try backend.exportScenarios(named: names)
  }

  /// What `salvageScenarios(named:)` could read of a damaged catalog, and what it could not.
  package struct Salvage: Sendable {
    /// The scenarios read, each with the baselines that could be read.
    package var exports: [ScenarioExport]
    /// One line per scenario or baseline that could not be read, with the database's reason:
    /// `"scenario 'zoom-from-cell': database disk image is malformed"`.
    package var skipped: [String]
  }

  /// Every scenario, current baseline and recording of a damaged catalog that can still be read,
  /// each read on its own, so that a damaged page costs only what it holds: `catalog export` of a
  /// damaged catalog (the way to recover it). In PostgreSQL, where the server keeps its pages
  /// sound, what is damaged is a row the catalog cannot read back (an event time out of range,
  /// say): that scenario or baseline is skipped the same way.
  ///
  /// - Parameter names: The scenarios to read; every scenario in the catalog when nil.
  /// - Throws: The store's error when not even the list of scenarios can be read.
  package func salvageScenarios(named names: [String]? = nil) throws(StorageError) -> Salvage {
    try backend.salvageScenarios(named: names)
  }
}
