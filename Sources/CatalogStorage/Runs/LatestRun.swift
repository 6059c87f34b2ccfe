/// What a check needs of the latest run of a scenario under a profile to stand on it: ids only,
/// read for every scenario at once (`CatalogDatabase.latestRuns(catalogVersion:)`).
package struct LatestRun: Hashable, Sendable {
  package var scenarioID: ScenarioID
  package var profile: String
  package var runID: RunID
  package var revisionID: RevisionID
  package var profileRulesVersion: Int
  package var timelineID: TimelineID
}
