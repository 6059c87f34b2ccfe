import CatalogModel
import Foundation
import Testing

@testable import TransitionEngine

/// Section 10 of the rule book (Docs/rules/): what each profile changes, and neighbouring profiles differing
/// exactly where the rules say they do.
@Suite("Profiles (section 10)")
struct ProfileRulesTests {
  /// The lines only in `a`, and the lines only in `b`, of two timelines of the same scenario.
  static func difference(_ yaml: String, _ a: EngineProfile, _ b: EngineProfile) throws -> (
    onlyA: [String], onlyB: [String]
  ) {
    let left = try replay(yaml, profile: a).canonicalText().split(separator: "\n").map(String.init)
    let right = try replay(yaml, profile: b).canonicalText().split(separator: "\n").map(String.init)
    return (left.filter { !right.contains($0) }, right.filter { !left.contains($0) })
  }

  /// Profiles are data: names, rules versions and one-line summaries, oldest first.
  @Test func profilesAreListedOldestFirst() {
    #expect(EngineProfile.all.map(\.name) == ["uikit-7", "uikit-8", "uikit-13", "uikit-17"])
    #expect(EngineProfile.all.allSatisfy { $0.rulesVersion >= 1 && !$0.summary.isEmpty })
    #expect(EngineProfile.named("uikit-13") == .uikit13)
    #expect(EngineProfile.newest == .uikit17)
  }

