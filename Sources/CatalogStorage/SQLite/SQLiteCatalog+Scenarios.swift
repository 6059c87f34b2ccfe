import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// Every scenario of the catalog, sorted by name, with its tags, revision count, summary and
  /// last run under each profile: what `catalog list` shows.
  ///
  /// Three queries, whatever the number of scenarios: scenarios with their latest revision,
  /// tags, and the last run per scenario and profile (one index seek each).
  ///
  /// - Parameters:
  ///   - tag: Only scenarios with this tag.
  ///   - includeRemoved: Also list scenarios removed with `catalog rm`.
  func listScenarios(tag: String? = nil, includeRemoved: Bool = false) throws
    -> [ScenarioSummary]
  {
    try read("list the scenarios") { db in
      // Positional columns: this is the hot path of `catalog list` (catalog-benchmark store,
      // "list, 10,000 scenarios"), where name lookups per row cost a measurable share.
      var sql = """
        SELECT s.id, s.name, r.number, r.summary, r.fileName
        FROM scenario s
        JOIN scenarioRevision r INDEXED BY index_scenarioRevision_on_scenarioId_id_listing
          ON r.scenarioId = s.id AND r.id = (
            SELECT id FROM scenarioRevision WHERE scenarioId = s.id ORDER BY id DESC LIMIT 1)
        WHERE (s.removedAt IS NULL OR :includeRemoved)
        """
      var arguments: StatementArguments = ["includeRemoved": includeRemoved]
      if let tag {
        sql += " AND s.id IN (SELECT scenarioId FROM scenarioTag WHERE tag = :tag)"
        arguments += ["tag": tag]
      }
      sql += " ORDER BY s.name"
      var summaries: [ScenarioSummary] = []
      var position: [Int64: Int] = [:]
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() {
        let id: Int64 = try row.decode(atIndex: 0)
        position[id] = summaries.count
        summaries.append(
          ScenarioSummary(
            id: ScenarioID(rawValue: id), name: try row.decode(atIndex: 1),
            tags: [], revisionCount: try row.decode(atIndex: 2),
            summary: try row.decode(atIndex: 3),
            fileName: try row.decode(atIndex: 4), lastRuns: []))
      }

      let tags = try Row.fetchCursor(
        db, sql: "SELECT scenarioId, tag FROM scenarioTag ORDER BY scenarioId, tag")
      while let row = try tags.next() {
        guard let index = position[try row.decode(atIndex: 0)] else { continue }
        summaries[index].tags.append(try row.decode(atIndex: 1))
      }

      try Self.forEachLastRun(db, includeRemoved: includeRemoved) { scenarioID, lastRun in
        guard let index = position[scenarioID] else { return }
        summaries[index].lastRuns.append(lastRun)
      }
      for index in summaries.indices {
        summaries[index].lastRuns.sort { $0.profile < $1.profile }
      }
      return summaries
    }
  }

  /// The last run of every scenario (removed ones too when the argument is true) under every
  /// profile it ran under: one index seek per pair. CROSS JOIN keeps SQLite from looping over
  /// runs first. `ORDER BY id DESC LIMIT 1` rather than `MAX(id)`: the same seek, without the
  /// aggregate's set-up in each of the tens of thousands of correlated subqueries (a third
  /// faster on 10,000 scenarios × 4 profiles).
  static let lastRunsSQL = """
    SELECT last.scenarioId, p.name, r.profileRulesVersion, r.id, r.status, r.startedAt, r.eventCount
    FROM (
      SELECT s.id AS scenarioId, p.id AS profileId,
             (SELECT id FROM run WHERE run.scenarioId = s.id AND run.profileId = p.id
              ORDER BY id DESC LIMIT 1) AS runId
      FROM scenario s CROSS JOIN profile p
      WHERE s.removedAt IS NULL OR :includeRemoved
    ) last
    CROSS JOIN run r ON r.id = last.runId
    JOIN profile p ON p.id = last.profileId
    """

  /// Calls `body` with the last run of every scenario under every profile it ran under.
  ///
  /// Positional columns: the hot path of `catalog list` (catalog-benchmark store, "list, 10,000
  /// scenarios"), one row per scenario and profile.
  static func forEachLastRun(
    _ db: Database, includeRemoved: Bool, _ body: (Int64, ScenarioSummary.LastRun) throws -> Void
  ) throws {
    let rows = try Row.fetchCursor(db, sql: lastRunsSQL, arguments: ["includeRemoved": includeRemoved])
    while let row = try rows.next() {
      let lastRun = ScenarioSummary.LastRun(
        profile: try row.decode(atIndex: 1), profileRulesVersion: try row.decode(atIndex: 2),
        runID: RunID(rawValue: try row.decode(atIndex: 3)),
        status: try RunStatus(stored: try row.decode(atIndex: 4)),
        startedAt: Date(catalogMilliseconds: try row.decode(atIndex: 5)),
        eventCount: try row.decode(atIndex: 6))
      try body(try row.decode(atIndex: 0), lastRun)
    }
  }

  /// Scenario `name` with every revision of its source, or nil when the catalog never had it.
  ///
  /// A removed scenario is returned too, with `removedAt` set.
  func scenario(named name: String) throws -> StoredScenario? {
    try read("read scenario '\(name)'") { db in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT id, name, createdAt, removedAt FROM scenario WHERE name = :name",
          arguments: ["name": name])
      else { return nil }
      let id: Int64 = try row.decode(forColumn: "id")
      let removedAt: Int64? = try row.decode(forColumn: "removedAt")
      let tags = try String.fetchAll(
        db, sql: "SELECT tag FROM scenarioTag WHERE scenarioId = :scenario ORDER BY tag", arguments: ["scenario": id])
      let revisions = try Row.fetchAll(
        db,
        sql: """
          SELECT id, number, fileName, sourceFormat, source, summary, createdAt
          FROM scenarioRevision WHERE scenarioId = :scenario ORDER BY number
          """,
        arguments: ["scenario": id]
      ).map(StoredRevision.init(row:))
      return StoredScenario(
        id: ScenarioID(rawValue: id), name: try row.decode(forColumn: "name"), tags: tags,
        createdAt: Date(catalogMilliseconds: try row.decode(forColumn: "createdAt")),
        removedAt: removedAt.map(Date.init(catalogMilliseconds:)), revisions: revisions)
    }
  }

  /// The tags of the scenarios in the catalog (not removed), sorted, each once.
  func tags() throws -> [String] {
    try read("list the tags") { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT DISTINCT t.tag FROM scenarioTag t JOIN scenario s ON s.id = t.scenarioId
          WHERE s.removedAt IS NULL ORDER BY t.tag
          """)
    }
  }

  /// The names of the scenarios in the catalog, sorted.
  func scenarioSources() throws -> [StoredScenarioFile] {
    try read("read the scenarios' source files") { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT name, sourcePath, sourceDigest FROM scenario
          WHERE removedAt IS NULL AND sourcePath IS NOT NULL AND sourceDigest IS NOT NULL ORDER BY name
          """
      ).map { row in
        StoredScenarioFile(name: row["name"], path: row["sourcePath"], digest: row["sourceDigest"])
      }
    }
  }

  func scenarioNames(includeRemoved: Bool = false) throws -> [String] {
    try read("list the scenario names") { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL OR :includeRemoved ORDER BY name",
        arguments: ["includeRemoved": includeRemoved])
    }
  }
}

extension StoredRevision {
  /// A revision from a row with the columns `id, number, fileName, sourceFormat, source, summary,
  /// createdAt`.
  init(row: Row) throws {
    let format: String = try row.decode(forColumn: "sourceFormat")
    guard let sourceFormat = SourceFormat(rawValue: format) else {
      throw StorageError.invalidInput("unknown source format '\(format)' in the catalog")
    }
    self.init(
      id: RevisionID(rawValue: try row.decode(forColumn: "id")), number: try row.decode(forColumn: "number"),
      fileName: try row.decode(forColumn: "fileName"), sourceFormat: sourceFormat,
      source: try row.decode(forColumn: "source"), summary: try row.decode(forColumn: "summary"),
      createdAt: Date(catalogMilliseconds: try row.decode(forColumn: "createdAt")))
  }
}
