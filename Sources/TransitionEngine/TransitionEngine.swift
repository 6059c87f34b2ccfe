import CatalogModel

/// Replays scenarios under one engine profile and returns their timelines.
///
/// The engine is pure: the same scenario and profile always give byte-identical timelines. It
/// never reads the clock, randomness or the environment, and it never throws: when UIKit would
/// raise, the timeline ends with an `exception` event.
///
/// For example:
/// ```swift
/// let engine = TransitionEngine(profile: .uikit8)
/// guard engine.diagnostics(for: scenario).isEmpty else { … }
/// print(engine.run(scenario).canonicalText())
/// ```
public struct TransitionEngine: Sendable {
  /// The era whose rules the engine follows.
  public let profile: EngineProfile

  /// An engine for `profile` (the newest, `uikit-17`, when none is given).
  public init(profile: EngineProfile = .newest) {
    self.profile = profile
  }

  /// Replays `scenario`. Check `diagnostics(for:)` first: a scenario that uses something the
  /// profile lacks replays without crashing, but its timeline means little.
  ///
  /// A replay stops when its timeline has `ScenarioLimits.timelineEvents` events; the timeline is
  /// then cut there. `runWithinLimits(_:)` says so instead.
  public func run(_ scenario: Scenario) -> Timeline {
    var replay = Replay(scenario: scenario, profile: profile)
    return replay.run()
  }

  /// Replays `scenario`, as `run(_:)` does, and refuses a timeline that reached the event limit.
  ///
  /// - Throws: `EventLimitExceeded` naming the step that was running when the timeline reached
  ///   `ScenarioLimits.timelineEvents` events (Docs/scenario-format.md "Limits").
  public func runWithinLimits(_ scenario: Scenario) throws(EventLimitExceeded) -> Timeline {
    var replay = Replay(scenario: scenario, profile: profile)
    let timeline = replay.run()
    if let exceeded = replay.eventLimitExceeded { throw exceeded }
    return timeline
  }

  /// Replays `scenario` and returns its timeline with, for each event, the behaviour rule the engine
  /// was applying when it emitted it (`catalog explain`). The timeline is the one `run(_:)` returns;
  /// only this replay keeps the rules.
  public func explain(_ scenario: Scenario) -> (timeline: Timeline, rules: [BehaviourRule]) {
    let (timeline, explanation) = explanation(of: scenario)
    return (timeline, explanation.rules)
  }

  /// Replays `scenario` and returns its timeline with what led to each event: the chain of rules,
  /// the step and the presentation, the decisions taken from the scenario's settings and the
  /// profile's switches, and the callbacks rules withheld (`ReplayExplanation`). The timeline is
  /// the one `run(_:)` returns; only this replay records the rest.
  public func explanation(of scenario: Scenario) -> (timeline: Timeline, explanation: ReplayExplanation) {
    let recorder = ExplanationRecorder()
    var replay = Replay(scenario: scenario, profile: profile)
    replay.observer = recorder
    let timeline = replay.run()
    var explanation = recorder.explanation
    explanation.eventLimitExceeded = replay.eventLimitExceeded
    return (timeline, explanation)
  }

  /// Replays `scenario` and returns the timeline with the authoring warnings (rule 15.6): what the
  /// scenario declares or asks for that never takes effect. Warnings are never part of the
  /// timeline.
  ///
  /// - Throws: `EventLimitExceeded` when the timeline reached the event limit, as
  ///   `runWithinLimits(_:)` does.
  public func runReportingWarnings(
    _ scenario: Scenario
  ) throws(EventLimitExceeded) -> (timeline: Timeline, warnings: [ScenarioDiagnostic]) {
    var replay = Replay(scenario: scenario, profile: profile)
    let timeline = replay.run()
    if let exceeded = replay.eventLimitExceeded { throw exceeded }
    return (
      timeline,
      (Self.authoringWarnings(for: scenario) + replay.warnings + unaskedAnswers(of: scenario, in: timeline)).sorted()
    )
  }

