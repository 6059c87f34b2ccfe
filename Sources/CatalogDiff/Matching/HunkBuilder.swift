import CatalogModel

/// Turns an alignment of two timelines into hunks: change blocks, their changed pairs, and the
/// context around them.
struct HunkBuilder {
  /// A maximal run of unmatched events between two matched ones.
  struct Block {
    var left: Range<Int>
    var right: Range<Int>
  }

  let left: Timeline
  let right: Timeline
  let options: DiffOptions

  /// Work units for pairing removed and added events inside blocks; once spent, the remaining
  /// blocks show removals and additions without pairs.
  private var pairingBudget: Int
  private let names: SharedNames

  /// Where each event of `left` and `right` is in the timelines the diff is of, when they hold
  /// only the events the hunks show (nil: they are those timelines).
  private let leftPositions: [Int]?
  private let rightPositions: [Int]?

  /// - Parameters:
  ///   - positions: for timelines that hold only the events the hunks show, each event's position
  ///     in the whole timeline, and the whole timelines' lengths (which set the work budget).
  init(
    _ left: Timeline, _ right: Timeline, options: DiffOptions,
    positions: (left: [Int], right: [Int], leftCount: Int, rightCount: Int)? = nil
  ) {
    self.left = left
    self.right = right
    self.options = options
    pairingBudget =
      1_000_000 + 2 * ((positions?.leftCount ?? left.count) + (positions?.rightCount ?? right.count))
    names = SharedNames(left, right)
    leftPositions = positions?.left
    rightPositions = positions?.right
  }

  // MARK: - Blocks

  /// The change blocks of an alignment, in order.
  static func blocks(matchOfLeft: [Int32], rightCount: Int) -> [Block] {
    var blocks: [Block] = []
    var nextLeft = 0
    var nextRight = 0
    for (index, match) in matchOfLeft.enumerated() where match >= 0 {
      let rightIndex = Int(match)
      if nextLeft < index || nextRight < rightIndex {
        blocks.append(Block(left: nextLeft..<index, right: nextRight..<rightIndex))
      }
      nextLeft = index + 1
      nextRight = rightIndex + 1
    }
    if nextLeft < matchOfLeft.count || nextRight < rightCount {
      blocks.append(Block(left: nextLeft..<matchOfLeft.count, right: nextRight..<rightCount))
    }
    return blocks
  }

  // MARK: - Hunks

  /// Groups blocks separated by at most `2 * context` equal events into hunks.
  mutating func hunks(matchOfLeft: [Int32]) -> [Hunk] {
    let blocks = Self.blocks(matchOfLeft: matchOfLeft, rightCount: right.count)
    var hunks: [Hunk] = []
    for group in Self.groups(blocks, context: options.context) {
      hunks.append(hunk(blocks[group], previous: group.lowerBound > 0 ? blocks[group.lowerBound - 1] : nil))
    }
    return hunks
  }

  /// The runs of `blocks` (as ranges of their indices) separated by at most `2 * context` equal
  /// events: each is one hunk.
  static func groups(_ blocks: [Block], context: Int) -> [Range<Int>] {
    var groups: [Range<Int>] = []
    var groupStart = 0
    while groupStart < blocks.count {
      var groupEnd = groupStart + 1
      while groupEnd < blocks.count,
        blocks[groupEnd].left.lowerBound - blocks[groupEnd - 1].left.upperBound <= 2 * context
      {
        groupEnd += 1
      }
      groups.append(groupStart..<groupEnd)
      groupStart = groupEnd
    }
    return groups
  }

  private mutating func hunk(_ group: ArraySlice<Block>, previous: Block?) -> Hunk {
    let context = options.context
    guard let first = group.first, let last = group.last else {
      return Hunk(leftRange: 0..<0, rightRange: 0..<0, time: .zero, lines: [])
    }
    // Equal events between blocks are matched one to one, so both sides have the same run length.
    let leading = min(context, first.left.lowerBound - (previous?.left.upperBound ?? 0))
    let trailing = min(context, left.count - last.left.upperBound)
    var lines: [DiffLine] = []
    func appendContext(leftFrom: Int, rightFrom: Int, count: Int) {
      for offset in 0..<max(0, count) {
        lines.append(.context(left: leftFrom + offset, right: rightFrom + offset))
      }
    }
    appendContext(
      leftFrom: first.left.lowerBound - leading, rightFrom: first.right.lowerBound - leading,
      count: leading)
    var previousInGroup: Block?
    for block in group {
      if let before = previousInGroup {
        appendContext(
          leftFrom: before.left.upperBound, rightFrom: before.right.upperBound,
          count: block.left.lowerBound - before.left.upperBound)
      }
      appendLines(of: block, to: &lines)
      previousInGroup = block
    }
    appendContext(leftFrom: last.left.upperBound, rightFrom: last.right.upperBound, count: trailing)
    let time: VirtualTime
    if let i = lines.first?.left {
      time = left.events[i].time
    } else if let j = lines.first?.right {
      time = right.events[j].time
    } else {
      time = .zero
    }
    let leftRange = (first.left.lowerBound - leading)..<(last.left.upperBound + trailing)
    let rightRange = (first.right.lowerBound - leading)..<(last.right.upperBound + trailing)
    return Hunk(
      leftRange: leftRange, rightRange: rightRange, time: time, lines: lines,
      leftStart: Self.position(leftRange.lowerBound, in: leftPositions),
      rightStart: Self.position(rightRange.lowerBound, in: rightPositions))
  }

