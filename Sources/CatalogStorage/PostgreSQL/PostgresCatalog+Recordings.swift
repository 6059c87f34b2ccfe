#if PostgreSQL
import Foundation
import PostgresNIO

// MARK: - Reads

extension PostgresCatalog {
  /// The columns `storedRecording(_:)` reads, with their joins; append a WHERE clause.
  static let recordingSelection = """
    SELECT r.id, s.name, r.number, r.content, r.contentHash, r.iosVersion, r.device, r.sdkVersion, r.recordedAt,
           r.recordedBy, r.eventCount, r.importedAt, rv.number, r.removedAt
    FROM recording r
    JOIN scenario s ON s.id = r.scenarioId
    LEFT JOIN scenarioRevision rv ON rv.id = r.scenarioRevisionId
    """

  static func storedRecording(_ row: PostgresRandomAccessRow) throws -> StoredRecording {
    StoredRecording(
      id: RecordingID(rawValue: try row.int(0)), scenario: try row.text(1), number: try row.count(2),
      content: try row.text(3), contentHash: try row.text(4), iosVersion: try row.text(5),
      device: try row.optionalText(6), sdkVersion: try row.optionalText(7), recordedAt: try row.optionalText(8),
      recordedBy: try row.optionalText(9), eventCount: try row.count(10), importedAt: try row.date(11),
      revision: try row.optionalInt(12).map { Int($0) }, removedAt: try row.optionalDate(13))
  }

  func recordings(scenario: String?, includingRemovedScenarios: Bool) throws(StorageError) -> [StoredRecording] {
    try read("read the recordings") { session in
      var binds = PostgresBindings()
      binds.append(scenario)
      binds.append(includingRemovedScenarios)
      return try session.query(
        Self.recordingSelection + """

           WHERE r.supersededAt IS NULL AND (s.removedAt IS NULL OR $2) AND ($1::text IS NULL OR s.name = $1::text)
          ORDER BY s.name COLLATE "C", r.number
          """, binds
      ).map(Self.storedRecording)
    }
  }

  func recordingHistory(scenario: String, number: Int) throws(StorageError) -> [StoredRecording] {
    try read("read the recording history of '\(scenario)'") { session in
      var binds = PostgresBindings()
      binds.append(scenario)
      binds.append(Int64(number))
      return try session.query(
        Self.recordingSelection + " WHERE s.name = $1 AND r.number = $2 ORDER BY r.id DESC", binds
      ).map(Self.storedRecording)
    }
  }
}
#endif
