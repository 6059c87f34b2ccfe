/// Private-use characters that appear nowhere in a file, to stand in for others while Yams parses.
///
/// The composer needs marks that Yams carries through untouched: one for `*` (so aliases reach it
/// as plain scalars, see `DocumentComposer`) and one per duplicate key it renames. A stand-in must
/// not occur in the text, nor be spelled by an escape (`\uE000`) in a double-quoted string, or
/// restoring it afterwards would change the author's text.
struct StandInCharacters {
  private var taken: Set<UInt32> = []
  /// Every private-use code point, Basic Multilingual Plane first.
  private var candidates = [UInt32(0xE000)...0xF8FF, 0xF0000...0xFFFFD].joined().makeIterator()

  /// Records every private-use character of `text`, written or escaped, as taken.
  init(excludingThoseIn text: [Unicode.Scalar]) {
    for (index, scalar) in text.enumerated() {
      if Self.isPrivateUse(scalar.value) { taken.insert(scalar.value) }
      guard scalar == "\\", index + 1 < text.count else { continue }
      let digitCount: Int
      switch text[index + 1] {
      case "u": digitCount = 4
      case "U": digitCount = 8
      default: continue
      }
      let digits = text.dropFirst(index + 2).prefix(digitCount)
      if let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16) {
        taken.insert(value)
      }
    }
  }

  /// An unused private-use character, different from every one returned before; nil when the
  /// file uses them all.
  mutating func next() -> Unicode.Scalar? {
    while let value = candidates.next() {
      guard taken.insert(value).inserted else { continue }
      return Unicode.Scalar(value)
    }
    return nil
  }

  private static func isPrivateUse(_ value: UInt32) -> Bool {
    (0xE000...0xF8FF).contains(value) || (0xF0000...0xFFFFD).contains(value)
      || (0x100000...0x10FFFD).contains(value)
  }
}
