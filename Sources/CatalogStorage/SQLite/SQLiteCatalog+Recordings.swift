import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The current recordings, sorted by scenario and number: of one scenario, or of every scenario
  /// in the catalog. A removed scenario's recordings are left out with it, unless
  /// `includingRemovedScenarios` (to say how many it keeps).
  func recordings(scenario: String?, includingRemovedScenarios: Bool) throws(StorageError) -> [StoredRecording] {
    try read("read the recordings") { db in
      try Row.fetchAll(
        db,
        sql: StoredRecording.selection + """
           WHERE r.supersededAt IS NULL AND (s.removedAt IS NULL OR :removed)
            AND (:scenario IS NULL OR s.name = :scenario)
          ORDER BY s.name, r.number
          """,
        arguments: ["scenario": scenario, "removed": includingRemovedScenarios]
      ).map(StoredRecording.init(row:))
    }
  }

  /// Every recording a scenario ever had under `number`, newest first: the current one, then
  /// those it superseded.
  func recordingHistory(scenario: String, number: Int) throws(StorageError) -> [StoredRecording] {
    try read("read the recording history of '\(scenario)'") { db in
      try Row.fetchAll(
        db,
        sql: StoredRecording.selection + """
           WHERE s.name = :scenario AND r.number = :number
          ORDER BY r.id DESC
          """,
        arguments: ["scenario": scenario, "number": number]
      ).map(StoredRecording.init(row:))
    }
  }
}

extension StoredRecording {
  /// The columns `init(row:)` reads, with the scenario's name; append a WHERE clause.
  static let selection = """
    SELECT r.id AS id, s.name AS scenario, r.number AS number, r.content AS content, r.contentHash AS contentHash,
           r.iosVersion AS iosVersion, r.device AS device, r.sdkVersion AS sdkVersion, r.recordedAt AS recordedAt,
           r.recordedBy AS recordedBy, r.eventCount AS eventCount, r.importedAt AS importedAt,
           rv.number AS revision, r.removedAt AS removedAt
    FROM recording r
    JOIN scenario s ON s.id = r.scenarioId
    LEFT JOIN scenarioRevision rv ON rv.id = r.scenarioRevisionId
    """

  /// The columns of `selection`, in order.
  enum Column: Int, QueryColumns {
    case id, scenario, number, content, contentHash, iosVersion, device, sdkVersion, recordedAt, recordedBy
    case eventCount, importedAt, revision, removedAt
  }

  init(row: Row) throws {
    id = RecordingID(rawValue: try row.decode(Column.id))
    scenario = try row.decode(Column.scenario)
    number = try row.decode(Column.number)
    content = try row.decode(Column.content)
    contentHash = try row.decode(Column.contentHash)
    iosVersion = try row.decode(Column.iosVersion)
    device = try row.decode(Column.device)
    sdkVersion = try row.decode(Column.sdkVersion)
    recordedAt = try row.decode(Column.recordedAt)
    recordedBy = try row.decode(Column.recordedBy)
    eventCount = try row.decode(Column.eventCount)
    importedAt = Date(catalogMilliseconds: try row.decode(Column.importedAt))
    revision = try row.decode(Column.revision)
    let removed: Int64? = try row.decode(Column.removedAt)
    removedAt = removed.map(Date.init(catalogMilliseconds:))
  }
}
