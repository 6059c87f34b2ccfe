#if PostgreSQL
import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Reads

extension PostgresCatalog {
  /// The columns `storedRun(_:)` reads, from a run `r` and its lookups.
  static let runColumns = """
    SELECT r.id, r.batchId, s.name, r.scenarioId, r.scenarioRevisionId, v.number, p.name, r.profileRulesVersion,
           c.name, r.startedAt, r.durationMicroseconds, r.status, r.eventCount, r.timelineId, t.hash, r.message
    """

  static let runSelection = runColumns + "\nFROM run r\n" + SharedSQL.runJoins

  static func storedRun(_ row: PostgresRandomAccessRow) throws -> StoredRun {
    StoredRun(
      id: RunID(rawValue: try row.int(0)), batchID: BatchID(rawValue: try row.int(1)), scenario: try row.text(2),
      scenarioID: ScenarioID(rawValue: try row.int(3)), revisionID: RevisionID(rawValue: try row.int(4)),
      revision: try row.count(5), profile: try row.text(6), profileRulesVersion: try row.count(7),
      catalogVersion: try row.text(8), startedAt: try row.date(9), durationMicroseconds: try row.int(10),
      status: try RunStatus(stored: try row.text(11)), eventCount: try row.count(12),
      timelineID: try row.optionalInt(13).map(TimelineID.init(rawValue:)), timelineHash: try row.optionalText(14),
      message: try row.optionalText(15))
  }

  func run(id: RunID) throws(StorageError) -> StoredRun? {
    try read("read run #\(id)") { session in
      try session.query(Self.runSelection + " WHERE r.id = $1", PostgresBindings(id.rawValue)).first
        .map(Self.storedRun)
    }
  }

  func runs(scenario name: String, profile: String?, limit: Int) throws(StorageError) -> [StoredRun] {
    try read("read the runs of '\(name)'") { session in
      var binds = PostgresBindings()
      binds.append(name)
      binds.append(profile)
      binds.append(Int64(limit))
      return try session.query(
        Self.runSelection + """

          WHERE r.scenarioId = (SELECT id FROM scenario WHERE name = $1)
            AND ($2::text IS NULL OR r.profileId = (SELECT id FROM profile WHERE name = $2::text))
          ORDER BY r.id DESC LIMIT $3
          """, binds
      ).map(Self.storedRun)
    }
  }

  func runs(batch id: BatchID) throws(StorageError) -> [StoredRun] {
    try read("read the runs of batch #\(id)") { session in
      try session.query(Self.runSelection + " WHERE r.batchId = $1 ORDER BY r.id", PostgresBindings(id.rawValue))
        .map(Self.storedRun)
    }
  }

  func latestRuns(scenario: String?, profile: String?, includeRemoved: Bool) throws(StorageError) -> [StoredRun] {
    try read("read the latest runs") { session in
      try session.query(Self.latestRunsSQL, Self.latestRunsBinds(includeRemoved, scenario, profile)).map(Self.storedRun)
    }
  }

  /// The latest run of every scenario under every profile, filtered by `$1` (include removed
  /// scenarios), `$2` (a scenario) and `$3` (a profile): one index seek per pair.
  static let latestRunsSQL =
    runColumns + """

      FROM scenario s0 CROSS JOIN profile p0
      JOIN LATERAL (
        SELECT * FROM run WHERE run.scenarioId = s0.id AND run.profileId = p0.id ORDER BY id DESC LIMIT 1
      ) r ON true
      \(SharedSQL.runJoins)
      WHERE (s0.removedAt IS NULL OR $1) AND ($2::text IS NULL OR s0.name = $2::text)
        AND ($3::text IS NULL OR p0.name = $3::text)
      ORDER BY s.name COLLATE "C", p.name COLLATE "C"
      """

  static func latestRunsBinds(_ includeRemoved: Bool, _ scenario: String?, _ profile: String?) -> PostgresBindings {
    var binds = PostgresBindings()
    binds.append(includeRemoved)
    binds.append(scenario)
    binds.append(profile)
    return binds
  }

  /// The latest run of every scenario under every profile it ran under, when that run has a
  /// timeline, did not fail and was made by catalog version `catalogVersion`
  /// (`CatalogDatabase.latestRuns(catalogVersion:)`): integers only, the profile's name looked up
  /// in a table of the few profiles, made row by row as they arrive.
  func latestRuns(catalogVersion: String) throws(StorageError) -> [LatestRun] {
    try read("read the latest runs") { session in
      var profiles: [Int64: String] = [:]
      for row in try session.query("SELECT id, name FROM profile") { profiles[try row.int(0)] = try row.text(1) }
      var runs: [LatestRun] = []
      // By position: scenarioId, profileId, id, scenarioRevisionId, profileRulesVersion, timelineId.
      try session.forEachRow(
        """
        SELECT r.scenarioId, r.profileId, r.id, r.scenarioRevisionId, r.profileRulesVersion, r.timelineId
        FROM (SELECT MAX(id) AS id FROM run GROUP BY scenarioId, profileId) last
        JOIN run r ON r.id = last.id
        WHERE r.status IN ('ok', 'exception') AND r.timelineId IS NOT NULL
          AND r.catalogVersionId = (SELECT id FROM catalogVersion WHERE name = $1)
        """, PostgresBindings(catalogVersion)
      ) { row in
        guard let profile = profiles[try row.int(1)] else { return }
        runs.append(
          LatestRun(
            scenarioID: ScenarioID(rawValue: try row.int(0)), profile: profile, runID: RunID(rawValue: try row.int(2)),
            revisionID: RevisionID(rawValue: try row.int(3)), profileRulesVersion: try row.count(4),
            timelineID: TimelineID(rawValue: try row.int(5))))
      }
      return runs
    }
  }

  static let batchSelection = """
    SELECT b.id, b.kind, b.commandLine, c.name, b.startedAt, b.finishedAt, b.summary,
           (SELECT COUNT(*) FROM run WHERE run.batchId = b.id), b.folder
    FROM batch b
    JOIN catalogVersion c ON c.id = b.catalogVersionId
    """

  static func storedBatch(_ row: PostgresRandomAccessRow) throws -> StoredBatch {
    let commandLine = try row.text(2)
    return StoredBatch(
      id: BatchID(rawValue: try row.int(0)),
      recorded: BatchInput(
        kind: try BatchKind(stored: try row.text(1)),
        commandLine: JSONText.strings(fromArray: commandLine) ?? [commandLine], catalogVersion: try row.text(3),
        startedAt: try row.date(4), finishedAt: try row.date(5), summary: try row.text(6),
        folder: try row.optionalText(8)),
      runCount: try row.count(7))
  }

  func batch(id: BatchID) throws(StorageError) -> StoredBatch? {
    try read("read batch #\(id)") { session in
      try session.query(Self.batchSelection + " WHERE b.id = $1", PostgresBindings(id.rawValue)).first
        .map(Self.storedBatch)
    }
  }

  func batches(kind: BatchKind?, limit: Int) throws(StorageError) -> [StoredBatch] {
    try read("read the batches") { session in
      var binds = PostgresBindings()
      binds.append(kind?.rawValue)
      binds.append(Int64(limit))
      return try session.query(
        Self.batchSelection + " WHERE ($1::text IS NULL OR b.kind = $1::text) ORDER BY b.id DESC LIMIT $2", binds
      ).map(Self.storedBatch)
    }
  }
}
#endif
