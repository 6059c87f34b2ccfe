import GRDB

extension SQLiteTransaction {
  /// Removes what a catalog checked many times a day accumulates and nobody needs, keeping:
  /// every baseline and its history (and the runs they were accepted from), the latest run of
  /// each scenario under each profile, every result of the last check, and every changed or
  /// failed result of older checks (with their runs). Everything else goes: older results that
  /// passed, were new or obsolete, the runs only they referred to, batches left empty (the last
  /// batch of each kind stays) and timelines nothing refers to.
  ///
  /// SQLite reuses the freed pages, so a catalog collected after each check stops growing
  /// without `VACUUM` (which would rewrite the whole file).
  ///
  /// For example:
  /// ```swift
  /// let removed = try catalog.write("collect garbage") { try $0.collectGarbage() }
  /// ```
  func collectGarbage() throws -> RetentionOutcome {
    var outcome = RetentionOutcome()
    let lastCheck = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM batch WHERE kind = 'check'") ?? -1
    try db.execute(
      sql: """
        DELETE FROM checkResult
        WHERE batchId != :lastCheck AND outcome IN ('passed', 'new', 'obsolete')
        """, arguments: ["lastCheck": lastCheck])
    outcome.checkResults = db.changesCount
    // Older checks' passed results, recorded together (migration 0012), counted one by one.
    let passedArguments: StatementArguments = ["lastCheck": lastCheck]
    outcome.checkResults +=
      try Int.fetchOne(
        db, sql: "SELECT SUM(json_array_length(results)) FROM checkPassed WHERE batchId != :lastCheck",
        arguments: passedArguments) ?? 0
    try db.execute(sql: "DELETE FROM checkPassed WHERE batchId != :lastCheck", arguments: passedArguments)
    try db.execute(
      sql: """
        DELETE FROM run
        WHERE id NOT IN (SELECT runId FROM baseline WHERE runId IS NOT NULL)
          AND id NOT IN (SELECT runId FROM checkResult WHERE runId IS NOT NULL)
          AND id NOT IN (
            SELECT json_extract(e.value, '$[2]') FROM checkPassed p, json_each(p.results) e
            WHERE json_extract(e.value, '$[2]') IS NOT NULL)
          AND id NOT IN (SELECT MAX(id) FROM run GROUP BY scenarioId, profileId)
        """)
    outcome.runs = db.changesCount
    try db.execute(
      sql: """
        DELETE FROM batch
        WHERE id NOT IN (SELECT batchId FROM run)
          AND id NOT IN (SELECT batchId FROM checkResult)
          AND id NOT IN (SELECT batchId FROM checkPassed)
          AND id NOT IN (SELECT MAX(id) FROM batch GROUP BY kind)
        """)
    outcome.batches = db.changesCount
    try db.execute(
      sql: """
        DELETE FROM timeline
        WHERE id NOT IN (SELECT timelineId FROM run WHERE timelineId IS NOT NULL)
          AND id NOT IN (SELECT timelineId FROM baseline)
        """)
    outcome.timelines = db.changesCount
    return outcome
  }
}
