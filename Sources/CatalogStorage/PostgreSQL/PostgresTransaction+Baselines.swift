import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func acceptBaselines(_ inputs: [BaselineInput]) throws -> [AcceptOutcome] {
    let now = Date().catalogMilliseconds
    // Whole timelines (an import) are stored together, in a few statements.
    try storeTimelines(
      inputs.compactMap { input in
        if case .timeline(let hashed) = input.timeline { return hashed }
        return nil
      }, now: now)
    return try inputs.map { input in
      guard !input.acceptedBy.isEmpty else {
        throw StorageError.invalidInput("a baseline of '\(input.scenario)' needs who accepted it")
      }
      let scenarioID = try scenarioID(input.scenario)
      let profileID = try profileID(input.profile)
      var runID: Int64?
      if case .run(let id) = input.timeline {
        try checkRun(id, isOf: input, scenarioID: scenarioID, profileID: profileID)
        runID = id.rawValue
      }
      let timelineID = try timelineID(for: input.timeline, now: now)

      var change = AcceptOutcome.Change.created
      var binds = PostgresBindings()
      binds.append(scenarioID)
      binds.append(profileID)
      if let row = try session.query(
        """
        SELECT id, timelineId, profileRulesVersion, acceptedBy, acceptedAt FROM baseline
        WHERE scenarioId = $1 AND profileId = $2 AND supersededAt IS NULL
        """, binds
      ).first {
        let currentID = try row.int(0)
        if try row.int(1) == timelineID, try row.count(2) == input.profileRulesVersion {
          return AcceptOutcome(
            scenario: input.scenario, profile: input.profile, baselineID: BaselineID(rawValue: currentID),
            change: .unchanged, currentAcceptedBy: try row.text(3), currentAcceptedAt: try row.date(4))
        }
        var supersede = PostgresBindings()
        supersede.append(input.acceptedAt.catalogMilliseconds)
        supersede.append(currentID)
        try session.execute("UPDATE baseline SET supersededAt = $1 WHERE id = $2", supersede)
        change = .superseded(BaselineID(rawValue: currentID))
      }
      var insert = PostgresBindings()
      insert.append(scenarioID)
      insert.append(profileID)
      insert.append(Int64(input.profileRulesVersion))
      insert.append(timelineID)
      insert.append(runID)
      insert.append(input.acceptedBy)
      insert.append(input.acceptedAt.catalogMilliseconds)
      insert.append(try catalogVersionID(input.catalogVersion))
      let id = try session.query(
        """
        INSERT INTO baseline (scenarioId, profileId, profileRulesVersion, timelineId, runId, acceptedBy, acceptedAt,
          catalogVersionId)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
        """, insert)[0].int(0)
      return AcceptOutcome(
        scenario: input.scenario, profile: input.profile, baselineID: BaselineID(rawValue: id), change: change)
    }
  }

  private func checkRun(_ id: RunID, isOf input: BaselineInput, scenarioID: Int64, profileID: Int64) throws {
    guard
      let row = try session.query("SELECT scenarioId, profileId FROM run WHERE id = $1", PostgresBindings(id.rawValue))
        .first
    else { throw StorageError.unknownRun(id) }
    guard try row.int(0) == scenarioID, try row.int(1) == profileID else {
      throw StorageError.invalidInput(
        "run #\(id) is not a run of scenario '\(input.scenario)' under profile '\(input.profile)'")
    }
  }

  func pruneBaselines(knownProfiles: Set<String>) throws -> [StoredBaseline] {
    let obsolete = try session.query(PostgresCatalog.baselineSelection + " WHERE b.supersededAt IS NULL")
      .map(PostgresCatalog.storedBaseline)
      .filter { $0.isObsolete(knownProfiles: knownProfiles) }
      .sorted { ($0.scenario, $0.profile) < ($1.scenario, $1.profile) }
    var timelineIDs: Set<Int64> = []
    for baseline in obsolete {
      var binds = PostgresBindings()
      binds.append(baseline.scenarioID.rawValue)
      binds.append(try profileID(baseline.profile))
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
    outcome.runs = try session.execute(
      """
      DELETE FROM run
      WHERE NOT EXISTS (SELECT 1 FROM baseline WHERE baseline.runId = run.id)
        AND NOT EXISTS (SELECT 1 FROM checkResult WHERE checkResult.runId = run.id)
        AND id NOT IN (SELECT MAX(id) FROM run GROUP BY scenarioId, profileId)
      """)
    outcome.batches = try session.execute(
      """
      DELETE FROM batch
      WHERE NOT EXISTS (SELECT 1 FROM run WHERE run.batchId = batch.id)
        AND NOT EXISTS (SELECT 1 FROM checkResult WHERE checkResult.batchId = batch.id)
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
