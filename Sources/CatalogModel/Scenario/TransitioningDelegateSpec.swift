/// A `UIViewControllerTransitioningDelegate` object and what it vends (Docs/scenario-format.md, `transitioningDelegates`).
public struct TransitioningDelegateSpec: Hashable, Sendable {
  public var id: String
  /// When false, UIKit's weak reference is the last one: the object is released (a `deinit` event)
  /// right after UIKit has asked it for everything (rule 1.3).
  public var retainedElsewhere: Bool
  /// Returned by `presentationController(forPresented:presenting:source:)`; `nil` returns nil.
  public var presentationController: PresentationControllerSpec?
  /// Returned by `animationController(forPresented:presenting:source:)`; `nil` returns nil.
  public var presentAnimator: AnimatorSpec?
  /// Returned by `animationController(forDismissed:)`; `nil` returns nil.
  public var dismissAnimator: AnimatorSpec?
  /// `interactionControllerForPresentation(using:)`: implemented when set; it vends the controller
  /// only while an `interactivePresent` step runs.
  public var presentInteraction: InteractionKind?
  /// `interactionControllerForDismissal(using:)`: implemented when set; it vends the controller
  /// only while an `interactiveDismiss` or `swipeDown` step runs.
  public var dismissInteraction: InteractionKind?
  /// `completionSpeed` of the percent-driven interaction controller.
  public var completionSpeed: Double
  public var location: SourceLocation

  public init(
    id: String,
    retainedElsewhere: Bool = false,
    presentationController: PresentationControllerSpec? = nil,
    presentAnimator: AnimatorSpec? = nil,
    dismissAnimator: AnimatorSpec? = nil,
    presentInteraction: InteractionKind? = nil,
    dismissInteraction: InteractionKind? = nil,
    completionSpeed: Double = 1.0,
    location: SourceLocation = .start
  ) {
    self.id = id
    self.retainedElsewhere = retainedElsewhere
    self.presentationController = presentationController
    self.presentAnimator = presentAnimator
    self.dismissAnimator = dismissAnimator
    self.presentInteraction = presentInteraction
    self.dismissInteraction = dismissInteraction
    self.completionSpeed = completionSpeed
    self.location = location
  }
}

/// The interaction controller classes a delegate can vend.
public enum InteractionKind: String, CaseIterable, Hashable, Sendable {
  /// `UIPercentDrivenInteractiveTransition`.
  case percentDriven
}

/// A `UIViewControllerAnimatedTransitioning` object.
public struct AnimatorSpec: Hashable, Sendable {
  /// A label shown in the timeline as the vending method's result.
  public var className: String
  /// What `transitionDuration(using:)` returns.
  public var duration: VirtualTime

  public static let defaultClassName = "Animator"
  public static let defaultDuration = VirtualTime(milliseconds: 350)

  public init(className: String = AnimatorSpec.defaultClassName, duration: VirtualTime = AnimatorSpec.defaultDuration) {
    self.className = className
    self.duration = duration
  }
}
