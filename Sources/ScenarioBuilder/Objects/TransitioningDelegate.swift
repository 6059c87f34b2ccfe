import ScenarioFile

/// A `UIViewControllerTransitioningDelegate` under `transitioningDelegates`: what each of its
/// methods returns; a parameter left nil is a method that returns nil.
///
/// For example:
/// ```swift
/// TransitioningDelegate(
///   "fade", presentationController: PresentationController(class: "DimmingPresentationController"),
///   presentAnimator: Animator(class: "ZoomAnimator", duration: 1.0))
/// ```
public struct TransitioningDelegate: ScenarioObject {
  /// The element as its line of the scenario file.
  public let part: ScenarioPart

  /// - Parameters:
  ///   - id: The delegate's id.
  ///   - retainedElsewhere: Whether the app keeps the delegate (else UIKit's weak reference is the
  ///     last one).
  ///   - presentationController: What `presentationController(forPresented:presenting:source:)`
  ///     returns.
  ///   - presentAnimator: What `animationController(forPresented:presenting:source:)` returns.
  ///   - dismissAnimator: What `animationController(forDismissed:)` returns.
  ///   - presentInteraction: What `interactionControllerForPresentation(using:)` returns.
  ///   - dismissInteraction: What `interactionControllerForDismissal(using:)` returns.
  ///   - completionSpeed: The interaction controller's `completionSpeed`.
  ///   - fileID: Where the element is written (the call site, by default), for problems.
  ///   - filePath: Where the element is written.
  ///   - line: Where the element is written.
  ///   - column: Where the element is written.
  public init(
    _ id: String,
    retainedElsewhere: Bool? = nil,
    presentationController: PresentationController? = nil,
    presentAnimator: Animator? = nil,
    dismissAnimator: Animator? = nil,
    presentInteraction: Interaction? = nil,
    dismissInteraction: Interaction? = nil,
    completionSpeed: Double? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("retainedElsewhere", retainedElsewhere)
    fields.add("presentationController", presentationController?.document)
    fields.add("presentAnimator", presentAnimator?.document)
    fields.add("dismissAnimator", dismissAnimator?.document)
    fields.add("presentInteraction", presentInteraction)
    fields.add("dismissInteraction", dismissInteraction)
    fields.add("completionSpeed", completionSpeed)
    part = ScenarioPart(
      .transitioningDelegates, id: id, value: fields.document,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// An interaction controller a transitioning delegate vends.
  public enum Interaction: String, Hashable, Sendable {
    /// `UIPercentDrivenInteractiveTransition`.
    case percentDriven
  }
}
