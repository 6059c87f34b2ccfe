#if PostgreSQL
import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func acceptBaselines(_ inputs: [BaselineInput]) throws -> [AcceptOutcome] {
    // Whole timelines (an import) are stored together, in a few statements.
    try storeTimelines(
      inputs.compactMap { input in
        if case .timeline(let hashed) = input.timeline { return hashed }
        return nil
      }, now: now)
    return try inputs.map { try acceptBaseline($0, now: now) }
  }

  func scenarioAndProfile(ofRun id: RunID) throws -> ScenarioProfilePair? {
    try session.query("SELECT scenarioId, profileId FROM run WHERE id = $1", PostgresBindings(id.rawValue)).first
      .map { ScenarioProfilePair(scenarioID: try $0.int(0), profileID: try $0.int(1)) }
  }

  func currentBaseline(of pair: ScenarioProfilePair) throws -> (
    id: Int64, timelineID: Int64, rulesVersion: Int, acceptedBy: String, acceptedAt: Date
  )? {
    try session.query(
      """
      SELECT id, timelineId, profileRulesVersion, acceptedBy, acceptedAt FROM baseline
      WHERE scenarioId = $1 AND profileId = $2 AND supersededAt IS NULL
      """, PostgresBindings(pair.scenarioID, pair.profileID)
    ).first.map { (try $0.int(0), try $0.int(1), try $0.count(2), try $0.text(3), try $0.date(4)) }
  }

  func supersedeBaseline(_ id: Int64, at time: Int64) throws {
    try session.execute("UPDATE baseline SET supersededAt = $1 WHERE id = $2", PostgresBindings(time, id))
  }

  func insertBaseline(
    _ input: BaselineInput, pair: ScenarioProfilePair, timelineID: Int64, runID: Int64?, catalogVersionID: Int64
  ) throws -> Int64 {
    let binds = PostgresBindings(
      pair.scenarioID, pair.profileID, Int64(input.profileRulesVersion), timelineID, runID, input.acceptedBy,
      input.acceptedAt.catalogMilliseconds, catalogVersionID)
    return try session.query(
      """
      INSERT INTO baseline (scenarioId, profileId, profileRulesVersion, timelineId, runId, acceptedBy, acceptedAt,
        catalogVersionId)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
      """, binds)[0].int(0)
  }

  func pruneBaselines(knownProfiles: Set<String>, unreplayable: Set<String>) throws -> [StoredBaseline] {
    let obsolete = try session.query(PostgresCatalog.baselineSelection + " WHERE b.supersededAt IS NULL")
      .map(PostgresCatalog.storedBaseline)
      .filter { $0.isObsolete(knownProfiles: knownProfiles) || unreplayable.contains("\($0.scenario) @ \($0.profile)") }
      .sorted { ($0.scenario, $0.profile) < ($1.scenario, $1.profile) }
    var timelineIDs: Set<Int64> = []
    for baseline in obsolete {
      let binds = PostgresBindings(baseline.scenarioID.rawValue, try profileID(baseline.profile))
      for row in try session.query(
        "SELECT DISTINCT timelineId FROM baseline WHERE scenarioId = $1 AND profileId = $2", binds)
      {
        timelineIDs.insert(try row.int(0))
      }
      try session.execute("DELETE FROM baseline WHERE scenarioId = $1 AND profileId = $2", binds)
    }
    if !timelineIDs.isEmpty {
      try session.execute(
        """
        DELETE FROM timeline WHERE id = ANY($1::bigint[])
          AND NOT EXISTS (SELECT 1 FROM run WHERE run.timelineId = timeline.id)
          AND NOT EXISTS (SELECT 1 FROM baseline WHERE baseline.timelineId = timeline.id)
        """, PostgresBindings(timelineIDs.sorted()))
    }
    return obsolete
  }

  func collectGarbage() throws -> RetentionOutcome {
    var outcome = RetentionOutcome()
    let lastCheck = try session.query("SELECT COALESCE(MAX(id), -1) FROM batch WHERE kind = 'check'")[0].int(0)
    outcome.checkResults = try session.execute(
      "DELETE FROM checkResult WHERE batchId <> $1 AND outcome IN ('passed', 'new', 'obsolete')",
      PostgresBindings(lastCheck))
    // Older checks' passed results, recorded together (migration 0012), counted one by one.
    outcome.checkResults += Int(
      try session.query(
        "SELECT COALESCE(SUM(jsonb_array_length(results)), 0)::bigint FROM checkPassed WHERE batchId <> $1",
        PostgresBindings(lastCheck))[0].int(0))
    _ = try session.execute("DELETE FROM checkPassed WHERE batchId <> $1", PostgresBindings(lastCheck))
    outcome.runs = try session.execute(
      """
      DELETE FROM run
      WHERE NOT EXISTS (SELECT 1 FROM baseline WHERE baseline.runId = run.id)
        AND NOT EXISTS (SELECT 1 FROM checkResult WHERE checkResult.runId = run.id)
        AND id NOT IN (
          SELECT (e.value ->> 2)::bigint FROM checkPassed p CROSS JOIN LATERAL jsonb_array_elements(p.results) AS e(value)
          WHERE e.value ->> 2 IS NOT NULL)
        AND id NOT IN (SELECT MAX(id) FROM run GROUP BY scenarioId, profileId)
      """)
    outcome.batches = try session.execute(
      """
      DELETE FROM batch
      WHERE NOT EXISTS (SELECT 1 FROM run WHERE run.batchId = batch.id)
        AND NOT EXISTS (SELECT 1 FROM checkResult WHERE checkResult.batchId = batch.id)
        AND NOT EXISTS (SELECT 1 FROM checkPassed WHERE checkPassed.batchId = batch.id)
        AND id NOT IN (SELECT MAX(id) FROM batch GROUP BY kind)
      """)
    outcome.timelines = try session.execute(
      """
      DELETE FROM timeline
      WHERE NOT EXISTS (SELECT 1 FROM run WHERE run.timelineId = timeline.id)
        AND NOT EXISTS (SELECT 1 FROM baseline WHERE baseline.timelineId = timeline.id)
      """)
    return outcome
  }
}
#endif
