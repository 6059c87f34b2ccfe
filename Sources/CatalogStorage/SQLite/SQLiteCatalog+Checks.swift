import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The results of check `batch`, sorted by scenario and profile; only change group `group`
  /// when it is given.
  func checkResults(batch: BatchID, group: Int? = nil) throws(StorageError) -> [StoredCheckResult] {
    try read("read the results of check #\(batch)") { db in
      try Row.fetchAll(
        db,
        sql: StoredCheckResult.selection(SharedSQL.checkOutcomeJoins) + """
           WHERE c.batchId = :batch AND (:group IS NULL OR c.changeGroup = :group)
          ORDER BY s.name, p.name
          """,
        arguments: ["batch": batch.rawValue, "group": group]
      ).map(StoredCheckResult.init(row:))
    }
  }

  /// Every recorded result with change signature `signature`, newest check first: has this
  /// change been seen before?
  func checkResults(changeSignature signature: String) throws(StorageError) -> [StoredCheckResult] {
    try read("read the check results of signature '\(signature)'") { db in
      try Row.fetchAll(
        db,
        sql: StoredCheckResult.selection(SharedSQL.checkResultJoins) + """
           WHERE c.changeSignature = :signature
          ORDER BY c.batchId DESC, s.name, p.name
          """,
        arguments: ["signature": signature]
      ).map(StoredCheckResult.init(row:))
    }
  }
}

extension StoredCheckResult {
  /// The columns `init(row:)` reads, with `joins` (`SharedSQL.checkOutcomeJoins` or
  /// `checkResultJoins`); append a WHERE clause.
  static func selection(_ joins: String) -> String {
    """
    SELECT c.batchId AS batchId, s.name AS scenario, p.name AS profile, c.outcome AS outcome, c.runId AS runId,
           rt.hash AS runTimelineHash, c.baselineId AS baselineId, bt.hash AS baselineTimelineHash,
           c.changeGroup AS changeGroup, c.changeSignature AS changeSignature, c.message AS message,
           c.rejectedAt AS rejectedAt, c.rejectedBy AS rejectedBy
    \(joins)
    """
  }

  /// The columns of `selection`, in order.
  enum Column: Int, QueryColumns {
    case batchId, scenario, profile, outcome, runId, runTimelineHash, baselineId, baselineTimelineHash, changeGroup
    case changeSignature, message, rejectedAt, rejectedBy
  }

  init(row: Row) throws {
    let outcomeName: String = try row.decode(Column.outcome)
    guard let outcome = CheckOutcome(rawValue: outcomeName) else {
      throw StorageError.invalidInput("unknown check outcome '\(outcomeName)' in the catalog")
    }
    let runID: Int64? = try row.decode(Column.runId)
    let baselineID: Int64? = try row.decode(Column.baselineId)
    self.init(
      batchID: BatchID(rawValue: try row.decode(Column.batchId)), scenario: try row.decode(Column.scenario),
      profile: try row.decode(Column.profile), outcome: outcome,
      runID: runID.map(RunID.init(rawValue:)),
      runTimelineHash: try row.decode(Column.runTimelineHash),
      baselineID: baselineID.map(BaselineID.init(rawValue:)),
      baselineTimelineHash: try row.decode(Column.baselineTimelineHash),
      changeGroup: try row.decode(Column.changeGroup),
      changeSignature: try row.decode(Column.changeSignature), message: try row.decode(Column.message))
    let rejectedAt: Int64? = try row.decode(Column.rejectedAt)
    self.rejectedAt = rejectedAt.map(Date.init(catalogMilliseconds:))
    self.rejectedBy = try row.decode(Column.rejectedBy)
  }
}
