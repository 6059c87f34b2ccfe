/// A timeline digest as a `Baseline` keeps it: SHA-256's 64 lowercase hexadecimal digits as 32
/// bytes (40 with the case that says so), or the text itself when it is not of that form (a digest
/// a report names, say). A check of 100,000 baselines holds 100,000 of these: as text each would be
/// a string of its own on the heap (112 bytes), this way it is part of its baseline.
struct CompactDigest: Sendable {
  private enum Storage: Sendable {
    case sha256(UInt64, UInt64, UInt64, UInt64)
    case text(String)
  }

  private let storage: Storage

  init(_ text: String) {
    if let words = Self.words(of: text) {
      storage = .sha256(words.0, words.1, words.2, words.3)
    } else {
      storage = .text(text)
    }
  }

  /// The digest as it was given.
  var text: String {
    switch storage {
    case .text(let text):
      return text
    case .sha256(let a, let b, let c, let d):
      return String(unsafeUninitializedCapacity: 64) { buffer in
        for (offset, word) in [a, b, c, d].enumerated() {
          for digit in 0..<16 {
            let value = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * digit)) & 0xF
            buffer[offset * 16 + digit] = value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
          }
        }
        return 64
      }
    }
  }

  /// Whether `text` is this digest, without writing this one out.
  func matches(_ text: String) -> Bool {
    switch storage {
    case .text(let own):
      return own == text
    case .sha256(let a, let b, let c, let d):
      guard let words = Self.words(of: text) else { return false }
      return words == (a, b, c, d)
    }
  }

  /// Each byte's value as a lowercase hexadecimal digit, or 0xFF for any other byte.
  private static let digitValues: [UInt8] = (0..<256).map { byte in
    switch byte {
    case 0x30...0x39: UInt8(byte - 0x30)
    case 0x61...0x66: UInt8(byte - 0x61 + 10)
    default: 0xFF
    }
  }

  /// The four words of 64 lowercase hexadecimal digits, or nil when `text` is anything else.
  private static func words(of text: String) -> (UInt64, UInt64, UInt64, UInt64)? {
    var text = text
    return text.withUTF8 { bytes -> (UInt64, UInt64, UInt64, UInt64)? in
      guard bytes.count == 64 else { return nil }
      // A check compares every replay's digest with its baseline's: a table lookup per digit,
      // with any byte that is not a digit marked by its high bits, which `invalid` collects.
      func word(_ start: Int) -> UInt64? {
        var word: UInt64 = 0
        var invalid: UInt8 = 0
        for index in start..<start + 16 {
          let value = Self.digitValues[Int(bytes[index])]
          invalid |= value
          word = word << 4 | UInt64(value & 0xF)
        }
        return invalid & 0xF0 == 0 ? word : nil
      }
      guard let a = word(0), let b = word(16), let c = word(32), let d = word(48) else { return nil }
      return (a, b, c, d)
    }
  }
}
