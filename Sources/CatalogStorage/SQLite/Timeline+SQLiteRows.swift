import CatalogModel
import GRDB

// MARK: - Timelines as rows of timelineEvent

extension Timeline {
  /// Reads the timeline stored under `timelineID`, event by event (`StoredEventReader`).
  ///
  /// - Throws: `StorageError.corruptTimeline` when a row cannot be read back.
  init(storedEventsOf timelineID: Int64, in db: Database, hash: String) throws {
    var reader = StoredEventReader(hash: hash)
    let statement = try db.cachedStatement(sql: Self.storedEventsSQL)
    let rows = try Row.fetchCursor(statement, arguments: ["timeline": timelineID])
    while let row = try rows.next() {
      try reader.append(
        seq: try row.decode(EventColumn.seq), t: try row.decode(EventColumn.t), turn: try row.decode(EventColumn.turn),
        kind: try row.decode(EventColumn.kind), receiver: try row.decode(EventColumn.receiver),
        call: try row.decode(EventColumn.call), args: try row.decode(EventColumn.args),
        result: try row.decode(EventColumn.result))
    }
    self = reader.timeline
  }
}

extension Timeline {
  /// The events of the timeline whose id is the argument `:timeline`, in order. Positional
  /// columns (`EventColumn`): every event of a baseline a check or a diff loads goes through here
  /// (catalog-benchmark check and diff).
  static let storedEventsSQL = """
    SELECT seq, t, turn, kind, receiver, call, args, result
    FROM timelineEvent WHERE timelineId = :timeline ORDER BY seq
    """

  /// The columns of `storedEventsSQL`, in order.
  enum EventColumn: Int, QueryColumns {
    case seq, t, turn, kind, receiver, call, args, result
  }
}
