import CatalogModel
import CatalogRunner

/// Text made safe for XML and HTML, in an attribute or an element.
enum MarkupText {
  /// `text` with `& < > " '`, line breaks and tabs as references; other control characters
  /// (which XML 1.0 cannot carry) written out as `\u{1B}`, as on a terminal; U+FFFE and U+FFFF
  /// dropped.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in VisibleText.escaped(text, keepingLines: true).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
