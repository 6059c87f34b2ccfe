/// A point or a span of virtual time, in whole milliseconds.
///
/// Timelines carry time to the millisecond (Docs/timeline-format.md: `t` is a multiple of 0.001), so the
/// engine counts in integers and never accumulates floating-point error.
public struct VirtualTime: Hashable, Comparable, Sendable {
  /// Milliseconds since the start of the run (or the length of a span).
  public var milliseconds: Int64

  public init(milliseconds: Int64) {
    self.milliseconds = milliseconds
  }

  /// The largest time the engine computes with: far beyond any scenario (whose times are at most a
  /// day), and far from `Int64`'s limits so that sums never overflow.
  public static let limit: Int64 = 1 << 53

  /// Rounds a number of seconds to the nearest millisecond; a time beyond ±`limit` (or not a
  /// number) is clamped rather than trapping.
  public init(seconds: Double) {
    let milliseconds = (seconds * 1000).rounded()
    if milliseconds.isNaN {
      self.milliseconds = 0
    } else if milliseconds >= Double(Self.limit) {
      self.milliseconds = Self.limit
    } else if milliseconds <= -Double(Self.limit) {
      self.milliseconds = -Self.limit
    } else {
      self.milliseconds = Int64(milliseconds)
    }
  }

  public static let zero = VirtualTime(milliseconds: 0)

  public var seconds: Double { Double(milliseconds) / 1000 }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// The sum, saturating at `Int64`'s limits instead of trapping: times the engine computes with
  /// stay far below them, but a time read from a damaged catalog need not.
  public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
    let (sum, overflow) = lhs.milliseconds.addingReportingOverflow(rhs.milliseconds)
    guard overflow else { return VirtualTime(milliseconds: sum) }
    return VirtualTime(milliseconds: rhs.milliseconds > 0 ? .max : .min)
  }

  /// Whether the time is one a timeline can hold: from 0 to `limit` milliseconds.
  public var isInTimelineRange: Bool { (0...Self.limit).contains(milliseconds) }

  /// The time in microseconds (the Trace Event Format's unit), saturating at `Int64`'s limits.
  public var microseconds: Int64 {
    let (product, overflow) = milliseconds.multipliedReportingOverflow(by: 1000)
    return overflow ? (milliseconds > 0 ? .max : .min) : product
  }

  /// Seconds with exactly three decimals, as the canonical text and JSON Lines show them: `0.350`,
  /// `-1.500` (total: any `Int64`, negative ones too, has a text).
  public var decimalString: String {
    let magnitude = milliseconds.magnitude
    var digits = String(magnitude % 1000)
    while digits.count < 3 { digits = "0" + digits }
    return (milliseconds < 0 ? "-" : "") + "\(magnitude / 1000).\(digits)"
  }
}
