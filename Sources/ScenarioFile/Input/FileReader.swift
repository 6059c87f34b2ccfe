#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a scenario file's bytes, refusing a file that is too large before reading it.
///
/// POSIX calls are used directly so that the size check happens on the open file (no race with a
/// file that is replaced between the check and the read) and so that error messages carry the
/// system's reason (`no such file or directory`, `permission denied`). Reading stops one byte past
/// the limit, so a special file that reports no size (a pipe, `/dev/zero`) cannot exhaust memory.
enum FileReader {
  /// The bytes of the file at `path`, at most `limit` of them.
  ///
  /// - Throws: `ScenarioFileError` when the file cannot be opened or read, is a directory, or holds
  ///   more than `limit` bytes.
  static func readBytes(atPath path: String, limit: Int) throws(ScenarioFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw ScenarioFileError(path: path, fileProblem: "cannot open file: \(systemReason(errno))")
    }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ScenarioFileError(path: path, fileProblem: "cannot read file: \(systemReason(errno))")
    }
    let fileType = status.st_mode & S_IFMT
    if fileType == S_IFDIR {
      throw ScenarioFileError(
        path: path, fileProblem: "is a directory; expected a scenario file (.yaml, .yml or .json)")
    }
    if fileType == S_IFREG, Int(status.st_size) > limit {
      throw ScenarioFileError(
        path: path, fileProblem: SourceText.tooLargeMessage(byteCount: Int(status.st_size)))
    }

    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ScenarioFileError(path: path, fileProblem: "cannot read file: \(systemReason(errno))")
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    guard bytes.count <= limit else {
      throw ScenarioFileError(
        path: path,
        fileProblem:
          "file is too large: more than \(limit) bytes; scenario files are limited to \(limit) bytes (4 MB)"
      )
    }
    return bytes
  }

  /// The system's description of `code`, starting lowercase: `no such file or directory`.
  private static func systemReason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let reason = String(cString: text)
    return reason.prefix(1).lowercased() + reason.dropFirst()
  }
}
