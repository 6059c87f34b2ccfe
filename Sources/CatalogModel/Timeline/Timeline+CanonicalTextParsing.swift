#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Reading canonical text back

extension Timeline {
  /// Reads a timeline from its canonical text (Docs/timeline-format.md, "Canonical text").
  ///
  /// The text form has no turns and no kinds: turns come back as -1, and each kind is restored from
  /// the member (`Member.kind`), or for a member the engine does not know, from its shape (a bare
  /// name with a result is a query, anything else a callback). Blank lines and lines starting with
  /// `#` are skipped, so a file may carry a comment header.
  ///
  /// - Throws: `TimelineFormatError` naming the line and column of the first malformed line.
  public init(canonicalText text: String) throws {
    try self.init(canonicalTextBytes: Array(text.utf8))
  }

  /// Reads a timeline from the UTF-8 bytes of its canonical text; see `init(canonicalText:)`.
  public init(canonicalTextBytes bytes: [UInt8]) throws {
    self.init()
    var calls = CanonicalLineParser.CallCache()
    // Lines repeat, but for their time: each distinct call text is parsed once and reused,
    // found by an FNV-1a hash of its bytes and confirmed byte for byte.
    var templateIndex: [UInt64: Int] = [:]
    var templates: [(bytes: ArraySlice<UInt8>, event: Event)] = []
    events.reserveCapacity(bytes.count / 40)
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let line = bytes[start..<lineEnd]
      start = end + 1
      if line.first == UInt8(ascii: "#") || line.allSatisfy({ $0 == UInt8(ascii: " ") }) { continue }
      let quick = CanonicalLineParser.quickTime(line)
      var hash: UInt64 = 0
      if let (time, callStart) = quick {
        let call = bytes[callStart..<lineEnd]
        hash = 0xcbf2_9ce4_8422_2325
        for byte in call { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        if let found = templateIndex[hash], Self.sameBytes(templates[found].bytes, call) {
          var event = templates[found].event
          event.time = time
          events.append(event)
          continue
        }
      }
      var parser = CanonicalLineParser(bytes: Array(line), line: lineNumber)
      let event = try parser.parseEvent(into: &self, calls: &calls)
      events.append(event)
      if let (_, callStart) = quick, templateIndex[hash] == nil {
        templateIndex[hash] = templates.count
        templates.append((bytes[callStart..<lineEnd], event))
      }
    }
  }

  private static func sameBytes(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let left = x.baseAddress, let right = y.baseAddress else { return x.count == y.count }
        return memcmp(left, right, x.count) == 0
      }
    }
  }
}

extension CanonicalLineParser {
  /// Throws at the first byte of `line` that is not UTF-8, with its column (the code points
  /// before it, from 1).
  static func requireUTF8(_ line: [UInt8], line number: Int) throws {
    guard line.contains(where: { $0 >= 0x80 }), String(validating: line, as: UTF8.self) == nil else { return }
    var iterator = line.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var column = 1
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
      column += 1
    }
    let byte = offset < line.count ? line[offset] : 0
    throw TimelineFormatError(
      line: number, column: column,
      "not UTF-8: invalid byte 0x\(String(byte, radix: 16, uppercase: true)); a timeline file is UTF-8 text")
  }
}

/// Parses one canonical line, byte by byte.
struct CanonicalLineParser {
  let bytes: [UInt8]
  let line: Int
  var position = 0

