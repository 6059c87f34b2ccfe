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
  public let profile: EngineProfile

  public init(profile: EngineProfile = .newest) {
    self.profile = profile
  }

  /// Replays `scenario`. Check `diagnostics(for:)` first: a scenario that uses something the
  /// profile lacks replays without crashing, but its timeline means little.
  public func run(_ scenario: Scenario) -> Timeline {
    var replay = Replay(scenario: scenario, profile: profile)
    return replay.run()
  }

  /// The reasons this profile cannot replay `scenario` faithfully: styles, objects and steps the
  /// profile's era lacks. Each names the profile and where the feature is used.
  public func diagnostics(for scenario: Scenario) -> [ScenarioDiagnostic] {
    var problems: [ScenarioDiagnostic] = []
    let rules = profile.rules
    let era = "profile \(profile.name) (\(profile.era))"

    func checkStyle(_ style: PresentationStyle, at location: SourceLocation, owner: String) {
      guard !rules.styles.contains(style) else { return }
      problems.append(
        ScenarioDiagnostic(
          location,
          "style '\(style.rawValue)' of \(owner) does not exist in \(era); \(ProfileFeature.styles.arrival(of: style))")
      )
    }

    for controller in scenario.controllers {
      checkStyle(
        controller.properties.modalPresentationStyle, at: controller.styleLocation ?? controller.location,
        owner: "controller '\(controller.id)'")
      if controller.properties.isModalInPresentation && !rules.hasSwipeToDismiss {
        problems.append(
          ScenarioDiagnostic(
            controller.location,
            "controller '\(controller.id)' sets 'isModalInPresentation', which \(era) lacks; \(ProfileFeature.swipeToDismiss.arrival)"
          ))
      }
      if controller.properties.presentationControllerDelegate != nil && !rules.hasAdaptivity {
        problems.append(
          ScenarioDiagnostic(
            controller.location,
            "controller '\(controller.id)' has a 'presentationControllerDelegate', but \(era) has no presentation controllers to adapt; \(ProfileFeature.adaptivity.arrival)"
          ))
      }
    }
    if !rules.hasPresentationControllers {
      for delegate in scenario.transitioningDelegates where delegate.presentationController != nil {
        problems.append(
          ScenarioDiagnostic(
            delegate.location,
            "transitioning delegate '\(delegate.id)' vends a presentation controller, which \(era) lacks; \(ProfileFeature.presentationControllers.arrival)"
          ))
      }
    }
    if !rules.hasAdaptivity, let delegate = scenario.adaptiveDelegates.first {
      problems.append(
        ScenarioDiagnostic(
          delegate.location,
          "adaptive delegate '\(delegate.id)' needs UIAdaptivePresentationControllerDelegate, which \(era) lacks; \(ProfileFeature.adaptivity.arrival)"
        ))
    }
    // Rule 7.3 / 10.5: the iOS 15 members, modelled from uikit-17 (see `ProfileRules`).
    for delegate in scenario.adaptiveDelegates {
      if delegate.didChangeSelectedDetent && !rules.hasSheetPresentationController {
        problems.append(
          ScenarioDiagnostic(
            delegate.location,
            "adaptive delegate '\(delegate.id)' implements sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) "
              + "('didChangeSelectedDetent'), but \(era) has no sheet detents; \(ProfileFeature.sheetDetents.arrival)"
          ))
      }
      if delegate.prepare && !rules.hasPrepareAdaptivePresentation {
        problems.append(
          ScenarioDiagnostic(
            delegate.location,
            "adaptive delegate '\(delegate.id)' implements presentationController(_:prepare:) ('prepare'), which \(era) lacks; "
              + ProfileFeature.prepareAdaptivePresentation.arrival))
      }
    }
    for step in scenario.steps {
      switch step.action {
      case .swipeDown where !rules.hasSwipeToDismiss:
        problems.append(
          ScenarioDiagnostic(
            step.location,
            "'swipeDown' needs card sheets with swipe to dismiss, which \(era) lacks; \(ProfileFeature.swipeToDismiss.arrival)"
          ))
      case .detent where !rules.hasSheetPresentationController:
        problems.append(
          ScenarioDiagnostic(
            step.location,
            "'detent' needs UISheetPresentationController's detents, which \(era) lacks; \(ProfileFeature.sheetDetents.arrival)"
          ))
      case .set(let controller, let changes):
        for change in changes {
          switch change {
          case .modalPresentationStyle(let style):
            checkStyle(style, at: step.location, owner: "a 'set' step")
          case .isModalInPresentation(true) where !rules.hasSwipeToDismiss:
            problems.append(
              ScenarioDiagnostic(
                step.location,
                "a 'set' step makes '\(scenario[controller].id)' modal in presentation, which \(era) lacks; \(ProfileFeature.swipeToDismiss.arrival)"
              ))
          case .presentationControllerDelegate(.some) where !rules.hasAdaptivity:
            problems.append(
              ScenarioDiagnostic(
                step.location,
                "a 'set' step assigns a presentation controller delegate, which \(era) lacks; \(ProfileFeature.adaptivity.arrival)"
              ))
          default:
            break
          }
        }
      default:
        break
      }
    }
    return problems.sorted()
  }
}
