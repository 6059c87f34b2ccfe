import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The timeline whose hash is `hash`, rebuilt from its stored events, or nil when the catalog
  /// does not have it.
  ///
  /// - Throws: `StorageError.corruptTimeline` when a stored event cannot be read back.
  func timeline(hash: String) throws -> Timeline? {
    try read("read timeline '\(hash)'") { db in
      guard
        let id = try Int64.fetchOne(
          db, sql: "SELECT id FROM timeline WHERE hash = :hash", arguments: ["hash": hash])
      else { return nil }
      return try Timeline(storedEventsOf: id, in: db, hash: hash)
    }
  }

  /// The timeline stored as `id`, rebuilt from its events, or nil when there is none.
  func timeline(id: TimelineID) throws -> Timeline? {
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
  func timeline(run id: RunID) throws -> Timeline? {
    try read("read the timeline of run #\(id)") { db in
      guard
        let row = try Row.fetchOne(
          db,
          sql:
            "SELECT t.id AS id, t.hash AS hash FROM run LEFT JOIN timeline t ON t.id = run.timelineId WHERE run.id = :run",
          arguments: ["run": id.rawValue])
      else { throw StorageError.unknownRun(id) }
      guard let timelineID: Int64 = try row.decode(forColumn: "id") else { return nil }
      return try Timeline(storedEventsOf: timelineID, in: db, hash: try row.decode(forColumn: "hash"))
    }
  }

  /// What the catalog knows of the timeline `hash` without loading its events.
  func storedTimeline(hash: String) throws -> StoredTimeline? {
    try read("read timeline '\(hash)'") { db in
      try Row.fetchOne(
        db, sql: "SELECT id, hash, eventCount, hasTurns, createdAt FROM timeline WHERE hash = :hash",
        arguments: ["hash": hash]
      ).map { row in
        StoredTimeline(
          id: TimelineID(rawValue: try row.decode(forColumn: "id")), hash: try row.decode(forColumn: "hash"),
          eventCount: try row.decode(forColumn: "eventCount"), hasTurns: try row.decode(forColumn: "hasTurns"),
          createdAt: Date(catalogMilliseconds: try row.decode(forColumn: "createdAt")))
      }
    }
  }

  /// How many distinct timelines the catalog stores.
  func timelineCount() throws -> Int {
    try read("count the timelines") { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM timeline") ?? 0
    }
  }
}
