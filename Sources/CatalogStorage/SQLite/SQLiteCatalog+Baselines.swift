import Foundation
import GRDB

// MARK: - Reads

extension SQLiteCatalog {
  /// The current baselines with their timeline hashes, sorted by scenario and profile: what
  /// `catalog check` compares runs with, in one query and without loading events.
  ///
  /// - Parameters:
  ///   - scenario: Only this scenario's.
  ///   - profile: Only this profile's.
  ///   - transform: What each baseline is made into, as its row is read.
  func currentBaselines<T>(
    scenario: String?, profile: String?, ordered: Bool, as transform: (StoredBaseline) -> T
  ) throws(StorageError) -> [T] {
    try read("read the current baselines") { db in
      // A cursor: a check of 50,000 scenarios reads 50,000 rows, which need not all be held as
      // rows too, nor as `StoredBaseline`s beside what it makes of them.
      let rows = try Row.fetchCursor(
        db,
        sql: StoredBaseline.selection + """
           WHERE b.supersededAt IS NULL AND (:scenario IS NULL OR s.name = :scenario)
            AND (:profile IS NULL OR p.name = :profile)
          """ + (ordered ? " ORDER BY s.name, p.name" : ""),
        arguments: ["scenario": scenario, "profile": profile])
      var baselines: [T] = []
      while let row = try rows.next() { baselines.append(transform(try StoredBaseline(row: row))) }
      return baselines
    }
  }

  /// Every baseline ever accepted for a scenario under a profile, newest first: the current
  /// one, then those it superseded.
  func baselineHistory(scenario: String, profile: String) throws(StorageError) -> [StoredBaseline] {
    try read("read the baseline history of '\(scenario)'") { db in
      try Row.fetchAll(
        db,
        sql: StoredBaseline.selection + """
           WHERE b.scenarioId = (SELECT id FROM scenario WHERE name = :scenario)
            AND b.profileId = (SELECT id FROM profile WHERE name = :profile)
          ORDER BY b.id DESC
          """,
        arguments: ["scenario": scenario, "profile": profile]
      ).map(StoredBaseline.init(row:))
    }
  }
}

extension StoredBaseline {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = """
    SELECT b.id AS id, s.name AS scenario, b.scenarioId AS scenarioId, p.name AS profile,
           b.profileRulesVersion AS profileRulesVersion, b.timelineId AS timelineId, t.hash AS timelineHash,
           t.eventCount AS eventCount, b.runId AS runId, b.acceptedBy AS acceptedBy, b.acceptedAt AS acceptedAt,
           c.name AS catalogVersion, b.supersededAt AS supersededAt, s.removedAt IS NOT NULL AS isScenarioRemoved
    FROM baseline b
    JOIN scenario s ON s.id = b.scenarioId
    JOIN profile p ON p.id = b.profileId
    JOIN timeline t ON t.id = b.timelineId
    JOIN catalogVersion c ON c.id = b.catalogVersionId
    """

  /// The columns of `selection`, in order.
  enum Column: Int, QueryColumns {
    case id, scenario, scenarioId, profile, profileRulesVersion, timelineId, timelineHash, eventCount, runId
    case acceptedBy, acceptedAt, catalogVersion, supersededAt, isScenarioRemoved
  }

  init(row: Row) throws {
    let runID: Int64? = try row.decode(Column.runId)
    let supersededAt: Int64? = try row.decode(Column.supersededAt)
    self.init(
      id: BaselineID(rawValue: try row.decode(Column.id)), scenario: try row.decode(Column.scenario),
      scenarioID: ScenarioID(rawValue: try row.decode(Column.scenarioId)),
      profile: try row.decode(Column.profile),
      profileRulesVersion: try row.decode(Column.profileRulesVersion),
      timelineID: TimelineID(rawValue: try row.decode(Column.timelineId)),
      timelineHash: try row.decode(Column.timelineHash),
      eventCount: try row.decode(Column.eventCount), runID: runID.map(RunID.init(rawValue:)),
      acceptedBy: try row.decode(Column.acceptedBy),
      acceptedAt: Date(catalogMilliseconds: try row.decode(Column.acceptedAt)),
      catalogVersion: try row.decode(Column.catalogVersion),
      supersededAt: supersededAt.map(Date.init(catalogMilliseconds:)),
      isScenarioRemoved: try row.decode(Column.isScenarioRemoved))
  }

}
