import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, without opening it: as `stat(2)` sees it (symbolic links followed, `of`),
/// or as `lstat(2)` does (the link itself, `entry`).
///
/// Reading a FIFO blocks until a writer comes, and reading a device can be endless, so the
/// catalog opens only regular files (and lists only directories): everything else is refused by
/// name before anything reads it.
package enum FileKind: Hashable, Sendable {
  case missing
  case regular
  case directory
  case fifo
  case characterDevice
  case blockDevice
  case socket
  case other
  /// Only from `entry(_:)`, which does not follow links.
  case symbolicLink

  /// The kind of `path`, following symbolic links.
  package static func of(_ path: String) -> FileKind {
    kind(of: path) { stat($0, $1) }
  }

  /// The kind of `path` itself: `symbolicLink` for a link, whatever it points to (if anything).
  package static func entry(_ path: String) -> FileKind {
    kind(of: path) { lstat($0, $1) }
  }

  /// Whether `path` itself is a symbolic link (whatever it points to, if anything).
  package static func isSymbolicLink(_ path: String) -> Bool {
    entry(path) == .symbolicLink
  }

  /// The kind `call` (`stat` or `lstat`) finds at `path`.
  private static func kind(
    of path: String, _ call: (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32
  ) -> FileKind {
    var info = stat()
    guard call(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFIFO: return .fifo
    case S_IFCHR: return .characterDevice
    case S_IFBLK: return .blockDevice
    case S_IFSOCK: return .socket
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// "a FIFO", "a character device", … for messages.
  package var phrase: String {
    switch self {
    case .missing: "missing"
    case .regular: "a regular file"
    case .directory: "a folder"
    case .fifo: "a FIFO (named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "not a regular file"
    case .symbolicLink: "a symbolic link"
    }
  }
}
