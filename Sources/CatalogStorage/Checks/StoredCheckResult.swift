import Foundation

/// A recorded check result, with the hashes needed to show or accept it without loading events.
package struct StoredCheckResult: Hashable, Sendable {
  package var batchID: BatchID
  package var scenario: String
  package var profile: String
  package var outcome: CheckOutcome
  /// The check's run of this scenario and profile; nil for an obsolete baseline.
  package var runID: RunID?
  /// The run's timeline hash; nil when the run produced none.
  package var runTimelineHash: String?
  /// The baseline compared with; nil when there was none (or it was pruned since).
  package var baselineID: BaselineID?
  package var baselineTimelineHash: String?
  package var changeGroup: Int?
  package var changeSignature: String?
  package var message: String?
  /// When and by whom `catalog review` rejected the result, if it did.
  package var rejectedAt: Date? = nil
  package var rejectedBy: String? = nil
}
