/// One line of a console log, taken apart: its timestamp, and what its message says.
///
/// The message is what follows the timestamp and an NSLog process prefix (`Demo[1234:56789]`).
/// It is a callback when it reads as one of
/// - `Receiver member(labels:) [values] [-> result]`, the Swift form (`print(type(of: self),
///   #function)`), where the receiver is a class (`RedViewController`, `Demo.RedViewController`)
///   or an object's description (`<Demo.RedViewController: 0x7fb1c0d0a2e0>`), and a `.` or `: `
///   may stand for the space;
/// - `-[Class selector:] [values]`, the Objective-C form (`NSLog(@"%s", __func__)`), the class
///   possibly with a category or as Swift's runtime name (`_TtC4Demo17RedViewController`);
/// and a UIKit warning when it starts as one (`UIKitWarnings`).
struct ConsoleLine {
  /// What the message of a line is.
  enum Message {
    /// Blank, or a `#` line.
    case blank
    /// A `# key: value` line, with the value's column.
    case directive(key: String, value: Substring, column: Int)
    /// A member of a receiver, with the values printed after it and where they start.
    case call(Receiver, member: String, values: Substring, valuesColumn: Int)
    /// A UIKit console message.
    case warning(Substring)
    /// Anything else.
    case other(Substring)
  }

  /// A class, possibly with a module and an instance address.
  struct Receiver: Hashable {
    /// `Demo.RedViewController` or `RedViewController`.
    var qualifiedClass: String
    /// `0x7fb1c0d0a2e0`, when the line printed the object.
    var address: String?

    /// `RedViewController`.
    var shortClass: String {
      qualifiedClass.split(separator: ".").last.map(String.init) ?? qualifiedClass
    }
  }

  var seconds: Double?
  var message: Message
  /// The column where the message starts (1-based).
  var messageColumn: Int

  init(_ line: Substring) {
    var rest = line
    while let first = rest.first, first == " " || first == "\t" { rest = rest.dropFirst() }
    if rest.first == "#" {
      seconds = nil
      messageColumn = 1
      message = Self.directive(rest, lineStart: line.startIndex, in: line)
      return
    }
    if let (time, after) = LogTimestamp.parse(rest) {
      seconds = time
      rest = Self.droppingProcessPrefix(after)
    } else {
      seconds = nil
    }
    while let last = rest.last, last == " " || last == "\t" || last == "\r" { rest = rest.dropLast() }
    messageColumn = line.distance(from: line.startIndex, to: rest.startIndex) + 1
    if rest.isEmpty {
      message = .blank
    } else if UIKitWarnings.isWarning(rest) {
      message = .warning(rest)
    } else if let call = Self.objectiveC(rest) ?? Self.swift(rest) {
      let column = line.distance(from: line.startIndex, to: call.values.startIndex) + 1
      message = .call(call.receiver, member: call.member, values: call.values, valuesColumn: column)
    } else {
      message = .other(rest)
    }
  }

  // MARK: - Parts

