import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  func currentRecording(sameEventsAs input: RecordingInput, scenarioID: Int64) throws -> (
    id: Int64, number: Int, contentHash: String, revisionID: Int64?
  )? {
    // The events are what follows the header line (the whole text when it has no line break).
    typealias Column = StoredRecording.SameColumn
    let same = try db.cachedStatement(sql: StoredRecording.sameSQL)
    let arguments: StatementArguments = [
      "scenario": scenarioID, "ios": input.iosVersion, "sdk": input.sdkVersion, "device": input.device,
      "events": input.events,
    ]
    return try Row.fetchOne(same, arguments: arguments).map { row in
      (
        try row.decode(Column.id), try row.decode(Column.number), try row.decode(Column.contentHash),
        try row.decode(Column.scenarioRevisionId)
      )
    }
  }

  func nextRecordingNumber(of scenarioID: Int64) throws -> Int {
    let next = try db.cachedStatement(
      sql: "SELECT COALESCE(MAX(number), 0) + 1 FROM recording WHERE scenarioId = :scenario")
    return try Int.fetchOne(next, arguments: ["scenario": scenarioID]) ?? 1
  }

  func currentRecording(of scenarioID: Int64, number: Int) throws -> (id: Int64, contentHash: String)? {
    typealias Column = StoredRecording.CurrentColumn
    let current = try db.cachedStatement(sql: StoredRecording.currentSQL)
    return try Row.fetchOne(current, arguments: ["scenario": scenarioID, "number": number]).map { row in
      (try row.decode(Column.id), try row.decode(Column.contentHash))
    }
  }

  func supersedeRecording(_ id: Int64, at time: Int64) throws {
    try db.cachedStatement(sql: "UPDATE recording SET supersededAt = :at WHERE id = :id")
      .execute(arguments: ["at": time, "id": id])
  }

  func insertRecording(
    _ input: RecordingInput, scenarioID: Int64, number: Int, contentHash: String, revisionID: Int64?
  ) throws -> Int64 {
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt,
          recordedBy, eventCount, importedAt, scenarioRevisionId)
        VALUES (:scenario, :number, :content, :contentHash, :iosVersion, :device, :sdkVersion, :recordedAt,
          :recordedBy, :eventCount, :importedAt, :revision)
        """)
    try insert.execute(arguments: [
      "scenario": scenarioID, "number": number, "content": input.content, "contentHash": contentHash,
      "iosVersion": input.iosVersion, "device": input.device, "sdkVersion": input.sdkVersion,
      "recordedAt": input.recordedAt, "recordedBy": input.recordedBy, "eventCount": input.eventCount,
      "importedAt": input.importedAt.catalogMilliseconds, "revision": revisionID,
    ])
    return db.lastInsertedRowID
  }

  /// Takes a scenario's current recording `number` out of every listing, export and comparison;
  /// it stays as history (`removedAt`).
  ///
  /// - Returns: The removed recording's id; nil when the scenario has no current recording of
  ///   that number.
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`.
  func removeRecording(scenario: String, number: Int, at date: Date) throws -> RecordingID? {
    let scenarioID = try scenarioID(scenario)
    guard
      let id = try Int64.fetchOne(
        db,
        sql: "SELECT id FROM recording WHERE scenarioId = :scenario AND number = :number AND supersededAt IS NULL",
        arguments: ["scenario": scenarioID, "number": number])
    else { return nil }
    try db.execute(
      sql: "UPDATE recording SET supersededAt = :at, removedAt = :at WHERE id = :id",
      arguments: ["at": date.catalogMilliseconds, "id": id])
    return RecordingID(rawValue: id)
  }

  func revisionWithSource(of scenarioID: Int64, hash: String) throws -> (id: Int64, number: Int)? {
    typealias Column = StoredRecording.RevisionColumn
    let rows = try Row.fetchCursor(db, sql: StoredRecording.revisionsSQL, arguments: ["scenario": scenarioID])
    while let row = try rows.next() {
      let source: String = try row.decode(Column.source)
      if ContentHash.sha256(source) == hash {
        return (try row.decode(Column.id), try row.decode(Column.number))
      }
    }
    return nil
  }
}

extension StoredRecording {
  /// The current recording of scenario `:scenario` with the same iOS version `:ios`, SDK `:sdk`,
  /// device `:device` and events `:events` (what follows the header line), if there is one.
  static let sameSQL = """
    SELECT id, number, contentHash, scenarioRevisionId FROM recording
    WHERE scenarioId = :scenario AND supersededAt IS NULL AND iosVersion = :ios AND sdkVersion IS :sdk
      AND device IS :device AND substr(content, instr(content, char(10)) + 1) = :events
    ORDER BY number LIMIT 1
    """

  /// The columns of `sameSQL`, in order.
  enum SameColumn: Int, QueryColumns {
    case id, number, contentHash, scenarioRevisionId
  }

  /// The current recording number `:number` of scenario `:scenario`.
  static let currentSQL = """
    SELECT id, contentHash FROM recording
    WHERE scenarioId = :scenario AND number = :number AND supersededAt IS NULL
    """

  /// The columns of `currentSQL`, in order.
  enum CurrentColumn: Int, QueryColumns {
    case id, contentHash
  }

  /// Every revision of scenario `:scenario` with its source, newest first.
  static let revisionsSQL =
    "SELECT id, number, source FROM scenarioRevision WHERE scenarioId = :scenario ORDER BY number DESC"

  /// The columns of `revisionsSQL`, in order.
  enum RevisionColumn: Int, QueryColumns {
    case id, number, source
  }
}
