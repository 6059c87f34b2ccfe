/// A scenario as `catalog export` writes it: its latest source and its current baselines.
///
/// `scenario` has the shape `addScenarios` takes, and each baseline can become a
/// `BaselineInput`, so an export imports back as it was.
package struct ScenarioExport: Sendable {
  /// The latest revision's source, summary and the scenario's tags.
  package var scenario: ScenarioInput
  /// The current baselines, sorted by profile.
  package var baselines: [ExportedBaseline]
  /// The current recordings, sorted by number (Docs/recordings.md).
  package var recordings: [StoredRecording]

  package init(scenario: ScenarioInput, baselines: [ExportedBaseline], recordings: [StoredRecording] = []) {
    self.scenario = scenario
    self.baselines = baselines
    self.recordings = recordings
  }
}
