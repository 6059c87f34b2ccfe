import CatalogModel
import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The latest revision of every scenario in the catalog (not removed), sorted by name, in one
  /// query: what `run --all` and `check` replay. `tag` keeps only the scenarios tagged so.
  ///
  /// - Parameter compiledPrefix: When given, the source is read only for revisions whose compiled
  ///   form does not start with these bytes (missing, or of another format version): the others
  ///   replay from their compiled form, and reading thousands of sources would be wasted.
  func replayableScenarios(tag: String?, compiledPrefix: [UInt8]?, withForms: Bool) throws(StorageError)
    -> [ReplayableScenario]
  {
    try read("read scenarios to replay") { db in
      var arguments: StatementArguments = [:]
      var source = "r.source"
      var compiled = "r.compiled"
      if !withForms {
        source = "NULL"
        compiled = "NULL"
      } else if let compiledPrefix {
        source =
          "CASE WHEN r.compiled IS NULL OR substr(r.compiled, 1, :prefixLength) != :prefix THEN r.source END"
        arguments += ["prefixLength": compiledPrefix.count, "prefix": Data(compiledPrefix)]
      }
      var sql =
        ReplayableScenario.select(source: source, compiled: compiled) + """

          FROM scenario s
          JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
          WHERE s.removedAt IS NULL
          """
      if let tag {
        sql += " AND s.id IN (SELECT scenarioId FROM scenarioTag WHERE tag = :tag)"
        arguments += ["tag": tag]
      }
      sql += " ORDER BY s.name"
      typealias Column = ReplayableScenario.Column
      // A cursor: each value is read from the statement, without copying the rows first.
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      var scenarios: [ReplayableScenario] = []
      while let row = try rows.next() {
        let format: String = try row.decode(Column.sourceFormat)
        let compiled: Data? = try row.decode(Column.compiled)
        scenarios.append(
          ReplayableScenario(
            scenarioID: ScenarioID(rawValue: try row.decode(Column.scenarioId)), name: try row.decode(Column.name),
            revisionID: RevisionID(rawValue: try row.decode(Column.revisionId)),
            revision: try row.decode(Column.revision),
            fileName: try row.decode(Column.fileName), sourceFormat: SourceFormat(rawValue: format) ?? .yaml,
            source: try row.decode(Column.source), compiled: compiled.map { [UInt8]($0) },
            factCount: try row.decode(Column.factCount)))
      }
      return scenarios
    }
  }

  /// The compiled forms of revisions `ids`, and the sources of those whose compiled form is
  /// missing or does not start with `compiledPrefix`, in one query.
  func revisionForms(_ ids: [RevisionID], compiledPrefix: [UInt8]) throws(StorageError) -> [RevisionID: RevisionForm] {
    try read("read scenarios to replay") { db in
      var forms: [RevisionID: RevisionForm] = [:]
      forms.reserveCapacity(ids.count)
      typealias Column = RevisionForm.Column
      let rows = try Row.fetchCursor(
        db, sql: RevisionForm.sql,
        arguments: [
          "prefixLength": compiledPrefix.count, "prefix": Data(compiledPrefix),
          "ids": "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]",
        ])
      while let row = try rows.next() {
        let compiled: Data? = try row.decode(Column.compiled)
        forms[RevisionID(rawValue: try row.decode(Column.id))] = RevisionForm(
          compiled: compiled.map { [UInt8]($0) }, source: try row.decode(Column.source))
      }
      return forms
    }
  }

  /// The source text of revision `id`, for the rare replay whose compiled form turns out unusable.
  func revisionSource(_ id: RevisionID) throws(StorageError) -> String? {
    try read("read a scenario revision") { db in
      try String.fetchOne(
        db, sql: "SELECT source FROM scenarioRevision WHERE id = :revision", arguments: ["revision": id.rawValue])
    }
  }
}

extension ReplayableScenario {
  /// The columns `replayableScenarios` selects, in order.
  enum Column: Int, QueryColumns {
    case scenarioId, name, revisionId, revision, fileName, sourceFormat, source, compiled, factCount
  }

  /// The SELECT list of `replayableScenarios`, with `source` and `compiled` the expressions that
  /// read the source and the compiled form.
  static func select(source: String, compiled: String) -> String {
    """
    SELECT s.id AS scenarioId, s.name AS name, r.id AS revisionId, r.number AS revision,
           r.fileName AS fileName, r.sourceFormat AS sourceFormat, \(source) AS source, \(compiled) AS compiled,
           r.factCount AS factCount
    """
  }
}

extension RevisionForm {
  /// The compiled forms of the revisions whose ids are the JSON array `:ids`, with the source of
  /// each whose compiled form is missing or does not start with the `:prefixLength` bytes
  /// `:prefix`. Positional columns (`Column`): a chunk of a large check.
  static let sql = """
    SELECT id, compiled,
      CASE WHEN compiled IS NULL OR substr(compiled, 1, :prefixLength) != :prefix THEN source END AS source
    FROM scenarioRevision WHERE id IN (SELECT value FROM json_each(:ids))
    """

  /// The columns of `sql`, in order.
  enum Column: Int, QueryColumns {
    case id, compiled, source
  }
}
