import Foundation
import GRDB

// MARK: - Writes

extension CatalogDatabase {
  /// Accepts timelines as baselines, in one transaction; each supersedes the current baseline
  /// of its scenario and profile, which is kept as history.
  ///
  /// For example:
  /// ```swift
  /// try catalog.acceptBaselines([
  ///   BaselineInput(
  ///     scenario: "dimming-presentation", profile: "uikit-13", profileRulesVersion: 1,
  ///     timeline: .run(runID), acceptedBy: "ana", acceptedAt: Date(), catalogVersion: "0.1.0")
  /// ])
  /// ```
  @discardableResult
  public func acceptBaselines(_ inputs: [BaselineInput]) throws -> [AcceptOutcome] {
    try write("accept baselines") { try $0.acceptBaselines(inputs) }
  }

  /// Deletes the obsolete baselines with their history, and the timelines nothing refers to
  /// any more, in one transaction.
  ///
  /// - Returns: The current baselines that were deleted, for `catalog baselines --prune` to
  ///   list.
  @discardableResult
  public func pruneBaselines(knownProfiles: Set<String>) throws -> [StoredBaseline] {
    try write("prune obsolete baselines") { try $0.pruneBaselines(knownProfiles: knownProfiles) }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// The current baselines with their timeline hashes, sorted by scenario and profile: what
  /// `catalog check` compares runs with, in one query and without loading events.
  ///
  /// - Parameters:
  ///   - scenario: Only this scenario's.
  ///   - profile: Only this profile's.
  public func currentBaselines(scenario: String? = nil, profile: String? = nil) throws
    -> [StoredBaseline]
  {
    try read("read the current baselines") { db in
      try Row.fetchAll(
        db,
        sql: StoredBaseline.selection + """
           WHERE b.supersededAt IS NULL AND (? IS NULL OR s.name = ?) AND (? IS NULL OR p.name = ?)
          ORDER BY s.name, p.name
          """,
        arguments: [scenario, scenario, profile, profile]
      ).map(StoredBaseline.init(row:))
    }
  }

  /// Every baseline ever accepted for a scenario under a profile, newest first: the current
  /// one, then those it superseded.
  public func baselineHistory(scenario: String, profile: String) throws -> [StoredBaseline] {
    try read("read the baseline history of '\(scenario)'") { db in
      try Row.fetchAll(
        db,
        sql: StoredBaseline.selection + """
           WHERE b.scenarioId = (SELECT id FROM scenario WHERE name = ?)
            AND b.profileId = (SELECT id FROM profile WHERE name = ?)
          ORDER BY b.id DESC
          """,
        arguments: [scenario, profile]
      ).map(StoredBaseline.init(row:))
    }
  }

  /// The current baselines that are obsolete: their scenario was removed, or their profile is
  /// not one of `knownProfiles`.
  public func obsoleteBaselines(knownProfiles: Set<String>) throws -> [StoredBaseline] {
    try currentBaselines().filter { $0.isObsolete(knownProfiles: knownProfiles) }
  }
}

extension StoredBaseline {
  /// The columns `init(row:)` reads, with their joins; append a WHERE clause.
  static let selection = """
    SELECT b.id, s.name, b.scenarioId, p.name, b.profileRulesVersion, b.timelineId, t.hash,
           t.eventCount, b.runId, b.acceptedBy, b.acceptedAt, c.name, b.supersededAt,
           s.removedAt IS NOT NULL
    FROM baseline b
    JOIN scenario s ON s.id = b.scenarioId
    JOIN profile p ON p.id = b.profileId
    JOIN timeline t ON t.id = b.timelineId
    JOIN catalogVersion c ON c.id = b.catalogVersionId
    """

  init(row: Row) throws {
    let runID: Int64? = try row.decode(atIndex: 8)
    let supersededAt: Int64? = try row.decode(atIndex: 12)
    self.init(
      id: BaselineID(rawValue: try row.decode(atIndex: 0)), scenario: try row.decode(atIndex: 1),
      scenarioID: ScenarioID(rawValue: try row.decode(atIndex: 2)),
      profile: try row.decode(atIndex: 3),
      profileRulesVersion: try row.decode(atIndex: 4),
      timelineID: TimelineID(rawValue: try row.decode(atIndex: 5)),
      timelineHash: try row.decode(atIndex: 6),
      eventCount: try row.decode(atIndex: 7), runID: runID.map(RunID.init(rawValue:)),
      acceptedBy: try row.decode(atIndex: 9),
      acceptedAt: Date(catalogMilliseconds: try row.decode(atIndex: 10)),
      catalogVersion: try row.decode(atIndex: 11),
      supersededAt: supersededAt.map(Date.init(catalogMilliseconds:)),
      isScenarioRemoved: try row.decode(atIndex: 13))
  }
}
