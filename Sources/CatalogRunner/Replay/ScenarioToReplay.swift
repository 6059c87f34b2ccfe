import CatalogModel
import CatalogStorage
import ScenarioFile
import TransitionEngine

/// A scenario named on the command line (a scenario file or a stored scenario), read and checked
/// against one profile: what `diff` and `explain` replay.
package struct ScenarioToReplay {
  package let scenario: Scenario
  /// The argument as given, for messages.
  let argument: String

  /// Reads `subject` and checks that `profile` can replay it.
  ///
  /// - Throws: `RunnerError.invalidScenarios` for an invalid file or stored revision,
  ///   `.unknownScenarios` for an unknown name (with a suggestion), `.invalidInput` for another
  ///   kind of subject or a profile that lacks what the scenario uses.
  package init(_ subject: Subject, profile: EngineProfile, location: CatalogLocation, command: String)
    throws(RunnerError)
  {
    switch subject {
    case .scenarioFile(let path):
      argument = path
      scenario = try LoadedScenario.read(path).scenario
    case .scenario(let name):
      argument = name
      scenario = try LatestScenario(name: name).run(at: location).scenario
    default:
      throw .invalidInput("'\(command)' replays a scenario file or a stored scenario, not \(subject.kind.rawValue)")
    }
    let problems = TransitionEngine(profile: profile).diagnostics(for: scenario)
    guard problems.isEmpty else {
      throw .invalidInput(
        "\(argument): \(profile.name) cannot replay '\(scenario.name)': "
          + problems.map(\.description).joined(separator: "; "))
    }
  }

  /// The scenario replayed under `profile`.
  ///
  /// - Throws: `RunnerError.invalidScenarios` when the timeline passes the event limit
  ///   (Docs/scenario-format.md "Limits").
  func timeline(under profile: EngineProfile) throws(RunnerError) -> Timeline {
    do {
      return try TransitionEngine(profile: profile).runWithinLimits(scenario)
    } catch {
      throw .eventLimit(error, path: argument)
    }
  }

  /// The scenario replayed under `profile`, explained (`TransitionEngine.explanation(of:)`).
  ///
  /// - Throws: `RunnerError.invalidScenarios` when the timeline passes the event limit.
  package func explanation(under profile: EngineProfile) throws(RunnerError) -> (Timeline, ReplayExplanation) {
    let (timeline, explanation) = TransitionEngine(profile: profile).explanation(of: scenario)
    if let exceeded = explanation.eventLimitExceeded { throw .eventLimit(exceeded, path: argument) }
    return (timeline, explanation)
  }
}
