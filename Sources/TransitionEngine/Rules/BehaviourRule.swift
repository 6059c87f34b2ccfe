/// A behaviour rule of the rule book (`Docs/rules/`), as `catalog explain` names it beside each
/// event: the rule the engine was applying when it emitted the event.
///
/// Titles and pages are those of the rule book's headings (`## Rule 2.2 Phase B: the deferred
/// start` in `02-presentation.md`); `ExplainTests` keeps them in step.
public enum BehaviourRule: UInt8, CaseIterable, Sendable, Hashable {
  /// No rule was set when the event was emitted: a gap a test fails on.
  case unattributed
  case rule1Dot1
  case rule1Dot2
  case rule1Dot3
  case rule1Dot4
  case rule2Dot1
  case rule2Dot2
  case rule2Dot3
  case rule2Dot4
  case rule2Dot5
  case rule2Dot6
  case rule2Dot7
  case rule3Dot1
  case rule3Dot2
  case rule3Dot3
  case rule3Dot4
  case rule4Dot1
  case rule4Dot2
  case rule4Dot3
  case rule4Dot4
  case rule5Dot1
  case rule5Dot2
  case rule5Dot3
  case rule5Dot4
  case rule5Dot5
  case rule5Dot6
  case rule6Dot1
  case rule6Dot2
  case rule6Dot3
  case rule6Dot4
  case rule6Dot5
  case rule6Dot6
  case rule6Dot7
  case rule7Dot1
  case rule7Dot2
  case rule7Dot3
  case rule8Dot1
  case rule8Dot2
  case rule8Dot3
  case rule8Dot4
  case rule8Dot5
  case rule9Dot1
  case rule9Dot2
  case rule13Dot1
  case rule13Dot2
  case rule13Dot3
  case rule13Dot4
  case rule13Dot5
  case rule13Dot6
  case rule14Dot1
  case rule14Dot2
  case rule14Dot3
  case rule14Dot4
  case rule14Dot5
  case rule14Dot6
  case rule15Dot1
  case rule15Dot2
  case rule15Dot3
  case rule15Dot4
  case rule15Dot5
  case rule15Dot6
  case rule16Dot1
  case rule16Dot2
  case rule16Dot3
  case rule16Dot4
  case rule16Dot5
  case rule16Dot6
  case rule16Dot7
  case rule16Dot8
  case rule16Dot9
  case rule17Dot1
  case rule17Dot2
  case rule17Dot3
  case rule17Dot4
  case rule17Dot5
  case rule17Dot6
  case rule18Dot1
  case rule18Dot2
  case rule18Dot3
  case rule18Dot4
  case rule18Dot5
  case rule18Dot6
  case rule18Dot7
  case rule18Dot8
  case rule18Dot9
  case rule18Dot10
  case rule18Dot11
  case rule18Dot12
  case rule18Dot13
  case rule18Dot14
  case rule18Dot15
  case rule18Dot16
  case rule18Dot17
  case rule18Dot18
  case rule18Dot19
  case rule18Dot20
  case rule18Dot21
  case rule18Dot22
  case rule19Dot1
  case rule19Dot2
  case rule19Dot3
  case rule19Dot4
  case rule19Dot5
  case rule19Dot6
  case rule19Dot7
  case rule19Dot8
  case rule19Dot9
  case rule19Dot10
  case rule20Dot1
  case rule20Dot2
  case rule20Dot3
  case rule20Dot4
  case rule20Dot5
  case rule20Dot6
  case rule20Dot7

  /// `2.2`.
  public var id: String { Self.book[Int(rawValue)].id }

  /// The heading's text after the number: `Phase B: the deferred start`.
  public var title: String { Self.book[Int(rawValue)].title }

  /// The rule book page: `02-presentation.md`.
  public var page: String { Self.book[Int(rawValue)].page }

  /// `Docs/rules/02-presentation.md#rule-2.2`.
  public var link: String { "Docs/rules/\(page)#rule-\(id)" }

