import CatalogModel
import GRDB

// MARK: - Timelines as rows of timelineEvent

extension Timeline {
  /// Reads the timeline stored under `timelineID`, event by event (`StoredEventReader`).
  ///
  /// - Throws: `StorageError.corruptTimeline` when a row cannot be read back.
  init(storedEventsOf timelineID: Int64, in db: Database, hash: String) throws {
    var reader = StoredEventReader(hash: hash)
    // Positional columns: every event of a baseline a check or a diff loads goes through here
    // (catalog-benchmark check and diff).
    let statement = try db.cachedStatement(
      sql: """
        SELECT seq, t, turn, kind, receiver, call, args, result
        FROM timelineEvent WHERE timelineId = :timeline ORDER BY seq
        """)
    let rows = try Row.fetchCursor(statement, arguments: ["timeline": timelineID])
    while let row = try rows.next() {
      try reader.append(
        seq: try row.decode(atIndex: 0), t: try row.decode(atIndex: 1), turn: try row.decode(atIndex: 2),
        kind: try row.decode(atIndex: 3), receiver: try row.decode(atIndex: 4), call: try row.decode(atIndex: 5),
        args: try row.decode(atIndex: 6), result: try row.decode(atIndex: 7))
    }
    self = reader.timeline
  }
}
