/// An argument or result value of an event (Docs/timeline-format.md, "Events": `args`, `result`).
///
/// Ids, style names and console texts are all strings, as in JSON; the canonical text writes a
/// string bare when it reads as a name (`D`, `pc:D#2`, `fullScreen`) and quoted otherwise, so the
/// two forms carry exactly the same information.
public enum Value: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(Name)
  /// A rectangle, by its index in `Timeline.rects`.
  case rect(UInt32)
  /// A list of controller ids (a navigation stack, the controllers a pop returns), by its index
  /// in `Timeline.lists`. A list is never empty: a pop that pops nothing returns nil.
  case list(UInt32)
}

/// The positional arguments of an event, stored inline (no allocation) for up to four values.
public struct Arguments: Hashable, Sendable, RandomAccessCollection {
  public static let capacity = 4
  private var v0: Value = .null
  private var v1: Value = .null
  private var v2: Value = .null
  private var v3: Value = .null
  private var storedCount: UInt8 = 0

  public init() {}

  public init(_ a: Value) {
    v0 = a
    storedCount = 1
  }

  public init(_ a: Value, _ b: Value) {
    v0 = a
    v1 = b
    storedCount = 2
  }

  public init(_ a: Value, _ b: Value, _ c: Value) {
    v0 = a
    v1 = b
    v2 = c
    storedCount = 3
  }

  public init(_ a: Value, _ b: Value, _ c: Value, _ d: Value) {
    v0 = a
    v1 = b
    v2 = c
    v3 = d
    storedCount = 4
  }

  public init<S: Sequence>(contentsOf values: S) where S.Element == Value {
    self.init()
    for value in values { append(value) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { Int(storedCount) }

  public subscript(position: Int) -> Value {
    switch position {
    case 0: v0
    case 1: v1
    case 2: v2
    default: v3
    }
  }

  /// Appends a value; values past `capacity` are a programming error.
  public mutating func append(_ value: Value) {
    precondition(storedCount < Arguments.capacity, "an event has at most \(Arguments.capacity) arguments")
    switch storedCount {
    case 0: v0 = value
    case 1: v1 = value
    case 2: v2 = value
    default: v3 = value
    }
    storedCount += 1
  }
}