  /// `# key: value`: a directive when `key` is one word; a comment otherwise.
  private static func directive(_ text: Substring, lineStart: String.Index, in line: Substring) -> Message {
    var body = text.dropFirst()
    while body.first == " " { body = body.dropFirst() }
    guard let colon = body.firstIndex(of: ":"), colon > body.startIndex,
      body[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    else { return .blank }
    var value = body[body.index(after: colon)...]
    while value.first == " " || value.first == "\t" { value = value.dropFirst() }
    while let last = value.last, last == " " || last == "\t" || last == "\r" { value = value.dropLast() }
    return .directive(
      key: String(body[..<colon]), value: value, column: line.distance(from: lineStart, to: value.startIndex) + 1)
  }

  /// The message after an NSLog prefix such as `Demo[1234:56789] `.
  private static func droppingProcessPrefix(_ text: Substring) -> Substring {
    guard let space = text.firstIndex(of: " "), let open = text[..<space].firstIndex(of: "["), open > text.startIndex,
      text[text.index(before: space)] == "]"
    else { return text }
    let inside = text[text.index(after: open)..<text.index(before: space)]
    guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "x" }) else { return text }
    var rest = text[space...]
    while rest.first == " " { rest = rest.dropFirst() }
    return rest
  }

  /// `-[Class selector] values`.
  private static func objectiveC(_ text: Substring) -> (receiver: Receiver, member: String, values: Substring)? {
    guard text.hasPrefix("-["), let close = text.firstIndex(of: "]") else { return nil }
    let inside = text[text.index(text.startIndex, offsetBy: 2)..<close]
    guard let space = inside.firstIndex(of: " ") else { return nil }
    var className = inside[..<space]
    if let category = className.firstIndex(of: "(") { className = className[..<category] }
    let selector = inside[inside.index(after: space)...]
    guard !className.isEmpty, !selector.isEmpty, !selector.contains(" ") else { return nil }
    var values = text[text.index(after: close)...]
    while values.first == " " { values = values.dropFirst() }
    let qualified = demangled(String(className)) ?? String(className)
    return (Receiver(qualifiedClass: qualified, address: nil), String(selector), values)
  }

  /// `Receiver member values`, `Receiver.member(…) values` or `Receiver: member values`.
  private static func swift(_ text: Substring) -> (receiver: Receiver, member: String, values: Substring)? {
    var receiver: Receiver
    var rest: Substring
    if text.first == "<" {
      guard let close = text.firstIndex(of: ">"),
        let object = description(text[text.index(after: text.startIndex)..<close])
      else { return nil }
      receiver = object
      rest = text[text.index(after: close)...]
      if rest.first == "." || rest.first == ":" { rest = rest.dropFirst() }
    } else {
      let end = text.firstIndex(of: " ") ?? text.endIndex
      var token = text[..<end]
      rest = text[end...]
      if token.last == ":" && !token.contains("(") { token = token.dropLast() }
      // `Class.member(…)`: the member starts after the last dot before its parenthesis.
      let head = token.firstIndex(of: "(").map { token[..<$0] } ?? token
      // A property read the same way has no parenthesis, and nothing after it.
      let restIsEmpty = rest.allSatisfy { $0 == " " }
      if let dot = head.lastIndex(of: "."), !isClassName(token) || restIsEmpty, isClassName(token[..<dot]) {
        let member = token[token.index(after: dot)...]
        var values = rest
        while values.first == " " { values = values.dropFirst() }
        return (Receiver(qualifiedClass: String(token[..<dot]), address: nil), String(member), values)
      }
      guard isClassName(token) else { return nil }
      receiver = Receiver(qualifiedClass: String(token), address: nil)
    }
    while rest.first == " " { rest = rest.dropFirst() }
    let end = rest.firstIndex(of: " ") ?? rest.endIndex
    let member = rest[..<end]
    guard !member.isEmpty, member.first?.isLetter == true else { return nil }
    var values = rest[end...]
    while values.first == " " { values = values.dropFirst() }
    return (receiver, String(member), values)
  }

  /// `Demo.RedViewController: 0x7fb1c0d0a2e0` (with anything after a `;`), the inside of an
  /// object's description.
  static func description(_ inside: Substring) -> Receiver? {
    guard let colon = inside.firstIndex(of: ":") else { return nil }
    let name = inside[..<colon]
    var address = inside[inside.index(after: colon)...]
    while address.first == " " { address = address.dropFirst() }
    if let semicolon = address.firstIndex(of: ";") { address = address[..<semicolon] }
    guard isClassName(name), address.hasPrefix("0x"), address.count > 2,
      address.dropFirst(2).allSatisfy(\.isHexDigit)
    else { return nil }
    return Receiver(qualifiedClass: demangled(String(name)) ?? String(name), address: address.lowercased())
  }

  /// Whether `text` is a class name, possibly qualified: `Demo.RedViewController`.
  static func isClassName(_ text: Substring) -> Bool {
    guard !text.isEmpty, text.utf8.count <= 200 else { return false }
    return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.first, first.isLetter || first == "_" else { return false }
      return part.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
  }

  /// `Demo.RedViewController` for Swift's runtime name `_TtC4Demo17RedViewController`.
  static func demangled(_ name: String) -> String? {
    guard name.hasPrefix("_TtC") else { return nil }
    var rest = Substring(name.dropFirst(4))
    var parts: [String] = []
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.count <= 3, let length = Int(digits) else { return nil }
      rest = rest.dropFirst(digits.count)
      guard length > 0, rest.count >= length else { return nil }
      parts.append(String(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    return parts.count >= 2 ? parts.joined(separator: ".") : nil
  }
}
