import CatalogModel
import CatalogTestSupport
import Testing

@testable import TransitionEngine

/// The invariant checker finds each kind of broken timeline: a checker that cannot fail would make
/// the fixture and generated invariant tests worthless.
@Suite(.tags(.small))
struct TimelineInvariantsTests {
  static func rulesFound(_ lines: [String], profile: EngineProfile = .uikit17) throws -> [String] {
    let timeline = try Timeline(canonicalText: lines.map { "   0.000  " + $0 }.joined(separator: "\n") + "\n")
    return TimelineInvariants.violations(in: timeline, rules: profile.rules).map(\.rule)
  }

  @Test func aBalancedAppearancePasses() throws {
    #expect(
      try Self.rulesFound([
        "A.present(B, animated: true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "A.completion",
      ]) == [])
  }

  @Test func disappearingTwiceWithoutAnAppearanceIsRule16_1() throws {
    #expect(
      try Self.rulesFound([
        "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)",
      ]) == ["16.1"])
  }

  @Test func anAppearanceLeftOpenIsRule16_1() throws {
    #expect(try Self.rulesFound(["B.viewWillAppear(true)", "B.viewIsAppearing(true)"]) == ["16.1"])
  }

  @Test func viewIsAppearingMissingTwiceOrInTheWrongProfileIsRule16_2() throws {
    #expect(try Self.rulesFound(["B.viewWillAppear(true)", "B.viewDidAppear(true)"]) == ["16.2"])
    #expect(
      try Self.rulesFound([
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewIsAppearing(true)",
        "B.viewDidAppear(true)",
      ]) == ["16.2"])
    #expect(
      try Self.rulesFound(
        ["B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)"],
        profile: .uikit13) == ["16.2"])
  }

  @Test func anUnendedOrUnbegunTransitionIsRule16_3() throws {
    #expect(try Self.rulesFound(["pc:B.presentationTransitionWillBegin()"]) == ["16.3"])
    #expect(try Self.rulesFound(["pc:B.dismissalTransitionDidEnd(true)"]) == ["16.3"])
  }

  @Test func containmentCallbacksThatDoNotPairAreRule16_7() throws {
    // A push and a pop, each with its pair: nothing to report.
    #expect(
      try Self.rulesFound([
        "B.willMove(toParent: nav)", "B.didMove(toParent: nav)", "B.willMove(toParent: nil)",
        "B.didMove(toParent: nil)",
      ]) == [])
    // A didMove without its willMove, or to another parent.
    #expect(try Self.rulesFound(["B.didMove(toParent: nav)"]) == ["16.7"])
    #expect(
      try Self.rulesFound(["B.willMove(toParent: nav)", "B.didMove(toParent: nil)", "B.didMove(toParent: nav)"])
        .allSatisfy { $0 == "16.7" })
    // A willMove to a parent never followed by its didMove, though the controller appeared.
    #expect(
      try Self.rulesFound([
        "B.willMove(toParent: nav)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
      ]) == ["16.7"])
    // Added out of the window and not shown yet: its didMove follows its viewDidAppear (rule 18.17).
    #expect(try Self.rulesFound(["B.willMove(toParent: nav)"]) == [])
    // Two willMoves to a parent in a row.
    #expect(
      try Self.rulesFound([
        "B.willMove(toParent: nav)", "B.willMove(toParent: nav)", "B.didMove(toParent: nav)",
      ]) == ["16.7"])
    // A cancelled back swipe: the controller that heard willMove(toParent: nil) stays on screen
    // without didMove, and a later pop says willMove(toParent: nil) again (rule 18.10 item 6).
    #expect(
      try Self.rulesFound([
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "B.willMove(toParent: nil)",
        "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "B.didMove(toParent: nil)",
      ]) == [])
    // A cancelled back swipe whose controller a full-screen presentation covers afterwards: still
    // in the stack, still without didMove (a fuzz finding, kept in the fuzz regressions).
    #expect(
      try Self.rulesFound([
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "B.viewWillDisappear(true)",
        "B.viewDidDisappear(true)",
      ]) == [])
    // A willMove(toParent: nil) left open by a controller that is not on screen is no cancelled swipe.
    #expect(
      try Self.rulesFound(["B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
        == ["16.7"])
  }

  @Test func aDidShowOfAnotherControllerOrATimeTooManyIsRule16_8() throws {
    #expect(
      try Self.rulesFound([
        "log.navigationController(nav, willShow: B, animated: true)",
        "log.navigationController(nav, didShow: B, animated: true)",
      ]) == [])
    // A first appearance: didShow twice after one willShow (rule 18.11 item 3).
    #expect(
      try Self.rulesFound([
        "log.navigationController(nav, willShow: A, animated: false)",
        "log.navigationController(nav, didShow: A, animated: false)",
        "log.navigationController(nav, didShow: A, animated: false)",
      ]) == [])
    #expect(
      try Self.rulesFound([
        "log.navigationController(nav, willShow: B, animated: true)",
        "log.navigationController(nav, didShow: A, animated: true)",
      ]) == ["16.8"])
    #expect(
      try Self.rulesFound([
        "log.navigationController(nav, willShow: B, animated: true)",
        "log.navigationController(nav, didShow: B, animated: true)",
        "log.navigationController(nav, didShow: B, animated: true)",
        "log.navigationController(nav, didShow: B, animated: true)",
      ]) == ["16.8"])
    // A delegate that does not implement willShow: its didShow pairs with nothing.
    #expect(try Self.rulesFound(["log.navigationController(nav, didShow: B, animated: true)"]) == [])
  }

  /// Rule 16.9 is checked on the replay's state: a stack whose child names another parent, or a
  /// parent that does not hold its child, is reported once no transition is in flight.
  @Test func stacksThatDisagreeWithTheParentsAreRule16_9() throws {
    let scenario = try parseScenario(
      """
      name: stacks
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B]}
        A: {}
        B: {}
        C: {}
      steps:
        - inspect: [nav.viewControllers]
      """)
    var replay = Replay(scenario: scenario, profile: .uikit17)
    _ = replay.run()
    #expect(replay.stackProblems(after: 0).isEmpty)
    let b = scenario.controllers.firstIndex { $0.id == "B" }!
    let c = scenario.controllers.firstIndex { $0.id == "C" }!
    replay.controllers[b].parent = nil
    replay.controllers[c].parent = scenario.window.index
    let problems = replay.stackProblems(after: 0)
    #expect(problems.count == 2, "\(problems)")
    #expect(problems.contains { $0.contains("'B' is in 'nav' but its parent is nil") })
    #expect(problems.contains { $0.contains("the parent of 'C' is 'nav', which does not hold it") })
  }

  @Test func aSecondCompletionIsRule16_4() throws {
    #expect(try Self.rulesFound(["A.dismiss(animated: false)", "A.completion", "A.completion"]) == ["16.4"])
  }

  @Test func anEventAfterAnExceptionIsRule16_5() throws {
    let timeline = try Timeline(
      canonicalText: """
           0.000  A.present(A, animated: true)
           0.000  UIKit.exception("Application tried to present modally an active controller.")
           0.000  A.viewWillDisappear(true)

        """)
    #expect(
      TimelineInvariants.violations(in: timeline, rules: EngineProfile.uikit17.rules).map(\.rule).contains("16.5"))
  }

  @Test func viewsAddedByHandAreExempt() throws {
    #expect(try Self.rulesFound(["A.addSubview(B)", "B.viewWillAppear(true)"]) == [])
  }
}
