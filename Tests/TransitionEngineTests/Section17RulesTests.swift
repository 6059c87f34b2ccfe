import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 17 of the rule book (Docs/rules/17-third-round.md): the rules the third round of public
/// evidence brought, each with the exact order it gives, and `catalog explain` naming each.
@Suite("Third evidence (rules 17.1–17.6)")
struct Section17RulesTests {
  /// A custom presentation and dismissal, both without animation (rule 17.2).
  static let nonAnimated = """
    name: r2
    window: A
    controllers: {A: {}, D: {modalPresentationStyle: custom, transitioningDelegate: t}}
    transitioningDelegates:
      t: {retainedElsewhere: true, presentationController: {class: Card}, presentAnimator: {class: Slide, duration: 0.3}, dismissAnimator: {class: Slide, duration: 0.3}}
    steps: [{present: D, from: A, animated: false}, {dismiss: D, animated: false}]
    """

  /// R presents A, A presents B, then A dismisses twice in one turn (rule 17.3).
  static let twoDismisses = """
    name: r3
    window: R
    controllers: {R: {}, A: {}, B: {}}
    steps:
      - {present: A, from: R}
      - {present: B, from: A}
      - {dismiss: A}
      - {dismiss: A, at: "+0"}
    """

  // MARK: - Rule 17.1

  /// Rule 17.1 (STPTransitions pull 14 quoting the SDK header; MusicPlayerTransition issues 2 and
  /// 3): a `.custom` presentation whose delegate vends only an animator gets UIKit's base
  /// presentation controller: no app-visible controller callbacks, and the presenter keeps its view
  /// and hears no appearance callbacks, on presentation or dismissal.
  @Test func customWithoutAPresentationControllerKeepsThePresenter() throws {
    try expectTimeline(
      """
      name: r1b
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: custom, transitioningDelegate: t}}
      transitioningDelegates:
        t: {retainedElsewhere: true, presentAnimator: {class: Slide, duration: 0.3}, dismissAnimator: {class: Slide, duration: 0.3}}
      steps: [{present: D, from: A}, {inspect: [A]}, {dismiss: D}]
      """, profile: .uikit8,
      """
         0.000  A.present(D, animated: true)
         0.000  t.presentationController(forPresented: D, presenting: A, source: A) -> nil
         0.000  t.animationController(forPresented: D, presenting: A, source: A) -> Slide
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  D.viewWillAppear(true)
         0.000  D.traitCollectionDidChange(nil)
         0.000  animator:D.transitionDuration(using: context:D) -> 0.3
         0.000  animator:D.animateTransition(using: context:D)
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.300  context:D.completeTransition(true)
         0.300  D.viewDidAppear(true)
         0.300  A.completion
         0.300  animator:D.animationEnded(true)
         0.300  A.presentingViewController -> nil
         0.300  A.presentedViewController -> D
         0.300  D.dismiss(animated: true)
         0.300  t.animationController(forDismissed: D) -> Slide
         0.300  D.viewWillDisappear(true)
         0.300  animator:D.transitionDuration(using: context:D) -> 0.3
         0.300  animator:D.animateTransition(using: context:D)
         0.600  context:D.completeTransition(true)
         0.600  D.viewDidDisappear(true)
         0.600  D.completion
         0.600  animator:D.animationEnded(true)
      """)
  }

  /// Rule 17.1 without any transitioning delegate: the same base controller, UIKit's own animation
  /// (0.35 s), and the presenter hears nothing in every era from iOS 8.
  @Test(arguments: [EngineProfile.uikit8, .uikit13, .uikit17])
  func customWithoutADelegateKeepsThePresenter(profile: EngineProfile) throws {
    let timeline = try replay(
      """
      name: s17-1-no-delegate
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: custom}}
      steps: [{present: D, from: A}, {inspect: [D]}, {dismiss: D}]
      """, profile: profile)
    #expect(calls(timeline) { $0.hasPrefix("A.view") } == [])
    #expect(calls(timeline) { $0.hasPrefix("D.presentingViewController") } == ["D.presentingViewController -> A"])
    #expect(calls(timeline).last == "D.completion")
  }

  // MARK: - Rule 17.2

