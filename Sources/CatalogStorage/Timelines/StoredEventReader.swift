import CatalogModel

/// Rebuilds a timeline from its stored `timelineEvent` rows, whichever database they come from.
///
/// Each backend reads the columns (`seq, t, turn, kind, receiver, call, args, result`) its own
/// way and hands them over one row at a time, in `seq` order; kinds, turns, arguments and results
/// come back exactly as stored. The hash only names the timeline in errors.
///
/// For example:
/// ```swift
/// var reader = StoredEventReader(hash: hash)
/// try reader.append(seq: 0, t: 0, turn: 0, kind: "call", receiver: "A", call: "present",
///   args: #"["D",true]"#, result: nil)
/// let timeline = reader.timeline
/// ```
struct StoredEventReader {
  private(set) var timeline = Timeline()
  let hash: String

  init(hash: String) {
    self.hash = hash
  }

  /// Appends the event of one row.
  ///
  /// - Throws: `StorageError.corruptTimeline` when the row cannot be read back.
  mutating func append(
    seq: Int64, t: Int64, turn: Int64?, kind kindName: String, receiver: String, call: String, args argsText: String,
    result resultText: String?
  ) throws {
    let index = timeline.events.count
    let hash = hash
    func corrupt(_ message: String) -> StorageError {
      StorageError.corruptTimeline(hash: hash, cause: "event \(index): \(message)")
    }
    guard seq == Int64(index) else { throw corrupt("'seq' is \(seq)") }
    guard let kind = EventKind(rawValue: kindName) else {
      throw corrupt("unknown kind '\(kindName)'")
    }
    var turnValue: Int32 = -1
    if let turn {
      guard let exact = Int32(exactly: turn) else { throw corrupt("'turn' is \(turn)") }
      turnValue = exact
    }
    var args = Arguments()
    if argsText != "[]" {
      guard case .array(let items) = try Self.parseStoredJSON(argsText, corrupt) else {
        throw corrupt("'args' is not a JSON array")
      }
      guard items.count <= Arguments.capacity else {
        throw corrupt("more than \(Arguments.capacity) arguments")
      }
      for item in items { args.append(try Self.storedValue(item, in: &timeline, corrupt)) }
    }
    var result: Value?
    if let resultText {
      result = try Self.storedValue(try Self.parseStoredJSON(resultText, corrupt), in: &timeline, corrupt)
    }
    // A time no timeline can hold (a damaged or edited row) is an error, not a trap later.
    let time = VirtualTime(milliseconds: t)
    guard time.isInTimelineRange else {
      throw corrupt("time \(time.milliseconds) ms is out of range (0 to \(VirtualTime.limit) ms)")
    }
    let event = Event(
      kind: kind, time: time, turn: turnValue,
      receiver: timeline.intern(receiver), call: timeline.intern(call), args: args, result: result)
    timeline.events.append(event)
  }

  private static func parseStoredJSON(_ text: String, _ corrupt: (String) -> StorageError) throws
    -> JSONValue
  {
    do {
      var parser = JSONParser(text)
      return try parser.parseDocument()
    } catch {
      throw corrupt("invalid JSON '\(text)': \(error)")
    }
  }

  /// A value from its stored JSON form: strings are interned; a four-number array is a rectangle,
  /// a non-empty array of strings a list of ids.
  private static func storedValue(
    _ json: JSONValue, in timeline: inout Timeline, _ corrupt: (String) -> StorageError
  ) throws -> Value {
    switch json {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(timeline.intern(text))
    case .array(let items):
      var texts: [Name] = []
      var numbers: [Double] = []
      for item in items {
        if case .number(let number) = item { numbers.append(number) }
        if case .string(let text) = item { texts.append(timeline.intern(text)) }
      }
      if !items.isEmpty, texts.count == items.count { return timeline.value(list: texts) }
      guard numbers.count == 4, items.count == 4 else {
        throw corrupt("an array value is neither [x, y, w, h] nor a list of ids")
      }
      return timeline.value(
        Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case .object:
      throw corrupt("an object is not an event value")
    }
  }
}
