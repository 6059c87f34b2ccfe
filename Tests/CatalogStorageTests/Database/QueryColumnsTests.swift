import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogModel
@testable import CatalogStorage

/// Rows read by position must list their columns in the order the enums name them: the
/// prepared statements' column names are the enums' case names. Every SQLite query that reads
/// rows goes through a `QueryColumns` enum (a single column is fetched as its value), so a
/// column added, removed or moved in a query fails here rather than reading the wrong value.
@Suite(.tags(.small))
struct QueryColumnsTests {
  private func columnNames(_ sql: String) throws -> [String] {
    let catalog = try CatalogDatabase.inMemory()
    return try catalog.read("prepare") { db in try db.makeStatement(sql: sql).columnNames }
  }

  /// Each query and its columns' enum, by the query's name in the sources.
  static var queries: [(name: String, sql: String, columns: any QueryColumns.Type)] {
    [
      ("StoredBaseline.selection", StoredBaseline.selection + " WHERE 0", StoredBaseline.Column.self),
      (
        "ReplayableScenario.select",
        ReplayableScenario.select(source: "r.source", compiled: "r.compiled")
          + " FROM scenario s JOIN scenarioRevision r WHERE 0", ReplayableScenario.Column.self
      ),
      ("StoredRun.selection", StoredRun.selection + " WHERE 0", StoredRun.Column.self),
      ("StoredRun.latestSQL", StoredRun.latestSQL, StoredRun.Column.self),
      ("StoredRun.ofScenarioSQL", StoredRun.ofScenarioSQL, StoredRun.Column.self),
      ("StoredBatch.selection", StoredBatch.selection, StoredBatch.Column.self),
      (
        "StoredCheckResult.selection(checkOutcomeJoins)", StoredCheckResult.selection(SharedSQL.checkOutcomeJoins),
        StoredCheckResult.Column.self
      ),
      (
        "StoredCheckResult.selection(checkResultJoins)", StoredCheckResult.selection(SharedSQL.checkResultJoins),
        StoredCheckResult.Column.self
      ),
      ("StoredRecording.selection", StoredRecording.selection, StoredRecording.Column.self),
      ("StoredRecording.sameSQL", StoredRecording.sameSQL, StoredRecording.SameColumn.self),
      ("StoredRecording.currentSQL", StoredRecording.currentSQL, StoredRecording.CurrentColumn.self),
      ("StoredRecording.revisionsSQL", StoredRecording.revisionsSQL, StoredRecording.RevisionColumn.self),
      ("LatestRun.sql", LatestRun.sql, LatestRun.Column.self),
      ("LatestRun.profilesSQL", LatestRun.profilesSQL, LatestRun.ProfileColumn.self),
      ("RevisionForm.sql", RevisionForm.sql, RevisionForm.Column.self),
      ("ScenarioSummary.listSQL", ScenarioSummary.listSQL, ScenarioSummary.Column.self),
      ("ScenarioSummary.tagsSQL", ScenarioSummary.tagsSQL, ScenarioSummary.TagColumn.self),
      ("SQLiteCatalog.lastRunsSQL", SQLiteCatalog.lastRunsSQL, ScenarioSummary.LastRun.Column.self),
      ("StoredScenario.idSQL", StoredScenario.idSQL, StoredScenario.IDColumn.self),
      ("StoredScenario.namedSQL", StoredScenario.namedSQL, StoredScenario.Column.self),
      ("StoredScenarioFile.storedSQL", StoredScenarioFile.storedSQL, StoredScenarioFile.Column.self),
      ("StoredRevision.ofScenarioSQL", StoredRevision.ofScenarioSQL, StoredRevision.Column.self),
      ("StoredRevision.scenarioSQL", StoredRevision.scenarioSQL, StoredRevision.ScenarioColumn.self),
      ("StoredTimeline.byHashSQL", StoredTimeline.byHashSQL, StoredTimeline.Column.self),
      ("StoredTimeline.ofRunSQL", StoredTimeline.ofRunSQL, StoredTimeline.OfRunColumn.self),
      ("StoredTimeline.runSQL", StoredTimeline.runSQL, StoredTimeline.RunColumn.self),
      ("StoredTimeline.withTurnsSQL", StoredTimeline.withTurnsSQL, StoredTimeline.WithTurnsColumn.self),
      ("Timeline.storedEventsSQL", Timeline.storedEventsSQL, Timeline.EventColumn.self),
      ("ScenarioInput.exportSQL", ScenarioInput.exportSQL, ScenarioInput.ExportColumn.self),
      ("ScenarioProfilePair.ofRunSQL", ScenarioProfilePair.ofRunSQL, ScenarioProfilePair.Column.self),
      (
        "ScenarioProfilePair.currentBaselineSQL", ScenarioProfilePair.currentBaselineSQL,
        ScenarioProfilePair.BaselineColumn.self
      ),
      (
        "ScenarioProfilePair.currentBaselinesSQL", ScenarioProfilePair.currentBaselinesSQL,
        ScenarioProfilePair.CurrentBaselineColumn.self
      ),
      (
        "ScenarioProfilePair.scenarioIDsSQL", ScenarioProfilePair.scenarioIDsSQL,
        ScenarioProfilePair.ScenarioIDColumn.self
      ),
      (
        "CheckResultAcceptance.sql", CheckResultAcceptance.sql(outcomes: ":outcome0, :outcome1"),
        CheckResultAcceptance.Column.self
      ),
      ("TimelineRehash.sql", TimelineRehash.sql, TimelineRehash.Column.self),
    ]
  }

  @Test(arguments: queries.indices)
  func columnsAreInSelectOrder(_ index: Int) throws {
    let query = Self.queries[index]
    #expect(try columnNames(query.sql) == Self.names(query.columns), "\(query.name)")
  }

  /// Every `QueryColumns` enum of the SQLite backend is checked above, and no row is read by a
  /// name or a bare position beside them.
  @Test func everyRowOfTheSQLiteBackendIsReadThroughQueryColumns() throws {
    let storage = fixturesFolder.deletingLastPathComponent().appendingPathComponent("Sources/CatalogStorage")
    let files = try FileManager.default.subpathsOfDirectory(atPath: storage.path)
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("PostgreSQL/") && $0 != "SQLite/QueryColumns.swift" }
    var enums = 0
    for file in files {
      let text = try String(contentsOf: storage.appendingPathComponent(file), encoding: .utf8)
      enums += text.components(separatedBy: ": Int, QueryColumns {").count - 1
      for pattern in ["decode(forColumn:", "decode(atIndex:", "row[\""] {
        #expect(!text.contains(pattern), "\(file) reads a row with \(pattern)")
      }
    }
    #expect(enums > 0)
    let listed = Set(Self.queries.map { ObjectIdentifier($0.columns) })
    #expect(enums == listed.count, "a QueryColumns enum of the sources is not checked in `queries`")
  }

  private static func names<Columns: QueryColumns>(_ columns: Columns.Type) -> [String] { Columns.names }
}
