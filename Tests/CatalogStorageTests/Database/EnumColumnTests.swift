import CatalogMigrations
import CatalogModel
import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Columns with a closed set of values (`run.status`, `batch.kind`) refuse anything else
/// (migration 0004), and the sets in SQL are exactly the Swift enumerations'.
@Suite(.tags(.medium))
struct EnumColumnTests {
  @Test func theSchemaAcceptsExactlyTheSwiftValues() throws {
    let schema = try #require(
      CatalogMigrations.files.first { $0.identifier == "0004_check_enum_columns" }?.sql)
    let statuses = RunStatus.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    let kinds = BatchKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    #expect(schema.contains("status IN (\(statuses))"))
    #expect(schema.contains("kind IN (\(kinds))"))
  }

  @Test func aRunWithAnUnknownStatusOrABatchOfAnUnknownKindIsRefused() throws {
    // Given a catalog with one recorded run
    let catalog = try CatalogDatabase.inMemory()
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    let recorded = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("plain", timeline: Fixtures.timeline())])

    // Then SQLite itself refuses values outside the sets
    try catalog.dbWriter.write { db in
      #expect(throws: DatabaseError.self) {
        try db.execute(
          sql: "UPDATE run SET status = 'bogus' WHERE id = :run", arguments: ["run": recorded.runIDs[0].rawValue])
      }
      #expect(throws: DatabaseError.self) {
        try db.execute(
          sql: "UPDATE batch SET kind = 'import' WHERE id = :batch", arguments: ["batch": recorded.batchID.rawValue])
      }
    }
    #expect(try catalog.run(id: recorded.runIDs[0])?.status == .ok)
  }

  @Test func theRebuildKeepsEveryRowAndEveryReference() throws {
    // Given a database at migration 0003 holding runs, batches, a baseline and check results
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let hash = TimelineDigest.sha256(of: FirstReleaseCatalog.timeline())
    let before = try DatabaseQueue(path: path)
    try CatalogSchema.makeMigrator(files: Array(CatalogMigrations.files.prefix(3))).migrate(before)
    try before.write { db in try db.execute(sql: FirstReleaseCatalog.rows(hash: hash)) }
    let tables = ["batch", "run", "baseline", "checkResult", "timeline", "timelineEvent"]
    func counts(_ db: Database) throws -> [Int] {
      try tables.map { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1 }
    }
    let expected = try before.read(counts)
    try before.close()
    #expect(expected[1] > 0)

    // When this catalog opens it (migration 0004 rebuilds batch and run)
    let catalog = try CatalogDatabase(path: path)

    // Then every row is still there, every foreign key resolves, and the runs read back
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
    let (after, violations, enforced) = try catalog.dbWriter.read { db in
      (
        try counts(db), try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"),
        try Int.fetchOne(db, sql: "PRAGMA foreign_keys")
      )
    }
    #expect(after == expected)
    #expect(violations.isEmpty)
    #expect(enforced == 1)
    #expect(try catalog.runs(scenario: "plain").first?.status == .ok)
  }
}
