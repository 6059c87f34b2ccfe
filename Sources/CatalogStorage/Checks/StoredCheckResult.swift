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
}
