/// A scenario as `catalog export` writes it: its latest source and its current baselines.
///
/// `scenario` has the shape `addScenarios` takes, and each baseline can become a
/// `BaselineInput`, so an export imports back as it was.
public struct ScenarioExport: Sendable {
  /// The latest revision's source, summary and the scenario's tags.
  public var scenario: ScenarioInput
  /// The current baselines, sorted by profile.
  public var baselines: [ExportedBaseline]

  public init(scenario: ScenarioInput, baselines: [ExportedBaseline]) {
    self.scenario = scenario
    self.baselines = baselines
  }
}
