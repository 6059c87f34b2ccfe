import CatalogModel
import Testing

@testable import TransitionEngine

/// Rule 7.3 and the iOS 15 part of rule 10.5: `UISheetPresentationController` detents, its
/// delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, and the adaptive
/// delegate's `presentationController(_:prepare:)` (rule 8.3 item 2). Modelled from uikit-17.
@Suite("Sheet detents and prepare (rule 7.3)")
struct DetentRulesTests {
  /// A page sheet (`.automatic` on iOS 13+) whose delegate implements the detent callback, then
  /// `steps` after the presentation.
  static func sheet(delegate: String = "{didChangeSelectedDetent: true}", _ steps: String) -> String {
    """
    name: detents
    window: A
    controllers: {A: {}, D: {presentationControllerDelegate: sheet}}
    adaptiveDelegates:
      sheet: \(delegate)
    steps:
      - present: D
        from: A
    \(steps)
    """
  }

  /// Rule 7.3: the user's change is reported to the sheet's delegate, and nothing else happens:
  /// no appearance callbacks, no presentation-controller transition callbacks, no query.
  @Test func userChangeTellsTheSheetDelegate() throws {
    let timeline = try replay(Self.sheet("  - detent: D\n    to: medium"), profile: .uikit17)
    #expect(
      linesAfterPresentation(timeline) == [
        "   0.350  user:D.drag(toDetent: medium)",
        "   0.350  sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc:D)",
      ])
    #expect(timeline.events.last?.kind == .callback)
  }

  /// Rule 7.3: a programmatic change is not reported to the delegate. The timeline shows only the
  /// app's own assignment, as a `call`.
  @Test func programmaticChangeTellsTheDelegateNothing() throws {
    let timeline = try replay(Self.sheet("  - detent: D\n    to: medium\n    by: app"), profile: .uikit17)
    #expect(linesAfterPresentation(timeline) == ["   0.350  pc:D.selectedDetentIdentifier(medium)"])
    #expect(timeline.events.last?.kind == .call)
  }

  /// Rule 7.3, whole timeline: user and app changes interleaved. Only the user's real changes
  /// reach the delegate; landing on the detent already selected changes nothing; no change makes
  /// appearance or presentation-controller callbacks, and none takes virtual time.
  @Test func detentChangesMakeNoTransitionCallbacks() throws {
    try expectTimeline(
      Self.sheet(
        """
          - detent: D
            to: medium
          - detent: D
            to: large
            by: app
          - detent: D
            to: large
          - detent: D
            to: medium
            by: user
          - dismiss: D
        """), profile: .uikit17,
      presentsDOverA17 + "\n"
        + """
           0.350  user:D.drag(toDetent: medium)
           0.350  sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc:D)
           0.350  pc:D.selectedDetentIdentifier(large)
           0.350  user:D.drag(toDetent: large)
           0.350  user:D.drag(toDetent: medium)
           0.350  sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc:D)
           0.350  D.dismiss(animated: true)
           0.350  D.viewWillDisappear(true)
           0.700  D.viewDidDisappear(true)
           0.700  D.completion
        """)
  }

  /// Rule 7.3: without the delegate method, a user's change leaves no trace but the user's drag
  /// itself (rule 15.5).
  @Test func userChangeWithoutTheDelegateMethodIsSilent() throws {
    let timeline = try replay(Self.sheet(delegate: "{}", "  - detent: D\n    to: medium"), profile: .uikit17)
    #expect(linesAfterPresentation(timeline) == ["   0.350  user:D.drag(toDetent: medium)"])
  }

  /// Rule 7.3 scope (rule 7.1): only sheets have detents. A full-screen presentation has no sheet
  /// presentation controller, and the user cannot drag a sheet covered by another presentation.
  @Test func onlyAPresentedFrontSheetHasDetents() throws {
    let fullScreen = try replay(
      """
      name: full-screen
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: fullScreen, presentationControllerDelegate: sheet}}
      adaptiveDelegates:
        sheet: {didChangeSelectedDetent: true}
      steps: [{present: D, from: A}, {detent: D, to: medium}, {detent: D, to: medium, by: app}]
      """, profile: .uikit17)
    #expect(linesAfterPresentation(fullScreen).isEmpty)

    let covered = try replay(
      """
      name: covered
      window: A
      controllers: {A: {}, D: {presentationControllerDelegate: sheet}, E: {}}
      adaptiveDelegates:
        sheet: {didChangeSelectedDetent: true}
      steps:
        - {present: D, from: A}
        - {present: E, from: D}
        - {detent: D, to: medium}
        - {dismiss: E}
        - {detent: D, to: medium}
      """, profile: .uikit17)
    #expect(
      calls(covered) { $0.hasPrefix("sheet.") } == [
        "sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc:D)"
      ])
    #expect(
      calls(covered).suffix(3) == [
        "E.completion", "user:D.drag(toDetent: medium)",
        "sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc:D)",
      ])
    // The covered sheet is out of the user's reach: no drag of it before E is dismissed.
    #expect(calls(covered).filter { $0.hasPrefix("user:") }.count == 1)
  }

  /// Rules 7.3 and 8.3 item 2, whole timeline: a popover adapting to full screen in compact width
  /// creates UIKit's full-screen controller (`pc:D#2`), and `prepare` comes right after it is
  /// created, before the delegate is asked for a replacement controller and told the style.
  @Test func prepareComesRightAfterTheAdaptivePresentationControllerIsCreated() throws {
    try expectTimeline(
      """
      name: popover-prepare
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: popover, presentationControllerDelegate: adapt}}
      adaptiveDelegates:
        adapt: {prepare: true, viewControllerForAdaptivePresentationStyle: wrapInNavigation, willPresentWithAdaptiveStyle: true}
      steps: [{present: D, from: A}]
      """, profile: .uikit17,
      """
         0.000  A.present(D, animated: true)
         0.000  adapt.presentationController(pc:D, prepare: pc:D#2)
      """ + "\n" + wrapsDInANavigationController(isAppearing: true))
  }

  /// Rules 8.5 and 8.3 item 2: a trait change that adapts a live form sheet creates a new
  /// adaptive controller, which the delegate prepares before it hears the style; returning to the
  /// original controller creates nothing, so nothing is prepared. (From iOS 13 a form sheet stays
  /// a card in compact width by default, so the delegate's iOS 8.0 method, asked only in compact
  /// width, asks for full screen.)
  @Test func traitChangeAdaptationIsPrepared() throws {
    let timeline = try replay(
      formSheetThroughACompactWidth(
        "form-sheet-prepare",
        delegate: "{adaptivePresentationStyle: fullScreen, prepare: true, willPresentWithAdaptiveStyle: true}"),
      profile: .uikit17)
    #expect(
      calls(timeline) { $0.hasPrefix("keep.") } == [
        "keep.presentationController(pc:D, willPresentWithAdaptiveStyle: none, transitionCoordinator: coordinator:D)",
        "keep.adaptivePresentationStyle(for: pc:D) -> fullScreen",
        "keep.presentationController(pc:D, prepare: pc:D#2)",
        "keep.presentationController(pc:D, willPresentWithAdaptiveStyle: fullScreen, transitionCoordinator: coordinator:window)",
        "keep.presentationController(pc:D#2, willPresentWithAdaptiveStyle: formSheet, transitionCoordinator: coordinator:window)",
      ])
  }

  /// Rule 8.3 item 2: `prepare` is sent only where an adaptive controller is created, and only to
  /// a delegate that implements it, so scenarios without it keep their timelines.
  @Test func prepareIsSentOnlyWhenImplementedAndAdapting() throws {
    let popover = { (delegate: String) in
      """
      name: popover
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: popover, presentationControllerDelegate: adapt}}
      adaptiveDelegates:
        adapt: \(delegate)
      steps: [{present: D, from: A}]
      """
    }
    let withPrepare = try replay(popover("{prepare: true}"), profile: .uikit17)
    let without = try replay(popover("{prepare: false}"), profile: .uikit17)
    #expect(calls(withPrepare).filter { !$0.contains("prepare:") } == calls(without))
    let kept = try replay(
      popover("{prepare: true, adaptivePresentationStyleForTraitCollection: none}"), profile: .uikit17)
    #expect(calls(kept) { $0.contains("prepare:") }.isEmpty)
  }

  /// Rule 10.5 / issue 3: iOS 15 features are modelled from uikit-17, the first profile whose era
  /// includes them entirely; uikit-13 (iOS 13.0 sheets) and older refuse the `detent` action by
  /// name. A delegate that implements iOS 15 methods is fine in an older era: they are simply never
  /// called (rule 13.6).
  @Test(arguments: [EngineProfile.uikit13, .uikit8])
  func iOS15FeaturesAreRefusedByName(profile: EngineProfile) throws {
    let scenario = try parseScenario(
      Self.sheet(delegate: "{didChangeSelectedDetent: true, prepare: true}", "  - detent: D\n    to: medium"))
    let era = "profile \(profile.name) (\(profile.era))"
    #expect(
      TransitionEngine(profile: profile).diagnostics(for: scenario).map(\.description) == [
        "9:5: 'detent' needs UISheetPresentationController's detents, which \(era) lacks; it arrived in iOS 15, modelled from uikit-17"
      ])
    #expect(TransitionEngine(profile: .uikit17).diagnostics(for: scenario).isEmpty)
    let withoutDetent = try parseScenario(Self.sheet(delegate: "{didChangeSelectedDetent: true, prepare: true}", ""))
    #expect(TransitionEngine(profile: profile).diagnostics(for: withoutDetent).isEmpty)
    #expect(calls(TransitionEngine(profile: profile).run(withoutDetent)) { $0.hasPrefix("sheet.") } == [])
  }

  /// Profiles are data: only uikit-17 has the iOS 15 sheet APIs.
  @Test func onlyUIKit17HasTheIOS15SheetAPIs() {
    #expect(EngineProfile.all.filter(\.rules.hasSheetPresentationController) == [.uikit17])
    #expect(EngineProfile.all.filter(\.rules.hasPrepareAdaptivePresentation) == [.uikit17])
  }
}
