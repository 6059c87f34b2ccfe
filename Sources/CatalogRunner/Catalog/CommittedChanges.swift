import CatalogStorage

/// What this process has committed to a catalog, for a failure that comes after it: a command
/// whose report cannot be written (standard output full or closed) still changed the catalog,
/// and its message must say so, as the other failures after a commit do.
///
/// For example:
/// ```swift
/// if let note = CommittedChanges.note { print("note: " + note) }
/// ```
package enum CommittedChanges {
  /// "the command's changes were committed to 'catalog.sqlite' …", or nil when the process has
  /// committed nothing.
  package static var note: String? {
    let catalogs = CommitLog.committed
    guard !catalogs.isEmpty else { return nil }
    let names = catalogs.map { "'\($0)'" }.joined(separator: " and ")
    return "the command's changes were committed to \(names) before the failure, and stay: "
      + "'catalog list' and 'catalog show NAME' show them"
  }
}
