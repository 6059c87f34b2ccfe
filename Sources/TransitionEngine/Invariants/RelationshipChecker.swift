import CatalogModel

/// The observer of an invariant check (`TransitionEngine.invariantViolations(_:)`): after every
/// step it checks that the presentation relationships agree with the hierarchy (rule 16.6).
final class RelationshipChecker: ReplayObserver {
  private(set) var violations: [String] = []

  func stepEnded(_ step: Int, in replay: Replay) {
    violations += replay.relationshipProblems(after: step)
  }
}
