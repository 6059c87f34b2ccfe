#if PostgreSQL
/// The `run` rows of one INSERT, column by column.
struct RunRows {
  var ids: [Int64] = []
  var scenarioIDs: [Int64] = []
  var revisionIDs: [Int64] = []
  var profileIDs: [Int64] = []
  var rulesVersions: [Int64] = []
  var catalogVersionIDs: [Int64] = []
  var startedAts: [Int64] = []
  var durations: [Int64] = []
  var statuses: [String] = []
  var eventCounts: [Int64] = []
  /// `Int64.nullMarker` for a run without a timeline.
  var timelineIDs: [Int64] = []
  var messages = NullableTexts()
}
#endif
