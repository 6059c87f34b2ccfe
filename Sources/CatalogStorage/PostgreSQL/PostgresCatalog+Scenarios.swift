#if PostgreSQL
import CatalogModel
import Foundation
import NIOCore
import PostgresNIO

// MARK: - Reads

extension PostgresCatalog {
  /// Names and texts sort by their bytes (`COLLATE "C"`), as SQLite sorts them, whatever the
  /// database's collation: the same catalog lists in the same order from either backend.
  func listScenarios(tag: String?, includeRemoved: Bool) throws(StorageError) -> [ScenarioSummary] {
    try read("list the scenarios") { session in
      var binds = PostgresBindings()
      binds.append(includeRemoved)
      binds.append(tag)
      var summaries: [ScenarioSummary] = []
      var position: [Int64: Int] = [:]
      for row in try session.query(
        """
        SELECT s.id, s.name, r.number, r.summary, r.fileName
        FROM scenario s
        JOIN LATERAL (
          SELECT number, summary, fileName FROM scenarioRevision WHERE scenarioId = s.id ORDER BY id DESC LIMIT 1
        ) r ON true
        WHERE (s.removedAt IS NULL OR $1)
          AND ($2::text IS NULL OR s.id IN (SELECT scenarioId FROM scenarioTag WHERE tag = $2::text))
        ORDER BY s.name COLLATE "C"
        """, binds)
      {
        let id = try row.int(0)
        position[id] = summaries.count
        summaries.append(
          ScenarioSummary(
            id: ScenarioID(rawValue: id), name: try row.text(1), tags: [], revisionCount: try row.count(2),
            summary: try row.optionalText(3), fileName: try row.text(4), lastRuns: []))
      }
      for row in try session.query("SELECT scenarioId, tag FROM scenarioTag ORDER BY scenarioId, tag COLLATE \"C\"") {
        guard let index = position[try row.int(0)] else { continue }
        summaries[index].tags.append(try row.text(1))
      }
      for row in try session.query(
        """
        SELECT s.id, p.name, r.profileRulesVersion, r.id, r.status, r.startedAt, r.eventCount
        FROM scenario s CROSS JOIN profile p
        JOIN LATERAL (
          SELECT id, profileRulesVersion, status, startedAt, eventCount FROM run
          WHERE run.scenarioId = s.id AND run.profileId = p.id ORDER BY id DESC LIMIT 1
        ) r ON true
        WHERE s.removedAt IS NULL OR $1
        """, PostgresBindings(includeRemoved))
      {
        guard let index = position[try row.int(0)] else { continue }
        summaries[index].lastRuns.append(
          ScenarioSummary.LastRun(
            profile: try row.text(1), profileRulesVersion: try row.count(2), runID: RunID(rawValue: try row.int(3)),
            status: try RunStatus(stored: try row.text(4)), startedAt: try row.date(5), eventCount: try row.count(6)))
      }
      for index in summaries.indices {
        summaries[index].lastRuns.sort { $0.profile < $1.profile }
      }
      return summaries
    }
  }

  func scenario(named name: String) throws(StorageError) -> StoredScenario? {
    try read("read scenario '\(name)'") { session in
      guard
        let row = try session.query(
          "SELECT id, name, createdAt, removedAt FROM scenario WHERE name = $1", PostgresBindings(name)
        ).first
      else { return nil }
      let id = try row.int(0)
      let tags = try session.query(
        "SELECT tag FROM scenarioTag WHERE scenarioId = $1 ORDER BY tag COLLATE \"C\"", PostgresBindings(id)
      ).map { try $0.text(0) }
      let revisions = try session.query(
        """
        SELECT id, number, fileName, sourceFormat, source, summary, createdAt
        FROM scenarioRevision WHERE scenarioId = $1 ORDER BY number
        """, PostgresBindings(id)
      ).map { row in
        let format = try row.text(3)
        guard let sourceFormat = SourceFormat(rawValue: format) else {
          throw StorageError.invalidInput("unknown source format '\(format)' in the catalog")
        }
        return StoredRevision(
          id: RevisionID(rawValue: try row.int(0)), number: try row.count(1), fileName: try row.text(2),
          sourceFormat: sourceFormat, source: try row.text(4), summary: try row.optionalText(5),
          createdAt: try row.date(6))
      }
      return StoredScenario(
        id: ScenarioID(rawValue: id), name: try row.text(1), tags: tags, createdAt: try row.date(2),
        removedAt: try row.optionalDate(3), revisions: revisions)
    }
  }

