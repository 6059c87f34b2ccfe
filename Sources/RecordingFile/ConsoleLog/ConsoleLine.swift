/// One line of a console log, taken apart: its timestamp, and what its message says.
///
/// The message is what follows the timestamp and the prefixes consoles put before what the app
/// printed: an NSLog process prefix (`Demo[1234:56789]`), the columns of `log show` and `log
/// stream` (`0x1a2b3c Default 0x0 812 0 Demo: (Demo)`, compact style's `Df Demo[812:30417]`,
/// syslog style's `localhost Demo[812]: (Demo)`), a numbered list's `12.`, and os_log's
/// `[subsystem:category]` or `[Category]`. It is a callback when it reads as one of
/// - `Receiver member(labels:) [values] [-> result]`, the Swift form (`print(type(of: self),
///   #function)`), where the receiver is a class (`RedViewController`, `Demo.RedViewController`)
///   or an object's description (`<Demo.RedViewController: 0x7fb1c0d0a2e0>`), and a `.`, `::`,
///   `: `, ` - `, ` | ` may stand for the space;
/// - `-[Class selector:] [values]`, the Objective-C form (`NSLog(@"%s", __func__)`), the class
///   possibly with a category or as Swift's runtime name (`_TtC4Demo17RedViewController`);
/// a block inside an Objective-C method when it reads `-[Class selector:]_block_invoke` (clang's
/// `__func__` in a block, also as `__38-[…]_block_invoke_2`); and a UIKit warning when it starts
/// as one (`UIKitWarnings`).
struct ConsoleLine {
  /// What the message of a line is.
  enum Message {
    /// Blank, or a `#` line.
    case blank
    /// A `# key: value` line, with the value's column.
    case directive(key: String, value: Substring, column: Int)
    /// A member of a receiver, with the values printed after it and where they start.
    case call(Receiver, member: String, values: Substring, valuesColumn: Int)
    /// `__func__` printed inside a block of an Objective-C method.
    case block(member: String)
    /// A UIKit console message.
    case warning(Substring)
    /// Anything else.
    case other(Substring)
  }

  /// A class, possibly with a module and an instance address.
  struct Receiver: Hashable {
    /// `Demo.RedViewController` or `RedViewController`.
    var qualifiedClass: String
    /// `0x7fb1c0d0a2e0`, when the line printed the object: lowercase, without leading zeros
    /// (`ReceiverMap.normalizedAddress`).
    var address: String?

    /// `RedViewController`.
    var shortClass: String {
      qualifiedClass.split(separator: ".").last.map(String.init) ?? qualifiedClass
    }
  }

  var timestamp: LogTimestamp?
  var message: Message
  /// The message's text, after the timestamp and the prefixes.
  var text: Substring
  /// The column where the message starts (1-based).
  var messageColumn: Int

  /// The seconds of the line's timestamp, if it has a valid one.
  var seconds: Double? { timestamp?.seconds }