  /// The answers adaptive delegates declare that UIKit never asked for in `timeline` (rule 15.6):
  /// a style, a replacement controller or a permission to dismiss that takes no effect, where
  /// this profile's era has the method (an iOS 13 swipe's `shouldDismiss` is no warning under
  /// uikit-8, nor is any answer under uikit-7, which has no adaptivity). A delegate that answers
  /// both the iOS 8.0 and the iOS 8.3 style question is asked one of them: the other is no
  /// warning.
  func unaskedAnswers(of scenario: Scenario, in timeline: Timeline) -> [ScenarioDiagnostic] {
    let rules = profile.rules
    guard rules.hasAdaptivity, !scenario.adaptiveDelegates.isEmpty else { return [] }
    // Receiver and call by their interned names: a timeline interns each string once, so equal
    // names are equal strings, and no string is built or hashed per event. A delegate declares a
    // few answers: each is looked for along the events rather than through a set of them all.
    func isAsked(_ receiver: String, _ member: Member) -> Bool {
      guard let receiver = timeline.names.existingName(receiver),
        let call = timeline.names.existingName(member.name)
      else { return false }
      return timeline.events.contains { $0.kind == .callback && $0.receiver == receiver && $0.call == call }
    }
    var warnings: [ScenarioDiagnostic] = []
    for delegate in scenario.adaptiveDelegates {
      var answers: [(key: String, member: Member)] = []
      let styleForms = [
        delegate.adaptivePresentationStyleForTraitCollection.map { _ in
          ("adaptivePresentationStyleForTraitCollection", Member.adaptivePresentationStyleForTraitCollection)
        },
        delegate.adaptivePresentationStyle.map { _ in ("adaptivePresentationStyle", Member.adaptivePresentationStyle) },
      ].compactMap { $0 }
      // Both forms declared: UIKit asks one; only neither being asked is worth a warning.
      if styleForms.count == 2 {
        if !styleForms.contains(where: { isAsked(delegate.id, $0.1) }) {
          answers.append(styleForms[0])
        }
      } else {
        answers += styleForms
      }
      if delegate.viewControllerForAdaptivePresentationStyle != nil {
        answers.append(("viewControllerForAdaptivePresentationStyle", .viewControllerForAdaptiveStyle))
      }
      if delegate.shouldDismiss != nil, rules.hasSwipeToDismiss {
        answers.append(("shouldDismiss", .shouldDismiss))
      }
      for answer in answers where !isAsked(delegate.id, answer.member) {
        warnings.append(
          ScenarioDiagnostic(
            delegate.location,
            "adaptive delegate '\(delegate.id)' declares '\(answer.key)', but UIKit never asks for it in this "
              + "scenario: the answer takes no effect (rule 15.6)"))
      }
    }
    return warnings
  }

  /// Replays `scenario` and checks every invariant of Docs/rules/16-invariants.md: the timeline's
  /// (`TimelineInvariants`) and, after every step, the presentation relationships (rule 16.6).
  public func invariantViolations(_ scenario: Scenario) -> [TimelineInvariants.Violation] {
    let checker = RelationshipChecker()
    var replay = Replay(scenario: scenario, profile: profile)
    replay.observer = checker
    let timeline = replay.run()
    return TimelineInvariants.violations(in: timeline, rules: profile.rules)
      + checker.violations.map { TimelineInvariants.Violation(rule: "16.6", event: nil, message: $0) }
      + checker.stackViolations.map { TimelineInvariants.Violation(rule: "16.9", event: nil, message: $0) }
  }

  /// The warnings a scenario earns before it runs (rule 15.6): things it declares that UIKit would
  /// never use.
  public static func authoringWarnings(for scenario: Scenario) -> [ScenarioDiagnostic] {
    var warnings: [ScenarioDiagnostic] = []
    var reassigned: Set<Int> = []
    for step in scenario.steps {
      if case .set(_, let changes) = step.action {
        for case .transitioningDelegate(let delegate?) in changes { reassigned.insert(delegate.index) }
      }
    }
    for (index, delegate) in scenario.transitioningDelegates.enumerated()
    where !delegate.retainedElsewhere && !reassigned.contains(index) {
      if delegate.dismissAnimator != nil || delegate.dismissInteraction != nil {
        warnings.append(
          ScenarioDiagnostic(
            delegate.location,
            "transitioning delegate '\(delegate.id)' declares a dismissal animator or interaction that UIKit never asks "
              + "for: nothing retains the delegate after the presentation (rule 1.3); set 'retainedElsewhere: true' "
              + "if the app keeps it"))
      }
    }
    for step in scenario.steps {
      switch step.action {
      case .interactiveDismiss(let controller, _), .interactivePresent(let controller, _, _):
        let presenting = if case .interactivePresent = step.action { true } else { false }
        let delegate = scenario[controller].properties.transitioningDelegate.map { scenario[$0] }
        let interaction = presenting ? delegate?.presentInteraction : delegate?.dismissInteraction
        let animator = presenting ? delegate?.presentAnimator : delegate?.dismissAnimator
        if interaction == nil || animator == nil {
          warnings.append(
            ScenarioDiagnostic(
              step.location,
              "'\(step.action.kind.rawValue)' of '\(scenario[controller].id)' has no \(presenting ? "presentation" : "dismissal") "
                + "animator and interaction controller to drive (rule 6.1); the gesture drives nothing and the transition "
                + "is not interactive"))
        }
      default:
        break
      }
    }
    return warnings
  }

