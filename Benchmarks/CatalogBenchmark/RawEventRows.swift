import CRawSQLite
import CatalogModel

/// A batch of runs with their timelines rendered as `timelineEvent` column values, ready for the
/// raw C insert loop: the same rows the store writes, rendered before the clock starts.
///
/// All text lives in one byte buffer; rows point into it while `withRuns` runs.
struct RawEventRows {
  /// One run: its scenario ids, timeline hash and events.
  struct Run {
    var scenarioID: Int64
    var revisionID: Int64
    var hash: String
    var events: [Row]
  }

  /// One event's columns, as ranges of `bytes`; `result` nil for SQL NULL.
  struct Row {
    var t: Int64
    var turn: Int64
    var kind: Range<Int>
    var receiver: Range<Int>
    var call: Range<Int>
    var args: Range<Int>
    var result: Range<Int>?
  }

  private(set) var bytes: [UInt8] = []
  private(set) var runs: [Run] = []
  private(set) var hashes: [Range<Int>] = []

  var eventCount: Int { runs.reduce(0) { $0 + $1.events.count } }

  /// Renders `timeline` as the store's `TimelineEventWriter` does: `args` a compact JSON array,
  /// `result` a JSON value, rectangles `[x, y, w, h]`.
  mutating func append(_ timeline: Timeline, hash: String, scenarioID: Int64, revisionID: Int64) {
    var rows: [Row] = []
    rows.reserveCapacity(timeline.count)
    for event in timeline.events {
      let kind = append(event.kind.rawValue)
      let receiver = append(timeline.string(event.receiver))
      let call = append(timeline.string(event.call))
      var args = "["
      for (position, value) in event.args.enumerated() {
        if position > 0 { args += "," }
        timeline.appendJSON(of: value, to: &args)
      }
      args += "]"
      let argsRange = append(args)
      var result: Range<Int>?
      if let value = event.result {
        var text = ""
        timeline.appendJSON(of: value, to: &text)
        result = append(text)
      }
      rows.append(
        Row(
          t: event.time.milliseconds, turn: Int64(event.turn), kind: kind, receiver: receiver,
          call: call, args: argsRange, result: result))
    }
    hashes.append(append(hash))
    runs.append(Run(scenarioID: scenarioID, revisionID: revisionID, hash: hash, events: rows))
  }

  private mutating func append(_ text: String) -> Range<Int> {
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    return start..<bytes.count
  }

  /// Calls `body` with the runs as C structs pointing into the buffer, valid only during the
  /// call.
  func withRuns<T>(_ body: (UnsafeBufferPointer<craw_run>) -> T) -> T {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else {
        return body(UnsafeBufferPointer(start: nil, count: 0))
      }
      func text(_ range: Range<Int>?) -> craw_text {
        guard let range else { return craw_text(bytes: nil, length: 0) }
        return craw_text(
          bytes: UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self),
          length: Int32(range.count))
      }
      var events: [craw_event] = []
      events.reserveCapacity(eventCount)
      for run in runs {
        for row in run.events {
          events.append(
            craw_event(
              t: row.t, turn: row.turn, kind: text(row.kind), receiver: text(row.receiver),
              call: text(row.call), args: text(row.args), result: text(row.result)))
        }
      }
      return events.withUnsafeBufferPointer { eventBuffer in
        var cRuns: [craw_run] = []
        var offset = 0
        for (index, run) in runs.enumerated() {
          cRuns.append(
            craw_run(
              scenario_id: run.scenarioID, revision_id: run.revisionID, hash: text(hashes[index]),
              events: eventBuffer.baseAddress.map { $0 + offset },
              event_count: Int32(run.events.count),
              started_at: 0, duration_microseconds: 420))
          offset += run.events.count
        }
        return cRuns.withUnsafeBufferPointer(body)
      }
    }
  }
}
