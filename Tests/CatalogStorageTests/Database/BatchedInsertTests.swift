import GRDB
import Testing

@testable import CatalogStorage

/// `BatchedInsert` writes every row it is given, in whole statements and a last partial one,
/// with each value bound as given; a row SQLite refuses fails its statement.
@Suite(.tags(.small))
struct BatchedInsertTests {
  private func queue() throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE item (id INTEGER NOT NULL, label TEXT, note TEXT)")
    }
    return queue
  }

  @Test func everyRowIsInsertedAcrossWholeAndPartialStatements() throws {
    let queue = try queue()
    try queue.write { db in
      var insert = try BatchedInsert(db, into: "item", columns: ["id", "label", "note"], rowsPerStatement: 3)
      for id in 1...7 {
        try insert.add([.integer(Int64(id)), .text(id.isMultiple(of: 2) ? "even \(id)" : nil), .text("n'\(id)")])
      }
      try insert.finish()
      try insert.finish()
    }
    let rows = try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT id, label, note FROM item ORDER BY rowid").map {
        "\($0[0] as Int64) \(($0[1] as String?) ?? "NULL") \($0[2] as String)"
      }
    }
    #expect(
      rows == [
        "1 NULL n'1", "2 even 2 n'2", "3 NULL n'3", "4 even 4 n'4", "5 NULL n'5", "6 even 6 n'6", "7 NULL n'7",
      ])
  }

  @Test func aRowSQLiteRefusesFailsItsStatement() throws {
    let queue = try queue()
    #expect(throws: DatabaseError.self) {
      try queue.write { db in
        var insert = try BatchedInsert(db, into: "item", columns: ["id", "label", "note"], rowsPerStatement: 2)
        try insert.add([.integer(1), .null, .null])
        try insert.add([.null, .null, .null])
      }
    }
    #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") } == 0)
  }

  @Test func nothingQueuedInsertsNothing() throws {
    let queue = try queue()
    try queue.write { db in
      var insert = try BatchedInsert(db, into: "item", columns: ["id", "label", "note"])
      try insert.finish()
    }
    #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") } == 0)
  }
}
