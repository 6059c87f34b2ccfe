/// Writing JSON strings.
public enum JSONText {
  /// Appends `text` as a JSON string literal, escaping what RFC 8259 requires.
  public static func appendString(_ text: String, to out: inout String) {
    out.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
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