  init(_ line: Substring) {
    var rest = line
    while let first = rest.first, first == " " || first == "\t" { rest = rest.dropFirst() }
    if rest.first == "#" {
      timestamp = nil
      messageColumn = 1
      text = rest
      message = Self.directive(rest, lineStart: line.startIndex, in: line)
      return
    }
    if let (time, after) = LogTimestamp.parse(rest) {
      timestamp = time
      rest = Self.droppingLogColumns(after)
    } else {
      timestamp = nil
      rest = Self.droppingListNumber(rest)
    }
    while let last = rest.last, last == " " || last == "\t" || last == "\r" { rest = rest.dropLast() }
    var category: Substring?
    if !UIKitWarnings.isWarning(rest) {
      (category, rest) = Self.droppingCategories(rest)
    }
    messageColumn = line.distance(from: line.startIndex, to: rest.startIndex) + 1
    text = rest
    if rest.isEmpty {
      message = .blank
    } else if UIKitWarnings.isWarning(rest) {
      message = .warning(rest)
    } else if let category, category.split(separator: ":").last == "Presentation",
      case let tagged = Substring("[Presentation] " + rest), UIKitWarnings.isWarning(tagged)
    {
      // `log stream` prints UIKit's `[Presentation] Attempt to …` as `[com.apple.UIKit:Presentation] Attempt to …`.
      message = .warning(tagged)
    } else if let member = Self.block(rest) {
      message = .block(member: member)
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

  /// The words of `text` from its start, each with what follows it (the spaces after it skipped).
  private static func word(_ text: Substring) -> (word: Substring, rest: Substring)? {
    guard let first = text.first, first != " ", first != "\t" else { return nil }
    let end = text.firstIndex { $0 == " " || $0 == "\t" } ?? text.endIndex
    var rest = text[end...]
    while rest.first == " " || rest.first == "\t" { rest = rest.dropFirst() }
    return (text[..<end], rest)
  }

  private static func isHex(_ word: Substring) -> Bool {
    word.hasPrefix("0x") && word.count > 2 && word.dropFirst(2).allSatisfy(\.isHexDigit)
  }

  private static func isNumber(_ word: Substring) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// What follows a timestamp once the columns consoles print before the app's text are taken
  /// off: `log`'s default style (`0x1a2b3c Default 0x0 812 0 Demo: (Demo)`), its compact style
  /// (`Df Demo[812:30417]`), its syslog style (`localhost Demo[812]: (Demo)`), and NSLog's
  /// process prefix (`Demo[812:30417]`).
  private static func droppingLogColumns(_ text: Substring) -> Substring {
    // `log show` / `log stream`: thread, type, activity, PID, TTL, then `Process: (Sender)`.
    if let (thread, afterThread) = word(text), isHex(thread), let (type, afterType) = word(afterThread),
      ["Default", "Info", "Debug", "Error", "Fault"].contains(type), let (activity, afterActivity) = word(afterType),
      isHex(activity), let (pid, afterPID) = word(afterActivity), isNumber(pid)
    {
      var rest = afterPID
      if let (ttl, afterTTL) = word(rest), isNumber(ttl) { rest = afterTTL }
      if let (process, afterProcess) = word(rest), process.count > 1, process.last == ":" { rest = afterProcess }
      return droppingSender(rest)
    }
    // Compact style: a type code, then the process prefix.
    if let (type, afterType) = word(text), ["Df", "Db", "I", "E", "F", "Fa", "A", "Er", "Ac"].contains(type),
      let dropped = droppingProcessPrefix(afterType)
    {
      return droppingSender(dropped)
    }
    // Syslog style: the host, then `Process[PID]:`.
    if let (_, afterHost) = word(text), let (process, _) = word(afterHost), process.hasSuffix("]:"),
      let dropped = droppingProcessPrefix(afterHost)
    {
      return droppingSender(dropped)
    }
    return droppingProcessPrefix(text).map(droppingSender) ?? text
  }

  /// The message after a process prefix such as `Demo[1234:56789] ` or `Demo[812]: `; nil when
  /// there is none.
  private static func droppingProcessPrefix(_ text: Substring) -> Substring? {
    guard let (word, rest) = word(text) else { return nil }
    var name = word
    if name.last == ":" { name = name.dropLast() }
    guard name.last == "]", let open = name.firstIndex(of: "["), open > name.startIndex else { return nil }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "x" }) else { return nil }
    return rest
  }

  /// The message after the `(Sender)` image name the `log` tool prints.
  private static func droppingSender(_ text: Substring) -> Substring {
    guard text.first == "(", let (word, rest) = word(text), word.last == ")", word.count > 2,
      word.dropFirst().dropLast().allSatisfy({ $0.isLetter || $0.isNumber || "_.-".contains($0) })
    else { return text }
    return rest
  }

  /// A line without the number of a numbered list, `12. `.
  private static func droppingListNumber(_ text: Substring) -> Substring {
    guard let (word, rest) = word(text), word.count >= 2, word.count <= 5, word.last == ".",
      isNumber(word.dropLast()), !rest.isEmpty
    else { return text }
    return rest
  }

  /// os_log's `[subsystem:category]` or `[Category]` tags before a message: the last tag and the
  /// message after them. A tag is a bracketed word without spaces.
  private static func droppingCategories(_ text: Substring) -> (Substring?, Substring) {
    var rest = text
    var category: Substring?
    for _ in 0..<3 {
      guard rest.first == "[", let close = rest.prefix(128).firstIndex(of: "]") else { break }
      let inside = rest[rest.index(after: rest.startIndex)..<close]
      guard !inside.isEmpty, !inside.contains(" "), !inside.contains("\t") else { break }
      category = inside
      rest = rest[rest.index(after: close)...]
      while rest.first == " " || rest.first == "\t" { rest = rest.dropFirst() }
    }
    return (category, rest)
  }