  /// Rule 17.2 (CardPresentationController issue 12, ElasticTransition issue 22, DeckTransition
  /// issue 40): a non-animated present and dismiss ask the delegate for no animator, so no
  /// animator runs; the presentation controller is still asked for and hears its will-begin and
  /// did-end callbacks, and phase D comes in phase B's turn (rule 4.1 step 3).
  @Test func nonAnimatedTransitionsAskForNoAnimator() throws {
    try expectTimeline(
      Self.nonAnimated, profile: .uikit8,
      """
         0.000  A.present(D, animated: false)
         0.000  t.presentationController(forPresented: D, presenting: A, source: A) -> Card
         0.000  pc:D.shouldPresentInFullscreen -> true
         0.000  pc:D.adaptivePresentationStyle(for: compact/regular) -> none
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  pc:D.shouldRemovePresentersView -> false
         0.000  pc:D.presentationTransitionWillBegin()
         0.000  D.viewWillAppear(false)
         0.000  D.traitCollectionDidChange(nil)
         0.000  pc:D.presentedView -> D
         0.000  pc:D.frameOfPresentedViewInContainerView -> [0, 0, 375, 667]
         0.000  pc:D.containerViewWillLayoutSubviews()
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.000  pc:D.containerViewDidLayoutSubviews()
         0.000  pc:D.presentationTransitionDidEnd(true)
         0.000  D.viewDidAppear(false)
         0.000  A.completion
         0.000  D.dismiss(animated: false)
         0.000  pc:D.dismissalTransitionWillBegin()
         0.000  D.viewWillDisappear(false)
         0.000  pc:D.dismissalTransitionDidEnd(true)
         0.000  D.viewDidDisappear(false)
         0.000  D.completion
      """)
  }

  /// Rule 17.2 applies in every era: rule 19.4 extends it to uikit-7 (TeehanLax issue 4; DEC26's
  /// legacy present and dismiss paths ask for a custom animator only when animated).
  @Test(arguments: EngineProfile.all)
  func noEraAsksForAnAnimatorWithoutAnimation(profile: EngineProfile) throws {
    let timeline = try replay(
      """
      name: s17-2-eras
      window: A
      controllers: {A: {}, B: {transitioningDelegate: t}}
      transitioningDelegates:
        t: {retainedElsewhere: true, presentAnimator: {class: Fade, duration: 0.3}, dismissAnimator: {class: Fade}}
      steps: [{present: B, from: A, animated: false}, {dismiss: B, animated: false}]
      """, profile: profile)
    let asked = calls(timeline) { $0.hasPrefix("t.animationController") }
    #expect(asked.isEmpty, "\(asked)")
    #expect(calls(timeline) { $0.hasPrefix("animator:") }.isEmpty)
  }

  // MARK: - Rule 17.3

  /// Rule 17.3 (openradar 30263707): R presents A, A presents B; A calls dismiss twice in one turn.
  /// The first dismisses B; the second finds A's presentedViewController already nil and is
  /// forwarded to R, so A goes too once B's dismissal has ended, and R is on top.
  @Test func aSecondDismissDuringADismissalGoesOneLevelFurther() throws {
    try expectTimeline(
      Self.twoDismisses, profile: .uikit8,
      """
         0.000  R.present(A, animated: true)
         0.000  A.loadView()
         0.000  A.viewDidLoad()
         0.000  R.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.traitCollectionDidChange(nil)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.350  A.viewDidAppear(true)
         0.350  R.viewDidDisappear(true)
         0.350  R.completion
         0.350  A.present(B, animated: true)
         0.350  B.loadView()
         0.350  B.viewDidLoad()
         0.350  A.viewWillDisappear(true)
         0.350  B.viewWillAppear(true)
         0.350  B.traitCollectionDidChange(nil)
         0.350  B.viewWillLayoutSubviews()
         0.350  B.viewDidLayoutSubviews()
         0.700  B.viewDidAppear(true)
         0.700  A.viewDidDisappear(true)
         0.700  A.completion
         0.700  A.dismiss(animated: true)
         0.700  A.dismiss(animated: true)
         0.700  B.viewWillDisappear(true)
         0.700  A.viewWillAppear(true)
         1.050  A.viewDidAppear(true)
         1.050  B.viewDidDisappear(true)
         1.050  A.completion
         1.050  A.viewWillDisappear(true)
         1.050  R.viewWillAppear(true)
         1.400  R.viewDidAppear(true)
         1.400  A.viewDidDisappear(true)
         1.400  A.completion
      """)
  }

