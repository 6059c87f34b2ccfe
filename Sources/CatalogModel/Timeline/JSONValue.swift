/// A parsed JSON value. Booleans and numbers stay distinct, on every platform.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
}

/// A small strict JSON parser (RFC 8259) that reports line and column.
public struct JSONParser {
  private let bytes: [UInt8]
  private var position = 0
  private var line: Int
  private var lineStart = 0
  private var depth = 0

  public init(_ text: String, line: Int = 1) {
    bytes = Array(text.utf8)
    self.line = line
  }

  /// Parses one JSON value that must fill the whole text.
  public mutating func parseDocument() throws -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else { throw fail("unexpected text after the JSON value") }
    return value
  }

  private func fail(_ message: String) -> TimelineFormatError {
    TimelineFormatError(line: line, column: position - lineStart + 1, message)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: "\n"):
        position += 1
        line += 1
        lineStart = position
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else { throw fail("expected a JSON value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default: return .number(try parseNumber())
    }
  }

  private mutating func literal(_ word: String) throws {
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else { throw fail("expected '\(word)'") }
      position += 1
    }
  }

  private mutating func nest() throws {
    depth += 1
    guard depth <= 64 else { throw fail("JSON nested more than 64 levels deep") }
  }

  private mutating func parseObject() throws -> JSONValue {
    try nest()
    defer { depth -= 1 }
    position += 1
    var fields: [String: JSONValue] = [:]
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(fields)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw fail("expected a key in double quotes")
      }
      let key = try parseString()
      guard fields[key] == nil else { throw fail("duplicate key '\(key)'") }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
      position += 1
      fields[key] = try parseValue()
      skipWhitespace()
      guard position < bytes.count else { throw fail("unterminated object: expected '}'") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
      position += 1
      return .object(fields)
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try nest()
    defer { depth -= 1 }
    position += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(items)
    }
    while true {
      items.append(try parseValue())
      skipWhitespace()
      guard position < bytes.count else { throw fail("unterminated array: expected ']'") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
      position += 1
      return .array(items)
    }
  }

  private mutating func parseNumber() throws -> Double {
    let start = position
    while position < bytes.count,
      "-+.eE0123456789".utf8.contains(bytes[position])
    {
      position += 1
    }
    guard position > start, let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
      number.isFinite
    else {
      position = start
      throw fail("expected a JSON value")
    }
    return number
  }

  private mutating func parseString() throws -> String {
    position += 1
    var out: [UInt8] = []
    while true {
      guard position < bytes.count else { throw fail("unterminated string") }
      let byte = bytes[position]
      position += 1
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { throw fail("control character in a string") }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        continue
      }
      guard position < bytes.count else { throw fail("unterminated escape") }
      let escaped = bytes[position]
      position += 1
      switch escaped {
      case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else { throw fail("unpaired surrogate in a \\u escape") }
          position += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      default:
        throw fail("unknown escape in a string")
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private mutating func hex4() throws -> UInt32 {
    guard position + 4 <= bytes.count,
      let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw fail("expected four hex digits after \\u") }
    position += 4
    return code
  }
}