  /// The member of `-[Class selector:]_block_invoke`, `__38-[Class selector:]_block_invoke_2`.
  private static func block(_ text: Substring) -> String? {
    var rest = text
    if rest.hasPrefix("__") {
      rest = rest.dropFirst(2).drop { $0.isASCII && $0.isNumber }
    }
    guard rest.hasPrefix("-[") || rest.hasPrefix("+["), let close = rest.firstIndex(of: "]") else { return nil }
    let suffix = rest[rest.index(after: close)...].prefix { $0 != " " && $0 != "\t" }
    guard suffix.hasPrefix("_block_invoke") else { return nil }
    let number = suffix.dropFirst("_block_invoke".count)
    guard number.isEmpty || (number.first == "_" && isNumber(number.dropFirst())) else { return nil }
    let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
    guard let space = inside.firstIndex(of: " ") else { return nil }
    return String(inside[inside.index(after: space)...])
  }

  /// `-[Class selector] values`; the bracket must be followed by a space or the end.
  private static func objectiveC(_ text: Substring) -> (receiver: Receiver, member: String, values: Substring)? {
    guard text.hasPrefix("-["), let close = text.firstIndex(of: "]") else { return nil }
    let inside = text[text.index(text.startIndex, offsetBy: 2)..<close]
    guard let space = inside.firstIndex(of: " ") else { return nil }
    var className = inside[..<space]
    if let category = className.firstIndex(of: "(") { className = className[..<category] }
    let selector = inside[inside.index(after: space)...]
    guard !className.isEmpty, !selector.isEmpty, !selector.contains(" ") else { return nil }
    var values = text[text.index(after: close)...]
    guard values.isEmpty || values.first == " " || values.first == "\t" else { return nil }
    while values.first == " " || values.first == "\t" { values = values.dropFirst() }
    let qualified = demangled(String(className)) ?? String(className)
    return (Receiver(qualifiedClass: qualified, address: nil), String(selector), values)
  }

  /// Words that may stand between a receiver and its member: `Class - member`, `Class | member`.
  private static let separators: Set<Substring> = ["-", "|", "\u{2013}", "\u{2014}", ":", "::", "\u{2192}"]

  /// `Receiver member values`, `Receiver.member(…) values`, `Receiver::member`, `Receiver: member
  /// values`, `Receiver - member values` or `Receiver | member values`.
  private static func swift(_ text: Substring) -> (receiver: Receiver, member: String, values: Substring)? {
    var receiver: Receiver
    var rest: Substring
    if text.first == "<" {
      guard let close = text.firstIndex(of: ">"),
        let object = description(text[text.index(after: text.startIndex)..<close])
      else { return nil }
      receiver = object
      rest = text[text.index(after: close)...]
      if rest.hasPrefix("::") {
        rest = rest.dropFirst(2)
      } else if rest.first == "." || rest.first == ":" {
        rest = rest.dropFirst()
      }
    } else {
      let end = text.firstIndex { $0 == " " || $0 == "\t" } ?? text.endIndex
      var token = text[..<end]
      rest = text[end...]
      if token.last == ":" && !token.contains("(") { token = token.dropLast() }
      // `Class::member(…)`.
      if let range = token.firstRange(of: "::"), isClassName(token[..<range.lowerBound]),
        token[range.upperBound...].first?.isLetter == true
      {
        var values = rest
        while values.first == " " || values.first == "\t" { values = values.dropFirst() }
        return (
          Receiver(qualifiedClass: String(token[..<range.lowerBound]), address: nil),
          String(token[range.upperBound...]), values
        )
      }
      // `Class.member(…)`: the member starts after the last dot before its parenthesis.
      let head = token.firstIndex(of: "(").map { token[..<$0] } ?? token
      // A property read the same way has no parenthesis, and nothing after it.
      let restIsEmpty = rest.allSatisfy { $0 == " " || $0 == "\t" }
      if let dot = head.lastIndex(of: "."), !isClassName(token) || restIsEmpty, isClassName(token[..<dot]) {
        let member = token[token.index(after: dot)...]
        var values = rest
        while values.first == " " || values.first == "\t" { values = values.dropFirst() }
        return (Receiver(qualifiedClass: String(token[..<dot]), address: nil), String(member), values)
      }
      guard isClassName(token) else { return nil }
      receiver = Receiver(qualifiedClass: String(token), address: nil)
    }
    while rest.first == " " || rest.first == "\t" { rest = rest.dropFirst() }
    if let (word, after) = word(rest), separators.contains(word), !after.isEmpty { rest = after }
    let end = rest.firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
    let member = rest[..<end]
    guard !member.isEmpty, member.first?.isLetter == true else { return nil }
    var values = rest[end...]
    while values.first == " " || values.first == "\t" { values = values.dropFirst() }
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
    return Receiver(
      qualifiedClass: demangled(String(name)) ?? String(name), address: ReceiverMap.normalizedAddress(address))
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