  /// Rule 17.3 (swift-navigation pull 295): the controller being dismissed is dismissed again; the
  /// request climbs to its presenter, which is dismissed in turn; the completion block is the
  /// caller's (`B.completion`, twice).
  @Test func dismissingTheControllerBeingDismissedDismissesItsPresenter() throws {
    try expectTimeline(
      """
      name: r3b
      window: R
      controllers: {R: {}, A: {}, B: {}}
      steps:
        - {present: A, from: R}
        - {present: B, from: A}
        - {dismiss: B}
        - {dismiss: B, at: "+0"}
      """, profile: .uikit17,
      """
         0.000  R.present(A, animated: true)
         0.000  A.loadView()
         0.000  A.viewDidLoad()
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.350  A.viewDidAppear(true)
         0.350  R.completion
         0.350  A.present(B, animated: true)
         0.350  B.loadView()
         0.350  B.viewDidLoad()
         0.350  B.viewWillAppear(true)
         0.350  B.viewIsAppearing(true)
         0.350  B.viewWillLayoutSubviews()
         0.350  B.viewDidLayoutSubviews()
         0.700  B.viewDidAppear(true)
         0.700  A.completion
         0.700  B.dismiss(animated: true)
         0.700  B.dismiss(animated: true)
         0.700  B.viewWillDisappear(true)
         1.050  B.viewDidDisappear(true)
         1.050  B.completion
         1.050  A.viewWillDisappear(true)
         1.400  A.viewDidDisappear(true)
         1.400  B.completion
      """)
  }

