import ScenarioFile

/// A `UINavigationControllerDelegate` under `navigationDelegates`: a parameter left nil is a
/// method the object does not implement; `Animator.answersNil` is one that answers nil.
///
/// For example:
/// ```swift
/// NavigationDelegate(
///   "slide", willShow: true, didShow: true, popAnimator: Animator(class: "SlideAnimator", duration: 0.3),
///   interaction: .percentDriven)
/// ```
public struct NavigationDelegate: ScenarioObject {
  /// The element as its line of the scenario file.
  public let part: ScenarioPart

  /// - Parameters:
  ///   - id: The delegate's id.
  ///   - willShow: Whether `navigationController(_:willShow:animated:)` is implemented.
  ///   - didShow: Whether `navigationController(_:didShow:animated:)` is implemented.
  ///   - pushAnimator: What `navigationController(_:animationControllerFor:from:to:)` returns for a
  ///     push (Docs/scenario-format.md, `navigationDelegates`).
  ///   - popAnimator: What it returns for a pop.
  ///   - animator: `animator`: the same animator for pushes and pops; not with `pushAnimator` or
  ///     `popAnimator`.
  ///   - interaction: Whether `navigationController(_:interactionControllerFor:)` is implemented,
  ///     and what it vends while a `swipeBack` step runs.
  ///   - completionSpeed: The `completionSpeed` of the percent-driven interaction controller.
  ///   - fileID: Where the element is written (the call site, by default), for problems.
  ///   - filePath: Where the element is written.
  ///   - line: Where the element is written.
  ///   - column: Where the element is written.
  public init(
    _ id: String,
    willShow: Bool? = nil,
    didShow: Bool? = nil,
    pushAnimator: Animator? = nil,
    popAnimator: Animator? = nil,
    animator: Animator? = nil,
    interaction: Interaction? = nil,
    completionSpeed: Double? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("willShow", willShow)
    fields.add("didShow", didShow)
    fields.add("pushAnimator", pushAnimator?.document)
    fields.add("popAnimator", popAnimator?.document)
    fields.add("animator", animator?.document)
    fields.add("interaction", interaction?.document)
    fields.add("completionSpeed", completionSpeed)
    part = ScenarioPart(
      .navigationDelegates, id: id, value: fields.document,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// What a container delegate's interaction method answers.
  public enum Interaction: Hashable, Sendable {
    /// `UIPercentDrivenInteractiveTransition`, vended while a gesture drives the transition.
    case percentDriven
    /// `null`: implemented, answers nil.
    case answersNil

    var document: ScenarioDocument {
      switch self {
      case .percentDriven: .string("percentDriven")
      case .answersNil: .null
      }
    }
  }
}
