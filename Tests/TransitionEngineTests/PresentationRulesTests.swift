import CatalogModel
import Testing

@testable import TransitionEngine

/// Rules 1–2 and 4 of the rule book (Docs/rules/): presentation, its phases, and the per-style matrix. Under
/// uikit-8 a presented controller hears its first traits, `traitCollectionDidChange(nil)`, right
/// after `viewWillAppear` (rule 14.4).
@Suite("Presentation (rules 1, 2, 4)")
struct PresentationRulesTests {
  static let dimming = """
    name: dimming
    window: Y
    controllers: {Y: {}, D: {modalPresentationStyle: custom, transitioningDelegate: fade}}
    transitioningDelegates:
      fade:
        presentationController: {class: DimmingPresentationController, frame: {inset: [50, 50]}, alongsideAnimations: true}
        presentAnimator: {class: ZoomAnimator, duration: 1.0}
    steps: [{present: D, from: Y}]
    """

  /// Rule 2.5 (S000 steps 1–15): the consolidated custom presentation, with the delegate's release
  /// right after it vended the animator (rule 1.3) and the presenter left alone (rule 4.3).
  @Test func customPresentationFollowsTheConsolidatedOrderOfRule2_5() throws {
    try expectTimeline(
      Self.dimming,
      """
         0.000  Y.present(D, animated: true)
         0.000  fade.presentationController(forPresented: D, presenting: Y, source: Y) -> DimmingPresentationController
         0.000  pc:D.shouldPresentInFullscreen -> true
         0.000  pc:D.adaptivePresentationStyle(for: compact/regular) -> none
         0.000  fade.animationController(forPresented: D, presenting: Y, source: Y) -> ZoomAnimator
         0.000  fade.deinit
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  pc:D.shouldRemovePresentersView -> false
         0.000  pc:D.presentationTransitionWillBegin()
         0.000  D.viewWillAppear(true)
         0.000  D.traitCollectionDidChange(nil)
         0.000  animator:D.transitionDuration(using: context:D) -> 1
         0.000  animator:D.animateTransition(using: context:D)
         0.000  pc:D.presentedView -> D
         0.000  pc:D.frameOfPresentedViewInContainerView -> [50, 50, 275, 567]
         0.000  coordinator:D.alongsideAnimation
         0.000  pc:D.containerViewWillLayoutSubviews()
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.000  pc:D.containerViewDidLayoutSubviews()
         1.000  context:D.completeTransition(true)
         1.000  pc:D.presentationTransitionDidEnd(true)
         1.000  D.viewDidAppear(true)
         1.000  Y.completion
         1.000  coordinator:D.alongsideCompletion
         1.000  animator:D.animationEnded(true)
      """)
  }

  /// Rule 0.4 / 2.1 / 2.2 / 2.4: Phase A runs inside `present`, Phase B in the next run-loop turn at
  /// the same time, Phase D when the animation ends, in a later turn.
  @Test func phasesRunInTheirOwnTurns() throws {
    let timeline = try replay(Self.dimming)
    let turns = Dictionary(
      timeline.events.indices.map { (timeline.canonicalCall($0), timeline.events[$0].turn) },
      uniquingKeysWith: { first, _ in first })
    #expect(turns["Y.present(D, animated: true)"] == 0)
    #expect(turns["D.viewDidLoad()"] == 0)
    #expect(turns["pc:D.presentationTransitionWillBegin()"] == 1)
    #expect(turns["context:D.completeTransition(true)"] == 2)
  }

