/// The ordered events of one run: one scenario under one engine profile (Docs/timeline-format.md).
///
/// Events are compact values; the strings they name live once in `names`. Render with
/// `canonicalText()` or `jsonLines()`; read back with `Timeline(canonicalText:)` or
/// `Timeline(jsonLines:)`.
public struct Timeline: Sendable {
  public var events: [Event]
  public var names: NameTable
  /// The rectangles that `Value.rect` indexes.
  public var rects: [Rect]
  /// The lists of names that `Value.list` indexes.
  public var lists: [[Name]]

  public init() {
    events = []
    names = NameTable()
    rects = []
    lists = []
  }

  public var count: Int { events.count }

  /// The name of `string` in this timeline, interning it if needed.
  public mutating func intern(_ string: String) -> Name {
    names.intern(string)
  }

  /// A rectangle value stored in this timeline.
  public mutating func value(_ rect: Rect) -> Value {
    rects.append(rect)
    return .rect(UInt32(rects.count - 1))
  }

  /// A list value stored in this timeline.
  public mutating func value(list: [Name]) -> Value {
    lists.append(list)
    return .list(UInt32(lists.count - 1))
  }

  /// The strings of list value number `index`.
  public func strings(ofList index: UInt32) -> [String] {
    lists[Int(index)].map { string($0) }
  }

  /// The string behind `name`.
  @inlinable public func string(_ name: Name) -> String { names[name] }

  /// Whether event `i` of this timeline equals event `j` of `other` (Docs/timeline-format.md, "Equality and identity"): kind, receiver,
  /// call, args and result equal, and time equal to the millisecond unless `ignoringTime`.
  public func eventsEqual(_ i: Int, _ other: Timeline, _ j: Int, ignoringTime: Bool = false) -> Bool {
    let a = events[i]
    let b = other.events[j]
    guard a.kind == b.kind, a.args.count == b.args.count else { return false }
    if !ignoringTime && a.time != b.time { return false }
    guard string(a.receiver) == other.string(b.receiver), string(a.call) == other.string(b.call)
    else { return false }
    for k in 0..<a.args.count where !valuesEqual(a.args[k], other, b.args[k]) { return false }
    switch (a.result, b.result) {
    case (nil, nil): return true
    case (let x?, let y?): return valuesEqual(x, other, y)
    default: return false
    }
  }

  /// Whether a value of this timeline equals a value of `other`.
  public func valuesEqual(_ a: Value, _ other: Timeline, _ b: Value) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): string(x) == other.string(y)
    case (.rect(let x), .rect(let y)): rects[Int(x)] == other.rects[Int(y)]
    case (.list(let x), .list(let y)): strings(ofList: x) == other.strings(ofList: y)
    default: false
    }
  }
}

extension Timeline: Equatable {
  /// Timelines are equal when their events are equal one by one (Docs/timeline-format.md, "Equality and identity") and their turns match.
  public static func == (lhs: Timeline, rhs: Timeline) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for i in 0..<lhs.count {
      guard lhs.eventsEqual(i, rhs, i), lhs.events[i].turn == rhs.events[i].turn else { return false }
    }
    return true
  }
}
