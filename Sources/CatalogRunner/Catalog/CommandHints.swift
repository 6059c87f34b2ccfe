/// Suggested commands that use the same catalog as the command that suggests them.
///
/// A report says what to run next in quotes (`'catalog accept --group N'`); when the user chose
/// the catalog with `--db`, following the hint as written would use (and create) another one, so
/// every quoted `catalog …` command gets the same ` --db PATH` (`CatalogLocation.option`).
package enum CommandHints {
  /// `text` with `option` added at the end of each quoted `'catalog …'` command (quoted with
  /// `quote`, an ASCII character: Markdown quotes commands with backticks).
  ///
  /// Works on the text's UTF-8 bytes, which a report of a large check (every authoring warning)
  /// makes long: Foundation's `range(of:)` converted it to UTF-16 on every call. The quote and
  /// `catalog ` are ASCII, so every cut falls between characters.
  package static func adding(_ option: String, to text: String, quote: Character = "'") -> String {
    guard !option.isEmpty else { return text }
    guard let quoteByte = quote.asciiValue else { preconditionFailure("commands are quoted with ASCII") }
    let opening = Array((String(quote) + "catalog ").utf8)
    var text = text
    let added = text.withUTF8 { bytes -> String? in
      guard var match = firstOffset(of: opening, in: bytes, from: 0) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 64 * option.utf8.count)
      var position = 0
      while true {
        // The closing quote after the command; none: the rest is copied as it is.
        guard let end = bytes[(match + opening.count)...].firstIndex(of: quoteByte) else { break }
        out.append(contentsOf: bytes[position..<end])
        out.append(contentsOf: option.utf8)
        out.append(quoteByte)
        position = end + 1
        guard let next = firstOffset(of: opening, in: bytes, from: position) else { break }
        match = next
      }
      out.append(contentsOf: bytes[position...])
      return String(decoding: out, as: UTF8.self)
    }
    return added ?? text
  }

  /// Where `pattern` first occurs in `bytes` at or after `start`.
  private static func firstOffset(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    var index = start
    while index <= bytes.count - pattern.count {
      if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
      index += 1
    }
    return nil
  }
}
