/// Text from a file made safe to print on a terminal: control characters (which could move the
/// cursor, retitle the window or clear the screen, `"\u{1B}]0;…\u{07}"`) are shown as `\u{1B}`
/// instead of being sent.
///
/// For example:
/// ```swift
/// VisibleText.escaped("a\u{1B}[2Jb")   // "a\u{1B}[2Jb" with the escape written out as text
/// ```
public enum VisibleText {
  /// `text` with every C0 control character (except line breaks — `\n`, `\r` — and tabs when
  /// `keepingLines`),
  /// DEL and C1 control character written as `\u{XX}`; text without any is returned as it is.
  public static func escaped(_ text: String, keepingLines: Bool = false) -> String {
    func isHidden(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      if keepingLines && (scalar == "\n" || scalar == "\r" || scalar == "\t") { return false }
      return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
    }
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
