import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// Run `id`, or nil when there is none.
  func run(id: RunID) throws(StorageError) -> StoredRun? {
    try read("read run #\(id)") { db in
      try Row.fetchOne(db, sql: StoredRun.selection + " WHERE r.id = :id", arguments: ["id": id.rawValue])
        .map(StoredRun.init(row:))
    }
  }

  /// The runs of scenario `name`, newest first, under `profile` only when it is given.
  func runs(scenario name: String, profile: String? = nil, limit: Int = 20) throws(StorageError)
    -> [StoredRun]
  {
    try storedRuns(
      "read the runs of '\(name)'", sql: StoredRun.ofScenarioSQL,
      arguments: ["scenario": name, "profile": profile, "limit": limit])
  }

  /// The runs of batch `id`, in the order they were recorded.
  func runs(batch id: BatchID) throws(StorageError) -> [StoredRun] {
    try storedRuns(
      "read the runs of batch #\(id)", sql: StoredRun.selection + " WHERE r.batchId = :batch ORDER BY r.id",
      arguments: ["batch": id.rawValue])
  }

  /// The latest run of every scenario under every profile it ran under, sorted by scenario and
  /// profile, in one query (one index seek per scenario and profile).
  ///
  /// - Parameters:
  ///   - scenario: Only this scenario.
  ///   - profile: Only this profile.
  ///   - includeRemoved: Also scenarios removed with `catalog rm`.
  func latestRuns(
    scenario: String? = nil, profile: String? = nil, includeRemoved: Bool = false
  ) throws(StorageError) -> [StoredRun] {
    try storedRuns(
      "read the latest runs", sql: StoredRun.latestSQL,
      arguments: ["includeRemoved": includeRemoved, "scenario": scenario, "profile": profile])
  }

  /// The runs `sql` selects (`StoredRun.columns` first, in order), read in one snapshot.
  private func storedRuns(_ operation: String, sql: String, arguments: StatementArguments) throws(StorageError)
    -> [StoredRun]
  {
    try read(operation) { db in
      try Row.fetchAll(db, sql: sql, arguments: arguments).map(StoredRun.init(row:))
    }
  }

  /// The latest run of every scenario under every profile it ran under, when that run has a
  /// timeline, did not fail and was made by catalog version `catalogVersion` (see
  /// `CatalogDatabase.latestRuns(catalogVersion:)`).
  func latestRuns(catalogVersion: String) throws(StorageError) -> [LatestRun] {
    try read("read the latest runs") { db in
      var profiles: [Int64: String] = [:]
      for row in try Row.fetchAll(db, sql: LatestRun.profilesSQL) {
        profiles[try row.decode(LatestRun.ProfileColumn.id)] = try row.decode(LatestRun.ProfileColumn.name)
      }
      typealias Column = LatestRun.Column
      let rows = try Row.fetchCursor(db, sql: LatestRun.sql, arguments: ["version": catalogVersion])
      var runs: [LatestRun] = []
      while let row = try rows.next() {
        guard let profile = profiles[try row.decode(Column.profileId)] else { continue }
        runs.append(
          LatestRun(
            scenarioID: ScenarioID(rawValue: try row.decode(Column.scenarioId)), profile: profile,
            runID: RunID(rawValue: try row.decode(Column.id)),
            revisionID: RevisionID(rawValue: try row.decode(Column.scenarioRevisionId)),
            profileRulesVersion: try row.decode(Column.profileRulesVersion),
            timelineID: TimelineID(rawValue: try row.decode(Column.timelineId))
          ))
      }
      return runs
    }
  }

  /// Batch `id`, or nil when there is none.
  func batch(id: BatchID) throws(StorageError) -> StoredBatch? {
    try read("read batch #\(id)") { db in
      try Row.fetchOne(db, sql: StoredBatch.selection + " WHERE b.id = :id", arguments: ["id": id.rawValue])
        .map(StoredBatch.init(row:))
    }
  }

  /// The most recent batches, newest first, of `kind` only when it is given.
  func batches(kind: BatchKind? = nil, limit: Int = 20) throws(StorageError) -> [StoredBatch] {
    try read("read the batches") { db in
      try Row.fetchAll(
        db,
        sql: StoredBatch.selection + " WHERE (:kind IS NULL OR b.kind = :kind) ORDER BY b.id DESC LIMIT :limit",
        arguments: ["kind": kind?.rawValue, "limit": limit]
      ).map(StoredBatch.init(row:))
    }
  }
}

extension StoredRun {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = columns + "\nFROM run r\n" + SharedSQL.runJoins

  /// The latest run of every scenario under every profile, filtered by the arguments
  /// `:includeRemoved`, `:scenario` and `:profile`. CROSS JOIN keeps SQLite from
  /// looping over runs first: one index seek per pair, not a scan.
  static let latestSQL = """
    \(columns)
    FROM (
      SELECT (SELECT MAX(id) FROM run WHERE run.scenarioId = s.id AND run.profileId = p.id) AS runId
      FROM scenario s CROSS JOIN profile p
      WHERE (s.removedAt IS NULL OR :includeRemoved) AND (:scenario IS NULL OR s.name = :scenario)
        AND (:profile IS NULL OR p.name = :profile)
    ) last
    CROSS JOIN run r ON r.id = last.runId
    \(SharedSQL.runJoins)
    ORDER BY s.name, p.name
    """

