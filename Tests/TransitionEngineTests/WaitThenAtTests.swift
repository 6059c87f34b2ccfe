import CatalogModel
import Testing

@testable import TransitionEngine

/// Issue 24 item 8: an `at:` step after a `wait` whose time lies before the wait ends ran back in
/// time, during the wait, without a word. It still runs then (the timeline is unchanged: `at`
/// counts from the start of the run), and rule 15.6 now says so.
@Suite(.tags(.small))
struct WaitThenAtTests {
  static let scenario = """
    name: wait-then-at
    window: A
    controllers: {A: {}, B: {}}
    steps:
      - present: B
      - wait: 2
      - inspect: [A]
        at: 1
      - inspect: [B]
    """

  @Test(arguments: EngineProfile.all)
  func anAtBeforeTheWaitEndsIsAWarning(profile: EngineProfile) throws {
    let scenario = try parseScenario(Self.scenario)
    let (timeline, warnings) = try TransitionEngine(profile: profile).runReportingWarnings(scenario)
    #expect(
      warnings.map(\.description) == [
        "7:5: step 3 is due at 1.000 s, before the 'wait' of step 2 ends at 2.350 s; it runs at 1.000 s, during the "
          + "wait ('at' counts from the start of the run: give a time from 2.350 s, or no 'at')"
      ])
    // The timeline is the one it always was: the step at 1 s, the last one after the wait.
    let lines = timeline.events.indices.map { timeline.canonicalLine($0) }.filter { $0.contains("ViewController") }
    #expect(lines.first?.hasPrefix("   1.000  A.presentingViewController") == true, "\(lines)")
    #expect(lines.last?.hasPrefix("   2.350  B.presentedViewController") == true, "\(lines)")
  }

  @Test func anAtAfterTheWaitEndsIsNoWarning() throws {
    let scenario = try parseScenario(Self.scenario.replacingOccurrences(of: "at: 1", with: "at: 2.4"))
    let (_, warnings) = try TransitionEngine(profile: .uikit17).runReportingWarnings(scenario)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
