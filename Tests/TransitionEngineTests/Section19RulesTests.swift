import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 19 of the rule book (Docs/rules/19-fourth-round.md): the rules the evidence corpus and
/// the decompiled `UIViewController` changed, each with the exact order it gives.
@Suite("Fourth evidence (rules 19.1–19.10)")
struct Section19RulesTests {
  // MARK: - Rule 19.1

  /// Rule 19.1 (DEC26's check order; eleven reports of E2 from a covered presenter): R's view left
  /// the window when M's full-screen presentation finished, so a second present on R meets E2,
  /// not E1.
  @Test func aCoveredPresenterMeetsE2() throws {
    try expectTimeline(
      """
      name: r19-1
      window: R
      controllers: {R: {}, M: {modalPresentationStyle: fullScreen}, X: {}}
      steps: [{present: M, from: R}, {present: X, from: R}]
      """, profile: .uikit8,
      """
         0.000  R.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  R.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.traitCollectionDidChange(nil)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  R.viewDidDisappear(true)
         0.350  R.completion
         0.350  R.present(X, animated: true)
         0.350  UIKit.warning("Warning: Attempt to present <X> on <R> whose view is not in the window hierarchy!")
      """)
  }

  /// Rule 19.1: while the full-screen presentation is still animating R's view is in the window,
  /// and an over-full-screen presentation never removes it: both meet E1.
  @Test func aPresenterWhoseViewStaysMeetsE1() throws {
    try expectTimeline(
      """
      name: r19-1b
      window: R
      controllers: {R: {}, M: {modalPresentationStyle: fullScreen}, X: {}}
      steps: [{present: M, from: R}, {present: X, from: R, at: 0.1}]
      """, profile: .uikit13,
      """
         0.000  R.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  R.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.100  R.present(X, animated: true)
         0.100  UIKit.warning("[Presentation] Attempt to present <X> on <R> (from <R>) which is already presenting <M>.")
         0.350  M.viewDidAppear(true)
         0.350  R.viewDidDisappear(true)
         0.350  R.completion
      """)
    let over = try replay(
      """
      name: r19-1c
      window: R
      controllers: {R: {}, M: {modalPresentationStyle: overFullScreen}, X: {}}
      steps: [{present: M, from: R}, {present: X, from: R}]
      """, profile: .uikit8)
    #expect(
      calls(over) { $0.hasPrefix("UIKit.") } == [
        #"UIKit.warning("Warning: Attempt to present <X> on <R> which is already presenting <M>")"#
      ])
  }

  // MARK: - Rule 19.2

  /// Rule 19.2 (HWPanModal 27; DEC26 `setModalPresentationStyle:`): the read made a page sheet's
  /// presentation controller, so `.fullScreen` set afterwards has no effect on the first
  /// presentation (home stays on screen), and takes effect on the next one.
  @Test func anEarlyReadKeepsTheStyleItWasMadeFor() throws {
    try expectTimeline(
      """
      name: r19-2
      window: home
      controllers: {home: {}, nav: {type: navigation, children: [page]}, page: {}}
      steps:
        - readPresentationController: nav
        - set: {controller: nav, modalPresentationStyle: fullScreen}
        - {present: nav, from: home}
        - dismiss: nav
        - {present: nav, from: home}
      """, profile: .uikit13,
      """
         0.000  nav.presentationController -> pc:nav
         0.000  home.present(nav, animated: true)
         0.000  nav.loadView()
         0.000  nav.viewDidLoad()
         0.000  nav.viewWillAppear(true)
         0.000  page.loadView()
         0.000  page.viewDidLoad()
         0.000  page.viewWillAppear(true)
         0.000  nav.viewWillLayoutSubviews()
         0.000  nav.viewDidLayoutSubviews()
         0.000  page.viewWillLayoutSubviews()
         0.000  page.viewDidLayoutSubviews()
         0.350  nav.viewDidAppear(true)
         0.350  page.viewDidAppear(true)
         0.350  home.completion
         0.350  nav.dismiss(animated: true)
         0.350  nav.viewWillDisappear(true)
         0.350  page.viewWillDisappear(true)
         0.700  nav.viewDidDisappear(true)
         0.700  page.viewDidDisappear(true)
         0.700  nav.completion
         0.700  home.present(nav, animated: true)
         0.700  home.viewWillDisappear(true)
         0.700  nav.viewWillAppear(true)
         0.700  page.viewWillAppear(true)
         0.700  nav.viewWillLayoutSubviews()
         0.700  nav.viewDidLayoutSubviews()
         0.700  page.viewWillLayoutSubviews()
         0.700  page.viewDidLayoutSubviews()
         1.050  nav.viewDidAppear(true)
         1.050  page.viewDidAppear(true)
         1.050  home.viewDidDisappear(true)
         1.050  home.completion
      """)
  }

  // MARK: - Rule 19.3

  /// Rule 19.3 (CNPGridMenu issue 9; DEC26's window-controller path): iOS 7 logs E9 and presents
  /// full screen with UIKit's own animation.
  @Test func iOS7LogsE9AndPresentsFullScreen() throws {
    try expectTimeline(
      """
      name: r19-3
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: custom}}
      steps: [{present: D, from: A}]
      """, profile: .uikit7,
      """
         0.000  A.present(D, animated: true)
         0.000  UIKit.warning("Warning: <A>-><D> UIModalPresentationCustom presentation style can only be used with an animator or with unanimated presentations.")
         0.000  D.loadView()
         0.000  D.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  D.viewWillAppear(true)
         0.000  D.viewWillLayoutSubviews()
         0.000  D.viewDidLayoutSubviews()
         0.350  D.viewDidAppear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
      """)
  }

  // MARK: - Rule 19.6

  /// Rule 19.6 (openradar 19067761 and 18481560): a second tap while the popover is being
  /// dismissed calls `dismiss` on its presenter, which rule 17.3 forwards: the presenter goes too,
  /// after the popover, and no app completion runs.
  @Test func aSecondTapDuringThePopoversDismissalTakesItsPresenter() throws {
    try expectTimeline(
      """
      name: r19-6
      device: {idiom: pad}
      window: root
      controllers: {root: {}, parent: {modalPresentationStyle: fullScreen}, popover: {modalPresentationStyle: popover}}
      steps:
        - {present: parent, from: root}
        - {present: popover, from: parent}
        - tapOutside: popover
        - {tapOutside: popover, at: "+0"}
      """, profile: .uikit8,
      """
         0.000  root.present(parent, animated: true)
         0.000  parent.loadView()
         0.000  parent.viewDidLoad()
         0.000  root.viewWillDisappear(true)
         0.000  parent.viewWillAppear(true)
         0.000  parent.traitCollectionDidChange(nil)
         0.000  parent.viewWillLayoutSubviews()
         0.000  parent.viewDidLayoutSubviews()
         0.350  parent.viewDidAppear(true)
         0.350  root.viewDidDisappear(true)
         0.350  root.completion
         0.350  parent.present(popover, animated: true)
         0.350  popover.loadView()
         0.350  popover.viewDidLoad()
         0.350  popover.viewWillAppear(true)
         0.350  popover.traitCollectionDidChange(nil)
         0.350  popover.viewWillLayoutSubviews()
         0.350  popover.viewDidLayoutSubviews()
         0.700  popover.viewDidAppear(true)
         0.700  parent.completion
         0.700  user:popover.tapOutside()
         0.700  user:popover.tapOutside()
         0.700  parent.dismiss(animated: true)
         0.700  popover.viewWillDisappear(true)
         1.050  popover.viewDidDisappear(true)
         1.050  parent.viewWillDisappear(true)
         1.050  root.viewWillAppear(true)
         1.400  root.viewDidAppear(true)
         1.400  parent.viewDidDisappear(true)
      """)
    // A delegate that answers should-dismiss avoids it (the radar's workaround;
    // before iOS 13 that is the popover delegate's method, rule 20.7).
    let answered = try replay(
      """
      name: r19-6b
      device: {idiom: pad}
      window: root
      controllers:
        root: {}
        parent: {modalPresentationStyle: fullScreen}
        popover: {modalPresentationStyle: popover, presentationControllerDelegate: d}
      adaptiveDelegates: {d: {popoverShouldDismiss: true}}
      steps:
        - {present: parent, from: root}
        - {present: popover, from: parent}
        - tapOutside: popover
        - {tapOutside: popover, at: "+0"}
      """, profile: .uikit8)
    #expect(!calls(answered).contains("parent.viewDidDisappear(true)"))
  }

  /// Rule 19.6: a tap outside dismisses through the popover's presenter, so a controller the
  /// popover's content presented over its context goes with the popover (Neuburg, iOS 8.1 and 9).
  @Test func aTapOutsideDismissesWhatThePopoverPresents() throws {
    let timeline = try replay(
      """
      name: r19-6c
      device: {idiom: pad}
      window: main
      controllers:
        main: {}
        nav: {type: navigation, children: [list], modalPresentationStyle: popover}
        list: {}
        inner: {modalPresentationStyle: currentContext}
      steps:
        - {present: nav, from: main}
        - {present: inner, from: nav}
        - tapOutside: nav
        - inspect: [main]
      """, profile: .uikit8)
    #expect(
      Array(calls(timeline).suffix(4)) == [
        "inner.viewWillDisappear(true)",
        "inner.viewDidDisappear(true)",
        "main.presentingViewController -> nil",
        "main.presentedViewController -> nil",
      ])
  }

  // MARK: - Rule 19.8

  /// Rule 19.8 (the quesera2 post; DEC26's window-controller path): on iOS 7 code right after
  /// `present` sees the presented view unloaded; it loads when the transition starts.
  @Test func iOS7LoadsThePresentedViewInPhaseB() throws {
    let yaml = """
      name: r19-8
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A}, {inspect: [B], at: "+0"}]
      """
    try expectTimeline(
      yaml, profile: .uikit7,
      """
         0.000  A.present(B, animated: true)
         0.000  B.presentingViewController -> A
         0.000  B.presentedViewController -> nil
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  B.viewDidAppear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
      """)
    #expect(
      Array(calls(try replay(yaml, profile: .uikit8)).prefix(3)) == [
        "A.present(B, animated: true)", "B.loadView()", "B.viewDidLoad()",
      ])
  }

  // MARK: - Rule 19.9

  /// Rule 19.9 (woocommerce-ios pull request 17776): 0.1 s into the sheet's dismissal a present
  /// on its presenter is not refused under uikit-17: it runs when the dismissal ends. uikit-13
  /// refuses it with E1.
  @Test func aPresentDuringADismissalWaitsUnderUIKit17() throws {
    let yaml = """
      name: r19-9
      window: home
      controllers: {home: {}, sheet: {}, next: {}}
      steps:
        - {present: sheet, from: home}
        - {dismiss: sheet}
        - {present: next, from: home, at: 0.45}
      """
    try expectTimeline(
      yaml, profile: .uikit17,
      """
         0.000  home.present(sheet, animated: true)
         0.000  sheet.loadView()
         0.000  sheet.viewDidLoad()
         0.000  sheet.viewWillAppear(true)
         0.000  sheet.viewIsAppearing(true)
         0.000  sheet.viewWillLayoutSubviews()
         0.000  sheet.viewDidLayoutSubviews()
         0.350  sheet.viewDidAppear(true)
         0.350  home.completion
         0.350  sheet.dismiss(animated: true)
         0.350  sheet.viewWillDisappear(true)
         0.450  home.present(next, animated: true)
         0.700  sheet.viewDidDisappear(true)
         0.700  sheet.completion
         0.700  next.loadView()
         0.700  next.viewDidLoad()
         0.700  next.viewWillAppear(true)
         0.700  next.viewIsAppearing(true)
         0.700  next.viewWillLayoutSubviews()
         0.700  next.viewDidLayoutSubviews()
         1.050  next.viewDidAppear(true)
         1.050  home.completion
      """)
    #expect(
      calls(try replay(yaml, profile: .uikit13)) { $0.hasPrefix("UIKit.") } == [
        #"UIKit.warning("[Presentation] Attempt to present <next> on <home> (from <home>) which is already presenting <sheet>.")"#
      ])
  }
}
