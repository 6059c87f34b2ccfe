import CatalogModel
import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  /// Records a batch, its runs, the timelines new to the catalog with their events, and the
  /// check results of a `check` batch.
  ///
  /// Timelines are content-addressed: a run whose timeline hash is already stored points at
  /// that copy, so re-running unchanged scenarios adds one small run row each.
  ///
  /// - Parameters:
  ///   - batch: The invocation.
  ///   - runs: Its runs, in order. A run names its scenario by name (the latest revision of a
  ///     scenario that is not removed) or by revision.
  ///   - checkResults: The verdicts of a check, each linked to this batch's run of the same
  ///     scenario and profile and to the current baseline.
  /// - Throws: `StorageError.unknownScenario`, `.removedScenario`, `.invalidInput`; nothing is
  ///   written when anything throws.
  func recordBatch(
    _ batch: BatchInput, runs: [RunInput], checkResults: [CheckResultInput] = []
  ) throws -> RecordedBatch {
    try db.cachedStatement(
      sql: """
        INSERT INTO batch (kind, commandLine, catalogVersionId, startedAt, finishedAt, summary, folder)
        VALUES (:kind, :commandLine, :catalogVersion, :startedAt, :finishedAt, :summary, :folder)
        """
    ).execute(arguments: [
      "kind": batch.kind.rawValue, "commandLine": JSONText.array(of: batch.commandLine),
      "catalogVersion": try catalogVersionID(batch.catalogVersion), "startedAt": batch.startedAt.catalogMilliseconds,
      "finishedAt": batch.finishedAt.catalogMilliseconds, "summary": batch.summary, "folder": batch.folder,
    ])
    let batchID = db.lastInsertedRowID

    // A prepared statement with positional arguments: one row per run, the ingest path that
    // catalog-benchmark store measures against a raw SQLite loop.
    let insertRun = try PreparedInsert(
      db,
      sql: """
        INSERT INTO run (batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion,
          catalogVersionId, startedAt, durationMicroseconds, status, eventCount, timelineId, message)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    var scenarios: [ScenarioReference: (scenarioID: Int64, revisionID: Int64)] = [:]
    var runIDs: [RunID] = []
    runIDs.reserveCapacity(runs.count)
    var runIDsByPair: [ScenarioProfilePair: Int64] = [:]
    let insertedBefore = memo.insertedTimelineCount
    // A large batch looks up every timeline it names in one query, not one per run.
    if runs.count > 64 { try preloadTimelineIDs(Set(runs.compactMap(\.timelineDigest))) }
    for run in runs {
      let scenario: (scenarioID: Int64, revisionID: Int64)
      if let known = scenarios[run.scenario] {
        scenario = known
      } else {
        scenario = try resolve(run.scenario)
        scenarios[run.scenario] = scenario
      }
      let profileID = try profileID(run.profile)
      var timelineID: Int64?
      if let hashed = run.timeline {
        timelineID = try storeTimeline(hashed.timeline, hash: hashed.digest, now: now)
      } else if let stored = run.storedTimeline {
        timelineID = try self.timelineID(for: .hash(stored.digest), now: now)
      }
      try insertRun.execute(
        .integer(batchID), .integer(scenario.scenarioID), .integer(scenario.revisionID), .integer(profileID),
        .integer(Int64(run.profileRulesVersion)), .integer(try catalogVersionID(run.catalogVersion)),
        .integer(run.startedAt.catalogMilliseconds), .integer(run.durationMicroseconds), .text(run.status.rawValue),
        .integer(Int64(run.eventCount)), .integer(timelineID), .text(run.message))
      let runID = db.lastInsertedRowID
      runIDs.append(RunID(rawValue: runID))
      runIDsByPair[ScenarioProfilePair(scenarioID: scenario.scenarioID, profileID: profileID)] =
        runID
    }
    try insertCheckResults(checkResults, batchID: batchID, runIDs: runIDsByPair)
    return RecordedBatch(
      batchID: BatchID(rawValue: batchID), runIDs: runIDs,
      newTimelineCount: memo.insertedTimelineCount - insertedBefore)
  }

  /// The scenario and revision a run names.
  private func resolve(_ reference: ScenarioReference) throws -> (
    scenarioID: Int64, revisionID: Int64
  ) {
    switch reference {
    case .name(let name):
      let scenarioID = try scenarioID(name)
      memo.knownScenarioIDs[name] = scenarioID
      let latest = try db.cachedStatement(
        sql: "SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = :scenario")
      guard let revisionID = try Int64.fetchOne(latest, arguments: ["scenario": scenarioID]) else {
        throw StorageError.unknownScenario(name)
      }
      return (scenarioID, revisionID)
    case .known(let name, let scenario, let revision):
      memo.knownScenarioIDs[name] = scenario.rawValue
      return (scenario.rawValue, revision.rawValue)
    case .revision(let id):
      typealias Column = StoredRevision.ScenarioColumn
      let find = try db.cachedStatement(sql: StoredRevision.scenarioSQL)
      guard let row = try Row.fetchOne(find, arguments: ["revision": id.rawValue]) else {
        throw StorageError.invalidInput("no scenario revision #\(id) in the catalog")
      }
      let scenarioID: Int64 = try row.decode(Column.scenarioId)
      memo.knownScenarioIDs[try row.decode(Column.name)] = scenarioID
      return (scenarioID, id.rawValue)
    }
  }
}

// MARK: - Reads

extension SQLiteTransaction {
  /// The latest run of every scenario under every profile it ran under, as this transaction sees
  /// them: what `accept` makes baselines of, read in the transaction that accepts, so that a
  /// concurrent check's retention cannot remove a run between the two.
  ///
  /// - Parameter includeRemoved: Also scenarios removed with `catalog rm`.
  func latestRuns(includeRemoved: Bool) throws -> [StoredRun] {
    try Row.fetchAll(
      db, sql: StoredRun.latestSQL, arguments: ["includeRemoved": includeRemoved, "scenario": nil, "profile": nil]
    ).map(StoredRun.init(row:))
  }
}
