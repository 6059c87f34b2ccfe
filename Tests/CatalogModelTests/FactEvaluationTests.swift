import CatalogModel
import Testing

/// How an `expect:` fact is judged on a timeline (issue 27 item 2): each claim holds or fails,
/// and a failure names why and the events that break it.
@Suite(.tags(.small))
struct FactEvaluationTests {
  /// `R` presents `D` over a full screen: the presenter disappears; a warning with a text.
  static let timeline: Timeline =
    (try? Timeline(
      canonicalText: """
           0.000  R.present(D, animated: true)
           0.000  D.viewWillAppear(true)
           0.000  R.viewWillDisappear(true)
           0.000  pc:D.shouldPresentInFullscreen -> false
           0.350  D.viewDidAppear(true)
           0.350  R.viewDidDisappear(true)
           0.400  UIKit.warning("Attempt to present <E> on <R> which is already presenting (null)")
           0.500  D.viewWillAppear(false)
        """)) ?? Timeline()

  static func pattern(_ text: String) -> EventPattern {
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    return EventPattern(receiver: parts[0], member: parts[1])
  }

  static func judge(_ claim: ScenarioFact.Claim, result: String? = nil) -> FactResult {
    ScenarioFact(claim, result: result).evaluate(in: timeline)
  }

  @Test func anOrderHoldsOrNamesTheTwoEvents() {
    #expect(
      Self.judge(.order(before: Self.pattern("D.viewWillAppear"), after: Self.pattern("R.viewDidDisappear"))).holds)
    let wrong = Self.judge(.order(before: Self.pattern("D.viewDidAppear"), after: Self.pattern("R.viewWillDisappear")))
    #expect(!wrong.holds)
    #expect(wrong.reason == "'D.viewDidAppear' (event 4) comes after 'R.viewWillDisappear' (event 2)")
    #expect(wrong.events == [2, 4])
    // The second occurrence of D.viewWillAppear comes after D.viewDidAppear.
    let second = Self.judge(
      .order(before: Self.pattern("D.viewWillAppear"), after: Self.pattern("D.viewDidAppear"), occurrences: (2, 1)))
    #expect(second.reason == "'D.viewWillAppear' (2nd occurrence) (event 7) comes after 'D.viewDidAppear' (event 4)")
    let missing = Self.judge(
      .order(before: Self.pattern("D.viewWillAppear"), after: Self.pattern("D.viewDidAppear"), occurrences: (3, 1)))
    #expect(missing.reason == "'D.viewWillAppear' happens twice; the fact needs its 3rd occurrence")
    #expect(missing.events == [1, 7])
  }

  @Test func aMemberWithoutParenthesesNamesEveryMemberOfThatName() {
    #expect(Self.judge(.count(Self.pattern("D.viewWillAppear"), times: 2)).holds)
    #expect(Self.judge(.count(Self.pattern("D.viewWillAppear(_:)"), times: 2)).holds)
    #expect(Self.judge(.count(Self.pattern("D.viewWillAppear()"), times: 0)).holds)
    let count = Self.judge(.count(Self.pattern("D.viewWillAppear"), times: 1))
    #expect(count.reason == "'D.viewWillAppear' happens twice, not once: events 1 and 7")
  }

  @Test func absentAndPresentWithArgumentsAndResults() {
    let absent = Self.judge(.absent(Self.pattern("R.viewWillDisappear")))
    #expect(absent.reason == "'R.viewWillDisappear' happens once: event 2")
    #expect(absent.events == [2])
    #expect(Self.judge(.present(Self.pattern("UIKit.warning"), argumentContains: "already presenting (null)")).holds)
    let text = Self.judge(.present(Self.pattern("UIKit.warning"), argumentContains: "in progress"))
    #expect(text.reason == "'UIKit.warning' happens once, but no argument contains \"in progress\": event 6")
    #expect(
      Self.judge(.present(Self.pattern("pc:D.shouldPresentInFullscreen"), argumentContains: nil), result: "false").holds
    )
    let result = Self.judge(
      .present(Self.pattern("pc:D.shouldPresentInFullscreen"), argumentContains: nil), result: "true")
    #expect(result.reason == "'pc:D.shouldPresentInFullscreen' with result true never happens")
  }

  @Test func profilesNarrowWhereAFactApplies() {
    var scenario = Scenario(name: "x", window: ControllerID(0))
    scenario.facts = [
      ScenarioFact(.absent(Self.pattern("R.viewWillDisappear")), profiles: ["uikit-13"]),
      ScenarioFact(.absent(Self.pattern("R.viewDidAppear"))),
    ]
    #expect(scenario.evaluateFacts(in: Self.timeline, profile: "uikit-8").map(\.number) == [2])
    #expect(scenario.evaluateFacts(in: Self.timeline, profile: "uikit-13").map(\.holds) == [false, true])
  }
}
