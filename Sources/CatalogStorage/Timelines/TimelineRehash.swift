import CatalogModel
import GRDB

/// Migration 0007's step in Swift: gives every stored timeline the hash of its digest form.
///
/// Catalogs before 0007 hashed a timeline's canonical text. The step reads each timeline's events
/// back, as `check` and `diff` do, and writes `TimelineDigest.sha256(of:)` of them. Rows keep
/// their ids, so baselines, runs and check results still point at them. Its cost is one read of
/// every stored event, once.
enum TimelineRehash {
  /// Every stored timeline's id and hash, in id order.
  static let sql = "SELECT id, hash FROM timeline ORDER BY id"

  /// The columns of `sql`, in order.
  enum Column: Int, QueryColumns {
    case id, hash
  }

  static func run(_ db: Database) throws {
    let rows = try Row.fetchAll(db, sql: sql)
    let update = try db.makeStatement(sql: "UPDATE timeline SET hash = :hash WHERE id = :id")
    for row in rows {
      let id: Int64 = try row.decode(Column.id)
      let old: String = try row.decode(Column.hash)
      let timeline = try Timeline(storedEventsOf: id, in: db, hash: old)
      try update.execute(arguments: ["hash": TimelineDigest.sha256(of: timeline), "id": id])
    }
  }
}
