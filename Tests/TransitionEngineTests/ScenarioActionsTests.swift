import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 15 (Docs/rules/15-scenario-actions.md): steps inside callbacks, requests that wait for a
/// transition's completion, and authoring warnings. The fixtures `present-from-view-did-appear`,
/// `popover-tap-outside`, `read-presentation-controller-early`, `app-driven-appearance` and
/// `dimming-view-tap` pin the other actions under every profile.
@Suite("Scenario actions (rules 15.1–15.6)")
struct ScenarioActionsTests {
  /// Rules 15.1 and 15.2: a dismissal requested from `viewDidAppear(_:)` and a presentation
  /// requested from the completion block both come inside the presentation's completion, so both
  /// wait for it and then run in the order they were made; the presentation then meets E1, since
  /// `A` still presents `B` while `B`'s dismissal animates.
  @Test func requestsFromACompletionWaitAndRunInOrder() throws {
    try expectTimeline(
      """
      name: queue-order
      window: A
      controllers:
        A: {}
        B: {modalPresentationStyle: overFullScreen}
        C: {modalPresentationStyle: fullScreen}
      steps:
        - present: B
          from: A
        - dismiss: B
          during: B.viewDidAppear
        - present: C
          from: A
          during: A.completion
      """, profile: .uikit17,
      """
         0.000  A.present(B, animated: true)
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  B.viewDidAppear(true)
         0.350  B.dismiss(animated: true)
         0.350  A.completion
         0.350  A.present(C, animated: true)
         0.350  UIKit.warning("[Presentation] Attempt to present <C> on <A> (from <A>) which is already presenting <B>.")
         0.350  B.viewWillDisappear(true)
         0.700  B.viewDidDisappear(true)
         0.700  B.completion
      """)
  }

  /// Rule 15.2: a request made while the presentation still animates is not queued: E3.
  @Test func aRequestWhileAnimatingIsStillRefused() throws {
    let timeline = try replay(
      """
      name: e3-during
      window: A
      controllers: {A: {}, B: {}, C: {}}
      steps:
        - present: B
          from: A
        - present: C
          from: B
          during: B.viewWillAppear
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("UIKit.") } == [
        #"UIKit.warning("Warning: Attempt to present <C> on <B> while a presentation is in progress!")"#
      ])
    #expect(calls(timeline) { $0.hasPrefix("C.") } == [])
  }

  /// Rule 15.6: what a scenario says but cannot happen in a run is reported with its position,
  /// sorted, and never changes the timeline.
  @Test func authoringWarningsNameTheStepAndLeaveTheTimelineAlone() throws {
    let scenario = try parseScenario(
      """
      name: warnings
      window: A
      controllers:
        A: {}
        B: {}
        P: {modalPresentationStyle: fullScreen}
      transitioningDelegates:
        t: {dismissAnimator: {}}
      steps:
        - present: P
          from: A
        - tapOutside: P
        - swipeDown: P
          progress: [0.5]
        - present: B
          from: P
          during: B.viewDidAppear
        - wait: 1
        - dismiss: P
          at: 0.5
      """)
    let engine = TransitionEngine(profile: .uikit17)
    let (timeline, warnings) = try engine.runReportingWarnings(scenario)
    #expect(
      warnings.map(\.description) == [
        "8:3: transitioning delegate 't' declares a dismissal animator or interaction that UIKit never asks for: nothing retains the delegate after the presentation (rule 1.3); set 'retainedElsewhere: true' if the app keeps it",
        "12:5: 'tapOutside' needs 'P' presented as a popover; the tap does nothing",
        "13:5: 'swipeDown' on 'P', which is not a presented card sheet here; the drag does nothing",
        "15:5: step 4 never ran: B.viewDidAppear(_:) did not happen after the step before it",
        "19:5: step 6 is due at 0.500 s, before the 'wait' of step 5 ends at 1.350 s; it runs at 0.500 s, during the wait ('at' counts from the start of the run: give a time from 1.350 s, or no 'at')",
      ])
    #expect(timeline.canonicalText() == engine.run(scenario).canonicalText())
  }
}
