import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogStorage
import TransitionEngine

/// The HTML pages of `catalog report` and `check --html`: swimlanes of timelines, of a diff's two
/// sides with their changes marked and its rows side by side, and of a whole check
/// (Docs/html-report.md).
package enum HTMLReport {
  /// A timeline to draw, with what is known about it.
  package struct Drawn: Sendable {
    package var title: String
    package var timeline: Timeline
    /// The explained replay that gave exactly this timeline, for rules, chains and phases.
    package var explanation: ReplayExplanation?
    /// The scenario's hierarchy, for the order of the lanes.
    package var order: ParticipantOrder
    /// Said under the title (why rules are missing, for instance).
    package var caption: String?

    package init(
      title: String, timeline: Timeline, explanation: ReplayExplanation? = nil, order: ParticipantOrder = .init(),
      caption: String? = nil
    ) {
      self.title = title
      self.timeline = timeline
      self.explanation = explanation
      self.order = order
      self.caption = caption
    }
  }

  /// A page of timelines.
  package static func timelines(title: String, _ timelines: [Drawn]) -> String {
    var body = legend()
    for (index, item) in timelines.enumerated() {
      body += lanes(item, id: "t\(index + 1)").html()
    }
    return HTMLPage(title: title, body: body).html()
  }

  /// A page of one diff: the summary, both sides' swimlanes with their changes marked, and the
  /// rows side by side.
  package static func diff(_ diff: TimelineDiff, left: Drawn, right: Drawn) -> String {
    let title = "\(left.title) → \(right.title)"
    return HTMLPage(title: title, body: legend(marks: true) + section(diff, left: left, right: right, id: "d")).html()
  }

  static func lanes(_ item: Drawn, id: String) -> Swimlanes {
    Swimlanes(
      id: id, title: item.title, timeline: item.timeline, explanation: item.explanation, order: item.order,
      caption: item.caption ?? (item.explanation == nil ? "no rules: this timeline was not replayed now" : nil))
  }

  /// Both sides of `diff`, marked, and its rows side by side.
  static func section(_ diff: TimelineDiff, left: Drawn, right: Drawn, id: String) -> String {
    var leftLanes = lanes(left, id: id + "l")
    var rightLanes = lanes(right, id: id + "r")
    var leftLines = CanonicalRenderer(diff.left)
    for line in diff.hunks.flatMap(\.lines) {
      switch line {
      case .context: break
      case .removed(let i):
        leftLanes.mark(i, .removed, movedTo: diff.moves.rightOfLeft[i].map { "moved to event \($0)" })
      case .added(let j):
        rightLanes.mark(j, .added, movedTo: diff.moves.leftOfRight[j].map { "moved from event \($0)" })
      case .changed(let i, let j, let parts):
        if let delta = diff.timeDelta(line) {
          let shift = TimeShift(
            left: i, right: j, count: 1, milliseconds: delta, from: diff.left.events[i].time,
            to: diff.right.events[j].time)
          leftLanes.marks[i] = .shifted
          rightLanes.marks[j] = .shifted
          leftLanes.notes[i] = "time shifted by \(shift.amount) (event \(j), at \(shift.to.decimalString) s)"
          rightLanes.notes[j] = "time shifted by \(shift.amount) (event \(i), at \(shift.from.decimalString) s)"
        } else {
          leftLanes.marks[i] = .changed
          rightLanes.marks[j] = .changed
          leftLanes.notes[i] = "changed (\(parts)) into event \(j)"
          rightLanes.notes[j] = "changed (\(parts)); was: \(leftLines.line(i).trimmingCharacters(in: .whitespaces))"
        }
      }
    }
    var out = "<p class=\"summary\">\(MarkupText.escaped(diff.summary.description))</p>\n<div class=\"pair\">\n"
    out += leftLanes.html() + rightLanes.html()
    out += "</div>\n"
    if !diff.isEqual {
      out += "<h4>Side by side</h4>\n"
      out += DiffTable(diff: diff, left: id + "l", right: id + "r", leftLabel: left.title, rightLabel: right.title)
        .html()
    }
    return out
  }

  static func legend(marks: Bool = false) -> String {
    var out = "<p class=\"legend\">"
    for kind in EventKind.allCases {
      out += "<span><i class=\"k-\(kind.rawValue)\" style=\"background:currentColor\"></i>\(kind.rawValue)</span>"
    }
    if marks {
      for mark in Swimlanes.Mark.allCases {
        out += "<span><i class=\"m-\(mark.rawValue)\">\(mark.glyph)</i>\(mark.rawValue)</span>"
      }
    }
    out += "<span><i class=\"phase-key\"></i>phases A request · B deferred start · C animation · D completion</span>"
    return out + "</p>\n"
  }
}
