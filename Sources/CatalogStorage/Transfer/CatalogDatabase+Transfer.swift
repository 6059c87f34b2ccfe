import CatalogModel
import Foundation
import GRDB

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
  public func importScenarios(_ scenarios: [ScenarioInput], baselines: [BaselineInput]) throws
    -> ImportOutcome
  {
    try write("import scenarios") { try $0.importScenarios(scenarios, baselines: baselines) }
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
    try read("export scenarios") { db in
      let selected =
        try names
        ?? String.fetchAll(
          db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL ORDER BY name")
      return try selected.map { name in try Self.export(name, db) }
    }
  }

  private static func export(_ name: String, _ db: Database) throws -> ScenarioExport {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT s.id, r.source, r.fileName, r.sourceFormat, r.summary
          FROM scenario s
          JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
          WHERE s.name = ?
          """,
        arguments: [name])
    else { throw StorageError.unknownScenario(name) }
    let scenarioID: Int64 = try row.decode(atIndex: 0)
    let format: String = try row.decode(atIndex: 3)
    let tags = try String.fetchAll(
      db, sql: "SELECT tag FROM scenarioTag WHERE scenarioId = ? ORDER BY tag",
      arguments: [scenarioID])
    let scenario = ScenarioInput(
      name: name, source: try row.decode(atIndex: 1), fileName: try row.decode(atIndex: 2),
      sourceFormat: SourceFormat(rawValue: format) ?? .yaml, summary: try row.decode(atIndex: 4),
      tags: tags)
    let baselines = try Row.fetchAll(
      db,
      sql: StoredBaseline.selection
        + " WHERE b.scenarioId = ? AND b.supersededAt IS NULL ORDER BY p.name",
      arguments: [scenarioID]
    ).map(StoredBaseline.init(row:))
    let exported = try baselines.map { baseline in
      ExportedBaseline(
        profile: baseline.profile, profileRulesVersion: baseline.profileRulesVersion,
        timeline: try Timeline(
          storedEventsOf: baseline.timelineID.rawValue, in: db, hash: baseline.timelineHash),
        timelineHash: baseline.timelineHash, acceptedBy: baseline.acceptedBy,
        acceptedAt: baseline.acceptedAt, catalogVersion: baseline.catalogVersion)
    }
    return ScenarioExport(scenario: scenario, baselines: exported)
  }
}
