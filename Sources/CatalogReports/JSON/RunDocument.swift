import CatalogRunner
import CatalogStorage

/// A recorded run in JSON: `run`, `batch`, `scenario`, `revision`, `profile`, `rulesVersion`,
/// `catalogVersion`, `startedAt` (ISO 8601 UTC), `durationMicroseconds`, `status`, `events`,
/// `timelineHash` and `message` (null when none).
struct RunDocument: Encodable {
  let run: StoredRun

  enum CodingKeys: String, CodingKey {
    case run, batch, scenario, revision, profile, rulesVersion, catalogVersion, startedAt, durationMicroseconds
    case status, events, timelineHash, message
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(run.id.rawValue, forKey: .run)
    try container.encode(run.batchID.rawValue, forKey: .batch)
    try container.encode(run.scenario, forKey: .scenario)
    try container.encode(run.revision, forKey: .revision)
    try container.encode(run.profile, forKey: .profile)
    try container.encode(run.profileRulesVersion, forKey: .rulesVersion)
    try container.encode(run.catalogVersion, forKey: .catalogVersion)
    try container.encode(run.startedAt.timestamp, forKey: .startedAt)
    try container.encode(run.durationMicroseconds, forKey: .durationMicroseconds)
    try container.encode(run.status.rawValue, forKey: .status)
    try container.encode(run.eventCount, forKey: .events)
    try container.encode(run.timelineHash, forKey: .timelineHash)
    try container.encode(run.message, forKey: .message)
  }
}
