import Crypto
import Foundation
import GRDB

// MARK: - Writes

extension CatalogTransaction {
  /// Keeps recordings with their scenarios, in order.
  ///
  /// A recording without a number gets its scenario's next one (one more than the highest it
  /// ever had, superseded ones included), unless the scenario already has a current recording
  /// with the same content: then nothing is added. One with a number is stored under it: the same content
  /// as the current recording of that number changes nothing; other content supersedes it, and
  /// the old one stays as history.
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.invalidInput` for a number
  ///   below 1 or an empty iOS version.
  public func addRecordings(_ inputs: [RecordingInput]) throws -> [RecordingOutcome] {
    let current = try db.cachedStatement(
      sql: """
        SELECT id, contentHash FROM recording
        WHERE scenarioId = :scenario AND number = :number AND supersededAt IS NULL
        """)
    let next = try db.cachedStatement(
      sql: "SELECT COALESCE(MAX(number), 0) + 1 FROM recording WHERE scenarioId = :scenario")
    let same = try db.cachedStatement(
      sql: """
        SELECT id, number FROM recording
        WHERE scenarioId = :scenario AND contentHash = :hash AND supersededAt IS NULL ORDER BY number LIMIT 1
        """)
    let supersede = try db.cachedStatement(sql: "UPDATE recording SET supersededAt = :at WHERE id = :id")
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt,
          recordedBy, eventCount, importedAt)
        VALUES (:scenario, :number, :content, :contentHash, :iosVersion, :device, :sdkVersion, :recordedAt,
          :recordedBy, :eventCount, :importedAt)
        """)
    return try inputs.map { input in
      let scenarioID = try scenarioID(input.scenario)
      guard !input.iosVersion.isEmpty else {
        throw StorageError.invalidInput("a recording of '\(input.scenario)' needs the iOS version it was made on")
      }
      let hash = Self.contentHash(input.content)
      let number: Int
      if let given = input.number {
        guard given >= 1 else {
          throw StorageError.invalidInput("recording numbers start at 1; '\(input.scenario)' got \(given)")
        }
        number = given
      } else if let row = try Row.fetchOne(same, arguments: ["scenario": scenarioID, "hash": hash]) {
        return RecordingOutcome(
          scenario: input.scenario, number: try row.decode(forColumn: "number"),
          id: RecordingID(rawValue: try row.decode(forColumn: "id")), change: .unchanged)
      } else {
        number = try Int.fetchOne(next, arguments: ["scenario": scenarioID]) ?? 1
      }
      let importedAt = input.importedAt.catalogMilliseconds
      var change = RecordingOutcome.Change.created
      if let row = try Row.fetchOne(current, arguments: ["scenario": scenarioID, "number": number]) {
        let id: Int64 = try row.decode(forColumn: "id")
        let currentHash: String = try row.decode(forColumn: "contentHash")
        if currentHash == hash {
          return RecordingOutcome(
            scenario: input.scenario, number: number, id: RecordingID(rawValue: id), change: .unchanged)
        }
        try supersede.execute(arguments: ["at": importedAt, "id": id])
        change = .superseded(RecordingID(rawValue: id))
      }
      try insert.execute(arguments: [
        "scenario": scenarioID, "number": number, "content": input.content, "contentHash": hash,
        "iosVersion": input.iosVersion, "device": input.device, "sdkVersion": input.sdkVersion,
        "recordedAt": input.recordedAt, "recordedBy": input.recordedBy, "eventCount": input.eventCount,
        "importedAt": importedAt,
      ])
      return RecordingOutcome(
        scenario: input.scenario, number: number, id: RecordingID(rawValue: db.lastInsertedRowID), change: change)
    }
  }

  /// The lowercase hex SHA-256 of `content`'s UTF-8 bytes.
  static func contentHash(_ content: String) -> String {
    TimelineDigest.hex(SHA256.hash(data: Array(content.utf8)))
  }
}
