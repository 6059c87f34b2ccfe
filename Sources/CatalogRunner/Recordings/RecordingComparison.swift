import CatalogDiff
import CatalogModel

/// An engine timeline compared with a device recording of the same scenario (Docs/recordings.md).
///
/// Real logs are partial: an app logs only some callbacks, and often without their arguments. So
/// before the two are diffed,
/// - unless `exact`, the engine's timeline keeps only the events whose receiver and member both
///   appear in the recording (`receivers`, `members`);
/// - on both sides, a member whose recorded events lack their arguments (or results) is compared
///   without them: a value the log did not print is unknown, not different;
/// - time is ignored: a device's timestamps are wall-clock and optional, the engine's virtual.
///
/// The diff's left side is the engine's (restricted) timeline and its right side the recording, so
/// a `-` line is something the engine emits that the device did not, and a `+` line something the
/// device did that the engine does not. `orderings` measures agreement: for each recorded event,
/// whether the engine has it right after the event recorded before it (the first one at the
/// engine's start, and the last one at its end). An event both have in the same place with other
/// values keeps its orderings; it is counted in `differentValues` instead.
///
/// For example:
/// ```swift
/// let comparison = RecordingComparison.compute(engine: timeline, recording: recorded.timeline)
/// print(comparison.reproduced, "of", comparison.orderings.count, "orderings reproduced")
/// ```
package struct RecordingComparison: Sendable {
  /// One recorded ordering: event `index` of the recording after the one before it.
  package struct Ordering: Hashable, Sendable {
    /// Which boundary: 0 is the recording's start and its first event; `index` < the recording's
    /// count is event `index - 1` then event `index`; the recording's count is its last event and
    /// the end.
    package var index: Int
    /// Whether the engine has the two next to each other, in that order.
    package var reproduced: Bool
    /// The engine event (a position in the whole engine timeline) the ordering is about: the one
    /// aligned with the later recorded event, or with the one that moved or changed, or where the
    /// engine stands when it has no such event; nil when the engine has no event at all.
    package var engineEvent: Int?
  }

  /// A difference between the two, in timeline order.
  package struct Disagreement: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
      /// The engine emits the event; the device did not.
      case onlyInEngine
      /// The device did it; the engine does not.
      case onlyOnDevice
      /// Both have it, in different places (relative to the events both have).
      case moved
      /// Both have it there, with different arguments or results.
      case differentValues
    }

    package var kind: Kind
    /// The engine's event, a position in the whole engine timeline.
    package var engineEvent: Int?
    /// The recording's event, a position in the recording.
    package var recordedEvent: Int?
    /// The event the engine emits just before the place this is about (for `onlyOnDevice`, where
    /// the device had it), a position in the whole engine timeline.
    package var engineContext: Int?
  }

  /// Whether every event was compared (`--exact`) rather than the recording's receivers and
  /// members only.
  package let exact: Bool
  /// The receivers and members of the recording, sorted: what the engine's timeline was
  /// restricted to.
  package let receivers: [String]
  package let members: [String]
  /// The diff of the engine's compared events (left) and the recording (right), time ignored.
  package let diff: TimelineDiff
  /// For each event of `diff.left`, its position in the whole engine timeline.
  package let engineIndices: [Int]
  package let orderings: [Ordering]
  package let disagreements: [Disagreement]

  /// How many orderings the engine reproduces.
  package var reproduced: Int { orderings.filter(\.reproduced).count }

  /// How many recorded events the engine has in the same place with other arguments or results.
  package var differentValues: Int { disagreements.filter { $0.kind == .differentValues }.count }

  /// Compares `engine` with `recording`.
  ///
  /// - Parameters:
  ///   - exact: Compare every engine event, not only the recording's receivers and members.
  ///   - context: Equal events kept around each change in the diff's hunks.
  ///   - kinds: Compare only events of these kinds (`--kinds`); positions are then those of the
  ///     kept events, as in any diff with kinds.
  package static func compute(
    engine: Timeline, recording: Timeline, exact: Bool = false, context: Int = 3, kinds: Set<EventKind>? = nil
  ) -> RecordingComparison {
    if let kinds {
      return compute(engine: engine.keeping(kinds), recording: recording.keeping(kinds), exact: exact, context: context)
        .with(kinds: kinds)
    }
    let receivers = Set(recording.events.map { recording.string($0.receiver) })
    let members = Set(recording.events.map { recording.string($0.call) })
    var argumentsKnown: [String: Bool] = [:]
    var resultsKnown: [String: Bool] = [:]
    for event in recording.events {
      let call = recording.string(event.call)
      argumentsKnown[call] = (argumentsKnown[call] ?? true) && !event.args.isEmpty
      resultsKnown[call] = (resultsKnown[call] ?? true) && event.result != nil
    }
    func projected(_ timeline: Timeline, keeping keep: (Event) -> Bool) -> (Timeline, [Int]) {
      var out = timeline
      out.events = []
      var indices: [Int] = []
      for (index, event) in timeline.events.enumerated() where keep(event) {
        var copy = event
        let call = timeline.string(event.call)
        if argumentsKnown[call] != true { copy.args = Arguments() }
        if resultsKnown[call] != true { copy.result = nil }
        out.events.append(copy)
        indices.append(index)
      }
      return (out, indices)
    }
    let (left, engineIndices) = projected(engine) { event in
      exact || (receivers.contains(engine.string(event.receiver)) && members.contains(engine.string(event.call)))
    }
    let (right, _) = projected(recording) { _ in true }
    let diff = TimelineDiff.compute(left, right, options: DiffOptions(ignoreTime: true, context: context))
    let alignment = Self.alignment(diff)
    return RecordingComparison(
      exact: exact, receivers: receivers.sorted(), members: members.sorted(), diff: diff,
      engineIndices: engineIndices, orderings: Self.orderings(diff, alignment, engineIndices),
      disagreements: Self.disagreements(diff, alignment, engineIndices))
  }

  /// The comparison, its diff saying which kinds were compared.
  private func with(kinds: Set<EventKind>) -> RecordingComparison {
    var options = diff.options
    options.kinds = kinds
    return RecordingComparison(
      exact: exact, receivers: receivers, members: members,
      diff: diff.with(options: options),
      engineIndices: engineIndices, orderings: orderings, disagreements: disagreements)
  }

  // MARK: - Alignment

  /// Every line of the diff, context included, in order: the hunks' lines with the equal runs
  /// between them filled in.
  static func alignment(_ diff: TimelineDiff) -> [DiffLine] {
    var lines: [DiffLine] = []
    var left = 0
    var right = 0
    func equal(until leftEnd: Int) {
      while left < leftEnd {
        lines.append(.context(left: left, right: right))
        left += 1
        right += 1
      }
    }
    for hunk in diff.hunks {
      equal(until: hunk.leftRange.lowerBound)
      lines += hunk.lines
      left = hunk.leftRange.upperBound
      right = hunk.rightRange.upperBound
    }
    equal(until: diff.left.count)
    return lines
  }

  private static func orderings(_ diff: TimelineDiff, _ alignment: [DiffLine], _ engineIndices: [Int])
    -> [Ordering]
  {
    let count = diff.right.count
    var aligned = [Int?](repeating: nil, count: count)
    var counterpart = [Int?](repeating: nil, count: count)
    var lastLeft: Int?
    for line in alignment {
      switch line {
      case .context(let i, let j):
        aligned[j] = i
        counterpart[j] = i
      case .changed(let i, let j, _):
        // The same member of the same receiver in the same place: the order is right, only the
        // values differ (counted apart, as a disagreement of its own).
        aligned[j] = i
        counterpart[j] = i
      case .added(let j):
        counterpart[j] = diff.moves.leftOfRight[j] ?? lastLeft
      case .removed:
        break
      }
      if let i = line.left { lastLeft = i }
    }
    // An event the device did before anything the engine emits stands at the engine's start.
    for j in 0..<count where counterpart[j] == nil && !diff.left.events.isEmpty { counterpart[j] = 0 }
    func engine(_ left: Int?) -> Int? { left.map { engineIndices[$0] } }
    var orderings: [Ordering] = []
    for index in 0...count {
      let reproduced: Bool
      if count == 0 {
        reproduced = diff.left.events.isEmpty
      } else if index == 0 {
        reproduced = aligned[0] == 0
      } else if index == count {
        reproduced = aligned[count - 1] == diff.left.count - 1
      } else if let before = aligned[index - 1], let after = aligned[index] {
        reproduced = after == before + 1
      } else {
        reproduced = false
      }
      let about = count == 0 ? nil : counterpart[min(index, count - 1)]
      orderings.append(Ordering(index: index, reproduced: reproduced, engineEvent: engine(about)))
    }
    return orderings
  }

  private static func disagreements(_ diff: TimelineDiff, _ alignment: [DiffLine], _ engineIndices: [Int])
    -> [Disagreement]
  {
    var found: [Disagreement] = []
    // The last engine event the device had in the same place: where the device was when it did an
    // event the engine lacks or has elsewhere (an event the engine has elsewhere is not a place
    // the device was).
    var lastAligned: Int?
    func engine(_ left: Int?) -> Int? { left.map { engineIndices[$0] } }
    for line in alignment {
      switch line {
      case .context(let i, _):
        lastAligned = i
      case .changed(let i, let j, _):
        lastAligned = i
        found.append(Disagreement(kind: .differentValues, engineEvent: engine(i), recordedEvent: j, engineContext: nil))
      case .removed(let i):
        if diff.moves.rightOfLeft[i] == nil {
          found.append(
            Disagreement(kind: .onlyInEngine, engineEvent: engine(i), recordedEvent: nil, engineContext: nil))
        }
      case .added(let j):
        if let i = diff.moves.leftOfRight[j] {
          found.append(
            Disagreement(kind: .moved, engineEvent: engine(i), recordedEvent: j, engineContext: engine(lastAligned)))
        } else {
          found.append(
            Disagreement(kind: .onlyOnDevice, engineEvent: nil, recordedEvent: j, engineContext: engine(lastAligned)))
        }
      }
    }
    return found
  }
}
