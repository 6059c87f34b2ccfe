import CatalogRunner

/// Builds the compact JSON a page embeds for its script (`<script type="application/json">`):
/// numbers and strings appended to one buffer, strings escaped for JSON and so that no `<` can
/// close the script element.
struct PageJSON {
  private(set) var text = ""

  init(capacity: Int = 0) {
    text.reserveCapacity(capacity)
  }

  mutating func raw(_ fragment: String) {
    text += fragment
  }

  mutating func key(_ name: String) {
    if let last = text.utf8.last, last != UInt8(ascii: "{"), last != UInt8(ascii: "[") { text += "," }
    text += "\"\(name)\":"
  }

  mutating func int(_ value: Int) {
    text += String(value)
  }

  /// `[1,2,3]`.
  mutating func ints(_ values: [Int]) {
    array(values) { json, value in json.int(value) }
  }

  mutating func string(_ value: String) {
    Self.append(value, to: &text)
  }

  /// `["a","b"]`.
  mutating func strings(_ values: [String]) {
    array(values) { json, value in json.string(value) }
  }

  /// `[…]`: each element as `write` appends it, separated by commas.
  ///
  /// For example, `json.array(spans) { json, span in json.ints([span.from, span.to]) }` appends
  /// `[[1,4],[6,9]]`.
  mutating func array<Elements: Sequence>(
    _ elements: Elements, _ write: (inout PageJSON, Elements.Element) -> Void
  ) {
    text += "["
    var first = true
    for element in elements {
      if !first { text += "," }
      first = false
      write(&self, element)
    }
    text += "]"
  }

  /// `value` as a JSON string; `<`, `>` and `&` as `\u` escapes, so the text is safe inside a
  /// script element.
  static func append(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
