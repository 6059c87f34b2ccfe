import Foundation

/// A recorded check result, with the hashes needed to show or accept it without loading events.
public struct StoredCheckResult: Hashable, Sendable {
  public var batchID: BatchID
  public var scenario: String
  public var profile: String
  public var outcome: CheckOutcome
  /// The check's run of this scenario and profile; nil for an obsolete baseline.
  public var runID: RunID?
  /// The run's timeline hash; nil when the run produced none.
  public var runTimelineHash: String?
  /// The baseline compared with; nil when there was none (or it was pruned since).
  public var baselineID: BaselineID?
  public var baselineTimelineHash: String?
  public var changeGroup: Int?
  public var changeSignature: String?
  public var message: String?
  /// When and by whom `catalog review` rejected the result, if it did.
  public var rejectedAt: Date? = nil
  public var rejectedBy: String? = nil

  public init(
    batchID: BatchID, scenario: String, profile: String, outcome: CheckOutcome, runID: RunID?,
    runTimelineHash: String?, baselineID: BaselineID?, baselineTimelineHash: String?,
    changeGroup: Int?, changeSignature: String?, message: String?
  ) {
    self.batchID = batchID
    self.scenario = scenario
    self.profile = profile
    self.outcome = outcome
    self.runID = runID
    self.runTimelineHash = runTimelineHash
    self.baselineID = baselineID
    self.baselineTimelineHash = baselineTimelineHash
    self.changeGroup = changeGroup
    self.changeSignature = changeSignature
    self.message = message
  }
}
