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

  @Test func recordingsAreNumberedPerScenarioInOrder() throws {
    // Given two scenarios
    let catalog = try CatalogDatabase.inMemory()
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

  @Test func aNumberKeepsItsContentOrSupersedesItWithHistory() throws {
    let catalog = try CatalogDatabase.inMemory()
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

  @Test func aRemovedScenarioTakesItsRecordingsWithItUntilItIsAddedAgain() throws {
    let catalog = try CatalogDatabase.inMemory()
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

  @Test func anExportImportsIntoAnotherCatalogWithTheSameNumbersAndBytes() throws {
    let source = try CatalogDatabase.inMemory()
    _ = try source.addScenarios([Fixtures.scenario("a")])
    try source.addRecordings([Self.input("a", "one\n"), Self.input("a", "two\n"), Self.input("a", "three\n")])
    try source.addRecordings([Self.input("a", "two, again\n", number: 2)])
    let exports = try source.exportScenarios()
    #expect(exports[0].recordings.map(\.number) == [1, 2, 3])

    let target = try CatalogDatabase.inMemory()
    let outcome = try target.importScenarios(
      exports.map(\.scenario), baselines: [],
      recordings: exports[0].recordings.map {
        RecordingInput(
          scenario: $0.scenario, number: $0.number, content: $0.content, iosVersion: $0.iosVersion,
          eventCount: $0.eventCount, importedAt: Fixtures.start)
      })
    #expect(outcome.recorded.map(\.change) == [.created, .created, .created])
    #expect(try target.recordings().map(\.content) == ["one\n", "two, again\n", "three\n"])
    #expect(try target.recordings().map(\.contentHash) == (try source.recordings()).map(\.contentHash))
  }

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