  /// uikit-7 → uikit-8 (rules 4.1 item 7, 10.1–10.2, 17.1, 19.3): an animated `.custom`
  /// presentation without an animator logs E9 on iOS 7 and goes on full screen, so the presenter
  /// disappears; on iOS 8 the delegate is asked for a presentation controller and, getting none,
  /// UIKit's base controller keeps the presenter on screen.
  @Test func uikit7LogsE9WhereUIKit8AsksForAPresentationController() throws {
    let (only7, only8) = try Self.difference(
      customPresentation("e9", delegate: "{}"), .uikit7, .uikit8)
    #expect(
      only7 == [
        #"   0.000  UIKit.warning("Warning: <A>-><D> UIModalPresentationCustom presentation style can only be used with an animator or with unanimated presentations.")"#,
        "   0.000  A.viewWillDisappear(true)",
        "   0.350  A.viewDidDisappear(true)",
      ])
    #expect(
      only8 == [
        "   0.000  t.presentationController(forPresented: D, presenting: A, source: A) -> nil",
        "   0.000  D.traitCollectionDidChange(nil)",
      ])
  }

  /// uikit-7 (rule 13.5, resolving Q1 against rule 10.1's first reading): `.custom` with an
  /// animator keeps the presenter's view, so the presenter gets no appearance callbacks, and there
  /// are no presentation-controller events.
  @Test func uikit7CustomKeepsThePresentersView() throws {
    let timeline = try replay(
      customPresentation("ios7-custom", delegate: "{presentAnimator: {class: Zoom, duration: 0.5}}"), profile: .uikit7)
    // Rule 13.5: the presenter's view stays; it hears no appearance callbacks.
    #expect(calls(timeline) { $0.hasPrefix("A.view") } == [])
    #expect(calls(timeline) { $0.hasPrefix("pc:") || $0.contains("presentationController") }.isEmpty)
  }

  /// uikit-8 → uikit-13 (Appendix A item 4, rule 10.3): the same `.automatic` presentation gives
  /// the presenter `viewWillDisappear`/`viewDidDisappear` under uikit-8 and not under uikit-13.
  @Test func automaticStyleChangesBetweenUIKit8AndUIKit13() throws {
    let (only8, only13) = try Self.difference(
      """
      name: ios13-default
      window: nav
      controllers: {nav: {type: navigation, children: [A]}, A: {}, D: {}}
      steps: [{present: D, from: A}, {dismiss: D}]
      """, .uikit8, .uikit13)
    #expect(
      only8 == [
        "   0.000  nav.viewWillDisappear(true)", "   0.000  A.viewWillDisappear(true)",
        // Rule 14.4: before iOS 13 a controller's first traits arrive once its view is in the window.
        "   0.000  D.traitCollectionDidChange(nil)",
        "   0.350  nav.viewDidDisappear(true)", "   0.350  A.viewDidDisappear(true)",
        "   0.350  nav.viewWillAppear(true)", "   0.350  A.viewWillAppear(true)",
        "   0.700  nav.viewDidAppear(true)", "   0.700  A.viewDidAppear(true)",
      ])
    #expect(only13.isEmpty)
  }

  /// uikit-13 → uikit-17 (rule 13.1, replacing rule 2.2 step 9's position; rule 10.6): only
  /// `viewIsAppearing(_:)` is added, right after `viewWillAppear` and before the controller's own
  /// layout callbacks.
  @Test func uikit17AddsViewIsAppearing() throws {
    let yaml = """
      name: appearing
      window: A
      controllers: {A: {}, D: {modalPresentationStyle: fullScreen}}
      steps: [{present: D, from: A}, {dismiss: D}]
      """
    let (only13, only17) = try Self.difference(yaml, .uikit13, .uikit17)
    #expect(only13.isEmpty)
    #expect(only17 == ["   0.000  D.viewIsAppearing(true)", "   0.350  A.viewIsAppearing(true)"])
    let lines = calls(try replay(yaml, profile: .uikit17))
    let position = try #require(lines.firstIndex(of: "D.viewIsAppearing(true)"))
    #expect(lines[position - 1] == "D.viewWillAppear(true)")
    #expect(lines[position + 1] == "D.viewWillLayoutSubviews()")
    #expect(lines[(position + 1)...].contains { $0.hasPrefix("D.viewDidAppear") })
  }

  /// Console texts follow the era (section 9 preamble, rule 10.4).
  @Test func consoleTextsFollowTheEra() throws {
    let yaml = """
      name: e2
      window: A
      controllers: {A: {}, B: {}, C: {}}
      steps: [{present: C, from: B}]
      """
    #expect(
      calls(try replay(yaml, profile: .uikit8)).last
        == #"UIKit.warning("Warning: Attempt to present <C> on <B> whose view is not in the window hierarchy!")"#)
    #expect(
      calls(try replay(yaml, profile: .uikit17)).last
        == #"UIKit.warning("[Presentation] Attempt to present <C> on <B> (from <B>) whose view is not in the window hierarchy.")"#
    )
  }

  /// Issue 3 with rule 13.6: a profile refuses, by name, a style its era lacks; the delegate
  /// methods of a later era (a presentation controller, the adaptive delegate) are simply never
  /// called, as an app built for iOS 8 running on iOS 7 would see.
  @Test func uikit7RefusesWhatIOS7Lacks() throws {
    let yaml = """
      name: ios8-things
      window: A
      controllers:
        A: {}
        D: {modalPresentationStyle: popover, transitioningDelegate: t, presentationControllerDelegate: adapt}
      transitioningDelegates:
        t: {presentationController: {}}
      adaptiveDelegates:
        adapt: {willPresentWithAdaptiveStyle: true}
      steps: [{present: D, from: A}]
      """
    let scenario = try parseScenario(yaml)
    let messages = TransitionEngine(profile: .uikit7).diagnostics(for: scenario).map(\.description)
    #expect(
      messages == [
        "5:31: style 'popover' of controller 'D' does not exist in profile uikit-7 (iOS 7); it arrived in uikit-8"
      ])
    #expect(TransitionEngine(profile: .uikit8).diagnostics(for: scenario).isEmpty)
    let fullScreen = try parseScenario(yaml.replacingOccurrences(of: "modalPresentationStyle: popover, ", with: ""))
    #expect(TransitionEngine(profile: .uikit7).diagnostics(for: fullScreen).isEmpty)
    let timeline = TransitionEngine(profile: .uikit7).run(fullScreen)
    #expect(
      calls(timeline) { $0.hasPrefix("adapt.") || $0.contains("presentationController") || $0.hasPrefix("pc:") } == [])
    #expect(calls(timeline).contains("D.viewDidAppear(true)"))
  }
}
