import CatalogRunner
import CatalogStorage

/// A baseline of the catalog in JSON: `scenario`, `profile`, `rulesVersion`, `events`,
/// `timelineHash`, `acceptedBy`, `acceptedAt` (ISO 8601 UTC), `catalogVersion`, `run` (null for
/// an imported baseline) and `superseded`.
struct StoredBaselineDocument: Encodable {
  let baseline: StoredBaseline

  enum CodingKeys: String, CodingKey {
    case scenario, profile, rulesVersion, events, timelineHash, acceptedBy, acceptedAt, catalogVersion, run
    case superseded
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(baseline.scenario, forKey: .scenario)
    try container.encode(baseline.profile, forKey: .profile)
    try container.encode(baseline.profileRulesVersion, forKey: .rulesVersion)
    try container.encode(baseline.eventCount, forKey: .events)
    try container.encode(baseline.timelineHash, forKey: .timelineHash)
    try container.encode(baseline.acceptedBy, forKey: .acceptedBy)
    try container.encode(baseline.acceptedAt.timestamp, forKey: .acceptedAt)
    try container.encode(baseline.catalogVersion, forKey: .catalogVersion)
    try container.encode(baseline.runID?.rawValue, forKey: .run)
    try container.encode(baseline.supersededAt != nil, forKey: .superseded)
  }
}
