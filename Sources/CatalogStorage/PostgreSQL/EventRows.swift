#if PostgreSQL
import CatalogModel

/// The `timelineEvent` rows of one INSERT, column by column, in the text forms SQLite stores
/// (`TimelineEventWriter`): `args` a compact JSON array, `result` a JSON value or NULL.
struct EventRows {
  var timelineIDs: [Int64] = []
  var seqs: [Int64] = []
  var times: [Int64] = []
  /// -1 when unknown (stored as NULL).
  var turns: [Int64] = []
  var kinds: [String] = []
  var receivers: [String] = []
  var calls: [String] = []
  var args: [String] = []
  var results = NullableTexts()

  var count: Int { seqs.count }

  mutating func append(_ timeline: Timeline, _ index: Int, as timelineID: Int64) {
    let event = timeline.events[index]
    timelineIDs.append(timelineID)
    seqs.append(Int64(index))
    times.append(event.time.milliseconds)
    turns.append(event.turn >= 0 ? Int64(event.turn) : -1)
    kinds.append(event.kind.rawValue)
    receivers.append(timeline.string(event.receiver))
    calls.append(timeline.string(event.call))
    var text = "["
    for (position, value) in event.args.enumerated() {
      if position > 0 { text.append(",") }
      timeline.appendJSON(of: value, to: &text)
    }
    text.append("]")
    args.append(text)
    results.append(
      event.result.map { value in
        var text = ""
        timeline.appendJSON(of: value, to: &text)
        return text
      })
  }
}
#endif
