import CatalogModel

/// Checks that a file's bytes are text the YAML parser may see: UTF-8, no NUL, no control characters.
///
/// These checks run before parsing so that a binary file gets one clear message with the byte
/// offset of the problem, instead of whatever the parser makes of it.
enum SourceText {
  /// The message for a file of `byteCount` bytes over the limit.
  static func tooLargeMessage(byteCount: Int) -> String {
    let limit = ScenarioFile.maximumFileSize
    return
      "file is too large: \(byteCount) bytes; scenario files are limited to \(limit) bytes (4 MB)"
  }

  /// Decodes a file's bytes as UTF-8 text.
  ///
  /// - Throws: `ScenarioFileError` naming the first NUL byte (binary file), UTF-16 or UTF-32
  ///   byte-order mark, or invalid UTF-8 byte, with its byte offset.
  static func decode(_ bytes: [UInt8], path: String) throws(ScenarioFileError) -> String {
    if let encoding = wideEncoding(of: bytes) {
      throw ScenarioFileError(
        path: path,
        fileProblem: "\(encoding) text (byte-order mark at byte offset 0); save the file as UTF-8")
    }
    func problem(at offset: Int, _ message: String) -> ScenarioFileError {
      ScenarioFileError(
        path: path, diagnostics: [ScenarioDiagnostic(location(ofByte: offset, in: bytes), message)])
    }
    if let offset = bytes.firstIndex(of: 0) {
      let hint = looksLikeUTF16(bytes) ? " (it looks like UTF-16; save it as UTF-8)" : ""
      throw problem(
        at: offset, "binary file: NUL byte at byte offset \(offset); scenario files are UTF-8 text\(hint)")
    }
    if let offset = firstInvalidUTF8Offset(in: bytes) {
      let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
      throw problem(at: offset, "not UTF-8: invalid byte \(byte) at byte offset \(offset); save the file as UTF-8")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` without a leading byte-order mark (U+FEFF), which YAML ignores.
  static func removingByteOrderMark(_ text: String) -> String {
    guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
    return String(text.unicodeScalars.dropFirst())
  }

  /// The first character the YAML parser refuses: NUL, or a control character other than tab,
  /// line feed and carriage return (YAML 1.2 section 5.1, as libyaml enforces it).
  static func firstForbiddenCharacter(in text: String) -> ScenarioDiagnostic? {
    var counter = LineColumnCounter()
    var byteOffset = 0
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index == 0 && scalar == "\u{FEFF}" {
        byteOffset += 3
        continue
      }
      if scalar.value == 0 {
        return ScenarioDiagnostic(
          counter.location,
          "binary file: NUL byte at byte offset \(byteOffset); scenario files are UTF-8 text")
      }
      if !isAllowed(scalar) {
        return ScenarioDiagnostic(
          counter.location,
          "control character \(codePoint(scalar)) at byte offset \(byteOffset) is not allowed; "
            + "scenario files are text with no control characters other than tab and line breaks")
      }
      counter.advance(over: scalar)
      byteOffset += UTF8.width(scalar)
    }
    return nil
  }

  // MARK: - Private

  /// Whether libyaml's reader accepts `scalar` (`#x9 | #xA | #xD | [#x20-#x7E] | #x85 |
  /// [#xA0-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`).
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
      true
    default:
      false
    }
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The name of a UTF-16 or UTF-32 encoding announced by a byte-order mark.
  private static func wideEncoding(of bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      return "UTF-32"
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return "UTF-16"
    }
    return nil
  }

  /// Whether the file starts like ASCII text in UTF-16: one of its first two bytes is zero and
  /// the other is printable ASCII.
  private static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 2 else { return false }
    let (first, second) = (bytes[0], bytes[1])
    return (first == 0 && (0x20...0x7E).contains(second))
      || (second == 0 && (0x20...0x7E).contains(first))
  }

  /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
  private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The line and column of the byte at `offset`, counting the (possibly repaired) text before it.
  private static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var counter = LineColumnCounter()
    var prefix = bytes[..<offset]
    if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix = prefix.dropFirst(3) }
    for scalar in String(decoding: prefix, as: UTF8.self).unicodeScalars {
      counter.advance(over: scalar)
    }
    return counter.location
  }
}
