/// Writing JSON strings.
public enum JSONText {
  /// Appends `text` as a JSON string literal, escaping what RFC 8259 requires.
  public static func appendString(_ text: String, to out: inout String) {
    appendQuoted(text, to: &out) { scalar in
      guard scalar.value < 0x20 else { return nil }
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// Appends `text` in double quotes with `"`, `\`, newline, return and tab escaped by a
  /// backslash, as JSON and Swift both write them, and any other scalar that `escape` gives a form
  /// to in that form.
  @inline(__always)
  static func appendQuoted(
    _ text: String, to out: inout String, escape: (Unicode.Scalar) -> String?
  ) {
    out.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      default:
        if let escaped = escape(scalar) {
          out.append(escaped)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out.append("\"")
  }

  /// `text` as a JSON string literal.
  public static func string(_ text: String) -> String {
    var out = ""
    appendString(text, to: &out)
    return out
  }
}
