import Testing

@testable import TransitionEngine

/// `VisitedLayers`: a walk over presentation layers stops at a root it has seen, whether the roots
/// are still in its array or, past its limit, in its set.
@Suite(.tags(.small))
struct VisitedLayersTests {
  @Test(arguments: [1, 2, 16, 17, 40])
  func aRootIsNewOnceAndSeenAfter(count: Int) {
    var visited = VisitedLayers()
    for root in 0..<count {
      let isNew = visited.insert(root * 7)
      #expect(isNew, "root \(root) of \(count)")
    }
    for root in 0..<count {
      let isNew = visited.insert(root * 7)
      #expect(!isNew, "root \(root) of \(count) again")
    }
    let another = visited.insert(count * 7 + 1)
    #expect(another)
  }
}
