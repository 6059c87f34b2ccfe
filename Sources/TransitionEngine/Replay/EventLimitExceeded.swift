import CatalogModel

/// A replay stopped because its timeline reached `ScenarioLimits.timelineEvents` events
/// (Docs/scenario-format.md "Limits"): the scenario is refused, as an invalid one is.
///
/// For example:
/// ```swift
/// do {
///   let timeline = try engine.runWithinLimits(scenario)
/// } catch {
///   print(error.diagnostic)  // 12:5: under uikit-17 step 9000 makes the timeline longer than …
/// }
/// ```
public struct EventLimitExceeded: Error, Hashable, Sendable, CustomStringConvertible {
  /// The profile of the replay.
  public var profile: String
  /// The step that was running when the timeline reached the limit (from 0).
  public var step: Int
  /// Where that step is in the scenario file.
  public var location: SourceLocation
  /// The limit reached.
  public var limit: Int

  /// The problem as a scenario diagnostic, at the step.
  public var diagnostic: ScenarioDiagnostic {
    ScenarioDiagnostic(
      location,
      "under \(profile) step \(step + 1) makes the timeline longer than \(limit) events, the most a timeline may have "
        + "(Docs/scenario-format.md, 'Limits'); split the scenario, or use fewer steps or gesture frames")
  }

  /// The diagnostic, as a message.
  public var description: String { diagnostic.description }
}
