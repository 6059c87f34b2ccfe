#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes, refusing anything that is not a regular file and a file that is too
/// large, before reading it.
///
/// POSIX calls are used directly so that the checks happen on the open file (no race with a file
/// that is replaced between the check and the read) and so that error messages carry the system's
/// reason (`no such file or directory`, `permission denied`). The file is opened without blocking
/// (opening a FIFO would otherwise wait for a writer forever) and anything but a regular file (a
/// FIFO, a device, a socket, a folder) is refused by name. Reading stops one byte past the limit,
/// so a file that grows while it is read cannot exhaust memory.
///
/// For example:
/// ```swift
/// let bytes = try FileReader.readBytes(atPath: "fixtures/basic.yaml", limit: 4 << 20)
/// ```
public enum FileReader {
  /// Why a file was not read.
  public enum Failure: Error, Sendable, Equatable {
    /// `open(2)` failed; the system's reason, lowercase (`no such file or directory`).
    case cannotOpen(String)
    /// The path is a symbolic link and links were not to be followed.
    case symbolicLink
    /// The path is a folder.
    case directory
    /// The path is a FIFO, a device or a socket: "a FIFO (named pipe)", "a character device", ….
    case notRegular(String)
    /// The file holds more than the limit: its size when known before reading, else nil.
    case tooLarge(byteCount: Int?)
    /// `read(2)` or `fstat(2)` failed; the system's reason.
    case cannotRead(String)

    /// The failure in words, for a message that names the file: "is a FIFO (named pipe), not a
    /// regular file".
    public func message(expected: String, limitDescription: String) -> String {
      switch self {
      case .cannotOpen(let reason): "cannot open file: \(reason)"
      case .symbolicLink: "is a symbolic link; expected \(expected), not a link to one"
      case .directory: "is a directory; expected \(expected)"
      case .notRegular(let kind): "is \(kind), not a regular file; expected \(expected)"
      case .tooLarge(let count?): "file is too large: \(count) bytes; \(limitDescription)"
      case .tooLarge(nil): "file is too large; \(limitDescription)"
      case .cannotRead(let reason): "cannot read file: \(reason)"
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them.
  ///
  /// - Parameter followingSymbolicLinks: When false, a path that is a symbolic link is refused
  ///   (`import` reads only the files of the folder it was given).
  /// - Throws: `FileReader.Failure`.
  public static func readBytes(atPath path: String, limit: Int, followingSymbolicLinks: Bool = true)
    throws(Failure) -> [UInt8]
  {
    var bytes: [UInt8] = []
    try forEachChunk(atPath: path, limit: limit, followingSymbolicLinks: followingSymbolicLinks) { chunk, size in
      if bytes.isEmpty { bytes.reserveCapacity(min(size, limit) + 1) }
      bytes.append(contentsOf: chunk)
      return true
    }
    return bytes
  }

  /// Reads the regular file at `path` (at most `limit` bytes) in chunks of up to 1 MB, calling
  /// `body` with each chunk and the file's size, without ever holding the whole file; `body`
  /// returns false to stop reading.
  ///
  /// - Parameter followingSymbolicLinks: As for `readBytes(atPath:limit:followingSymbolicLinks:)`.
  /// - Throws: `FileReader.Failure`; a file that grows past `limit` while it is read is
  ///   `.tooLarge` after `body` has seen its first `limit` bytes.
  public static func forEachChunk(
    atPath path: String, limit: Int, followingSymbolicLinks: Bool = true,
    _ body: (UnsafeRawBufferPointer, _ size: Int) -> Bool
  ) throws(Failure) {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingSymbolicLinks ? 0 : O_NOFOLLOW)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP, !followingSymbolicLinks, isSymbolicLink(path) { throw .symbolicLink }
      // A socket cannot be opened at all (ENXIO, "no such device or address"): say what it is.
      var info = stat()
      if code == ENXIO, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK { throw .notRegular("a socket") }
      throw .cannotOpen(systemReason(code))
    }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotRead(systemReason(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .directory
    case S_IFIFO: throw .notRegular("a FIFO (named pipe)")
    case S_IFCHR: throw .notRegular("a character device")
    case S_IFBLK: throw .notRegular("a block device")
    case S_IFSOCK: throw .notRegular("a socket")
    default: throw .notRegular("a special file")
    }
    let size = Int(exactly: status.st_size) ?? Int.max
    if size > limit { throw .tooLarge(byteCount: size) }

    var total = 0
    var chunk = [UInt8](repeating: 0, count: min(1024 * 1024, max(64 * 1024, size + 1)))
    while total <= limit {
      let wanted = min(chunk.count, limit + 1 - total)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .cannotRead(systemReason(errno))
      }
      if count == 0 { break }
      let seen = min(count, limit - total)
      total += count
      let goOn = chunk.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<seen]), size) }
      if !goOn { return }
    }
    guard total <= limit else { throw .tooLarge(byteCount: nil) }
  }

  private static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The system's description of `code`, starting lowercase: `no such file or directory`.
  private static func systemReason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let reason = String(cString: text)
    return reason.prefix(1).lowercased() + reason.dropFirst()
  }
}
