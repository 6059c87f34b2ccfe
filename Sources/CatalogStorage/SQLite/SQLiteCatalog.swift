import CatalogModel
import Foundation
import GRDB

/// The SQLite catalog: one database file of scenarios, their revisions, runs, content-addressed
/// timelines, baselines, batches and check results; one of the two backends behind
/// `CatalogDatabase`.
///
/// The value wraps a GRDB writer: a `DatabasePool` on disk (WAL mode, so readers never block the
/// writer and a killed process leaves a consistent file), or a `DatabaseQueue` in memory for
/// tests. Opening migrates the schema to the latest embedded migration; a database migrated by a
/// newer catalog is refused before anything touches it. Every write runs in one transaction.
/// The safety of a file on a shared disk stays here: the damage check before writing (with its
/// health mark), the immutable reader of a read-only folder, the busy timeout.
struct SQLiteCatalog: CatalogBackend {
  typealias Access = CatalogDatabase.Access

  /// How long a write waits for another process's transaction before giving up.
  static let busyTimeout: TimeInterval = CatalogDatabase.busyTimeout

  /// The database file, or `:memory:`.
  let path: String

  var displayName: String { path }

  /// The connection(s). Internal so that tests can reach SQLite directly.
  let dbWriter: any DatabaseWriter
  /// The time each write transaction records.
  let clock: CatalogClock
  var isPostgres: Bool { false }

  /// Opens the catalog database at `path`, migrating it to the latest schema.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - access: `.readWrite` creates the file on first use; `.readOnly` never creates it.
  ///   - clock: The time each write transaction records.
  /// - Throws: `StorageError.newerSchema` when a newer catalog migrated the file (which is left
  ///   untouched), `.notFound` for a missing file opened read-only, `.readOnly`, `.notADatabase`
  ///   or `.cannotOpen` when the file cannot be used.
  init(path: String, access: Access, clock: @escaping CatalogClock) throws(StorageError) {
    self.path = path
    self.clock = clock
    do {
      dbWriter = try Self.open(path: path, access: access)
    } catch {
      // A user who may not write the catalog leaves no companion files another user cannot
      // write (SharedCompanions).
      if path != ":memory:" { SharedCompanions.removeReaders(path) }
      throw StorageError.wrapping(error, operation: "open the catalog", path: path)
    }
  }

  /// A new, empty catalog in memory, for tests and previews.
  static func inMemory(clock: @escaping CatalogClock) throws(StorageError) -> SQLiteCatalog {
    do {
      let queue = try DatabaseQueue(configuration: configuration(readonly: false))
      try migrate(queue, path: ":memory:")
      return SQLiteCatalog(path: ":memory:", writer: queue, clock: clock)
    } catch {
      throw StorageError.wrapping(error, operation: "create the catalog", path: ":memory:")
    }
  }

  private init(path: String, writer: any DatabaseWriter, clock: @escaping CatalogClock) {
    self.path = path
    self.dbWriter = writer
    self.clock = clock
  }

  // MARK: - Opening

  /// Opens the database, trying again while another process holds it locked.
  ///
  /// SQLite's busy timeout covers locks taken during transactions, but not every lock met
  /// while processes create one database at once: turning a new file into a WAL database
  /// needs an exclusive lock, and SQLite answers busy at once rather than risk a deadlock.
  private static func open(path: String, access: Access) throws -> any DatabaseWriter {
    let deadline = Date().addingTimeInterval(busyTimeout)
    while true {
      do {
        return try openOnce(path: path, access: access)
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
        Thread.sleep(forTimeInterval: .random(in: 0.005...0.05))
      }
    }
  }

