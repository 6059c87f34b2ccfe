import CatalogModel
import CatalogStorage
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file a user named (`--junit`, `--summary`, `--html`, `report --output`, a folder's
/// baseline files) without ever clobbering what is not a regular file.
///
/// What happens depends on what the path is, decided before anything is opened:
/// - **One of this process's descriptors** — `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`, or a symbolic link to one (the CI idiom `--junit /dev/stdout`): the text
///   is written to that open descriptor itself, never reopened, renamed over or truncated, so a
///   pipe gets it and a file the shell opened (`> log`, `>> log`) keeps what it holds and is
///   written at its own position (appended to, for `>>`).
/// - **A character device or a FIFO** (`/dev/null`, a named pipe): written through, never
///   replaced or truncated. A FIFO that no process is reading is an error rather than a wait
///   without end.
/// - **A regular file, or a path where nothing is yet**: replaced **atomically**: the text goes
///   to a temporary file beside it (`.<name>.catalog-<pid>-<n>`), is flushed to disk, and is
///   renamed over the target, so a reader or a kill sees the old bytes or the new ones, never
///   half. The replaced file's permissions are kept. Appending (`--summary`, like
///   `$GITHUB_STEP_SUMMARY`) appends to it instead, creating it when missing.
/// - **A symbolic link** is never replaced: the file it ends at gets the text as above (a
///   dangling link's target is created), the link stays a link, and `Outcome.note` says which
///   file was written, for the command to print.
/// - **A folder, a block device or a socket** is refused, as is the catalog database itself (or
///   its `-wal`, `-shm` or `-journal` file), whatever path names it.
package enum OutputFile {
  /// What a write did, when it is more than the path says.
  package struct Outcome: Sendable, Equatable {
    /// A line for standard error saying which file was written, when the path was a symbolic
    /// link: `note: 'out.xml' is a symbolic link; wrote the file it points to, 'reports/out.xml'`.
    package var note: String?
  }

  /// Writes `text` to `path`.
  ///
  /// - Parameters:
  ///   - append: Appends to a regular file instead of replacing it.
  ///   - protected: Files that must not be written, whatever path names them: the catalog's
  ///     database (its `-wal`, `-shm` and `-journal` files are protected with it).
  /// - Throws: `RunnerError.fileSystem` naming the path and the cause (exit 3), or
  ///   `.invalidInput` for a path that is no file to write (exit 2); nothing is left
  ///   half-written and no temporary file stays behind.
  @discardableResult
  package static func write(_ text: String, to path: String, append: Bool = false, protected: [String] = [])
    throws(RunnerError) -> Outcome
  {
    let bytes = Array(text.utf8)
    if let descriptor = inheritedDescriptor(path) {
      try writeToDescriptor(bytes, descriptor, path: path)
      return Outcome()
    }
    try refuseUnsuitable(path, protected: protected)
    let target = resolved(path)
    let note =
      target == path
      ? nil
      : "note: '\(path)' is a symbolic link; wrote the file it points to, '\(target)'"
    switch FileKind.of(target) {
    case .characterDevice:
      try writeThrough(bytes, to: target, displayPath: path)
    case .fifo:
      try writeToFIFO(bytes, at: target, displayPath: path)
    case .regular, .missing:
      if append {
        try writeThrough(bytes, to: target, displayPath: path, appending: true)
      } else {
        try replace(target, with: bytes, displayPath: path)
      }
    case let kind:
      throw .invalidInput("cannot write '\(path)': it is \(kind.phrase), not a file the catalog writes")
    }
    return Outcome(note: note)
  }

  /// Refuses, before a command does its work, an output path it could not write afterwards: a
  /// folder, a block device or a socket, a path in a folder that does not exist, or the catalog
  /// database itself. A command calls it first, so that it never records its work and then
  /// fails to write the report (`check --junit nodir/x.xml` used to).
  ///
  /// - Throws: `RunnerError.invalidInput` (exit 2).
  package static func requireWritable(_ path: String, protected: [String] = []) throws(RunnerError) {
    if inheritedDescriptor(path) != nil { return }
    try refuseUnsuitable(path, protected: protected)
    let target = resolved(path)
    switch FileKind.of(target) {
    case .regular, .characterDevice, .fifo: return
    case .missing:
      let folder = PathText.folder(of: target)
      let kind = FileKind.of(folder.isEmpty ? "." : folder)
      guard kind == .directory else {
        throw .invalidInput(
          "cannot write '\(path)': its folder '\(folder)' \(kind == .missing ? "does not exist" : "is \(kind.phrase), not a folder")"
        )
      }
    case let kind:
      throw .invalidInput("cannot write '\(path)': it is \(kind.phrase), not a file the catalog writes")
    }
  }

  // MARK: - What a path is

  /// The descriptor of this process that `path` names, through any chain of symbolic links:
  /// `/dev/stdout` (1), `/dev/stderr` (2), `/dev/fd/N` and `/proc/self/fd/N` (N); nil for any other
  /// path, or a descriptor that is not open for writing.
  ///
  /// Decided by the path, never by what the `/proc` link's text says (`pipe:[330090]`, or the
  /// redirected file's path, which must not be replaced).
  static func inheritedDescriptor(_ path: String) -> Int32? {
    var current = path
    for _ in 0..<40 {
      let folder = PathText.folder(of: current)
      let name = PathText.name(of: current)
      guard !name.isEmpty, name != ".", name != "..", let real = realFolder(folder.isEmpty ? "." : folder) else {
        return nil
      }
      let full = real == "/" ? "/" + name : real + "/" + name
      if let descriptor = descriptorNamed(full) {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, flags & O_ACCMODE != O_RDONLY else { return nil }
        return descriptor
      }
      guard FileKind.isSymbolicLink(full),
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: full)
      else { return nil }
      current = PathText.join(real, destination)
    }
    return nil
  }

  /// The descriptor an absolute path with a resolved folder names, if it names one.
  private static func descriptorNamed(_ full: String) -> Int32? {
    switch full {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    let folder = PathText.folder(of: full)
    let name = PathText.name(of: full)
    let ownFolders = ["/dev/fd", "/proc/self/fd", "/proc/thread-self/fd", "/proc/\(getpid())/fd"]
    guard ownFolders.contains(folder) || folder.hasPrefix("/proc/\(getpid())/task/") && folder.hasSuffix("/fd"),
      let number = Int32(name), number >= 0
    else { return nil }
    return number
  }

  /// `folder` with every symbolic link resolved (`realpath(3)`), or nil when it does not exist.
  private static func realFolder(_ folder: String) -> String? {
    guard let resolved = realpath(folder, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Refuses the catalog's own files, by identity (device and inode), whatever path names them.
  private static func refuseUnsuitable(_ path: String, protected: [String]) throws(RunnerError) {
    guard let identity = identity(of: path) else { return }
    for database in protected {
      for file in SQLiteFiles.all(of: database) {
        if let other = Self.identity(of: file), other == identity {
          throw .invalidInput(
            "refusing to write '\(path)': it is the catalog database '\(database)'\(file == database ? "" : " (its '\(file.dropFirst(database.count))' file)"); name another file"
          )
        }
      }
    }
  }

  private struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
  }

  /// The device and inode of what `path` ends at (links followed), or nil when nothing is there.
  private static func identity(of path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The path a symbolic link chain ends at (the path itself when it is not a link); a dangling
  /// link resolves to where it points, so the file is created there.
  static func resolved(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard FileKind.isSymbolicLink(current),
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return current }
      current = PathText.join(PathText.folder(of: current), destination)
    }
    return current
  }

  // MARK: - Writing

  /// Writes to a descriptor this process inherited, as it is (its position, its append mode). A
  /// pipe whose reader stopped early (`--html /dev/stdout | head -1`) is not a failure, as for
  /// standard output itself: the rest of the text is not wanted.
  private static func writeToDescriptor(_ bytes: [UInt8], _ descriptor: Int32, path: String) throws(RunnerError) {
    try writeAll(bytes, to: descriptor, path: path, closedPipeEndsQuietly: true)
  }

  /// Opens `path` for writing without creating it anew (a device) or for appending, and writes
  /// every byte.
  private static func writeThrough(_ bytes: [UInt8], to path: String, displayPath: String, appending: Bool = false)
    throws(RunnerError)
  {
    let flags = O_WRONLY | O_CLOEXEC | O_NOCTTY | (appending ? O_APPEND | O_CREAT : 0)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else { throw failure(displayPath, errno) }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, path: displayPath)
  }

  /// Writes to a FIFO that a process is reading; with no reader, says so instead of waiting
  /// forever for one.
  private static func writeToFIFO(_ bytes: [UInt8], at path: String, displayPath: String) throws(RunnerError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENXIO {
        throw .fileSystem(
          operation: "write", path: displayPath,
          cause: "it is a FIFO (named pipe) that no process is reading; start its reader first")
      }
      throw failure(displayPath, errno)
    }
    defer { close(descriptor) }
    // Blocking writes from here on: the reader takes the text at its own pace.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    // A reader that stops early has what it wanted, as with a pipe.
    try writeAll(bytes, to: descriptor, path: displayPath, closedPipeEndsQuietly: true)
  }

  /// Writes `bytes` to a temporary file beside `path`, flushes it, and renames it over `path`.
  static func replace(_ path: String, with bytes: [UInt8], displayPath: String) throws(RunnerError) {
    let temporary = PathText.join(
      PathText.folder(of: path), ".\(PathText.name(of: path)).catalog-\(getpid())-\(nextNumber())")
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

  /// Writes every byte of `bytes` to `descriptor`, retrying after a signal; with
  /// `closedPipeEndsQuietly`, stops without an error when the reader of a pipe closed it
  /// (`EPIPE`; the command line ignores `SIGPIPE`).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String, closedPipeEndsQuietly: Bool = false)
    throws(RunnerError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE, closedPipeEndsQuietly { return }
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
