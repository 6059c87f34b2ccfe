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
          SELECT s.id AS scenarioId, r.source AS source, r.fileName AS fileName, r.sourceFormat AS sourceFormat,
                 r.summary AS summary
          FROM scenario s
          JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
          WHERE s.name = :name
          """,
        arguments: ["name": name])
    else { throw StorageError.unknownScenario(name) }
    let scenarioID: Int64 = try row.decode(forColumn: "scenarioId")
    let format: String = try row.decode(forColumn: "sourceFormat")
    let tags = try String.fetchAll(
      db, sql: "SELECT tag FROM scenarioTag WHERE scenarioId = :scenario ORDER BY tag",
      arguments: ["scenario": scenarioID])
    let scenario = ScenarioInput(
      name: name, source: try row.decode(forColumn: "source"), fileName: try row.decode(forColumn: "fileName"),
      sourceFormat: SourceFormat(rawValue: format) ?? .yaml, summary: try row.decode(forColumn: "summary"),
      tags: tags)
    let baselines = try Row.fetchAll(
      db,
      sql: StoredBaseline.selection
        + " WHERE b.scenarioId = :scenario AND b.supersededAt IS NULL ORDER BY p.name",
      arguments: ["scenario": scenarioID]
    ).map(StoredBaseline.init(row:))
    let exported = try baselines.map { baseline in
      ExportedBaseline(
        profile: baseline.profile, profileRulesVersion: baseline.profileRulesVersion,
        timeline: try Timeline(
          storedEventsOf: baseline.timelineID.rawValue, in: db, hash: baseline.timelineHash),
        timelineHash: baseline.timelineHash, acceptedBy: baseline.acceptedBy,
        acceptedAt: baseline.acceptedAt, catalogVersion: baseline.catalogVersion)
    }
    let recordings = try Row.fetchAll(
      db,
      sql: StoredRecording.selection + " WHERE r.scenarioId = :scenario AND r.supersededAt IS NULL ORDER BY r.number",
      arguments: ["scenario": scenarioID]
    ).map(StoredRecording.init(row:))
    return ScenarioExport(scenario: scenario, baselines: exported, recordings: recordings)
  }
}
