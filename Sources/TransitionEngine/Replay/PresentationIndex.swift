/// A presentation of one replay, by its position in `Replay.presentations`: a typed index, so that
/// a presentation is never taken for a transition or a controller.
struct PresentationIndex: Hashable, Comparable {
  var position: Int

  init(_ position: Int) {
    self.position = position
  }

  static func < (lhs: PresentationIndex, rhs: PresentationIndex) -> Bool { lhs.position < rhs.position }
}

extension Array where Element == PresentationRecord {
  /// The record at `index`, read and modified in place.
  ///
  /// Caution: a field of a type Swift passes indirectly (a large struct), read through this
  /// subscript straight into a `mutating` method that appends to the array, is destroyed from
  /// freed memory in unoptimized builds of Swift 6.3 (a compiler bug, reproduced outside the
  /// project). Copy such a field into a local first; integers and arrays are safe.
  subscript(index: PresentationIndex) -> PresentationRecord {
    _read { yield self[index.position] }
    _modify { yield &self[index.position] }
  }

  /// The index of each presentation, in order.
  var allIndices: [PresentationIndex] { indices.map(PresentationIndex.init) }
}
