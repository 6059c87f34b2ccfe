import CatalogModel

// MARK: - Arrays of strings as JSON text

extension JSONText {
  /// `strings` as a compact JSON array: `["catalog","run","fixtures/"]`.
  static func array(of strings: [String]) -> String {
    var out = "["
    for (index, string) in strings.enumerated() {
      if index > 0 { out.append(",") }
      appendString(string, to: &out)
    }
    out.append("]")
    return out
  }

  /// The strings of a JSON array written by `array(of:)`, or nil when `text` is not one.
  static func strings(fromArray text: String) -> [String]? {
    var parser = JSONParser(text)
    guard case .array(let items)? = try? parser.parseDocument() else { return nil }
    var strings: [String] = []
    for item in items {
      guard case .string(let string) = item else { return nil }
      strings.append(string)
    }
    return strings
  }
}
