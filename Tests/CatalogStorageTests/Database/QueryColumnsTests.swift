import CatalogTestSupport
import GRDB
import Testing

@testable import CatalogStorage

/// Rows read by position must list their columns in the order the enums name them: the
/// prepared statements' column names are the enums' case names.
@Suite(.tags(.small))
struct QueryColumnsTests {
  private func columnNames(_ sql: String) throws -> [String] {
    let catalog = try CatalogDatabase.inMemory()
    return try catalog.read("prepare") { db in try db.makeStatement(sql: sql).columnNames }
  }

  @Test func storedBaselineColumnsAreInSelectionOrder() throws {
    #expect(try columnNames(StoredBaseline.selection + " WHERE 0") == StoredBaseline.Column.names)
  }

  @Test func replayableScenarioColumnsAreInSelectOrder() throws {
    let sql =
      ReplayableScenario.select(source: "r.source", compiled: "r.compiled")
      + " FROM scenario s JOIN scenarioRevision r WHERE 0"
    #expect(try columnNames(sql) == ReplayableScenario.Column.names)
  }

  @Test func storedRunColumnsAreInSelectionOrder() throws {
    #expect(try columnNames(StoredRun.selection + " WHERE 0") == StoredRun.Column.names)
  }
}
