import CatalogTestSupport
import GRDB
import Testing

@testable import CatalogStorage

/// How SQLite's errors become `StorageError`s.
@Suite(.tags(.small))
struct StorageErrorTests {
  @Test func aSharedMemoryFileThatCannotGrowIsAFullDisk() {
    // On a full disk, opening a WAL database fails with SQLITE_IOERR_SHMSIZE, not SQLITE_FULL
    let error = StorageError.wrapping(
      DatabaseError(resultCode: .SQLITE_IOERR_SHMSIZE, message: "disk I/O error"),
      operation: "open the catalog", path: "catalog.sqlite")

    #expect(error.isDiskProblem)
    #expect(
      error.description
        == "disk full while writing to 'catalog.sqlite': could not open the catalog; nothing was written"
    )
  }

  @Test func otherInputOutputErrorsKeepTheirCodeAndMessage() {
    let error = StorageError.wrapping(
      DatabaseError(resultCode: .SQLITE_IOERR_READ, message: "disk I/O error"),
      operation: "open the catalog", path: "catalog.sqlite")

    #expect(!error.isDiskProblem)
    #expect(
      error.description
        == "could not open the catalog in 'catalog.sqlite': disk I/O error (SQLite error 266)")
  }

  /// Issue 28: the store's errors are typed. Each `catch` below binds a `StorageError`, not `any
  /// Error` (the `switch` would not compile otherwise), and gets the case the documentation names.
  @Test func theStoreThrowsTypedStorageErrors() throws {
    let folder = try TemporaryFolder()
    let missing = folder.file("missing.sqlite")
    do {
      _ = try CatalogDatabase(path: missing, access: .readOnly)
      Issue.record("a missing catalog opened for reading")
    } catch {
      switch error {
      case .notFound(let path): #expect(path == missing)
      default: Issue.record("\(error)")
      }
    }
    let catalog = try CatalogDatabase.inMemory()
    do {
      _ = try catalog.baselineHistory(scenario: "alpha", profile: "uikit-17")
      _ = try catalog.acceptBaselines([])
    } catch {
      Issue.record("\(error.description)")
    }
    do {
      _ = try PostgresAddress(url: "mysql://x")
      Issue.record("a MySQL URL was read")
    } catch {
      switch error {
      case .invalidInput(let message): #expect(message.contains("postgres://user@host:5432/database"))
      default: Issue.record("\(error)")
      }
    }
  }

  /// What a write's body throws leaves `write` as a `StorageError`: one as it is, anything else
  /// as the backend's own database error naming the operation (SQLite's `.database`, code -1;
  /// PostgreSQL's `.postgres`, no SQLSTATE); nothing of the body's writes stays.
  @Test(arguments: StorageKind.allCases)
  func aWriteBodysErrorLeavesAsAStorageError(_ kind: StorageKind) throws {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "refused by the body" }
    }
    let catalog = try TestCatalog.empty(kind)
    defer { try? catalog.close() }
    for thrown in [StorageError.invalidInput("bad input"), Refused()] as [any Error] {
      do {
        try catalog.write("add and refuse") { transaction in
          _ = try transaction.addScenarios([Fixtures.scenario("alpha")])
          throw thrown
        }
        Issue.record("the write did not throw")
      } catch {
        switch (kind, error) {
        case (_, .invalidInput(let message)):
          #expect(message == "bad input" && thrown is StorageError)
        case (.sqlite, .database(let operation, let path, let code, let message)):
          #expect(operation == "add and refuse" && path == catalog.path && code == -1)
          #expect(message == "refused by the body")
        case (.postgresql, .postgres(let operation, let url, let sqlState, let message)):
          #expect(operation == "add and refuse" && url == catalog.path && sqlState.isEmpty)
          #expect(message == "refused by the body")
        default: Issue.record("\(error)")
        }
      }
    }
    #expect(try catalog.listScenarios().isEmpty)
  }
}
