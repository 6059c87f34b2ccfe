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
  /// The record at `index`, read and modified in place.
  ///
  /// Caution: a field of a type Swift passes indirectly (a large struct), read through this
  /// subscript straight into a `mutating` method that appends to the array, is destroyed from
  /// freed memory in unoptimized builds of Swift 6.3 (a compiler bug, reproduced outside the
  /// project). Copy such a field into a local first; integers and arrays are safe.
  subscript(index: TransitionIndex) -> TransitionRecord {
    _read { yield self[index.position] }
    _modify { yield &self[index.position] }
  }

  /// The index the next appended transition will have.
  var nextIndex: TransitionIndex { TransitionIndex(count) }
}