  func tags() throws(StorageError) -> [String] {
    try read("list the tags") { session in
      try session.query(
        """
        SELECT DISTINCT t.tag COLLATE "C" FROM scenarioTag t JOIN scenario s ON s.id = t.scenarioId
        WHERE s.removedAt IS NULL ORDER BY 1
        """
      ).map { try $0.text(0) }
    }
  }

  func scenarioSources() throws(StorageError) -> [StoredScenarioFile] {
    try read("read the scenarios' source files") { session in
      try session.query(
        """
        SELECT name, sourcePath, sourceDigest FROM scenario
        WHERE removedAt IS NULL AND sourcePath IS NOT NULL AND sourceDigest IS NOT NULL ORDER BY name COLLATE "C"
        """
      ).map { StoredScenarioFile(name: try $0.text(0), path: try $0.text(1), digest: try $0.text(2)) }
    }
  }

  func scenarioNames(includeRemoved: Bool) throws(StorageError) -> [String] {
    try read("list the scenario names") { session in
      try session.query(
        "SELECT name FROM scenario WHERE removedAt IS NULL OR $1 ORDER BY name COLLATE \"C\"",
        PostgresBindings(includeRemoved)
      ).map { try $0.text(0) }
    }
  }

  func replayableScenarios(tag: String?, compiledPrefix: [UInt8]?, withForms: Bool) throws(StorageError)
    -> [ReplayableScenario]
  {
    try read("read scenarios to replay") { session in
      var binds = PostgresBindings()
      binds.append(tag)
      binds.append(compiledPrefix.map { ByteBuffer(bytes: $0) })
      binds.append(withForms)
      let rows = try session.query(
        """
        SELECT s.id, s.name, r.id, r.number, r.fileName, r.sourceFormat,
               CASE WHEN NOT $3 THEN NULL
                    WHEN $2::bytea IS NULL OR r.compiled IS NULL
                      OR substring(r.compiled FROM 1 FOR length($2::bytea)) <> $2::bytea
                    THEN r.source END,
               CASE WHEN $3 THEN r.compiled END, r.factCount
        FROM scenario s
        JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
        WHERE s.removedAt IS NULL
          AND ($1::text IS NULL OR s.id IN (SELECT scenarioId FROM scenarioTag WHERE tag = $1::text))
        ORDER BY s.name COLLATE "C"
        """, binds)
      return try rows.map { row in
        ReplayableScenario(
          scenarioID: ScenarioID(rawValue: try row.int(0)), name: try row.text(1),
          revisionID: RevisionID(rawValue: try row.int(2)), revision: try row.count(3), fileName: try row.text(4),
          sourceFormat: SourceFormat(rawValue: try row.text(5)) ?? .yaml, source: try row.optionalText(6),
          compiled: try row.bytes(7), factCount: try row.count(8))
      }
    }
  }

  func revisionForms(_ ids: [RevisionID], compiledPrefix: [UInt8]) throws(StorageError) -> [RevisionID: RevisionForm] {
    try read("read scenarios to replay") { session in
      var binds = PostgresBindings()
      binds.append(ids.map(\.rawValue))
      binds.append(ByteBuffer(bytes: compiledPrefix))
      var forms: [RevisionID: RevisionForm] = [:]
      for row in try session.query(
        """
        SELECT id, compiled,
               CASE WHEN compiled IS NULL OR substring(compiled FROM 1 FOR length($2::bytea)) <> $2::bytea
                    THEN source END
        FROM scenarioRevision WHERE id = ANY($1::bigint[])
        """, binds)
      {
        forms[RevisionID(rawValue: try row.int(0))] = RevisionForm(
          compiled: try row.bytes(1), source: try row.optionalText(2))
      }
      return forms
    }
  }

  func revisionSource(_ id: RevisionID) throws(StorageError) -> String? {
    try read("read a scenario revision") { session in
      try session.query("SELECT source FROM scenarioRevision WHERE id = $1", PostgresBindings(id.rawValue)).first
        .map { try $0.text(0) }
    }
  }
}
#endif
