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
