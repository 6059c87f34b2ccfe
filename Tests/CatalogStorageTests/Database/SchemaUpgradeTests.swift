import CatalogMigrations
import CatalogModel
import CatalogTestSupport
import Crypto
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Databases made by older catalogs are upgraded with their data; databases made by newer ones
/// are refused and left alone.
@Suite(.tags(.medium))
struct SchemaUpgradeTests {
  @Test func aDatabaseMadeByTheFirstMigrationIsUpgradedWithItsDataIntact() throws {
    // Given a database made by migration 0001 alone, holding data
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let expected = FirstReleaseCatalog.timeline()
    // The first release addressed a timeline by the SHA-256 of its canonical text; migration 0007
    // re-hashes it by its digest form.
    let textHash = SHA256.hash(data: Array(expected.canonicalText().utf8)).map { String(format: "%02x", $0) }
      .joined()
    let hash = TimelineDigest.sha256(of: expected)
    #expect(textHash != hash)
    let firstEra = try DatabaseQueue(path: path)
    try CatalogSchema.makeMigrator(files: [CatalogMigrations.files[0]]).migrate(firstEra)
    try firstEra.write { db in try db.execute(sql: FirstReleaseCatalog.rows(hash: textHash)) }
    try firstEra.close()

    // When this catalog opens it
    let catalog = try CatalogDatabase(path: path)

    // Then the schema is the latest and every row reads back through today's API
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
    let scenario = try #require(try catalog.scenario(named: "plain"))
    #expect(scenario.revisions.map(\.source) == ["name: plain", "name: plain # v2"])
    #expect(scenario.tags == ["sheet"])
    let runs = try catalog.runs(scenario: "plain")
    #expect(runs.count == 1)
    #expect(runs.first?.revision == 2)
    #expect(runs.first?.profileRulesVersion == 3)
    #expect(runs.first?.timelineHash == hash)
    #expect(try catalog.timeline(hash: textHash) == nil)
    let timeline = try #require(try catalog.timeline(hash: hash))
    #expect(timeline == expected)
    #expect(TimelineDigest.sha256(of: timeline) == hash)
    let baselines = try catalog.currentBaselines()
    #expect(baselines.map(\.timelineHash) == [hash])
    #expect(try catalog.listScenarios().map(\.lastRuns.count) == [1])
    #expect(try catalog.integrityProblems().isEmpty)
    // Migration 0002: revisions made before it have no compiled form, and adding the same source
    // again fills it in without a new revision.
    #expect(try catalog.replayableScenarios().map(\.compiled) == [nil])
    let again = try catalog.addScenarios([
      ScenarioInput(
        name: "plain", source: "name: plain # v2", fileName: "plain.yaml", sourceFormat: .yaml,
        compiled: [1, 2, 3])
    ])
    #expect(again.map(\.change) == [.unchanged])
    #expect(try catalog.replayableScenarios().map(\.compiled) == [[1, 2, 3]])

    // And it keeps working: new runs share the old timeline
    let recorded = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("plain", timeline: expected)])
    #expect(recorded.newTimelineCount == 0)
  }

  @Test func aDatabaseFromANewerCatalogIsRefusedAndLeftByteIdentical() throws {
    // Given a catalog database that a newer catalog migrated further
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    do {
      let catalog = try CatalogDatabase(path: path)
      _ = try catalog.addScenarios([Fixtures.scenario("plain")])
      try catalog.execute("INSERT INTO grdb_migrations (identifier) VALUES ('0999_from_the_future')")
      try catalog.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    // When this catalog opens it, for writing or for reading
    for access in [CatalogDatabase.Access.readWrite, .readOnly] {
      let error = #expect(throws: StorageError.self) {
        try CatalogDatabase(path: path, access: access)
      }

      // Then it refuses with a message that says what to do
      #expect(
        error?.description
          == "database '\(path)' was created by a newer catalog (schema 0999); this catalog knows up to \(CatalogSchema.knownVersion): upgrade catalog"
      )
    }
    // And the file is untouched
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func catalogsCreatingOneDatabaseAtOnceAllSucceed() throws {
    // Given no database yet
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")

    // When six processes' worth of catalogs create it and write at the same time
    try runConcurrently(6) { index in
      let catalog = try CatalogDatabase(path: path)
      _ = try catalog.addScenarios([Fixtures.scenario("s\(index)")])
    }

    // Then every one of them succeeded
    let catalog = try CatalogDatabase(path: path)
    #expect(try catalog.scenarioNames() == (0..<6).map { "s\($0)" })
    #expect(try catalog.integrityProblems().isEmpty)
  }
}
