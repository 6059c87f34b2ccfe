import CatalogModel

/// A run of changes with the context around them, and where it sits in both timelines.
///
/// Ranges are event positions (`seq`, from 0). A side with no events in the hunk has an empty
/// range that starts where its events would go: `rightRange == 12..<12` for a pure deletion that
/// follows right event 11.
public struct Hunk: Hashable, Sendable {
  /// The left events the hunk covers, context included.
  public var leftRange: Range<Int>
  /// The right events the hunk covers, context included.
  public var rightRange: Range<Int>
  /// The virtual time of the hunk's first line: its left event if it has one, else its right event.
  public var time: VirtualTime
  /// The lines in display order; a changed pair is one line.
  public var lines: [DiffLine]
  /// Where the hunk starts in the left and right timelines the diff was made from: the ranges'
  /// lower bounds, unless the diff holds only the events its hunks show (a diff of two timeline
  /// files, `TimelineDiff.compute(_:_:options:)` of `TemplatedTimeline`s), whose ranges and lines
  /// count within those events.
  public var leftStart: Int
  public var rightStart: Int

  public init(
    leftRange: Range<Int>, rightRange: Range<Int>, time: VirtualTime, lines: [DiffLine], leftStart: Int? = nil,
    rightStart: Int? = nil
  ) {
    self.leftStart = leftStart ?? leftRange.lowerBound
    self.rightStart = rightStart ?? rightRange.lowerBound
    self.leftRange = leftRange
    self.rightRange = rightRange
    self.time = time
    self.lines = lines
  }

  /// The unified header, `@@ -12,5 +12,4 @@ event 12, t=0.350`: positions and counts of both
  /// sides, the left position again in words, and the hunk's start time.
  public var header: String {
    "@@ -\(leftStart),\(leftRange.count) +\(rightStart),\(rightRange.count) @@"
      + " event \(leftStart), t=\(time.decimalString)"
  }
}
