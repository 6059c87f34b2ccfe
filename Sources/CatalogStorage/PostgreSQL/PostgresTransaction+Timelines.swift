#if PostgreSQL
import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  /// How many events one INSERT carries: large enough that a million events take 50 statements,
  /// small enough that one statement's arrays stay a few megabytes.
  static let eventsPerStatement = 20_000

  /// The ids of the stored timelines of `timelines`, storing those the catalog lacks (with their
  /// events) and filling in the turns of stored copies that lack them: content addressing, so
  /// that the whole team's runs share one copy of each timeline.
  ///
  /// - Throws: `StorageError.invalidInput` for a hash that is not a digest.
  @discardableResult
  func storeTimelines(_ timelines: [HashedTimeline], now: Int64) throws -> [String: Int64] {
    var byHash: [String: Timeline] = [:]
    var order: [String] = []
    for hashed in timelines where memo.timelineIDs[hashed.digest] == nil && byHash[hashed.digest] == nil {
      byHash[hashed.digest] = hashed.timeline
      order.append(hashed.digest)
    }
    if !order.isEmpty {
      for row in try session.query(
        "SELECT hash, id, hasTurns FROM timeline WHERE hash = ANY($1::text[])", PostgresBindings(order))
      {
        let hash = try row.text(0)
        let id = try row.int(1)
        if let timeline = byHash[hash], !(try row.bool(2)), timeline.events.allSatisfy({ $0.turn >= 0 }) {
          try fillInTurns(of: id, from: timeline)
        }
        memo.timelineIDs[hash] = id
      }
      let missing = order.filter { memo.timelineIDs[$0] == nil }
      for hash in missing where !TimelineDigest.isValid(hash) {
        throw StorageError.invalidInput("'\(hash)' is not a timeline hash (64 lowercase hex digits)")
      }
      let ids = try newIDs("timeline", count: missing.count)
      if !missing.isEmpty {
        let binds = PostgresBindings(
          columns: .integers(ids), .texts(missing), .integers(missing.map { Int64(byHash[$0]?.count ?? 0) }),
          .flags(missing.map { byHash[$0]?.events.allSatisfy { $0.turn >= 0 } ?? false }), .integer(now))
        try session.execute(
          """
          INSERT INTO timeline (id, hash, eventCount, hasTurns, createdAt)
          SELECT id, hash, eventCount, hasTurns, $5 FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::boolean[])
            AS t(id, hash, eventCount, hasTurns)
          """, binds)
        var events = EventRows()
        for (hash, id) in zip(missing, ids) {
          guard let timeline = byHash[hash] else { continue }
          for index in timeline.events.indices {
            events.append(timeline, index, as: id)
            if events.count >= Self.eventsPerStatement {
              try insert(events)
              events = EventRows()
            }
          }
          memo.timelineIDs[hash] = id
        }
        if events.count > 0 { try insert(events) }
        memo.insertedTimelineCount += missing.count
      }
    }
    return memo.timelineIDs
  }

  private func insert(_ events: EventRows) throws {
    let binds = PostgresBindings(
      columns: .integers(events.timelineIDs), .integers(events.seqs), .integers(events.times), .integers(events.turns),
      .texts(events.kinds), .texts(events.receivers), .texts(events.calls), .texts(events.args),
      .texts(events.results.values), .flags(events.results.present))
    try session.execute(
      """
      INSERT INTO timelineEvent (timelineId, seq, t, turn, kind, receiver, call, args, result)
      SELECT timelineId, seq, t, NULLIF(turn, -1), kind, receiver, call, args, CASE WHEN hasResult THEN result END
      FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[],
                  $8::text[], $9::text[], $10::boolean[])
        AS e(timelineId, seq, t, turn, kind, receiver, call, args, result, hasResult)
      """, binds)
  }

  private func fillInTurns(of timelineID: Int64, from timeline: Timeline) throws {
    let binds = PostgresBindings(
      columns: .integer(timelineID), .integers(timeline.events.indices.map { Int64($0) }),
      .integers(timeline.events.map { Int64($0.turn) }))
    try session.execute(
      """
      UPDATE timelineEvent e SET turn = u.turn
      FROM unnest($2::bigint[], $3::bigint[]) AS u(seq, turn)
      WHERE e.timelineId = $1 AND e.seq = u.seq
      """, binds)
    try session.execute("UPDATE timeline SET hasTurns = true WHERE id = $1", PostgresBindings(timelineID))
  }

  /// The id of the stored timeline a `TimelineSource` names, storing it if it is given whole.
  func timelineID(for source: TimelineSource, now: Int64) throws -> Int64 {
    switch source {
    case .hash(let hash):
      if let id = memo.timelineIDs[hash] { return id }
      guard let row = try session.query("SELECT id FROM timeline WHERE hash = $1", PostgresBindings(hash)).first else {
        throw StorageError.unknownTimeline(hash: hash)
      }
      return try row.int(0)
    case .timeline(let hashed):
      guard let id = try storeTimelines([hashed], now: now)[hashed.digest] else {
        throw StorageError.unknownTimeline(hash: hashed.digest)
      }
      return id
    case .run(let runID):
      guard
        let row = try session.query(
          "SELECT timelineId, status FROM run WHERE id = $1", PostgresBindings(runID.rawValue)
        )
        .first
      else { throw StorageError.unknownRun(runID) }
      guard let id = try row.optionalInt(0) else {
        throw StorageError.invalidInput("run #\(runID) has no timeline (status '\(try row.text(1))')")
      }
      return id
    }
  }
}
#endif
