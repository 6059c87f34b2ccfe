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
  public func importScenarios(
    _ scenarios: [ScenarioInput], baselines: [BaselineInput], recordings: [RecordingInput] = []
  ) throws -> ImportOutcome {
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
  public func exportScenarios(named names: [String]? = nil) throws -> [ScenarioExport] {
    try backend.exportScenarios(named: names)
  }
}
