import CatalogModel

/// The console texts of rule book section 9, word for word; `<X>` is a controller's id.
///
/// Profiles with `modernConsoleMessages` use the "[Presentation] … (from …)" forms that logs show
/// from iOS 13/14 on (section 9 preamble, rule 10.4); older profiles use the "Warning: …!" forms.
enum ConsoleText {
  /// E1: present on a presenter that is already presenting.
  static func alreadyPresenting(
    _ presented: String, on presenter: String, from source: String, presenting current: String, modern: Bool
  ) -> String {
    modern
      ? "[Presentation] Attempt to present <\(presented)> on <\(presenter)> (from <\(source)>) which is already presenting <\(current)>."
      : "Warning: Attempt to present <\(presented)> on <\(presenter)> which is already presenting <\(current)>"
  }

  /// Rule 17.4 (amends E1): the old text when the presenter's own presentation or dismissal was
  /// requested in the same turn and has not started: UIKit names `(null)` [OBS DecorationBus,
  /// material-components-ios 1885].
  static func alreadyPresentingNull(_ presented: String, on presenter: String) -> String {
    "Warning: Attempt to present <\(presented)> on <\(presenter)> which is already presenting (null)"
  }

  /// E2: the presenter's view is not in the window hierarchy.
  static func notInWindow(_ presented: String, on presenter: String, from source: String, modern: Bool) -> String {
    modern
      ? "[Presentation] Attempt to present <\(presented)> on <\(presenter)> (from <\(source)>) whose view is not in the window hierarchy."
      : "Warning: Attempt to present <\(presented)> on <\(presenter)> whose view is not in the window hierarchy!"
  }

  /// E3: the presenter's own presentation or dismissal is still in progress.
  static func presentationInProgress(_ presented: String, on presenter: String, from source: String, modern: Bool)
    -> String
  {
    modern
      ? "Attempt to present <\(presented)> on <\(presenter)> (from <\(source)>) while a presentation is in progress."
      : "Warning: Attempt to present <\(presented)> on <\(presenter)> while a presentation is in progress!"
  }

  /// E4: dismiss while a presentation or dismissal is in progress.
  static func dismissInProgress(_ receiver: String) -> String {
    "Warning: Attempt to dismiss from view controller <\(receiver)> while a presentation or dismiss is in progress!"
  }

  /// E6: unbalanced appearance transitions.
  static func unbalancedAppearance(_ controller: String) -> String {
    "Unbalanced calls to begin/end appearance transitions for <\(controller)>."
  }

  /// E7: presenting an active controller.
  static func activeController(_ presented: String) -> String {
    "Application tried to present modally an active controller <\(presented)>."
  }

  /// E8: presenting a controller on itself.
  static func presentOnItself(_ presenter: String) -> String {
    "Application tried to present modal view controller on itself. Presenting controller is <\(presenter)>."
  }

  /// E8: presenting a controller that is already presented.
  static func alreadyPresented(_ presented: String, by presenter: String) -> String {
    "Application tried to present modally a view controller <\(presented)> that is already being presented by <\(presenter)>."
  }

  /// E8: presenting a controller that has a parent.
  static func hasParent(_ presented: String, parent: String) -> String {
    "Application tried to present modally a view controller <\(presented)> that has a parent view controller <\(parent)>."
  }

  /// E9 (iOS 7): an animated `.custom` presentation without an animator.
  static let customNeedsAnimator =
    "UIModalPresentationCustom presentation style can only be used with an animator or with unanimated presentations."

  /// Rule 19.3 (amends E9): iOS 7 logs E9 as a warning naming the controller that called
  /// `present` and the presented controller [OBS CNPGridMenu issue 9; DEC26's legacy
  /// `presentViewController:withTransition:completion:`].
  static func customNeedsAnimatorWarning(from source: String, presented: String) -> String {
    "Warning: <\(source)>-><\(presented)> " + customNeedsAnimator
  }

  /// E10: presenting from a detached controller.
  static func detached(_ controller: String) -> String {
    "Presenting view controllers on detached view controllers is discouraged <\(controller)>."
  }

