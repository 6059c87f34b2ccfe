/// What a write transaction (`SQLiteTransaction`, `PostgresTransaction`) has learnt so far, so
/// that it looks nothing up twice: ids by name or hash, and how many timelines it stored.
///
/// Lives only as long as its transaction: a rollback forgets the rows these ids name.
struct TransactionMemo {
  /// Profile ids looked up or added, by name.
  var profileIDs: [String: Int64] = [:]
  /// Catalog version ids looked up or added, by name.
  var catalogVersionIDs: [String: Int64] = [:]
  /// Timelines stored or found (with their turns known), by hash.
  var timelineIDs: [String: Int64] = [:]
  /// Scenario ids learnt while resolving runs, so check results need not look them up again.
  var knownScenarioIDs: [String: Int64] = [:]
  /// How many timelines this transaction stored (rather than found).
  var insertedTimelineCount = 0
}