  private static func openOnce(path: String, access: Access) throws -> any DatabaseWriter {
    let files = FileManager.default
    let exists = files.fileExists(atPath: path)
    if access == .readOnly, exists, let immutable = try openImmutable(path: path) {
      return immutable
    }
    if access == .readWrite, exists, let problem = SharedCompanions.writeProblem(path) { throw problem }
    var isMigrated = false
    var isEmpty = false
    if exists {
      // Look with a read-only connection first, so that a database made by a newer catalog is
      // refused before a writer converts it to WAL or migrates anything.
      let absentCompanions = ["-wal", "-shm"].map { path + $0 }.filter { !files.fileExists(atPath: $0) }
      do {
        (isMigrated, isEmpty) = try probe(path: path)
      } catch let error as StorageError {
        // Refused (another program's database, a newer catalog's): it is left as it was, without
        // the -wal and -shm files a reader of a WAL database leaves behind.
        for companion in absentCompanions {
          let size = (try? files.attributesOfItem(atPath: companion))?[.size] as? Int
          // The WAL a reader creates is empty: a longer one was written by someone else meanwhile.
          if companion.hasSuffix("-shm") || size == 0 { try? files.removeItem(atPath: companion) }
        }
        throw error
      } catch let error as DatabaseError
        where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK
        || error.extendedResultCode == .SQLITE_READONLY_RECOVERY
      {
        // A process was killed mid-write (while creating the catalog, before it is in WAL mode,
        // its -journal is "hot"): only a connection that may write can roll that back, which is
        // what SQLite does for any writer. Then look again.
        try recoverInterruptedWrite(path: path)
        (isMigrated, isEmpty) = try probe(path: path)
      }
    } else if access == .readOnly {
      throw StorageError.notFound(path: path)
    }
    // An empty file becomes a catalog only for a command that writes.
    if access == .readOnly, isEmpty { throw StorageError.notFound(path: path) }

    if access == .readOnly, isMigrated {
      return try DatabasePool(path: sqliteFileName(path), configuration: configuration(readonly: true))
    }
    // Refuse to write to a damaged catalog (issue 16): a quick check of every page before
    // anything writes, unless the file is exactly as the catalog last left it, sound
    // (HealthMark). On a connection that may write (a read-only one skips the CHECK constraints)
    // but is not yet the pool, whose opening writes the file's header.
    if exists, !isEmpty, !HealthMark.matches(path) {
      let checker = try DatabaseQueue(path: sqliteFileName(path), configuration: configuration(readonly: false))
      defer { try? checker.close() }
      try refuseDamage(checker, path: path)
    }
    if !exists { try createFolder(of: path) }
    if exists, !isEmpty, !isMigrated {
      // An older (or half-upgraded) catalog is upgraded on a connection of its own, before the
      // pool opens: opening a pool commits a table GRDB creates and drops (so that its WAL is not
      // empty), and a migration that then failed would leave the file changed. A failed migration
      // rolls back, and the file stays byte-identical.
      let upgrader = try DatabaseQueue(path: sqliteFileName(path), configuration: configuration(readonly: false))
      do {
        try migrate(upgrader, path: path)
      } catch let error as DatabaseError {
        try? upgrader.close()
        throw StorageError.database(
          operation: "upgrade the catalog's schema", path: path, code: error.extendedResultCode.rawValue,
          message: (error.message ?? "SQLite error")
            + "; the file was left byte for byte as it was (its record of applied migrations does not match its "
            + "tables: it was edited, or upgraded by another program)")
      } catch {
        try? upgrader.close()
        throw error
      }
      try upgrader.close()
      isMigrated = true
    }
    let pool = try DatabasePool(path: sqliteFileName(path), configuration: configuration(readonly: false))
    // A catalog already at the latest schema is not touched (migrating it again would still write).
    if !isMigrated { try migrate(pool, path: path) }
    return pool
  }

  /// Whether the file is a catalog at the latest schema, and whether it is empty (no schema at
  /// all), seen through a read-only connection in one transaction, so that both looks see the
  /// same snapshot even while another process is creating the schema.
  ///
  /// - Throws: `newerSchema`, `foreignDatabase`, or SQLite's error (read-only rollback when a
  ///   killed writer left a hot journal).
  private static func probe(path: String) throws -> (isMigrated: Bool, isEmpty: Bool) {
    var isMigrated = false
    var isEmpty = false
    let probe = try DatabaseQueue(path: sqliteFileName(path), configuration: configuration(readonly: true))
    defer { try? probe.close() }
    try probe.inDatabase { db in
      try db.inTransaction(.deferred) {
        try refuseNewerSchema(db, path: path)
        isMigrated = try CatalogSchema.migrator.hasCompletedMigrations(db)
        isEmpty = try refuseForeignDatabase(db, path: path)
        return .commit
      }
    }
    return (isMigrated, isEmpty)
  }

