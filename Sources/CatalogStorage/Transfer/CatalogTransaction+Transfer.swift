// MARK: - Writes

extension CatalogTransaction {
  /// Adds scenarios and accepts baselines for them: `catalog import`.
  ///
  /// Imported baselines usually carry whole timelines read from canonical text
  /// (`TimelineSource.timeline`), with unknown turns; they are stored if new, and have no run.
  /// Recordings are kept under the numbers their files carry.
  public func importScenarios(
    _ scenarios: [ScenarioInput], baselines: [BaselineInput], recordings: [RecordingInput] = []
  ) throws -> ImportOutcome {
    let added = try addScenarios(scenarios)
    let accepted = try acceptBaselines(baselines)
    let recorded = try addRecordings(recordings)
    return ImportOutcome(added: added, accepted: accepted, recorded: recorded)
  }
}
