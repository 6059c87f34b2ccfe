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
    let era = "profile \(profile.name) (\(profile.era))"

    func checkStyle(_ style: PresentationStyle, at location: SourceLocation, owner: String) {
      guard !rules.styles.contains(style) else { return }
      problems.append(
        ScenarioDiagnostic(
          location,
          "style '\(style.rawValue)' of \(owner) does not exist in \(era); \(ProfileFeature.styles.arrival(of: style))"))
    }

    for controller in scenario.controllers {
      checkStyle(
        controller.properties.modalPresentationStyle, at: controller.styleLocation ?? controller.location,
        owner: "controller '\(controller.id)'")
    }
    for step in scenario.steps {
      switch step.action {
      case .swipeDown where !rules.hasSwipeToDismiss:
        problems.append(
          ScenarioDiagnostic(
            step.location,
            "'swipeDown' needs card sheets with swipe to dismiss, which \(era) lacks; \(ProfileFeature.swipeToDismiss.arrival)"))
      case .detent where !rules.hasSheetPresentationController:
        problems.append(
          ScenarioDiagnostic(
            step.location,
            "'detent' needs UISheetPresentationController's detents, which \(era) lacks; \(ProfileFeature.sheetDetents.arrival)"
          ))
      case .set(_, let changes):
        for case .modalPresentationStyle(let style) in changes {
          checkStyle(style, at: step.location, owner: "a 'set' step")
        }
      default:
        break
      }
    }
    return problems.sorted()
  }
}
