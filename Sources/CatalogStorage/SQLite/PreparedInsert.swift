import GRDB
import GRDBSQLite

/// An INSERT prepared once and stepped with the SQLite C API, for the rows a large batch writes
/// by the thousand (runs, check results): the values are bound directly, without the
/// allocations of a general `StatementArguments`. Errors become `DatabaseError`s like any other.
struct PreparedInsert {
  /// A value to bind.
  enum Value {
    case integer(Int64)
    case text(String)
    case null
  }

  private let db: Database
  private let statement: Statement

  init(_ db: Database, sql: String) throws {
    self.db = db
    statement = try db.makeStatement(sql: sql)
  }

  /// Binds `values` to parameters 1, 2, … and steps the statement once.
  func execute(_ values: Value...) throws {
    try Self.execute(statement, in: db, binding: values)
  }

  /// Binds `values` to `statement`'s parameters 1, 2, … and steps it once (also for
  /// `BatchedInsert`'s multi-row statements).
  static func execute(_ statement: Statement, in db: Database, binding values: [Value]) throws {
    let handle = statement.sqliteStatement
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    // SQLITE_TRANSIENT: SQLite copies each text, which lives here only as a temporary C string.
    let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    for (offset, value) in values.enumerated() {
      let index = CInt(offset + 1)
      switch value {
      case .integer(let number): sqlite3_bind_int64(handle, index, number)
      case .null: sqlite3_bind_null(handle, index)
      case .text(let text): sqlite3_bind_text(handle, index, text, -1, transient)
      }
    }
    let code = sqlite3_step(handle)
    guard code == SQLITE_DONE else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
        sql: statement.sql)
    }
  }
}

extension PreparedInsert.Value {
  /// An optional integer, NULL when absent.
  static func integer(_ number: Int64?) -> Self { number.map { .integer($0) } ?? .null }
  /// An optional text, NULL when absent.
  static func text(_ text: String?) -> Self { text.map { .text($0) } ?? .null }
}