  /// The position of event `index` in the whole timeline: `index` itself, or through
  /// `positions`; the end of a side (an empty range at its end) is one past its last position.
  static func position(_ index: Int, in positions: [Int]?) -> Int {
    guard let positions else { return index }
    if index < positions.count { return positions[index] }
    return (positions.last ?? -1) + 1 + (index - positions.count)
  }

  // MARK: - Changed pairs

  /// The lines of one block: removed and added events, with pairs of the same receiver and call
  /// shown as changed, removals before additions between pairs.
  ///
  /// Pairs are a longest common subsequence of the block's removed and added events compared by
  /// receiver and call only, so they keep their order on both sides.
  private mutating func appendLines(of block: Block, to lines: inout [DiffLine]) {
    var nextLeft = block.left.lowerBound
    var nextRight = block.right.lowerBound
    for (leftIndex, rightIndex) in pairs(in: block) {
      let parts = changedParts(leftIndex, rightIndex)
      // An event equal on both sides can end up in one block only when the budget cut the
      // alignment short; it is shown as removed and added rather than as a change of nothing.
      guard !parts.isEmpty else { continue }
      while nextLeft < leftIndex {
        lines.append(.removed(left: nextLeft))
        nextLeft += 1
      }
      while nextRight < rightIndex {
        lines.append(.added(right: nextRight))
        nextRight += 1
      }
      lines.append(.changed(left: leftIndex, right: rightIndex, parts: parts))
      nextLeft = leftIndex + 1
      nextRight = rightIndex + 1
    }
    while nextLeft < block.left.upperBound {
      lines.append(.removed(left: nextLeft))
      nextLeft += 1
    }
    while nextRight < block.right.upperBound {
      lines.append(.added(right: nextRight))
      nextRight += 1
    }
  }

  private mutating func pairs(in block: Block) -> [(Int, Int)] {
    guard !block.left.isEmpty, !block.right.isEmpty else { return [] }
    var classes: [Int64: Int32] = [:]
    func classNumber(_ receiver: Int32, _ call: Int32) -> Int32 {
      let key = Int64(receiver) << 32 | Int64(call)
      if let number = classes[key] { return number }
      let number = Int32(classes.count)
      classes[key] = number
      return number
    }
    let leftClasses = block.left.map {
      classNumber(names.left(left.events[$0].receiver), names.left(left.events[$0].call))
    }
    let rightClasses = block.right.map {
      classNumber(names.right(right.events[$0].receiver), names.right(right.events[$0].call))
    }
    guard pairingBudget > 0 else { return [] }
    let matcher = SequenceMatcher(leftClasses, rightClasses, budget: pairingBudget)
    pairingBudget = matcher.budget
    var pairs: [(Int, Int)] = []
    for (offset, match) in matcher.matchOfA.enumerated() where match >= 0 {
      pairs.append((block.left.lowerBound + offset, block.right.lowerBound + Int(match)))
    }
    return pairs
  }

  private func changedParts(_ i: Int, _ j: Int) -> ChangedParts {
    let a = left.events[i]
    let b = right.events[j]
    var parts: ChangedParts = []
    if a.kind != b.kind { parts.insert(.kind) }
    if a.args.count != b.args.count
      || zip(a.args, b.args).contains(where: { !left.valuesEqual($0, right, $1) })
    {
      parts.insert(.args)
    }
    switch (a.result, b.result) {
    case (nil, nil): break
    case (let x?, let y?): if !left.valuesEqual(x, right, y) { parts.insert(.result) }
    default: parts.insert(.result)
    }
    if !options.ignoreTime && a.time != b.time { parts.insert(.time) }
    return parts
  }
}
