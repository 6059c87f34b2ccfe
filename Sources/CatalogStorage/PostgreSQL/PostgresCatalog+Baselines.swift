#if PostgreSQL
import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Reads

extension PostgresCatalog {
  /// The columns `storedBaseline(_:)` reads, with their joins; append a WHERE clause.
  static let baselineSelection = """
    SELECT b.id, s.name, b.scenarioId, p.name, b.profileRulesVersion, b.timelineId, t.hash, t.eventCount, b.runId,
           b.acceptedBy, b.acceptedAt, c.name, b.supersededAt, s.removedAt IS NOT NULL
    FROM baseline b
    JOIN scenario s ON s.id = b.scenarioId
    JOIN profile p ON p.id = b.profileId
    JOIN timeline t ON t.id = b.timelineId
    JOIN catalogVersion c ON c.id = b.catalogVersionId
    """

  static func storedBaseline(_ row: PostgresRandomAccessRow) throws -> StoredBaseline {
    StoredBaseline(
      id: BaselineID(rawValue: try row.int(0)), scenario: try row.text(1),
      scenarioID: ScenarioID(rawValue: try row.int(2)), profile: try row.text(3),
      profileRulesVersion: try row.count(4), timelineID: TimelineID(rawValue: try row.int(5)),
      timelineHash: try row.text(6), eventCount: try row.count(7), runID: try row.optionalInt(8).map(RunID.init),
      acceptedBy: try row.text(9), acceptedAt: try row.date(10), catalogVersion: try row.text(11),
      supersededAt: try row.optionalDate(12), isScenarioRemoved: try row.bool(13))
  }

  func currentBaselines<T>(
    scenario: String?, profile: String?, ordered: Bool, as transform: (StoredBaseline) -> T
  ) throws(StorageError) -> [T] {
    // The rows are made into `transform`'s values once read: a session's work runs apart from
    // the caller's, where `transform` cannot go.
    let rows = try read("read the current baselines") { session in
      var binds = PostgresBindings()
      binds.append(scenario)
      binds.append(profile)
      // Row by row, as SQLite's cursor: a check of 50,000 scenarios reads 50,000 rows, which need
      // not all be held as rows too.
      var baselines: [StoredBaseline] = []
      try session.forEachRow(
        Self.baselineSelection + """

           WHERE b.supersededAt IS NULL AND ($1::text IS NULL OR s.name = $1::text)
            AND ($2::text IS NULL OR p.name = $2::text)
          """ + (ordered ? #" ORDER BY s.name COLLATE "C", p.name COLLATE "C""# : ""), binds
      ) { row in baselines.append(try Self.storedBaseline(row)) }
      return baselines
    }
    return rows.map(transform)
  }

  func baselineHistory(scenario: String, profile: String) throws(StorageError) -> [StoredBaseline] {
    try read("read the baseline history of '\(scenario)'") { session in
      try session.query(
        Self.baselineSelection + """

           WHERE b.scenarioId = (SELECT id FROM scenario WHERE name = $1)
            AND b.profileId = (SELECT id FROM profile WHERE name = $2)
          ORDER BY b.id DESC
          """, PostgresBindings(scenario, profile)
      ).map(Self.storedBaseline)
    }
  }
}

// MARK: - Check results

extension PostgresCatalog {
  /// The columns `storedCheckResult` reads, with `joins` (`SharedSQL.checkOutcomeJoins` or
  /// `checkResultJoins`); append a WHERE clause.
  static func checkResultSelection(_ joins: String) -> String {
    """
    SELECT c.batchId, s.name, p.name, c.outcome, c.runId, rt.hash, c.baselineId, bt.hash, c.changeGroup,
           c.changeSignature, c.message, c.rejectedAt, c.rejectedBy
    \(joins)
    """
  }

  static func storedCheckResult(_ row: PostgresRandomAccessRow) throws -> StoredCheckResult {
    let outcomeName = try row.text(3)
    guard let outcome = CheckOutcome(rawValue: outcomeName) else {
      throw StorageError.invalidInput("unknown check outcome '\(outcomeName)' in the catalog")
    }
    var result = StoredCheckResult(
      batchID: BatchID(rawValue: try row.int(0)), scenario: try row.text(1), profile: try row.text(2),
      outcome: outcome, runID: try row.optionalInt(4).map(RunID.init), runTimelineHash: try row.optionalText(5),
      baselineID: try row.optionalInt(6).map(BaselineID.init), baselineTimelineHash: try row.optionalText(7),
      changeGroup: try row.optionalInt(8).map { Int($0) }, changeSignature: try row.optionalText(9),
      message: try row.optionalText(10))
    result.rejectedAt = try row.optionalDate(11)
    result.rejectedBy = try row.optionalText(12)
    return result
  }

