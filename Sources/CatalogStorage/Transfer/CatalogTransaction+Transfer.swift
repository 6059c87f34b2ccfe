// MARK: - Writes

extension CatalogTransaction {
  /// Adds scenarios and accepts baselines for them: `catalog import`.
  ///
  /// Imported baselines usually carry whole timelines read from canonical text
  /// (`TimelineSource.timeline`), with unknown turns; they are stored if new, and have no run.
  public func importScenarios(_ scenarios: [ScenarioInput], baselines: [BaselineInput]) throws
    -> ImportOutcome
  {
    let added = try addScenarios(scenarios)
    let accepted = try acceptBaselines(baselines)
    return ImportOutcome(added: added, accepted: accepted)
  }
}
