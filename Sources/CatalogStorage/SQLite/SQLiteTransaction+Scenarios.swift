import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  func scenarioRow(named name: String) throws -> (
    id: Int64, removed: Bool, latest: (id: Int64, number: Int, source: String)?
  )? {
    let find = try db.cachedStatement(sql: StoredScenario.idSQL)
    guard let row = try Row.fetchOne(find, arguments: ["name": name]) else { return nil }
    let scenarioID: Int64 = try row.decode(StoredScenario.IDColumn.id)
    let removedAt: Int64? = try row.decode(StoredScenario.IDColumn.removedAt)
    typealias Column = StoredRecording.RevisionColumn
    let latest = try db.cachedStatement(sql: StoredRecording.revisionsSQL + " LIMIT 1")
    guard let latestRow = try Row.fetchOne(latest, arguments: ["scenario": scenarioID]) else {
      return (scenarioID, removedAt != nil, nil)
    }
    return (
      scenarioID, removedAt != nil,
      (
        try latestRow.decode(Column.id), try latestRow.decode(Column.number), try latestRow.decode(Column.source)
      )
    )
  }

  func insertScenario(named name: String, now: Int64) throws -> Int64 {
    try db.cachedStatement(sql: "INSERT INTO scenario (name, createdAt) VALUES (:name, :createdAt)")
      .execute(arguments: ["name": name, "createdAt": now])
    return db.lastInsertedRowID
  }

  func refreshCompiledForm(_ compiled: [UInt8], of revisionID: Int64) throws {
    try db.cachedStatement(
      sql: "UPDATE scenarioRevision SET compiled = :compiled WHERE id = :revision AND compiled IS NOT :compiled"
    )
    .execute(arguments: ["compiled": Data(compiled), "revision": revisionID])
  }

  func rememberSource(of scenarioID: Int64, path: String, digest: String) throws {
    try db.cachedStatement(
      sql: "UPDATE scenario SET sourcePath = :path, sourceDigest = :digest WHERE id = :scenario"
    ).execute(arguments: ["path": path, "digest": digest, "scenario": scenarioID])
  }

  func reviveScenario(_ scenarioID: Int64) throws {
    try db.cachedStatement(sql: "UPDATE scenario SET removedAt = NULL WHERE id = :scenario")
      .execute(arguments: ["scenario": scenarioID])
  }

  func insertRevision(
    _ input: ScenarioInput, scenarioID: Int64, number: Int, now: Int64
  ) throws -> Int64 {
    try db.cachedStatement(
      sql: """
        INSERT INTO scenarioRevision
          (scenarioId, number, fileName, sourceFormat, source, summary, createdAt, compiled, factCount)
        VALUES (:scenario, :number, :fileName, :sourceFormat, :source, :summary, :createdAt, :compiled, :factCount)
        """
    ).execute(arguments: [
      "scenario": scenarioID, "number": number, "fileName": input.fileName,
      "sourceFormat": input.sourceFormat.rawValue, "source": input.source, "summary": input.summary,
      "createdAt": now, "compiled": input.compiled.map { Data($0) }, "factCount": input.factCount,
    ])
    return db.lastInsertedRowID
  }

  func replaceTags(of scenarioID: Int64, with tags: [String]) throws {
    try db.cachedStatement(sql: "DELETE FROM scenarioTag WHERE scenarioId = :scenario")
      .execute(arguments: ["scenario": scenarioID])
    let insert = try db.cachedStatement(
      sql: "INSERT INTO scenarioTag (scenarioId, tag) VALUES (:scenario, :tag)")
    for tag in Set(tags) {
      try insert.execute(arguments: ["scenario": scenarioID, "tag": tag])
    }
  }

  /// The names of the scenarios in the catalog (not removed), as this transaction sees them.
  func currentScenarioNames() throws -> Set<String> {
    Set(try String.fetchAll(db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL"))
  }

  /// Removes scenario `name` from the catalog, keeping its history.
  ///
  /// Its runs, revisions and baselines stay; its baselines become obsolete. Adding the
  /// scenario again revives it.
  ///
  /// - Returns: false when it was already removed.
  /// - Throws: `StorageError.unknownScenario` when no scenario has that name.
  @discardableResult
  func removeScenario(named name: String) throws -> Bool {
    let id = try scenarioID(name, allowRemoved: true)
    try db.cachedStatement(
      sql: "UPDATE scenario SET removedAt = :removedAt WHERE id = :scenario AND removedAt IS NULL"
    )
    .execute(arguments: ["removedAt": now, "scenario": id])
    return db.changesCount > 0
  }
}
