// MARK: - JSON Lines (Docs/timeline-format.md, "Events")

extension Timeline {
  /// The timeline as JSON Lines: one event object per line, keys in a fixed order, each line
  /// ending in a newline.
  ///
  /// For example:
  /// ```
  /// {"seq": 0, "t": 0.000, "turn": 0, "kind": "call", "receiver": "C", "call": "present(_:animated:completion:)", "args": ["D", true]}
  /// ```
  public func jsonLines() -> String {
    var out = ""
    out.reserveCapacity(events.count * 120)
    for index in events.indices {
      appendJSONObject(index, to: &out)
      out.append("\n")
    }
    return out
  }

  /// Appends event `index` as one JSON object (no newline).
  public func appendJSONObject(_ index: Int, to out: inout String) {
    let event = events[index]
    out.append("{\"seq\": ")
    out.append(String(index))
    out.append(", \"t\": ")
    out.append(event.time.decimalString)
    out.append(", \"turn\": ")
    out.append(event.turn >= 0 ? String(event.turn) : "null")
    out.append(", \"kind\": \"")
    out.append(event.kind.rawValue)
    out.append("\", \"receiver\": ")
    JSONText.appendString(string(event.receiver), to: &out)
    out.append(", \"call\": ")
    JSONText.appendString(string(event.call), to: &out)
    out.append(", \"args\": [")
    for (position, value) in event.args.enumerated() {
      if position > 0 { out.append(", ") }
      appendJSON(of: value, to: &out)
    }
    out.append("]")
    if let result = event.result {
      out.append(", \"result\": ")
      appendJSON(of: result, to: &out)
    }
    out.append("}")
  }

  /// Appends a value as JSON: ids, styles and texts are strings, rectangles are `[x, y, w, h]`,
  /// lists of ids arrays of strings.
  public func appendJSON(of value: Value, to out: inout String) {
    switch value {
    case .null: out.append("null")
    case .bool(let flag): out.append(flag ? "true" : "false")
    case .number(let number): out.append(NumberFormatting.string(number))
    case .string(let name): JSONText.appendString(string(name), to: &out)
    case .rect(let index):
      let rect = rects[Int(index)]
      out.append("[")
      out.append(
        [rect.x, rect.y, rect.width, rect.height].map(NumberFormatting.string).joined(separator: ", "))
      out.append("]")
    case .list(let index):
      out.append("[")
      for (position, name) in lists[Int(index)].enumerated() {
        if position > 0 { out.append(", ") }
        JSONText.appendString(string(name), to: &out)
      }
      out.append("]")
    }
  }

  /// Reads a timeline from JSON Lines, or from a JSON array of the same event objects.
  ///
  /// `seq` must count 0, 1, 2, … in order; `turn` may be null (unknown).
  ///
  /// - Throws: `TimelineFormatError` naming the line and column of the first problem.
  public init(jsonLines text: String) throws {
    self.init()
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
    if trimmed.first == "[" {
      var parser = JSONParser(text)
      let value = try parser.parseDocument()
      guard case .array(let items) = value else {
        throw TimelineFormatError(line: 1, "expected a JSON array of events")
      }
      for (index, item) in items.enumerated() {
        try appendEvent(from: item, expectedSeq: index, line: 1)
      }
      return
    }
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.allSatisfy({ $0 == " " || $0 == "\r" || $0 == "\t" }) { continue }
      var parser = JSONParser(String(line), line: lineNumber)
      let value = try parser.parseDocument()
      try appendEvent(from: value, expectedSeq: events.count, line: lineNumber)
    }
  }

  private mutating func appendEvent(from value: JSONValue, expectedSeq: Int, line: Int) throws {
    func fail(_ message: String) -> TimelineFormatError {
      TimelineFormatError(line: line, "event \(expectedSeq): \(message)")
    }
    guard case .object(let fields) = value else { throw fail("expected a JSON object") }
    let known: Set<String> = ["seq", "t", "turn", "kind", "receiver", "call", "args", "result"]
    if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
      throw fail("unknown key '\(unknown)'; an event has \(known.sorted().joined(separator: ", "))")
    }
    guard case .number(let seq)? = fields["seq"], seq == Double(expectedSeq) else {
      throw fail("'seq' must be \(expectedSeq): events are numbered 0, 1, 2, … in order")
    }
    guard case .number(let seconds)? = fields["t"], seconds >= 0 else {
      throw fail("'t' must be a number of seconds, at least 0")
    }
    let time = VirtualTime(seconds: seconds)
    guard abs(time.seconds - seconds) < 1e-9 else { throw fail("'t' must be a multiple of 0.001") }
    var turn: Int32 = -1
    switch fields["turn"] {
    case .number(let number)? where number >= 0 && number == number.rounded() && number < 2e9: turn = Int32(number)
    case .null?, nil: turn = -1
    default: throw fail("'turn' must be a whole number, at least 0, or null")
    }
    guard case .string(let kindName)? = fields["kind"], let kind = EventKind(rawValue: kindName) else {
      throw fail("'kind' must be one of \(EventKind.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    guard case .string(let receiver)? = fields["receiver"], Self.isReceiver(receiver) else {
      throw fail("'receiver' must be an id like 'D', 'pc:D' or 'UIKit'")
    }
    guard case .string(let call)? = fields["call"], !call.isEmpty else {
      throw fail("'call' must be a member name like 'viewWillAppear(_:)'")
    }
    guard case .array(let rawArgs)? = fields["args"] else { throw fail("'args' must be an array") }
    guard rawArgs.count <= Arguments.capacity else {
      throw fail("an event has at most \(Arguments.capacity) arguments")
    }
    var args = Arguments()
    for raw in rawArgs { args.append(try eventValue(from: raw, fail)) }
    var result: Value?
    if let raw = fields["result"] { result = try eventValue(from: raw, fail) }
    events.append(
      Event(
        kind: kind, time: time, turn: turn, receiver: intern(receiver), call: intern(call), args: args,
        result: result))
  }

  private mutating func eventValue(from json: JSONValue, _ fail: (String) -> TimelineFormatError) throws -> Value {
    switch json {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(intern(text))
    case .array(let items):
      let texts = items.compactMap { item -> String? in
        if case .string(let text) = item { return text }
        return nil
      }
      if !items.isEmpty, texts.count == items.count { return value(list: texts.map { intern($0) }) }
      let numbers = items.compactMap { item -> Double? in
        if case .number(let number) = item { return number }
        return nil
      }
      guard numbers.count == 4, items.count == 4 else {
        throw fail(
          "an array value must be a rectangle of four numbers [x, y, width, height] or a non-empty list of ids")
      }
      return value(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case .object:
      throw fail("a value must be null, a boolean, a number, a string, [x, y, width, height] or a list of ids")
    }
  }

  /// Receivers are written bare in the canonical text, so they are names without `.` or spaces.
  static func isReceiver(_ text: String) -> Bool {
    TextToken.isBare(text) && !text.contains(".")
  }
}