  /// E12: a presentation controller asked to dismiss mid-transition.
  static func dismissWhileTransitioning(_ presentationController: String) -> String {
    "Trying to dismiss the presentation controller while transitioning already. (<\(presentationController)>)"
  }

  /// E12: a presentation controller asked to present mid-transition.
  static func presentWhileTransitioning(_ presentationController: String) -> String {
    "Trying to present the presentation controller while transitioning already. (<\(presentationController)>)"
  }

  /// Rule 13.3: presenting with `modalPresentationStyle = .none` raises. UIKit's text was not found;
  /// this one is the engine's own [INF].
  static func presentWithNoneStyle(_ presented: String) -> String {
    "Application tried to present <\(presented)> with modalPresentationStyle UIModalPresentationNone, "
      + "which is not a presentation style."
  }

  /// Rule 13.4 (extends E9): iOS 7's text for an animated dismissal of `.custom` without a
  /// dismissal animator [OBS HIGHTECH3].
  static let customNeedsAnimatorForDismissal =
    "UIModalPresentationCustom presentation style can only be used with an animator or with unanimated dismissals"

  // MARK: Containers (E13–E20, rule book section 18)

  /// E13: pushing a controller already on the stack; the text changed around iOS 13.
  static func pushingTwice(_ pushed: String, on navigation: String, modern: Bool) -> String {
    modern
      ? "<\(navigation)> is pushing the same view controller instance (<\(pushed)>) more than once which is not "
        + "supported and is most likely an error in the application : <app>"
      : "Pushing the same view controller instance more than once is not supported (<\(pushed)>)"
  }

  /// E14: pushing a controller whose parent is another container.
  static func hierarchyInconsistency(_ child: String, parent: String, requested: String) -> String {
    "child view controller:<\(child)> should have parent view controller:<\(parent)> but requested parent is:<\(requested)>"
  }

  /// E15: pushing a navigation controller.
  static let pushingNavigationController = "Pushing a navigation controller is not supported"

  /// E16 (uikit-7): a push or pop while a navigation transition animates.
  static func nestedAnimation(push: Bool) -> String {
    "nested \(push ? "push" : "pop") animation can result in corrupted navigation bar"
  }

  /// E17 (uikit-7): a transition a nested request disturbed completes.
  static let finishingUnexpectedState =
    "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."

  /// E18: the built-in slide adds a view to itself.
  static let addSelfAsSubview = "Can't add self as subview"

  /// E19: a stack change refused while a presentation's transition runs; `selector` is the method
  /// the request went through.
  static func stackNotUpdated(_ selector: String, on navigation: String) -> String {
    "\(selector) called on <\(navigation)> while an existing transition or presentation is occurring; "
      + "the navigation stack will not be updated."
  }

  /// E20: popping to a controller that is not on the stack.
  static let popToMissing = "Tried to pop to a view controller that doesn't exist."

  static let hierarchyInconsistencyName = "UIViewControllerHierarchyInconsistency"
  /// Rule 20.3: a partial curl to or from a controller that does not fill the screen [OBS DEC26].
  static func partialCurlNotFullScreen(_ source: String) -> String {
    "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <\(source)>."
  }

  /// Rule 20.3: presenting from a controller that a partial curl presented [OBS DEC26].
  static func nestedWhileCurled(_ source: String) -> String {
    "Application tried to present a nested modal view controller while curled <\(source)>."
  }

  static let invalidArgument = "NSInvalidArgumentException"
  static let internalInconsistency = "NSInternalInconsistencyException"
}

extension Replay {
  /// A console message (kind `warning`, receiver `UIKit`).
  mutating func warn(_ text: String) {
    guard mayEmit() else { return }
    let message = recorder.intern(text)
    recorder.emit(.warning, StaticNames.uiKit, Arguments(.string(message)))
    observer?.eventEmitted(step: currentStep, presentation: focus)
  }

  /// UIKit raises: the exception is the run's last event.
  mutating func raise(_ name: String, _ text: String) {
    guard mayEmit() else { return }
    let exceptionName = recorder.intern(name)
    let message = recorder.intern(text)
    recorder.emit(.exception, StaticNames.uiKit, Arguments(.string(exceptionName), .string(message)))
    observer?.eventEmitted(step: currentStep, presentation: focus)
    stopped = true
  }
}
