#if PostgreSQL
import Foundation
import PostgresNIO

/// The writes of one PostgreSQL transaction (`PostgresCatalog.write`), with the same meaning as
/// `SQLiteTransaction`'s; the steps both backends share are `DialectTransaction`'s.
///
/// Large writes are set-based: a batch's runs, check results, new timelines and their events go
/// to the server as arrays (`INSERT … SELECT * FROM unnest($1, $2, …)`), a few statements per
/// batch rather than one per row, since each statement costs a round trip to the server. Ids of
/// new rows are drawn from their sequences first (`nextval`), so each input row knows its id in
/// input order.
final class PostgresTransaction: DialectTransaction {
  let session: PostgresSession
  var memo = TransactionMemo()
  let now: Int64

  /// A transaction on `session` that records `now` (milliseconds since 1970) as the time of its
  /// writes.
  init(_ session: PostgresSession, now: Int64) {
    self.session = session
    self.now = now
  }

  // MARK: - Lookups

  func findOrInsertNamedRow(in table: String, name: String) throws -> Int64 {
    if let row = try session.query("SELECT id FROM \(table) WHERE name = $1", PostgresBindings(name)).first {
      return try row.int(0)
    }
    return try session.query("INSERT INTO \(table) (name) VALUES ($1) RETURNING id", PostgresBindings(name))[0].int(0)
  }

  /// The id of scenario `name`, which must exist.
  ///
  /// - Parameter allowRemoved: Whether a removed scenario will do; otherwise it is
  ///   `StorageError.removedScenario`.
  func scenarioID(_ name: String, allowRemoved: Bool = false) throws -> Int64 {
    guard
      let row = try session.query("SELECT id, removedAt FROM scenario WHERE name = $1", PostgresBindings(name)).first
    else { throw StorageError.unknownScenario(name) }
    if try row.optionalInt(1) != nil, !allowRemoved { throw StorageError.removedScenario(name) }
    return try row.int(0)
  }

  /// `count` new ids of `table`, in increasing order.
  func newIDs(_ table: String, count: Int) throws -> [Int64] {
    guard count > 0 else { return [] }
    return try session.query(
      "SELECT nextval(pg_get_serial_sequence('\(table)', 'id')) FROM generate_series(1, $1)",
      PostgresBindings(Int64(count))
    ).map { try $0.int(0) }.sorted()
  }
}
#endif
