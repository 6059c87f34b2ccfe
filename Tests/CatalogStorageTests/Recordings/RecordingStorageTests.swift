import CatalogMigrations
import CatalogModel
import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Recordings kept with their scenarios (migration 0006): numbered per scenario, superseded with
/// history, exported and imported as they were, and gone with a removed scenario.
@Suite(.tags(.small))
struct RecordingStorageTests {
  static func input(_ scenario: String, _ content: String, number: Int? = nil) -> RecordingInput {
    RecordingInput(
      scenario: scenario, number: number, content: content, iosVersion: "17.2", device: "iPhone 15",
      sdkVersion: "17.2", recordedAt: "2024-03-01", recordedBy: "ana", eventCount: 3, importedAt: Fixtures.start)
  }

  @Test(arguments: StorageKind.allCases) func recordingsAreNumberedPerScenarioInOrder(_ kind: StorageKind) throws {
    // Given two scenarios
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a"), Fixtures.scenario("b")])

    // When recordings are kept without numbers
    let outcomes = try catalog.addRecordings([
      Self.input("a", "first"), Self.input("b", "other"), Self.input("a", "second"),
    ])

    // Then each scenario numbers its own from 1
    #expect(outcomes.map(\.number) == [1, 1, 2])
    #expect(outcomes.map(\.change) == [.created, .created, .created])
    let stored = try catalog.recordings()
    #expect(stored.map { "\($0.scenario):\($0.number):\($0.content)" } == ["a:1:first", "a:2:second", "b:1:other"])
    #expect(stored[0].iosVersion == "17.2")
    #expect(stored[0].device == "iPhone 15")
    #expect(stored[0].recordedBy == "ana")
    #expect(stored[0].eventCount == 3)
    #expect(stored[0].contentHash.count == 64)
    #expect(try catalog.recordings(scenario: "b").map(\.number) == [1])

    // The same content again, without a number, is the recording the scenario has.
    let again = try catalog.addRecordings([Self.input("a", "second")])[0]
    #expect(again.change == .unchanged)
    #expect(again.number == 2)
    #expect(try catalog.recordings().count == 3)
  }

  @Test(arguments: StorageKind.allCases) func aNumberKeepsItsContentOrSupersedesItWithHistory(_ kind: StorageKind)
    throws
  {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    let created = try catalog.addRecordings([Self.input("a", "v1", number: 3)])[0]
    #expect(created.change == .created)

    // The same content again changes nothing; other content supersedes it
    #expect(try catalog.addRecordings([Self.input("a", "v1", number: 3)])[0].change == .unchanged)
    let replaced = try catalog.addRecordings([Self.input("a", "v2", number: 3)])[0]
    #expect(replaced.change == .superseded(created.id))
    #expect(try catalog.recordings().map(\.content) == ["v2"])
    #expect(try catalog.recordingHistory(scenario: "a", number: 3).map(\.content) == ["v2", "v1"])

    // A recording without a number comes after the highest number ever used
    #expect(try catalog.addRecordings([Self.input("a", "v3")])[0].number == 4)
  }