  /// The reasons this profile cannot replay `scenario`: a style its era lacks, or a step that
  /// cannot happen in it (a sheet swipe before iOS 13, a detent change before iOS 15). Each names
  /// the profile and where the feature is used.
  ///
  /// Members a delegate implements that an era did not have — a presentation controller vended
  /// to iOS 7, `presentationController(_:prepare:)` before iOS 15, an adaptive delegate before
  /// iOS 8 — are not a reason: UIKit of that era simply never calls them (rule 13.6), and the
  /// engine does not either.
  public func diagnostics(for scenario: Scenario) -> [ScenarioDiagnostic] {
    var problems: [ScenarioDiagnostic] = []
    let rules = profile.rules
    // Phrased only for a problem: a valid scenario, the common case, builds no text per replay.
    var era: String { "profile \(profile.name) (\(profile.era))" }

    // Most profiles have every style: then no controller's style is looked up (a set of them
    // hashes each style's name).
    let hasEveryStyle = rules.styles.count == PresentationStyle.allCases.count
    func checkStyle(_ style: PresentationStyle, at location: SourceLocation, owner: @autoclosure () -> String) {
      guard !hasEveryStyle, !rules.styles.contains(style) else { return }
      problems.append(
        ScenarioDiagnostic(
          location,
          "style '\(style.rawValue)' of \(owner()) does not exist in \(era); \(ProfileFeature.styles.arrival(of: style))"
        )
      )
    }

    // By index: a loop over the controllers copied each one (its strings and arrays retained).
    for index in scenario.controllers.indices {
      checkStyle(
        scenario.controllers[index].properties.modalPresentationStyle,
        at: scenario.controllers[index].styleLocation ?? scenario.controllers[index].location,
        owner: "controller '\(scenario.controllers[index].id)'")
    }
    for index in scenario.steps.indices {
      let location = scenario.steps[index].location
      switch scenario.steps[index].action {
      case .swipeDown where !rules.hasSwipeToDismiss:
        problems.append(
          ScenarioDiagnostic(
            location,
            "'swipeDown' needs card sheets with swipe to dismiss, which \(era) lacks; \(ProfileFeature.swipeToDismiss.arrival)"
          ))
      case .traits where !rules.hasTraitCollections, .resize where !rules.hasTraitCollections:
        // Rule 14.6: trait changes reach controllers through trait collections and the window's
        // transition coordinator, which iOS 7 has neither of; iOS 7's rotation callbacks are not
        // modelled, so the step is refused rather than replayed into a timeline where it did
        // nothing (issue 26).
        problems.append(
          ScenarioDiagnostic(
            location,
            "'\(scenario.steps[index].action.kind.rawValue)' needs trait collections and the window's transition coordinator, which "
              + "\(era) lacks (iOS 7's rotation callbacks are not modelled); \(ProfileFeature.traitCollections.arrival)"
          ))
      case .detent where !rules.hasSheetPresentationController:
        problems.append(
          ScenarioDiagnostic(
            location,
            "'detent' needs UISheetPresentationController's detents, which \(era) lacks; \(ProfileFeature.sheetDetents.arrival)"
          ))
      case .set(_, let changes):
        for case .modalPresentationStyle(let style) in changes {
          checkStyle(style, at: location, owner: "a 'set' step")
        }
      default:
        break
      }
    }
    return problems.sorted()
  }
}
