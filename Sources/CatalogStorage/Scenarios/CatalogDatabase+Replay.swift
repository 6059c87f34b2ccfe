import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension CatalogDatabase {
  /// The latest revision of every scenario in the catalog (not removed), sorted by name, in one
  /// query: what `run --all` and `check` replay. `tag` keeps only the scenarios tagged so.
  ///
  /// - Parameter compiledPrefix: When given, the source is read only for revisions whose compiled
  ///   form does not start with these bytes (missing, or of another format version): the others
  ///   replay from their compiled form, and reading thousands of sources would be wasted.
  public func replayableScenarios(tag: String? = nil, compiledPrefix: [UInt8]? = nil) throws -> [ReplayableScenario] {
    try read("read scenarios to replay") { db in
      let source =
        compiledPrefix.map {
          "CASE WHEN r.compiled IS NULL OR substr(r.compiled, 1, \($0.count)) != x'\($0.map { String(format: "%02x", $0) }.joined())' THEN r.source END"
        }
        ?? "r.source"
      var sql = """
        SELECT s.id, s.name, r.id, r.number, r.fileName, r.sourceFormat, \(source), r.compiled
        FROM scenario s
        JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
        WHERE s.removedAt IS NULL
        """
      var arguments: StatementArguments = []
      if let tag {
        sql += " AND s.id IN (SELECT scenarioId FROM scenarioTag WHERE tag = ?)"
        arguments += [tag]
      }
      sql += " ORDER BY s.name"
      return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
        let format: String = try row.decode(atIndex: 5)
        let compiled: Data? = try row.decode(atIndex: 7)
        return ReplayableScenario(
          scenarioID: ScenarioID(rawValue: try row.decode(atIndex: 0)), name: try row.decode(atIndex: 1),
          revisionID: RevisionID(rawValue: try row.decode(atIndex: 2)), revision: try row.decode(atIndex: 3),
          fileName: try row.decode(atIndex: 4), sourceFormat: SourceFormat(rawValue: format) ?? .yaml,
          source: try row.decode(atIndex: 6), compiled: compiled.map { [UInt8]($0) })
      }
    }
  }

  /// The source text of revision `id`, for the rare replay whose compiled form turns out unusable.
  public func revisionSource(_ id: RevisionID) throws -> String? {
    try read("read a scenario revision") { db in
      try String.fetchOne(db, sql: "SELECT source FROM scenarioRevision WHERE id = ?", arguments: [id.rawValue])
    }
  }
}
