import CatalogModel

/// A run of changed pairs in a hunk that differ only in time, all by the same amount: what a
/// longer animation before them does. Every rendering shows such a run as one line ("times from
/// event 26 shift by +0.035 s") rather than a pair per event (Docs/diff-format.md).
public struct TimeShift: Hashable, Sendable {
  /// The first pair's positions in the left and right timelines.
  public var left: Int
  public var right: Int
  /// How many hunk lines (pairs) the run stands for.
  public var count: Int
  /// How much later (or, negative, earlier) the right events are, in milliseconds.
  public var milliseconds: Int64
  /// The first pair's times.
  public var from: VirtualTime
  public var to: VirtualTime
  /// The right event's position in the right timeline, as the text says it (`right` indexes the
  /// diff's events, which a diff of two files holds only in part: `TimelineDiff.rightPosition`).
  public var rightPosition: Int

  public init(
    left: Int, right: Int, count: Int, milliseconds: Int64, from: VirtualTime, to: VirtualTime,
    rightPosition: Int? = nil
  ) {
    self.left = left
    self.right = right
    self.rightPosition = rightPosition ?? right
    self.count = count
    self.milliseconds = milliseconds
    self.from = from
    self.to = to
  }

  /// The smallest run shown as one line.
  public static let runMinimum = 3

  /// `+0.035 s`.
  public var amount: String {
    let sign = milliseconds >= 0 ? "+" : "-"
    let size = VirtualTime(milliseconds: milliseconds == .min ? .max : abs(milliseconds))
    return "\(sign)\(size.decimalString) s"
  }

  /// `times from event 26 shift by +0.035 s (12 events otherwise equal, from 0.293 → 0.328)`.
  public var description: String {
    "times from event \(rightPosition) shift by \(amount) (\(count) events otherwise equal, "
      + "from \(from.decimalString) → \(to.decimalString))"
  }
}

extension TimelineDiff {
  /// How much later the right event of a changed pair that differs only in time is, in
  /// milliseconds; nil for any other line.
  public func timeDelta(_ line: DiffLine) -> Int64? {
    guard case .changed(let i, let j, let parts) = line, parts == .time else { return nil }
    // Total for any stored times: a difference too large for 64 bits is no shift.
    let (difference, overflow) = right.events[j].time.milliseconds.subtractingReportingOverflow(
      left.events[i].time.milliseconds)
    return overflow ? nil : difference
  }

  /// When `lines[start...]` begins with at least `TimeShift.runMinimum` changed pairs that differ
  /// only in time, all by the same amount: the run.
  public func timeShift(startingAt start: Int, in lines: [DiffLine]) -> TimeShift? {
    guard start < lines.count, let first = timeDelta(lines[start]) else { return nil }
    var end = start + 1
    while end < lines.count, timeDelta(lines[end]) == first { end += 1 }
    guard end - start >= TimeShift.runMinimum, case .changed(let i, let j, _) = lines[start] else { return nil }
    return TimeShift(
      left: i, right: j, count: end - start, milliseconds: first, from: left.events[i].time,
      to: right.events[j].time, rightPosition: rightPosition(j))
  }
}