  /// Lets SQLite roll back the write a killed process left unfinished (its hot `-journal`), on a
  /// connection that may write: the file goes back to what it held before that write (an empty
  /// file when the kill came while the catalog was being created).
  ///
  /// - Throws: `readOnly` when this process cannot write the file or its folder, naming the cause.
  private static func recoverInterruptedWrite(path: String) throws {
    do {
      let writer = try DatabaseQueue(path: sqliteFileName(path), configuration: configuration(readonly: false))
      defer { try? writer.close() }
      try writer.inDatabase { db in try readSnapshot(db) }
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_CANTOPEN
      || error.resultCode == .SQLITE_PERM
    {
      throw StorageError.readOnly(
        path: path,
        cause:
          "a write to it was interrupted (a process was killed), and rolling that write back needs write access to the file and its folder (\(error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"))"
      )
    }
  }

  /// A reader of a catalog file that lies alone in a folder nobody can write to (a read-only
  /// mount, a downloaded artefact), or nil when that is not the case.
  ///
  /// SQLite cannot open a WAL database read-only without its `-shm` file, and cannot create
  /// that file in such a folder. No process can be writing the file then, since a writer would
  /// need a `-wal` file beside it, so SQLite may read it as immutable: without locks or
  /// shared memory. A file that still needs a migration is left to the usual path, which
  /// reports it read-only.
  private static func openImmutable(path: String) throws -> DatabaseQueue? {
    let files = FileManager.default
    let folder = PathText.folder(of: path)
    guard !files.isWritableFile(atPath: folder.isEmpty ? "." : folder),
      !files.fileExists(atPath: path + "-wal"), !files.fileExists(atPath: path + "-shm"),
      // A -journal may hold a write to roll back, which an immutable reader would not see.
      !files.fileExists(atPath: path + "-journal"),
      let encoded = path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters)
    else { return nil }
    // A SQLite built without URI support finds no such file: then the usual path reports the
    // folder read-only, as it would without this reader.
    guard
      let queue = try? DatabaseQueue(
        path: "file:\(encoded)?immutable=1", configuration: configuration(readonly: true))
    else { return nil }
    let isCurrent = try queue.read { db in
      try refuseNewerSchema(db, path: path)
      return try CatalogSchema.migrator.hasCompletedMigrations(db)
    }
    guard isCurrent else {
      try queue.close()
      return nil
    }
    return queue
  }

  /// The name SQLite is given for the file at `path`: the path itself when it is absolute, else
  /// `./` and the path.
  ///
  /// SQLite reads a name that starts with `file:` as a URI (`file:x.sqlite?mode=…`), and
  /// `:memory:` as no file at all, so `--db file:other.sqlite` used to open (and migrate)
  /// `other.sqlite` past every check made on the path the user gave. With `./` in front, every
  /// name SQLite gets is the file the checks looked at, whatever its characters.
  static func sqliteFileName(_ path: String) -> String {
    path.hasPrefix("/") ? path : "./" + path
  }

  /// What a path may hold unescaped in a SQLite `file:` URI: no `?`, `#` or `%`.
  private static let uriPathCharacters = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "?#%"))

  /// The configuration of every connection: foreign keys on, a busy timeout, and in WAL mode
  /// `synchronous = NORMAL`, which keeps every commit safe from a killed process.
  static func configuration(readonly: Bool) -> Configuration {
    SQLiteMemoryStatistics.turnOff()
    var config = Configuration()
    config.readonly = readonly
    config.foreignKeysEnabled = true
    config.busyMode = .timeout(busyTimeout)
    config.label = "catalog"
    if !readonly {
      config.prepareDatabase { db in
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
      }
    }
    return config
  }

  private static func createFolder(of path: String) throws {
    // A bare file name lives in the current folder (and Foundation's path functions trap on some
    // one-character paths).
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw StorageError.cannotOpen(
        path: path, cause: "cannot create its folder: \(error.localizedDescription)")
    }
  }

  /// Throws `newerSchema` when `db` has a migration this catalog does not know.
  private static func refuseNewerSchema(_ db: Database, path: String) throws {
    try readSnapshot(db)
    guard try CatalogSchema.migrator.hasBeenSuperseded(db) else { return }
    let unknown = try CatalogSchema.unknownMigration(db) ?? "unknown"
    throw StorageError.newerSchema(
      path: path, schema: CatalogSchema.version(of: unknown), known: CatalogSchema.knownVersion)
  }

  /// Throws `damaged` when `PRAGMA quick_check` finds a problem (or cannot read a page).
  private static func refuseDamage(_ writer: DatabaseQueue, path: String) throws {
    let problems: [String]
    do {
      problems = try writer.writeWithoutTransaction { db in try String.fetchAll(db, sql: "PRAGMA quick_check(5)") }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
      throw StorageError.damaged(
        path: path, detail: error.message ?? "SQLite error \(error.extendedResultCode.rawValue)")
    }
    guard problems == ["ok"] else {
      throw StorageError.damaged(path: path, detail: problems.prefix(2).joined(separator: "; "))
    }
  }

  /// Whether `db` is empty (no schema at all, no mark of another program); throws
  /// `foreignDatabase` when it holds tables but is not a catalog (no record of the catalog's
  /// migrations), or has no table but a `user_version` or `application_id`, so that it is left
  /// byte-identical.
  private static func refuseForeignDatabase(_ db: Database, path: String) throws -> Bool {
    let objects =
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'") ?? 0
    guard objects > 0 else {
      // No table yet, but another program's mark (`PRAGMA user_version = 3` or an
      // `application_id`, set before its first table): its database, not an empty file.
      let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
      let applicationID = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      guard userVersion == 0, applicationID == 0 else { throw StorageError.foreignDatabase(path: path) }
      return true
    }
    let hasMigrations = try db.tableExists("grdb_migrations")
    guard hasMigrations else { throw StorageError.foreignDatabase(path: path) }
    return false
  }

  /// Starts the read transaction `db` is in, so that the statements that follow see one
  /// snapshot.
  ///
  /// A deferred transaction reads from its first read on: until then, a statement that fails to
  /// prepare ("no such table", while another process is creating the schema) and the next one
  /// can see two different databases, and GRDB's migration lookups get confused.
  private static func readSnapshot(_ db: Database) throws {
    _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master")
  }

  /// Applies the migrations `writer` lacks.
  ///
  /// Two processes may create the same database at once: the second one's migration then waits
  /// for the first one's transaction and fails on tables that now exist. It is rolled back, so
  /// look again: if the first process finished the job, there is nothing left to do.
  private static func migrate(_ writer: any DatabaseWriter, path: String) throws {
    var attempts = 0
    while true {
      try writer.read { db in try refuseNewerSchema(db, path: path) }
      do {
        try CatalogSchema.migrator.migrate(writer)
        return
      } catch {
        attempts += 1
        let isComplete = try? writer.read { db in
          try readSnapshot(db)
          return try CatalogSchema.migrator.hasCompletedMigrations(db)
        }
        if isComplete == true { return }
        if attempts >= 3 { throw error }
      }
    }
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
  func write<T>(_ operation: String, _ body: (any CatalogTransaction) throws -> T) throws(StorageError) -> T {
    do {
      let result = try dbWriter.write { db in
        try body(SQLiteTransaction(db, now: clock().catalogMilliseconds))
      }
      CommitLog.record(path)
      return result
    } catch {
      throw StorageError.wrapping(error, operation: operation, path: path)
    }
  }

  /// Runs `body` on a consistent snapshot of the database.
  func read<T>(_ operation: String, _ body: (Database) throws -> T) throws(StorageError) -> T {
    do {
      return try dbWriter.read(body)
    } catch {
      throw StorageError.wrapping(error, operation: operation, path: path)
    }
  }

  // MARK: - Maintenance

  /// The problems `PRAGMA integrity_check` finds, with the foreign keys, and the references of the
  /// passed results checks record together (`checkPassed`, which no foreign key covers); empty
  /// when the database is sound.
  func integrityProblems() throws(StorageError) -> [String] {
    try read("check the catalog's integrity") { db in
      let lines = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
      let passed = try String.fetchAll(db, sql: Self.danglingPassedResultsSQL)
      return lines.filter { $0 != "ok" }
        + foreignKeys.map { "foreign key violation: \($0)" }
        + passed.map { "a passed result refers to a scenario, profile or run the catalog does not have: \($0)" }
    }
  }

  /// `check #B [scenarioId,profileId,runId,baselineId]` for each passed result of `checkPassed`
  /// whose scenario, profile or run is gone (a baseline may go: it then reads as none).
  static let danglingPassedResultsSQL = """
    SELECT 'check #' || p.batchId || ' ' || e.value FROM checkPassed p, json_each(p.results) e
    WHERE NOT EXISTS (SELECT 1 FROM scenario WHERE id = json_extract(e.value, '$[0]'))
       OR NOT EXISTS (SELECT 1 FROM profile WHERE id = json_extract(e.value, '$[1]'))
       OR (json_extract(e.value, '$[2]') IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM run WHERE id = json_extract(e.value, '$[2]')))
    ORDER BY p.batchId, p.part, e.key
    """

  /// Closes the database, first moving the WAL's pages into the main file and emptying it, so
  /// that the file alone holds the catalog.
  ///
  /// Optional: a process that exits without closing leaves a consistent database, whose WAL the
  /// next opener replays. Any use after closing throws.
  ///
  /// A checkpoint that fails for lack of space (or another I/O error) is not an error: every
  /// committed transaction is already safe in the WAL, which the next opener folds into the file,
  /// so reporting "disk full" here would wrongly suggest that the command's writes were lost.
  func close() throws(StorageError) {
    do {
      if !dbWriter.configuration.readonly, path != ":memory:" {
        do {
          try dbWriter.writeWithoutTransaction { db in
            _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
          }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL || error.resultCode == .SQLITE_IOERR {
          // The WAL keeps the writes; see above.
        }
      }
      // The readers close first, so that the writer is the last connection: SQLite then folds
      // the WAL into the file and deletes the -wal and -shm files, leaving the catalog one file.
      (dbWriter as? DatabasePool)?.releaseMemory()
      try dbWriter.close()
    } catch {
      throw StorageError.wrapping(error, operation: "close the catalog", path: path)
    }
    // The catalog wrote the file and leaves it sound: the next writer need not check it again.
    if !dbWriter.configuration.readonly, path != ":memory:" { HealthMark.mark(path) }
    if dbWriter.configuration.readonly, path != ":memory:" {
      Self.removeReadersFiles(path)
      SharedCompanions.removeReaders(path)
    }
  }

  /// A read-only connection to a WAL database makes the `-wal` and `-shm` files when they are
  /// missing, but cannot remove them when it closes, so a command that only read would leave
  /// them beside the catalog. A connection that may write, opened and closed at once, lets SQLite
  /// do what it does when the last connection closes: fold the (empty) WAL into the file and
  /// remove both. While another process has the catalog open, SQLite leaves them alone; this
  /// writes nothing to the catalog itself.
  private static func removeReadersFiles(_ path: String) {
    let files = FileManager.default
    guard files.fileExists(atPath: path + "-wal") || files.fileExists(atPath: path + "-shm"),
      files.fileExists(atPath: path)
    else { return }
    let folder = PathText.folder(of: path)
    guard files.isWritableFile(atPath: folder.isEmpty ? "." : folder), files.isWritableFile(atPath: path) else {
      return
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "catalog"
    guard let sweeper = try? DatabaseQueue(path: sqliteFileName(path), configuration: configuration) else { return }
    try? sweeper.close()
  }

  /// The file's size; 0 in memory.
  func sizeInBytes() throws(StorageError) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }

  /// The migrations applied to the database, in order: `["0001_create_catalog"]`.
  func appliedMigrations() throws(StorageError) -> [String] {
    try read("read the schema version") { db in
      try CatalogSchema.migrator.appliedMigrations(db)
    }
  }

}
