import GRDB
import Testing

@testable import CatalogStorage

extension CatalogDatabase {
  /// The SQLite connection(s) of a SQLite catalog, for tests that look at SQLite directly.
  var dbWriter: any DatabaseWriter {
    get throws {
      try #require(backend as? SQLiteCatalog, "this test needs a SQLite catalog").dbWriter
    }
  }

  /// Runs `body` on a snapshot of a SQLite catalog.
  func read<T>(_ operation: String, _ body: (Database) throws -> T) throws -> T {
    try #require(backend as? SQLiteCatalog, "this test needs a SQLite catalog").read(operation, body)
  }
}

extension CatalogDatabase {
  /// How many rows of `table` match `condition` (SQL that reads the same in both dialects), in
  /// either kind of catalog.
  func count(_ table: String, where condition: String = "TRUE") throws -> Int {
    let sql = "SELECT COUNT(*) FROM \(table) WHERE \(condition)"
    #if PostgreSQL
    if let postgres = backend as? PostgresCatalog {
      return try postgres.read("count") { session in try session.query(sql)[0].count(0) }
    }
    #endif
    return try dbWriter.read { db in try Int.fetchOne(db, sql: sql.replacingOccurrences(of: "TRUE", with: "1")) ?? -1 }
  }

  /// Runs `sql` (one statement that reads the same in both dialects) on either kind of catalog,
  /// outside the store's API: another tool's edit, or damage.
  func execute(_ sql: String) throws {
    #if PostgreSQL
    if let postgres = backend as? PostgresCatalog {
      try postgres.session.execute(sql)
      return
    }
    #endif
    try dbWriter.write { db in try db.execute(sql: sql) }
  }
}
