import CatalogModel
import CatalogStorage
import Foundation

/// Where the catalog is: `--db PATH|URL`, else `CATALOG_DB`, else `catalog.sqlite` in the current
/// folder.
///
/// A path is a SQLite file. A URL (`scheme://…`) is never a path: `postgres://` and
/// `postgresql://` URLs name a PostgreSQL catalog shared by a team, and any other scheme is a
/// usage error (`usageProblem`), never a folder named `mysql:` with a file in it.
package struct CatalogLocation: Sendable, Hashable {
  package static let environmentVariable = "CATALOG_DB"
  package static let defaultFileName = "catalog.sqlite"

  /// What the location names.
  package enum Kind: Sendable, Hashable {
    /// A SQLite file, at `path`.
    case file
    /// A PostgreSQL database.
    case postgres(PostgresAddress)
    /// A URL the catalog cannot use; the message says why.
    case invalid(String)
  }

  /// The file path, or the URL as messages show it (without its password).
  package let path: String
  package let kind: Kind
  /// Whether the path was given with `--db` (a suggested command must then give it too, since
  /// the next command would otherwise use another catalog).
  package let isExplicit: Bool
  /// Whether neither `--db` nor `CATALOG_DB` chose the catalog: a folder check then keeps its
  /// catalog in the cache (`folderCache(for:)`), not in the user's repository.
  package let isDefault: Bool
  /// Whether the catalog chose this file itself, in the cache, for a folder check.
  package let isFolderCache: Bool

  /// Resolves the location from an explicit path or URL and the environment.
  ///
  /// A leading `~/` is the home folder (`HOME`), as a shell would expand it; SQLite would
  /// otherwise create a folder named `~`.
  package init(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
    var chosen: String
    var source = "--db"
    isExplicit = explicit.map { !$0.isEmpty } ?? false
    var isDefault = false
    if let explicit, !explicit.isEmpty {
      chosen = explicit
    } else if let fromEnvironment = environment[Self.environmentVariable], !fromEnvironment.isEmpty {
      chosen = fromEnvironment
      source = Self.environmentVariable
    } else {
      chosen = Self.defaultFileName
      isDefault = true
    }
    self.isDefault = isDefault
    isFolderCache = false
    if let scheme = PostgresAddress.scheme(of: chosen) {
      guard PostgresAddress.schemes.contains(scheme.lowercased()) else {
        path = chosen
        kind = .invalid(
          "\(source) '\(chosen)' is a URL with the scheme '\(scheme)', which the catalog does not know; give a SQLite file path, or a PostgreSQL URL such as 'postgres://user@host:5432/database'"
        )
        return
      }
      do {
        let address = try PostgresAddress(url: chosen, environment: environment)
        path = address.description
        guard CatalogDatabase.hasPostgreSQL else {
          kind = .invalid(
            "\(source) '\(address.description)' names a PostgreSQL catalog, but \(CatalogDatabase.withoutPostgreSQL)")
          return
        }
        kind = .postgres(address)
      } catch {
        path = chosen
        kind = .invalid("\(source): \(error)")
      }
      return
    }
    if let home = environment["HOME"], !home.isEmpty, chosen == "~" || chosen.hasPrefix("~/") {
      chosen = home + chosen.dropFirst()
    }
    path = chosen
    kind = .file
  }

  /// A SQLite file the catalog chose itself (`folderCache(for:)`): not explicit, not the default.
  init(chosenFile path: String) {
    self.path = path
    kind = .file
    isExplicit = false
    isDefault = false
    isFolderCache = true
  }

  /// Why the location cannot be used, as a usage error (exit 64), or nil when it can.
  package var usageProblem: String? {
    if case .invalid(let message) = kind { return message }
    return nil
  }

  /// Whether the catalog is a PostgreSQL database.
  package var isPostgres: Bool {
    if case .postgres = kind { return true }
    return false
  }

  /// What a suggested command adds so that it uses this catalog: ` --db PATH` when the path was
  /// given with `--db`, else nothing (the default file, or `CATALOG_DB`, which the next command
  /// reads as well). A PostgreSQL URL is given as messages show it, without its password (which
  /// the next command finds in `PGPASSWORD` or must be given again).
  package var option: String {
    guard isExplicit else { return "" }
    let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:,@%".contains($0) }
    return " --db " + (plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'")
  }

  /// The files an output path must never be (`OutputFile`'s `protected`): the catalog database,
  /// whose `-wal`, `-shm` and `-journal` files go with it. None for a PostgreSQL catalog: its URL
  /// is never a path, so a file that happens to be named like it is just a file.
  package var protectedFiles: [String] {
    if case .file = kind { return [path] }
    return []
  }

  /// A path of spaces only is a mistake (an unset variable quoted, a stray space), not a file name.
  var isBlank: Bool { path.allSatisfy(\.isWhitespace) }

  /// Refuses a bad URL, a blank path, and a path that is something other than a regular file (a
  /// folder, a FIFO, a device such as `/dev/null`), before anything opens it: SQLite would block
  /// on a FIFO and leave a journal beside a device.
  func requireUsablePath() throws(RunnerError) {
    switch kind {
    case .invalid(let message): throw .invalidInput(message)
    case .postgres: return
    case .file: break
    }
    if isBlank {
      throw .invalidInput(
        "the catalog path '\(VisibleText.escaped(path))' is blank; give a database file with --db PATH or CATALOG_DB, or unset CATALOG_DB"
      )
    }
    if path == "~" || path.hasPrefix("~/") {
      throw .invalidInput(
        "the catalog path '\(VisibleText.escaped(path))' starts with '~', but HOME is not set to say which folder that is; give the full path"
      )
    }
    // SQLite writes and deletes these beside the catalog: one that is not a regular file (a
    // FIFO named 'catalog.sqlite-wal') would be replaced, and through a symbolic link SQLite
    // refuses to open the catalog at all ("unable to open database file"). `entry`: the link
    // itself, not what it points to.
    for companion in SQLiteFiles.companions(of: path) {
      let kind = FileKind.entry(companion)
      guard kind != .missing, kind != .regular else { continue }
      let consequence = kind == .symbolicLink ? "SQLite will not open the catalog beside it" : "SQLite would replace it"
      throw .invalidInput(
        "'\(VisibleText.escaped(companion))' beside the catalog is \(kind.phrase); \(consequence): move it away or give another catalog path"
      )
    }
    switch FileKind.of(path) {
    case .missing, .regular: return
    case .directory:
      throw .invalidInput(
        "the catalog path '\(path)' is a folder; give a database file, such as '\(ExportCatalog.join(path, Self.defaultFileName))'"
      )
    case let kind:
      throw .invalidInput(
        "the catalog path '\(path)' is \(kind.phrase), not a regular file; a catalog is a SQLite database file")
    }
  }

  /// The folder of a catalog file's path when that folder does not exist (`nofolder` of
  /// `nofolder/x.sqlite`): the catalog cannot be created there. Nil for PostgreSQL.
  package var missingFolder: String? {
    guard case .file = kind, let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    let folder = String(path[..<slash])
    return FileKind.of(folder) == .missing ? folder : nil
  }

  /// Opens the catalog to change it, creating the file (or the PostgreSQL schema) on first write.
  package func openForWriting() throws(RunnerError) -> CatalogDatabase {
    try requireUsablePath()
    if case .postgres(let address) = kind {
      do {
        return try CatalogDatabase(postgres: address, access: .readWrite)
      } catch {
        throw RunnerError(storage: error)
      }
    }
    // A missing folder is a mistyped path more often than a wish: say so rather than create it.
    if let folder = missingFolder {
      throw .invalidInput(
        "the folder '\(folder)' of the catalog path '\(path)' does not exist; create it first ('mkdir -p \(folder)') or give another path with --db or CATALOG_DB"
      )
    }
    do {
      return try CatalogDatabase(path: path, access: .readWrite)
    } catch {
      throw RunnerError(storage: error)
    }
  }

  /// Opens the catalog to read it; a missing file is an error that says how to create one.
  package func openForReading() throws(RunnerError) -> CatalogDatabase {
    try requireUsablePath()
    guard exists else { throw .noCatalog(path) }
    do {
      if case .postgres(let address) = kind {
        return try CatalogDatabase(postgres: address, access: .readOnly)
      }
      return try CatalogDatabase(path: path, access: .readOnly)
    } catch {
      throw RunnerError(storage: error)
    }
  }
}
