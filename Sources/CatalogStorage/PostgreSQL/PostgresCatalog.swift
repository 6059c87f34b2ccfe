#if PostgreSQL
import CatalogMigrations
import Foundation
import PostgresNIO

/// The PostgreSQL catalog: the same schema and answers as `SQLiteCatalog`, in a database that a
/// team's engineers and CI jobs share; one of the two backends behind `CatalogDatabase`.
///
/// Writes are serialised as SQLite serialises them: every write transaction first takes one
/// transaction-scoped advisory lock of the database (`pg_advisory_xact_lock`), then works at
/// READ COMMITTED, so it sees everything committed before it got the lock. Two CI jobs recording
/// batches, two engineers accepting the same result, an import during a check: each transaction
/// reads the state the previous one left and changes it whole, so no update is lost, no baseline
/// is current twice (a partial unique index also refuses that), and no batch is half-written.
/// A command's transaction is short (replays happen before it), so writers wait for each other's
/// commits only; readers never wait, each read running in one REPEATABLE READ, READ ONLY
/// snapshot.
///
/// Content-addressed timelines are unique by hash across the database, so the whole team shares
/// one copy of each.
final class PostgresCatalog: CatalogBackend, @unchecked Sendable {
  let session: PostgresSession
  let address: PostgresAddress
  let access: CatalogDatabase.Access
  /// The time each write transaction records.
  let clock: CatalogClock
  var isPostgres: Bool { true }

  var displayName: String { address.description }

  /// The advisory lock that serialises writers (a fixed key, per database).
  static let writeLockKey: Int64 = 0x6361_7461_6C6F_6701
  /// The advisory lock that serialises migrations.
  static let migrationLockKey: Int64 = 0x6361_7461_6C6F_6702
  /// How long a writer waits for another's transaction before `StorageError.busy`, at most.
  static let lockTimeoutSeconds = 60.0

  init(address: PostgresAddress, access: CatalogDatabase.Access, clock: @escaping CatalogClock) throws(StorageError) {
    self.address = address
    self.access = access
    self.clock = clock
    session = try PostgresSession.connect(address)
    do {
      try PostgresSchema.migrate(session, access: access, url: address.description)
      if access == .readOnly {
        try session.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
      }
    } catch {
      try? session.close()
      throw PostgresFailure.wrapping(error, operation: "open the catalog", url: address.description)
    }
  }

  // MARK: - Transactions

  func write<T>(_ operation: String, _ body: (any CatalogTransaction) throws -> T) throws(StorageError) -> T {
    try session.locked { () throws(StorageError) -> T in
      do {
        try session.execute("BEGIN ISOLATION LEVEL READ COMMITTED")
      } catch {
        throw PostgresFailure.wrapping(error, operation: operation, url: displayName, written: .rolledBack)
      }
      do {
        try session.execute("SET LOCAL lock_timeout = '\(lockTimeout)ms'")
        do {
          try session.execute("SELECT pg_advisory_xact_lock($1)", PostgresBindings(Self.writeLockKey))
        } catch  where PostgresFailure.sqlState(of: error) == "57014" {
          // The statement timeout ended the wait for another writer's transaction: busy.
          throw StorageError.busy(path: displayName, operation: operation, cause: PostgresFailure.describe(error))
        }
        let result = try body(PostgresTransaction(session, now: clock().catalogMilliseconds))
        do {
          try session.execute("COMMIT")
        } catch {
          // Lost while the server committed: it may have.
          let lost = PostgresFailure.interruption(error) != nil
          throw PostgresFailure.wrapping(
            error, operation: operation, url: displayName, written: lost ? .unknown : .rolledBack)
        }
        CommitLog.record(displayName)
        return result
      } catch {
        // On a connection that is gone, a rollback would only fail (at once: it is closed); the
        // server discards the transaction by itself.
        if !session.isClosed { _ = try? session.execute("ROLLBACK") }
        throw PostgresFailure.wrapping(error, operation: operation, url: displayName, written: .rolledBack)
      }
    }
  }

  /// How long a writer waits for another's transaction, in milliseconds, before
  /// `StorageError.busy`: 60 s, or less when the statement timeout is shorter.
  var lockTimeout: Int64 { min(Self.lockTimeoutSeconds, address.statementTimeout).wholeUnits(1000) }

  /// Runs `body` in one read-only snapshot of the database.
  ///
  /// The session's lock is held from BEGIN to COMMIT, so reads made from several threads at once
  /// (`check`'s three reads side by side, its replay thread beside the thread that reads the next
  /// chunk's forms) take turns on the one connection, each whole, and never take in another
  /// thread's statements (or a write's, which holds the same lock).
  func read<T>(_ operation: String, _ body: (PostgresSession) throws -> T) throws(StorageError) -> T {
    try session.locked { () throws(StorageError) -> T in
      do {
        try session.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        let result = try body(session)
        try session.execute("COMMIT")
        return result
      } catch {
        if !session.isClosed { _ = try? session.execute("ROLLBACK") }
        throw PostgresFailure.wrapping(error, operation: operation, url: displayName)
      }
    }
  }

  // MARK: - Maintenance

  /// PostgreSQL checks its constraints (foreign keys, CHECK, unique) as it writes, so the catalog
  /// checks what they do not cover: every timeline has as many events as it says, numbered from 0,
  /// and the passed results checks record together (`checkPassed`) refer to scenarios, profiles
  /// and runs the catalog has.
  func integrityProblems() throws(StorageError) -> [String] {
    try read("check the catalog's integrity") { session in
      let passed = try session.query(
        """
        SELECT 'check #' || p.batchId || ' ' || e.value::text
        FROM checkPassed p CROSS JOIN LATERAL jsonb_array_elements(p.results) WITH ORDINALITY AS e(value, position)
        WHERE NOT EXISTS (SELECT 1 FROM scenario WHERE id = (e.value ->> 0)::bigint)
           OR NOT EXISTS (SELECT 1 FROM profile WHERE id = (e.value ->> 1)::bigint)
           OR (e.value ->> 2 IS NOT NULL AND NOT EXISTS (SELECT 1 FROM run WHERE id = (e.value ->> 2)::bigint))
        ORDER BY p.batchId, p.part, e.position
        """
      ).map { row in
        "a passed result refers to a scenario, profile or run the catalog does not have: \(try row.text(0))"
      }
      let timelines = try session.query(
        """
        SELECT t.hash, t.eventCount, COUNT(e.seq), COALESCE(MAX(e.seq) + 1, 0)
        FROM timeline t LEFT JOIN timelineEvent e ON e.timelineId = t.id
        GROUP BY t.id, t.hash, t.eventCount
        HAVING COUNT(e.seq) <> t.eventCount OR COALESCE(MAX(e.seq) + 1, 0) <> t.eventCount
        ORDER BY t.hash
        """
      ).map { row in
        "timeline \(try row.text(0)) has \(try row.int(2)) events of \(try row.int(1))"
      }
      return timelines + passed
    }
  }

  func appliedMigrations() throws(StorageError) -> [String] {
    try read("read the schema version") { session in
      try PostgresSchema.applied(session)
    }
  }

  func sizeInBytes() throws(StorageError) -> Int {
    try read("measure the catalog") { session in
      try session.query("SELECT pg_database_size(current_database())")[0].count(0)
    }
  }

  func close() throws(StorageError) {
    do {
      try session.close()
    } catch {
      throw PostgresFailure.wrapping(error, operation: "close the catalog", url: displayName)
    }
  }
}
#endif
