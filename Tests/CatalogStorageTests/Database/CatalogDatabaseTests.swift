import CatalogModel
import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Opening, safety and failure modes of the catalog database.
@Suite(.tags(.medium))
struct CatalogDatabaseTests {
  @Test func openingForWritingCreatesTheFileInWALMode() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("nested/catalog.sqlite")
    let catalog = try CatalogDatabase(path: path)
    #expect(FileManager.default.fileExists(atPath: path))
    let journalMode = try catalog.dbWriter.read {
      try String.fetchOne($0, sql: "PRAGMA journal_mode")
    }
    #expect(journalMode == "wal")
    let foreignKeys = try catalog.dbWriter.read {
      try Bool.fetchOne($0, sql: "PRAGMA foreign_keys")
    }
    #expect(foreignKeys == true)
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
  }

  @Test func closingCheckpointsTheWAL() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let catalog = try CatalogDatabase(path: path)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    try catalog.close()
    let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
    #expect(wal == 0)
    #expect(throws: (any Error).self) { try catalog.scenarioNames() }
    #expect(try CatalogDatabase(path: path, access: .readOnly).scenarioNames() == ["plain"])
  }

  @Test func openingForReadingNeverCreatesTheFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let error = #expect(throws: StorageError.self) {
      try CatalogDatabase(path: path, access: .readOnly)
    }
    #expect(error?.description == "no catalog database at '\(path)'")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aCatalogOpenedForReadingReadsButRefusesWrites() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    _ = try CatalogDatabase(path: path).addScenarios([Fixtures.scenario("plain")])

    let reader = try CatalogDatabase(path: path, access: .readOnly)
    #expect(try reader.scenarioNames() == ["plain"])
    let error = #expect(throws: StorageError.self) {
      try reader.addScenarios([Fixtures.scenario("other")])
    }
    #expect(error?.isDiskProblem == true)
    #expect(error?.description.hasPrefix("the catalog database '\(path)' is read-only: ") == true)
  }

  @Test func aFileThatIsNotSQLiteIsReportedAsSuch() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    try Data(String(repeating: "not a database ", count: 100).utf8).write(
      to: URL(fileURLWithPath: path))
    let error = #expect(throws: StorageError.self) { try CatalogDatabase(path: path) }
    #expect(error?.description == "'\(path)' is not a catalog database (not a SQLite file)")
  }

  @Test(.enabled(if: ReadOnlyFiles.areAvailable))
  func aReadOnlyDatabaseFileGivesTheReadOnlyError() throws {
    // Given a catalog whose file cannot be written
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    _ = try CatalogDatabase(path: path).addScenarios([Fixtures.scenario("plain")])
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(ReadOnlyFiles.makeReadOnly(path))
    defer { ReadOnlyFiles.makeWritable(path) }

    // When a command writes to it
    let error = #expect(throws: StorageError.self) {
      let catalog = try CatalogDatabase(path: path)
      _ = try catalog.recordBatch(
        Fixtures.batch(), runs: [Fixtures.run("plain", timeline: Fixtures.timeline())])
    }

    // Then the error says read-only, and nothing changed
    #expect(error?.isDiskProblem == true)
    #expect(
      error?.description.hasPrefix("the catalog database '\(path)' is read-only") == true,
      "\(String(describing: error))")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test(.enabled(if: ReadOnlyFiles.areAvailable))
  func aReadOnlyFolderGivesTheReadOnlyError() throws {
    let folder = try TemporaryFolder()
    let locked = folder.file("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    #expect(ReadOnlyFiles.makeReadOnly(locked))
    defer { ReadOnlyFiles.makeWritable(locked) }

    let error = #expect(throws: StorageError.self) {
      try CatalogDatabase(path: locked + "/catalog.sqlite")
    }
    #expect(error?.isDiskProblem == true)
    #expect(error?.description.contains("is read-only") == true, "\(String(describing: error))")
  }

  @Test(.enabled(if: ReadOnlyFiles.areAvailable))
  func aCatalogInAReadOnlyFolderCanStillBeRead() throws {
    // Given a catalog file copied alone (no -wal or -shm file beside it) into a folder that
    // then became read-only, as on a read-only mount or a downloaded CI artefact
    let folder = try TemporaryFolder()
    let original = folder.file("catalog.sqlite")
    let catalog = try CatalogDatabase(path: original)
    _ = try catalog.addScenarios([Fixtures.scenario("plain"), Fixtures.scenario("sheet")])
    try catalog.close()
    let locked = folder.file("locked")
    let path = locked + "/catalog.sqlite"
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    try FileManager.default.copyItem(atPath: original, toPath: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(ReadOnlyFiles.makeReadOnly(locked))
    defer { ReadOnlyFiles.makeWritable(locked) }

    // When a reading command opens it, it reads everything
    let reader = try CatalogDatabase(path: path, access: .readOnly)
    #expect(try reader.scenarioNames() == ["plain", "sheet"])
    try reader.close()

    // While a writing command still gets the read-only error, and nothing changed
    let error = #expect(throws: StorageError.self) {
      _ = try CatalogDatabase(path: path).addScenarios([Fixtures.scenario("third")])
    }
    #expect(error?.isDiskProblem == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try folder.entries("locked") == ["catalog.sqlite"])
  }

  @Test func aFullDiskGivesTheDiskFullErrorAndWritesNothing() throws {
    // Given a catalog that can grow by a few pages only
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let catalog = try CatalogDatabase(path: path)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    try catalog.dbWriter.writeWithoutTransaction { db in
      let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      try db.execute(sql: "PRAGMA max_page_count = \(pages + 4)")
    }

    // When a batch needs more room than that
    let runs = (0..<50).map {
      Fixtures.run("plain", timeline: Fixtures.timeline(seed: $0, eventCount: 100))
    }
    let error = #expect(throws: StorageError.self) {
      try catalog.recordBatch(Fixtures.batch(), runs: runs)
    }

    // Then the error says so, and the catalog holds none of the batch
    #expect(error?.isDiskProblem == true)
    #expect(
      error?.description
        == "disk full while writing to '\(path)': could not record the batch; nothing was written")
    #expect(try catalog.batches().isEmpty)
    #expect(try catalog.timelineCount() == 0)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test func aWriteThatFailsHalfwayLeavesNothingBehind() throws {
    // Given a catalog with one scenario
    let catalog = try CatalogDatabase.inMemory()
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])

    // When a batch fails on its third run, after storing two timelines
    let runs = [
      Fixtures.run("plain", timeline: Fixtures.timeline(seed: 1)),
      Fixtures.run("plain", profile: "uikit-8", timeline: Fixtures.timeline(seed: 2)),
      Fixtures.run("missing", timeline: Fixtures.timeline(seed: 3)),
    ]
    let error = #expect(throws: StorageError.self) {
      try catalog.write("run and add") { transaction in
        _ = try transaction.addScenarios([Fixtures.scenario("added-in-the-same-transaction")])
        return try transaction.recordBatch(Fixtures.batch(), runs: runs)
      }
    }

    // Then none of it is stored: no batch, run, timeline, event, profile or scenario
    #expect(error?.description == "no scenario named 'missing' in the catalog")
    let counts = try catalog.dbWriter.read { db in
      try ["batch", "run", "timeline", "timelineEvent", "profile", "scenario"].map {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1
      }
    }
    #expect(counts == [0, 0, 0, 0, 0, 1])
  }

  @Test func twoWritersOnOneFileBothFinish() throws {
    // Given two catalogs (two connection pools, as two processes would have) on one file
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let setup = try CatalogDatabase(path: path)
    _ = try setup.addScenarios((0..<10).map { Fixtures.scenario("s\($0)") })

    // When both record batches at the same time
    try runConcurrently(2) { writer in
      let catalog = try CatalogDatabase(path: path)
      for batch in 0..<10 {
        let runs = (0..<10).map {
          Fixtures.run(
            "s\($0)",
            timeline: Fixtures.timeline(seed: writer * 1000 + batch * 10 + $0, eventCount: 50))
        }
        _ = try catalog.recordBatch(Fixtures.batch(), runs: runs)
      }
    }

    // Then every batch is there, and the file is sound
    #expect(try setup.batches(limit: 100).count == 20)
    #expect(try setup.timelineCount() == 200)
    #expect(try setup.integrityProblems().isEmpty)
  }
}
