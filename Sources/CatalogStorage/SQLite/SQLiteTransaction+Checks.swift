import CatalogModel
import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  /// Stores the results of a check batch, each linked to the batch's run of its scenario and
  /// profile (if any) and to the current baseline (if any).
  func insertCheckResults(
    _ results: [CheckResultInput], batchID: Int64, runIDs: [ScenarioProfilePair: Int64]
  ) throws {
    guard !results.isEmpty else { return }
    // Multi-row statements with positional arguments: a row per result of a check, the ingest
    // path that catalog-benchmark check measures.
    var insert = try BatchedInsert(
      db, into: "checkResult",
      columns: [
        "batchId", "scenarioId", "profileId", "outcome", "runId", "baselineId", "changeGroup", "changeSignature",
        "message",
      ])
    let currentBaseline = try db.cachedStatement(
      sql: "SELECT id FROM baseline WHERE scenarioId = :scenario AND profileId = :profile AND supersededAt IS NULL"
    )
    // A large check reads every current baseline once rather than one query per result, unless
    // the results come with their ids.
    var preloaded: [ScenarioProfilePair: Int64]?
    if results.count > 64, results.contains(where: { $0.known == nil }) {
      var all: [ScenarioProfilePair: Int64] = [:]
      typealias Column = ScenarioProfilePair.CurrentBaselineColumn
      let rows = try Row.fetchCursor(db, sql: ScenarioProfilePair.currentBaselinesSQL)
      while let row = try rows.next() {
        let pair = ScenarioProfilePair(
          scenarioID: try row.decode(Column.scenarioId), profileID: try row.decode(Column.profileId))
        all[pair] = try row.decode(Column.id)
      }
      preloaded = all
      try preloadScenarioIDs(results.filter { $0.known == nil }.map(\.scenario))
    }
    // Baselines a check read before this transaction still exist unless `baselines --prune`
    // deleted them meanwhile; such a result records no baseline rather than a dangling one.
    let existing = try existingIDs(in: "baseline", results.compactMap { $0.known?.baseline?.rawValue })
    // Likewise a run a result stands on (a merged shard's, say) may have been collected by a
    // later check's retention: the result records no run rather than a dangling one.
    let existingRuns = try existingIDs(in: "run", results.compactMap { $0.reusedRun?.rawValue })
    // Each row by the index of its result (a copy of every result would double a large check's
    // memory as it is recorded).
    var rows: [(pair: ScenarioProfilePair, baseline: Int64?, result: Int)] = []
    rows.reserveCapacity(results.count)
    for (index, result) in results.enumerated() {
      let scenarioID =
        try result.known?.scenario.rawValue ?? memo.knownScenarioIDs[result.scenario]
        ?? scenarioID(result.scenario, allowRemoved: true)
      let pair = ScenarioProfilePair(scenarioID: scenarioID, profileID: try profileID(result.profile))
      let baselineID: Int64?
      if let known = result.known {
        baselineID = known.baseline.flatMap { existing.contains($0.rawValue) ? $0.rawValue : nil }
      } else {
        baselineID =
          try preloaded.map { $0[pair] }
          ?? Int64.fetchOne(currentBaseline, arguments: ["scenario": pair.scenarioID, "profile": pair.profileID])
      }
      rows.append((pair, baselineID, index))
    }
    // In the primary key's order: the rows go to neighbouring pages of the table, and two
    // results of one scenario and profile are neighbours.
    rows.sort {
      ($0.pair.scenarioID, $0.pair.profileID, $0.result) < ($1.pair.scenarioID, $1.pair.profileID, $1.result)
    }
    // The first result, in the order given, whose pair an earlier one has (as PostgreSQL names it).
    var duplicate: Int?
    for (second, first) in zip(rows.indices.dropFirst(), rows.indices) where rows[second].pair == rows[first].pair {
      duplicate = min(duplicate ?? rows[second].result, rows[second].result)
    }
    if let duplicate {
      let result = results[duplicate]
      throw StorageError.invalidInput(
        "two check results for scenario '\(result.scenario)' under profile '\(result.profile)'")
    }
    // The passed results go into `checkPassed` rows of 4,096, the others a `checkResult` row each.
    var passed = PassedResults()
    let insertPassed = try db.cachedStatement(
      sql: "INSERT INTO checkPassed (batchId, part, results) VALUES (:batch, :part, :results)")
    func record(_ row: PassedResults.Row?) throws {
      guard let row else { return }
      try insertPassed.execute(arguments: ["batch": batchID, "part": row.part, "results": row.json])
    }
    for (pair, baselineID, index) in rows {
      let result = results[index]
      let runID = runIDs[pair] ?? result.reusedRun.flatMap { existingRuns.contains($0.rawValue) ? $0.rawValue : nil }
      if result.isPlainPass {
        try record(passed.append(scenario: pair.scenarioID, profile: pair.profileID, run: runID, baseline: baselineID))
        continue
      }
      try insert.add([
        .integer(batchID), .integer(pair.scenarioID), .integer(pair.profileID), .text(result.outcome.rawValue),
        .integer(runID), .integer(baselineID), .integer(result.changeGroup.map(Int64.init)),
        .text(result.changeSignature), .text(result.message),
      ])
    }
    try insert.finish()
    try record(passed.finish())
  }

  /// Learns the ids of the scenarios named `names` (removed ones too) in one query, for a large
  /// check whose results mostly stand on earlier runs and so named no scenario yet.
  func preloadScenarioIDs(_ names: [String]) throws {
    let wanted = Array(Set(names.filter { memo.knownScenarioIDs[$0] == nil }))
    guard !wanted.isEmpty else { return }
    typealias Column = ScenarioProfilePair.ScenarioIDColumn
    let rows = try Row.fetchCursor(
      db, sql: ScenarioProfilePair.scenarioIDsSQL, arguments: ["names": JSONText.array(of: wanted)])
    while let row = try rows.next() {
      memo.knownScenarioIDs[try row.decode(Column.name)] = try row.decode(Column.id)
    }
  }

  /// Which of `ids` are rows of `table` (`baseline` or `run`) as this transaction sees them.
  func existingIDs(in table: String, _ ids: [Int64]) throws -> ExistingIDs {
    guard let low = ids.min(), let high = ids.max() else { return ExistingIDs() }
    // Ids of one check lie close together (a large check's are most of a range): a walk along
    // the primary key between the lowest and the highest costs less than a JSON list of them all
    // looked up one by one. Scattered ones are still looked up.
    var found: ExistingIDs
    let rows: DatabaseValueCursor<Int64>
    // (Ids read from a shard's report may be anything: a span that does not fit is scattered.)
    let (span, overflow) = high.subtractingReportingOverflow(low)
    if !overflow, span < 4 * Int64(ids.count) {
      // Most often every id of the range is a row (the baselines and runs of an unchanged
      // catalog): counted by SQLite, they are not read out one by one.
      let count = try Int64.fetchOne(
        db, sql: "SELECT count(*) FROM \(table) WHERE id BETWEEN :low AND :high", arguments: ["low": low, "high": high])
      if count == span + 1 { return ExistingIDs(everyIDOf: low, count: Int(span) + 1) }
      found = ExistingIDs(range: low, count: Int(span) + 1)
      rows = try Int64.fetchCursor(
        db, sql: "SELECT id FROM \(table) WHERE id BETWEEN :low AND :high", arguments: ["low": low, "high": high])
    } else {
      found = ExistingIDs()
      rows = try Int64.fetchCursor(
        db, sql: "SELECT id FROM \(table) WHERE id IN (SELECT value FROM json_each(:ids))",
        arguments: ["ids": "[" + Set(ids).map(String.init).joined(separator: ",") + "]"])
    }
    while let id = try rows.next() { found.mark(id) }
    return found
  }

  func rejectCheckResult(
    batch: BatchID, scenario: String, profile: String, rejectedBy: String, rejectedAt: Date
  ) throws -> Int {
    try db.execute(
      sql: """
        UPDATE checkResult SET rejectedAt = :at, rejectedBy = :by
         WHERE batchId = :batch
           AND scenarioId = (SELECT id FROM scenario WHERE name = :scenario)
           AND profileId = (SELECT id FROM profile WHERE name = :profile)
        """,
      arguments: [
        "at": rejectedAt.catalogMilliseconds, "by": rejectedBy, "batch": batch.rawValue, "scenario": scenario,
        "profile": profile,
      ])
    return db.changesCount
  }

  /// Accepts the timelines of a check's results as the new baselines: every result of change
  /// group `group`, or every result with one of `outcomes` when `group` is nil.
  ///
  /// This is `catalog accept --group N` on the last check. Results without a timeline (failed
  /// runs, obsolete baselines) are skipped, and so are the results of scenarios removed since
  /// the check (`catalog rm` racing `catalog accept` is not an error).
  ///
  /// - Parameters:
  ///   - batch: The check batch, usually `lastCheck()`.
  ///   - group: A change group of that check, or nil for all results with `outcomes`.
  ///   - outcomes: Which results to accept; `changed` and `new` by default.
  func acceptCheckResults(
    batch: BatchID, group: Int?, outcomes: Set<CheckOutcome> = [.changed, .new], acceptedBy: String,
    acceptedAt: Date, catalogVersion: String
  ) throws -> [AcceptOutcome] {
    guard !outcomes.isEmpty else { return [] }
    let names = outcomes.map(\.rawValue).sorted()
    let placeholders = names.indices.map { ":outcome\($0)" }.joined(separator: ", ")
    var arguments: StatementArguments = ["batch": batch.rawValue, "group": group]
    for (index, name) in names.enumerated() { arguments += ["outcome\(index)": name] }
    typealias Column = CheckResultAcceptance.Column
    let rows = try Row.fetchAll(db, sql: CheckResultAcceptance.sql(outcomes: placeholders), arguments: arguments)
    let results = try rows.map { row in
      let currentID: Int64? = try row.decode(Column.currentId)
      return CheckResultAcceptance(
        scenario: try row.decode(Column.scenario), profile: try row.decode(Column.profile),
        runID: RunID(rawValue: try row.decode(Column.runId)),
        rulesVersion: try row.decode(Column.profileRulesVersion),
        runTimelineID: try row.decode(Column.runTimelineId),
        comparedBaselineID: try row.decode(Column.comparedId),
        current: try currentID.map { id in
          CheckResultAcceptance.Current(
            id: id, timelineID: try row.decode(Column.currentTimelineId),
            rulesVersion: try row.decode(Column.currentRulesVersion),
            acceptedBy: try row.decode(Column.currentAcceptedBy),
            acceptedAt: Date(catalogMilliseconds: try row.decode(Column.currentAcceptedAt)))
        })
    }
    return try CheckResultAcceptance.acceptAll(
      results, acceptedBy: acceptedBy, acceptedAt: acceptedAt, catalogVersion: catalogVersion, accept: acceptBaselines)
  }
}

