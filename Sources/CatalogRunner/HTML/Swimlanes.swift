import CatalogDiff
import CatalogModel
import TransitionEngine

/// One timeline drawn as swimlanes in HTML: a lane per object, each event a mark at its place in
/// the order of events (the time ruler above says when), run-loop turns as alternating bands, and
/// the spans of transitions and animations (the slices of `TraceEvents`) under the marks.
///
/// Marks are links (`<a>`), so they take the keyboard focus in order; each carries its time,
/// canonical text, kind, run-loop turn and, when known, its behaviour rule in `data-` attributes
/// that the page's script shows in the details panel (and in `title`, without the script).
struct Swimlanes {
  /// How an event is marked in a diff.
  enum Mark: String {
    case removed, added, changed, moved
  }

  /// The width of one event's column, in pixels.
  static let column = 18

  let id: String
  let title: String
  let timeline: Timeline
  var rules: [BehaviourRule]? = nil
  var marks: [Int: Mark] = [:]

  func html() -> String {
    var lanes: [String] = []
    var laneOf: [Name: Int] = [:]
    for event in timeline.events where laneOf[event.receiver] == nil {
      laneOf[event.receiver] = lanes.count
      lanes.append(timeline.string(event.receiver))
    }
    let width = max(1, timeline.count) * Self.column
    var out = "<section class=\"timeline\" id=\"\(id)\" aria-label=\"\(MarkupText.escaped(title))\">\n"
    out += "<h3>\(MarkupText.escaped(title)) <small>\(timeline.count) events</small></h3>\n"
    out += "<div class=\"scroll\"><div class=\"lanes\" style=\"--w:\(width)px\">\n"
    out += ruler()
    var rows = Array(repeating: "", count: lanes.count)
    var lines = CanonicalRenderer(timeline)
    var turnStart = 0
    var bands = ""
    for (index, event) in timeline.events.enumerated() {
      if index > 0, event.turn != timeline.events[index - 1].turn {
        if timeline.events[index - 1].turn % 2 == 1 { bands += band(from: turnStart, to: index) }
        turnStart = index
      }
      let lane = laneOf[event.receiver] ?? 0
      let line = lines.line(index)
      let time = event.time.decimalString
      let text = String(TraceEvents.withoutTime(line))
      var classes = "e k-\(event.kind.rawValue)"
      if let mark = marks[index] { classes += " m-\(mark.rawValue)" }
      var data = "data-seq=\"\(index)\" data-t=\"\(time)\" data-turn=\"\(event.turn)\""
      data += " data-text=\"\(MarkupText.escaped(text))\""
      var tip = "\(index): \(time) s, turn \(event.turn)\n\(text)"
      if let rule = rules?[index] {
        data += " data-rule=\"\(rule.id)\" data-rule-title=\"\(MarkupText.escaped(rule.title))\""
        tip += "\nrule \(rule.id): \(rule.title)"
      }
      if let mark = marks[index] {
        data += " data-mark=\"\(mark.rawValue)\""
        tip += "\n\(mark.rawValue)"
      }
      rows[lane] +=
        "<a class=\"\(classes)\" href=\"#\(id)-e\(index)\" id=\"\(id)-e\(index)\" style=\"left:\(index * Self.column)px\" "
        + "\(data) title=\"\(MarkupText.escaped(tip))\"></a>"
    }
    if let last = timeline.events.last, last.turn % 2 == 1 { bands += band(from: turnStart, to: timeline.count) }
    let spans = self.spans(laneOf: laneOf)
    for (lane, name) in lanes.enumerated() {
      out += "<div class=\"lane\" data-object=\"\(MarkupText.escaped(name))\">"
      out += "<div class=\"name\">\(MarkupText.escaped(name))</div><div class=\"track\">"
      out += bands + (spans[lane] ?? "") + rows[lane] + "</div></div>\n"
    }
    out += "</div></div>\n</section>\n"
    return out
  }

  /// Time labels where the time changes, at most one every four columns.
  private func ruler() -> String {
    var out = "<div class=\"lane ruler\"><div class=\"name\">time (s)</div><div class=\"track\">"
    var lastLabel = -4
    var lastTime: Int64? = nil
    for (index, event) in timeline.events.enumerated() where event.time.milliseconds != lastTime {
      lastTime = event.time.milliseconds
      guard index - lastLabel >= 4 else { continue }
      lastLabel = index
      out += "<span style=\"left:\(index * Self.column)px\">\(event.time.decimalString)</span>"
    }
    return out + "</div></div>\n"
  }

  private func band(from start: Int, to end: Int) -> String {
    "<i class=\"turn\" style=\"left:\(start * Self.column)px;width:\((end - start) * Self.column)px\"></i>"
  }

  /// The spans of transitions and animations, by lane.
  private func spans(laneOf: [Name: Int]) -> [Int: String] {
    var out: [Int: String] = [:]
    for span in TransitionSpan.spans(in: timeline) {
      guard let lane = laneOf[span.receiver] else { continue }
      out[lane, default: ""] +=
        "<b class=\"span\" style=\"left:\(span.first * Self.column)px;width:\((span.last - span.first + 1) * Self.column)px\">"
        + "\(span.name)</b>"
    }
    return out
  }
}
