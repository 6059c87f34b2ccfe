import CatalogMigrations
import CatalogModel
import CatalogTestSupport
import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import CatalogStorage

/// The store's benchmark goals, measured: ingest against a raw SQLite C-API loop, growth from
/// re-running unchanged scenarios, and `list` latency on a large catalog.
///
/// Run in release, on demand:
/// `CATALOG_STORAGE_BENCHMARKS=1 swift test -c release --filter StorageBenchmarks`
@Suite(
  .tags(.benchmark), .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["CATALOG_STORAGE_BENCHMARKS"] == "1"))
struct StorageBenchmarks {
  /// Seconds taken by `body`, on the monotonic clock that does not advance while the machine sleeps.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    try SuspendingClock().measure(body) / .seconds(1)
  }

  static func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
  }

  static func checkpoint(_ catalog: CatalogDatabase) throws {
    try catalog.dbWriter.writeWithoutTransaction { db in
      _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
  }

  @Test func ingestAgainstARawSQLiteLoop() throws {
    // 1,000 runs of 100 events, every timeline distinct.
    let runCount = 1000
    let eventCount = 100
    let timelines = (0..<runCount).map { Fixtures.timeline(seed: $0, eventCount: eventCount) }
    let runs = timelines.map { Fixtures.run("plain", timeline: $0) }
    let folder = try TemporaryFolder()

    // The store.
    let catalog = try CatalogDatabase(path: folder.file("store.sqlite"))
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    var storeTimes: [Double] = []
    for round in 0..<3 {
      let fresh = try CatalogDatabase(path: folder.file("store-\(round).sqlite"))
      _ = try fresh.addScenarios([Fixtures.scenario("plain")])
      storeTimes.append(
        try Self.seconds { _ = try fresh.recordBatch(Fixtures.batch(), runs: runs) })
    }

    // The yardstick: the same rows, pre-rendered, through prepared statements.
    let rows = RawRows(timelines: timelines)
    var rawTimes: [Double] = []
    for round in 0..<3 {
      rawTimes.append(try rows.insert(into: folder.file("raw-\(round).sqlite")))
    }

    let events = Double(runCount * eventCount)
    let store = storeTimes.min() ?? 0
    let raw = rawTimes.min() ?? 0
    print(
      """
      ingest: store \(Int(events / store)) events/s (\(String(format: "%.1f", store * 1000)) ms for \(runCount) runs × \(eventCount) events), \
      raw SQLite \(Int(events / raw)) events/s (\(String(format: "%.1f", raw * 1000)) ms): \
      \(String(format: "%.0f", raw / store * 100))% of raw; goal >= 50%
      """)
    #expect(raw / store >= 0.5)
  }

  @Test func growthFromRerunningUnchangedScenarios() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("growth.sqlite")
    let catalog = try CatalogDatabase(path: path)
    let names = (0..<1000).map { String(format: "scenario-%04d", $0) }
    _ = try catalog.addScenarios(names.map { Fixtures.scenario($0) })
    let runs = names.enumerated().map {
      Fixtures.run($1, timeline: Fixtures.timeline(seed: $0, eventCount: 60))
    }
    _ = try catalog.recordBatch(Fixtures.batch(), runs: runs)
    try Self.checkpoint(catalog)
    let before = Self.fileSize(path)
    for _ in 0..<10 {
      let recorded = try catalog.recordBatch(Fixtures.batch(), runs: runs)
      #expect(recorded.newTimelineCount == 0)
    }
    try Self.checkpoint(catalog)
    let after = Self.fileSize(path)
    let growth = after - before
    print(
      """
      growth: 1,000 scenarios (60-event timelines) re-run 10 times: \(before) → \(after) bytes, \
      +\(growth) bytes (\(growth / 10_000) bytes per run); goal < 1,048,576
      """)
    #expect(growth < 1_048_576)
  }

  @Test func listOnATenThousandScenarioCatalog() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("list.sqlite")
    let profiles = ["uikit-7", "uikit-8", "uikit-13", "uikit-17"]
    do {
      let catalog = try CatalogDatabase(path: path)
      let names = (0..<10_000).map { String(format: "scenario-%05d", $0) }
      _ = try catalog.addScenarios(
        names.enumerated().map { Fixtures.scenario($1, tags: ["group-\($0 % 20)", "custom"]) })
      let timeline = Fixtures.timeline(eventCount: 20)
      for _ in 0..<3 {
        let runs = names.flatMap { name in
          profiles.map { Fixtures.run(name, profile: $0, timeline: timeline) }
        }
        _ = try catalog.recordBatch(Fixtures.batch(), runs: runs)
      }
      try Self.checkpoint(catalog)
    }
    var times: [Double] = []
    var tagTimes: [Double] = []
    var count = 0
    for _ in 0..<5 {
      times.append(
        try Self.seconds {
          let catalog = try CatalogDatabase(path: path, access: .readOnly)
          count = try catalog.listScenarios().count
        })
      tagTimes.append(
        try Self.seconds {
          let catalog = try CatalogDatabase(path: path, access: .readOnly)
          _ = try catalog.listScenarios(tag: "group-3")
        })
    }
    let latest = try Self.seconds {
      _ = try CatalogDatabase(path: path, access: .readOnly).latestRuns()
    }
    let baselines = try Self.seconds {
      _ = try CatalogDatabase(path: path, access: .readOnly).currentBaselines()
    }
    let best = times.min() ?? 0
    print(
      """
      list: \(count) scenarios × \(profiles.count) profiles × 3 runs: open + list \(String(format: "%.1f", best * 1000)) ms \
      (first \(String(format: "%.1f", (times.first ?? 0) * 1000)) ms), with a tag \(String(format: "%.1f", (tagTimes.min() ?? 0) * 1000)) ms; \
      latestRuns \(String(format: "%.1f", latest * 1000)) ms; currentBaselines \(String(format: "%.1f", baselines * 1000)) ms; goal < 150 ms
      """)
    #expect(count == 10_000)
    #expect(best < 0.150)
  }
}

