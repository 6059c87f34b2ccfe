/// A transition of one replay, by its position in `Replay.transitions`: a typed index, so that a
/// transition is never taken for a presentation or a controller.
struct TransitionIndex: Hashable, Comparable {
  var position: Int

  init(_ position: Int) {
    self.position = position
  }

  static func < (lhs: TransitionIndex, rhs: TransitionIndex) -> Bool { lhs.position < rhs.position }
}

extension Array where Element == TransitionRecord {
  subscript(index: TransitionIndex) -> TransitionRecord {
    _read { yield self[index.position] }
    _modify { yield &self[index.position] }
  }

  /// The index the next appended transition will have.
  var nextIndex: TransitionIndex { TransitionIndex(count) }
}