  /// E4 still holds for a dismiss that arrives during a presentation (rule 17.3 narrows it only).
  @Test func aDismissDuringAPresentationStillWarnsE4() throws {
    let timeline = try replay(
      """
      name: s17-3-e4
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A}, {dismiss: B, at: "+0"}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("UIKit.") } == [
        #"UIKit.warning("Warning: Attempt to dismiss from view controller <B> while a presentation or dismiss is in progress!")"#
      ])
  }

  // MARK: - Rules 17.4 and 17.6

  /// Rule 17.4 (material-components-ios issue 1885): under the old texts, a present refused in the
  /// turn the presenter's dismissal was requested names `(null)`; refused later, while the
  /// dismissal animates, it names the presented controller as E1 always did.
  @Test func aRefusalInTheSameTurnNamesNullUnderOldTexts() throws {
    try expectTimeline(
      """
      name: r4b
      window: R
      controllers: {R: {}, alert: {modalPresentationStyle: overFullScreen}, picker: {}}
      steps:
        - {present: alert, from: R}
        - {dismiss: alert}
        - {present: picker, from: R, at: "+0"}
        - {present: picker, from: R, at: 0.5}
      """, profile: .uikit8,
      """
         0.000  R.present(alert, animated: true)
         0.000  alert.loadView()
         0.000  alert.viewDidLoad()
         0.000  alert.viewWillAppear(true)
         0.000  alert.traitCollectionDidChange(nil)
         0.000  alert.viewWillLayoutSubviews()
         0.000  alert.viewDidLayoutSubviews()
         0.350  alert.viewDidAppear(true)
         0.350  R.completion
         0.350  alert.dismiss(animated: true)
         0.350  R.present(picker, animated: true)
         0.350  UIKit.warning("Warning: Attempt to present <picker> on <R> which is already presenting (null)")
         0.350  alert.viewWillDisappear(true)
         0.500  R.present(picker, animated: true)
         0.500  UIKit.warning("Warning: Attempt to present <picker> on <R> which is already presenting <alert>")
         0.700  alert.viewDidDisappear(true)
         0.700  alert.completion
      """)
  }

  /// Rules 17.4, 17.6 and 19.5 (DecorationBus's AlertHandler.swift; MyFlightbookiOS issue 370;
  /// iperf-ios issue 24): two presents on the window's root in one turn. Old texts: E1 with
  /// `(null)`; iOS 13–16: E1 naming the alert; iOS 17 and later: E3's text, with the root as
  /// presenter and source.
  @Test func twoPresentsInOneTurn() throws {
    let yaml = """
      name: r4
      window: R
      controllers: {R: {}, alert: {modalPresentationStyle: overFullScreen}, picker: {}}
      steps:
        - {present: alert, from: R}
        - {present: picker, from: R, at: "+0"}
      """
    let old = try replay(yaml, profile: .uikit8)
    #expect(
      calls(old) { $0.hasPrefix("UIKit.") } == [
        #"UIKit.warning("Warning: Attempt to present <picker> on <R> which is already presenting (null)")"#
      ])
    #expect(
      calls(try replay(yaml, profile: .uikit13)) { $0.hasPrefix("UIKit.") } == [
        #"UIKit.warning("[Presentation] Attempt to present <picker> on <R> (from <R>) which is already presenting <alert>.")"#
      ])
    try expectTimeline(
      yaml, profile: .uikit17,
      """
         0.000  R.present(alert, animated: true)
         0.000  alert.loadView()
         0.000  alert.viewDidLoad()
         0.000  R.present(picker, animated: true)
         0.000  UIKit.warning("Attempt to present <picker> on <R> (from <R>) while a presentation is in progress.")
         0.000  alert.viewWillAppear(true)
         0.000  alert.viewIsAppearing(true)
         0.000  alert.viewWillLayoutSubviews()
         0.000  alert.viewDidLayoutSubviews()
         0.350  alert.viewDidAppear(true)
         0.350  R.completion
      """)
  }

  /// Rule 17.6 for a dismissal requested in the same turn, under uikit-17; once that dismissal
  /// has started, rule 19.9: the request waits for it (uikit-13 prints E1's modern text then).
  @Test func modernTextsPrintE3InTheTurnOfTheRequest() throws {
    let yaml = """
      name: r4b
      window: R
      controllers: {R: {}, alert: {modalPresentationStyle: overFullScreen}, picker: {}}
      steps:
        - {present: alert, from: R}
        - {dismiss: alert}
        - {present: picker, from: R, at: "+0"}
        - {present: picker, from: R, at: 0.5}
      """
    #expect(
      calls(try replay(yaml, profile: .uikit13)) { $0.hasPrefix("UIKit.") }.last
        == #"UIKit.warning("[Presentation] Attempt to present <picker> on <R> (from <R>) which is already presenting <alert>.")"#
    )
    try expectTimeline(
      yaml, profile: .uikit17,
      """
         0.000  R.present(alert, animated: true)
         0.000  alert.loadView()
         0.000  alert.viewDidLoad()
         0.000  alert.viewWillAppear(true)
         0.000  alert.viewIsAppearing(true)
         0.000  alert.viewWillLayoutSubviews()
         0.000  alert.viewDidLayoutSubviews()
         0.350  alert.viewDidAppear(true)
         0.350  R.completion
         0.350  alert.dismiss(animated: true)
         0.350  R.present(picker, animated: true)
         0.350  UIKit.warning("Attempt to present <picker> on <R> (from <R>) while a presentation is in progress.")
         0.350  alert.viewWillDisappear(true)
         0.500  R.present(picker, animated: true)
         0.700  alert.viewDidDisappear(true)
         0.700  alert.completion
         0.700  picker.loadView()
         0.700  picker.viewDidLoad()
         0.700  picker.viewWillAppear(true)
         0.700  picker.viewIsAppearing(true)
         0.700  picker.viewWillLayoutSubviews()
         0.700  picker.viewDidLayoutSubviews()
         1.050  picker.viewDidAppear(true)
         1.050  R.completion
      """)
  }

  // MARK: - Rule 17.5

  static let contextCustomPresentation = """
      name: r5
      window: nav
      controllers:
        nav: {type: navigation, children: [list]}
        list: {definesPresentationContext: true}
        D: {modalPresentationStyle: custom, transitioningDelegate: t}
      transitioningDelegates:
        t: {presentationController: {class: Inline, shouldPresentInFullscreen: false}, presentAnimator: {class: Slide, duration: 0.3}}
      steps: [{present: D, from: list}, {inspect: [D]}]
    """

  /// Rule 17.5 (openradar 31163999, iOS 10.3): under uikit-8, the app's presentation controller
  /// that answers `shouldPresentInFullscreen` false is still presented by the layer root (`nav`),
  /// and every delegate call and `presentingViewController` name it.
  @Test func iOS8To12IgnoresThePresentationContext() throws {
    try expectTimeline(
      Self.contextCustomPresentation, profile: .uikit8,
      """
         0.000  list.present(D, animated: true)
         0.000  t.presentationController(forPresented: D, presenting: nav, source: list) -> Inline
         0.000  pc:D.shouldPresentInFullscreen -> false
         0.000  pc:D.adaptivePresentationStyle(for: compact/regular) -> none
         0.000  t.animationController(forPresented: D, presenting: nav, source: list) -> Slide
         0.000  t.deinit
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  pc:D.shouldRemovePresentersView -> false
         0.000  pc:D.presentationTransitionWillBegin()
         0.000  D.viewWillAppear(true)
         0.000  D.traitCollectionDidChange(nil)
         0.000  animator:D.transitionDuration(using: context:D) -> 0.3
         0.000  animator:D.animateTransition(using: context:D)
         0.000  pc:D.presentedView -> D
         0.000  pc:D.frameOfPresentedViewInContainerView -> [0, 0, 375, 667]
         0.000  pc:D.containerViewWillLayoutSubviews()
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.000  pc:D.containerViewDidLayoutSubviews()
         0.300  context:D.completeTransition(true)
         0.300  pc:D.presentationTransitionDidEnd(true)
         0.300  D.viewDidAppear(true)
         0.300  list.completion
         0.300  animator:D.animationEnded(true)
         0.300  D.presentingViewController -> nav
         0.300  D.presentedViewController -> nil
      """)
  }

  /// Rule 17.5 from uikit-13 on: the context's controller (`list`) presents, and both delegate
  /// calls and `presentingViewController` name it.
  @Test func laterErasRespectTheContextAndNameOnePresenter() throws {
    try expectTimeline(
      Self.contextCustomPresentation, profile: .uikit13,
      """
         0.000  list.present(D, animated: true)
         0.000  t.presentationController(forPresented: D, presenting: list, source: list) -> Inline
         0.000  pc:D.shouldPresentInFullscreen -> false
         0.000  pc:D.adaptivePresentationStyle(for: compact/regular) -> none
         0.000  t.animationController(forPresented: D, presenting: list, source: list) -> Slide
         0.000  t.deinit
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  pc:D.shouldRemovePresentersView -> false
         0.000  pc:D.presentationTransitionWillBegin()
         0.000  D.viewWillAppear(true)
         0.000  animator:D.transitionDuration(using: context:D) -> 0.3
         0.000  animator:D.animateTransition(using: context:D)
         0.000  pc:D.presentedView -> D
         0.000  pc:D.frameOfPresentedViewInContainerView -> [0, 0, 375, 667]
         0.000  pc:D.containerViewWillLayoutSubviews()
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.000  pc:D.containerViewDidLayoutSubviews()
         0.300  context:D.completeTransition(true)
         0.300  pc:D.presentationTransitionDidEnd(true)
         0.300  D.viewDidAppear(true)
         0.300  list.completion
         0.300  animator:D.animationEnded(true)
         0.300  D.presentingViewController -> list
         0.300  D.presentedViewController -> nil
      """)
  }

  // MARK: - `catalog explain` names each rule

  /// Each rule of section 17 is named by the explanation of a replay that uses it: as the rule of
  /// an event, in a chain, a decision, or a withheld callback.
  @Test func explainNamesEachRule() throws {
    func rules(_ yaml: String, _ profile: EngineProfile) throws -> Set<BehaviourRule> {
      let (_, explanation) = TransitionEngine(profile: profile).explanation(of: try parseScenario(yaml))
      var named = Set(explanation.rules)
      for cause in explanation.causes { named.formUnion(cause.chain) }
      named.formUnion(explanation.decisions.map(\.rule))
      named.formUnion(explanation.omissions.map(\.rule))
      return named
    }
    #expect(try rules(customPresentation("x", delegate: "{}"), .uikit8).contains(.rule17Dot1))
    #expect(
      try rules(Self.nonAnimated, .uikit8).contains(.rule17Dot2))
    #expect(
      try rules(Self.twoDismisses, .uikit8).contains(.rule17Dot3))
    let twoInOneTurn = """
      name: r4
      window: R
      controllers: {R: {}, alert: {modalPresentationStyle: overFullScreen}, picker: {}}
      steps:
        - {present: alert, from: R}
        - {present: picker, from: R, at: "+0"}
      """
    #expect(try rules(twoInOneTurn, .uikit8).contains(.rule17Dot4))
    #expect(try rules(twoInOneTurn, .uikit17).contains(.rule17Dot6))
    #expect(try rules(Self.contextCustomPresentation, .uikit8).contains(.rule17Dot5))
  }
}