/// The rows `recordBatch` writes for a set of timelines, rendered up front, and a plain C-API
/// loop that inserts them: the ingest benchmark's yardstick.
struct RawRows {
  struct EventRow {
    var t: Int64
    var turn: Int64
    var kind: String
    var receiver: String
    var call: String
    var args: String
    var result: String?
  }

  var hashes: [String]
  var timelines: [[EventRow]]

  init(timelines source: [Timeline]) {
    hashes = source.map(TimelineDigest.sha256(of:))
    timelines = source.map { timeline in
      timeline.events.indices.map { index in
        let event = timeline.events[index]
        return EventRow(
          t: event.time.milliseconds, turn: Int64(event.turn), kind: event.kind.rawValue,
          receiver: timeline.string(event.receiver), call: timeline.string(event.call),
          args: timeline.referenceArgsColumn(index), result: timeline.referenceResultColumn(index))
      }
    }
  }

  /// Creates a database at `path` with the catalog's schema, and inserts the rows; returns the
  /// seconds the insert took.
  func insert(into path: String) throws -> Double {
    var db: OpaquePointer?
    guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
      let db
    else {
      throw StorageError.cannotOpen(path: path, cause: "raw open")
    }
    defer { sqlite3_close_v2(db) }
    func exec(_ sql: String) throws {
      guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
        throw StorageError.invalidInput(String(cString: sqlite3_errmsg(db)))
      }
    }
    func prepare(_ sql: String) throws -> OpaquePointer {
      var statement: OpaquePointer?
      guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
        throw StorageError.invalidInput(String(cString: sqlite3_errmsg(db)))
      }
      return statement
    }
    try exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
    for file in CatalogMigrations.files { try exec(file.sql) }
    try exec(
      """
      INSERT INTO catalogVersion (id, name) VALUES (1, '0.1.0');
      INSERT INTO profile (id, name) VALUES (1, 'uikit-13');
      INSERT INTO scenario (id, name, createdAt) VALUES (1, 'plain', 0);
      INSERT INTO scenarioRevision (id, scenarioId, number, fileName, sourceFormat, source, createdAt)
        VALUES (1, 1, 1, 'plain.yaml', 'yaml', 'name: plain', 0);
      """)
    let insertTimeline = try prepare(
      "INSERT INTO timeline (hash, eventCount, hasTurns, createdAt) VALUES (?, ?, 1, 0)")
    let insertEvent = try prepare(
      "INSERT INTO timelineEvent (timelineId, seq, t, turn, kind, receiver, call, args, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    let insertRun = try prepare(
      """
      INSERT INTO run (batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion, catalogVersionId,
        startedAt, durationMicroseconds, status, eventCount, timelineId, message)
      VALUES (1, 1, 1, 1, 1, 1, 0, 420, 'ok', ?, ?, NULL)
      """)
    defer {
      sqlite3_finalize(insertTimeline)
      sqlite3_finalize(insertEvent)
      sqlite3_finalize(insertRun)
    }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    func bind(_ statement: OpaquePointer, _ index: Int32, _ text: String) {
      var text = text
      text.withUTF8 { bytes in
        _ = bytes.withMemoryRebound(to: CChar.self) {
          sqlite3_bind_text(statement, index, $0.baseAddress, Int32($0.count), transient)
        }
      }
    }

    return try StorageBenchmarks.seconds {
      try exec("BEGIN IMMEDIATE")
      try exec(
        "INSERT INTO batch (id, kind, commandLine, catalogVersionId, startedAt, finishedAt, summary) VALUES (1, 'run', '[]', 1, 0, 0, '')"
      )
      for (hash, events) in zip(hashes, timelines) {
        bind(insertTimeline, 1, hash)
        sqlite3_bind_int64(insertTimeline, 2, Int64(events.count))
        guard sqlite3_step(insertTimeline) == SQLITE_DONE else {
          throw StorageError.invalidInput("timeline")
        }
        sqlite3_reset(insertTimeline)
        let timelineID = sqlite3_last_insert_rowid(db)
        for (seq, event) in events.enumerated() {
          sqlite3_bind_int64(insertEvent, 1, timelineID)
          sqlite3_bind_int64(insertEvent, 2, Int64(seq))
          sqlite3_bind_int64(insertEvent, 3, event.t)
          sqlite3_bind_int64(insertEvent, 4, event.turn)
          bind(insertEvent, 5, event.kind)
          bind(insertEvent, 6, event.receiver)
          bind(insertEvent, 7, event.call)
          bind(insertEvent, 8, event.args)
          if let result = event.result {
            bind(insertEvent, 9, result)
          } else {
            sqlite3_bind_null(insertEvent, 9)
          }
          guard sqlite3_step(insertEvent) == SQLITE_DONE else {
            throw StorageError.invalidInput("event")
          }
          sqlite3_reset(insertEvent)
        }
        sqlite3_bind_int64(insertRun, 1, Int64(events.count))
        sqlite3_bind_int64(insertRun, 2, timelineID)
        guard sqlite3_step(insertRun) == SQLITE_DONE else { throw StorageError.invalidInput("run") }
        sqlite3_reset(insertRun)
      }
      try exec("COMMIT")
    }
  }
}
