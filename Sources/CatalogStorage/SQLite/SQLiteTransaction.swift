import GRDB

/// The writes of one catalog transaction, handed to the body of `CatalogDatabase.write(_:_:)`.
///
/// Each method is the same as the `CatalogDatabase` method of the same name, without a
/// transaction of its own: everything done through one `CatalogTransaction` commits together.
/// It must not escape the body it was given to. The steps both backends share (adding scenarios
/// and recordings, accepting baselines) are `DialectTransaction`'s; this type writes their SQL.
///
/// For example:
/// ```swift
/// try catalog.write("import baselines") { transaction in
///   _ = try transaction.addScenarios(scenarios)
///   _ = try transaction.acceptBaselines(baselines)
/// }
/// ```
final class SQLiteTransaction: DialectTransaction {
  let db: Database
  var memo = TransactionMemo()
  /// The writer of timelineEvent rows, made on first use.
  var eventWriter: TimelineEventWriter?
  let now: Int64

  /// A transaction on `db` that records `now` (milliseconds since 1970) as the time of its writes.
  init(_ db: Database, now: Int64) {
    self.db = db
    self.now = now
  }

  // MARK: - Lookups

  func findOrInsertNamedRow(in table: String, name: String) throws -> Int64 {
    let select = try db.cachedStatement(sql: "SELECT id FROM \(table) WHERE name = :name")
    if let id = try Int64.fetchOne(select, arguments: ["name": name]) { return id }
    try db.cachedStatement(sql: "INSERT INTO \(table) (name) VALUES (:name)").execute(arguments: ["name": name])
    return db.lastInsertedRowID
  }

  /// The id of scenario `name`, which must exist.
  ///
  /// - Parameter allowRemoved: Whether a removed scenario will do (check results and obsolete
  ///   baselines may name one); otherwise it is `StorageError.removedScenario`.
  func scenarioID(_ name: String, allowRemoved: Bool = false) throws -> Int64 {
    typealias Column = StoredScenario.IDColumn
    let statement = try db.cachedStatement(sql: StoredScenario.idSQL)
    guard let row = try Row.fetchOne(statement, arguments: ["name": name]) else {
      throw StorageError.unknownScenario(name)
    }
    let removedAt: Int64? = try row.decode(Column.removedAt)
    if removedAt != nil, !allowRemoved { throw StorageError.removedScenario(name) }
    return try row.decode(Column.id)
  }
}
