#if PostgreSQL
import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  /// Stores the results of a check batch, each linked to the batch's run of its scenario and
  /// profile (if any) and to the current baseline (if any), in one statement.
  ///
  /// A result with `known` ids is stored under them: its scenario is not looked up by name, and
  /// its baseline is the one the check read, if it still exists (`baselines --prune` may have
  /// deleted it since; then the result records none rather than a dangling id). The others'
  /// scenarios and current baselines are looked up in two queries.
  func insertCheckResults(_ results: [CheckResultInput], batchID: Int64, runIDs: [ScenarioProfilePair: Int64])
    throws
  {
    guard !results.isEmpty else { return }
    let unknown = Set(results.lazy.filter { $0.known == nil }.map(\.scenario)).filter {
      memo.knownScenarioIDs[$0] == nil
    }
    if !unknown.isEmpty {
      for row in try session.query(
        "SELECT name, id FROM scenario WHERE name = ANY($1::text[])", PostgresBindings(Array(unknown)))
      {
        memo.knownScenarioIDs[try row.text(0)] = try row.int(1)
      }
    }
    var pairs: [ScenarioProfilePair] = []
    pairs.reserveCapacity(results.count)
    var seen: Set<ScenarioProfilePair> = []
    for result in results {
      guard let scenarioID = result.known?.scenario.rawValue ?? memo.knownScenarioIDs[result.scenario] else {
        throw StorageError.unknownScenario(result.scenario)
      }
      let pair = ScenarioProfilePair(scenarioID: scenarioID, profileID: try profileID(result.profile))
      guard seen.insert(pair).inserted else {
        throw StorageError.invalidInput(
          "two check results for scenario '\(result.scenario)' under profile '\(result.profile)'")
      }
      pairs.append(pair)
    }
    // The current baselines of the results that came without ids.
    var current: [ScenarioProfilePair: Int64] = [:]
    let lookedUp = Set(zip(results, pairs).lazy.filter { $0.0.known == nil }.map(\.1.scenarioID))
    if !lookedUp.isEmpty {
      for row in try session.query(
        "SELECT scenarioId, profileId, id FROM baseline WHERE supersededAt IS NULL AND scenarioId = ANY($1::bigint[])",
        PostgresBindings(Array(lookedUp)))
      {
        current[ScenarioProfilePair(scenarioID: try row.int(0), profileID: try row.int(1))] = try row.int(2)
      }
    }
    // The baselines the check read that still exist, as this transaction sees them.
    let existing = try existingIDs(in: "baseline", results.compactMap { $0.known?.baseline?.rawValue })
    // The runs results stand on that still exist: a later check's retention may have collected
    // a merged shard's run; such a result records no run rather than a dangling one.
    let existingRuns = try existingIDs(in: "run", results.compactMap { $0.reusedRun?.rawValue })
    // In the primary key's order (batch, scenario, profile), as SQLite's backend writes them.
    let order = pairs.indices.sorted {
      (pairs[$0].scenarioID, pairs[$0].profileID) < (pairs[$1].scenarioID, pairs[$1].profileID)
    }
    var scenarioIDs: [Int64] = []
    var profileIDs: [Int64] = []
    var outcomes: [String] = []
    var runs: [Int64] = []
    var baselines: [Int64] = []
    var groups: [Int64] = []
    var signatures = NullableTexts()
    var messages = NullableTexts()
    // The passed results go into `checkPassed` rows of 4,096, the others a `checkResult` row each.
    var passed = PassedResults()
    func record(_ row: PassedResults.Row?) throws {
      guard let row else { return }
      _ = try session.execute(
        "INSERT INTO checkPassed (batchId, part, results) VALUES ($1, $2, $3::jsonb)",
        PostgresBindings(batchID, Int64(row.part), row.json))
    }
    for index in order {
      let (result, pair) = (results[index], pairs[index])
      let baseline: Int64?
      if let known = result.known {
        baseline = known.baseline.flatMap { existing.contains($0.rawValue) ? $0.rawValue : nil }
      } else {
        baseline = current[pair]
      }
      let run = runIDs[pair] ?? result.reusedRun.flatMap { existingRuns.contains($0.rawValue) ? $0.rawValue : nil }
      if result.isPlainPass {
        try record(passed.append(scenario: pair.scenarioID, profile: pair.profileID, run: run, baseline: baseline))
        continue
      }
      scenarioIDs.append(pair.scenarioID)
      profileIDs.append(pair.profileID)
      outcomes.append(result.outcome.rawValue)
      runs.append(run ?? .nullMarker)
      baselines.append(baseline ?? .nullMarker)
      groups.append(result.changeGroup.map(Int64.init) ?? .nullMarker)
      signatures.append(result.changeSignature)
      messages.append(result.message)
    }
    try record(passed.finish())
    guard !scenarioIDs.isEmpty else { return }
    let binds = PostgresBindings(
      columns: .integer(batchID), .integers(scenarioIDs), .integers(profileIDs), .texts(outcomes), .integers(runs),
      .integers(baselines), .integers(groups), .texts(signatures.values), .flags(signatures.present),
      .texts(messages.values), .flags(messages.present))
    let null = Int64.nullMarkerSQL
    try session.execute(
      """
      INSERT INTO checkResult (batchId, scenarioId, profileId, outcome, runId, baselineId, changeGroup, changeSignature,
        message)
      SELECT $1, scenarioId, profileId, outcome, NULLIF(runId, \(null)), NULLIF(baselineId, \(null)),
        NULLIF(changeGroup, \(null)), CASE WHEN hasSignature THEN signature END, CASE WHEN hasMessage THEN message END
      FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::text[],
                  $9::boolean[], $10::text[], $11::boolean[])
        AS c(scenarioId, profileId, outcome, runId, baselineId, changeGroup, signature, hasSignature, message,
             hasMessage)
      """, binds)
  }

  /// Which of `ids` are rows of `table` (`baseline` or `run`) as this transaction sees them.
  func existingIDs(in table: String, _ ids: [Int64]) throws -> Set<Int64> {
    guard !ids.isEmpty else { return [] }
    var found: Set<Int64> = []
    for row in try session.query(
      "SELECT id FROM \(table) WHERE id = ANY($1::bigint[])", PostgresBindings(Array(Set(ids))))
    {
      found.insert(try row.int(0))
    }
    return found
  }

  func rejectCheckResult(
    batch: BatchID, scenario: String, profile: String, rejectedBy: String, rejectedAt: Date
  ) throws -> Int {
    try session.execute(
      """
      UPDATE checkResult SET rejectedAt = $1, rejectedBy = $2
       WHERE batchId = $3
         AND scenarioId = (SELECT id FROM scenario WHERE name = $4)
         AND profileId = (SELECT id FROM profile WHERE name = $5)
      """,
      PostgresBindings(rejectedAt.catalogMilliseconds, rejectedBy, batch.rawValue, scenario, profile))
  }

  func acceptCheckResults(
    batch: BatchID, group: Int?, outcomes: Set<CheckOutcome>, acceptedBy: String, acceptedAt: Date,
    catalogVersion: String
  ) throws -> [AcceptOutcome] {
    guard !outcomes.isEmpty else { return [] }
    let binds = PostgresBindings(batch.rawValue, group.map(Int64.init), outcomes.map(\.rawValue).sorted())
    let rows = try session.query(
      """
      SELECT s.name, p.name, r.id, r.profileRulesVersion, r.timelineId, c.baselineId, cb.id, cb.timelineId,
             cb.profileRulesVersion, cb.acceptedBy, cb.acceptedAt
      \(SharedSQL.acceptanceJoins)
      WHERE c.batchId = $1 AND ($2::bigint IS NULL OR c.changeGroup = $2::bigint) AND c.outcome = ANY($3::text[])
        AND r.timelineId IS NOT NULL AND s.removedAt IS NULL
      ORDER BY s.name COLLATE "C", p.name COLLATE "C"
      """, binds)
    let results = try rows.map { row in
      CheckResultAcceptance(
        scenario: try row.text(0), profile: try row.text(1), runID: RunID(rawValue: try row.int(2)),
        rulesVersion: try row.count(3), runTimelineID: try row.int(4), comparedBaselineID: try row.optionalInt(5),
        current: try row.optionalInt(6).map { id in
          CheckResultAcceptance.Current(
            id: id, timelineID: try row.int(7), rulesVersion: try row.count(8), acceptedBy: try row.text(9),
            acceptedAt: try row.date(10))
        })
    }
    return try CheckResultAcceptance.acceptAll(
      results, acceptedBy: acceptedBy, acceptedAt: acceptedAt, catalogVersion: catalogVersion, accept: acceptBaselines)
  }
}
#endif