  init(bytes: [UInt8], line: Int) {
    self.bytes = bytes
    self.line = line
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// The time of a well-formed line and where its call text starts (after the two spaces), or
  /// nil when the line needs the full parser's diagnosis.
  static func quickTime<Line: RandomAccessCollection<UInt8>>(_ line: Line) -> (VirtualTime, Int)?
  where Line.Index == Int {
    var index = line.startIndex
    while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
    var seconds: Int64 = 0
    var digits = 0
    while index < line.endIndex, TextToken.isDigit(line[index]), digits < 12 {
      seconds = seconds * 10 + Int64(line[index] - UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    guard digits > 0, index + 6 <= line.endIndex, line[index] == UInt8(ascii: "."),
      TextToken.isDigit(line[index + 1]), TextToken.isDigit(line[index + 2]), TextToken.isDigit(line[index + 3]),
      line[index + 4] == UInt8(ascii: " "), line[index + 5] == UInt8(ascii: " ")
    else { return nil }
    let millis = Int64(line[index + 1] - 48) * 100 + Int64(line[index + 2] - 48) * 10 + Int64(line[index + 3] - 48)
    return (VirtualTime(milliseconds: seconds * 1000 + millis), index + 6)
  }

  private func fail(_ message: String) -> TimelineFormatError {
    TimelineFormatError(line: line, column: position + 1, message)
  }

  private mutating func expect(_ literal: String, _ what: String) throws {
    for byte in literal.utf8 {
      guard current == byte else { throw fail("expected \(what)") }
      position += 1
    }
  }

  /// Resolved calls by what the text shows (base, labels, shape), so each distinct call is
  /// resolved once per file rather than once per line.
  struct CallCache {
    struct Key: Hashable {
      var base: String
      var labels: [String]
      var hasParentheses: Bool
      var isUIKit: Bool
      var hasResult: Bool
    }

    var resolved: [Key: (Name, EventKind)] = [:]
  }

  mutating func parseEvent(into timeline: inout Timeline) throws -> Event {
    var calls = CallCache()
    return try parseEvent(into: &timeline, calls: &calls)
  }

  mutating func parseEvent(into timeline: inout Timeline, calls: inout CallCache) throws -> Event {
    while current == UInt8(ascii: " ") { position += 1 }
    let time = try parseTime()
    try expect("  ", "two spaces after the time")
    let receiver = try parseReceiver()
    try expect(".", "'.' between the receiver and the member")
    let base = try parseIdentifier("a member name")
    var labels: [String] = []
    var args = Arguments()
    var hasParentheses = false
    if current == UInt8(ascii: "(") {
      hasParentheses = true
      position += 1
      while current != UInt8(ascii: ")") {
        if !labels.isEmpty { try expect(", ", "', ' between arguments or ')'") }
        labels.append(parseLabel() ?? "_")
        guard args.count < Arguments.capacity else {
          throw fail("an event has at most \(Arguments.capacity) arguments")
        }
        args.append(try parseValue(into: &timeline))
      }
      position += 1
    }
    var result: Value?
    if current != nil {
      try expect(" -> ", "' -> ' before a result, or the end of the line")
      result = try parseValue(into: &timeline)
    }
    guard current == nil else { throw fail("unexpected text after the event") }
    let key = CallCache.Key(
      base: base, labels: labels, hasParentheses: hasParentheses, isUIKit: receiver == "UIKit",
      hasResult: result != nil)
    let call: Name
    let kind: EventKind
    if let known = calls.resolved[key] {
      (call, kind) = known
    } else {
      let (name, resolvedKind) = Self.resolveCall(
        base: base, labels: labels, hasParentheses: hasParentheses, receiver: receiver,
        hasResult: result != nil)
      call = timeline.intern(name)
      kind = resolvedKind
      calls.resolved[key] = (call, kind)
    }
    return Event(
      kind: kind, time: time, turn: -1, receiver: timeline.intern(receiver),
      call: call, args: args, result: result)
  }

  /// Restores a member's full Swift name and its kind from the labels the text shows.
  ///
  /// The text omits trailing arguments the engine does not record (`present(D, animated: true)`
  /// for `present(_:animated:completion:)`), so a known member whose labels start with the
  /// written ones is preferred, the shortest first.
  static func resolveCall(
    base: String, labels: [String], hasParentheses: Bool, receiver: String, hasResult: Bool
  ) -> (String, EventKind) {
    var best: (member: Member, labelCount: Int)?
    for member in Member.allCases {
      let signature = CallSignature.statics[Int(member.rawValue)]
      guard signature.base == base[...] else { continue }
      if !signature.hasParentheses {
        if labels.allSatisfy({ $0 == "_" }) { return (member.name, member.kind(hasArguments: hasParentheses)) }
        continue
      }
      guard signature.labels.count >= labels.count,
        zip(signature.labels, labels).allSatisfy({ $0 == $1[...] })
      else { continue }
      if signature.labels.count < best?.labelCount ?? Int.max {
        best = (member, signature.labels.count)
      }
    }
    if let best { return (best.member.name, best.member.kind) }
    let name = hasParentheses ? base + "(" + labels.map { $0 + ":" }.joined() + ")" : base
    if receiver == "UIKit" && (base == "warning" || base == "exception") {
      return (name, base == "warning" ? .warning : .exception)
    }
    return (name, hasResult && !hasParentheses ? .query : .callback)
  }

  private mutating func parseTime() throws -> VirtualTime {
    var seconds: Int64 = 0
    var digits = 0
    while let byte = current, TextToken.isDigit(byte) {
      seconds = seconds &* 10 &+ Int64(byte - UInt8(ascii: "0"))
      digits += 1
      position += 1
      guard digits <= 12 else { throw fail("the time is too large") }
    }
    guard digits > 0 else { throw fail("expected a time in seconds with three decimals, like 0.350") }
    try expect(".", "a time with three decimals, like 0.350")
    var millis: Int64 = 0
    for _ in 0..<3 {
      guard let byte = current, TextToken.isDigit(byte) else {
        throw fail("expected a time with exactly three decimals, like 0.350")
      }
      millis = millis * 10 + Int64(byte - UInt8(ascii: "0"))
      position += 1
    }
    return VirtualTime(milliseconds: seconds * 1000 + millis)
  }

  private mutating func parseReceiver() throws -> String {
    let start = position
    while let byte = current, byte != UInt8(ascii: "."), byte != UInt8(ascii: " ") { position += 1 }
    guard position > start else { throw fail("expected a receiver, like 'D' or 'pc:D'") }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func parseIdentifier(_ what: String) throws -> String {
    let start = position
    while let byte = current,
      TextToken.isLetter(byte) || byte == UInt8(ascii: "_") || (position > start && TextToken.isDigit(byte))
    {
      position += 1
    }
    guard position > start else { throw fail("expected \(what)") }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads `label: ` if it comes next; leaves the position unchanged otherwise.
  private mutating func parseLabel() -> String? {
    var end = position
    while end < bytes.count,
      TextToken.isLetter(bytes[end]) || bytes[end] == UInt8(ascii: "_")
        || (end > position && TextToken.isDigit(bytes[end]))
    {
      end += 1
    }
    guard end > position, end + 1 < bytes.count, bytes[end] == UInt8(ascii: ":"),
      bytes[end + 1] == UInt8(ascii: " ")
    else { return nil }
    let label = String(decoding: bytes[position..<end], as: UTF8.self)
    position = end + 2
    return label
  }

  private mutating func parseValue(into timeline: inout Timeline) throws -> Value {
    guard let byte = current else { throw fail("expected a value") }
    if byte == UInt8(ascii: "\"") { return .string(timeline.intern(try parseQuoted())) }
    if byte == UInt8(ascii: "[") {
      position += 1
      // A rectangle holds numbers only, a list of ids names only: the first item tells which.
      if let first = current, first != UInt8(ascii: "-"), !TextToken.isDigit(first), first != UInt8(ascii: "]") {
        var names: [Name] = []
        while current != UInt8(ascii: "]") {
          if !names.isEmpty { try expect(", ", "', ' between the ids of a list") }
          // A list holds no list: refused before parsing one, so that no nesting runs deep.
          guard current != UInt8(ascii: "["), case .string(let name) = try parseValue(into: &timeline) else {
            throw fail("a list holds controller ids only, like [A, B]")
          }
          names.append(name)
        }
        position += 1
        return timeline.value(list: names)
      }
      var numbers: [Double] = []
      while current != UInt8(ascii: "]") {
        if !numbers.isEmpty { try expect(", ", "', ' between the numbers of a rectangle") }
        numbers.append(try parseNumber())
      }
      position += 1
      guard numbers.count == 4 else { throw fail("a rectangle has four numbers: [x, y, width, height]") }
      return timeline.value(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
    if byte == UInt8(ascii: "-") || TextToken.isDigit(byte) { return .number(try parseNumber()) }
    let start = position
    while let next = current,
      TextToken.isLetter(next) || TextToken.isDigit(next) || TextToken.punctuation.contains(next)
    {
      // A label-like `x: ` cannot be a bare value; `pc:D` can.
      if next == UInt8(ascii: ":"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: " ") { break }
      position += 1
    }
    guard position > start else {
      throw fail("expected a value: nil, true, false, a number, a name, a quoted string, [x, y, w, h] or [A, B]")
    }
    let token = String(decoding: bytes[start..<position], as: UTF8.self)
    switch token {
    case "nil": return .null
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: return .string(timeline.intern(token))
    }
  }

  private mutating func parseNumber() throws -> Double {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    while let byte = current,
      TextToken.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
        || ((byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && position > start
          && (bytes[position - 1] == UInt8(ascii: "e") || bytes[position - 1] == UInt8(ascii: "E")))
    {
      position += 1
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      position = start
      throw fail("expected a number")
    }
    return number
  }

  private mutating func parseQuoted() throws -> String {
    let opening = position
    position += 1
    var scalars = String.UnicodeScalarView()
    var pending: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
      pending.removeAll(keepingCapacity: true)
    }
    while true {
      guard let byte = current else {
        position = opening
        throw fail("unterminated string: expected a closing '\"' for this one")
      }
      position += 1
      if byte == UInt8(ascii: "\"") { break }
      guard byte == UInt8(ascii: "\\") else {
        pending.append(byte)
        continue
      }
      flush()
      guard let escaped = current else { throw fail("unterminated escape in a string") }
      position += 1
      switch escaped {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        try expect("{", "'{' after \\u")
        let start = position
        while let hex = current, hex != UInt8(ascii: "}") { position += 1 }
        let digits = String(decoding: bytes[start..<position], as: UTF8.self)
        try expect("}", "'}' closing a \\u{…} escape")
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
          throw fail("invalid \\u{…} escape")
        }
        scalars.append(scalar)
      default:
        position -= 1
        throw fail("unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
      }
    }
    flush()
    return String(scalars)
  }
}
