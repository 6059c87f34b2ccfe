import CatalogMigrations
import GRDB

/// The catalog's schema: the migrations of `Migrations/*.sql`, embedded in the binary and
/// registered with GRDB in file-name order.
///
/// Each file is one migration, identified by its file stem (`0001_create_catalog`) and executed
/// with one `db.execute(sql:)` in its own transaction. Migrations talk to the database in SQL, so
/// they do not depend on the Swift types of the current release; the one exception is a step
/// SQLite cannot express (`swiftSteps`: computing SHA-256 digests in 0007).
enum CatalogSchema {
  /// The migrator of every embedded migration.
  static let migrator: DatabaseMigrator = makeMigrator(files: CatalogMigrations.files)

  /// The identifiers of the embedded migrations, in the order they apply.
  static var identifiers: [String] { CatalogMigrations.files.map(\.identifier) }

  /// A migrator that registers `files`, sorted by name.
  ///
  /// A file whose first line is `-- foreign keys: deferred` (one that rebuilds a table others
  /// refer to) runs with foreign-key enforcement off; GRDB checks every foreign key before it
  /// commits.
  static func makeMigrator(files: [CatalogMigrations.File]) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for file in files.sorted(by: { $0.name < $1.name }) {
      let sql = file.sql
      let checks: DatabaseMigrator.ForeignKeyChecks =
        sql.hasPrefix(deferredForeignKeysMarker) ? .deferred : .immediate
      let step = swiftSteps[file.identifier]
      migrator.registerMigration(file.identifier, foreignKeyChecks: checks) { db in
        try db.execute(sql: sql)
        try step?(db)
      }
    }
    return migrator
  }

  /// Work that a migration's SQL cannot do, run right after its file in the same transaction:
  /// only where SQLite lacks the function (SHA-256), documented in the file itself.
  static let swiftSteps: [String: @Sendable (Database) throws -> Void] = [
    "0007_hash_timelines_by_digest_form": TimelineRehash.run
  ]

  /// The first line of a migration that runs with foreign keys checked only at its end.
  static let deferredForeignKeysMarker = "-- foreign keys: deferred"

  /// The schema version an identifier stands for in messages: its zero-padded number, `0002`.
  static func version(of identifier: String) -> String {
    let digits = identifier.prefix { $0.isASCII && $0.isNumber }
    return digits.isEmpty ? identifier : String(digits)
  }

  /// The newest schema version this catalog knows, `0001`.
  static var knownVersion: String {
    version(of: identifiers.last ?? "0000")
  }

  /// The newest migration applied to `db` that this catalog does not know, if any.
  ///
  /// A database that has one was migrated by a newer catalog.
  static func unknownMigration(_ db: Database) throws -> String? {
    let known = Set(identifiers)
    let applied = try migrator.appliedIdentifiers(db)
    return applied.filter { !known.contains($0) }.max()
  }
}
