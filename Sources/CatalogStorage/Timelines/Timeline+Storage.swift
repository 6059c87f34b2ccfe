import CatalogModel
import GRDB

// MARK: - Timelines as rows of timelineEvent

extension Timeline {
  /// Reads the timeline stored under `timelineID`, event by event.
  ///
  /// Kinds, turns, arguments and results come back exactly as stored; `hash` only names the
  /// timeline in errors.
  ///
  /// - Throws: `StorageError.corruptTimeline` when a row cannot be read back.
  init(storedEventsOf timelineID: Int64, in db: Database, hash: String) throws {
    var timeline = Timeline()
    // Positional columns: every event of a baseline a check or a diff loads goes through here
    // (catalog-benchmark check and diff).
    let statement = try db.cachedStatement(
      sql: """
        SELECT seq, t, turn, kind, receiver, call, args, result
        FROM timelineEvent WHERE timelineId = :timeline ORDER BY seq
        """)
    let rows = try Row.fetchCursor(statement, arguments: ["timeline": timelineID])
    while let row = try rows.next() {
      let index = timeline.events.count
      func corrupt(_ message: String) -> StorageError {
        StorageError.corruptTimeline(hash: hash, cause: "event \(index): \(message)")
      }
      let seq: Int = try row.decode(atIndex: 0)
      guard seq == index else { throw corrupt("'seq' is \(seq)") }
      let kindName: String = try row.decode(atIndex: 3)
      guard let kind = EventKind(rawValue: kindName) else {
        throw corrupt("unknown kind '\(kindName)'")
      }
      let turn: Int32? = try row.decode(atIndex: 2)
      let receiver: String = try row.decode(atIndex: 4)
      let call: String = try row.decode(atIndex: 5)
      let argsText: String = try row.decode(atIndex: 6)
      let resultText: String? = try row.decode(atIndex: 7)
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
        result = try Self.storedValue(
          try Self.parseStoredJSON(resultText, corrupt), in: &timeline, corrupt)
      }
      // A time no timeline can hold (a damaged or edited row) is an error, not a trap later.
      let time = VirtualTime(milliseconds: try row.decode(atIndex: 1))
      guard time.isInTimelineRange else {
        throw corrupt("time \(time.milliseconds) ms is out of range (0 to \(VirtualTime.limit) ms)")
      }
      let event = Event(
        kind: kind, time: time, turn: turn ?? -1,
        receiver: timeline.intern(receiver), call: timeline.intern(call), args: args, result: result
      )
      timeline.events.append(event)
    }
    self = timeline
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

  /// A value from its stored JSON form: strings are interned; a four-number array is a rectangle.
  private static func storedValue(
    _ json: JSONValue, in timeline: inout Timeline, _ corrupt: (String) -> StorageError
  ) throws -> Value {
    switch json {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text): return .string(timeline.intern(text))
    case .array(let items):
      var numbers: [Double] = []
      for item in items {
        if case .number(let number) = item { numbers.append(number) }
      }
      guard numbers.count == 4, items.count == 4 else {
        throw corrupt("an array value is not [x, y, w, h]")
      }
      return timeline.value(
        Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case .object:
      throw corrupt("an object is not an event value")
    }
  }
}
