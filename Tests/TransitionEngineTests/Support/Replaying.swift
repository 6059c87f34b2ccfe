import CatalogModel
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Replays a scenario written inline as YAML.
func replay(_ yaml: String, profile: EngineProfile = .uikit8, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws -> Timeline
{
  let loaded = try ScenarioFile.parse(yaml, path: "inline.yaml")
  let engine = TransitionEngine(profile: profile)
  let problems = engine.diagnostics(for: loaded.scenario)
  #expect(problems.isEmpty, "the profile refuses the scenario: \(problems)", sourceLocation: sourceLocation)
  return engine.run(loaded.scenario)
}

/// Parses a scenario written inline as YAML.
func parseScenario(_ yaml: String) throws -> Scenario {
  try ScenarioFile.parse(yaml, path: "inline.yaml").scenario
}

/// Expects the canonical text of the scenario's timeline to be exactly `expected`.
///
/// On a mismatch the message shows the first differing line, so a failure reads as the event
/// that came out of order.
func expectTimeline(
  _ yaml: String, profile: EngineProfile = .uikit8, _ expected: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let actual = try replay(yaml, profile: profile, sourceLocation: sourceLocation).canonicalText()
  let want = expected.hasSuffix("\n") ? expected : expected + "\n"
  guard actual != want else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
  let first =
    zip(actualLines, wantLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(actualLines.count, wantLines.count)
  Issue.record(
    """
    timeline differs at line \(first + 1)
      expected: \(first < wantLines.count ? String(wantLines[first]) : "<end>")
      actual:   \(first < actualLines.count ? String(actualLines[first]) : "<end>")
    whole actual timeline:
    \(actual)
    """, sourceLocation: sourceLocation)
}

/// The lines of `timeline` whose call part (after the time) satisfies `keep`.
func calls(_ timeline: Timeline, where keep: (String) -> Bool = { _ in true }) -> [String] {
  timeline.events.indices.map { timeline.canonicalCall($0) }.filter(keep)
}

/// The canonical lines after `A`'s completion block: what follows the presentation in the
/// sheet and detent scenarios, which present `D` from `A`.
func linesAfterPresentation(_ timeline: Timeline) -> [String] {
  let start = (timeline.events.indices.first { timeline.canonicalCall($0) == "A.completion" } ?? 0) + 1
  return timeline.events.indices.suffix(from: start).map { timeline.canonicalLine($0) }
}

/// Under uikit-8, `presenter` presents `presented` full screen without animation: the lines up
/// to the presenter's completion block (rule 4.1: all at time zero, the presenter's view removed).
func presentsWithoutAnimation(_ presented: String, from presenter: String) -> String {
  """
     0.000  \(presenter).present(\(presented), animated: false)
     0.000  \(presented).loadView()
     0.000  \(presented).viewDidLoad()
     0.000  \(presenter).viewWillDisappear(false)
     0.000  \(presented).viewWillAppear(false)
     0.000  \(presented).traitCollectionDidChange(nil)
     0.000  \(presented).viewWillLayoutSubviews()
     0.000  \(presented).viewDidLayoutSubviews()
     0.000  \(presented).viewDidAppear(false)
     0.000  \(presenter).viewDidDisappear(false)
     0.000  \(presenter).completion
  """
}

/// Under uikit-17, `A` presents `D` as a sheet or popover that keeps `A` on screen: the lines up to
/// `A`'s completion block (rule 13.1: `viewIsAppearing` right after `viewWillAppear`). Tests append
/// what follows.
let presentsDOverA17 = """
     0.000  A.present(D, animated: true)
     0.000  D.loadView()
     0.000  D.viewDidLoad()
     0.000  D.viewWillAppear(true)
     0.000  D.viewIsAppearing(true)
     0.000  D.viewWillLayoutSubviews()
     0.000  D.viewDidLayoutSubviews()
     0.350  D.viewDidAppear(true)
     0.350  A.completion
  """
