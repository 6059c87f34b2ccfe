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
  subscript(index: PresentationIndex) -> PresentationRecord {
    _read { yield self[index.position] }
    _modify { yield &self[index.position] }
  }

  /// The index of each presentation, in order.
  var allIndices: [PresentationIndex] { indices.map(PresentationIndex.init) }
}
