#if PostgreSQL
import CatalogMigrations
import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStorage

/// The PostgreSQL schema against a real server: created once however many open a new database at
/// once, upgraded with its data, refused when newer or foreign, never created by a reader.
@Suite(.tags(.medium))
struct PostgresSchemaTests {
  /// Runs `sql` on `address` outside the catalog, as another tool would.
  static func execute(_ sql: String, on address: PostgresAddress) throws {
    let session = try PostgresSession.connect(address)
    defer { try? session.close() }
    for statement in PostgresSchema.statements(of: sql) { try session.execute(statement) }
  }

  static func tables(of address: PostgresAddress) throws -> [String] {
    let session = try PostgresSession.connect(address)
    defer { try? session.close() }
    return try session.query(
      "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = current_schema() ORDER BY 1"
    ).map { try $0.text(0) }
  }

  @Test func catalogsCreatingOneDatabaseAtOnceAllSucceed() throws {
    let address = try TestPostgres.freshDatabase()
    try runConcurrently(6) { index in
      let catalog = try CatalogDatabase(postgres: address)
      defer { try? catalog.close() }
      _ = try catalog.addScenarios([Fixtures.scenario("s\(index)")])
    }
    let catalog = try CatalogDatabase(postgres: address)
    #expect(try catalog.scenarioNames() == (0..<6).map { "s\($0)" })
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
  }

  @Test func aDatabaseMadeByTheFirstMigrationIsUpgradedWithItsData() throws {
    // Given a database made by migration 0001 alone, holding a scenario
    let address = try TestPostgres.freshDatabase()
    try Self.execute(
      CatalogMigrations.postgresFiles[0].sql + """
        ;
        CREATE TABLE catalogMigration (identifier TEXT PRIMARY KEY, appliedAt BIGINT NOT NULL);
        INSERT INTO catalogMigration VALUES ('0001_create_catalog', 0);
        INSERT INTO scenario (name, createdAt) VALUES ('plain', 0);
        INSERT INTO scenarioRevision (scenarioId, number, fileName, sourceFormat, source, createdAt)
          VALUES (1, 1, 'plain.yaml', 'yaml', 'name: plain', 0)
        """, on: address)

    // When this catalog opens it
    let catalog = try CatalogDatabase(postgres: address)

    // Then the schema is the latest and the scenario reads back, without a compiled form
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
    #expect(try catalog.scenario(named: "plain")?.revisions.map(\.source) == ["name: plain"])
    #expect(try catalog.replayableScenarios().map(\.compiled) == [nil])
  }

  @Test func aDatabaseFromANewerCatalogIsRefusedAndLeftAsItWas() throws {
    let address = try TestPostgres.freshDatabase()
    _ = try CatalogDatabase(postgres: address).addScenarios([Fixtures.scenario("plain")])
    try Self.execute("INSERT INTO catalogMigration VALUES ('0999_from_the_future', 0)", on: address)
    for access in [CatalogDatabase.Access.readWrite, .readOnly] {
      let error = #expect(throws: StorageError.self) { try CatalogDatabase(postgres: address, access: access) }
      #expect(
        error?.description
          == "database '\(address)' was created by a newer catalog (schema 0999); this catalog knows up to \(CatalogSchema.knownVersion): upgrade catalog"
      )
    }
  }

  @Test func aDatabaseWithTablesOfItsOwnIsRefusedAndLeftUntouched() throws {
    let address = try TestPostgres.freshDatabase()
    try Self.execute("CREATE TABLE invoices (id BIGINT)", on: address)
    let error = #expect(throws: StorageError.self) { try CatalogDatabase(postgres: address) }
    #expect(error?.description.hasPrefix("'\(address)' is a PostgreSQL database that is not a catalog") == true)
    #expect(try Self.tables(of: address) == ["invoices"])
  }

  @Test func openingForReadingNeverCreatesTheSchemaAndReadersCannotWrite() throws {
    let address = try TestPostgres.freshDatabase()
    let error = #expect(throws: StorageError.self) { try CatalogDatabase(postgres: address, access: .readOnly) }
    #expect(error?.description == "no catalog database at '\(address)'")
    #expect(try Self.tables(of: address).isEmpty)

    _ = try CatalogDatabase(postgres: address).addScenarios([Fixtures.scenario("plain")])
    let reader = try CatalogDatabase(postgres: address, access: .readOnly)
    #expect(try reader.scenarioNames() == ["plain"])
    let refused = #expect(throws: StorageError.self) { try reader.addScenarios([Fixtures.scenario("other")]) }
    #expect(refused?.isDiskProblem == true)
  }

  @Test func everyMigrationSplitsIntoStatementsWithoutStringsHoldingSeparators() throws {
    for file in CatalogMigrations.postgresFiles {
      let statements = PostgresSchema.statements(of: file.sql)
      #expect(!statements.isEmpty, "\(file.name)")
      for statement in statements {
        // A ';' or '--' inside a quoted literal would be split wrongly.
        let quoted = statement.split(separator: "'", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(quoted.allSatisfy { !$0.contains(";") && !$0.contains("--") }, "\(file.name): \(statement)")
      }
    }
  }
}

extension PostgresSchemaTests {
  /// Migration 0007 in PostgreSQL: timelines stored under the hash of their canonical text (as
  /// catalogs before it hashed them) get the hash of their digest form, keeping their ids.
  @Test func migration0007RehashesStoredTimelinesByTheirDigestForm() throws {
    // Given a catalog at 0006 holding a timeline under its old (canonical-text) hash
    let address = try TestPostgres.freshDatabase()
    let timeline = Fixtures.timeline(seed: 3)
    let catalog = try CatalogDatabase(postgres: address)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    _ = try catalog.recordBatch(Fixtures.batch(), runs: [Fixtures.run("plain", timeline: timeline)])
    try catalog.close()
    let oldHash = String(repeating: "ab", count: 32)
    try Self.execute(
      """
      UPDATE timeline SET hash = '\(oldHash)';
      DELETE FROM catalogMigration WHERE identifier = '0007_hash_timelines_by_digest_form'
      """, on: address)

    // When this catalog opens it
    let reopened = try CatalogDatabase(postgres: address)

    // Then the timeline has its digest-form hash again, and the run still points at it
    #expect(try reopened.appliedMigrations() == CatalogDatabase.knownMigrations)
    #expect(try reopened.storedTimeline(hash: oldHash) == nil)
    #expect(try reopened.timeline(hash: TimelineDigest.sha256(of: timeline)) == timeline)
    #expect(try reopened.runs(scenario: "plain").first?.timelineHash == TimelineDigest.sha256(of: timeline))
  }
}
#endif
