import CatalogRunner

extension HTMLReport {
  /// A page of `catalog calibrate`: agreement per profile and per rule, each recording, the
  /// disagreements, then each recording's diff with the engine drawn as swimlanes.
  package static func calibration(_ report: CalibrationReport) -> String {
    func share(_ part: Int, _ whole: Int) -> String { MarkupText.escaped(CalibrationReport.share(part, of: whole)) }
    var body = "<h2>Calibration: the engine against \(report.items.count) device recording"
    body += report.items.count == 1 ? "</h2>\n" : "s</h2>\n"
    body +=
      "<p class=\"summary\">\(share(report.reproduced, report.orderings)) recorded orderings reproduced"
      + (report.exact ? " (every event compared)" : " (each recording's receivers and members compared)") + ".</p>\n"
    body += "<h2>Profiles</h2>\n<table><tr><th>profile</th><th>recordings</th><th>orderings reproduced</th></tr>\n"
    for (profile, tally) in report.profiles {
      body += "<tr><td>\(MarkupText.escaped(profile))</td><td>\(tally.recordings)</td>"
      body += "<td>\(share(tally.reproduced, tally.orderings))</td></tr>\n"
    }
    body += "</table>\n<h2>Rules</h2>\n<table><tr><th>rule</th><th>title</th><th>orderings reproduced</th></tr>\n"
    for (rule, tally) in report.rules {
      body += "<tr><td>\(MarkupText.escaped(rule.id))</td><td>\(MarkupText.escaped(rule.title))</td>"
      body += "<td>\(share(tally.reproduced, tally.orderings))</td></tr>\n"
    }
    body += "</table>\n<h2>Disagreements</h2>\n"
    if report.leads.isEmpty { body += "<p>None: every recorded ordering is reproduced.</p>\n" }
    body += "<ul>\n"
    for lead in report.leads {
      body += "<li><a href=\"#rec-\(anchor(lead.scenario))-\(lead.number)\">\(MarkupText.escaped(lead.scenario)) "
      body +=
        "recording:\(lead.number)</a> @ \(MarkupText.escaped(lead.profile)), rule \(MarkupText.escaped(lead.rule.id)) "
      body += "(\(MarkupText.escaped(lead.rule.title))): \(MarkupText.escaped(CalibrationReport.kindName(lead.kind))): "
      body += "\(MarkupText.escaped(lead.description))</li>\n"
    }
    body += "</ul>\n" + legend(marks: true)
    for (index, item) in report.items.enumerated() {
      body += "<h2 id=\"rec-\(anchor(item.scenario))-\(item.number)\">\(MarkupText.escaped(item.scenario)) "
      body += "recording:\(item.number) (iOS \(MarkupText.escaped(item.ios)), \(MarkupText.escaped(item.profile))): "
      body += "\(share(item.reproduced, item.orderings))</h2>\n"
      body += section(
        item.diff,
        left: Drawn(title: item.leftLabel, timeline: item.diff.left, caption: "no rules: the engine's compared events"),
        right: Drawn(title: item.rightLabel, timeline: item.diff.right, caption: "no rules: recorded on a device"),
        id: "c\(index + 1)")
    }
    for skip in report.skipped {
      body += "<p>\(MarkupText.escaped(skip.scenario)) recording:\(skip.number) skipped: "
      body += "\(MarkupText.escaped(skip.reason))</p>\n"
    }
    return HTMLPage(title: "catalog calibrate", body: body).html()
  }

  /// A name as it can stand in an element id.
  static func anchor(_ name: String) -> String {
    name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? String($0) : "-" }.joined()
  }
}
