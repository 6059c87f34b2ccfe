/// One event of a timeline (Docs/timeline-format.md, "Events"), in compact form: names are interned, text is rendered
/// only on output.
///
/// `Equatable` compares interned names, so it is meaningful only between events of one timeline;
/// across timelines, compare through `Timeline.eventsEqual(_:_:_:ignoringTime:)`.
public struct Event: Equatable, Sendable {
  public var kind: EventKind
  public var time: VirtualTime
  /// The run-loop turn, or -1 when unknown (a timeline read back from canonical text).
  public var turn: Int32
  public var receiver: Name
  public var call: Name
  public var args: Arguments
  /// The member's return value when the engine uses it; `.null` is a returned nil.
  public var result: Value?

  public init(
    kind: EventKind, time: VirtualTime, turn: Int32, receiver: Name, call: Name,
    args: Arguments = Arguments(), result: Value? = nil
  ) {
    self.kind = kind
    self.time = time
    self.turn = turn
    self.receiver = receiver
    self.call = call
    self.args = args
    self.result = result
  }
}
