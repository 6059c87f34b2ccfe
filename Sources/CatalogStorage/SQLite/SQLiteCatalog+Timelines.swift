import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The timeline whose hash is `hash`, rebuilt from its stored events, or nil when the catalog
  /// does not have it.
  ///
  /// - Throws: `StorageError.corruptTimeline` when a stored event cannot be read back.
  func timeline(hash: String) throws(StorageError) -> Timeline? {
    try read("read timeline '\(hash)'") { db in
      guard
        let id = try Int64.fetchOne(
          db, sql: "SELECT id FROM timeline WHERE hash = :hash", arguments: ["hash": hash])
      else { return nil }
      return try Timeline(storedEventsOf: id, in: db, hash: hash)
    }
  }

  /// The timeline stored as `id`, rebuilt from its events, or nil when there is none.
  func timeline(id: TimelineID) throws(StorageError) -> Timeline? {
    try read("read timeline #\(id)") { db in
      guard
        let hash = try String.fetchOne(
          db, sql: "SELECT hash FROM timeline WHERE id = :timeline", arguments: ["timeline": id.rawValue])
      else { return nil }
      return try Timeline(storedEventsOf: id.rawValue, in: db, hash: hash)
    }
  }

  /// The timeline run `id` produced, or nil when the run has none (it failed before producing
  /// one).
  ///
  /// - Throws: `StorageError.unknownRun` when there is no such run.
  func timeline(run id: RunID) throws(StorageError) -> Timeline? {
    try read("read the timeline of run #\(id)") { db in
      typealias Column = StoredTimeline.OfRunColumn
      guard let row = try Row.fetchOne(db, sql: StoredTimeline.ofRunSQL, arguments: ["run": id.rawValue])
      else { throw StorageError.unknownRun(id) }
      guard let timelineID: Int64 = try row.decode(Column.id) else { return nil }
      return try Timeline(storedEventsOf: timelineID, in: db, hash: try row.decode(Column.hash))
    }
  }

  /// What the catalog knows of the timeline `hash` without loading its events.
  func storedTimeline(hash: String) throws(StorageError) -> StoredTimeline? {
    try read("read timeline '\(hash)'") { db in
      typealias Column = StoredTimeline.Column
      return try Row.fetchOne(db, sql: StoredTimeline.byHashSQL, arguments: ["hash": hash]).map { row in
        StoredTimeline(
          id: TimelineID(rawValue: try row.decode(Column.id)), hash: try row.decode(Column.hash),
          eventCount: try row.decode(Column.eventCount), hasTurns: try row.decode(Column.hasTurns),
          createdAt: Date(catalogMilliseconds: try row.decode(Column.createdAt)))
      }
    }
  }

  /// How many distinct timelines the catalog stores.
  func timelineCount() throws(StorageError) -> Int {
    try read("count the timelines") { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM timeline") ?? 0
    }
  }
}

extension StoredTimeline {
  /// The timeline whose hash is the argument `:hash`.
  static let byHashSQL = "SELECT id, hash, eventCount, hasTurns, createdAt FROM timeline WHERE hash = :hash"

  /// The columns of `byHashSQL`, in order.
  enum Column: Int, QueryColumns {
    case id, hash, eventCount, hasTurns, createdAt
  }

  /// The timeline of the run whose id is the argument `:run` (null columns for a run without one).
  static let ofRunSQL =
    "SELECT t.id AS id, t.hash AS hash FROM run LEFT JOIN timeline t ON t.id = run.timelineId WHERE run.id = :run"

  /// The columns of `ofRunSQL`, in order.
  enum OfRunColumn: Int, QueryColumns {
    case id, hash
  }

  /// The timeline and status of the run whose id is the argument `:run`.
  static let runSQL = "SELECT timelineId, status FROM run WHERE id = :run"

  /// The columns of `runSQL`, in order.
  enum RunColumn: Int, QueryColumns {
    case timelineId, status
  }

  /// The ids of the timelines with turns whose hashes are in the JSON array `:hashes`.
  static let withTurnsSQL =
    "SELECT hash, id FROM timeline WHERE hasTurns = 1 AND hash IN (SELECT value FROM json_each(:hashes))"

  /// The columns of `withTurnsSQL`, in order.
  enum WithTurnsColumn: Int, QueryColumns {
    case hash, id
  }
}
