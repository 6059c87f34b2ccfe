#if PostgreSQL
import CatalogModel
import Foundation
import PostgresNIO

// MARK: - Writes

extension PostgresTransaction {
  func recordBatch(_ batch: BatchInput, runs: [RunInput], checkResults: [CheckResultInput]) throws -> RecordedBatch {
    let binds = PostgresBindings(
      batch.kind.rawValue, JSONText.array(of: batch.commandLine), try catalogVersionID(batch.catalogVersion),
      batch.startedAt.catalogMilliseconds, batch.finishedAt.catalogMilliseconds, batch.summary, batch.folder)
    let batchID = try session.query(
      """
      INSERT INTO batch (kind, commandLine, catalogVersionId, startedAt, finishedAt, summary, folder)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id
      """, binds)[0].int(0)

    let scenarios = try resolve(runs.map(\.scenario))
    let insertedBefore = memo.insertedTimelineCount
    try storeTimelines(runs.compactMap(\.timeline), now: now)
    // Runs that point at a stored timeline by digest (a check's replay equal to its baseline).
    let referenced = Set(runs.compactMap { $0.timeline == nil ? $0.storedTimeline?.digest : nil })
      .filter { memo.timelineIDs[$0] == nil }
    if !referenced.isEmpty {
      for row in try session.query(
        "SELECT hash, id FROM timeline WHERE hash = ANY($1::text[])", PostgresBindings(Array(referenced)))
      {
        memo.timelineIDs[try row.text(0)] = try row.int(1)
      }
    }
    let ids = try newIDs("run", count: runs.count)
    var rows = RunRows()
    var runIDsByPair: [ScenarioProfilePair: Int64] = [:]
    for (run, id) in zip(runs, ids) {
      guard let scenario = scenarios[run.scenario] else { throw StorageError.invalidInput("unresolved scenario") }
      let profileID = try profileID(run.profile)
      let timelineID = try run.timelineDigest.map { digest in
        guard let id = memo.timelineIDs[digest] else { throw StorageError.unknownTimeline(hash: digest) }
        return id
      }
      rows.ids.append(id)
      rows.scenarioIDs.append(scenario.scenarioID)
      rows.revisionIDs.append(scenario.revisionID)
      rows.profileIDs.append(profileID)
      rows.rulesVersions.append(Int64(run.profileRulesVersion))
      rows.catalogVersionIDs.append(try catalogVersionID(run.catalogVersion))
      rows.startedAts.append(run.startedAt.catalogMilliseconds)
      rows.durations.append(run.durationMicroseconds)
      rows.statuses.append(run.status.rawValue)
      rows.eventCounts.append(Int64(run.eventCount))
      rows.timelineIDs.append(timelineID ?? .nullMarker)
      rows.messages.append(run.message)
      runIDsByPair[ScenarioProfilePair(scenarioID: scenario.scenarioID, profileID: profileID)] = id
    }
    if !runs.isEmpty {
      let binds = PostgresBindings(
        columns: .integer(batchID), .integers(rows.ids), .integers(rows.scenarioIDs), .integers(rows.revisionIDs),
        .integers(rows.profileIDs), .integers(rows.rulesVersions), .integers(rows.catalogVersionIDs),
        .integers(rows.startedAts), .integers(rows.durations), .texts(rows.statuses), .integers(rows.eventCounts),
        .integers(rows.timelineIDs), .texts(rows.messages.values), .flags(rows.messages.present))
      try session.execute(
        """
        INSERT INTO run (id, batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion, catalogVersionId,
          startedAt, durationMicroseconds, status, eventCount, timelineId, message)
        SELECT id, $1, scenarioId, revisionId, profileId, rulesVersion, catalogVersionId, startedAt, duration, status,
          eventCount, NULLIF(timelineId, \(Int64.nullMarkerSQL)), CASE WHEN hasMessage THEN message END
        FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[],
                    $9::bigint[], $10::text[], $11::bigint[], $12::bigint[], $13::text[], $14::boolean[])
          AS r(id, scenarioId, revisionId, profileId, rulesVersion, catalogVersionId, startedAt, duration, status,
               eventCount, timelineId, message, hasMessage)
        """, binds)
    }
    try insertCheckResults(checkResults, batchID: batchID, runIDs: runIDsByPair)
    return RecordedBatch(
      batchID: BatchID(rawValue: batchID), runIDs: ids.map(RunID.init(rawValue:)),
      newTimelineCount: memo.insertedTimelineCount - insertedBefore)
  }

  func latestRuns(includeRemoved: Bool) throws -> [StoredRun] {
    try session.query(PostgresCatalog.latestRunsSQL, PostgresCatalog.latestRunsBinds(includeRemoved, nil, nil))
      .map(PostgresCatalog.storedRun)
  }

  /// The scenario and revision each reference names, looked up together; the first reference (in
  /// input order) that names nothing, or a removed scenario, throws.
  private func resolve(_ references: [ScenarioReference]) throws -> [ScenarioReference: (
    scenarioID: Int64, revisionID: Int64
  )] {
    var resolved: [ScenarioReference: (scenarioID: Int64, revisionID: Int64)] = [:]
    var names: Set<String> = []
    var revisions: Set<Int64> = []
    for reference in references {
      switch reference {
      case .name(let name): names.insert(name)
      case .revision(let id): revisions.insert(id.rawValue)
      case .known(let name, let scenario, let revision):
        memo.knownScenarioIDs[name] = scenario.rawValue
        resolved[reference] = (scenario.rawValue, revision.rawValue)
      }
    }
    var byName: [String: (id: Int64, removed: Bool, revision: Int64?)] = [:]
    if !names.isEmpty {
      for row in try session.query(
        """
        SELECT name, id, removedAt IS NOT NULL, (SELECT MAX(id) FROM scenarioRevision WHERE scenarioId = scenario.id)
        FROM scenario WHERE name = ANY($1::text[])
        """, PostgresBindings(Array(names)))
      {
        byName[try row.text(0)] = (try row.int(1), try row.bool(2), try row.optionalInt(3))
      }
    }
    var byRevision: [Int64: (scenarioID: Int64, name: String)] = [:]
    if !revisions.isEmpty {
      for row in try session.query(
        """
        SELECT r.id, r.scenarioId, s.name FROM scenarioRevision r JOIN scenario s ON s.id = r.scenarioId
        WHERE r.id = ANY($1::bigint[])
        """, PostgresBindings(Array(revisions)))
      {
        byRevision[try row.int(0)] = (try row.int(1), try row.text(2))
      }
    }
    for reference in references where resolved[reference] == nil {
      switch reference {
      case .name(let name):
        guard let found = byName[name] else { throw StorageError.unknownScenario(name) }
        guard !found.removed else { throw StorageError.removedScenario(name) }
        guard let revision = found.revision else { throw StorageError.unknownScenario(name) }
        memo.knownScenarioIDs[name] = found.id
        resolved[reference] = (found.id, revision)
      case .revision(let id):
        guard let found = byRevision[id.rawValue] else {
          throw StorageError.invalidInput("no scenario revision #\(id) in the catalog")
        }
        memo.knownScenarioIDs[found.name] = found.scenarioID
        resolved[reference] = (found.scenarioID, id.rawValue)
      case .known:
        break
      }
    }
    return resolved
  }
}
#endif
