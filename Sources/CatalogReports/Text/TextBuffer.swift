import CatalogModel
import CatalogRunner

/// UTF-8 output built byte by byte and turned into a `String` once, for renderings of tens of
/// thousands of lines (`catalog list` on a large catalog), where appending to a `String` piece
/// by piece costs more than the query.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The text so far.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  mutating func append(_ number: Int64) {
    bytes.append(contentsOf: String(number).utf8)
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  /// Appends `text` as a JSON string literal, escaped as `JSONText.appendString` escapes it;
  /// text with nothing to escape (almost all) is copied as is.
  mutating func appendJSONString(_ text: String) {
    let plain = text.utf8.allSatisfy {
      $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    if plain {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: text.utf8)
      bytes.append(UInt8(ascii: "\""))
    } else {
      bytes.append(contentsOf: JSONText.string(text).utf8)
    }
  }

  /// Removes trailing spaces.
  mutating func trimTrailingSpaces() {
    while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
  }

  /// The width of `text` in a monospaced table: its UTF-8 length when it is ASCII (names, tags
  /// and statuses always are), else its number of characters.
  static func width(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return text.count }
      count += 1
    }
    return count
  }
}
