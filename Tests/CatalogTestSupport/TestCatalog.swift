import CatalogStorage
import Foundation
import Testing

/// The two kinds of catalog the storage suite and the end-to-end tests run against.
package enum StorageKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case postgresql

  package var testDescription: String { rawValue }
}

/// The PostgreSQL server of the tests: the throwaway cluster `Scripts/test.sh` starts
/// (`Scripts/postgres-cluster.sh`) and names in `CATALOG_TEST_POSTGRES_URL`.
///
/// Each test gets a database of its own, so tests run in parallel without seeing each other's
/// rows. Without a server, a test that needs one is cancelled with a message that says so (it
/// shows in the test output as skipped, with the reason), never passed silently.
package enum TestPostgres {
  package static let environmentVariable = "CATALOG_TEST_POSTGRES_URL"

  /// The server's address (its `postgres` database), or nil when the tests have none.
  package static let server: PostgresAddress? = {
    guard let url = ProcessInfo.processInfo.environment[environmentVariable], !url.isEmpty else { return nil }
    return try? PostgresAddress(url: url)
  }()

  /// Why PostgreSQL tests are skipped here.
  package static let unavailable =
    "no PostgreSQL server for the tests: \(environmentVariable) is not set (Scripts/test.sh starts a throwaway cluster and sets it; it could not start one here)"

  /// The server, or the current test cancelled (reported as skipped) with `unavailable`.
  package static func requireServer() throws -> PostgresAddress {
    guard CatalogDatabase.hasPostgreSQL else { try Test.cancel(Comment(rawValue: notBuilt)) }
    guard let server else { try Test.cancel(Comment(rawValue: unavailable)) }
    return server
  }

  /// Why PostgreSQL tests are skipped by a build without the backend.
  package static let notBuilt =
    "this test build has no PostgreSQL backend (the package trait 'PostgreSQL'; Scripts/test.sh builds with '--traits PostgreSQL')"

  /// A new, empty database on the test server, named uniquely.
  package static func freshDatabase() throws -> PostgresAddress {
    let server = try requireServer()
    let name = "catalog_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    #if PostgreSQL
    return try PostgresServer.createDatabase(named: name, on: server)
    #else
    _ = name
    try Test.cancel(Comment(rawValue: notBuilt))
    #endif
  }

  /// The URL of a new, empty database, as `--db` takes it.
  package static func freshURL() throws -> String {
    let address = try freshDatabase()
    return "postgres://\(address.user)@\(address.host):\(address.port)/\(address.database)?sslmode=disable"
  }
}

/// Empty catalogs of either kind.
package enum TestCatalog {
  /// A new, empty catalog: SQLite in memory, or PostgreSQL in a database of its own.
  package static func empty(_ kind: StorageKind, clock: @escaping CatalogClock = { Date() }) throws -> CatalogDatabase {
    switch kind {
    case .sqlite: try CatalogDatabase.inMemory(clock: clock)
    case .postgresql: try CatalogDatabase(postgres: try TestPostgres.freshDatabase(), clock: clock)
    }
  }
}

/// One catalog that several connections open, as several processes would: a SQLite file, or a
/// PostgreSQL database of its own. `open()` gives a new connection each time.
package struct SharedTestCatalog: Sendable {
  package let kind: StorageKind
  private let path: String?
  private let address: PostgresAddress?
  private let folder: TemporaryFolder?

  package init(_ kind: StorageKind) throws {
    self.kind = kind
    switch kind {
    case .sqlite:
      let folder = try TemporaryFolder()
      self.folder = folder
      path = folder.file("catalog.sqlite")
      address = nil
    case .postgresql:
      folder = nil
      path = nil
      address = try TestPostgres.freshDatabase()
    }
  }

  /// A new connection to the catalog.
  package func open() throws -> CatalogDatabase {
    if let address { return try CatalogDatabase(postgres: address) }
    return try CatalogDatabase(path: path ?? "")
  }
}
