import CatalogModel
import Testing

@testable import TransitionEngine

/// Issue 24 item 1: steps that run in the same turn as the one before them (`at: "+0"`) ran each
/// from inside the previous one's call, so a chain of 15,000 overflowed the stack (SIGSEGV) and
/// took `run --all` and `check` of the whole catalog down with it. The chain now runs in a loop;
/// these chains are generated here, far beyond the old limit, and started in each way a step can
/// start: once the world has settled, from a timer (`at:`) and inside a callback (`during:`).
@Suite(.tags(.small))
struct LongStepChainTests {
  /// How the chain's first step starts, as its YAML timing.
  static let starts = ["{}", "{at: 2}", "{during: B.viewDidAppear}"]

  /// Steps in the chain, its first included: far beyond the 12,000 that used to pass.
  static let chainLength = 200_000

  /// Every `inspectEvery`-th step of the chain inspects `B`; the others set a property, which
  /// emits nothing.
  static let inspectEvery = 1_000

  /// `A` presents `B`, then a chain of `chainLength` same-turn steps starts as `start` says.
  static func scenario(start: String) throws -> Scenario {
    let timing = start == "{}" ? "" : ", " + start.dropFirst().dropLast()
    var scenario = try parseScenario(
      """
      name: long-chain
      window: A
      controllers: {A: {}, B: {}}
      steps:
        - {present: B, from: A}
        - {inspect: [A]\(timing)}
        - {inspect: [B], at: "+0"}
        - {set: {controller: A, modalPresentationStyle: fullScreen}, at: "+0"}
      """)
    let inspect = scenario.steps[2]
    let set = scenario.steps[3]
    scenario.steps = Array(scenario.steps.prefix(2))
    for index in 1..<chainLength {
      scenario.steps.append(index.isMultiple(of: inspectEvery) ? inspect : set)
    }
    return scenario
  }

  @Test(arguments: starts)
  func aSameTurnChainFarBeyondTheOldLimitReplaysWhole(start: String) throws {
    let scenario = try Self.scenario(start: start)
    #expect(scenario.steps.count == Self.chainLength + 1)
    for profile in [EngineProfile.uikit8, .uikit17] {
      let timeline = TransitionEngine(profile: profile).run(scenario)
      // Each inspect step makes two query events: the chain's first step and every 1,000th.
      let queries = timeline.events.indices.filter {
        let call = timeline.canonicalCall($0)
        return call.contains(".presentingViewController") || call.contains(".presentedViewController")
      }
      #expect(queries.count == 2 * (1 + (Self.chainLength - 1) / Self.inspectEvery), "\(profile.name)")
      // All of them in one turn, at one time: the chain never let the run loop turn.
      let turns = Set(queries.map { timeline.events[$0].turn })
      let times = Set(queries.map { timeline.events[$0].time })
      #expect(turns.count == 1 && times.count == 1, "\(profile.name): \(turns.count) turns, \(times.count) times")
      #expect(timeline.events.last?.kind != .exception)
    }
  }

  /// The replay that explains itself and the one that checks the presentation relationships after
  /// every step go through the same loop.
  @Test func explainingAndCheckingReplaysTakeTheLongChainToo() throws {
    let scenario = try Self.scenario(start: "{}")
    let engine = TransitionEngine(profile: .uikit17)
    let plain = engine.run(scenario)
    let explained = engine.explanation(of: scenario)
    #expect(explained.timeline == plain)
    #expect(engine.invariantViolations(scenario).isEmpty)
  }
}
