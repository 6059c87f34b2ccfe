import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  /// Stores the results of a check batch, each linked to the batch's run of its scenario and
  /// profile (if any) and to the current baseline (if any), in one statement.
  func insertCheckResults(_ results: [CheckResultInput], batchID: Int64, runIDs: [ScenarioProfilePair: Int64])
    throws
  {
    guard !results.isEmpty else { return }
    let unknown = Set(results.map(\.scenario)).filter { knownScenarioIDs[$0] == nil }
    if !unknown.isEmpty {
      for row in try session.query(
        "SELECT name, id FROM scenario WHERE name = ANY($1::text[])", PostgresBindings(Array(unknown)))
      {
        knownScenarioIDs[try row.text(0)] = try row.int(1)
      }
    }
    var pairs: [ScenarioProfilePair] = []
    var seen: Set<ScenarioProfilePair> = []
    for result in results {
      guard let scenarioID = knownScenarioIDs[result.scenario] else {
        throw StorageError.unknownScenario(result.scenario)
      }
      let pair = ScenarioProfilePair(scenarioID: scenarioID, profileID: try profileID(result.profile))
      guard seen.insert(pair).inserted else {
        throw StorageError.invalidInput(
          "two check results for scenario '\(result.scenario)' under profile '\(result.profile)'")
      }
      pairs.append(pair)
    }
    var baselines: [ScenarioProfilePair: Int64] = [:]
    for row in try session.query(
      "SELECT scenarioId, profileId, id FROM baseline WHERE supersededAt IS NULL AND scenarioId = ANY($1::bigint[])",
      PostgresBindings(Array(Set(pairs.map(\.scenarioID)))))
    {
      baselines[ScenarioProfilePair(scenarioID: try row.int(0), profileID: try row.int(1))] = try row.int(2)
    }
    var signatures = NullableTexts()
    var messages = NullableTexts()
    for result in results {
      signatures.append(result.changeSignature)
      messages.append(result.message)
    }
    var binds = PostgresBindings()
    binds.append(batchID)
    binds.append(pairs.map(\.scenarioID))
    binds.append(pairs.map(\.profileID))
    binds.append(results.map(\.outcome.rawValue))
    binds.append(zip(results, pairs).map { result, pair in runIDs[pair] ?? result.reusedRun?.rawValue ?? .nullMarker })
    binds.append(pairs.map { baselines[$0] ?? .nullMarker })
    binds.append(results.map { $0.changeGroup.map(Int64.init) ?? .nullMarker })
    binds.append(signatures.values)
    binds.append(signatures.present)
    binds.append(messages.values)
    binds.append(messages.present)
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

  func acceptCheckResults(
    batch: BatchID, group: Int?, outcomes: Set<CheckOutcome>, acceptedBy: String, acceptedAt: Date,
    catalogVersion: String
  ) throws -> [AcceptOutcome] {
    guard !outcomes.isEmpty else { return [] }
    var binds = PostgresBindings()
    binds.append(batch.rawValue)
    binds.append(group.map(Int64.init))
    binds.append(outcomes.map(\.rawValue).sorted())
    let rows = try session.query(
      """
      SELECT s.name, p.name, r.id, r.profileRulesVersion, r.timelineId, c.baselineId, cb.id, cb.timelineId,
             cb.profileRulesVersion, cb.acceptedBy, cb.acceptedAt
      FROM checkResult c
      JOIN scenario s ON s.id = c.scenarioId
      JOIN profile p ON p.id = c.profileId
      JOIN run r ON r.id = c.runId
      LEFT JOIN baseline cb
        ON cb.scenarioId = c.scenarioId AND cb.profileId = c.profileId AND cb.supersededAt IS NULL
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
