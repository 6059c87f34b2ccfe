import Foundation
import GRDB

/// A recording kept with a scenario, as the catalog stores it.
public struct StoredRecording: Hashable, Sendable {
  public var id: RecordingID
  public var scenario: String
  /// Its number among the scenario's recordings: `recording:2`, `<scenario>.2.recording`.
  public var number: Int
  /// The recording file's text, byte for byte.
  public var content: String
  /// The lowercase hex SHA-256 of `content`.
  public var contentHash: String
  public var iosVersion: String
  public var device: String?
  public var sdkVersion: String?
  public var recordedAt: String?
  public var recordedBy: String?
  public var eventCount: Int
  public var importedAt: Date
  /// The number of the scenario revision it was made against; nil when that is not known.
  public var revision: Int?
  /// When `catalog record rm` removed it (history only).
  public var removedAt: Date?

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
