import Foundation
import GRDB

// MARK: - Writes

extension SQLiteTransaction {
  /// Accepts timelines as the baselines of their scenarios and profiles.
  ///
  /// Each accept supersedes the current baseline of its scenario and profile, which is kept as
  /// history; accepting the timeline and rules version the current baseline already has adds
  /// nothing. An imported timeline (`.timeline`) is stored if the catalog does not have it.
  ///
  /// - Throws: `StorageError.unknownScenario` or `.removedScenario`, `.unknownRun`,
  ///   `.unknownTimeline`, or `.invalidInput` for a run of another scenario or profile.
  func acceptBaselines(_ inputs: [BaselineInput]) throws -> [AcceptOutcome] {
    let now = Date().catalogMilliseconds
    let current = try db.cachedStatement(
      sql: """
        SELECT id, timelineId, profileRulesVersion, acceptedBy, acceptedAt FROM baseline
        WHERE scenarioId = :scenario AND profileId = :profile AND supersededAt IS NULL
        """)
    let supersede = try db.cachedStatement(sql: "UPDATE baseline SET supersededAt = :supersededAt WHERE id = :baseline")
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO baseline (scenarioId, profileId, profileRulesVersion, timelineId, runId,
          acceptedBy, acceptedAt, catalogVersionId)
        VALUES (:scenario, :profile, :rulesVersion, :timeline, :run, :acceptedBy, :acceptedAt, :catalogVersion)
        """)
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
      if let row = try Row.fetchOne(current, arguments: ["scenario": scenarioID, "profile": profileID]) {
        let currentID: Int64 = try row.decode(forColumn: "id")
        let currentTimelineID: Int64 = try row.decode(forColumn: "timelineId")
        let currentRulesVersion: Int = try row.decode(forColumn: "profileRulesVersion")
        if currentTimelineID == timelineID, currentRulesVersion == input.profileRulesVersion {
          return AcceptOutcome(
            scenario: input.scenario, profile: input.profile,
            baselineID: BaselineID(rawValue: currentID), change: .unchanged,
            currentAcceptedBy: try row.decode(forColumn: "acceptedBy"),
            currentAcceptedAt: Date(catalogMilliseconds: try row.decode(forColumn: "acceptedAt")))
        }
        try supersede.execute(arguments: ["supersededAt": input.acceptedAt.catalogMilliseconds, "baseline": currentID])
        change = .superseded(BaselineID(rawValue: currentID))
      }
      try insert.execute(arguments: [
        "scenario": scenarioID, "profile": profileID, "rulesVersion": input.profileRulesVersion,
        "timeline": timelineID, "run": runID, "acceptedBy": input.acceptedBy,
        "acceptedAt": input.acceptedAt.catalogMilliseconds,
        "catalogVersion": try catalogVersionID(input.catalogVersion),
      ])
      return AcceptOutcome(
        scenario: input.scenario, profile: input.profile,
        baselineID: BaselineID(rawValue: db.lastInsertedRowID), change: change)
    }
  }

  private func checkRun(_ id: RunID, isOf input: BaselineInput, scenarioID: Int64, profileID: Int64)
    throws
  {
    let find = try db.cachedStatement(sql: "SELECT scenarioId, profileId FROM run WHERE id = :run")
    guard let row = try Row.fetchOne(find, arguments: ["run": id.rawValue]) else {
      throw StorageError.unknownRun(id)
    }
    let runScenarioID: Int64 = try row.decode(forColumn: "scenarioId")
    let runProfileID: Int64 = try row.decode(forColumn: "profileId")
    guard runScenarioID == scenarioID, runProfileID == profileID else {
      throw StorageError.invalidInput(
        "run #\(id) is not a run of scenario '\(input.scenario)' under profile '\(input.profile)'")
    }
  }

  /// Deletes the obsolete baselines, with their history: those whose scenario was removed or
  /// whose profile is not one of `knownProfiles`.
  ///
  /// Timelines that nothing refers to any more (imported ones, typically) are deleted too.
  ///
  /// - Returns: The current baselines that were deleted, sorted by scenario and profile.
  func pruneBaselines(knownProfiles: Set<String>) throws -> [StoredBaseline] {
    let obsolete = try Row.fetchAll(
      db, sql: StoredBaseline.selection + " WHERE b.supersededAt IS NULL"
    )
    .map(StoredBaseline.init(row:))
    .filter { $0.isObsolete(knownProfiles: knownProfiles) }
    .sorted { ($0.scenario, $0.profile) < ($1.scenario, $1.profile) }
    let timelines = try db.cachedStatement(
      sql: "SELECT DISTINCT timelineId FROM baseline WHERE scenarioId = :scenario AND profileId = :profile")
    let delete = try db.cachedStatement(
      sql: "DELETE FROM baseline WHERE scenarioId = :scenario AND profileId = :profile")
    var timelineIDs: Set<Int64> = []
    for baseline in obsolete {
      let profileID = try profileID(baseline.profile)
      let arguments: StatementArguments = ["scenario": baseline.scenarioID.rawValue, "profile": profileID]
      timelineIDs.formUnion(try Int64.fetchAll(timelines, arguments: arguments))
      try delete.execute(arguments: arguments)
    }
    let deleteUnused = try db.cachedStatement(
      sql: """
        DELETE FROM timeline WHERE id = :timeline
          AND NOT EXISTS (SELECT 1 FROM run WHERE timelineId = :timeline)
          AND NOT EXISTS (SELECT 1 FROM baseline WHERE timelineId = :timeline)
        """)
    for id in timelineIDs.sorted() {
      try deleteUnused.execute(arguments: ["timeline": id])
    }
    return obsolete
  }
}
