import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogRunner

/// `CatalogOperation`: how each access opens (or refuses) a catalog, and the one place a storage
/// error becomes a `RunnerError`.
@Suite(.tags(.small))
struct CatalogOperationTests {
  /// An operation that counts the scenarios, or throws what it is given.
  private struct Probe: CatalogOperation {
    var access: CatalogAccess
    var failure: (any Error & Sendable)?
    var renamesOpeningFailures = false

    func perform(in catalog: CatalogDatabase) throws -> Int {
      if let failure { throw failure }
      return try catalog.scenarioNames().count
    }

    func openingFailed(_ error: RunnerError) -> RunnerError {
      renamesOpeningFailures ? .invalidInput("could not open: \(error.description)") : error
    }
  }

  @Test(arguments: [CatalogAccess.read, .write])
  func aMissingCatalogIsNoCatalogAndIsNotCreated(_ access: CatalogAccess) throws {
    let catalog = try TemporaryCatalog()
    #expect {
      try Probe(access: access).run(at: catalog.location)
    } throws: { error in
      guard case RunnerError.noCatalog(let path) = error else { return false }
      return path == catalog.location.path
    }
    #expect(!FileManager.default.fileExists(atPath: catalog.location.path))
  }

  @Test func createMakesTheMissingCatalog() throws {
    let catalog = try TemporaryCatalog()
    #expect(try Probe(access: .create).run(at: catalog.location) == 0)
    #expect(FileManager.default.fileExists(atPath: catalog.location.path))
    // Opened again, to read and to write, it is there.
    #expect(try Probe(access: .read).run(at: catalog.location) == 0)
    #expect(try Probe(access: .write).run(at: catalog.location) == 0)
  }

  @Test func aStorageErrorBecomesARunnerErrorAndARunnerErrorPassesUnchanged() throws {
    let catalog = try TemporaryCatalog()
    _ = try Probe(access: .create).run(at: catalog.location)
    #expect {
      try Probe(access: .read, failure: StorageError.unknownScenario("alpha")).run(at: catalog.location)
    } throws: { error in
      guard case RunnerError.storage(.unknownScenario(let name)) = error else { return false }
      return name == "alpha"
    }
    #expect {
      try Probe(access: .read, failure: StorageError.notFound(path: "gone.sqlite")).run(at: catalog.location)
    } throws: { error in
      guard case RunnerError.noCatalog(let path) = error else { return false }
      return path == "gone.sqlite"
    }
    #expect {
      try Probe(access: .read, failure: RunnerError.invalidInput("as given")).run(at: catalog.location)
    } throws: { error in
      guard case RunnerError.invalidInput(let message) = error else { return false }
      return message == "as given"
    }
  }

  /// Anything else a body throws is a failure of the catalog's own backend, named as that backend
  /// names a foreign error thrown inside its transactions: SQLite's `.database` with code -1, or
  /// PostgreSQL's `.postgres` without a SQLSTATE, whose message does not say "SQLite".
  @Test(arguments: StorageKind.allCases)
  func aForeignErrorIsAFailureOfTheCatalogsBackend(_ kind: StorageKind) throws {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "refused by the body" }
    }
    let catalog = try TestCatalog.empty(kind)
    defer { try? catalog.close() }
    do {
      _ = try Probe(access: .read, failure: Refused()).run(in: catalog)
      Issue.record("the operation did not throw")
    } catch {
      switch (kind, error) {
      case (.sqlite, .storage(.database(let operation, let path, let code, let message))):
        #expect(operation == "use the catalog" && path == catalog.path && code == -1)
        #expect(message == "refused by the body")
        #expect(error.description.hasSuffix("refused by the body (SQLite error -1)"))
      case (.postgresql, .storage(.postgres(let operation, let url, let sqlState, let message))):
        #expect(operation == "use the catalog" && url == catalog.path && sqlState.isEmpty)
        #expect(message == "refused by the body")
        #expect(!error.description.contains("SQLite"))
        #expect(error.exitCode == 3)
      default: Issue.record("\(error)")
      }
    }
  }

  @Test func openingFailuresGoThroughTheOperationsHook() throws {
    let catalog = try TemporaryCatalog()
    #expect {
      try Probe(access: .read, renamesOpeningFailures: true).run(at: catalog.location)
    } throws: { error in
      guard case RunnerError.invalidInput(let message) = error else { return false }
      return message.hasPrefix("could not open: ")
    }
  }
}
