import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// The queries that must stay fast on a large catalog use their indexes: a full scan of `run`
/// under a loop over scenarios is quadratic, and was once minutes on 10,000 scenarios.
@Suite(.tags(.small))
struct QueryPlanTests {
  static func plan(_ sql: String, _ arguments: StatementArguments) throws -> [String] {
    let catalog = try CatalogDatabase.inMemory()
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    _ = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("a", timeline: Fixtures.timeline())])
    return try catalog.dbWriter.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map {
        $0["detail"] as String? ?? ""
      }
    }
  }

  /// Whether a plan line reads all of table `run` (as `run` or `r`).
  static func scansRun(_ line: String) -> Bool {
    line.range(of: #"^SCAN (TABLE )?(run|r)\b"#, options: .regularExpression) != nil
  }

  @Test func listsLastRunsWithOneSeekPerScenarioAndProfile() throws {
    let plan = try Self.plan(SQLiteCatalog.lastRunsSQL, ["includeRemoved": false])
    #expect(!plan.contains(where: Self.scansRun), "\(plan)")
    #expect(plan.contains { $0.contains("index_run_on_scenarioId_profileId") }, "\(plan)")
  }

  @Test func latestRunsUseOneSeekPerScenarioAndProfile() throws {
    let plan = try Self.plan(StoredRun.latestSQL, ["includeRemoved": false, "scenario": nil, "profile": nil])
    #expect(!plan.contains(where: Self.scansRun), "\(plan)")
    #expect(plan.contains { $0.contains("index_run_on_scenarioId_profileId") }, "\(plan)")
  }

  @Test func theRunsOfAScenarioAreFoundByIndex() throws {
    let plan = try Self.plan(StoredRun.ofScenarioSQL, ["scenario": "a", "profile": nil, "limit": 20])
    #expect(!plan.contains(where: Self.scansRun), "\(plan)")
  }
}
