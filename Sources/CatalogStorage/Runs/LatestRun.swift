/// What a check needs of the latest run of a scenario under a profile to stand on it: ids only,
/// read for every scenario at once (`CatalogDatabase.latestRuns(catalogVersion:)`).
public struct LatestRun: Hashable, Sendable {
  public var scenarioID: ScenarioID
  public var profile: String
  public var runID: RunID
  public var revisionID: RevisionID
  public var profileRulesVersion: Int
  public var timelineID: TimelineID
}