  /// Number, title and page of each case, in the cases' order.
  private static let book: [(id: String, title: String, page: String)] = [
    ("?", "no rule recorded", ""),
    ("1.1", "What exists per presentation", "01-object-model.md"),
    ("1.2", "The presentation controller is a small state machine", "01-object-model.md"),
    ("1.3", "The transitioning delegate is weak", "01-object-model.md"),
    ("1.4", "The presentation controller's decision inputs", "01-object-model.md"),
    ("2.1", "Phase A: inside `present`", "02-presentation.md"),
    ("2.2", "Phase B: the deferred start", "02-presentation.md"),
    ("2.3", "Phase C: the animation", "02-presentation.md"),
    ("2.4", "Phase D: inside `completeTransition(true)`", "02-presentation.md"),
    ("2.5", "The whole presentation, in one list", "02-presentation.md"),
    ("2.6", "How often queries repeat", "02-presentation.md"),
    ("2.7", "iOS 7: no presentation controller", "02-presentation.md"),
    ("3.1", "Phase A: inside `dismiss`", "03-dismissal.md"),
    ("3.2", "Phase B: the deferred start", "03-dismissal.md"),
    ("3.3", "Phase D: inside `completeTransition(true)`", "03-dismissal.md"),
    ("3.4", "The whole dismissal, in one list", "03-dismissal.md"),
    ("4.1", "`animated: false`", "04-styles.md"),
    ("4.2", "What each style does (iOS 8 and later)", "04-styles.md"),
    ("4.3", "Who hears appearance callbacks", "04-styles.md"),
    ("4.4", "A transitioning delegate without `.custom`", "04-styles.md"),
    ("5.1", "Full-screen styles: the root of the presentation layer", "05-presenting-controller.md"),
    ("5.2", "Current-context styles: the nearest context", "05-presenting-controller.md"),
    ("5.3", "The context can choose the transition style", "05-presenting-controller.md"),
    ("5.4", "What the getters return", "05-presenting-controller.md"),
    ("5.5", "The X/Y/Z quirk (iOS 8)", "05-presenting-controller.md"),
    ("5.6", "Source versus presenting", "05-presenting-controller.md"),
    ("6.1", "Roles", "06-interactive.md"),
    ("6.2", "The context during an interaction", "06-interactive.md"),
    ("6.3", "An interactive dismissal that finishes", "06-interactive.md"),
    ("6.4", "An interactive dismissal that is cancelled", "06-interactive.md"),
    ("6.5", "An interactive presentation that is cancelled", "06-interactive.md"),
    ("6.6", "When the interaction controller is asked", "06-interactive.md"),
    ("6.7", "Gesture frames", "06-interactive.md"),
    ("7.1", "Which presentations are sheets", "07-sheets.md"),
    ("7.2", "The user drags a sheet down", "07-sheets.md"),
    ("7.3", "iOS 15 sheet presentation controllers", "07-sheets.md"),
    ("8.1", "When adaptation is decided", "08-adaptivity.md"),
    ("8.2", "Resolving the style", "08-adaptivity.md"),
    ("8.3", "Applying the style", "08-adaptivity.md"),
    ("8.4", "iOS 8.0 quirks (S001)", "08-adaptivity.md"),
    ("8.5", "Traits change while presented", "08-adaptivity.md"),
    ("9.1", "Custom-segue pitfalls", "09-errors.md"),
    ("9.2", "Driving appearance by hand on top of UIKit", "09-errors.md"),
    ("13.1", "`viewIsAppearing(_:)`: where, and how often", "13-second-round.md"),
    ("13.2", "Popovers and the iOS 8.0 delegate method in compact height", "13-second-round.md"),
    ("13.3", "Presenting with `.none` raises", "13-second-round.md"),
    ("13.4", "iOS 7: dismissing `.custom` without a dismissal animator", "13-second-round.md"),
    ("13.5", "iOS 7 `.custom` keeps the presenter's view", "13-second-round.md"),
    ("13.6", "What a scenario must be able to say", "13-second-round.md"),
    ("14.1", "One coordinator, `willTransition(to:with:)` parents first", "14-trait-changes.md"),
    ("14.2", "Size changes: `viewWillTransition(to:with:)`", "14-trait-changes.md"),
    ("14.3", "The traits apply: `traitCollectionDidChange(_:)`", "14-trait-changes.md"),
    ("14.4", "Controllers that were off screen, and a controller's first traits", "14-trait-changes.md"),
    ("14.5", "The appearance transitions end with the coordinator", "14-trait-changes.md"),
    ("14.6", "iOS 7", "14-trait-changes.md"),
    ("15.1", "A step inside a callback", "15-scenario-actions.md"),
    ("15.2", "Requests while a transition is in progress", "15-scenario-actions.md"),
    ("15.3", "The app drives appearance itself", "15-scenario-actions.md"),
    ("15.4", "Reading `presentationController` early", "15-scenario-actions.md"),
    ("15.5", "User dismissals other than a sheet drag", "15-scenario-actions.md"),
    ("15.6", "Authoring warnings", "15-scenario-actions.md"),
    ("16.1", "Appearance callbacks are balanced", "16-invariants.md"),
    ("16.2", "`viewIsAppearing` once per appearance", "16-invariants.md"),
    ("16.3", "Presentation-controller transitions pair up", "16-invariants.md"),
    ("16.4", "At most one completion per request", "16-invariants.md"),
    ("16.5", "Nothing after an exception", "16-invariants.md"),
    ("16.6", "The relationships agree", "16-invariants.md"),
    ("16.7", "Containment callbacks pair up", "16-invariants.md"),
    ("16.8", "`didShow` follows its `willShow`", "16-invariants.md"),
    ("16.9", "The stacks agree", "16-invariants.md"),
    ("17.1", "`.custom` without the app's presentation controller", "17-third-round.md"),
    ("17.2", "No animators without animation", "17-third-round.md"),
    ("17.3", "A second `dismiss` during a dismissal goes one level further", "17-third-round.md"),
    ("17.4", "Old texts: a refusal in the turn of the presenter's request names `(null)`", "17-third-round.md"),
    ("17.5", "iOS 8–12: the app's presentation controller ignores the context", "17-third-round.md"),
    ("17.6", "Modern texts: E3 for a presenter whose request has not started", "17-third-round.md"),
    ("18.1", "The model: a stack, a conductor, and who is on screen at the start", "18-containers.md"),
    ("18.2", "Phase A of a push", "18-containers.md"),
    ("18.3", "Phase B: the deferred start in N's layout pass", "18-containers.md"),
    ("18.4", "Phase D: an animated push or pop completes", "18-containers.md"),
    ("18.5", "A stack change without animation", "18-containers.md"),
    ("18.6", "`popViewController(animated:)`", "18-containers.md"),
    ("18.7", "`popToViewController(_:animated:)` and `popToRootViewController(animated:)`", "18-containers.md"),
    ("18.8", "`setViewControllers(_:animated:)`", "18-containers.md"),
    ("18.9", "The swipe back that finishes", "18-containers.md"),
    ("18.10", "The swipe back that is cancelled", "18-containers.md"),
    ("18.11", "The navigation controller's own appearance", "18-containers.md"),
    ("18.12", "The transition coordinator", "18-containers.md"),
    ("18.13", "Several changes in one turn", "18-containers.md"),
    ("18.14", "A change requested while a transition runs", "18-containers.md"),
    ("18.15", "Presenting from a pushed controller", "18-containers.md"),
    ("18.16", "A stack change while a sheet or an over-context presentation is shown", "18-containers.md"),
    ("18.17", "A stack change while a full-screen presentation covers N", "18-containers.md"),
    ("18.18", "A tab switch by the user, without an animator", "18-containers.md"),
    ("18.19", "A tab switch by the app", "18-containers.md"),
    ("18.20", "A tab switch with the delegate's animator", "18-containers.md"),
    ("18.21", "Over-current-context under a tab, and tab switches over it", "18-containers.md"),
    ("18.22", "`viewIsAppearing(_:)` and first traits in containers", "18-containers.md"),
    ("19.1", "E2 before E1: a presenter whose view left the window", "19-fourth-round.md"),
    ("19.2", "An early `presentationController` read holds for every style", "19-fourth-round.md"),
    ("19.3", "iOS 7: E9 is a warning, and the presentation goes on full screen", "19-fourth-round.md"),
    ("19.4", "iOS 7 asks for no animator without animation either", "19-fourth-round.md"),
    ("19.5", "iOS 13–16: a refusal in the turn of the request names the presented controller", "19-fourth-round.md"),
    ("19.6", "Before iOS 13, a tap outside a popover dismisses through its presenter", "19-fourth-round.md"),
    ("19.7", "Old texts: presenting a controller that is already presented", "19-fourth-round.md"),
    ("19.8", "iOS 7 loads the presented view after `present` returns", "19-fourth-round.md"),
    ("19.9", "iOS 17 and later: a `present` during a dismissal waits for it", "19-fourth-round.md"),
    ("19.10", "`willPresentWithAdaptiveStyle` comes last in phase A", "19-fourth-round.md"),
    ("20.1", "The window becomes visible: `launch`", "20-format-situations.md"),
    ("20.2", "Supported orientations and a device rotation", "20-format-situations.md"),
    ("20.3", "`modalTransitionStyle` and the partial curl", "20-format-situations.md"),
    ("20.4", "A container that forwards appearance itself", "20-format-situations.md"),
    ("20.5", "An alert action's handler runs after the alert's dismissal", "20-format-situations.md"),
    ("20.6", "A sheet that another presentation covers", "20-format-situations.md"),
    ("20.7", "The popover delegate's pre-iOS 13 methods", "20-format-situations.md"),
  ]
}
