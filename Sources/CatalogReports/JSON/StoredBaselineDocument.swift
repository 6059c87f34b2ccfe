import CatalogModel
import CatalogRunner
import CatalogStorage

/// A baseline of the catalog in JSON: `scenario`, `profile`, `rulesVersion`, `events`,
/// `timelineHash`, `acceptedBy`, `acceptedAt` (ISO 8601 UTC), `catalogVersion`, `run` (null for
/// an imported baseline) and `superseded`.
struct StoredBaselineDocument: Encodable {
  let scenario: String
  let profile: String
  let rulesVersion: Int
  let events: Int
  let timelineHash: String
  let acceptedBy: String
  let acceptedAt: String
  let catalogVersion: String
  @Nullable var run: Int64?
  let superseded: Bool

  init(baseline: StoredBaseline) {
    scenario = baseline.scenario
    profile = baseline.profile
    rulesVersion = baseline.profileRulesVersion
    events = baseline.eventCount
    timelineHash = baseline.timelineHash
    acceptedBy = baseline.acceptedBy
    acceptedAt = baseline.acceptedAt.timestamp
    catalogVersion = baseline.catalogVersion
    run = baseline.runID?.rawValue
    superseded = baseline.supersededAt != nil
  }
}
