import Foundation
import GRDB

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
  public func acceptCheckResults(
    batch: BatchID, group: Int?, outcomes: Set<CheckOutcome> = [.changed, .new], acceptedBy: String,
    acceptedAt: Date, catalogVersion: String
  ) throws -> [AcceptOutcome] {
    try write("accept the results of check #\(batch)") {
      try $0.acceptCheckResults(
        batch: batch, group: group, outcomes: outcomes, acceptedBy: acceptedBy,
        acceptedAt: acceptedAt, catalogVersion: catalogVersion)
    }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// The most recent `check` batch, or nil when nothing was ever checked.
  public func lastCheck() throws -> StoredBatch? {
    try lastBatch(kind: .check)
  }

  /// The results of check `batch`, sorted by scenario and profile; only change group `group`
  /// when it is given.
  public func checkResults(batch: BatchID, group: Int? = nil) throws -> [StoredCheckResult] {
    try read("read the results of check #\(batch)") { db in
      try Row.fetchAll(
        db,
        sql: StoredCheckResult.selection + """
           WHERE c.batchId = ? AND (? IS NULL OR c.changeGroup = ?)
          ORDER BY s.name, p.name
          """,
        arguments: [batch.rawValue, group, group]
      ).map(StoredCheckResult.init(row:))
    }
  }

  /// Every recorded result with change signature `signature`, newest check first: has this
  /// change been seen before?
  public func checkResults(changeSignature signature: String) throws -> [StoredCheckResult] {
    try read("read the check results of signature '\(signature)'") { db in
      try Row.fetchAll(
        db,
        sql: StoredCheckResult.selection + """
           WHERE c.changeSignature = ?
          ORDER BY c.batchId DESC, s.name, p.name
          """,
        arguments: [signature]
      ).map(StoredCheckResult.init(row:))
    }
  }
}

extension StoredCheckResult {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = """
    SELECT c.batchId, s.name, p.name, c.outcome, c.runId, rt.hash, c.baselineId, bt.hash,
           c.changeGroup, c.changeSignature, c.message
    FROM checkResult c
    JOIN scenario s ON s.id = c.scenarioId
    JOIN profile p ON p.id = c.profileId
    LEFT JOIN run r ON r.id = c.runId
    LEFT JOIN timeline rt ON rt.id = r.timelineId
    LEFT JOIN baseline b ON b.id = c.baselineId
    LEFT JOIN timeline bt ON bt.id = b.timelineId
    """

  init(row: Row) throws {
    let outcomeName: String = try row.decode(atIndex: 3)
    guard let outcome = CheckOutcome(rawValue: outcomeName) else {
      throw StorageError.invalidInput("unknown check outcome '\(outcomeName)' in the catalog")
    }
    let runID: Int64? = try row.decode(atIndex: 4)
    let baselineID: Int64? = try row.decode(atIndex: 6)
    self.init(
      batchID: BatchID(rawValue: try row.decode(atIndex: 0)), scenario: try row.decode(atIndex: 1),
      profile: try row.decode(atIndex: 2), outcome: outcome,
      runID: runID.map(RunID.init(rawValue:)),
      runTimelineHash: try row.decode(atIndex: 5),
      baselineID: baselineID.map(BaselineID.init(rawValue:)),
      baselineTimelineHash: try row.decode(atIndex: 7), changeGroup: try row.decode(atIndex: 8),
      changeSignature: try row.decode(atIndex: 9), message: try row.decode(atIndex: 10))
  }
}
