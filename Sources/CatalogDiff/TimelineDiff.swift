import CatalogModel

/// The differences between two timelines, as hunks of event lines, with a summary and a change
/// signature.
///
/// The diff is a sequence diff over events, not text lines: events are compared by Docs/timeline-format.md, "Equality and identity"
/// (kind, receiver, call, arguments, result, and time to the millisecond unless
/// `DiffOptions.ignoreTime`). The alignment is a longest common subsequence (Myers), so a diff
/// shows as few removed and added events as possible; a removed event followed in the same run of
/// changes by an added one with the same receiver and call is shown, and counted, as one changed
/// event. Both timelines are kept (they are copy-on-write values) so the renderings can print
/// their events.
///
/// For example:
/// ```swift
/// let diff = TimelineDiff.compute(baseline, run, options: DiffOptions(ignoreTime: true))
/// if !diff.isEqual {
///   print(diff.unified(leftLabel: "baseline dimming @ uikit-8", rightLabel: "run 42"))
/// }
/// ```
///
/// A class, though immutable: a check holds one per changed result, and a reference keeps its
/// results small (two timelines, hunks, moves and a signature inline cost about 250 bytes a copy).
public final class TimelineDiff: Sendable {
  /// The timeline diffed from (the baseline), shown with `-`.
  public let left: Timeline
  /// The timeline diffed to (the new run), shown with `+`.
  public let right: Timeline
  public let options: DiffOptions
  /// The changes with their context, in timeline order; empty when the timelines are equal.
  public let hunks: [Hunk]
  public let summary: DiffSummary
  /// The removed events that reappear, equal but for time, among the added ones.
  public let moves: Moves
  /// What changed, independent of where and when (see `ChangeSignature`), computed once with the
  /// diff.
  public let signature: ChangeSignature

  /// Each event's position in the timeline the diff is of, when `left` (`right`) holds only the
  /// events the hunks show (a diff of timeline files); nil when it is that whole timeline. Ranges
  /// and lines of `hunks`, and `moves`, count within `left` and `right`; what a diff prints goes
  /// through `leftPosition(_:)` and `rightPosition(_:)`.
  public let leftPositions: [Int]?
  public let rightPositions: [Int]?
  /// The lengths of the timelines the diff is of.
  public let leftCount: Int
  public let rightCount: Int

  /// The position in the left timeline of `left`'s event `index`.
  public func leftPosition(_ index: Int) -> Int { HunkBuilder.position(index, in: leftPositions) }

  /// The position in the right timeline of `right`'s event `index`.
  public func rightPosition(_ index: Int) -> Int { HunkBuilder.position(index, in: rightPositions) }

  /// Whether the timelines are equal under `options`.
  public var isEqual: Bool { hunks.isEmpty }

  /// Compares `left` with `right`.
  ///
  /// Runs in O((N + M) + D²) time for D edits that Myers' algorithm has to work through, and in
  /// O(N + M) memory. Edits that cannot be matched with anything on the other side (most changed
  /// events) cost nothing beyond the linear part. The quadratic part is capped: on adversarial
  /// inputs (two unrelated 100,000-event timelines) the diff falls back to coarser, still correct,
  /// hunks rather than taking seconds.
  public static func compute(
    _ left: Timeline, _ right: Timeline, options: DiffOptions = DiffOptions()
  ) -> TimelineDiff {
    if let kinds = options.kinds {
      return compute(
        left.keeping(kinds), right.keeping(kinds),
        options: DiffOptions(
          ignoreTime: options.ignoreTime, context: options.context), kept: kinds)
    }
    return compute(left, right, options: options, kept: nil)
  }

  private static func compute(
    _ left: Timeline, _ right: Timeline, options: DiffOptions, kept: Set<EventKind>?
  ) -> TimelineDiff {
    var options = options
    options.kinds = kept
    let matcher = EventMatcher(left, right, ignoringTime: options.ignoreTime)
    var builder = HunkBuilder(left, right, options: options)
    let hunks = builder.hunks(matchOfLeft: matcher.matchOfLeft)
    return TimelineDiff(left: left, right: right, options: options, hunks: hunks)
  }

  /// A diff from precomputed hunks; the summary is counted from their lines.
  ///
  /// - Parameters:
  ///   - positions: when `left` and `right` hold only the events the hunks show, each one's
  ///     position in the whole timelines, with their lengths and the receivers' roles learnt from
  ///     the whole timelines (`ChangeSignature`).
  init(
    left: Timeline, right: Timeline, options: DiffOptions, hunks: [Hunk],
    positions: (left: [Int], right: [Int], leftCount: Int, rightCount: Int, roles: ReceiverRoles)? = nil
  ) {
    self.left = left
    self.right = right
    self.options = options
    self.hunks = hunks
    leftPositions = positions?.left
    rightPositions = positions?.right
    leftCount = positions?.leftCount ?? left.count
    rightCount = positions?.rightCount ?? right.count
    let moves = Moves(left: left, right: right, hunks: hunks)
    self.moves = moves
    var summary = DiffSummary(moved: moves.count)
    for hunk in hunks {
      for line in hunk.lines {
        switch line {
        case .context: break
        case .removed: summary.removed += 1
        case .added: summary.added += 1
        case .changed: summary.changed += 1
        }
      }
    }
    self.summary = summary
    self.signature = ChangeSignature(
      left: left, right: right, hunks: hunks, moves: moves, roles: positions?.roles ?? ReceiverRoles(left, right))
  }

  /// The same hunks of the same whole timelines under other options (which kinds were compared,
  /// say), for a comparison that says what it looked at (`RecordingComparison`).
  package func with(options: DiffOptions) -> TimelineDiff {
    TimelineDiff(left: left, right: right, options: options, hunks: hunks)
  }

  /// The lines that are not context, in order: every removal, addition and change.
  public var changes: [DiffLine] {
    hunks.flatMap { $0.lines.filter { $0.operation != .context } }
  }
}
