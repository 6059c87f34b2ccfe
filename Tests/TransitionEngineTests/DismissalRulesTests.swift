import CatalogModel
import Testing

@testable import TransitionEngine

/// Rule 3 of the rule book (Docs/rules/): dismissal.
@Suite("Dismissal (rule 3)")
struct DismissalRulesTests {
  static let dimming = """
    name: dimming
    window: Y
    controllers: {Y: {}, D: {modalPresentationStyle: custom, transitioningDelegate: fade}}
    transitioningDelegates:
      fade:
        retainedElsewhere: true
        presentationController: {alongsideAnimations: true}
        presentAnimator: {class: ZoomAnimator, duration: 1.0}
        dismissAnimator: {class: SlideDownAnimator, duration: 0.4}
    steps: [{present: D, from: Y}, {dismiss: D}]
    """

  /// Rule 3.4: the consolidated custom dismissal — animator request in Phase A, the PC's
  /// will-begin and the presented `viewWillDisappear` in Phase B, no container layout (Q6), then
  /// DidEnd, `viewDidDisappear`, completion, alongside completion and `animationEnded`.
  @Test func customDismissalFollowsTheConsolidatedOrderOfRule3_4() throws {
    let timeline = try replay(Self.dimming)
    let dismissal = Array(timeline.events.indices.drop { timeline.canonicalCall($0) != "D.dismiss(animated: true)" })
    #expect(
      dismissal.map { timeline.canonicalLine($0) } == [
        "   1.000  D.dismiss(animated: true)",
        "   1.000  fade.animationController(forDismissed: D) -> SlideDownAnimator",
        "   1.000  pc:D.dismissalTransitionWillBegin()",
        "   1.000  D.viewWillDisappear(true)",
        "   1.000  animator:D.transitionDuration(using: context:D) -> 0.4",
        "   1.000  animator:D.animateTransition(using: context:D)",
        "   1.000  coordinator:D.alongsideAnimation",
        "   1.400  context:D.completeTransition(true)",
        "   1.400  pc:D.dismissalTransitionDidEnd(true)",
        "   1.400  D.viewDidDisappear(true)",
        "   1.400  D.completion",
        "   1.400  coordinator:D.alongsideCompletion",
        "   1.400  animator:D.animationEnded(true)",
      ])
    // Phase A in the dismiss turn, Phase B in the next one.
    #expect(timeline.events[dismissal[2]].turn == timeline.events[dismissal[0]].turn + 1)
  }

  /// Rules 3.2–3.3 with Q5 (DEC order): for a full-screen presentation the presented controller's
  /// "will" comes before the presenter's, and the presenter's "did" before the presented one's.
  @Test func fullScreenDismissalOrdersPresenterAndPresentedAsDEC() throws {
    let timeline = try replay(
      """
      name: full-screen-dismissal
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A}, {dismiss: A}]
      """)
    let dismissal = calls(timeline).drop { !$0.hasPrefix("A.dismiss") }
    #expect(
      Array(dismissal) == [
        "A.dismiss(animated: true)",
        "B.viewWillDisappear(true)",
        "A.viewWillAppear(true)",
        "A.viewDidAppear(true)",
        "B.viewDidDisappear(true)",
        "A.completion",
      ])
  }

  /// Rule 3.1 item 1: `dismiss` sent to the presented controller is forwarded to its presenter;
  /// sent to the presenter it dismisses what it presents. The completion belongs to the receiver.
  @Test func dismissIsForwardedFromThePresentedController() throws {
    for receiver in ["A", "B"] {
      let timeline = try replay(
        """
        name: forward
        window: A
        controllers: {A: {}, B: {}}
        steps: [{present: B, from: A}, {dismiss: \(receiver)}, {inspect: [A]}]
        """)
      #expect(
        calls(timeline).suffix(4) == [
          "B.viewDidDisappear(true)", "\(receiver).completion",
          "A.presentingViewController -> nil", "A.presentedViewController -> nil",
        ])
    }
  }

  /// Rule 3.1 item 1: dismissing from the bottom of a stack of three presented controllers
  /// dismisses them all; only the top-most animates; the covered ones in between get nothing.
  @Test func dismissingFromTheBottomOfAStackAnimatesOnlyTheTop() throws {
    try expectTimeline(
      """
      name: stack
      window: A
      controllers: {A: {}, B: {}, C: {}, D: {}}
      steps:
        - {present: B, from: A, animated: false}
        - {present: C, from: B, animated: false}
        - {present: D, from: C, animated: false}
        - {dismiss: A}
        - {inspect: [A, B]}
      """,
      presentsWithoutAnimation("B", from: "A") + "\n" + presentsWithoutAnimation("C", from: "B") + "\n"
        + presentsWithoutAnimation("D", from: "C") + "\n"
          + """
             0.000  A.dismiss(animated: true)
             0.000  D.viewWillDisappear(true)
             0.000  A.viewWillAppear(true)
             0.350  A.viewDidAppear(true)
             0.350  D.viewDidDisappear(true)
             0.350  A.completion
             0.350  A.presentingViewController -> nil
             0.350  A.presentedViewController -> nil
             0.350  B.presentingViewController -> nil
             0.350  B.presentedViewController -> nil
          """)
  }

  /// Rule 3.1 item 1 with a visible controller in the middle: it goes away with its own
  /// disappearance callbacks, after the top-most one's.
  @Test func visibleControllersInTheStackDisappearToo() throws {
    let timeline = try replay(
      """
      name: stack-over
      window: A
      controllers: {A: {}, B: {}, C: {modalPresentationStyle: overFullScreen}}
      steps: [{present: B, from: A}, {present: C, from: B}, {dismiss: A}]
      """)
    #expect(
      Array(calls(timeline).drop { !$0.hasPrefix("A.dismiss") }) == [
        "A.dismiss(animated: true)",
        "C.viewWillDisappear(true)",
        "B.viewWillDisappear(true)",
        "A.viewWillAppear(true)",
        "A.viewDidAppear(true)",
        "C.viewDidDisappear(true)",
        "B.viewDidDisappear(true)",
        "A.completion",
      ])
  }

  /// E5 (rule 9): dismissing with nothing presented is a silent no-op; Q4 — no completion.
  @Test func dismissWithNothingToDismissDoesNothing() throws {
    let timeline = try replay(
      """
      name: nothing
      window: A
      controllers: {A: {}}
      steps: [{dismiss: A}]
      """)
    #expect(calls(timeline) == ["A.dismiss(animated: true)"])
  }
}
