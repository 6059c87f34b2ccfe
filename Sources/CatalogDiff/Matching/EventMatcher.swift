import CatalogModel

/// Aligns the events of two timelines: which left event is kept as which right event.
///
/// The pipeline, each step cheap and each keeping the alignment optimal:
/// 1. strip the common prefix and suffix, comparing with `Timeline.eventsEqual(_:_:_:ignoringTime:)`;
/// 2. key the rest (`EventKeys`) and number it by equality class (`EventClasses`), where matching
///    keys are confirmed with `eventsEqual`;
/// 3. set aside events whose class never occurs on the other side: they cannot be part of any
///    common subsequence (the "discard" step of GNU diff and xdiff). A changed event usually has
///    a class of its own, so with scattered changes this leaves two nearly identical sequences;
/// 4. run Myers on what is left (`SequenceMatcher`), under a work budget.
struct EventMatcher {
  /// For each left event, the index of the right event it is kept as, or -1 when it is removed.
  let matchOfLeft: [Int32]

  /// Work units for the Myers step: enough for a few thousand edits that Myers has to work through
  /// in 100,000-event timelines, and a bound of under 100 ms on adversarial inputs of that size
  /// (a reversed timeline, two unrelated ones under `ignoreTime`).
  ///
  /// The budget counts work, not time, so the same inputs always give the same diff.
  static func budget(_ left: Int, _ right: Int) -> Int {
    10_000_000 + 8 * (left + right)
  }

  init(_ left: Timeline, _ right: Timeline, ignoringTime: Bool) {
    var matches = [Int32](repeating: -1, count: left.count)

    // 1. Common prefix and suffix, compared directly: most timelines share long ones, and then
    // keying them would be wasted work.
    let (lo, leftHi, rightHi) = Self.matchEnds(left.count, right.count, into: &matches) {
      left.eventsEqual($0, right, $1, ignoringTime: ignoringTime)
    }
    guard lo < leftHi, lo < rightHi else {
      matchOfLeft = matches
      return
    }

    // 2. Equality classes of the middle.
    let classes = EventClasses(
      left, keys: EventKeys.keys(of: left, lo..<leftHi, ignoringTime: ignoringTime),
      right, keys: EventKeys.keys(of: right, lo..<rightHi, ignoringTime: ignoringTime),
      from: lo, ignoringTime: ignoringTime)
    Self.matchMiddle(classes, from: lo, into: &matches)
    matchOfLeft = matches
  }

  /// Aligns two sequences of exact keys: equal keys are equal events (a timeline file's template
  /// numbers and times, `TemplatedTimeline`). The same pipeline as for timelines, so two files
  /// diff exactly as the timelines read from them would.
  init(exactLeftKeys left: [UInt64], exactRightKeys right: [UInt64]) {
    var matches = [Int32](repeating: -1, count: left.count)
    let (lo, leftHi, rightHi) = Self.matchEnds(left.count, right.count, into: &matches) { left[$0] == right[$1] }
    guard lo < leftHi, lo < rightHi else {
      matchOfLeft = matches
      return
    }
    let classes = EventClasses(exactLeftKeys: left[lo..<leftHi], exactRightKeys: right[lo..<rightHi])
    Self.matchMiddle(classes, from: lo, into: &matches)
    matchOfLeft = matches
  }

  /// Step 1: matches the common prefix and suffix of `n` left and `m` right items, compared by
  /// `equal(leftIndex, rightIndex)`, into `matches`; what is left between them is the middle,
  /// `lo..<leftHi` on the left and `lo..<rightHi` on the right.
  @inline(__always)
  private static func matchEnds(
    _ n: Int, _ m: Int, into matches: inout [Int32], equal: (Int, Int) -> Bool
  ) -> (lo: Int, leftHi: Int, rightHi: Int) {
    var lo = 0
    while lo < n, lo < m, equal(lo, lo) {
      matches[lo] = Int32(lo)
      lo += 1
    }
    var leftHi = n
    var rightHi = m
    while leftHi > lo, rightHi > lo, equal(leftHi - 1, rightHi - 1) {
      leftHi -= 1
      rightHi -= 1
      matches[leftHi] = Int32(rightHi)
    }
    return (lo, leftHi, rightHi)
  }

  /// Steps 3 and 4: set aside the events whose class has no member on the other side, then align
  /// the rest with Myers, writing the matches of the middle (which starts at `lo`) into `matches`.
  private static func matchMiddle(_ classes: EventClasses, from lo: Int, into matches: inout [Int32]) {
    // 3. Only events whose class occurs on both sides can be matched (a right event with no
    // equal on the left has no class at all).
    var onRight = [Bool](repeating: false, count: classes.count)
    var reducedRight: [Int32] = []
    var rightIndex: [Int32] = []
    for (offset, number) in classes.right.enumerated() where number >= 0 {
      onRight[Int(number)] = true
      reducedRight.append(number)
      rightIndex.append(Int32(lo + offset))
    }
    var reducedLeft: [Int32] = []
    var leftIndex: [Int32] = []
    for (offset, number) in classes.left.enumerated() where onRight[Int(number)] {
      reducedLeft.append(number)
      leftIndex.append(Int32(lo + offset))
    }

    // 4. Myers on the rest.
    if !reducedLeft.isEmpty, !reducedRight.isEmpty {
      let matcher = SequenceMatcher(
        reducedLeft, reducedRight, budget: Self.budget(reducedLeft.count, reducedRight.count))
      for (offset, match) in matcher.matchOfA.enumerated() where match >= 0 {
        matches[Int(leftIndex[offset])] = rightIndex[Int(match)]
      }
    }
  }
}
