import CatalogModel
import Testing

@testable import TransitionEngine

/// Rule 5 of the rule book (Docs/rules/): who becomes the presenting controller, and what
/// `presentingViewController` / `presentedViewController` report.
@Suite("Presenting controller (rule 5)")
struct PresentingControllerRulesTests {
  /// Rules 5.1, 5.4 and 5.6 on S001's hierarchy: a navigation controller A with B and C pushed;
  /// C presents D (a navigation controller holding E); E presents F. The presenting controllers
  /// are the layer roots A and D; the sources stay C and E; the getters count ancestors.
  @Test func layerRootsPresentAndGettersCountAncestors() throws {
    let timeline = try replay(
      """
      name: s001-layers
      window: A
      controllers:
        A: {type: navigation, children: [B, C]}
        B: {}
        C: {}
        D: {type: navigation, children: [E], transitioningDelegate: t}
        E: {}
        F: {transitioningDelegate: t}
      transitioningDelegates:
        t: {retainedElsewhere: true}
      steps:
        - {present: D, from: C}
        - {present: F, from: E}
        - {inspect: [A, B, C, D, E, F]}
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("t.") } == [
        "t.animationController(forPresented: D, presenting: A, source: C) -> nil",
        "t.animationController(forPresented: F, presenting: D, source: E) -> nil",
      ])
    #expect(
      calls(timeline) { $0.contains("ViewController ->") } == [
        "A.presentingViewController -> nil", "A.presentedViewController -> D",
        "B.presentingViewController -> nil", "B.presentedViewController -> D",
        "C.presentingViewController -> nil", "C.presentedViewController -> D",
        "D.presentingViewController -> A", "D.presentedViewController -> F",
        "E.presentingViewController -> A", "E.presentedViewController -> F",
        "F.presentingViewController -> D", "F.presentedViewController -> nil",
      ])
  }

  /// Rules 5.2 items 1, 2 and 4: a current-context presentation is made by the nearest ancestor
  /// that defines a presentation context; without one, by the window's root; and a full-screen
  /// style ignores the context.
  @Test(arguments: [
    ("currentContext", true, "X"),
    ("currentContext", false, "tabs"),
    ("overCurrentContext", true, "X"),
    ("fullScreen", true, "tabs"),
  ])
  func contextPresentationsUseTheDefiningAncestor(style: String, defines: Bool, presenting: String) throws {
    let timeline = try replay(
      """
      name: context
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [X]}
        X: {children: [C], definesPresentationContext: \(defines)}
        C: {}
        D: {modalPresentationStyle: \(style)}
      steps: [{present: D, from: C}, {inspect: [D]}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("D.presentingViewController") } == ["D.presentingViewController -> \(presenting)"])
  }

  /// Rule 5.2 item 3: a navigation controller defines a presentation context by default.
  @Test func navigationControllersDefineAContextByDefault() throws {
    let timeline = try replay(
      """
      name: nav-context
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [nav]}
        nav: {type: navigation, children: [C]}
        C: {}
        D: {modalPresentationStyle: overCurrentContext}
      steps: [{present: D, from: C}, {inspect: [D, C]}]
      """)
    #expect(
      calls(timeline) { $0.contains("ViewController ->") } == [
        "D.presentingViewController -> nav", "D.presentedViewController -> nil",
        "C.presentingViewController -> nil", "C.presentedViewController -> D",
      ])
  }

  /// Rule 5.5 (S001, iOS 8): X defines a context and Y covers it with `.currentContext`. When Y
  /// presents Z full screen, Z reports X as its presenting controller (not Y); when Z is
  /// `.currentContext`, it reports Y.
  @Test(arguments: [("fullScreen", "X"), ("currentContext", "Y")])
  func currentContextPresenterQuirk(style: String, reported: String) throws {
    let timeline = try replay(
      """
      name: xyz
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [X]}
        X: {definesPresentationContext: true}
        Y: {modalPresentationStyle: currentContext}
        Z: {modalPresentationStyle: \(style), transitioningDelegate: t}
      transitioningDelegates:
        t: {retainedElsewhere: true}
      steps: [{present: Y, from: X}, {present: Z, from: Y}, {inspect: [Z, Y]}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("t.") } == [
        "t.animationController(forPresented: Z, presenting: \(reported), source: Y) -> nil"
      ])
    #expect(
      calls(timeline) { $0.contains("ViewController ->") } == [
        "Z.presentingViewController -> \(reported)", "Z.presentedViewController -> nil",
        "Y.presentingViewController -> X", "Y.presentedViewController -> Z",
      ])
  }

  /// Rule 2.1 step 8 (Q3): the relationships are visible as soon as `present` returns.
  @Test func relationshipsAreSetInPhaseA() throws {
    let timeline = try replay(
      """
      name: q3
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A}, {inspect: [B], at: "+0"}]
      """)
    let query = try #require(
      timeline.events.indices.first { timeline.canonicalCall($0) == "B.presentingViewController -> A" })
    #expect(timeline.events[query].turn == 0)
  }
}
