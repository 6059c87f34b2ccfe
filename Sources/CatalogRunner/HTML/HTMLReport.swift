import CatalogDiff
import CatalogModel
import CatalogStorage
import TransitionEngine

/// The HTML pages of `catalog report` and `check --html`: swimlanes of timelines, of a diff's two
/// sides with their changes marked, and of a whole check (Docs/html-report.md).
public enum HTMLReport {
  /// A page of timelines, each with the rule behind every event when `rules` are given.
  public static func timelines(
    title: String, _ timelines: [(title: String, timeline: Timeline, rules: [BehaviourRule]?)]
  ) -> String {
    var body = legend()
    for (index, item) in timelines.enumerated() {
      body += Swimlanes(id: "t\(index + 1)", title: item.title, timeline: item.timeline, rules: item.rules).html()
    }
    return HTMLPage(title: title, body: body).html()
  }

  /// A page of one diff: the summary, both sides' swimlanes with their changes marked, and the
  /// unified diff.
  public static func diff(_ diff: TimelineDiff, leftLabel: String, rightLabel: String) -> String {
    let title = "\(leftLabel) → \(rightLabel)"
    return HTMLPage(
      title: title, body: legend(marks: true) + section(diff, left: leftLabel, right: rightLabel, id: "d")
    )
    .html()
  }

  /// A page of a check: the counts, each change group with its members and one member's diff,
  /// then every result, each with an anchor (`#r-scenario-profile`).
  public static func check(_ report: CheckReport) -> String {
    let verdict = report.passed ? "passed" : "failed"
    var body = "<h2>catalog check: \(verdict)</h2>\n<table><tr><th>outcome</th><th>results</th></tr>\n"
    for outcome in CheckOutcome.allCases {
      body +=
        "<tr><td class=\"outcome-\(outcome.rawValue)\">\(outcome.rawValue)</td><td>\(report.count(outcome))</td></tr>\n"
    }
    body += "</table>\n" + legend(marks: true)
    for group in report.groups {
      let members = group.items.map { report.items[$0] }
      body +=
        "<h2 id=\"g\(group.number)\">Change group \(group.number): \(MarkupText.escaped(group.signature.title))</h2>\n<ul>"
      for member in members {
        body += "<li><a href=\"#\(anchor(member))\">\(MarkupText.escaped(member.title))</a></li>"
      }
      body += "</ul>\n"
      if let first = members.first, let diff = first.diff {
        body += section(diff, left: "baseline \(first.title)", right: "now \(first.title)", id: "g\(group.number)d")
      }
    }
    body += "<h2>Results</h2>\n<table><tr><th>result</th><th>outcome</th><th>detail</th></tr>\n"
    for item in report.items {
      let group = item.group.map { " <a href=\"#g\($0)\">group \($0)</a>" } ?? ""
      body +=
        "<tr id=\"\(anchor(item))\"><td>\(MarkupText.escaped(item.title))</td>"
        + "<td class=\"outcome-\(item.outcome.rawValue)\">\(item.outcome.rawValue)\(group)</td>"
        + "<td>\(MarkupText.escaped(item.message ?? ""))</td></tr>\n"
    }
    body += "</table>\n"
    return HTMLPage(title: "catalog check: \(verdict)", body: body).html()
  }

  /// `r-dimming-presentation-uikit-8`.
  static func anchor(_ item: CheckItem) -> String {
    "r-" + item.title.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? String($0) : "-" }.joined()
  }

  /// Both sides of `diff`, marked, and its unified text.
  static func section(_ diff: TimelineDiff, left: String, right: String, id: String) -> String {
    var leftMarks: [Int: Swimlanes.Mark] = [:]
    var rightMarks: [Int: Swimlanes.Mark] = [:]
    for line in diff.hunks.flatMap(\.lines) {
      switch line {
      case .context: break
      case .removed(let i): leftMarks[i] = diff.moves.rightOfLeft[i] == nil ? .removed : .moved
      case .added(let j): rightMarks[j] = diff.moves.leftOfRight[j] == nil ? .added : .moved
      case .changed(let i, let j, _):
        leftMarks[i] = .changed
        rightMarks[j] = .changed
      }
    }
    var out = "<p class=\"summary\">\(MarkupText.escaped(diff.summary.description))</p>\n<div class=\"pair\">\n"
    out += Swimlanes(id: id + "l", title: left, timeline: diff.left, marks: leftMarks).html()
    out += Swimlanes(id: id + "r", title: right, timeline: diff.right, marks: rightMarks).html()
    out += "</div>\n"
    if !diff.isEqual {
      out += "<details><summary>Unified diff</summary><pre>"
      out += MarkupText.escaped(diff.unified(leftLabel: left, rightLabel: right)) + "</pre></details>\n"
    }
    return out
  }

  static func legend(marks: Bool = false) -> String {
    var out = "<p class=\"legend\">"
    for kind in EventKind.allCases {
      out += "<span><i class=\"k-\(kind.rawValue)\" style=\"background:currentColor\"></i>\(kind.rawValue)</span>"
    }
    if marks {
      for mark in ["removed", "added", "changed", "moved"] {
        out += "<span><i class=\"m-\(mark)\"></i>\(mark)</span>"
      }
    }
    return out + "</p>\n"
  }
}
