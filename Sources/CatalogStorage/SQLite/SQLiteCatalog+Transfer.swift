import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog: DialectCatalog {
  /// Scenarios with their latest source and current baselines (timelines included), for
  /// `catalog export`, read from one snapshot.
  ///
  /// - Parameter names: The scenarios to export; every scenario in the catalog when nil.
  /// - Throws: `StorageError.unknownScenario` for a name the catalog does not have.
  func exportScenarios(named names: [String]? = nil) throws(StorageError) -> [ScenarioExport] {
    do {
      return try exportedScenarios(named: names)
    } catch StorageError.damaged(path: "", let detail) {
      throw StorageError.damaged(path: path, detail: detail)
    }
  }

  static func reason(_ error: any Error) -> String {
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

  static func currentScenarioNames(_ db: Database) throws -> [String] {
    try String.fetchAll(db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL ORDER BY name")
  }

  static func exportedScenario(_ name: String, _ db: Database) throws -> (ScenarioInput, Int64) {
    typealias Column = ScenarioInput.ExportColumn
    guard let row = try Row.fetchOne(db, sql: ScenarioInput.exportSQL, arguments: ["name": name])
    else { throw StorageError.unknownScenario(name) }
    let scenarioID: Int64 = try row.decode(Column.scenarioId)
    let format: String = try row.decode(Column.sourceFormat)
    let tags = try String.fetchAll(
      db, sql: "SELECT tag FROM scenarioTag WHERE scenarioId = :scenario ORDER BY tag",
      arguments: ["scenario": scenarioID])
    // A source was valid UTF-8 when it was added: bytes that are not are damage (which SQLite
    // cannot see inside a value), and exporting them would write a file import refuses.
    let bytes: Data = try row.decode(Column.source)
    guard let source = String(validating: bytes, as: UTF8.self) else {
      let number: Int = try row.decode(Column.number)
      throw StorageError.damaged(
        path: "", detail: "the source of revision \(number) of '\(name)' is not UTF-8 text any more")
    }
    let scenario = ScenarioInput(
      name: name, source: source, fileName: try row.decode(Column.fileName),
      sourceFormat: SourceFormat(rawValue: format) ?? .yaml, summary: try row.decode(Column.summary),
      tags: tags)
    return (scenario, scenarioID)
  }

  static func currentBaselines(_ scenarioID: Int64, _ db: Database) throws -> [StoredBaseline] {
    try Row.fetchAll(
      db,
      sql: StoredBaseline.selection
        + " WHERE b.scenarioId = :scenario AND b.supersededAt IS NULL ORDER BY p.name",
      arguments: ["scenario": scenarioID]
    ).map(StoredBaseline.init(row:))
  }

  static func exported(_ baseline: StoredBaseline, _ db: Database) throws -> ExportedBaseline {
    ExportedBaseline(
      profile: baseline.profile, profileRulesVersion: baseline.profileRulesVersion,
      timeline: try Timeline(storedEventsOf: baseline.timelineID.rawValue, in: db, hash: baseline.timelineHash),
      timelineHash: baseline.timelineHash, acceptedBy: baseline.acceptedBy,
      acceptedAt: baseline.acceptedAt, catalogVersion: baseline.catalogVersion)
  }

  static func currentRecordings(_ scenarioID: Int64, _ db: Database) throws -> [StoredRecording] {
    try Row.fetchAll(
      db,
      sql: StoredRecording.selection + " WHERE r.scenarioId = :scenario AND r.supersededAt IS NULL ORDER BY r.number",
      arguments: ["scenario": scenarioID]
    ).map(StoredRecording.init(row:))
  }
}

extension ScenarioInput {
  /// The latest revision of the scenario named by the argument `:name`, its source as bytes (to
  /// find damage a text read would hide), for an export.
  static let exportSQL = """
    SELECT s.id AS scenarioId, CAST(r.source AS BLOB) AS source, r.fileName AS fileName,
           r.sourceFormat AS sourceFormat, r.summary AS summary, r.number AS number
    FROM scenario s
    JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
    WHERE s.name = :name
    """

  /// The columns of `exportSQL`, in order.
  enum ExportColumn: Int, QueryColumns {
    case scenarioId, source, fileName, sourceFormat, summary, number
  }
}
