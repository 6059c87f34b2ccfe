import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 13 of the rule book (Docs/rules/13-second-round.md): the rules that the second round
/// of public evidence changed, each with the exact order it gives.
@Suite("Second evidence (rules 13.1–13.5)")
struct Section13RulesTests {
  /// An iPhone Plus in landscape: regular width, compact height; a popover whose delegate implements
  /// only the iOS 8.0 method (rule 13.2).
  static let compactHeightPopover = """
    name: s13-2
    device: {idiom: phone, size: [896, 414], horizontalSizeClass: regular, verticalSizeClass: compact}
    window: A
    controllers: {A: {}, D: {modalPresentationStyle: popover, presentationControllerDelegate: old}}
    adaptiveDelegates:
      old: {adaptivePresentationStyle: none}
    steps: [{present: D, from: A}]
    """

  /// Rule 13.1 item 1 (WWDC23's lifecycle diagram): `viewIsAppearing` right after
  /// `viewWillAppear`, before the controller's own layout callbacks. Item 2 (RUDIN17): a sheet drag
  /// released early reverses the appearance, and the reversed appearance has its `viewIsAppearing`.
  @Test func viewIsAppearingComesBeforeLayoutAndOnTheReversedAppearance() throws {
    try expectTimeline(
      """
      name: s13-1-reversed
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: pageSheet}}
      steps: [{present: D, from: A}, {swipeDown: D, progress: [0.2, 0.3], release: cancel}]
      """, profile: .uikit17,
      presentsDOverA17 + "\n"
        + """
           0.350  user:D.dragDown()
           0.350  D.isModalInPresentation -> false
           0.350  D.viewWillDisappear(true)
           0.400  user:D.release(dismissing: false)
           0.400  D.viewWillAppear(true)
           0.400  D.viewIsAppearing(true)
           0.505  D.viewDidAppear(true)
        """)
  }

  /// Rule 13.1 item 2 with rules 8.5 and 14.1–14.5: a popover that adapts to full screen and back,
  /// twice, leaves its presenter balanced — it disappears and reappears once per change, each
  /// reappearance with its `viewIsAppearing` — and every controller on screen hears each change.
  @Test func aTraitChangeCycleKeepsThePresenterBalanced() throws {
    let presentation = presentsDOverA17
    // The popover becomes full screen: the presenter disappears, with the coordinator's animation.
    let toCompact = """
         0.350  UIKit.traitsDidChange(horizontalSizeClass: compact, verticalSizeClass: regular)
         0.350  A.willTransition(to: compact/regular, with: coordinator:window)
         0.350  A.viewWillDisappear(true)
         0.350  D.willTransition(to: compact/regular, with: coordinator:window)
         0.350  A.traitCollectionDidChange(regular/regular)
         0.350  D.traitCollectionDidChange(regular/regular)
         0.350  A.viewWillLayoutSubviews()
         0.350  A.viewDidLayoutSubviews()
         0.350  D.viewWillLayoutSubviews()
         0.350  D.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
      """
    // And back: the presenter reappears, with its viewIsAppearing.
    let toRegular = """
         0.350  UIKit.traitsDidChange(horizontalSizeClass: regular, verticalSizeClass: regular)
         0.350  A.willTransition(to: regular/regular, with: coordinator:window)
         0.350  A.viewWillAppear(true)
         0.350  A.viewIsAppearing(true)
         0.350  D.willTransition(to: regular/regular, with: coordinator:window)
         0.350  A.traitCollectionDidChange(compact/regular)
         0.350  D.traitCollectionDidChange(compact/regular)
         0.350  A.viewWillLayoutSubviews()
         0.350  A.viewDidLayoutSubviews()
         0.350  D.viewWillLayoutSubviews()
         0.350  D.viewDidLayoutSubviews()
         0.350  A.viewDidAppear(true)
      """
    try expectTimeline(
      """
      name: s13-1-traits
      device: {idiom: pad}
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: popover}}
      steps:
        - {present: D, from: A}
        - {traits: {horizontalSizeClass: compact}}
        - {traits: {horizontalSizeClass: regular}}
        - {traits: {horizontalSizeClass: compact}}
      """, profile: .uikit17, [presentation, toCompact, toRegular, toCompact].joined(separator: "\n"))
  }

  /// Rule 13.2 (POPDATE4, QURAN293, PCNEWS83): on an iPhone Plus in landscape (regular width,
  /// compact height) a popover whose delegate implements only the iOS 8.0
  /// `adaptivePresentationStyle(for:)` is adapted to full screen, whatever that method returns.
  @Test func theIOS80DelegateMethodAdaptsAPopoverInCompactHeight() throws {
    try expectTimeline(
      Self.compactHeightPopover, profile: .uikit8,
      """
         0.000  A.present(D, animated: true)
         0.000  old.adaptivePresentationStyle(for: pc:D) -> none
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  D.viewWillAppear(true)
         0.000  D.traitCollectionDidChange(nil)
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.350  D.viewDidAppear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
      """)
  }

  /// Rule 13.2 (HACKWORTH): without an adaptive delegate the same popover stays a popover: adaptation
  /// follows the horizontal size class.
  @Test func withoutADelegateAPopoverInCompactHeightStays() throws {
    let yaml = Self.compactHeightPopover
    let timeline = try replay(
      yaml.replacingOccurrences(of: ", presentationControllerDelegate: old", with: "")
        .replacingOccurrences(of: "adaptiveDelegates:\n  old: {adaptivePresentationStyle: none}\n", with: ""))
    #expect(calls(timeline) { $0.hasPrefix("A.view") } == [])
    #expect(calls(timeline).contains("D.viewDidAppear(true)"))
  }

  /// Rule 13.3 (RB2019; Apple's documentation of `UIModalPresentationStyle.none`): presenting with
  /// `.none` raises at `present`, in every era; the text is the engine's own [INF].
  @Test(arguments: EngineProfile.all)
  func presentingWithStyleNoneRaises(profile: EngineProfile) throws {
    try expectTimeline(
      """
      name: s13-3
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: none}}
      steps: [{present: D, from: A}]
      """, profile: profile,
      """
         0.000  A.present(D, animated: true)
         0.000  UIKit.exception(NSInvalidArgumentException, "Application tried to present <D> with modalPresentationStyle UIModalPresentationNone, which is not a presentation style.")
      """)
  }

  /// Rule 13.4 (HIGHTECH3): on iOS 7, an animated dismissal of `.custom` without a dismissal
  /// animator logs E9's dismissal variant, then dismisses without animation [INF].
  @Test func iOS7CustomDismissalWithoutAnimatorWarnsAndDoesNotAnimate() throws {
    try expectTimeline(
      customPresentation("s13-4", delegate: "{presentAnimator: {class: Zoom, duration: 0.5}}", dismissing: true),
      profile: .uikit7,
      """
         0.000  A.present(D, animated: true)
         0.000  t.animationController(forPresented: D, presenting: A, source: A) -> Zoom
         0.000  t.deinit
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  D.viewWillAppear(true)
         0.000  animator:D.transitionDuration(using: context:D) -> 0.5
         0.000  animator:D.animateTransition(using: context:D)
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.500  context:D.completeTransition(true)
         0.500  D.viewDidAppear(true)
         0.500  A.completion
         0.500  animator:D.animationEnded(true)
         0.500  D.dismiss(animated: true)
         0.500  UIKit.warning("UIModalPresentationCustom presentation style can only be used with an animator or with unanimated dismissals")
         0.500  D.viewWillDisappear(false)
         0.500  D.viewDidDisappear(false)
         0.500  D.completion
      """)
  }
}
