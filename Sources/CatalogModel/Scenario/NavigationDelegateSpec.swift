/// A `UINavigationControllerDelegate` object: which of its methods it implements and what they
/// answer (Docs/scenario-format.md, `navigationDelegates`; rule book section 18).
///
/// A method the object does not implement differs from one that answers nil: UIKit's back swipe
/// stops working once `navigationController(_:animationControllerFor:from:to:)` is implemented,
/// whatever it answers (rule 18.9 item 1).
public struct NavigationDelegateSpec: Hashable, Sendable {
  public var id: String
  /// `navigationController(_:willShow:animated:)` is implemented.
  public var willShow: Bool
  /// `navigationController(_:didShow:animated:)` is implemented.
  public var didShow: Bool
  /// `navigationController(_:animationControllerFor:from:to:)` is implemented (the file names
  /// `pushAnimator`, `popAnimator` or `animator`).
  public var implementsAnimatorMethod: Bool
  /// What the animator method answers for `.push`; nil answers nil.
  public var pushAnimator: AnimatorSpec?
  /// What the animator method answers for `.pop`; nil answers nil.
  public var popAnimator: AnimatorSpec?
  /// `navigationController(_:interactionControllerFor:)` is implemented.
  public var implementsInteraction: Bool
  /// What it vends while a `swipeBack` step drives a pop; nil answers nil.
  public var interaction: InteractionKind?
  /// `completionSpeed` of the percent-driven interaction controller.
  public var completionSpeed: Double
  public var location: SourceLocation

  public init(
    id: String,
    willShow: Bool = false,
    didShow: Bool = false,
    implementsAnimatorMethod: Bool = false,
    pushAnimator: AnimatorSpec? = nil,
    popAnimator: AnimatorSpec? = nil,
    implementsInteraction: Bool = false,
    interaction: InteractionKind? = nil,
    completionSpeed: Double = 1.0,
    location: SourceLocation = .start
  ) {
    self.id = id
    self.willShow = willShow
    self.didShow = didShow
    self.implementsAnimatorMethod = implementsAnimatorMethod || pushAnimator != nil || popAnimator != nil
    self.pushAnimator = pushAnimator
    self.popAnimator = popAnimator
    self.implementsInteraction = implementsInteraction || interaction != nil
    self.interaction = interaction
    self.completionSpeed = completionSpeed
    self.location = location
  }

  /// What the animator method answers for `operation`.
  public func animator(for operation: NavigationOperation) -> AnimatorSpec? {
    switch operation {
    case .push: pushAnimator
    case .pop: popAnimator
    }
  }
}

/// `UINavigationController.Operation` as a navigation delegate is asked about it.
public enum NavigationOperation: String, CaseIterable, Hashable, Sendable {
  case push
  case pop
}
