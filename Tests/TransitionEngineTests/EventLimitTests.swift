import CatalogModel
import Testing

@testable import TransitionEngine

/// Issue 24 item 3: a replay stops when its timeline has `ScenarioLimits.timelineEvents` events,
/// and says at which step (Docs/scenario-format.md "Limits"), rather than growing without bound.
@Suite(.tags(.small))
struct EventLimitTests {
  /// Twenty controllers; each step inspects all of them: 40 query events per step.
  static func scenario(steps: Int) throws -> Scenario {
    let ids = (1...20).map { "C\($0)" }
    var scenario = try parseScenario(
      """
      name: many-events
      window: C1
      controllers: {\(ids.map { "\($0): {}" }.joined(separator: ", "))}
      steps:
        - inspect: [\(ids.joined(separator: ", "))]
      """)
    scenario.steps = Array(repeating: scenario.steps[0], count: steps)
    return scenario
  }

  @Test func aTimelineOfExactlyTheLimitIsWhole() throws {
    let scenario = try Self.scenario(steps: ScenarioLimits.timelineEvents / 40)
    let timeline = try TransitionEngine(profile: .uikit17).runWithinLimits(scenario)
    #expect(timeline.count == ScenarioLimits.timelineEvents)
  }

  @Test(arguments: EngineProfile.all)
  func oneEventMoreStopsTheReplayAtTheStepItReached(profile: EngineProfile) throws {
    var scenario = try Self.scenario(steps: ScenarioLimits.timelineEvents / 40 + 1)
    let location = SourceLocation(line: 77, column: 5)
    scenario.steps[scenario.steps.count - 1].location = location
    let engine = TransitionEngine(profile: profile)

    #expect(engine.run(scenario).count == ScenarioLimits.timelineEvents)
    let expected = EventLimitExceeded(
      profile: profile.name, step: scenario.steps.count - 1, location: location, limit: ScenarioLimits.timelineEvents)
    #expect(throws: expected) { try engine.runWithinLimits(scenario) }
    #expect(throws: expected) { try engine.runReportingWarnings(scenario) }
    let (timeline, explanation) = engine.explanation(of: scenario)
    #expect(explanation.eventLimitExceeded == expected)
    #expect(explanation.causes.count == timeline.count)
    #expect(
      expected.description
        == "77:5: under \(profile.name) step 5001 makes the timeline longer than 200000 events, the most a timeline "
        + "may have (Docs/scenario-format.md, 'Limits'); split the scenario, or use fewer steps or gesture frames")
  }
}
