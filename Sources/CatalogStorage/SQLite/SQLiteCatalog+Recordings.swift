import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The current recordings, sorted by scenario and number: of one scenario, or of every scenario
  /// in the catalog. A removed scenario's recordings are left out with it, unless
  /// `includingRemovedScenarios` (to say how many it keeps).
  func recordings(scenario: String?, includingRemovedScenarios: Bool) throws -> [StoredRecording] {
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
  func recordingHistory(scenario: String, number: Int) throws -> [StoredRecording] {
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

  init(row: Row) throws {
    id = RecordingID(rawValue: try row.decode(forColumn: "id"))
    scenario = try row.decode(forColumn: "scenario")
    number = try row.decode(forColumn: "number")
    content = try row.decode(forColumn: "content")
    contentHash = try row.decode(forColumn: "contentHash")
    iosVersion = try row.decode(forColumn: "iosVersion")
    device = try row.decode(forColumn: "device")
    sdkVersion = try row.decode(forColumn: "sdkVersion")
    recordedAt = try row.decode(forColumn: "recordedAt")
    recordedBy = try row.decode(forColumn: "recordedBy")
    eventCount = try row.decode(forColumn: "eventCount")
    importedAt = Date(catalogMilliseconds: try row.decode(forColumn: "importedAt"))
    revision = try row.decode(forColumn: "revision")
    let removed: Int64? = try row.decode(forColumn: "removedAt")
    removedAt = removed.map(Date.init(catalogMilliseconds:))
  }
}
