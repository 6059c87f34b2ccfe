import CatalogModel
import Testing

@testable import TransitionEngine

/// The engine's contract beyond the rules: determinism (DEVELOPERS' ground rules) and the step
/// timing of Docs/scenario-format.md, "Timing of steps".
@Suite("Determinism and step timing")
struct DeterminismAndTimingTests {
  /// The same scenario and profile always give byte-identical timelines, in both forms.
  @Test(arguments: EngineProfile.all)
  func sameScenarioGivesByteIdenticalTimelines(profile: EngineProfile) throws {
    let yaml = """
      name: determinism
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {}
        D: {modalPresentationStyle: formSheet, transitioningDelegate: t}
        E: {}
      transitioningDelegates:
        t: {retainedElsewhere: true, presentAnimator: {class: Zoom, duration: 0.25}, dismissAnimator: {class: Fade}}
      steps: [{present: D, from: A}, {present: E, from: D, animated: false}, {inspect: [A, D, E]}, {dismiss: nav}]
      """
    let first = try replay(yaml, profile: profile)
    let second = try replay(yaml, profile: profile)
    #expect(first.canonicalText() == second.canonicalText())
    #expect(first.jsonLines() == second.jsonLines())
    #expect(first.count > 20)
  }

  /// Settled steps wait for everything in flight and start in a new turn; `+0` runs in the same
  /// turn before deferred work; `at:` runs at its time, whatever is in flight; `wait` lets time pass.
  @Test func stepsStartWhenTheirTimingSays() throws {
    let timeline = try replay(
      """
      name: timing
      window: A
      controllers: {A: {}, B: {}, C: {}}
      steps: [{present: B, from: A}, {inspect: [A], at: "+0"}, {inspect: [B], at: 0.1}, {wait: 0.5}, {inspect: [C]}]
      """)
    func event(_ call: String) throws -> Event {
      let index = try #require(timeline.events.indices.first { timeline.canonicalCall($0) == call })
      return timeline.events[index]
    }
    let present = try event("A.present(B, animated: true)")
    let sameTurn = try event("A.presentingViewController -> nil")
    let atTime = try event("B.presentingViewController -> A")
    let afterWait = try event("C.presentingViewController -> nil")
    #expect(sameTurn.turn == present.turn && sameTurn.time == .zero)
    #expect(atTime.time == VirtualTime(milliseconds: 100))
    // The presentation ends at 0.35; the wait step starts then (settled) and lasts 0.5.
    #expect(afterWait.time == VirtualTime(milliseconds: 850))
    #expect(afterWait.turn > atTime.turn)
  }
}
