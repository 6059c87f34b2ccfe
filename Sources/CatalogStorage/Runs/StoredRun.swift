import Foundation

/// A recorded run, with its lookups resolved: scenario and profile names, catalog version,
/// timeline hash.
public struct StoredRun: Hashable, Sendable {
  public var id: RunID
  public var batchID: BatchID
  public var scenario: String
  public var scenarioID: ScenarioID
  public var revisionID: RevisionID
  /// The revision's number: 1, 2, 3...
  public var revision: Int
  public var profile: String
  public var profileRulesVersion: Int
  public var catalogVersion: String
  public var startedAt: Date
  public var durationMicroseconds: Int64
  public var status: RunStatus
  public var eventCount: Int
  /// The stored timeline, nil when the run produced none.
  public var timelineID: TimelineID?
  public var timelineHash: String?
  public var message: String?

  public init(
    id: RunID, batchID: BatchID, scenario: String, scenarioID: ScenarioID, revisionID: RevisionID,
    revision: Int, profile: String, profileRulesVersion: Int, catalogVersion: String,
    startedAt: Date, durationMicroseconds: Int64, status: RunStatus, eventCount: Int,
    timelineID: TimelineID?, timelineHash: String?, message: String?
  ) {
    self.id = id
    self.batchID = batchID
    self.scenario = scenario
    self.scenarioID = scenarioID
    self.revisionID = revisionID
    self.revision = revision
    self.profile = profile
    self.profileRulesVersion = profileRulesVersion
    self.catalogVersion = catalogVersion
    self.startedAt = startedAt
    self.durationMicroseconds = durationMicroseconds
    self.status = status
    self.eventCount = eventCount
    self.timelineID = timelineID
    self.timelineHash = timelineHash
    self.message = message
  }
}