  /// The latest runs of a scenario, filtered by the arguments `:scenario`, `:profile` and
  /// `:limit`; ids first, so that SQLite seeks the run index rather than scanning runs.
  static let ofScenarioSQL =
    selection + """

      WHERE r.scenarioId = (SELECT id FROM scenario WHERE name = :scenario)
        AND (:profile IS NULL OR r.profileId = (SELECT id FROM profile WHERE name = :profile))
      ORDER BY r.id DESC LIMIT :limit
      """

  /// The SELECT clause of `selection`.
  static let columns = """
    SELECT r.id AS id, r.batchId AS batchId, s.name AS scenario, r.scenarioId AS scenarioId,
           r.scenarioRevisionId AS revisionId, v.number AS revision, p.name AS profile,
           r.profileRulesVersion AS profileRulesVersion, c.name AS catalogVersion, r.startedAt AS startedAt,
           r.durationMicroseconds AS durationMicroseconds, r.status AS status, r.eventCount AS eventCount,
           r.timelineId AS timelineId, t.hash AS timelineHash, r.message AS message
    """

  /// The columns of `columns`, in order.
  enum Column: Int, QueryColumns {
    case id, batchId, scenario, scenarioId, revisionId, revision, profile, profileRulesVersion, catalogVersion
    case startedAt, durationMicroseconds, status, eventCount, timelineId, timelineHash, message
  }

  /// By position (`Column`): `check` reads the latest run of every scenario and profile, and a
  /// name lookup per value cost more than the query (catalog-benchmark check).
  init(row: Row) throws {
    let timelineID: Int64? = try row.decode(Column.timelineId)
    self.init(
      id: RunID(rawValue: try row.decode(Column.id)),
      batchID: BatchID(rawValue: try row.decode(Column.batchId)),
      scenario: try row.decode(Column.scenario),
      scenarioID: ScenarioID(rawValue: try row.decode(Column.scenarioId)),
      revisionID: RevisionID(rawValue: try row.decode(Column.revisionId)),
      revision: try row.decode(Column.revision),
      profile: try row.decode(Column.profile),
      profileRulesVersion: try row.decode(Column.profileRulesVersion),
      catalogVersion: try row.decode(Column.catalogVersion),
      startedAt: Date(catalogMilliseconds: try row.decode(Column.startedAt)),
      durationMicroseconds: try row.decode(Column.durationMicroseconds),
      status: try RunStatus(stored: try row.decode(Column.status)),
      eventCount: try row.decode(Column.eventCount),
      timelineID: timelineID.map(TimelineID.init(rawValue:)),
      timelineHash: try row.decode(Column.timelineHash), message: try row.decode(Column.message))
  }
}

extension LatestRun {
  /// The latest run of every scenario under every profile, when it has a timeline, did not fail
  /// and was made by the catalog version named by the argument `:version`. Positional columns
  /// (`Column`): every scenario of a check (catalog-benchmark check).
  static let sql = """
    SELECT r.scenarioId AS scenarioId, r.profileId AS profileId, r.id AS id,
           r.scenarioRevisionId AS scenarioRevisionId, r.profileRulesVersion AS profileRulesVersion,
           r.timelineId AS timelineId
    FROM (SELECT MAX(id) AS id FROM run GROUP BY scenarioId, profileId) last
    JOIN run r ON r.id = last.id
    WHERE r.status IN ('ok', 'exception') AND r.timelineId IS NOT NULL
      AND r.catalogVersionId = (SELECT id FROM catalogVersion WHERE name = :version)
    """

  /// The columns of `sql`, in order.
  enum Column: Int, QueryColumns {
    case scenarioId, profileId, id, scenarioRevisionId, profileRulesVersion, timelineId
  }

  /// The profiles' names by id.
  static let profilesSQL = "SELECT id, name FROM profile"

  /// The columns of `profilesSQL`, in order.
  enum ProfileColumn: Int, QueryColumns {
    case id, name
  }
}

extension StoredBatch {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = """
    SELECT b.id AS id, b.kind AS kind, b.commandLine AS commandLine, c.name AS catalogVersion,
           b.startedAt AS startedAt, b.finishedAt AS finishedAt, b.summary AS summary,
           (SELECT COUNT(*) FROM run WHERE run.batchId = b.id) AS runCount, b.folder AS folder
    FROM batch b
    JOIN catalogVersion c ON c.id = b.catalogVersionId
    """

  /// The columns of `selection`, in order.
  enum Column: Int, QueryColumns {
    case id, kind, commandLine, catalogVersion, startedAt, finishedAt, summary, runCount, folder
  }

  init(row: Row) throws {
    let commandLine: String = try row.decode(Column.commandLine)
    self.init(
      id: BatchID(rawValue: try row.decode(Column.id)),
      recorded: BatchInput(
        kind: try BatchKind(stored: try row.decode(Column.kind)),
        commandLine: JSONText.strings(fromArray: commandLine) ?? [commandLine],
        catalogVersion: try row.decode(Column.catalogVersion),
        startedAt: Date(catalogMilliseconds: try row.decode(Column.startedAt)),
        finishedAt: Date(catalogMilliseconds: try row.decode(Column.finishedAt)),
        summary: try row.decode(Column.summary), folder: try row.decode(Column.folder)),
      runCount: try row.decode(Column.runCount))
  }
}