extension ScenarioProfilePair {
  /// Every current baseline's pair and id. Positional columns (`CurrentBaselineColumn`): a large
  /// check reads them all, and a name lookup per value would cost more than the query.
  static let currentBaselinesSQL = "SELECT scenarioId, profileId, id FROM baseline WHERE supersededAt IS NULL"

  /// The columns of `currentBaselinesSQL`, in order.
  enum CurrentBaselineColumn: Int, QueryColumns {
    case scenarioId, profileId, id
  }

  /// The ids of the scenarios named in the JSON array `:names`, removed ones too.
  static let scenarioIDsSQL = "SELECT name, id FROM scenario WHERE name IN (SELECT value FROM json_each(:names))"

  /// The columns of `scenarioIDsSQL`, in order.
  enum ScenarioIDColumn: Int, QueryColumns {
    case name, id
  }
}

extension CheckResultAcceptance {
  /// The results of check `:batch` to accept (of change group `:group` when it is not null) whose
  /// outcome is one of the parameters `outcomes` lists (`:outcome0, :outcome1`), with their
  /// runs and their pairs' current baselines.
  static func sql(outcomes: String) -> String {
    """
    SELECT s.name AS scenario, p.name AS profile, r.id AS runId, r.profileRulesVersion AS profileRulesVersion,
           r.timelineId AS runTimelineId, c.baselineId AS comparedId, cb.id AS currentId,
           cb.timelineId AS currentTimelineId, cb.profileRulesVersion AS currentRulesVersion,
           cb.acceptedBy AS currentAcceptedBy, cb.acceptedAt AS currentAcceptedAt
    \(SharedSQL.acceptanceJoins)
    WHERE c.batchId = :batch AND (:group IS NULL OR c.changeGroup = :group) AND c.outcome IN (\(outcomes))
      AND r.timelineId IS NOT NULL AND s.removedAt IS NULL
    ORDER BY s.name, p.name
    """
  }

  /// The columns of `sql(outcomes:)`, in order.
  enum Column: Int, QueryColumns {
    case scenario, profile, runId, profileRulesVersion, runTimelineId, comparedId, currentId, currentTimelineId
    case currentRulesVersion, currentAcceptedBy, currentAcceptedAt
  }
}
