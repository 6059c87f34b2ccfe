import CatalogModel
import Foundation
import GRDB

// MARK: - Writes

extension CatalogDatabase {
  /// Records a batch with its runs, new timelines and check results, in one transaction: a
  /// killed process leaves the whole batch or none of it.
  ///
  /// For example:
  /// ```swift
  /// let recorded = try catalog.recordBatch(batch, runs: runs)
  /// print("batch #\(recorded.batchID): \(recorded.newTimelineCount) new timelines")
  /// ```
  ///
  /// - Throws: `StorageError`; nothing is written when it throws.
  public func recordBatch(
    _ batch: BatchInput, runs: [RunInput], checkResults: [CheckResultInput] = []
  ) throws -> RecordedBatch {
    try write("record the batch") {
      try $0.recordBatch(batch, runs: runs, checkResults: checkResults)
    }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// Run `id`, or nil when there is none.
  public func run(id: RunID) throws -> StoredRun? {
    try read("read run #\(id)") { db in
      try Row.fetchOne(db, sql: StoredRun.selection + " WHERE r.id = ?", arguments: [id.rawValue])
        .map(StoredRun.init(row:))
    }
  }

  /// The runs of scenario `name`, newest first, under `profile` only when it is given.
  public func runs(scenario name: String, profile: String? = nil, limit: Int = 20) throws
    -> [StoredRun]
  {
    try read("read the runs of '\(name)'") { db in
      try Row.fetchAll(
        db,
        sql: StoredRun.ofScenarioSQL,
        arguments: [name, profile, profile, limit]
      ).map(StoredRun.init(row:))
    }
  }

  /// The runs of batch `id`, in the order they were recorded.
  public func runs(batch id: BatchID) throws -> [StoredRun] {
    try read("read the runs of batch #\(id)") { db in
      try Row.fetchAll(
        db, sql: StoredRun.selection + " WHERE r.batchId = ? ORDER BY r.id",
        arguments: [id.rawValue]
      )
      .map(StoredRun.init(row:))
    }
  }

  /// The latest run of every scenario under every profile it ran under, sorted by scenario and
  /// profile, in one query (one index seek per scenario and profile).
  ///
  /// - Parameters:
  ///   - scenario: Only this scenario.
  ///   - profile: Only this profile.
  ///   - includeRemoved: Also scenarios removed with `catalog rm`.
  public func latestRuns(
    scenario: String? = nil, profile: String? = nil, includeRemoved: Bool = false
  ) throws -> [StoredRun] {
    try read("read the latest runs") { db in
      try Row.fetchAll(
        db,
        sql: StoredRun.latestSQL,
        arguments: [includeRemoved, scenario, scenario, profile, profile]
      ).map(StoredRun.init(row:))
    }
  }

  /// Batch `id`, or nil when there is none.
  public func batch(id: BatchID) throws -> StoredBatch? {
    try read("read batch #\(id)") { db in
      try Row.fetchOne(db, sql: StoredBatch.selection + " WHERE b.id = ?", arguments: [id.rawValue])
        .map(StoredBatch.init(row:))
    }
  }

  /// The most recent batches, newest first, of `kind` only when it is given.
  public func batches(kind: BatchKind? = nil, limit: Int = 20) throws -> [StoredBatch] {
    try read("read the batches") { db in
      try Row.fetchAll(
        db,
        sql: StoredBatch.selection + " WHERE (? IS NULL OR b.kind = ?) ORDER BY b.id DESC LIMIT ?",
        arguments: [kind?.rawValue, kind?.rawValue, limit]
      ).map(StoredBatch.init(row:))
    }
  }

  /// The most recent batch of `kind`, or nil when there is none.
  public func lastBatch(kind: BatchKind) throws -> StoredBatch? {
    try batches(kind: kind, limit: 1).first
  }
}

extension StoredRun {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = columns + "\nFROM run r\n" + joins

