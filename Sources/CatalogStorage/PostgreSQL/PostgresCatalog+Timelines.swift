#if PostgreSQL
import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Reads

extension PostgresCatalog {
  /// The timeline stored as `id`, rebuilt from its events (`StoredEventReader`).
  static func storedTimeline(_ id: Int64, hash: String, in session: PostgresSession) throws -> Timeline {
    var reader = StoredEventReader(hash: hash)
    for row in try session.query(
      "SELECT seq, t, turn, kind, receiver, call, args, result FROM timelineEvent WHERE timelineId = $1 ORDER BY seq",
      PostgresBindings(id))
    {
      try reader.append(
        seq: try row.int(0), t: try row.int(1), turn: try row.optionalInt(2), kind: try row.text(3),
        receiver: try row.text(4), call: try row.text(5), args: try row.text(6), result: try row.optionalText(7))
    }
    return reader.timeline
  }

  func timeline(hash: String) throws(StorageError) -> Timeline? {
    try read("read timeline '\(hash)'") { session in
      guard let row = try session.query("SELECT id FROM timeline WHERE hash = $1", PostgresBindings(hash)).first
      else { return nil }
      return try Self.storedTimeline(try row.int(0), hash: hash, in: session)
    }
  }

  func timeline(id: TimelineID) throws(StorageError) -> Timeline? {
    try read("read timeline #\(id)") { session in
      guard
        let row = try session.query("SELECT hash FROM timeline WHERE id = $1", PostgresBindings(id.rawValue)).first
      else { return nil }
      return try Self.storedTimeline(id.rawValue, hash: try row.text(0), in: session)
    }
  }

  func timeline(run id: RunID) throws(StorageError) -> Timeline? {
    try read("read the timeline of run #\(id)") { session in
      guard
        let row = try session.query(
          "SELECT t.id, t.hash FROM run LEFT JOIN timeline t ON t.id = run.timelineId WHERE run.id = $1",
          PostgresBindings(id.rawValue)
        ).first
      else { throw StorageError.unknownRun(id) }
      guard let timelineID = try row.optionalInt(0) else { return nil }
      return try Self.storedTimeline(timelineID, hash: try row.text(1), in: session)
    }
  }

  func storedTimeline(hash: String) throws(StorageError) -> StoredTimeline? {
    try read("read timeline '\(hash)'") { session in
      try session.query(
        "SELECT id, hash, eventCount, hasTurns, createdAt FROM timeline WHERE hash = $1", PostgresBindings(hash)
      ).first.map { row in
        StoredTimeline(
          id: TimelineID(rawValue: try row.int(0)), hash: try row.text(1), eventCount: try row.count(2),
          hasTurns: try row.bool(3), createdAt: try row.date(4))
      }
    }
  }

  func timelineCount() throws(StorageError) -> Int {
    try read("count the timelines") { session in
      try session.query("SELECT COUNT(*) FROM timeline")[0].count(0)
    }
  }
}
#endif
