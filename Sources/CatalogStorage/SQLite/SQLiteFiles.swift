/// The files SQLite keeps beside a catalog database: its write-ahead log (`-wal`), the log's
/// shared-memory index (`-shm`) and the rollback journal (`-journal`). What the runner must never
/// overwrite, and must find as regular files before it opens a catalog, is named here, in the
/// backend that knows SQLite, rather than spelled out where those checks are made.
///
/// For example:
/// ```swift
/// SQLiteFiles.companions(of: "catalog.sqlite")
/// // ["catalog.sqlite-wal", "catalog.sqlite-shm", "catalog.sqlite-journal"]
/// ```
package enum SQLiteFiles {
  /// The suffixes of the companion files, in the order their names are checked.
  package static let companionSuffixes = ["-wal", "-shm", "-journal"]

  /// The companion files of the database at `path`.
  package static func companions(of path: String) -> [String] {
    companionSuffixes.map { path + $0 }
  }

  /// The database at `path` and its companion files: every file that is the catalog.
  package static func all(of path: String) -> [String] {
    [path] + companions(of: path)
  }
}
