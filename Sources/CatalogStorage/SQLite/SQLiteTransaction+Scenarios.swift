import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  /// Adds scenarios, or new revisions of them, in order.
  ///
  /// A scenario is new at revision 1; a source identical to the latest revision adds nothing; a
  /// different source adds the next revision and replaces the scenario's tags. A removed
  /// scenario comes back (`revived`) with its history.
  ///
  /// - Throws: `StorageError.invalidInput` for an empty name.
  func addScenarios(_ inputs: [ScenarioInput]) throws -> [AddOutcome] {
    let now = Date().catalogMilliseconds
    return try inputs.map { try addScenario($0, now: now) }
  }

  private func addScenario(_ input: ScenarioInput, now: Int64) throws -> AddOutcome {
    guard !input.name.isEmpty else {
      throw StorageError.invalidInput("a scenario name must not be empty")
    }
    let find = try db.cachedStatement(sql: "SELECT id, removedAt FROM scenario WHERE name = :name")
    guard let row = try Row.fetchOne(find, arguments: ["name": input.name]) else {
      try db.cachedStatement(sql: "INSERT INTO scenario (name, createdAt) VALUES (:name, :createdAt)")
        .execute(arguments: ["name": input.name, "createdAt": now])
      let scenarioID = db.lastInsertedRowID
      let revisionID = try insertRevision(input, scenarioID: scenarioID, number: 1, now: now)
      try replaceTags(of: scenarioID, with: input.tags)
      return AddOutcome(
        name: input.name, scenarioID: ScenarioID(rawValue: scenarioID),
        revisionID: RevisionID(rawValue: revisionID), revision: 1, change: .created,
        addedRevision: true)
    }
    let scenarioID: Int64 = try row.decode(forColumn: "id")
    let removedAt: Int64? = try row.decode(forColumn: "removedAt")

    let latest = try db.cachedStatement(
      sql:
        "SELECT id, number, source FROM scenarioRevision WHERE scenarioId = :scenario ORDER BY number DESC LIMIT 1"
    )
    var revisionID: Int64 = 0
    var number = 0
    var addedRevision = true
    if let latestRow = try Row.fetchOne(latest, arguments: ["scenario": scenarioID]) {
      revisionID = try latestRow.decode(forColumn: "id")
      number = try latestRow.decode(forColumn: "number")
      let source: String = try latestRow.decode(forColumn: "source")
      addedRevision = source != input.source
    }
    if addedRevision {
      number += 1
      revisionID = try insertRevision(input, scenarioID: scenarioID, number: number, now: now)
      try replaceTags(of: scenarioID, with: input.tags)
    } else if let compiled = input.compiled {
      // The same source again: refresh its compiled form (missing before migration 0002, or
      // written by a catalog with another compiled-format version).
      try db.cachedStatement(
        sql: "UPDATE scenarioRevision SET compiled = :compiled WHERE id = :revision AND compiled IS NOT :compiled"
      )
      .execute(arguments: ["compiled": Data(compiled), "revision": revisionID])
    }
    if removedAt != nil {
      try db.cachedStatement(sql: "UPDATE scenario SET removedAt = NULL WHERE id = :scenario")
        .execute(arguments: ["scenario": scenarioID])
    }
    let change: AddOutcome.Change =
      removedAt != nil ? .revived : (addedRevision ? .newRevision : .unchanged)
    return AddOutcome(
      name: input.name, scenarioID: ScenarioID(rawValue: scenarioID),
      revisionID: RevisionID(rawValue: revisionID), revision: number, change: change,
      addedRevision: addedRevision)
  }

  private func insertRevision(
    _ input: ScenarioInput, scenarioID: Int64, number: Int, now: Int64
  ) throws -> Int64 {
    try db.cachedStatement(
      sql: """
        INSERT INTO scenarioRevision (scenarioId, number, fileName, sourceFormat, source, summary, createdAt, compiled)
        VALUES (:scenario, :number, :fileName, :sourceFormat, :source, :summary, :createdAt, :compiled)
        """
    ).execute(arguments: [
      "scenario": scenarioID, "number": number, "fileName": input.fileName,
      "sourceFormat": input.sourceFormat.rawValue, "source": input.source, "summary": input.summary,
      "createdAt": now, "compiled": input.compiled.map { Data($0) },
    ])
    return db.lastInsertedRowID
  }

  private func replaceTags(of scenarioID: Int64, with tags: [String]) throws {
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
    .execute(arguments: ["removedAt": Date().catalogMilliseconds, "scenario": id])
    return db.changesCount > 0
  }
}
