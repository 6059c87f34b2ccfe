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
    return try inputs.map { try acceptBaseline($0, now: now) }
  }

  func scenarioAndProfile(ofRun id: RunID) throws -> ScenarioProfilePair? {
    typealias Column = ScenarioProfilePair.Column
    let find = try db.cachedStatement(sql: ScenarioProfilePair.ofRunSQL)
    return try Row.fetchOne(find, arguments: ["run": id.rawValue]).map { row in
      ScenarioProfilePair(scenarioID: try row.decode(Column.scenarioId), profileID: try row.decode(Column.profileId))
    }
  }

  func currentBaseline(of pair: ScenarioProfilePair) throws -> (
    id: Int64, timelineID: Int64, rulesVersion: Int, acceptedBy: String, acceptedAt: Date
  )? {
    typealias Column = ScenarioProfilePair.BaselineColumn
    let current = try db.cachedStatement(sql: ScenarioProfilePair.currentBaselineSQL)
    guard let row = try Row.fetchOne(current, arguments: ["scenario": pair.scenarioID, "profile": pair.profileID])
    else { return nil }
    return (
      try row.decode(Column.id), try row.decode(Column.timelineId),
      try row.decode(Column.profileRulesVersion), try row.decode(Column.acceptedBy),
      Date(catalogMilliseconds: try row.decode(Column.acceptedAt))
    )
  }

  func supersedeBaseline(_ id: Int64, at time: Int64) throws {
    try db.cachedStatement(sql: "UPDATE baseline SET supersededAt = :supersededAt WHERE id = :baseline")
      .execute(arguments: ["supersededAt": time, "baseline": id])
  }

  func insertBaseline(
    _ input: BaselineInput, pair: ScenarioProfilePair, timelineID: Int64, runID: Int64?, catalogVersionID: Int64
  ) throws -> Int64 {
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO baseline (scenarioId, profileId, profileRulesVersion, timelineId, runId,
          acceptedBy, acceptedAt, catalogVersionId)
        VALUES (:scenario, :profile, :rulesVersion, :timeline, :run, :acceptedBy, :acceptedAt, :catalogVersion)
        """)
    try insert.execute(arguments: [
      "scenario": pair.scenarioID, "profile": pair.profileID, "rulesVersion": input.profileRulesVersion,
      "timeline": timelineID, "run": runID, "acceptedBy": input.acceptedBy,
      "acceptedAt": input.acceptedAt.catalogMilliseconds, "catalogVersion": catalogVersionID,
    ])
    return db.lastInsertedRowID
  }

  /// Deletes the obsolete baselines, with their history: those whose scenario was removed or
  /// whose profile is not one of `knownProfiles`.
  ///
  /// Timelines that nothing refers to any more (imported ones, typically) are deleted too.
  ///
  /// - Returns: The current baselines that were deleted, sorted by scenario and profile.
  func pruneBaselines(knownProfiles: Set<String>, unreplayable: Set<String>) throws -> [StoredBaseline] {
    let obsolete = try Row.fetchAll(
      db, sql: StoredBaseline.selection + " WHERE b.supersededAt IS NULL"
    )
    .map(StoredBaseline.init(row:))
    .filter { $0.isObsolete(knownProfiles: knownProfiles) || unreplayable.contains("\($0.scenario) @ \($0.profile)") }
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

extension ScenarioProfilePair {
  /// The scenario and profile of the run whose id is the argument `:run`.
  static let ofRunSQL = "SELECT scenarioId, profileId FROM run WHERE id = :run"

  /// The columns of `ofRunSQL`, in order.
  enum Column: Int, QueryColumns {
    case scenarioId, profileId
  }

  /// The current baseline of the pair given as the arguments `:scenario` and `:profile` (ids).
  static let currentBaselineSQL = """
    SELECT id, timelineId, profileRulesVersion, acceptedBy, acceptedAt FROM baseline
    WHERE scenarioId = :scenario AND profileId = :profile AND supersededAt IS NULL
    """

  /// The columns of `currentBaselineSQL`, in order.
  enum BaselineColumn: Int, QueryColumns {
    case id, timelineId, profileRulesVersion, acceptedBy, acceptedAt
  }
}
