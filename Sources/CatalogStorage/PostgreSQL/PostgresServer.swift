#if PostgreSQL
import Foundation
import PostgresNIO

/// Databases of a PostgreSQL server, for the tests and benchmarks that give each catalog a
/// database of its own on a throwaway server (`Scripts/postgres-cluster.sh`).
///
/// For example:
/// ```swift
/// let server = try PostgresAddress(url: "postgres://catalog@127.0.0.1:5433/postgres")
/// let address = try PostgresServer.createDatabase(named: "catalog_test_1", on: server)
/// let catalog = try CatalogDatabase(postgres: address)
/// ```
package enum PostgresServer {
  /// Creates an empty database named `name` (lowercase letters, digits and `_`) on the server of
  /// `server`, and returns its address.
  ///
  /// - Throws: `StorageError.invalidInput` for another name, or what the server answered.
  package static func createDatabase(named name: String, on server: PostgresAddress) throws(StorageError)
    -> PostgresAddress
  {
    try requireSimpleName(name)
    try administer(server) { session in try session.execute("CREATE DATABASE \(name)") }
    var address = server
    address.database = name
    return address
  }

  /// Drops database `name` from the server of `server`, ending its connections first.
  package static func dropDatabase(named name: String, on server: PostgresAddress) throws(StorageError) {
    try requireSimpleName(name)
    try administer(server) { session in try session.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }
  }

  private static func requireSimpleName(_ name: String) throws(StorageError) {
    guard !name.isEmpty, name.count <= 63,
      name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
    else { throw StorageError.invalidInput("'\(name)' is not a simple database name") }
  }

  private static func administer(_ server: PostgresAddress, _ body: (PostgresSession) throws -> Void)
    throws(StorageError)
  {
    let session = try PostgresSession.connect(server)
    defer { try? session.close() }
    do {
      try body(session)
    } catch {
      throw PostgresFailure.wrapping(error, operation: "administer the server", url: server.description)
    }
  }
}
#endif
