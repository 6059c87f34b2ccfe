/// A point or a span of virtual time, in whole milliseconds.
///
/// Timelines carry time to the millisecond (FORMATS 2.1: `t` is a multiple of 0.001), so the
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

  public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
    VirtualTime(milliseconds: lhs.milliseconds + rhs.milliseconds)
  }

  /// Seconds with exactly three decimals, as the canonical text and JSON Lines show them: `0.350`.
  public var decimalString: String {
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    var digits = String(fraction)
    while digits.count < 3 { digits = "0" + digits }
    return "\(whole).\(digits)"
  }
}
