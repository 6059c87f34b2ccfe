import Foundation

/// The catalog: scenarios, their revisions, runs, content-addressed timelines, baselines, batches
/// and check results, in a SQLite file or in a PostgreSQL database shared by a team.
///
/// The value is one interface over two backends (`CatalogBackend`): `SQLiteCatalog`, the
/// embedded default, and `PostgresCatalog`, a server many engineers and CI jobs use at once.
/// Both keep the same schema (per dialect in `Migrations/`), migrate it when opened and refuse
/// a database migrated by a newer catalog; every write method runs in one transaction, and
/// `write(_:_:)` groups several into one, so a command's writes are all there or none are. The
/// runner calls the same methods whichever backend answers.
///
/// For example:
/// ```swift
/// let catalog = try CatalogDatabase(path: "catalog.sqlite")
/// let team = try CatalogDatabase(
///   postgres: try PostgresAddress(url: "postgres://ci@db.example:5432/catalog"))
/// let outcomes = try catalog.addScenarios([input])
/// let summaries = try team.listScenarios()
/// ```
package struct CatalogDatabase: Sendable {
  /// How a database is opened.
  package enum Access: Sendable {
    /// For commands that write: the file and its folder are created if missing (a PostgreSQL
    /// database gets the catalog's schema).
    case readWrite
    /// For commands that only read: a missing file (a database without the catalog's schema) is
    /// `StorageError.notFound` and is not created, and writes fail as read-only. A database from
    /// an older catalog is still upgraded first.
    case readOnly
  }

  /// How long a write waits for another process's transaction before giving up.
  package static let busyTimeout: TimeInterval = 10

  /// The database as messages name it: the file path, or the URL without its password.
  package let path: String

  /// The backend every call is forwarded to.
  let backend: any CatalogBackend

  init(backend: any CatalogBackend) {
    self.backend = backend
    self.path = backend.displayName
  }

  /// The time now by the catalog's clock, the one its write transactions record: what an
  /// operation stamps on what it stores (an acceptance, a rejection, a kept recording), so that
  /// one clock, given when the catalog is opened, dates everything a command writes.
  package func now() -> Date { backend.clock() }

  /// Whether the catalog is a PostgreSQL database (not a SQLite file).
  package var isPostgres: Bool { backend.isPostgres }

  /// Opens the SQLite catalog at `path`, migrating it to the latest schema.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - access: `.readWrite` (the default) creates the file on first use; `.readOnly` never
  ///     creates it.
  ///   - clock: The time each write transaction records (the system clock by default).
  /// - Throws: `StorageError.newerSchema` when a newer catalog migrated the file (which is left
  ///   untouched), `.notFound` for a missing file opened read-only, `.readOnly`, `.notADatabase`
  ///   or `.cannotOpen` when the file cannot be used.
  package init(path: String, access: Access = .readWrite, clock: @escaping CatalogClock = { Date() })
    throws(StorageError)
  {
    self.init(backend: try SQLiteCatalog(path: path, access: access, clock: clock))
  }

  /// Connects to the PostgreSQL catalog at `address`, migrating its schema to the latest one.
  ///
  /// - Parameters:
  ///   - address: The server, user and database.
  ///   - access: `.readWrite` (the default) creates the catalog's schema in an empty database;
  ///     `.readOnly` never does, and its transactions are read-only.
  ///   - clock: The time each write transaction records (the system clock by default).
  /// - Throws: `StorageError.cannotOpen` when the server cannot be reached or refuses the user,
  ///   `.notFound` for a database without the schema opened read-only, `.newerSchema`,
  ///   `.foreignDatabase`.
  package init(
    postgres address: PostgresAddress, access: Access = .readWrite, clock: @escaping CatalogClock = { Date() }
  ) throws(StorageError) {
    #if PostgreSQL
    self.init(backend: try PostgresCatalog(address: address, access: access, clock: clock))
    #else
    throw StorageError.cannotOpen(path: address.description, cause: Self.withoutPostgreSQL)
    #endif
  }

  /// Whether this build has the PostgreSQL backend: the package trait `PostgreSQL`
  /// (`swift build --traits PostgreSQL`), which the test command and the team's builds turn on.
  /// Without it, swift-nio, postgres-nio and swift-nio-ssl are not built, and a first build of
  /// `catalog` takes about half the time.
  package static var hasPostgreSQL: Bool {
    #if PostgreSQL
    true
    #else
    false
    #endif
  }

  /// Why a PostgreSQL catalog cannot be opened by a build without the backend, and what to do.
  package static let withoutPostgreSQL =
    "this catalog was built without its PostgreSQL backend; build it with "
    + "'swift build --traits PostgreSQL' (Docs/team-catalog.md) to use a team catalog"

  /// A new, empty SQLite catalog in memory, for tests and previews; `clock` is the time its
  /// writes record.
  package static func inMemory(clock: @escaping CatalogClock = { Date() }) throws(StorageError) -> CatalogDatabase {
    CatalogDatabase(backend: try SQLiteCatalog.inMemory(clock: clock))
  }

  /// Which kind of database this is: `sqlite` or `postgresql`.
  package var dialect: Dialect {
    #if PostgreSQL
    backend is PostgresCatalog ? .postgresql : .sqlite
    #else
    .sqlite
    #endif
  }

  /// The two kinds of database the catalog lives in.
  package enum Dialect: String, Sendable {
    case sqlite
    case postgresql
  }

  // MARK: - Transactions

  /// Runs `body` in one write transaction: its writes are all committed, or none are when it
  /// throws (or the process dies).
  ///
  /// Use it to make one command's writes one transaction, for example adding scenarios and
  /// recording the batch that ran them.
  ///
  /// For example:
  /// ```swift
  /// let recorded = try catalog.write("record the batch") { transaction in
  ///   _ = try transaction.addScenarios(inputs)
  ///   return try transaction.recordBatch(batch, runs: runs)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: What the transaction does, as a verb phrase for error messages.
  ///   - body: The writes; the transaction must not escape it.
  /// - Throws: `StorageError`; what `body` throws becomes one (a `StorageError` as it is).
  package func write<T>(_ operation: String, _ body: (any CatalogTransaction) throws -> T) throws(StorageError) -> T {
    try backend.write(operation, body)
  }

  // MARK: - Maintenance

  /// The problems an integrity check finds (`PRAGMA integrity_check` and the foreign keys in
  /// SQLite; PostgreSQL enforces its constraints as it writes), with, in both, the references of
  /// the passed results a check records together (`checkPassed`), which no foreign key covers;
  /// empty when the database is sound.
  package func integrityProblems() throws(StorageError) -> [String] {
    try backend.integrityProblems()
  }

  /// Closes the database. For SQLite, the WAL's pages first move into the main file, so that
  /// the file alone holds the catalog; for PostgreSQL, the connection ends.
  ///
  /// Optional: a process that exits without closing leaves a consistent database. Any use after
  /// closing throws.
  package func close() throws(StorageError) {
    try backend.close()
  }

  /// The migrations applied to the database, in order: `["0001_create_catalog"]`.
  package func appliedMigrations() throws(StorageError) -> [String] {
    try backend.appliedMigrations()
  }

  /// The database's size in bytes: the SQLite file's, or `pg_database_size` of the PostgreSQL
  /// database.
  package func sizeInBytes() throws(StorageError) -> Int {
    try backend.sizeInBytes()
  }

  /// Whether the PostgreSQL database at `address` has the catalog's schema, without changing it.
  ///
  /// - Throws: `StorageError.cannotOpen` when the server cannot be reached.
  package static func postgresCatalogExists(at address: PostgresAddress) throws(StorageError) -> Bool {
    #if PostgreSQL
    let session = try PostgresSession.connect(address)
    defer { try? session.close() }
    do {
      return try PostgresSchema.hasMigrationTable(session)
    } catch {
      throw PostgresFailure.wrapping(error, operation: "look for the catalog", url: address.description)
    }
    #else
    throw StorageError.cannotOpen(path: address.description, cause: withoutPostgreSQL)
    #endif
  }

  /// The migrations this catalog knows, in order; the same for both dialects.
  package static var knownMigrations: [String] { CatalogSchema.identifiers }
}
