import CatalogModel
import Foundation

// MARK: - Writes

extension CatalogDatabase {
  /// Accepts the timelines of a check's results as the new baselines, in one transaction: every
  /// result of change group `group`, or every result with one of `outcomes` when `group` is nil.
  ///
  /// For example, `catalog accept --group 2`:
  /// ```swift
  /// if let check = try catalog.lastCheck() {
  ///   try catalog.acceptCheckResults(
  ///     batch: check.id, group: 2, acceptedBy: "ana", acceptedAt: Date(), catalogVersion: "0.1.0")
  /// }
  /// ```
  @discardableResult
  package func acceptCheckResults(
    batch: BatchID, group: Int?, outcomes: Set<CheckOutcome> = [.changed, .new], acceptedBy: String,
    acceptedAt: Date, catalogVersion: String
  ) throws(StorageError) -> [AcceptOutcome] {
    try write("accept the results of check #\(batch)") {
      try $0.acceptCheckResults(
        batch: batch, group: group, outcomes: outcomes, acceptedBy: acceptedBy,
        acceptedAt: acceptedAt, catalogVersion: catalogVersion)
    }
  }

  /// Records that `catalog review` rejected the results of check `batch` for these scenario and
  /// profile pairs: they are no longer pending review. Returns how many results it marked.
  @discardableResult
  package func rejectCheckResults(
    batch: BatchID, _ pairs: [(scenario: String, profile: String)], rejectedBy: String, rejectedAt: Date
  ) throws(StorageError) -> Int {
    try write("record the rejected results of check #\(batch)") { transaction in
      try transaction.rejectCheckResults(batch: batch, pairs, rejectedBy: rejectedBy, rejectedAt: rejectedAt)
    }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// The most recent `check` batch, or nil when nothing was ever checked.
  package func lastCheck() throws(StorageError) -> StoredBatch? {
    try lastBatch(kind: .check)
  }

  /// The results of check `batch`, sorted by scenario and profile; only change group `group`
  /// when it is given.
  package func checkResults(batch: BatchID, group: Int? = nil) throws(StorageError) -> [StoredCheckResult] {
    try backend.checkResults(batch: batch, group: group)
  }

  /// Every recorded result with change signature `signature`, newest check first: has this
  /// change been seen before?
  package func checkResults(changeSignature signature: String) throws(StorageError) -> [StoredCheckResult] {
    try backend.checkResults(changeSignature: signature)
  }
}
