import CatalogModel

/// The observer of an invariant check (`TransitionEngine.invariantViolations(_:)`): after every
/// step it checks that the presentation relationships agree with the hierarchy (rule 16.6), and
/// that the containers' children agree with their parents (rule 16.9).
final class RelationshipChecker: ReplayObserver {
  private(set) var violations: [String] = []
  /// Rule 16.9: the stacks and the parents disagree.
  private(set) var stackViolations: [String] = []

  func stepEnded(_ step: Int, in replay: Replay) {
    violations += replay.relationshipProblems(after: step)
    stackViolations += replay.stackProblems(after: step)
  }
}
