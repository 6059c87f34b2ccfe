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

/// A scenario named `name` in which `A` presents `D` in the `.custom` style, `D`'s transitioning
/// delegate being `t`, written as `delegate` (YAML, such as `{presentAnimator: {class: Zoom}}`);
/// with `dismissing`, `D` is then dismissed.
func customPresentation(_ name: String, delegate: String, dismissing: Bool = false) -> String {
  """
  name: \(name)
  window: A
  controllers: {A: {}, D: {modalPresentationStyle: custom, transitioningDelegate: t}}
  transitioningDelegates:
    t: \(delegate)
  steps: [{present: D, from: A}\(dismissing ? ", {dismiss: D}" : "")]
  """
}

/// A scenario named `name` on a pad in which `A` presents `D` as a form sheet whose adaptive
/// delegate `keep` is written as `delegate` (YAML); the width then turns compact and regular again.
func formSheetThroughACompactWidth(_ name: String, delegate: String) -> String {
  """
  name: \(name)
  device: {idiom: pad}
  window: A
  controllers: {A: {}, D: {modalPresentationStyle: formSheet, presentationControllerDelegate: keep}}
  adaptiveDelegates:
    keep: \(delegate)
  steps:
    - {present: D, from: A}
    - {traits: {horizontalSizeClass: compact}}
    - {traits: {horizontalSizeClass: regular}}
  """
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

/// `A` presents `D` adapted to full screen, its adaptive delegate `adapt` wrapping it in a
/// navigation controller (rule 8.3 items 2, 4 and 5): the lines from the delegate's replacement
/// controller `nav:D` up to `A`'s completion block. The presenter is covered (rule 4.3), and the
/// wrapped controller appears and is laid out after its navigation controller (rule 2.2 step 8);
/// with `isAppearing` (uikit-17), `viewIsAppearing` follows each `viewWillAppear` (rule 13.1).
func wrapsDInANavigationController(isAppearing: Bool) -> String {
  func appearing(_ name: String) -> String { isAppearing ? "\n   0.000  \(name).viewIsAppearing(true)" : "" }
  return """
       0.000  adapt.presentationController(pc:D, viewControllerForAdaptivePresentationStyle: fullScreen) -> nav:D
       0.000  nav:D.loadView()
       0.000  nav:D.viewDidLoad()
       0.000  adapt.presentationController(pc:D, willPresentWithAdaptiveStyle: fullScreen, transitionCoordinator: coordinator:D)
       0.000  A.viewWillDisappear(true)
       0.000  nav:D.viewWillAppear(true)\(appearing("nav:D"))
       0.000  D.loadView()
       0.000  D.viewDidLoad()
       0.000  D.viewWillAppear(true)\(appearing("D"))
       0.000  nav:D.viewWillLayoutSubviews()
       0.000  nav:D.viewDidLayoutSubviews()
       0.000  D.viewWillLayoutSubviews()
       0.000  D.viewDidLayoutSubviews()
       0.350  nav:D.viewDidAppear(true)
       0.350  D.viewDidAppear(true)
       0.350  A.viewDidDisappear(true)
       0.350  A.completion
    """
}
