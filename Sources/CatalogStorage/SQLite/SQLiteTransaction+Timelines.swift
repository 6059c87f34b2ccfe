import CatalogModel
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  /// The id of the stored timeline whose hash is `hash`, storing `timeline` first if the catalog
  /// does not have it: content addressing, so that thousands of runs share one copy.
  ///
  /// When the stored copy has unknown turns (it was imported from canonical text) and
  /// `timeline` knows them, they are filled in.
  ///
  /// - Parameter hash: `TimelineDigest.sha256(of: timeline)`.
  /// Finds the stored timelines among `hashes` in one query and remembers their ids (those
  /// whose turns are known; the others go through `storeTimeline`'s slower path).
  func preloadTimelineIDs(_ hashes: Set<String>) throws {
    let wanted = hashes.filter { memo.timelineIDs[$0] == nil }
    guard !wanted.isEmpty else { return }
    let list = Array(wanted)
    for start in stride(from: 0, to: list.count, by: 10_000) {
      let chunk = Array(list[start..<min(start + 10_000, list.count)])
      // The hashes as one JSON array argument, expanded by SQLite's json_each.
      let rows = try Row.fetchCursor(
        db, sql: StoredTimeline.withTurnsSQL, arguments: ["hashes": JSONText.array(of: chunk)])
      while let row = try rows.next() {
        memo.timelineIDs[try row.decode(StoredTimeline.WithTurnsColumn.hash)] = try row.decode(
          StoredTimeline.WithTurnsColumn.id)
      }
    }
  }

  func storeTimeline(_ timeline: Timeline, hash: String, now: Int64) throws -> Int64 {
    if let id = memo.timelineIDs[hash] { return id }
    let hasTurns = timeline.events.allSatisfy { $0.turn >= 0 }
    let find = try db.cachedStatement(sql: StoredTimeline.byHashSQL)
    if let row = try Row.fetchOne(find, arguments: ["hash": hash]) {
      let id: Int64 = try row.decode(StoredTimeline.Column.id)
      let storedHasTurns: Bool = try row.decode(StoredTimeline.Column.hasTurns)
      if hasTurns, !storedHasTurns { try fillInTurns(of: id, from: timeline) }
      memo.timelineIDs[hash] = id
      return id
    }
    guard TimelineDigest.isValid(hash) else {
      throw StorageError.invalidInput("'\(hash)' is not a timeline hash (64 lowercase hex digits)")
    }
    try db.cachedStatement(
      sql:
        "INSERT INTO timeline (hash, eventCount, hasTurns, createdAt) VALUES (:hash, :eventCount, :hasTurns, :createdAt)"
    ).execute(arguments: ["hash": hash, "eventCount": timeline.count, "hasTurns": hasTurns, "createdAt": now])
    let id = db.lastInsertedRowID
    if eventWriter == nil { eventWriter = try TimelineEventWriter(db) }
    try eventWriter?.insertEvents(of: timeline, as: id)
    memo.insertedTimelineCount += 1
    memo.timelineIDs[hash] = id
    return id
  }

  private func fillInTurns(of timelineID: Int64, from timeline: Timeline) throws {
    let update = try db.cachedStatement(
      sql: "UPDATE timelineEvent SET turn = :turn WHERE timelineId = :timeline AND seq = :seq")
    for (index, event) in timeline.events.enumerated() {
      try update.execute(arguments: ["turn": Int64(event.turn), "timeline": timelineID, "seq": index])
    }
    try db.cachedStatement(sql: "UPDATE timeline SET hasTurns = 1 WHERE id = :timeline").execute(
      arguments: ["timeline": timelineID])
  }

  /// The id of the stored timeline a `TimelineSource` names, storing it if it is given whole.
  func timelineID(for source: TimelineSource, now: Int64) throws -> Int64 {
    switch source {
    case .hash(let hash):
      if let id = memo.timelineIDs[hash] { return id }
      let find = try db.cachedStatement(sql: "SELECT id FROM timeline WHERE hash = :hash")
      guard let id = try Int64.fetchOne(find, arguments: ["hash": hash]) else {
        throw StorageError.unknownTimeline(hash: hash)
      }
      memo.timelineIDs[hash] = id
      return id
    case .timeline(let hashed):
      return try storeTimeline(hashed.timeline, hash: hashed.digest, now: now)
    case .run(let runID):
      let find = try db.cachedStatement(sql: StoredTimeline.runSQL)
      guard let row = try Row.fetchOne(find, arguments: ["run": runID.rawValue]) else {
        throw StorageError.unknownRun(runID)
      }
      guard let id: Int64 = try row.decode(StoredTimeline.RunColumn.timelineId) else {
        let status: String = try row.decode(StoredTimeline.RunColumn.status)
        throw StorageError.invalidInput("run #\(runID) has no timeline (status '\(status)')")
      }
      return id
    }
  }
}
