import Foundation

// MARK: - Writes

extension DialectTransaction {
  /// Marks the results of check `batch` for these scenario and profile pairs as rejected by
  /// `catalog review` (`CatalogTransaction.rejectCheckResults`), one statement per pair (a
  /// reviewer rejects a few); returns how many it marked.
  func rejectCheckResults(
    batch: BatchID, _ pairs: [(scenario: String, profile: String)], rejectedBy: String, rejectedAt: Date
  ) throws -> Int {
    var marked = 0
    for pair in pairs {
      marked += try rejectCheckResult(
        batch: batch, scenario: pair.scenario, profile: pair.profile, rejectedBy: rejectedBy, rejectedAt: rejectedAt)
    }
    return marked
  }
}
