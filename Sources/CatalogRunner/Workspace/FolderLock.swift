import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on a folder itself (no lock file is created), held by one process at
/// a time and released when the process ends, however it ends.
///
/// For example:
/// ```swift
/// let lock = try FolderLock("fixtures")
/// defer { lock.release() }
/// ```
struct FolderLock {
  private let descriptor: Int32

  /// Waits until no other process holds the lock on `folder`, then takes it.
  ///
  /// - Throws: `RunnerError.fileSystem` when the folder cannot be opened.
  init(_ folder: String) throws(RunnerError) {
    let path = folder.isEmpty ? "." : folder
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .fileSystem(operation: "lock the folder", path: path, cause: String(cString: strerror(errno)))
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { break }
    }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
