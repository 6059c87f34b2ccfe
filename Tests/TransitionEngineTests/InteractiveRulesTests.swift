import CatalogModel
import Testing

@testable import TransitionEngine

/// Rule 6 of the rule book (Docs/rules/): interactive transitions and cancellation.
@Suite("Interactive transitions (rule 6)")
struct InteractiveRulesTests {
  /// S002's mail-compose sheet: a custom PC that animates alongside, a dismissal animator and a
  /// percent-driven dismissal interaction.
  static func mail(progress: String, release: String, completionSpeed: Double = 1) -> String {
    """
    name: mail
    window: Y
    controllers: {Y: {}, M: {modalPresentationStyle: custom, transitioningDelegate: mail}}
    transitioningDelegates:
      mail:
        retainedElsewhere: true
        presentationController: {class: MailPresentationController, alongsideAnimations: true}
        presentAnimator: {class: MailAnimator, duration: 0.4}
        dismissAnimator: {class: MailAnimator, duration: 0.4}
        dismissInteraction: percentDriven
        completionSpeed: \(completionSpeed)
    steps:
      - {present: M, from: Y}
      - {interactiveDismiss: M, progress: \(progress), release: \(release)}
      - {inspect: [Y]}
    """
  }

  static func dismissal(_ timeline: Timeline) -> [String] {
    let start = timeline.events.indices.first { timeline.canonicalCall($0) == "M.dismiss(animated: true)" } ?? 0
    return timeline.events.indices.suffix(from: start).map { timeline.canonicalLine($0) }
  }

