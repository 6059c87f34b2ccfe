import CatalogModel
import CatalogRunner
import CatalogStorage

/// A recorded run in JSON: `run`, `batch`, `scenario`, `revision`, `profile`, `rulesVersion`,
/// `catalogVersion`, `startedAt` (ISO 8601 UTC), `durationMicroseconds`, `status`, `events`,
/// `timelineHash` and `message` (null when none).
struct RunDocument: Encodable {
  let run: Int64
  let batch: Int64
  let scenario: String
  let revision: Int
  let profile: String
  let rulesVersion: Int
  let catalogVersion: String
  let startedAt: String
  let durationMicroseconds: Int64
  let status: String
  let events: Int
  @Nullable var timelineHash: String?
  @Nullable var message: String?

  init(run: StoredRun) {
    self.run = run.id.rawValue
    batch = run.batchID.rawValue
    scenario = run.scenario
    revision = run.revision
    profile = run.profile
    rulesVersion = run.profileRulesVersion
    catalogVersion = run.catalogVersion
    startedAt = run.startedAt.timestamp
    durationMicroseconds = run.durationMicroseconds
    status = run.status.rawValue
    events = run.eventCount
    timelineHash = run.timelineHash
    message = run.message
  }
}
