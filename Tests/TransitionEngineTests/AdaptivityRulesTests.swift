import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 8 of the rule book (Docs/rules/): adaptivity.
@Suite("Adaptivity (rule 8)")
struct AdaptivityRulesTests {
  static func popover(delegate: String, idiom: String = "phone") -> String {
    """
    name: popover
    device: {idiom: \(idiom)}
    window: A
    controllers: {A: {}, D: {modalPresentationStyle: popover, presentationControllerDelegate: adapt}}
    adaptiveDelegates:
      adapt: \(delegate)
    steps: [{present: D, from: A}]
    """
  }

  /// Rule 8.2 item 1: the trait-collection form wins; returning `.none` keeps the popover, so the
  /// presenter keeps its view and gets no callbacks (rule 8.4, S001).
  @Test func noneKeepsThePopoverInCompactWidth() throws {
    let timeline = try replay(
      Self.popover(
        delegate: "{adaptivePresentationStyleForTraitCollection: none, adaptivePresentationStyle: fullScreen}"))
    #expect(
      calls(timeline) { $0.hasPrefix("adapt.") } == [
        "adapt.adaptivePresentationStyle(for: pc:D, traitCollection: compact/regular) -> none"
      ])
    #expect(calls(timeline) { $0.hasPrefix("A.view") }.isEmpty)
  }

  /// Rules 8.2 items 2–3: the iOS 8.0 form is asked only in compact width; in regular width the
  /// popover controller's own answer (`none`) stands.
  @Test(arguments: [("phone", true), ("pad", false)])
  func iOS8FormIsAskedOnlyInCompactWidth(idiom: String, asked: Bool) throws {
    let timeline = try replay(Self.popover(delegate: "{adaptivePresentationStyle: overFullScreen}", idiom: idiom))
    #expect(
      calls(timeline) { $0.hasPrefix("adapt.") }
        == (asked ? ["adapt.adaptivePresentationStyle(for: pc:D) -> overFullScreen"] : []))
  }

  /// Rule 8.3 items 2, 4 and 5: adapting to full screen swaps in UIKit's controller, wraps the
  /// presented controller in a navigation controller (which appears with it), and tells the
  /// delegate; the presenter is now covered (rule 4.3). The wrapped controller is laid out after
  /// its navigation controller (rule 2.2 step 8: the children on screen inside the container).
  @Test func adaptationWrapsInANavigationController() throws {
    try expectTimeline(
      Self.popover(
        delegate:
          "{adaptivePresentationStyleForTraitCollection: fullScreen, viewControllerForAdaptivePresentationStyle: wrapInNavigation, willPresentWithAdaptiveStyle: true}"
      ), profile: .uikit13,
      """
         0.000  A.present(D, animated: true)
         0.000  adapt.adaptivePresentationStyle(for: pc:D, traitCollection: compact/regular) -> fullScreen
      """ + "\n" + wrapsDInANavigationController(isAppearing: false))
  }

  /// Rule 8.4 (uikit-8 only): `viewControllerForAdaptivePresentationStyle` is asked only when the
  /// delegate implements the iOS 8.0 `adaptivePresentationStyle(for:)`, and not when that answered
  /// `.fullScreen`; `.overFullScreen` works.
  @Test(arguments: [
    (
      "{adaptivePresentationStyleForTraitCollection: fullScreen, viewControllerForAdaptivePresentationStyle: original}",
      EngineProfile.uikit8, false
    ),
    (
      "{adaptivePresentationStyleForTraitCollection: fullScreen, viewControllerForAdaptivePresentationStyle: original}",
      EngineProfile.uikit13, true
    ),
    (
      "{adaptivePresentationStyle: fullScreen, viewControllerForAdaptivePresentationStyle: original}",
      EngineProfile.uikit8, false
    ),
    (
      "{adaptivePresentationStyle: overFullScreen, viewControllerForAdaptivePresentationStyle: original}",
      EngineProfile.uikit8, true
    ),
  ])
  func seed001Quirks(delegate: String, profile: EngineProfile, asked: Bool) throws {
    let timeline = try replay(Self.popover(delegate: delegate), profile: profile)
    #expect(calls(timeline) { $0.contains("viewControllerForAdaptivePresentationStyle") }.count == (asked ? 1 : 0))
  }

  /// Rule 8.3 item 3: a custom controller that does not present in full screen never adapts to a
  /// full-screen style; the delegate hears `.none`.
  @Test func adaptationIsAbandonedForANonFullScreenController() throws {
    let timeline = try replay(
      """
      name: abandoned
      window: A
      controllers:
        A: {}
        D: {modalPresentationStyle: custom, transitioningDelegate: t, presentationControllerDelegate: adapt}
      transitioningDelegates:
        t: {presentationController: {shouldPresentInFullscreen: false}}
      adaptiveDelegates:
        adapt: {adaptivePresentationStyleForTraitCollection: fullScreen, willPresentWithAdaptiveStyle: true}
      steps: [{present: D, from: A}]
      """)
    #expect(
      calls(timeline) { $0.contains("adaptive") || $0.contains("Adaptive") } == [
        "pc:D.adaptivePresentationStyle(for: compact/regular) -> fullScreen",
        "adapt.adaptivePresentationStyle(for: pc:D, traitCollection: compact/regular) -> fullScreen",
        "adapt.presentationController(pc:D, willPresentWithAdaptiveStyle: none, transitionCoordinator: coordinator:D)",
      ])
    #expect(calls(timeline) { $0.hasPrefix("pc:D.presentationTransitionWillBegin") }.count == 1)
  }

  /// Rules 8.1 and 8.5 with rules 14.1–14.5: a form sheet on iPad becomes full screen when the
  /// width turns compact (`pc:D#2`, the presenter now covered and told so), and returns when it
  /// turns regular again. Each change runs through the window's coordinator: `willTransition`
  /// parents first with the presentation adapting where the walk reaches it, the traits, one layout
  /// pass, and the appearance transitions ending with the coordinator's animation. The presenter,
  /// covered during the second change, hears `willTransition` as it comes back, before it appears
  /// (rule 14.4).
  @Test func traitChangeReadaptsALivePresentation() throws {
    let timeline = try replay(
      formSheetThroughACompactWidth("form-sheet-traits", delegate: "{willPresentWithAdaptiveStyle: true}"))
    #expect(
      Array(calls(timeline).drop { !$0.hasPrefix("UIKit.traitsDidChange") }) == [
        "UIKit.traitsDidChange(horizontalSizeClass: compact, verticalSizeClass: regular)",
        "A.willTransition(to: compact/regular, with: coordinator:window)",
        "keep.presentationController(pc:D, willPresentWithAdaptiveStyle: fullScreen, transitionCoordinator: coordinator:window)",
        "A.viewWillDisappear(true)",
        "D.willTransition(to: compact/regular, with: coordinator:window)",
        "A.traitCollectionDidChange(regular/regular)",
        "D.traitCollectionDidChange(regular/regular)",
        "A.viewWillLayoutSubviews()",
        "A.viewDidLayoutSubviews()",
        "D.viewWillLayoutSubviews()",
        "D.viewDidLayoutSubviews()",
        "A.viewDidDisappear(true)",
        "UIKit.traitsDidChange(horizontalSizeClass: regular, verticalSizeClass: regular)",
        "keep.presentationController(pc:D#2, willPresentWithAdaptiveStyle: formSheet, transitionCoordinator: coordinator:window)",
        "A.willTransition(to: regular/regular, with: coordinator:window)",
        "A.viewWillAppear(true)",
        "D.willTransition(to: regular/regular, with: coordinator:window)",
        "A.traitCollectionDidChange(compact/regular)",
        "D.traitCollectionDidChange(compact/regular)",
        "A.viewWillLayoutSubviews()",
        "A.viewDidLayoutSubviews()",
        "D.viewWillLayoutSubviews()",
        "D.viewDidLayoutSubviews()",
        "A.viewDidAppear(true)",
      ])
    #expect(
      calls(timeline) { $0.hasPrefix("keep.") }.first
        == "keep.presentationController(pc:D, willPresentWithAdaptiveStyle: none, transitionCoordinator: coordinator:D)"
    )
  }

  /// Rule 14.5: a wrapped sheet covered by a full-screen presentation adapts back without anyone
  /// appearing or disappearing; the presentation made from its wrapper moves to the sheet, so the
  /// trait change still reaches the top controller and the later dismissal reveals the root, which
  /// catches up with the traits as it comes back (rule 14.4).
  @Test func aCoveredPresentationAdaptsWithoutAppearanceCallbacks() throws {
    let timeline = try replay(
      """
      name: covered
      window: root
      controllers:
        root: {}
        P0: {modalPresentationStyle: fullScreen}
        P3: {modalPresentationStyle: pageSheet, presentationControllerDelegate: adapt}
      adaptiveDelegates:
        adapt:
          adaptivePresentationStyleForTraitCollection: {compact: fullScreen, regular: none}
          viewControllerForAdaptivePresentationStyle: wrapInNavigation
      steps: [{present: P3}, {present: P0}, {traits: {horizontalSizeClass: regular}}, {dismiss: root}]
      """, profile: .uikit17)
    #expect(
      Array(calls(timeline).drop { !$0.hasPrefix("UIKit.traitsDidChange") }) == [
        "UIKit.traitsDidChange(horizontalSizeClass: regular, verticalSizeClass: regular)",
        "adapt.adaptivePresentationStyle(for: pc:P3#2, traitCollection: regular/regular) -> none",
        "P0.willTransition(to: regular/regular, with: coordinator:window)",
        "P0.traitCollectionDidChange(compact/regular)",
        "P0.viewWillLayoutSubviews()",
        "P0.viewDidLayoutSubviews()",
        "root.dismiss(animated: true)",
        "P0.viewWillDisappear(true)",
        "root.willTransition(to: regular/regular, with: nil)",
        "root.viewWillAppear(true)",
        "root.traitCollectionDidChange(compact/regular)",
        "root.viewIsAppearing(true)",
        "root.viewDidAppear(true)",
        "P0.viewDidDisappear(true)",
        "root.completion",
      ])
  }
}