  @Test(arguments: StorageKind.allCases) func aRemovedScenarioTakesItsRecordingsWithItUntilItIsAddedAgain(
    _ kind: StorageKind
  ) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a"), Fixtures.scenario("b")])
    try catalog.addRecordings([Self.input("a", "x"), Self.input("b", "y")])
    #expect(try catalog.removeScenario(named: "a"))
    #expect(try catalog.recordings().map(\.scenario) == ["b"])
    #expect(try catalog.exportScenarios().flatMap(\.recordings).map(\.scenario) == ["b"])
    #expect(throws: StorageError.self) { try catalog.addRecordings([Self.input("a", "z")]) }
    #expect(throws: StorageError.self) { try catalog.addRecordings([Self.input("missing", "z")]) }
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    #expect(try catalog.recordings().map(\.scenario) == ["a", "b"])
  }

  @Test(arguments: StorageKind.allCases) func anExportImportsIntoAnotherCatalogWithTheSameNumbersAndBytes(
    _ kind: StorageKind
  ) throws {
    let source = try TestCatalog.empty(kind)
    _ = try source.addScenarios([Fixtures.scenario("a")])
    try source.addRecordings([Self.input("a", "h\none\n"), Self.input("a", "h\ntwo\n"), Self.input("a", "h\nthree\n")])
    try source.addRecordings([Self.input("a", "h\ntwo, again\n", number: 2)])
    let exports = try source.exportScenarios()
    #expect(exports[0].recordings.map(\.number) == [1, 2, 3])

    let target = try TestCatalog.empty(kind)
    let outcome = try target.importScenarios(
      exports.map(\.scenario), baselines: [],
      recordings: exports[0].recordings.map {
        RecordingInput(
          scenario: $0.scenario, number: $0.number, content: $0.content, iosVersion: $0.iosVersion,
          eventCount: $0.eventCount, importedAt: Fixtures.start)
      })
    #expect(outcome.recorded.map(\.change) == [.created, .created, .created])
    #expect(try target.recordings().map(\.content) == ["h\none\n", "h\ntwo, again\n", "h\nthree\n"])
    #expect(try target.recordings().map(\.contentHash) == (try source.recordings()).map(\.contentHash))
  }

  // MARK: - Review of issue 13 (D2, D7)

  @Test(arguments: StorageKind.allCases) func theSameEventsUnderAnotherHeaderAreTheSameRecording(_ kind: StorageKind)
    throws
  {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    let first = try catalog.addRecordings([Self.input("a", "{\"source\": \"present.log\"}\nE1\nE2\n")])[0]
    #expect(first.change == .created)
    // The same events from a log of another name: nothing added, the first header kept.
    let copy = try catalog.addRecordings([Self.input("a", "{\"source\": \"copy.log\"}\nE1\nE2\n")])[0]
    #expect(copy.change == .sameEvents)
    #expect(copy.number == 1)
    #expect(try catalog.recordings().map(\.content) == ["{\"source\": \"present.log\"}\nE1\nE2\n"])
    // Other events, or the same on another device, iOS version or SDK, are other recordings.
    var other = Self.input("a", "{\"source\": \"copy.log\"}\nE1\nE2\n")
    other.device = "iPad"
    #expect(try catalog.addRecordings([other])[0].number == 2)
    other.device = "iPhone 15"
    other.sdkVersion = nil
    #expect(try catalog.addRecordings([other])[0].number == 3)
    #expect(try catalog.addRecordings([Self.input("a", "{}\nE1\n")])[0].number == 4)
  }

  @Test(arguments: StorageKind.allCases) func aRecordingIsTiedToTheRevisionWhoseSourceItNames(_ kind: StorageKind)
    throws
  {
    let catalog = try TestCatalog.empty(kind)
    let v1 = Fixtures.scenario("a")
    let v2 = Fixtures.scenario("a", variant: 1)
    _ = try catalog.addScenarios([v1])
    var input = Self.input("a", "{\"v\": 1}\nE1\n")
    input.scenarioSHA256 = ContentHash.sha256(v1.source)
    let first = try catalog.addRecordings([input])[0]
    #expect(first.revision == 1)
    #expect(try catalog.recordings().map(\.revision) == [1])

    // A new revision leaves the recording tied to revision 1.
    _ = try catalog.addScenarios([v2])
    #expect(try catalog.recordings().map(\.revision) == [1])
    // The same events made against revision 2 re-tie recording:1, keeping the old one as history.
    input.content = "{\"v\": 2}\nE1\n"
    input.scenarioSHA256 = ContentHash.sha256(v2.source)
    let retied = try catalog.addRecordings([input])[0]
    #expect(retied.change == .retied(first.id))
    #expect(retied.number == 1)
    #expect(retied.revision == 2)
    #expect(try catalog.recordingHistory(scenario: "a", number: 1).map(\.revision) == [2, 1])
    // A source no revision has, or none named, ties it to nothing.
    var unknown = Self.input("a", "{}\nE9\n")
    unknown.scenarioSHA256 = String(repeating: "0", count: 64)
    #expect(try catalog.addRecordings([unknown, Self.input("a", "{}\nE8\n")]).map(\.revision) == [nil, nil])
  }

  @Test(arguments: StorageKind.allCases) func oneRecordingCanBeRemovedAndStaysAsHistory(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    try catalog.addRecordings([Self.input("a", "{}\nE1\n"), Self.input("a", "{}\nE2\n")])
    let removed = try #require(try catalog.removeRecording(scenario: "a", number: 1, at: Fixtures.start))
    #expect(try catalog.recordings().map(\.number) == [2])
    #expect(try catalog.exportScenarios().flatMap(\.recordings).map(\.number) == [2])
    let history = try catalog.recordingHistory(scenario: "a", number: 1)
    #expect(history.map(\.id) == [removed])
    #expect(history.first?.removedAt == Fixtures.start)
    #expect(try catalog.removeRecording(scenario: "a", number: 1) == nil)
    #expect(try catalog.removeRecording(scenario: "a", number: 7) == nil)
    #expect(throws: StorageError.self) { try catalog.removeRecording(scenario: "missing", number: 1) }
    // Importing its log again makes a new recording with the next number.
    #expect(try catalog.addRecordings([Self.input("a", "{}\nE1\n")])[0].number == 3)
  }

  @Test(arguments: StorageKind.allCases) func aRemovedScenarioStillCountsItsRecordingsWhenAsked(_ kind: StorageKind)
    throws
  {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    try catalog.addRecordings([Self.input("a", "{}\nE1\n")])
    #expect(try catalog.removeScenario(named: "a"))
    #expect(try catalog.recordings(scenario: "a").isEmpty)
    #expect(try catalog.recordings(scenario: "a", includingRemovedScenarios: true).map(\.number) == [1])
  }

  @Test func migration0009TiesOlderRecordingsToTheRevisionTheyWereImportedAgainst() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let before = try DatabaseQueue(path: path)
    let files = CatalogMigrations.files.filter { $0.name < "0009" }
    try CatalogSchema.makeMigrator(files: files).migrate(before)
    try before.write { db in
      try db.execute(
        sql: """
          INSERT INTO scenario (id, name, createdAt) VALUES (1, 'a', 1000);
          INSERT INTO scenarioRevision (id, scenarioId, number, fileName, sourceFormat, source, createdAt)
            VALUES (11, 1, 1, 'a.yaml', 'yaml', 'name: a', 1000), (12, 1, 2, 'a.yaml', 'yaml', 'name: a # 2', 3000);
          INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, eventCount, importedAt)
            VALUES (1, 1, 'x', '\(String(repeating: "a", count: 64))', '9', 0, 2000),
                   (1, 2, 'y', '\(String(repeating: "b", count: 64))', '9', 0, 3000);
          """)
    }
    try before.close()
    let catalog = try CatalogDatabase(path: path)
    #expect(try catalog.recordings().map(\.revision) == [1, 2])
  }

  #if PostgreSQL
  /// PostgreSQL's 0009 does what SQLite's does to recordings kept before it: each is tied to the
  /// revision that was its scenario's latest when it was imported.
  @Test func postgresMigration0009TiesOlderRecordingsToTheRevisionTheyWereImportedAgainst() throws {
    let address = try TestPostgres.freshDatabase()
    let session = try PostgresSession.connect(address)
    defer { try? session.close() }
    var sql = ""
    for file in CatalogMigrations.postgresFiles where file.name < "0009" { sql += file.sql + ";\n" }
    sql += """
      CREATE TABLE catalogMigration (identifier TEXT PRIMARY KEY, appliedAt BIGINT NOT NULL);
      INSERT INTO scenario (id, name, createdAt) VALUES (1, 'a', 1000);
      INSERT INTO scenarioRevision (id, scenarioId, number, fileName, sourceFormat, source, createdAt)
        VALUES (11, 1, 1, 'a.yaml', 'yaml', 'name: a', 1000), (12, 1, 2, 'a.yaml', 'yaml', 'name: a # 2', 3000);
      INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, eventCount, importedAt)
        VALUES (1, 1, 'x', '\(String(repeating: "a", count: 64))', '9', 0, 2000),
               (1, 2, 'y', '\(String(repeating: "b", count: 64))', '9', 0, 3000)
      """
    for file in CatalogMigrations.postgresFiles where file.name < "0009" {
      sql += ";\nINSERT INTO catalogMigration (identifier, appliedAt) VALUES ('\(file.identifier)', 0)"
    }
    for statement in PostgresSchema.statements(of: sql) { try session.execute(statement) }
    // The ids were given, so the identity columns start again after them.
    try session.execute("SELECT setval(pg_get_serial_sequence('scenario', 'id'), 1)")
    try session.execute("SELECT setval(pg_get_serial_sequence('scenarioRevision', 'id'), 12)")

    let catalog = try CatalogDatabase(postgres: address)
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
    #expect(try catalog.recordings().map(\.revision) == [1, 2])
    #expect(try catalog.recordings().map(\.removedAt) == [nil, nil])
  }
  #endif

  @Test func theSchemaRefusesWhatTheStoreNeverWrites() throws {
    let catalog = try CatalogDatabase.inMemory()
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    #expect(throws: StorageError.self) { try catalog.addRecordings([Self.input("a", "x", number: 0)]) }
    try catalog.addRecordings([Self.input("a", "x", number: 1)])
    #expect(throws: (any Error).self) {
      try catalog.dbWriter.write { db in
        try db.execute(
          sql: """
            INSERT INTO recording (scenarioId, number, content, contentHash, iosVersion, eventCount, importedAt)
            SELECT scenarioId, number, 'y', contentHash, iosVersion, eventCount, importedAt FROM recording
            """)
      }
    }
  }
}
