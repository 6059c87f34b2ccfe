import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// Scenarios with their latest source and current baselines (timelines included), for
  /// `catalog export`, read from one snapshot.
  ///
  /// - Parameter names: The scenarios to export; every scenario in the catalog when nil.
  /// - Throws: `StorageError.unknownScenario` for a name the catalog does not have.
  func exportScenarios(named names: [String]? = nil) throws -> [ScenarioExport] {
    do {
      return try read("export scenarios") { db in
        let selected =
          try names
          ?? String.fetchAll(
            db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL ORDER BY name")
        return try selected.map { name in try Self.export(name, db) }
      }
    } catch StorageError.damaged(path: "", let detail) {
      throw StorageError.damaged(path: path, detail: detail)
    }
  }

  /// Every scenario, current baseline and recording that can still be read, each read on its own
  /// (`CatalogDatabase.salvageScenarios(named:)`).
  func salvageScenarios(named names: [String]?) throws -> CatalogDatabase.Salvage {
    let selected =
      try names
      ?? read("list the scenarios") { db in
        try String.fetchAll(db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL ORDER BY name")
      }
    var salvage = CatalogDatabase.Salvage(exports: [], skipped: [])
    for name in selected {
      let scenario: (input: ScenarioInput, id: Int64)
      do {
        scenario = try read("read scenario '\(name)'") { db in try Self.exportedScenario(name, db) }
      } catch {
        salvage.skipped.append("scenario '\(name)': \(Self.reason(error))")
        continue
      }
      var baselines: [ExportedBaseline] = []
      do {
        let stored = try read("list the baselines of '\(name)'") { db in try Self.currentBaselines(scenario.id, db) }
        for baseline in stored {
          do {
            baselines.append(try read("read a baseline of '\(name)'") { db in try Self.exported(baseline, db) })
          } catch {
            salvage.skipped.append("baseline '\(name)' @ \(baseline.profile): \(Self.reason(error))")
          }
        }
      } catch {
        salvage.skipped.append("the baselines of '\(name)': \(Self.reason(error))")
      }
      var recordings: [StoredRecording] = []
      do {
        recordings = try read("read the recordings of '\(name)'") { db in try Self.currentRecordings(scenario.id, db) }
      } catch {
        salvage.skipped.append("the recordings of '\(name)': \(Self.reason(error))")
      }
      salvage.exports.append(ScenarioExport(scenario: scenario.input, baselines: baselines, recordings: recordings))
    }
    return salvage
  }

  /// SQLite's words for why a read failed, without the path every message would repeat.
  private static func reason(_ error: any Error) -> String {
    if let error = error as? DatabaseError {
      return error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
    }
    if let error = error as? StorageError {
      switch error {
      case .damaged(_, let detail): return detail
      case .corruptTimeline(_, let cause): return "its timeline cannot be read: \(cause)"
      default: return error.description
      }
    }
    return String(describing: error)
  }

  private static func export(_ name: String, _ db: Database) throws -> ScenarioExport {
    let (scenario, id) = try exportedScenario(name, db)
    let baselines = try currentBaselines(id, db).map { try exported($0, db) }
    return ScenarioExport(scenario: scenario, baselines: baselines, recordings: try currentRecordings(id, db))
  }

  /// Scenario `name`'s latest source, summary and tags, and its id.
  private static func exportedScenario(_ name: String, _ db: Database) throws -> (ScenarioInput, Int64) {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT s.id AS scenarioId, CAST(r.source AS BLOB) AS source, r.fileName AS fileName,
                 r.sourceFormat AS sourceFormat, r.summary AS summary, r.number AS number
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
    // A source was valid UTF-8 when it was added: bytes that are not are damage (which SQLite
    // cannot see inside a value), and exporting them would write a file import refuses.
    let bytes: Data = try row.decode(forColumn: "source")
    guard let source = String(validating: bytes, as: UTF8.self) else {
      let number: Int = try row.decode(forColumn: "number")
      throw StorageError.damaged(
        path: "", detail: "the source of revision \(number) of '\(name)' is not UTF-8 text any more")
    }
    let scenario = ScenarioInput(
      name: name, source: source, fileName: try row.decode(forColumn: "fileName"),
      sourceFormat: SourceFormat(rawValue: format) ?? .yaml, summary: try row.decode(forColumn: "summary"),
      tags: tags)
    return (scenario, scenarioID)
  }

  /// The current baselines of scenario `scenarioID`, by profile.
  private static func currentBaselines(_ scenarioID: Int64, _ db: Database) throws -> [StoredBaseline] {
    try Row.fetchAll(
      db,
      sql: StoredBaseline.selection
        + " WHERE b.scenarioId = :scenario AND b.supersededAt IS NULL ORDER BY p.name",
      arguments: ["scenario": scenarioID]
    ).map(StoredBaseline.init(row:))
  }

  /// `baseline` with its timeline, as export writes it.
  private static func exported(_ baseline: StoredBaseline, _ db: Database) throws -> ExportedBaseline {
    ExportedBaseline(
      profile: baseline.profile, profileRulesVersion: baseline.profileRulesVersion,
      timeline: try Timeline(storedEventsOf: baseline.timelineID.rawValue, in: db, hash: baseline.timelineHash),
      timelineHash: baseline.timelineHash, acceptedBy: baseline.acceptedBy,
      acceptedAt: baseline.acceptedAt, catalogVersion: baseline.catalogVersion)
  }

  /// The current recordings of scenario `scenarioID`, by number.
  private static func currentRecordings(_ scenarioID: Int64, _ db: Database) throws -> [StoredRecording] {
    try Row.fetchAll(
      db,
      sql: StoredRecording.selection + " WHERE r.scenarioId = :scenario AND r.supersededAt IS NULL ORDER BY r.number",
      arguments: ["scenario": scenarioID]
    ).map(StoredRecording.init(row:))
  }
}
