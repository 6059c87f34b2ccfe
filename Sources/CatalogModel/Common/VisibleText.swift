/// Text from a file made safe to print on a terminal: control characters (which could move the
/// cursor, retitle the window or clear the screen, `"\u{1B}]0;…\u{07}"`) are shown as `\u{1B}`
/// instead of being sent; so are the Unicode controls that reorder a line's text when it is
/// displayed (bidirectional embeddings, overrides and isolates, U+202A–U+202E and
/// U+2066–U+2069), which can make a line read differently from what it holds.
///
/// For example:
/// ```swift
/// VisibleText.escaped("a\u{1B}[2Jb")   // "a\u{1B}[2Jb" with the escape written out as text
/// ```
public enum VisibleText {
  /// `text` with every C0 control character (except line breaks — `\n`, `\r` — and tabs when
  /// `keepingLines`), DEL, every C1 control character and every bidirectional formatting
  /// character written as `\u{XX}`; text without any is returned as it is.
  public static func escaped(_ text: String, keepingLines: Bool = false) -> String {
    func isHidden(_ scalar: Unicode.Scalar) -> Bool {
      if keepingLines && (scalar == "\n" || scalar == "\r" || scalar == "\t") { return false }
      return isControl(scalar)
    }
    // Printable ASCII, almost every text, hides nothing: a loop over its bytes says so.
    if isPrintableASCII(text.utf8) { return text }
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        appendEscape(scalar, to: &result)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text on its way to a terminal (everything the command line prints): like `escaped`, but line
  /// feeds and tabs stay, and with `keepingStyles` the SGR sequences the catalog draws its
  /// colours with (`ESC [ 1;31 m`) stay too. A carriage return is escaped: it could hide the
  /// start of a line. Fast when there is nothing to escape, which is almost always.
  public static func forTerminal(_ text: String, keepingStyles: Bool) -> String {
    guard needsEscaping(text.utf8) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", keepingStyles, let end = styleEnd(scalars, from: index) {
        for position in index...end { result.unicodeScalars.append(scalars[position]) }
        index = end + 1
        continue
      }
      if scalar != "\n" && scalar != "\t" && isControl(scalar) {
        appendEscape(scalar, to: &result)
      } else {
        result.unicodeScalars.append(scalar)
      }
      index += 1
    }
    return result
  }

  /// Whether `scalar` is a control character or a bidirectional formatting character.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  private static func appendEscape(_ scalar: Unicode.Scalar, to result: inout String) {
    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// The index of the `m` that ends an SGR sequence (`ESC [`, digits and `;`, `m`) starting at
  /// `start`, or nil when the escape starts anything else.
  private static func styleEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count, index - start < 32 {
      let scalar = scalars[index]
      if scalar == "m" { return index }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index += 1
    }
    return nil
  }

  /// Whether the UTF-8 bytes may hold anything `forTerminal` would change: a C0 control other
  /// than a line feed or a tab (an escape too: whether it starts a style is decided later), DEL, a C1 control (`C2 80`–`C2 9F`)
  /// or a bidirectional formatting character (`E2 80 AA`–`E2 80 AE`, `E2 81 A6`–`E2 81 A9`).
  private static func needsEscaping(_ bytes: String.UTF8View) -> Bool {
    // Over the string's own buffer where it has one (a native string): a loop over memory
    // rather than the view's iterator, about a fifth of the instructions on a long diff.
    bytes.withContiguousStorageIfAvailable { needsEscaping(in: $0) } ?? needsEscaping(in: bytes)
  }

  /// Whether every byte is printable ASCII (space to `~`): over the string's own buffer where it
  /// has one, else false (the caller then looks scalar by scalar).
  private static func isPrintableASCII(_ bytes: String.UTF8View) -> Bool {
    bytes.withContiguousStorageIfAvailable { buffer in
      var outside = false
      for byte in buffer { outside = outside || byte &- 0x20 > 0x5E }
      return !outside
    } ?? false
  }

  @inline(__always)
  private static func needsEscaping(in bytes: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 {
        // An escape, with styles kept or not, is looked at scalar by scalar.
        if byte != 0x0A && byte != 0x09 { return true }
      } else if byte == 0x7F {
        return true
      } else if previous == 0xC2 && (0x80...0x9F).contains(byte) {
        return true
      } else if beforePrevious == 0xE2 && previous == 0x80 && (0xAA...0xAE).contains(byte) {
        return true
      } else if beforePrevious == 0xE2 && previous == 0x81 && (0xA6...0xA9).contains(byte) {
        return true
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
