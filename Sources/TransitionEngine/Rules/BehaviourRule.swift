/// A behaviour rule of the rule book (`Docs/rules/`), as `catalog explain` names it beside each
/// event: the rule the engine was applying when it emitted the event.
///
/// Titles and pages are those of the rule book's headings (`## Rule 2.2 Phase B: the deferred
/// start` in `02-presentation.md`); `RuleBookTests` keeps them in step.
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

  /// `2.2`.
  public var id: String {
    switch self {
    case .unattributed: "?"
    case .rule1Dot1: "1.1"
    case .rule1Dot2: "1.2"
    case .rule1Dot3: "1.3"
    case .rule1Dot4: "1.4"
    case .rule2Dot1: "2.1"
    case .rule2Dot2: "2.2"
    case .rule2Dot3: "2.3"
    case .rule2Dot4: "2.4"
    case .rule2Dot5: "2.5"
    case .rule2Dot6: "2.6"
    case .rule2Dot7: "2.7"
    case .rule3Dot1: "3.1"
    case .rule3Dot2: "3.2"
    case .rule3Dot3: "3.3"
    case .rule3Dot4: "3.4"
    case .rule4Dot1: "4.1"
    case .rule4Dot2: "4.2"
    case .rule4Dot3: "4.3"
    case .rule4Dot4: "4.4"
    case .rule5Dot1: "5.1"
    case .rule5Dot2: "5.2"
    case .rule5Dot3: "5.3"
    case .rule5Dot4: "5.4"
    case .rule5Dot5: "5.5"
    case .rule5Dot6: "5.6"
    case .rule6Dot1: "6.1"
    case .rule6Dot2: "6.2"
    case .rule6Dot3: "6.3"
    case .rule6Dot4: "6.4"
    case .rule6Dot5: "6.5"
    case .rule6Dot6: "6.6"
    case .rule6Dot7: "6.7"
    case .rule7Dot1: "7.1"
    case .rule7Dot2: "7.2"
    case .rule7Dot3: "7.3"
    case .rule8Dot1: "8.1"
    case .rule8Dot2: "8.2"
    case .rule8Dot3: "8.3"
    case .rule8Dot4: "8.4"
    case .rule8Dot5: "8.5"
    case .rule9Dot1: "9.1"
    case .rule9Dot2: "9.2"
    case .rule13Dot1: "13.1"
    case .rule13Dot2: "13.2"
    case .rule13Dot3: "13.3"
    case .rule13Dot4: "13.4"
    case .rule13Dot5: "13.5"
    case .rule13Dot6: "13.6"
    case .rule14Dot1: "14.1"
    case .rule14Dot2: "14.2"
    case .rule14Dot3: "14.3"
    case .rule14Dot4: "14.4"
    case .rule14Dot5: "14.5"
    case .rule14Dot6: "14.6"
    case .rule15Dot1: "15.1"
    case .rule15Dot2: "15.2"
    case .rule15Dot3: "15.3"
    case .rule15Dot4: "15.4"
    case .rule15Dot5: "15.5"
    case .rule15Dot6: "15.6"
    case .rule16Dot1: "16.1"
    case .rule16Dot2: "16.2"
    case .rule16Dot3: "16.3"
    case .rule16Dot4: "16.4"
    case .rule16Dot5: "16.5"
    case .rule16Dot6: "16.6"
    }
  }

  /// The heading's text after the number: `Phase B: the deferred start`.
  public var title: String {
    switch self {
    case .unattributed: "no rule recorded"
    case .rule1Dot1: "What exists per presentation"
    case .rule1Dot2: "The presentation controller is a small state machine"
    case .rule1Dot3: "The transitioning delegate is weak"
    case .rule1Dot4: "The presentation controller's decision inputs"
    case .rule2Dot1: "Phase A: inside `present`"
    case .rule2Dot2: "Phase B: the deferred start"
    case .rule2Dot3: "Phase C: the animation"
    case .rule2Dot4: "Phase D: inside `completeTransition(true)`"
    case .rule2Dot5: "The whole presentation, in one list"
    case .rule2Dot6: "How often queries repeat"
    case .rule2Dot7: "iOS 7: no presentation controller"
    case .rule3Dot1: "Phase A: inside `dismiss`"
    case .rule3Dot2: "Phase B: the deferred start"
    case .rule3Dot3: "Phase D: inside `completeTransition(true)`"
    case .rule3Dot4: "The whole dismissal, in one list"
    case .rule4Dot1: "`animated: false`"
    case .rule4Dot2: "What each style does (iOS 8 and later)"
    case .rule4Dot3: "Who hears appearance callbacks"
    case .rule4Dot4: "A transitioning delegate without `.custom`"
    case .rule5Dot1: "Full-screen styles: the root of the presentation layer"
    case .rule5Dot2: "Current-context styles: the nearest context"
    case .rule5Dot3: "The context can choose the transition style"
    case .rule5Dot4: "What the getters return"
    case .rule5Dot5: "The X/Y/Z quirk (iOS 8)"
    case .rule5Dot6: "Source versus presenting"
    case .rule6Dot1: "Roles"
    case .rule6Dot2: "The context during an interaction"
    case .rule6Dot3: "An interactive dismissal that finishes"
    case .rule6Dot4: "An interactive dismissal that is cancelled"
    case .rule6Dot5: "An interactive presentation that is cancelled"
    case .rule6Dot6: "When the interaction controller is asked"
    case .rule6Dot7: "Gesture frames"
    case .rule7Dot1: "Which presentations are sheets"
    case .rule7Dot2: "The user drags a sheet down"
    case .rule7Dot3: "iOS 15 sheet presentation controllers"
    case .rule8Dot1: "When adaptation is decided"
    case .rule8Dot2: "Resolving the style"
    case .rule8Dot3: "Applying the style"
    case .rule8Dot4: "iOS 8.0 quirks (S001)"
    case .rule8Dot5: "Traits change while presented"
    case .rule9Dot1: "Custom-segue pitfalls"
    case .rule9Dot2: "Driving appearance by hand on top of UIKit"
    case .rule13Dot1: "`viewIsAppearing(_:)`: where, and how often"
    case .rule13Dot2: "Popovers and the iOS 8.0 delegate method in compact height"
    case .rule13Dot3: "Presenting with `.none` raises"
    case .rule13Dot4: "iOS 7: dismissing `.custom` without a dismissal animator"
    case .rule13Dot5: "iOS 7 `.custom` keeps the presenter's view"
    case .rule13Dot6: "What a scenario must be able to say"
    case .rule14Dot1: "One coordinator, `willTransition(to:with:)` parents first"
    case .rule14Dot2: "Size changes: `viewWillTransition(to:with:)`"
    case .rule14Dot3: "The traits apply: `traitCollectionDidChange(_:)`"
    case .rule14Dot4: "Controllers that were off screen, and a controller's first traits"
    case .rule14Dot5: "The appearance transitions end with the coordinator"
    case .rule14Dot6: "iOS 7"
    case .rule15Dot1: "A step inside a callback"
    case .rule15Dot2: "Requests while a transition is in progress"
    case .rule15Dot3: "The app drives appearance itself"
    case .rule15Dot4: "Reading `presentationController` early"
    case .rule15Dot5: "User dismissals other than a sheet drag"
    case .rule15Dot6: "Authoring warnings"
    case .rule16Dot1: "Appearance callbacks are balanced"
    case .rule16Dot2: "`viewIsAppearing` once per appearance"
    case .rule16Dot3: "Presentation-controller transitions pair up"
    case .rule16Dot4: "At most one completion per request"
    case .rule16Dot5: "Nothing after an exception"
    case .rule16Dot6: "The relationships agree"
    }
  }

  /// The rule book page: `02-presentation.md`.
  public var page: String {
    switch self {
    case .unattributed: ""
    case .rule1Dot1: "01-object-model.md"
    case .rule1Dot2: "01-object-model.md"
    case .rule1Dot3: "01-object-model.md"
    case .rule1Dot4: "01-object-model.md"
    case .rule2Dot1: "02-presentation.md"
    case .rule2Dot2: "02-presentation.md"
    case .rule2Dot3: "02-presentation.md"
    case .rule2Dot4: "02-presentation.md"
    case .rule2Dot5: "02-presentation.md"
    case .rule2Dot6: "02-presentation.md"
    case .rule2Dot7: "02-presentation.md"
    case .rule3Dot1: "03-dismissal.md"
    case .rule3Dot2: "03-dismissal.md"
    case .rule3Dot3: "03-dismissal.md"
    case .rule3Dot4: "03-dismissal.md"
    case .rule4Dot1: "04-styles.md"
    case .rule4Dot2: "04-styles.md"
    case .rule4Dot3: "04-styles.md"
    case .rule4Dot4: "04-styles.md"
    case .rule5Dot1: "05-presenting-controller.md"
    case .rule5Dot2: "05-presenting-controller.md"
    case .rule5Dot3: "05-presenting-controller.md"
    case .rule5Dot4: "05-presenting-controller.md"
    case .rule5Dot5: "05-presenting-controller.md"
    case .rule5Dot6: "05-presenting-controller.md"
    case .rule6Dot1: "06-interactive.md"
    case .rule6Dot2: "06-interactive.md"
    case .rule6Dot3: "06-interactive.md"
    case .rule6Dot4: "06-interactive.md"
    case .rule6Dot5: "06-interactive.md"
    case .rule6Dot6: "06-interactive.md"
    case .rule6Dot7: "06-interactive.md"
    case .rule7Dot1: "07-sheets.md"
    case .rule7Dot2: "07-sheets.md"
    case .rule7Dot3: "07-sheets.md"
    case .rule8Dot1: "08-adaptivity.md"
    case .rule8Dot2: "08-adaptivity.md"
    case .rule8Dot3: "08-adaptivity.md"
    case .rule8Dot4: "08-adaptivity.md"
    case .rule8Dot5: "08-adaptivity.md"
    case .rule9Dot1: "09-errors.md"
    case .rule9Dot2: "09-errors.md"
    case .rule13Dot1: "13-second-round.md"
    case .rule13Dot2: "13-second-round.md"
    case .rule13Dot3: "13-second-round.md"
    case .rule13Dot4: "13-second-round.md"
    case .rule13Dot5: "13-second-round.md"
    case .rule13Dot6: "13-second-round.md"
    case .rule14Dot1: "14-trait-changes.md"
    case .rule14Dot2: "14-trait-changes.md"
    case .rule14Dot3: "14-trait-changes.md"
    case .rule14Dot4: "14-trait-changes.md"
    case .rule14Dot5: "14-trait-changes.md"
    case .rule14Dot6: "14-trait-changes.md"
    case .rule15Dot1: "15-scenario-actions.md"
    case .rule15Dot2: "15-scenario-actions.md"
    case .rule15Dot3: "15-scenario-actions.md"
    case .rule15Dot4: "15-scenario-actions.md"
    case .rule15Dot5: "15-scenario-actions.md"
    case .rule15Dot6: "15-scenario-actions.md"
    case .rule16Dot1: "16-invariants.md"
    case .rule16Dot2: "16-invariants.md"
    case .rule16Dot3: "16-invariants.md"
    case .rule16Dot4: "16-invariants.md"
    case .rule16Dot5: "16-invariants.md"
    case .rule16Dot6: "16-invariants.md"
    }
  }

  /// `Docs/rules/02-presentation.md#rule-2.2`.
  public var link: String { "Docs/rules/\(page)#rule-\(id)" }
}
