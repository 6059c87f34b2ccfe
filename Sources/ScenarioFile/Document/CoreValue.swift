/// A scalar's value under the YAML 1.2 core schema.
///
/// YAML 1.2 dropped the 1.1 spellings `yes`, `no`, `on`, `off` and `y`/`n` for booleans, and
/// sexagesimal and underscored numbers: under this schema they are strings, and the reader says so
/// ("expected true or false, found 'yes'").
enum CoreValue: Hashable, Sendable {
  /// Empty, `null`, `Null`, `NULL` or `~`.
  case null
  /// `true`, `True`, `TRUE`, `false`, `False` or `FALSE`.
  case bool(Bool)
  /// An integer (decimal, `0o` octal, `0x` hexadecimal) or a float (including `.inf` and `.nan`).
  case number(Double, isInteger: Bool)
  /// Anything else, and every quoted or block scalar.
  case string

  /// The value of a plain (unquoted, untagged) scalar.
  init(plain text: String) {
    switch text {
    case "", "~", "null", "Null", "NULL": self = .null
    case "true", "True", "TRUE": self = .bool(true)
    case "false", "False", "FALSE": self = .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF":
      self = .number(.infinity, isInteger: false)
    case "-.inf", "-.Inf", "-.INF": self = .number(-.infinity, isInteger: false)
    case ".nan", ".NaN", ".NAN": self = .number(.nan, isInteger: false)
    default: self = Self.number(text) ?? .string
    }
  }

  /// The number a core-schema integer or float spells, if `text` is one.
  private static func number(_ text: String) -> CoreValue? {
    let ascii = Array(text.utf8)
    if ascii.count > 2, ascii[0] == UInt8(ascii: "0"),
      ascii[1] == UInt8(ascii: "x") || ascii[1] == UInt8(ascii: "o")
    {
      let radix = ascii[1] == UInt8(ascii: "x") ? 16 : 8
      var value = 0.0
      for byte in ascii.dropFirst(2) {
        guard let digit = Int(String(UnicodeScalar(byte)), radix: radix) else { return nil }
        value = value * Double(radix) + Double(digit)
      }
      return .number(value, isInteger: true)
    }
    // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
    var index = 0
    func digits() -> Int {
      let start = index
      while index < ascii.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii[index]) {
        index += 1
      }
      return index - start
    }
    if index < ascii.count, ascii[index] == UInt8(ascii: "-") || ascii[index] == UInt8(ascii: "+") {
      index += 1
    }
    let integerDigits = digits()
    var isInteger = true
    if index < ascii.count, ascii[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      let fractionDigits = digits()
      if integerDigits == 0 && fractionDigits == 0 { return nil }
    } else if integerDigits == 0 {
      return nil
    }
    if index < ascii.count, ascii[index] == UInt8(ascii: "e") || ascii[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < ascii.count, ascii[index] == UInt8(ascii: "-") || ascii[index] == UInt8(ascii: "+") {
        index += 1
      }
      if digits() == 0 { return nil }
    }
    guard index == ascii.count, let value = Double(text) else { return nil }
    return .number(value, isInteger: isInteger)
  }
}
