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
  func listScenarios(tag: String? = nil, includeRemoved: Bool = false) throws(StorageError)
    -> [ScenarioSummary]
  {
    try read("list the scenarios") { db in
      var sql = ScenarioSummary.listSQL
      var arguments: StatementArguments = ["includeRemoved": includeRemoved]
      if let tag {
        sql += " AND s.id IN (SELECT scenarioId FROM scenarioTag WHERE tag = :tag)"
        arguments += ["tag": tag]
      }
      sql += " ORDER BY s.name"
      typealias Column = ScenarioSummary.Column
      var summaries: [ScenarioSummary] = []
      var position: [Int64: Int] = [:]
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() {
        let id: Int64 = try row.decode(Column.id)
        position[id] = summaries.count
        summaries.append(
          ScenarioSummary(
            id: ScenarioID(rawValue: id), name: try row.decode(Column.name),
            tags: [], revisionCount: try row.decode(Column.revision),
            summary: try row.decode(Column.summary),
            fileName: try row.decode(Column.fileName), lastRuns: []))
      }

      let tags = try Row.fetchCursor(db, sql: ScenarioSummary.tagsSQL)
      while let row = try tags.next() {
        guard let index = position[try row.decode(ScenarioSummary.TagColumn.scenarioId)] else { continue }
        summaries[index].tags.append(try row.decode(ScenarioSummary.TagColumn.tag))
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
    SELECT last.scenarioId AS scenarioId, p.name AS profile, r.profileRulesVersion AS profileRulesVersion,
           r.id AS runId, r.status AS status, r.startedAt AS startedAt, r.eventCount AS eventCount
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
    typealias Column = ScenarioSummary.LastRun.Column
    let rows = try Row.fetchCursor(db, sql: lastRunsSQL, arguments: ["includeRemoved": includeRemoved])
    while let row = try rows.next() {
      let lastRun = ScenarioSummary.LastRun(
        profile: try row.decode(Column.profile), profileRulesVersion: try row.decode(Column.profileRulesVersion),
        runID: RunID(rawValue: try row.decode(Column.runId)),
        status: try RunStatus(stored: try row.decode(Column.status)),
        startedAt: Date(catalogMilliseconds: try row.decode(Column.startedAt)),
        eventCount: try row.decode(Column.eventCount))
      try body(try row.decode(Column.scenarioId), lastRun)
    }
  }

  /// Scenario `name` with every revision of its source, or nil when the catalog never had it.
  ///
  /// A removed scenario is returned too, with `removedAt` set.
  func scenario(named name: String) throws(StorageError) -> StoredScenario? {
    try read("read scenario '\(name)'") { db in
      typealias Column = StoredScenario.Column
      guard let row = try Row.fetchOne(db, sql: StoredScenario.namedSQL, arguments: ["name": name]) else { return nil }
      let id: Int64 = try row.decode(Column.id)
      let removedAt: Int64? = try row.decode(Column.removedAt)
      let tags = try String.fetchAll(
        db, sql: "SELECT tag FROM scenarioTag WHERE scenarioId = :scenario ORDER BY tag", arguments: ["scenario": id])
      let revisions = try Row.fetchAll(db, sql: StoredRevision.ofScenarioSQL, arguments: ["scenario": id])
        .map(StoredRevision.init(row:))
      return StoredScenario(
        id: ScenarioID(rawValue: id), name: try row.decode(Column.name), tags: tags,
        createdAt: Date(catalogMilliseconds: try row.decode(Column.createdAt)),
        removedAt: removedAt.map(Date.init(catalogMilliseconds:)), revisions: revisions)
    }
  }

  /// The tags of the scenarios in the catalog (not removed), sorted, each once.
  func tags() throws(StorageError) -> [String] {
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
  func scenarioSources() throws(StorageError) -> [StoredScenarioFile] {
    try read("read the scenarios' source files") { db in
      typealias Column = StoredScenarioFile.Column
      return try Row.fetchAll(db, sql: StoredScenarioFile.storedSQL).map { row in
        StoredScenarioFile(
          name: try row.decode(Column.name), path: try row.decode(Column.sourcePath),
          digest: try row.decode(Column.sourceDigest))
      }
    }
  }

  func scenarioNames(includeRemoved: Bool = false) throws(StorageError) -> [String] {
    try read("list the scenario names") { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM scenario WHERE removedAt IS NULL OR :includeRemoved ORDER BY name",
        arguments: ["includeRemoved": includeRemoved])
    }
  }
}

extension StoredScenario {
  /// The id of the scenario named by the argument `:name`, and when it was removed (null when it
  /// was not).
  static let idSQL = "SELECT id, removedAt FROM scenario WHERE name = :name"

  /// The columns of `idSQL`, in order.
  enum IDColumn: Int, QueryColumns {
    case id, removedAt
  }

  /// The scenario named by the argument `:name`, removed or not.
  static let namedSQL = "SELECT id, name, createdAt, removedAt FROM scenario WHERE name = :name"

  /// The columns of `namedSQL`, in order.
  enum Column: Int, QueryColumns {
    case id, name, createdAt, removedAt
  }
}

extension StoredScenarioFile {
  /// The scenarios in the catalog (not removed) added from a file, by name.
  static let storedSQL = """
    SELECT name, sourcePath, sourceDigest FROM scenario
    WHERE removedAt IS NULL AND sourcePath IS NOT NULL AND sourceDigest IS NOT NULL ORDER BY name
    """

  /// The columns of `storedSQL`, in order.
  enum Column: Int, QueryColumns {
    case name, sourcePath, sourceDigest
  }
}

extension StoredRevision {
  /// The id and name of the scenario of the revision whose id is the argument `:revision`.
  static let scenarioSQL = """
    SELECT r.scenarioId AS scenarioId, s.name AS name
    FROM scenarioRevision r JOIN scenario s ON s.id = r.scenarioId WHERE r.id = :revision
    """

  /// The columns of `scenarioSQL`, in order.
  enum ScenarioColumn: Int, QueryColumns {
    case scenarioId, name
  }

  /// Every revision of the scenario whose id is the argument `:scenario`, oldest first.
  static let ofScenarioSQL = """
    SELECT id, number, fileName, sourceFormat, source, summary, createdAt
    FROM scenarioRevision WHERE scenarioId = :scenario ORDER BY number
    """

  /// The columns of `ofScenarioSQL`, in order.
  enum Column: Int, QueryColumns {
    case id, number, fileName, sourceFormat, source, summary, createdAt
  }

  /// A revision from a row of `ofScenarioSQL`.
  init(row: Row) throws {
    let format: String = try row.decode(Column.sourceFormat)
    guard let sourceFormat = SourceFormat(rawValue: format) else {
      throw StorageError.invalidInput("unknown source format '\(format)' in the catalog")
    }
    self.init(
      id: RevisionID(rawValue: try row.decode(Column.id)), number: try row.decode(Column.number),
      fileName: try row.decode(Column.fileName), sourceFormat: sourceFormat,
      source: try row.decode(Column.source), summary: try row.decode(Column.summary),
      createdAt: Date(catalogMilliseconds: try row.decode(Column.createdAt)))
  }
}

extension ScenarioSummary {
  /// Every scenario with its latest revision, filtered by the argument `:includeRemoved`; append
  /// more conditions, then the order. Positional columns (`Column`): the hot path of `catalog
  /// list` (catalog-benchmark store, "list, 10,000 scenarios"), where a name lookup per value cost
  /// a measurable share.
  static let listSQL = """
    SELECT s.id AS id, s.name AS name, r.number AS revision, r.summary AS summary, r.fileName AS fileName
    FROM scenario s
    JOIN scenarioRevision r INDEXED BY index_scenarioRevision_on_scenarioId_id_listing
      ON r.scenarioId = s.id AND r.id = (
        SELECT id FROM scenarioRevision WHERE scenarioId = s.id ORDER BY id DESC LIMIT 1)
    WHERE (s.removedAt IS NULL OR :includeRemoved)
    """

  /// The columns of `listSQL`, in order.
  enum Column: Int, QueryColumns {
    case id, name, revision, summary, fileName
  }

  /// Every scenario's tags, by scenario id then tag.
  static let tagsSQL = "SELECT scenarioId, tag FROM scenarioTag ORDER BY scenarioId, tag"

  /// The columns of `tagsSQL`, in order.
  enum TagColumn: Int, QueryColumns {
    case scenarioId, tag
  }
}

extension ScenarioSummary.LastRun {
  /// The columns of `SQLiteCatalog.lastRunsSQL`, in order.
  enum Column: Int, QueryColumns {
    case scenarioId, profile, profileRulesVersion, runId, status, startedAt, eventCount
  }
}