  /// Rules 2.4 steps 3–5 and 4.3: a presentation controller that removes the presenter's view
  /// gives the presenter `viewWillDisappear` before the presented `viewWillAppear`, and
  /// `viewDidDisappear` after the presented `viewDidAppear`.
  @Test func removingPresentationControllerGivesThePresenterAppearanceCallbacks() throws {
    try expectTimeline(
      """
      name: removes
      window: Y
      controllers: {Y: {}, D: {modalPresentationStyle: custom, transitioningDelegate: cover}}
      transitioningDelegates:
        cover:
          presentationController: {shouldRemovePresentersView: true}
      steps: [{present: D, from: Y}]
      """,
      """
         0.000  Y.present(D, animated: true)
         0.000  cover.presentationController(forPresented: D, presenting: Y, source: Y) -> UIPresentationController
         0.000  pc:D.shouldPresentInFullscreen -> true
         0.000  pc:D.adaptivePresentationStyle(for: compact/regular) -> none
         0.000  cover.animationController(forPresented: D, presenting: Y, source: Y) -> nil
         0.000  cover.deinit
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  pc:D.shouldRemovePresentersView -> true
         0.000  pc:D.presentationTransitionWillBegin()
         0.000  Y.viewWillDisappear(true)
         0.000  D.viewWillAppear(true)
         0.000  D.traitCollectionDidChange(nil)
         0.000  pc:D.presentedView -> D
         0.000  pc:D.frameOfPresentedViewInContainerView -> [0, 0, 375, 667]
         0.000  pc:D.containerViewWillLayoutSubviews()
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.000  pc:D.containerViewDidLayoutSubviews()
         0.350  pc:D.presentationTransitionDidEnd(true)
         0.350  D.viewDidAppear(true)
         0.350  Y.viewDidDisappear(true)
         0.350  Y.completion
      """)
  }