  func checkResults(batch: BatchID, group: Int?) throws(StorageError) -> [StoredCheckResult] {
    try read("read the results of check #\(batch)") { session in
      var binds = PostgresBindings()
      binds.append(batch.rawValue)
      binds.append(group.map(Int64.init))
      return try session.query(
        Self.checkResultSelection(SharedSQL.checkOutcomeJoins) + """

           WHERE c.batchId = $1 AND ($2::bigint IS NULL OR c.changeGroup = $2::bigint)
          ORDER BY s.name COLLATE "C", p.name COLLATE "C"
          """, binds
      ).map(Self.storedCheckResult)
    }
  }

  func checkResults(changeSignature signature: String) throws(StorageError) -> [StoredCheckResult] {
    try read("read the check results of signature '\(signature)'") { session in
      try session.query(
        Self.checkResultSelection(SharedSQL.checkResultJoins) + """

           WHERE c.changeSignature = $1
          ORDER BY c.batchId DESC, s.name COLLATE "C", p.name COLLATE "C"
          """, PostgresBindings(signature)
      ).map(Self.storedCheckResult)
    }
  }
}

// MARK: - Export

extension PostgresCatalog: DialectCatalog {
  func exportScenarios(named names: [String]?) throws(StorageError) -> [ScenarioExport] {
    try exportedScenarios(named: names)
  }

  static func reason(_ error: any Error) -> String {
    if let error = error as? StorageError {
      switch error {
      case .corruptTimeline(_, let cause): return "its timeline cannot be read: \(cause)"
      case .postgres(_, _, _, let message): return message
      default: return error.description
      }
    }
    return PostgresFailure.describe(error)
  }

  static func currentScenarioNames(_ session: PostgresSession) throws -> [String] {
    try session.query("SELECT name FROM scenario WHERE removedAt IS NULL ORDER BY name COLLATE \"C\"").map {
      try $0.text(0)
    }
  }

  static func exportedScenario(_ name: String, _ session: PostgresSession) throws -> (ScenarioInput, Int64) {
    guard
      let row = try session.query(
        """
        SELECT s.id, r.source, r.fileName, r.sourceFormat, r.summary
        FROM scenario s
        JOIN scenarioRevision r ON r.id = (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = s.id)
        WHERE s.name = $1
        """, PostgresBindings(name)
      ).first
    else { throw StorageError.unknownScenario(name) }
    let scenarioID = try row.int(0)
    let tags = try session.query(
      "SELECT tag FROM scenarioTag WHERE scenarioId = $1 ORDER BY tag COLLATE \"C\"", PostgresBindings(scenarioID)
    ).map { try $0.text(0) }
    let scenario = ScenarioInput(
      name: name, source: try row.text(1), fileName: try row.text(2),
      sourceFormat: SourceFormat(rawValue: try row.text(3)) ?? .yaml, summary: try row.optionalText(4), tags: tags)
    return (scenario, scenarioID)
  }

  static func currentBaselines(_ scenarioID: Int64, _ session: PostgresSession) throws -> [StoredBaseline] {
    try session.query(
      baselineSelection + " WHERE b.scenarioId = $1 AND b.supersededAt IS NULL ORDER BY p.name COLLATE \"C\"",
      PostgresBindings(scenarioID)
    ).map(storedBaseline)
  }

  static func exported(_ baseline: StoredBaseline, _ session: PostgresSession) throws -> ExportedBaseline {
    ExportedBaseline(
      profile: baseline.profile, profileRulesVersion: baseline.profileRulesVersion,
      timeline: try storedTimeline(baseline.timelineID.rawValue, hash: baseline.timelineHash, in: session),
      timelineHash: baseline.timelineHash, acceptedBy: baseline.acceptedBy, acceptedAt: baseline.acceptedAt,
      catalogVersion: baseline.catalogVersion)
  }

  static func currentRecordings(_ scenarioID: Int64, _ session: PostgresSession) throws -> [StoredRecording] {
    try session.query(
      recordingSelection + " WHERE r.scenarioId = $1 AND r.supersededAt IS NULL ORDER BY r.number",
      PostgresBindings(scenarioID)
    ).map(storedRecording)
  }
}
#endif
