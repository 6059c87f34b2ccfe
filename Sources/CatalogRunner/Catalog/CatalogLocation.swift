import CatalogModel
import CatalogStorage
import Foundation

/// Where the catalog database is: `--db PATH`, else `CATALOG_DB`, else `catalog.sqlite` in the
/// current folder.
public struct CatalogLocation: Sendable, Hashable {
  public static let environmentVariable = "CATALOG_DB"
  public static let defaultFileName = "catalog.sqlite"

  public let path: String
  /// Whether the path was given with `--db` (a suggested command must then give it too, since
  /// the next command would otherwise use another catalog).
  public let isExplicit: Bool

  /// Resolves the location from an explicit path and the environment.
  ///
  /// A leading `~/` is the home folder (`HOME`), as a shell would expand it; SQLite would
  /// otherwise create a folder named `~`.
  public init(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
    var chosen: String
    isExplicit = explicit.map { !$0.isEmpty } ?? false
    if let explicit, !explicit.isEmpty {
      chosen = explicit
    } else if let fromEnvironment = environment[Self.environmentVariable], !fromEnvironment.isEmpty {
      chosen = fromEnvironment
    } else {
      chosen = Self.defaultFileName
    }
    if let home = environment["HOME"], !home.isEmpty, chosen == "~" || chosen.hasPrefix("~/") {
      chosen = home + chosen.dropFirst()
    }
    path = chosen
  }

  /// What a suggested command adds so that it uses this catalog: ` --db PATH` when the path was
  /// given with `--db`, else nothing (the default file, or `CATALOG_DB`, which the next command
  /// reads as well).
  public var option: String {
    guard isExplicit else { return "" }
    let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:,@%".contains($0) }
    return " --db " + (plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'")
  }

  /// A path of spaces only is a mistake (an unset variable quoted, a stray space), not a file name.
  var isBlank: Bool { path.allSatisfy(\.isWhitespace) }

  /// Refuses a blank path, and a path that is something other than a regular file (a folder, a
  /// FIFO, a device such as `/dev/null`), before anything opens it: SQLite would block on a FIFO
  /// and leave a journal beside a device.
  func requireUsablePath() throws(RunnerError) {
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
    // FIFO named 'catalog.sqlite-wal') would be replaced.
    for suffix in ["-wal", "-shm", "-journal"] {
      let kind = FileKind.of(path + suffix)
      guard kind != .missing, kind != .regular else { continue }
      throw .invalidInput(
        "'\(VisibleText.escaped(path + suffix))' beside the catalog is \(kind.phrase); SQLite would replace it: move it away or give another catalog path"
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

  /// Opens the catalog to change it, creating the file on first write.
  public func openForWriting() throws(RunnerError) -> CatalogDatabase {
    try requireUsablePath()
    // A missing folder is a mistyped path more often than a wish: say so rather than create it.
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      let folder = String(path[..<slash])
      if FileKind.of(folder) == .missing {
        throw .invalidInput(
          "the folder '\(folder)' of the catalog path '\(path)' does not exist; create it first ('mkdir -p \(folder)') or give another path with --db or CATALOG_DB"
        )
      }
    }
    do {
      return try CatalogDatabase(path: path, access: .readWrite)
    } catch {
      throw .fromStore(error, path: path)
    }
  }

  /// `body`'s result with the catalog open for reading (`openForReading()`), closed after.
  public func reading<Result>(_ body: (CatalogDatabase) throws(RunnerError) -> Result) throws(RunnerError) -> Result {
    let catalog = try openForReading()
    defer { try? catalog.close() }
    return try body(catalog)
  }

  /// Opens the catalog to read it; a missing file is an error that says how to create one.
  public func openForReading() throws(RunnerError) -> CatalogDatabase {
    try requireUsablePath()
    guard exists else { throw .noCatalog(path) }
    do {
      return try CatalogDatabase(path: path, access: .readOnly)
    } catch {
      throw .fromStore(error, path: path)
    }
  }
}
