// MARK: - Canonical text (Docs/timeline-format.md, "Canonical text")

extension Timeline {
  /// The canonical text: one line per event, each ending in a newline.
  ///
  /// Time in seconds with three decimals, right-aligned to 8 characters, two spaces, then
  /// `receiver.member(arguments)`, with argument labels where the member has them, and
  /// ` -> result` when there is a result. The same timeline always renders to the same bytes.
  ///
  /// For example:
  /// ```
  ///    0.000  C.present(D, animated: true)
  ///    0.000  pc:D.shouldPresentInFullscreen -> true
  /// ```
  public func canonicalText() -> String {
    var writer = CanonicalWriter(self)
    for index in events.indices { writer.appendLine(index) }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The canonical line of event `index`, without its newline.
  public func canonicalLine(_ index: Int) -> String {
    var writer = CanonicalWriter(self)
    writer.appendLine(index, newline: false)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The part of a canonical line after the time: `receiver.member(arguments) -> result`.
  public func canonicalCall(_ index: Int) -> String {
    var writer = CanonicalWriter(self)
    writer.appendCall(index)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Appends the canonical line of event `index`, without its newline.
  public func appendCanonicalLine(_ index: Int, to out: inout String) {
    out += canonicalLine(index)
  }

  /// Appends a value as the canonical text writes it: `nil`, `true`, `0.35`, `D`, `"text"`, `[0, 0, 375, 667]`.
  public func appendText(of value: Value, to out: inout String) {
    var writer = CanonicalWriter(self)
    writer.appendValue(value)
    out += String(decoding: writer.bytes, as: UTF8.self)
  }

  /// A value as the canonical text writes it.
  public func text(of value: Value) -> String {
    var out = ""
    appendText(of: value, to: &out)
    return out
  }
}

/// How numbers are written in both timeline forms: integers without a fraction, other values in
/// Swift's shortest round-trip form, so the same number always gives the same bytes.
public enum NumberFormatting {
  public static func string(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return String(number)
  }
}

/// Which strings the canonical text writes bare, and how it quotes the others.
public enum TextToken {
  /// A string reads as a name, and is written without quotes, when it starts with a letter or `_`,
  /// continues with letters, digits and `_ : # . / -`, does not end in `:` and is not a literal.
  public static func isBare(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
    for byte in bytes.dropFirst() {
      guard isLetter(byte) || isDigit(byte) || punctuation.contains(byte) else { return false }
    }
    if bytes.last == UInt8(ascii: ":") { return false }
    return text != "true" && text != "false" && text != "nil"
  }

  /// Appends `text` in double quotes, escaping `"`, `\` and control characters as Swift does.
  public static func appendQuoted(_ text: String, to out: inout String) {
    JSONText.appendQuoted(text, to: &out) { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : nil
    }
  }

  static let punctuation: Set<UInt8> = Set("_:#./-".utf8)

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
