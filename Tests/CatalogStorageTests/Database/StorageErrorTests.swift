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
}
