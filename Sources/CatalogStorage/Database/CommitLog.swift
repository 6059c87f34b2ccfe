import Foundation

/// The catalogs this process has committed a write transaction to, in order, each once.
///
/// A command that fails after its writes were committed (standard output full or closed when it
/// prints its report) must say that they were: the catalog changed although the command exits
/// 3. Both backends record every commit here, so the command line can say it whatever the
/// command was.
///
/// For example:
/// ```swift
/// try catalog.write("record the batch") { … }
/// CommitLog.committed   // ["catalog.sqlite"]
/// ```
package enum CommitLog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var catalogs: [String] = []

  /// Notes that a write transaction of `catalog` (as messages name it) was committed.
  static func record(_ catalog: String) {
    lock.lock()
    defer { lock.unlock() }
    if !catalogs.contains(catalog) { catalogs.append(catalog) }
  }

  /// The catalogs committed to so far, as messages name them.
  package static var committed: [String] {
    lock.lock()
    defer { lock.unlock() }
    return catalogs
  }
}