  /// Rules 6.1–6.3: one `update(_:)` per 1/60 s frame, `finish()`, the interaction-change handler
  /// with `isCancelled == false`, then the rest of the animation for (1 − p) · duration and the
  /// ordinary dismissal completion of rule 3.3.
  @Test func interactiveDismissalThatFinishes() throws {
    let timeline = try replay(Self.mail(progress: "[0.1, 0.3, 0.5]", release: "finish"))
    #expect(
      Self.dismissal(timeline) == [
        "   0.400  M.dismiss(animated: true)",
        "   0.400  mail.animationController(forDismissed: M) -> MailAnimator",
        "   0.400  mail.interactionControllerForDismissal(using: animator:M) -> UIPercentDrivenInteractiveTransition",
        "   0.400  pc:M.dismissalTransitionWillBegin()",
        "   0.400  M.viewWillDisappear(true)",
        "   0.400  animator:M.transitionDuration(using: context:M) -> 0.4",
        "   0.400  interaction:M.startInteractiveTransition(context:M)",
        "   0.400  animator:M.animateTransition(using: context:M)",
        "   0.400  coordinator:M.alongsideAnimation",
        "   0.417  interaction:M.update(0.1)",
        "   0.433  interaction:M.update(0.3)",
        "   0.450  interaction:M.update(0.5)",
        "   0.467  interaction:M.finish()",
        "   0.467  coordinator:M.interactionChanged(false)",
        "   0.667  context:M.completeTransition(true)",
        "   0.667  pc:M.dismissalTransitionDidEnd(true)",
        "   0.667  M.viewDidDisappear(true)",
        "   0.667  M.completion",
        "   0.667  coordinator:M.alongsideCompletion",
        "   0.667  animator:M.animationEnded(true)",
        "   0.667  Y.presentingViewController -> nil",
        "   0.667  Y.presentedViewController -> nil",
      ])
  }

  /// Rule 6.4: `cancel()` makes the transition cancelled at once; the handler runs, then the
  /// reversed "will" call (Q2 at cancel); the animation runs back for p · duration; then
  /// `completeTransition(false)`, `dismissalTransitionDidEnd(false)`, `viewDidAppear`, no
  /// completion (Q4), and the controller is still presented.
  @Test func interactiveDismissalThatIsCancelled() throws {
    let timeline = try replay(Self.mail(progress: "[0.1, 0.3]", release: "cancel"))
    #expect(
      Array(Self.dismissal(timeline).suffix(12)) == [
        "   0.417  interaction:M.update(0.1)",
        "   0.433  interaction:M.update(0.3)",
        "   0.450  interaction:M.cancel()",
        "   0.450  coordinator:M.interactionChanged(true)",
        "   0.450  M.viewWillAppear(true)",
        "   0.570  context:M.completeTransition(false)",
        "   0.570  pc:M.dismissalTransitionDidEnd(false)",
        "   0.570  M.viewDidAppear(true)",
        "   0.570  coordinator:M.alongsideCompletion",
        "   0.570  animator:M.animationEnded(false)",
        "   0.570  Y.presentingViewController -> nil",
        "   0.570  Y.presentedViewController -> M",
      ])
  }

  /// Rule 6.1: the remaining time after release is divided by `completionSpeed`.
  @Test func completionSpeedShortensTheRemainingAnimation() throws {
    let timeline = try replay(Self.mail(progress: "[0.5]", release: "finish", completionSpeed: 2))
    // Released at 0.400 + 2 frames (0.433); (1 − 0.5) · 0.4 / 2 = 0.1 s later.
    // The dismissal's completeTransition, not the presentation's.
    let complete = try #require(
      timeline.events.indices.last { timeline.canonicalCall($0) == "context:M.completeTransition(true)" })
    #expect(timeline.events[complete].time == VirtualTime(milliseconds: 533))
  }

  /// Rule 6.2: progress is clamped to [0, 1].
  @Test func updatesAreClampedToTheUnitRange() throws {
    let timeline = try replay(Self.mail(progress: "[0.5, 1.0]", release: "finish"))
    #expect(
      calls(timeline) { $0.hasPrefix("interaction:M.update") } == [
        "interaction:M.update(0.5)", "interaction:M.update(1)",
      ])
  }

  /// Rule 6.6: the dismissal is interactive only while the gesture step runs; a plain dismiss
  /// gets no interaction controller from the same delegate.
  @Test func plainDismissalGetsNoInteractionController() throws {
    let timeline = try replay(
      """
      name: plain
      window: Y
      controllers: {Y: {}, M: {transitioningDelegate: mail}}
      transitioningDelegates:
        mail: {retainedElsewhere: true, dismissAnimator: {class: Slide}, dismissInteraction: percentDriven}
      steps: [{present: M, from: Y}, {dismiss: M}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("mail.interaction") } == [
        "mail.interactionControllerForDismissal(using: animator:M) -> nil"
      ])
    #expect(calls(timeline) { $0.hasPrefix("interaction:") }.isEmpty)
  }

  /// Rule 6.5: a cancelled interactive presentation: the presented controller's reversed
  /// `viewWillDisappear`, `presentationTransitionDidEnd(false)`, `viewDidDisappear`, and afterwards
  /// it is not presented.
  @Test func interactivePresentationThatIsCancelled() throws {
    let timeline = try replay(
      """
      name: interactive-present
      window: Y
      controllers: {Y: {}, M: {modalPresentationStyle: custom, transitioningDelegate: pull}}
      transitioningDelegates:
        pull:
          retainedElsewhere: true
          presentationController: {}
          presentAnimator: {class: Pull, duration: 0.6}
          presentInteraction: percentDriven
      steps: [{interactivePresent: M, from: Y, progress: [0.25], release: cancel}, {inspect: [Y, M]}]
      """)
    #expect(
      Array(calls(timeline).drop { !$0.hasPrefix("interaction:M.update") }) == [
        "interaction:M.update(0.25)",
        "interaction:M.cancel()",
        "M.viewWillDisappear(true)",
        "context:M.completeTransition(false)",
        "pc:M.presentationTransitionDidEnd(false)",
        "M.viewDidDisappear(true)",
        "animator:M.animationEnded(false)",
        "Y.presentingViewController -> nil",
        "Y.presentedViewController -> nil",
        "M.presentingViewController -> nil",
        "M.presentedViewController -> nil",
      ])
    // Released at 2 frames (0.033); the reversal lasts 0.25 · 0.6 = 0.15 s.
    let complete = try #require(
      timeline.events.indices.first { timeline.canonicalCall($0) == "context:M.completeTransition(false)" })
    #expect(timeline.events[complete].time == VirtualTime(milliseconds: 183))
  }

  /// Q2 as a profile setting: moved to completion, the reversed "will" call comes just before the
  /// "did" call instead of at `cancel()`.
  @Test func reversedWillCallsCanMoveToCompletion() throws {
    var rules = EngineProfile.uikit8.rules
    rules.reversedWillCallsOnCancel = .atCompletion
    let profile = EngineProfile(
      name: "uikit-8-q2", rulesVersion: 1, era: "test", summary: "Q2 at completion", rules: rules)
    let timeline = try replay(Self.mail(progress: "[0.1, 0.3]", release: "cancel"), profile: profile)
    #expect(
      Array(calls(timeline).drop { !$0.hasPrefix("interaction:M.cancel") }.prefix(6)) == [
        "interaction:M.cancel()",
        "coordinator:M.interactionChanged(true)",
        "context:M.completeTransition(false)",
        "pc:M.dismissalTransitionDidEnd(false)",
        "M.viewWillAppear(true)",
        "M.viewDidAppear(true)",
      ])
  }
}
