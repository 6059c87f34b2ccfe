import CatalogModel
import Foundation
import GRDB

/// Why the catalog database could not do what was asked.
///
/// Messages are lowercase fragments that name the database or the subject in quotes, then the
/// cause, then the next step when it is clear. Errors of SQLite and GRDB are wrapped with the
/// operation that failed; a read-only or full disk gets its own case, so the command line can
/// give them their own exit status.
///
/// For example:
/// ```
/// the catalog database 'catalog.sqlite' is read-only: attempt to write a readonly database
/// disk full while writing to 'catalog.sqlite': could not record the batch; nothing was written
/// ```
package enum StorageError: Error, Sendable, CustomStringConvertible {
  /// There is no database at `path`, and it was opened for reading.
  case notFound(path: String)
  /// The database was migrated by a newer catalog: `schema` is the newest migration it has,
  /// `known` the newest this catalog knows.
  case newerSchema(path: String, schema: String, known: String)
  /// The database, its folder or its WAL files cannot be written.
  case readOnly(path: String, cause: String)
  /// The disk (or the database's size limit) is full; the transaction was rolled back.
  case diskFull(path: String, operation: String)
  /// Another process held the database locked for longer than the busy timeout.
  case busy(path: String, operation: String, cause: String)
  /// The file exists but is not a SQLite database.
  case notADatabase(path: String)
  /// The file is a SQLite database of something else (it has tables but no catalog schema); it
  /// was left untouched.
  case foreignDatabase(path: String)
  /// The database fails SQLite's integrity check (damaged pages); nothing was written to it.
  case damaged(path: String, detail: String)
  /// The database is too damaged for `catalog export` to read its list of scenarios, or any of
  /// them.
  case unreadable(path: String, detail: String)
  /// The database file cannot be opened or created, for a reason other than permissions.
  case cannotOpen(path: String, cause: String)
  /// No scenario of that name was ever added.
  case unknownScenario(String)
  /// The scenario was removed (`catalog rm`); adding it again revives it.
  case removedScenario(String)
  /// No run has that id.
  case unknownRun(RunID)
  /// No stored timeline has that hash.
  case unknownTimeline(hash: String)
  /// A value handed to the store breaks one of its rules.
  case invalidInput(String)
  /// A stored timeline cannot be read back.
  case corruptTimeline(hash: String, cause: String)
  /// Any other SQLite error, with the operation that failed and SQLite's own message.
  case database(operation: String, path: String, code: Int32, message: String)
  /// Any other PostgreSQL error, with the operation that failed, the server's SQLSTATE and its
  /// message.
  case postgres(operation: String, url: String, sqlState: String, message: String)
  /// The PostgreSQL database has tables of its own but not the catalog's schema; it was left
  /// untouched.
  case foreignSchema(url: String)
  /// The PostgreSQL server stopped answering, closed the connection or cancelled a statement
  /// past `statement_timeout` while the catalog waited on it: `cause` says which, `written` what
  /// of the operation reached the database, and `earlierCommitted` whether this process had
  /// already committed other changes to it.
  case serverInterrupted(
    url: String, operation: String, cause: String, written: InterruptedWrite, earlierCommitted: Bool)

  /// What of an operation reached the database when the server was lost.
  package enum InterruptedWrite: Sendable {
    /// The operation only read.
    case nothing
    /// A write transaction that was not committed: the server discards it.
    case rolledBack
    /// The connection was lost while the server committed: it may or may not have.
    case unknown
  }

  package var description: String {
    switch self {
    case .notFound(let path):
      "no catalog database at '\(path)'"
    case .newerSchema(let path, let schema, let known):
      "database '\(path)' was created by a newer catalog (schema \(schema)); this catalog knows up to \(known): upgrade catalog"
    case .readOnly(let path, let cause):
      "the catalog database '\(path)' is read-only: \(cause)"
    case .diskFull(let path, let operation):
      "disk full while writing to '\(path)': could not \(operation); nothing was written"
    case .busy(let path, let operation, let cause):
      "the catalog database '\(path)' stayed locked by another process while trying to \(operation) (\(cause)); try again"
    case .notADatabase(let path):
      "'\(path)' is not a catalog database (not a SQLite file)"
    case .foreignDatabase(let path):
      "'\(path)' is a SQLite database that is not a catalog (it has tables of its own); it was left untouched: give the catalog's path with --db or CATALOG_DB"
    case .damaged(let path, let detail):
      "the catalog database '\(path)' is damaged (\(detail)); the catalog never writes to a damaged catalog, and this command changed nothing. Recover what can be read into a new catalog: 'catalog export --to DIR --db \(path)' (it exports what it can read and names what it cannot) then 'catalog import DIR --db NEW.sqlite', or 'sqlite3 \(path) .recover | sqlite3 NEW.sqlite'"
    case .unreadable(let path, let detail):
      "the catalog database '\(path)' is too damaged for 'catalog export' to read its scenarios (\(detail)); nothing was exported. Recover what SQLite can read with 'sqlite3 \(path) .recover | sqlite3 NEW.sqlite', then 'catalog export --to DIR --db NEW.sqlite'"
    case .cannotOpen(let path, let cause):
      "cannot open the catalog database '\(path)': \(cause)"
    case .unknownScenario(let name):
      "no scenario named '\(name)' in the catalog"
    case .removedScenario(let name):
      "scenario '\(name)' was removed from the catalog: add it again to use it"
    case .unknownRun(let id):
      "no run #\(id) in the catalog"
    case .unknownTimeline(let hash):
      "no timeline with hash '\(hash)' in the catalog"
    case .invalidInput(let message):
      message
    case .corruptTimeline(let hash, let cause):
      "timeline '\(hash)' in the catalog cannot be read: \(cause)"
    case .database(let operation, let path, let code, let message):
      "could not \(operation) in '\(path)': \(message) (SQLite error \(code))"
    case .postgres(let operation, let url, let sqlState, let message):
      "could not \(operation) in '\(url)': \(message)" + (sqlState.isEmpty ? "" : " (PostgreSQL error \(sqlState))")
    case .foreignSchema(let url):
      "'\(url)' is a PostgreSQL database that is not a catalog (it has tables of its own); it was left untouched: give the catalog a database of its own ('createdb catalog') with --db or CATALOG_DB"
    case .serverInterrupted(let url, let operation, let cause, let written, let earlierCommitted):
      Self.interruption(url: url, operation: operation, cause: cause, written: written, earlier: earlierCommitted)
    }
  }

  /// "could not record the batch in 'postgres://…': the server did not answer …; nothing of it
  /// was written …".
  private static func interruption(
    url: String, operation: String, cause: String, written: InterruptedWrite, earlier: Bool
  ) -> String {
    var text = "could not \(operation) in '\(url)': \(cause); "
    switch written {
    case .nothing:
      text += earlier ? "nothing more was written" : "this command wrote nothing there"
    case .rolledBack:
      text += "nothing of it was written (its transaction was not committed, and the server discards it)"
    case .unknown:
      text +=
        "the connection was lost while the server committed it, so whether it was written is not known: "
        + "'catalog list' and 'catalog show NAME' tell, once the server answers"
    }
    if earlier { text += "; this command's earlier changes there were committed and stay" }
    return text
  }

  /// Whether the error is about the disk rather than the catalog: a read-only or full disk.
  ///
  /// The command line exits with its own status (3) for these.
  package var isDiskProblem: Bool {
    switch self {
    case .readOnly, .diskFull: true
    default: false
    }
  }
}

