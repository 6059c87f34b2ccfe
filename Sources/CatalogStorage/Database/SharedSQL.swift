/// SQL that both dialects write the same way: the joins from a row to its lookups, which each
/// backend puts after its own SELECT list (aliased columns in SQLite, positional ones in
/// PostgreSQL).
enum SharedSQL {
  /// The joins from a run `r` to its scenario `s`, revision `v`, profile `p`, catalog version `c`
  /// and timeline `t` (none for a run without one).
  static let runJoins = """
    JOIN scenario s ON s.id = r.scenarioId
    JOIN scenarioRevision v ON v.id = r.scenarioRevisionId
    JOIN profile p ON p.id = r.profileId
    JOIN catalogVersion c ON c.id = r.catalogVersionId
    LEFT JOIN timeline t ON t.id = r.timelineId
    """

  /// The FROM clause of a check result `c` with its scenario `s` and profile `p`, and the
  /// timelines of its run (`rt`) and baseline (`bt`) when it has them.
  ///
  /// `checkOutcome` is every result of every check, the passed ones a check records together in
  /// `checkPassed` included (migration 0012).
  static let checkOutcomeJoins = checkResultJoins(from: "checkOutcome")

  /// `checkOutcomeJoins` over the rows of `checkResult` alone: every result but the passed ones
  /// recorded since migration 0012, so every result that has a change group or signature.
  static let checkResultJoins = checkResultJoins(from: "checkResult")

  private static func checkResultJoins(from source: String) -> String {
    """
    FROM \(source) c
    JOIN scenario s ON s.id = c.scenarioId
    JOIN profile p ON p.id = c.profileId
    LEFT JOIN run r ON r.id = c.runId
    LEFT JOIN timeline rt ON rt.id = r.timelineId
    LEFT JOIN baseline b ON b.id = c.baselineId
    LEFT JOIN timeline bt ON bt.id = b.timelineId
    """
  }

  /// The FROM clause of `acceptCheckResults`: a check result `c` with its scenario `s`, profile
  /// `p` and run `r` (results without a run are left out), and the current baseline `cb` of its
  /// scenario and profile when there is one.
  static let acceptanceJoins = """
    FROM checkResult c
    JOIN scenario s ON s.id = c.scenarioId
    JOIN profile p ON p.id = c.profileId
    JOIN run r ON r.id = c.runId
    LEFT JOIN baseline cb
      ON cb.scenarioId = c.scenarioId AND cb.profileId = c.profileId AND cb.supersededAt IS NULL
    """
}
