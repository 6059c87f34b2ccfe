import Foundation

/// Character devices made by a test in its own folder, so that no test writes to (or next to) the
/// system's `/dev` entries.
package enum DeviceNode {
  /// Whether this process may make device nodes (`mknod` needs root).
  package static var canMake: Bool { getuid() == 0 }

  /// Makes a copy of the null device (major 1, minor 3) at `path`; true when it was made.
  ///
  /// Linux's `makedev(1, 3)` (a C macro Swift cannot call) is `1 << 8 | 3`.
  @discardableResult
  package static func makeNull(at path: String) -> Bool {
    mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
  }

  /// Makes a copy of the full device (major 1, minor 7: every write fails with ENOSPC) at
  /// `path`; true when it was made.
  @discardableResult
  package static func makeFull(at path: String) -> Bool {
    mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0
  }
}
