import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension CatalogDatabase {
  /// The timeline whose hash is `hash`, rebuilt from its stored events, or nil when the catalog
  /// does not have it.
  ///
  /// - Throws: `StorageError.corruptTimeline` when a stored event cannot be read back.
  public func timeline(hash: String) throws -> Timeline? {
    try read("read timeline '\(hash)'") { db in
      guard
        let id = try Int64.fetchOne(
          db, sql: "SELECT id FROM timeline WHERE hash = ?", arguments: [hash])
      else { return nil }
      return try Timeline(storedEventsOf: id, in: db, hash: hash)
    }
  }

  /// The timeline stored as `id`, rebuilt from its events, or nil when there is none.
  public func timeline(id: TimelineID) throws -> Timeline? {
    try read("read timeline #\(id)") { db in
      guard
        let hash = try String.fetchOne(
          db, sql: "SELECT hash FROM timeline WHERE id = ?", arguments: [id.rawValue])
      else { return nil }
      return try Timeline(storedEventsOf: id.rawValue, in: db, hash: hash)
    }
  }

  /// The timeline run `id` produced, or nil when the run has none (it failed before producing
  /// one).
  ///
  /// - Throws: `StorageError.unknownRun` when there is no such run.
  public func timeline(run id: RunID) throws -> Timeline? {
    try read("read the timeline of run #\(id)") { db in
      guard
        let row = try Row.fetchOne(
          db,
          sql:
            "SELECT t.id, t.hash FROM run LEFT JOIN timeline t ON t.id = run.timelineId WHERE run.id = ?",
          arguments: [id.rawValue])
      else { throw StorageError.unknownRun(id) }
      guard let timelineID: Int64 = try row.decode(atIndex: 0) else { return nil }
      return try Timeline(storedEventsOf: timelineID, in: db, hash: try row.decode(atIndex: 1))
    }
  }

  /// What the catalog knows of the timeline `hash` without loading its events.
  public func storedTimeline(hash: String) throws -> StoredTimeline? {
    try read("read timeline '\(hash)'") { db in
      try Row.fetchOne(
        db, sql: "SELECT id, hash, eventCount, hasTurns, createdAt FROM timeline WHERE hash = ?",
        arguments: [hash]
      ).map { row in
        StoredTimeline(
          id: TimelineID(rawValue: try row.decode(atIndex: 0)), hash: try row.decode(atIndex: 1),
          eventCount: try row.decode(atIndex: 2), hasTurns: try row.decode(atIndex: 3),
          createdAt: Date(catalogMilliseconds: try row.decode(atIndex: 4)))
      }
    }
  }

  /// How many distinct timelines the catalog stores.
  public func timelineCount() throws -> Int {
    try read("count the timelines") { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM timeline") ?? 0
    }
  }
}