  /// The latest run of every scenario under every profile, filtered by the arguments
  /// `includeRemoved, scenario, scenario, profile, profile`. CROSS JOIN keeps SQLite from
  /// looping over runs first: one index seek per pair, not a scan.
  static let latestSQL = """
    \(columns)
    FROM (
      SELECT (SELECT MAX(id) FROM run WHERE run.scenarioId = s.id AND run.profileId = p.id) AS runId
      FROM scenario s CROSS JOIN profile p
      WHERE (s.removedAt IS NULL OR ?) AND (? IS NULL OR s.name = ?) AND (? IS NULL OR p.name = ?)
    ) last
    CROSS JOIN run r ON r.id = last.runId
    \(joins)
    ORDER BY s.name, p.name
    """

  /// The latest runs of a scenario, filtered by the arguments `scenario, profile, profile,
  /// limit`; ids first, so that SQLite seeks the run index rather than scanning runs.
  static let ofScenarioSQL =
    selection + """

      WHERE r.scenarioId = (SELECT id FROM scenario WHERE name = ?)
        AND (? IS NULL OR r.profileId = (SELECT id FROM profile WHERE name = ?))
      ORDER BY r.id DESC LIMIT ?
      """

  /// The SELECT clause of `selection`.
  static let columns = """
    SELECT r.id, r.batchId, s.name, r.scenarioId, r.scenarioRevisionId, v.number, p.name,
           r.profileRulesVersion, c.name, r.startedAt, r.durationMicroseconds, r.status,
           r.eventCount, r.timelineId, t.hash, r.message
    """

  /// The joins of `selection`, from a run `r` to its lookups.
  static let joins = """
    JOIN scenario s ON s.id = r.scenarioId
    JOIN scenarioRevision v ON v.id = r.scenarioRevisionId
    JOIN profile p ON p.id = r.profileId
    JOIN catalogVersion c ON c.id = r.catalogVersionId
    LEFT JOIN timeline t ON t.id = r.timelineId
    """

  init(row: Row) throws {
    let timelineID: Int64? = try row.decode(atIndex: 13)
    self.init(
      id: RunID(rawValue: try row.decode(atIndex: 0)),
      batchID: BatchID(rawValue: try row.decode(atIndex: 1)),
      scenario: try row.decode(atIndex: 2),
      scenarioID: ScenarioID(rawValue: try row.decode(atIndex: 3)),
      revisionID: RevisionID(rawValue: try row.decode(atIndex: 4)),
      revision: try row.decode(atIndex: 5),
      profile: try row.decode(atIndex: 6), profileRulesVersion: try row.decode(atIndex: 7),
      catalogVersion: try row.decode(atIndex: 8),
      startedAt: Date(catalogMilliseconds: try row.decode(atIndex: 9)),
      durationMicroseconds: try row.decode(atIndex: 10),
      status: RunStatus(rawValue: try row.decode(atIndex: 11)),
      eventCount: try row.decode(atIndex: 12),
      timelineID: timelineID.map(TimelineID.init(rawValue:)),
      timelineHash: try row.decode(atIndex: 14), message: try row.decode(atIndex: 15))
  }
}

extension StoredBatch {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = """
    SELECT b.id, b.kind, b.commandLine, c.name, b.startedAt, b.finishedAt, b.summary,
           (SELECT COUNT(*) FROM run WHERE run.batchId = b.id)
    FROM batch b
    JOIN catalogVersion c ON c.id = b.catalogVersionId
    """

  init(row: Row) throws {
    let commandLine: String = try row.decode(atIndex: 2)
    self.init(
      id: BatchID(rawValue: try row.decode(atIndex: 0)),
      kind: BatchKind(rawValue: try row.decode(atIndex: 1)),
      commandLine: JSONText.strings(fromArray: commandLine) ?? [commandLine],
      catalogVersion: try row.decode(atIndex: 3),
      startedAt: Date(catalogMilliseconds: try row.decode(atIndex: 4)),
      finishedAt: Date(catalogMilliseconds: try row.decode(atIndex: 5)),
      summary: try row.decode(atIndex: 6),
      runCount: try row.decode(atIndex: 7))
  }
}
