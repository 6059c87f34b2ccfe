import CatalogModel

// MARK: - Diffs of timeline files

extension TimelineDiff {
  /// Compares two timelines read from files, without making an event of every line: the same
  /// hunks, summary, moves and signature as `compute(_:_:options:)` of the timelines the files
  /// hold, in time and memory that grow with the lines rather than with whole events.
  ///
  /// Lines are compared by their template and time (`TemplatedTimeline`), so the alignment is
  /// computed on integers by the same pipeline as for timelines (`EventMatcher`). Only the events
  /// the hunks show are then made, with `context + 1` more on each side of every group of changes
  /// so that hunks join and split as they would over the whole timelines; the diff's `left` and
  /// `right` hold just those, and `leftPositions` and `rightPositions` say where each one is.
  ///
  /// - Returns: nil when `options` filters kinds, or a time or a template number is too large to
  ///   key (a time past about 34 years); then compare the whole timelines instead.
  public static func compute(
    _ left: TemplatedTimeline, _ right: TemplatedTimeline, options: DiffOptions = DiffOptions()
  ) -> TimelineDiff? {
    guard options.kinds == nil,
      let keys = FileDiffKeys(left, right, ignoringTime: options.ignoreTime)
    else { return nil }
    let matchOfLeft = EventMatcher(exactLeftKeys: keys.left, exactRightKeys: keys.right).matchOfLeft

    // The events each group of changes shows, with one more on each side than the context.
    let context = options.context
    let blocks = HunkBuilder.blocks(matchOfLeft: matchOfLeft, rightCount: right.count)
    var keepLeft = [Bool](repeating: false, count: left.count)
    var keepRight = [Bool](repeating: false, count: right.count)
    for group in HunkBuilder.groups(blocks, context: context) {
      let first = blocks[group.lowerBound]
      let last = blocks[group.upperBound - 1]
      for index in max(0, first.left.lowerBound - context - 1)..<min(left.count, last.left.upperBound + context + 1) {
        keepLeft[index] = true
      }
      for index in max(
        0, first.right.lowerBound - context - 1)..<min(
          right.count, last.right.upperBound + context + 1)
      {
        keepRight[index] = true
      }
    }
    // A kept event's match is kept too, so that the alignment carries over.
    for (index, match) in matchOfLeft.enumerated() where match >= 0 && keepLeft[index] != keepRight[Int(match)] {
      keepLeft[index] = true
      keepRight[Int(match)] = true
    }
    let leftPositions = keepLeft.indices.filter { keepLeft[$0] }
    let rightPositions = keepRight.indices.filter { keepRight[$0] }
    var compactOfRight = [Int32](repeating: -1, count: right.count)
    for (compact, position) in rightPositions.enumerated() { compactOfRight[position] = Int32(compact) }
    let compactMatches = leftPositions.map { position in
      let match = matchOfLeft[position]
      return match >= 0 ? compactOfRight[Int(match)] : -1
    }

    let compactLeft = Self.timeline(left, leftPositions)
    let compactRight = Self.timeline(right, rightPositions)
    var builder = HunkBuilder(
      compactLeft, compactRight, options: options,
      positions: (leftPositions, rightPositions, left.count, right.count))
    let hunks = builder.hunks(matchOfLeft: compactMatches)
    return TimelineDiff(
      left: compactLeft, right: compactRight, options: options, hunks: hunks,
      positions: (leftPositions, rightPositions, left.count, right.count, ReceiverRoles(left, right)))
  }

  /// The events of `templated` at `positions`, with its names and rectangles.
  private static func timeline(_ templated: TemplatedTimeline, _ positions: [Int]) -> Timeline {
    var timeline = templated.store
    timeline.events = positions.map(templated.event)
    return timeline
  }
}

/// The keys of two timeline files' lines: equal exactly when the events are (the same template,
/// once the right file's templates are numbered as the left file's, and the same time unless time
/// is ignored).
struct FileDiffKeys {
  let left: [UInt64]
  let right: [UInt64]

  /// Template numbers take the top 24 bits, times in milliseconds the low 40.
  static let timeBits: UInt64 = 40

  init?(_ left: TemplatedTimeline, _ right: TemplatedTimeline, ignoringTime: Bool) {
    var numberOfKey: [String: UInt32] = [:]
    for (number, key) in left.keys.enumerated() { numberOfKey[key] = UInt32(number) }
    var rightNumbers: [UInt32] = []
    rightNumbers.reserveCapacity(right.keys.count)
    for key in right.keys {
      if let number = numberOfKey[key] {
        rightNumbers.append(number)
      } else {
        let number = UInt32(numberOfKey.count)
        numberOfKey[key] = number
        rightNumbers.append(number)
      }
    }
    guard UInt64(numberOfKey.count) < 1 << (64 - Self.timeBits) else { return nil }
    func keys(_ timeline: TemplatedTimeline, _ number: (UInt32) -> UInt32) -> [UInt64]? {
      var keys: [UInt64] = []
      keys.reserveCapacity(timeline.count)
      for index in 0..<timeline.count {
        let template = UInt64(number(timeline.templates[index])) << Self.timeBits
        if ignoringTime {
          keys.append(template)
        } else {
          let time = timeline.times[index]
          guard time >= 0, UInt64(time) < 1 << Self.timeBits else { return nil }
          keys.append(template | UInt64(time))
        }
      }
      return keys
    }
    guard let leftKeys = keys(left, { $0 }), let rightKeys = keys(right, { rightNumbers[Int($0)] }) else {
      return nil
    }
    self.left = leftKeys
    self.right = rightKeys
  }
}