// MARK: - Wrapping lower-level errors

extension StorageError {
  /// `error` as a `StorageError`: SQLite's read-only, full-disk (including a shared-memory file
  /// that cannot grow), busy and cannot-open results get their own cases; other SQLite errors
  /// keep their code and message.
  ///
  /// - Parameters:
  ///   - operation: What was being done, as a verb phrase: `"record the batch"`.
  ///   - path: The database path, for the message.
  static func wrapping(_ error: any Error, operation: String, path: String) -> StorageError {
    if let error = error as? StorageError { return error }
    guard let error = error as? DatabaseError else {
      return .database(
        operation: operation, path: path, code: -1, message: String(describing: error))
    }
    let message = error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
    switch error.resultCode {
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
      return .readOnly(path: path, cause: message)
    case .SQLITE_FULL:
      return .diskFull(path: path, operation: operation)
    case .SQLITE_IOERR where error.extendedResultCode == .SQLITE_IOERR_SHMSIZE:
      // The WAL's shared-memory file could not grow: on a full disk SQLite reports this, not
      // SQLITE_FULL, when it opens the database.
      return .diskFull(path: path, operation: operation)
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return .busy(path: path, operation: operation, cause: message)
    case .SQLITE_NOTADB:
      return .notADatabase(path: path)
    case .SQLITE_CORRUPT:
      return .damaged(path: path, detail: message)
    case .SQLITE_CANTOPEN:
      return cannotOpenError(path: path, message: message)
    default:
      return .database(
        operation: operation, path: path, code: error.extendedResultCode.rawValue, message: message)
    }
  }

  /// A cannot-open error, told apart: permissions on the file or its folder make it read-only.
  private static func cannotOpenError(path: String, message: String) -> StorageError {
    let files = FileManager.default
    let folder = PathText.folder(of: path)
    let folderPath = folder.isEmpty ? "." : folder
    if files.fileExists(atPath: path) {
      if !files.isWritableFile(atPath: path) {
        return .readOnly(path: path, cause: "the file is not writable")
      }
      if !files.isWritableFile(atPath: folderPath) {
        return .readOnly(path: path, cause: "its folder '\(folderPath)' is not writable")
      }
    } else if files.fileExists(atPath: folderPath), !files.isWritableFile(atPath: folderPath) {
      return .readOnly(
        path: path, cause: "cannot create it in '\(folderPath)', which is not writable")
    }
    return .cannotOpen(path: path, cause: message)
  }
}