  /// Rule 2.1 step 6 and rule 6.6: an implemented `interactionControllerForPresentation(using:)`
  /// is asked after the animator, and vends nothing outside a gesture; the delegate's release
  /// comes after that last question (rule 1.3).
  @Test func interactionControllerIsAskedAfterTheAnimator() throws {
    let timeline = try replay(
      """
      name: interaction-asked
      window: Y
      controllers: {Y: {}, D: {transitioningDelegate: t}}
      transitioningDelegates:
        t: {presentAnimator: {class: Slide, duration: 0.5}, presentInteraction: percentDriven}
      steps: [{present: D, from: Y}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("t.") } == [
        "t.animationController(forPresented: D, presenting: Y, source: Y) -> Slide",
        "t.interactionControllerForPresentation(using: animator:D) -> nil",
        "t.deinit",
      ])
  }

  /// Rule 4.1: without animation, Phase B is still deferred to the next turn, callbacks get
  /// `false`, and UIKit's own animator completes at once, in Phase B's turn.
  @Test func nonAnimatedPresentationIsStillDeferred() throws {
    let timeline = try replay(
      """
      name: not-animated
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A, animated: false}]
      """)
    #expect(timeline.canonicalText() == presentsWithoutAnimation("B", from: "A") + "\n")
    #expect(timeline.events.map(\.turn) == [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1])
  }

  /// Q8: a custom animator whose animation lasts no time completes from the next turn, not inside
  /// `animateTransition` (rule 4.1 step 6). Since rules 17.2 and 19.4 no era asks for an animator
  /// without animation, so the zero duration here is the animator's own.
  @Test func zeroDurationCustomAnimatorCompletesInTheNextTurn() throws {
    let timeline = try replay(
      """
      name: zero-duration-custom
      window: A
      controllers: {A: {}, B: {transitioningDelegate: t}}
      transitioningDelegates:
        t: {retainedElsewhere: true, presentAnimator: {class: Fade, duration: 0}}
      steps: [{present: B, from: A}]
      """, profile: .uikit7)
    let animate = try #require(
      timeline.events.indices.first { timeline.canonicalCall($0) == "animator:B.animateTransition(using: context:B)" })
    let complete = try #require(
      timeline.events.indices.first { timeline.canonicalCall($0) == "context:B.completeTransition(true)" })
    #expect(timeline.events[complete].turn == timeline.events[animate].turn + 1)
    #expect(timeline.events[complete].time == .zero)
    #expect(timeline.canonicalCall(complete + 1) == "B.viewDidAppear(true)")
  }

  /// Rule 4.4: a transitioning delegate's animator is used with any style, but the presentation
  /// controller is requested only for `.custom`.
  @Test func delegateVendsAnAnimatorButNoPresentationControllerForOtherStyles() throws {
    let timeline = try replay(
      """
      name: rule-4-4
      window: X
      controllers:
        X: {definesPresentationContext: true}
        D: {modalPresentationStyle: currentContext, transitioningDelegate: t}
      transitioningDelegates:
        t: {presentationController: {}, presentAnimator: {class: Flip}}
      steps: [{present: D, from: X}]
      """)
    #expect(calls(timeline) { $0.contains("presentationController(forPresented:") }.isEmpty)
    #expect(
      calls(timeline) { $0.hasPrefix("t.animationController") } == [
        "t.animationController(forPresented: D, presenting: X, source: X) -> Flip"
      ])
    #expect(calls(timeline) { $0.hasPrefix("animator:D.animateTransition") }.count == 1)
  }

  /// Rule 2.1 step 2 as rule 17.1 amends it: a delegate that returns no presentation controller
  /// gets UIKit's base one: the style stays `.custom`, no `pc:` events, and the presenter keeps
  /// its view and hears nothing (rule 4.3).
  @Test func nilPresentationControllerGivesABasePresentationController() throws {
    let timeline = try replay(
      customPresentation("nil-pc", delegate: "{}"))
    #expect(
      calls(timeline) { $0.hasPrefix("t.presentationController") } == [
        "t.presentationController(forPresented: D, presenting: A, source: A) -> nil"
      ])
    #expect(calls(timeline) { $0.hasPrefix("pc:") }.isEmpty)
    #expect(calls(timeline) { $0.hasPrefix("A.view") } == [])
  }

  /// Rule 1.3: a delegate nobody retains is gone after the presentation, so the dismissal gets no
  /// delegate calls and UIKit's own animation (S000's lost dismissal animation).
  @Test func releasedDelegateIsNotAskedAtDismissal() throws {
    let timeline = try replay(
      """
      name: released
      window: Y
      controllers: {Y: {}, D: {modalPresentationStyle: custom, transitioningDelegate: fade}}
      transitioningDelegates:
        fade:
          presentationController: {}
          presentAnimator: {class: Zoom, duration: 0.5}
          dismissAnimator: {class: Shrink, duration: 0.5}
      steps: [{present: D, from: Y}, {dismiss: D}]
      """)
    #expect(calls(timeline) { $0.hasPrefix("fade.") }.last == "fade.deinit")
    let dismissLines = calls(timeline).drop { !$0.hasPrefix("D.dismiss") }
    #expect(
      Array(dismissLines) == [
        "D.dismiss(animated: true)",
        "pc:D.dismissalTransitionWillBegin()",
        "D.viewWillDisappear(true)",
        "pc:D.dismissalTransitionDidEnd(true)",
        "D.viewDidDisappear(true)",
        "D.completion",
      ])
    let last = try #require(timeline.events.last)
    #expect(last.time == VirtualTime(milliseconds: 850))
  }

  // MARK: - Rule 4.2: the per-style matrix

  struct StyleCase: CustomStringConvertible, Sendable {
    var style: String
    var idiom: String
    var profile: EngineProfile
    /// The presenter's appearance callbacks on presentation (the tab bar forwards to its tab X).
    var presenterCallbacks: [String]
    var presenting: String
    var description: String { "\(style) on \(idiom) under \(profile.name)" }
  }

  static let removed = [
    "tabs.viewWillDisappear(true)", "X.viewWillDisappear(true)", "tabs.viewDidDisappear(true)",
    "X.viewDidDisappear(true)",
  ]
  static let contextRemoved = ["X.viewWillDisappear(true)", "X.viewDidDisappear(true)"]

  static let styleCases: [StyleCase] = [
    StyleCase(style: "fullScreen", idiom: "phone", profile: .uikit8, presenterCallbacks: removed, presenting: "tabs"),
    // Appendix A item 4: before iOS 13, sheets and popovers become full screen in compact width.
    StyleCase(style: "pageSheet", idiom: "phone", profile: .uikit8, presenterCallbacks: removed, presenting: "tabs"),
    StyleCase(style: "formSheet", idiom: "phone", profile: .uikit8, presenterCallbacks: removed, presenting: "tabs"),
    StyleCase(style: "popover", idiom: "phone", profile: .uikit8, presenterCallbacks: removed, presenting: "tabs"),
    // Q10: in regular width they keep the presenter (no callbacks).
    StyleCase(style: "pageSheet", idiom: "pad", profile: .uikit8, presenterCallbacks: [], presenting: "tabs"),
    StyleCase(style: "formSheet", idiom: "pad", profile: .uikit8, presenterCallbacks: [], presenting: "tabs"),
    StyleCase(style: "popover", idiom: "pad", profile: .uikit8, presenterCallbacks: [], presenting: "tabs"),
    // Rule 5.2: the context controller presents, and (currentContext) loses its view.
    StyleCase(
      style: "currentContext", idiom: "phone", profile: .uikit8, presenterCallbacks: contextRemoved, presenting: "X"),
    StyleCase(style: "overCurrentContext", idiom: "phone", profile: .uikit8, presenterCallbacks: [], presenting: "X"),
    StyleCase(style: "overFullScreen", idiom: "phone", profile: .uikit8, presenterCallbacks: [], presenting: "tabs"),
    // Rule 17.1: `.custom` with no delegate gets UIKit's base presentation controller, which
    // keeps the presenter's view (full-screen presenter, rule 5.1).
    StyleCase(style: "custom", idiom: "phone", profile: .uikit8, presenterCallbacks: [], presenting: "tabs"),
    // Appendix A item 4 / rule 10.3: `.automatic` is full screen before iOS 13, a card sheet after.
    StyleCase(style: "automatic", idiom: "phone", profile: .uikit8, presenterCallbacks: removed, presenting: "tabs"),
    StyleCase(style: "automatic", idiom: "phone", profile: .uikit13, presenterCallbacks: [], presenting: "tabs"),
    StyleCase(style: "pageSheet", idiom: "phone", profile: .uikit13, presenterCallbacks: [], presenting: "tabs"),
    StyleCase(style: "formSheet", idiom: "phone", profile: .uikit13, presenterCallbacks: [], presenting: "tabs"),
    // `.none` is not in the matrix: presenting with it raises (rule 13.3, Section13RulesTests).
  ]

  /// Rules 4.2 and 4.3: for each style, whether the presenter gets appearance callbacks and who
  /// becomes the presenting controller.
  @Test(arguments: styleCases)
  func styleMatrix(_ styleCase: StyleCase) throws {
    let timeline = try replay(
      """
      name: matrix
      device: {idiom: \(styleCase.idiom)}
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [X]}
        X: {definesPresentationContext: true}
        D: {modalPresentationStyle: \(styleCase.style)}
      steps: [{present: D, from: X}, {inspect: [D]}]
      """, profile: styleCase.profile)
    #expect(calls(timeline) { $0.hasPrefix("tabs.view") || $0.hasPrefix("X.view") } == styleCase.presenterCallbacks)
    #expect(
      calls(timeline) { $0.hasPrefix("D.presentingViewController") } == [
        "D.presentingViewController -> \(styleCase.presenting)"
      ])
    #expect(
      calls(timeline) { $0.hasPrefix("D.view") && $0.contains("Appear") } == [
        "D.viewWillAppear(true)", "D.viewDidAppear(true)",
      ])
  }
}
