import ScenarioFile

/// Reads timeline and baseline files: regular files only (a FIFO or a device is refused before
/// anything waits on it), at most 64 MB, UTF-8.
///
/// For example:
/// ```swift
/// switch TimelineFileReader.text(atPath: "fixtures/basic.uikit-17.timeline") { … }
/// ```
enum TimelineFileReader {
  /// The largest timeline file the catalog reads: 64 MB.
  static let maximumSize = 64 * 1024 * 1024

  /// Why a file was not read, in words that follow its path: "is a FIFO (named pipe), not a
  /// regular file; expected a timeline file".
  struct Failure: Error {
    var message: String
  }

  /// The bytes of the file at `path`.
  ///
  /// - Parameter followingSymbolicLinks: False for `import`, which reads only the files of its
  ///   folder.
  static func bytes(atPath path: String, followingSymbolicLinks: Bool = true) -> Result<[UInt8], Failure> {
    do {
      return .success(
        try FileReader.readBytes(
          atPath: path, limit: maximumSize, followingSymbolicLinks: followingSymbolicLinks))
    } catch {
      return .failure(
        Failure(
          message: error.message(
            expected: "a timeline file", limitDescription: "timeline files are read up to \(maximumSize) bytes (64 MB)")
        ))
    }
  }

  /// The UTF-8 text of the file at `path`.
  static func text(atPath path: String, followingSymbolicLinks: Bool = true) -> Result<String, Failure> {
    bytes(atPath: path, followingSymbolicLinks: followingSymbolicLinks).flatMap { bytes in
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(Failure(message: "the file is not UTF-8 text"))
      }
      return .success(text)
    }
  }
}
