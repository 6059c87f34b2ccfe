import GRDB

/// An INSERT of many rows of the same columns, written as multi-row `VALUES` statements of up
/// to `rowsPerStatement` rows each: SQLite opens the table's and its indexes' cursors (and the
/// foreign keys' parents') once per statement rather than once per row, which is most of the
/// cost of a narrow row. For rows whose ids nobody reads back (check results); errors become
/// `DatabaseError`s like any other, and a failed statement inserts none of its rows.
///
/// ```swift
/// var insert = try BatchedInsert(db, into: "tag", columns: ["scenarioId", "name"])
/// try insert.add([.integer(1), .text("smoke")])
/// try insert.finish()
/// ```
struct BatchedInsert {
  private let db: Database
  private let prefix: String
  private let columnCount: Int
  private let rowsPerStatement: Int
  /// The statement of a whole chunk of rows, prepared at its first use.
  private var full: Statement?
  /// Bound values of the rows not yet inserted, row after row.
  private var pending: [PreparedInsert.Value] = []

  /// - Parameters:
  ///   - table: The table, as SQL.
  ///   - columns: Its columns, as SQL, in the order `add` gives their values.
  ///   - rowsPerStatement: At most this many rows per statement; their values stay within
  ///     SQLite's default limit of 32,766 bound parameters.
  init(_ db: Database, into table: String, columns: [String], rowsPerStatement: Int = 256) throws {
    precondition(!columns.isEmpty && columns.count * rowsPerStatement <= 32_766)
    self.db = db
    prefix = "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
    columnCount = columns.count
    self.rowsPerStatement = rowsPerStatement
    pending.reserveCapacity(columns.count * rowsPerStatement)
  }

  /// Queues a row (one value per column); a whole chunk is inserted at once.
  mutating func add(_ row: [PreparedInsert.Value]) throws {
    precondition(row.count == columnCount)
    pending += row
    guard pending.count == columnCount * rowsPerStatement else { return }
    let statement = try full ?? statement(rows: rowsPerStatement)
    full = statement
    try execute(statement)
  }

  /// Inserts the rows still queued.
  mutating func finish() throws {
    guard !pending.isEmpty else { return }
    try execute(try statement(rows: pending.count / columnCount))
  }

  private func statement(rows: Int) throws -> Statement {
    let row = "(" + Array(repeating: "?", count: columnCount).joined(separator: ", ") + ")"
    return try db.makeStatement(sql: prefix + Array(repeating: row, count: rows).joined(separator: ", "))
  }

  private mutating func execute(_ statement: Statement) throws {
    try PreparedInsert.execute(statement, in: db, binding: pending)
    pending.removeAll(keepingCapacity: true)
  }
}
