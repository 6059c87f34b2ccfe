#if PostgreSQL
import CatalogMigrations
import Foundation
import PostgresNIO

/// The PostgreSQL schema: the migrations of `Migrations/PostgreSQL/*.postgres.sql`, embedded in
/// the binary, applied in file-name order, each in its own transaction, and recorded in
/// `catalogMigration` by the same identifiers as the SQLite ones.
///
/// Many CI jobs may open a new database at once: each migration runs under a transaction-scoped
/// advisory lock and looks again, under it, whether another process applied it meanwhile. A
/// database with a migration this catalog does not know was migrated by a newer catalog and is
/// refused before anything is written; a database with tables of its own but no
/// `catalogMigration` is not a catalog and is left untouched.
enum PostgresSchema {
  /// The identifiers of the embedded PostgreSQL migrations, in the order they apply.
  static var identifiers: [String] { CatalogMigrations.postgresFiles.map(\.identifier) }

  /// The migrations applied to the database, in order; empty when it has no catalog schema.
  static func applied(_ session: PostgresSession) throws -> [String] {
    guard try hasMigrationTable(session) else { return [] }
    return try session.query("SELECT identifier FROM catalogMigration ORDER BY identifier COLLATE \"C\"").map {
      try $0[0].decode(String.self)
    }
  }

  /// Whether the database has the catalog's migration table. A query of `pg_tables` rather than
  /// `to_regclass`, which answers from a cache that may not yet know a table another process just
  /// created.
  static func hasMigrationTable(_ session: PostgresSession) throws -> Bool {
    try session.query(
      """
      SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = current_schema()
                     AND tablename = 'catalogmigration')
      """)[0].bool(0)
  }

  /// Brings the database to the latest schema (or refuses it).
  ///
  /// - Throws: `StorageError.newerSchema`, `.foreignSchema`, or `.notFound` for a database
  ///   without the catalog's schema opened read-only.
  static func migrate(_ session: PostgresSession, access: CatalogDatabase.Access, url: String) throws {
    if try hasMigrationTable(session) {
      let done = try applied(session)
      try refuseNewerSchema(done, url: url)
      if done == identifiers { return }
    } else {
      // Under the migration lock: another process may be creating the schema right now, and its
      // first tables must not make this database look foreign.
      try underMigrationLock(session) {
        guard try !hasMigrationTable(session) else { return }
        let tables = try session.query(
          "SELECT COUNT(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()")[0].int(0)
        guard tables == 0 else { throw StorageError.foreignSchema(url: url) }
        guard access == .readWrite else { throw StorageError.notFound(path: url) }
      }
    }
    for file in CatalogMigrations.postgresFiles {
      try underMigrationLock(session) {
        try session.execute(
          "CREATE TABLE IF NOT EXISTS catalogMigration (identifier TEXT PRIMARY KEY, appliedAt BIGINT NOT NULL)")
        let done = try applied(session)
        try refuseNewerSchema(done, url: url)
        guard !done.contains(file.identifier) else { return }
        for statement in statements(of: file.sql) { try session.execute(statement) }
        try swiftSteps[file.identifier]?(session)
        // When the schema changed, by the wall clock: bookkeeping of the database, not something
        // a command stores, so it does not take a time from the catalog's clock.
        try session.execute(
          "INSERT INTO catalogMigration (identifier, appliedAt) VALUES ($1, $2)",
          PostgresBindings(file.identifier, Date().catalogMilliseconds))
      }
    }
  }

  /// Work that a migration's SQL cannot do, run right after its file in the same transaction, as
  /// `CatalogSchema.swiftSteps` does for SQLite: 0007's new timeline hashes, which only Swift can
  /// compute (the digest form).
  static let swiftSteps: [String: @Sendable (PostgresSession) throws -> Void] = [
    "0007_hash_timelines_by_digest_form": rehashTimelines
  ]

  /// Gives every stored timeline the hash of its digest form (`TimelineRehash` in SQLite).
  static func rehashTimelines(_ session: PostgresSession) throws {
    for row in try session.query("SELECT id, hash FROM timeline ORDER BY id") {
      let id = try row.int(0)
      let timeline = try PostgresCatalog.storedTimeline(id, hash: try row.text(1), in: session)
      try session.execute(
        "UPDATE timeline SET hash = $1 WHERE id = $2", PostgresBindings(TimelineDigest.sha256(of: timeline), id))
    }
  }

  /// Runs `body` in a transaction that holds the migration lock.
  private static func underMigrationLock(_ session: PostgresSession, _ body: () throws -> Void) throws {
    try session.lock.withLock {
      try session.execute("BEGIN")
      do {
        try session.execute("SELECT pg_advisory_xact_lock($1)", PostgresBindings(PostgresCatalog.migrationLockKey))
        try body()
        try session.execute("COMMIT")
      } catch {
        _ = try? session.execute("ROLLBACK")
        throw error
      }
    }
  }

  private static func refuseNewerSchema(_ applied: [String], url: String) throws {
    let known = Set(identifiers)
    guard let unknown = applied.filter({ !known.contains($0) }).max() else { return }
    throw StorageError.newerSchema(
      path: url, schema: CatalogSchema.version(of: unknown), known: CatalogSchema.knownVersion)
  }

  /// The statements of a migration file: its text without `--` comments, split at each `;`.
  ///
  /// The extended query protocol runs one statement at a time. Migration files hold no `;` or
  /// `--` inside a string literal (`MigrationFilesTests` checks), so this split is exact.
  static func statements(of sql: String) -> [String] {
    let withoutComments = sql.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.range(of: "--").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
    return withoutComments.split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }
}
#endif
