import CatalogModel
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
    /// Where in the file, when the problem is at a place in it (an invalid UTF-8 byte).
    var location: SourceLocation = .start
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
        let (offset, location) = firstInvalidByte(in: bytes)
        let byte = "0x" + String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)
        return .failure(
          Failure(
            message: "not UTF-8: invalid byte \(byte) at byte offset \(offset); a timeline file is UTF-8 text",
            location: location))
      }
      return .success(text)
    }
  }

  /// The offset of the first byte of `bytes` that does not start or continue a valid UTF-8
  /// sequence, and its line and column (columns count the code points before it, from 1).
  static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, location: SourceLocation) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var column = 1
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (offset, SourceLocation(line: line, column: column))
  }
}
