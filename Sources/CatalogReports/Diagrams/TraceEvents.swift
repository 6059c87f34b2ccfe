import CatalogModel
import CatalogRunner

/// Timelines in the Trace Event Format (the JSON that Perfetto UI and `chrome://tracing` open):
/// one process per timeline, one track (thread) per object, an instant event per timeline event,
/// and slices for what has a duration.
///
/// Slices, each on its object's track: a presentation or dismissal transition, from the
/// presentation controller's `…TransitionWillBegin()` to its `…TransitionDidEnd(_:)`; an animation,
/// from an animator's `animateTransition(using:)` (or `startInteractiveTransition(_:)`) to its
/// `animationEnded(_:)`. A begin without its end (the run stopped) lasts to the timeline's last
/// event. Times are virtual: `ts` and `dur` are microseconds of the timeline's clock (milliseconds
/// × 1000). Tracks are numbered in the order objects first receive an event, `UIKit` (warnings and
/// exceptions) included, and named by metadata events.
///
/// For example, one instant event:
/// ```json
/// {"args": {"seq": 9, "turn": 1}, "cat": "callback", "name": "red.viewWillAppear(true)",
///  "ph": "i", "pid": 1, "s": "t", "tid": 4, "ts": 0}
/// ```
package struct TraceEvents: Encodable, Sendable {
  /// One timeline to draw, named `title` (`scenario @ profile`).
  package struct Process: Sendable {
    package var title: String
    package var timeline: Timeline

    package init(title: String, timeline: Timeline) {
      self.title = title
      self.timeline = timeline
    }
  }

  /// One entry of `traceEvents`.
  package struct Entry: Encodable, Sendable, Hashable {
    package var name: String
    /// `M` metadata, `i` instant, `X` complete (a slice with `dur`).
    package var ph: String
    package var pid: Int
    package var tid: Int
    package var ts: Int64?
    package var dur: Int64?
    package var cat: String?
    /// `t`: an instant event drawn on its thread's track.
    package var s: String?
    package var args: Arguments

    /// `args`: a metadata name, or an event's position and run-loop turn.
    package struct Arguments: Encodable, Sendable, Hashable {
      package var name: String?
      package var seq: Int?
      package var turn: Int?
    }
  }

  package let traceEvents: [Entry]
  /// Tells the viewers to show milliseconds.
  package let displayTimeUnit = "ms"

  enum CodingKeys: String, CodingKey {
    case traceEvents, displayTimeUnit
  }

  package init(_ processes: [Process]) {
    var entries: [Entry] = []
    for (offset, process) in processes.enumerated() {
      entries += Self.entries(process, pid: offset + 1)
    }
    traceEvents = entries
  }

  private static func entries(_ process: Process, pid: Int) -> [Entry] {
    let timeline = process.timeline
    var entries = [
      Entry(name: "process_name", ph: "M", pid: pid, tid: 0, args: .init(name: process.title))
    ]
    var tids: [String: Int] = [:]
    func tid(_ receiver: String) -> Int {
      if let known = tids[receiver] { return known }
      let new = tids.count + 1
      tids[receiver] = new
      entries.append(Entry(name: "thread_name", ph: "M", pid: pid, tid: new, args: .init(name: receiver)))
      return new
    }
    var lines = CanonicalRenderer(timeline)
    for (index, event) in timeline.events.enumerated() {
      let track = tid(timeline.string(event.receiver))
      let text = Self.withoutTime(lines.line(index))
      entries.append(
        Entry(
          name: String(text), ph: "i", pid: pid, tid: track, ts: event.time.microseconds,
          cat: event.kind.rawValue, s: "t", args: .init(seq: index, turn: Int(event.turn))))
    }
    let slices = TransitionSpan.spans(in: timeline).map { span in
      let start = timeline.events[span.first].time
      let end = timeline.events[span.last].time
      let length = end.milliseconds.subtractingReportingOverflow(start.milliseconds)
      return Entry(
        name: span.name, ph: "X", pid: pid, tid: tid(timeline.string(span.receiver)), ts: start.microseconds,
        dur: VirtualTime(milliseconds: length.overflow ? 0 : max(0, length.partialValue)).microseconds,
        cat: "transition", args: .init())
    }
    return entries + slices
  }

  /// A canonical line without its leading time: `red.viewWillAppear(true)`.
  package static func withoutTime(_ line: String) -> Substring {
    let trimmed = line.drop(while: { $0 == " " })
    let afterTime = trimmed.drop(while: { $0 != " " })
    return afterTime.drop(while: { $0 == " " })
  }
}
