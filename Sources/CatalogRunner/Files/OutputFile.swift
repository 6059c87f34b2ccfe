import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file a user named (`--junit`, `--summary`, a folder's baseline files, an export)
/// without ever clobbering what is not a regular file.
///
/// - A regular file, or a path where nothing is yet, is replaced **atomically**: the text goes to a
///   temporary file beside it (`.<name>.catalog-<pid>-<n>`), is flushed to disk, and is renamed
///   over the target, so a reader or a kill sees the old bytes or the new ones, never half. The
///   replaced file's permissions are kept.
/// - A symbolic link is followed: the file it points at is replaced as above and the link stays a
///   link (never turned into a regular file).
/// - A character device or a FIFO (`/dev/stdout`, `/dev/null`, a pipe: common CI idioms) is
///   **written through**, never replaced or truncated.
/// - A folder, a block device or a socket is refused.
///
/// Appending (`--summary`, like `$GITHUB_STEP_SUMMARY`) appends to a regular file (or writes
/// through to a device), creating it when missing.
public enum OutputFile {
  /// Writes `text` to `path`.
  ///
  /// - Throws: `RunnerError.fileSystem` naming the path and the cause (exit 3); nothing is left
  ///   half-written and no temporary file stays behind.
  public static func write(_ text: String, to path: String, append: Bool = false) throws(RunnerError) {
    let target = resolved(path)
    switch FileKind.of(target) {
    case .characterDevice, .fifo:
      try writeThrough(text, to: path)
    case .directory, .blockDevice, .socket, .other:
      throw .fileSystem(
        operation: "write", path: path, cause: "it is \(FileKind.of(target).phrase), not a file the catalog writes")
    case .regular where append:
      try writeThrough(text, to: target, appending: true)
    case .regular, .missing:
      if append {
        try writeThrough(text, to: target, appending: true)
      } else {
        try replace(target, with: Array(text.utf8), displayPath: path)
      }
    }
  }

  /// The path a symbolic link chain ends at (the path itself when it is not a link); a dangling
  /// link resolves to where it points, so the file is created there.
  static func resolved(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard FileKind.isSymbolicLink(current),
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? destination
        : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
    }
    return current
  }

  /// Opens `path` for writing without creating it anew (devices, FIFOs) or for appending, and
  /// writes every byte.
  private static func writeThrough(_ text: String, to path: String, appending: Bool = false) throws(RunnerError) {
    let flags = O_WRONLY | O_CLOEXEC | (appending ? O_APPEND | O_CREAT : 0)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    try writeAll(Array(text.utf8), to: descriptor, path: path)
  }

  /// Writes `bytes` to a temporary file beside `path`, flushes it, and renames it over `path`.
  static func replace(_ path: String, with bytes: [UInt8], displayPath: String) throws(RunnerError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).catalog-\(getpid())-\(nextNumber())"
    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw failure(displayPath, errno) }
    do throws(RunnerError) {
      try writeAll(bytes, to: descriptor, path: displayPath)
      guard fsync(descriptor) == 0 else { throw failure(displayPath, errno) }
      fchmod(descriptor, mode)
      close(descriptor)
      guard rename(temporary, path) == 0 else { throw failure(displayPath, errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
  }

  /// Writes every byte of `bytes` to `descriptor`, retrying after a signal.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(RunnerError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno)
      }
      offset += written
    }
  }

  private static func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  /// The error of a failed write of `path`, with the system's reason for `code`.
  static func failure(_ path: String, _ code: Int32) -> RunnerError {
    .fileSystem(operation: "write", path: path, cause: String(cString: strerror(code)))
  }

  private static let counter = Counter()

  private static func nextNumber() -> Int { counter.increment() }
}
