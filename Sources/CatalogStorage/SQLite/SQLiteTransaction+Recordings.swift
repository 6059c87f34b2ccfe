import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  /// Keeps recordings with their scenarios, in order.
  ///
  /// Each is tied to the revision of its scenario whose source has the input's `scenarioSHA256`
  /// (none when no revision has it, or the input does not say).
  ///
  /// A recording without a number is the scenario's current recording with the same events, iOS
  /// version, SDK and device when there is one: nothing is added when that one was made against
  /// the same revision (`.unchanged` for the same bytes, `.sameEvents` for another header: the log
  /// under another name, say), and the new content supersedes it, under its number, when it was
  /// made against another revision (`.retied`). Otherwise it gets its scenario's next number (one
  /// more than the highest it ever had, superseded and removed ones included).
  ///
  /// One with a number is stored under it: the same content as the current recording of that
  /// number changes nothing; other content supersedes it, and the old one stays as history.
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.invalidInput` for a number
  ///   below 1 or an empty iOS version.
  func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome] {
    let current = try db.cachedStatement(
      sql: """
        SELECT id, contentHash FROM recording
        WHERE scenarioId = :scenario AND number = :number AND supersededAt IS NULL
        """)
    let next = try db.cachedStatement(
      sql: "SELECT COALESCE(MAX(number), 0) + 1 FROM recording WHERE scenarioId = :scenario")
    // The events are what follows the header line (the whole text when it has no line break).
    let same = try db.cachedStatement(
      sql: """
        SELECT id, number, contentHash, scenarioRevisionId FROM recording
        WHERE scenarioId = :scenario AND supersededAt IS NULL AND iosVersion = :ios AND sdkVersion IS :sdk
          AND device IS :device AND substr(content, instr(content, char(10)) + 1) = :events
        ORDER BY number LIMIT 1
        """)
    let supersede = try db.cachedStatement(sql: "UPDATE recording SET supersededAt = :at WHERE id = :id")
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt,
          recordedBy, eventCount, importedAt, scenarioRevisionId)
        VALUES (:scenario, :number, :content, :contentHash, :iosVersion, :device, :sdkVersion, :recordedAt,
          :recordedBy, :eventCount, :importedAt, :revision)
        """)
    return try inputs.map { (input) throws -> RecordingOutcome in
      let scenarioID = try scenarioID(input.scenario)
      guard !input.iosVersion.isEmpty else {
        throw StorageError.invalidInput("a recording of '\(input.scenario)' needs the iOS version it was made on")
      }
      let hash = ContentHash.sha256(input.content)
      let revision = try input.scenarioSHA256.flatMap { try revisionWithSource(of: scenarioID, hash: $0) }
      func outcome(_ number: Int, _ id: Int64, _ change: RecordingOutcome.Change) -> RecordingOutcome {
        RecordingOutcome(
          scenario: input.scenario, number: number, id: RecordingID(rawValue: id), change: change,
          revision: revision?.number)
      }
      let number: Int
      var retying: Int64?
      if let given = input.number {
        guard given >= 1 else {
          throw StorageError.invalidInput("recording numbers start at 1; '\(input.scenario)' got \(given)")
        }
        number = given
      } else if let row = try Row.fetchOne(
        same,
        arguments: [
          "scenario": scenarioID, "ios": input.iosVersion, "sdk": input.sdkVersion, "device": input.device,
          "events": input.events,
        ])
      {
        let id: Int64 = try row.decode(forColumn: "id")
        let found: Int = try row.decode(forColumn: "number")
        let foundHash: String = try row.decode(forColumn: "contentHash")
        let foundRevision: Int64? = try row.decode(forColumn: "scenarioRevisionId")
        if foundHash == hash { return outcome(found, id, .unchanged) }
        guard let revision, revision.id != foundRevision else { return outcome(found, id, .sameEvents) }
        number = found
        retying = id
      } else {
        number = try Int.fetchOne(next, arguments: ["scenario": scenarioID]) ?? 1
      }
      let importedAt = input.importedAt.catalogMilliseconds
      var change = RecordingOutcome.Change.created
      if let row = try Row.fetchOne(current, arguments: ["scenario": scenarioID, "number": number]) {
        let id: Int64 = try row.decode(forColumn: "id")
        let currentHash: String = try row.decode(forColumn: "contentHash")
        if currentHash == hash { return outcome(number, id, .unchanged) }
        try supersede.execute(arguments: ["at": importedAt, "id": id])
        change = retying == id ? .retied(RecordingID(rawValue: id)) : .superseded(RecordingID(rawValue: id))
      }
      try insert.execute(arguments: [
        "scenario": scenarioID, "number": number, "content": input.content, "contentHash": hash,
        "iosVersion": input.iosVersion, "device": input.device, "sdkVersion": input.sdkVersion,
        "recordedAt": input.recordedAt, "recordedBy": input.recordedBy, "eventCount": input.eventCount,
        "importedAt": importedAt, "revision": revision?.id,
      ])
      return outcome(number, db.lastInsertedRowID, change)
    }
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

  /// The revision of a scenario whose source has the SHA-256 `hash`, newest first.
  private func revisionWithSource(of scenarioID: Int64, hash: String) throws -> (id: Int64, number: Int)? {
    let rows = try Row.fetchCursor(
      db,
      sql: "SELECT id, number, source FROM scenarioRevision WHERE scenarioId = :scenario ORDER BY number DESC",
      arguments: ["scenario": scenarioID])
    while let row = try rows.next() {
      let source: String = try row.decode(forColumn: "source")
      if ContentHash.sha256(source) == hash {
        return (try row.decode(forColumn: "id"), try row.decode(forColumn: "number"))
      }
    }
    return nil
  }
}
