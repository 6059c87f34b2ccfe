import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogStorage
import ScenarioFile
import TransitionEngine

extension HTMLReport {
  /// Pages of checks with more results than this leave out the swimlanes of passing results (the
  /// table still lists them; `catalog report NAME` draws one).
  static let passingTimelinesLimit = 500

  /// A page of a check: the counts, each change group with its members and one member's diff, every
  /// result with an anchor (`#r-scenario---profile`), then each result's timeline (a changed one
  /// as its diff) in a section of its own that opens on demand.
  ///
  /// The timelines replayed now carry their rules: each result's scenario is read again (the
  /// checked folder's file, or the stored scenario) and replayed under its profile with the engine
  /// explaining itself; when that replay is not exactly the checked timeline, the rules are left
  /// out and the section says so.
  package static func check(_ report: CheckReport, location: CatalogLocation) -> String {
    var replays = CheckReplays(report: report, location: location)
    let verdict = report.passed ? "passed" : "failed"
    var body = "<table class=\"counts\"><tr><th>outcome</th><th>results</th></tr>\n"
    for outcome in CheckOutcome.allCases {
      body +=
        "<tr><td class=\"outcome-\(outcome.rawValue)\">\(outcome.rawValue)</td><td>\(report.count(outcome))</td></tr>\n"
    }
    let facts = report.factCounts
    if facts.held + facts.failed > 0 {
      body +=
        "<tr><td class=\"\(facts.failed > 0 ? "outcome-failed" : "outcome-passed")\">facts not holding</td>"
        + "<td>\(facts.failed) of \(facts.held + facts.failed)</td></tr>\n"
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
        let (left, right) = replays.sides(of: first, diff: diff)
        body += section(diff, left: left, right: right, id: "g\(group.number)d")
      }
    }
    body += "<h2>Results</h2>\n<table><tr><th>result</th><th>outcome</th><th>detail</th></tr>\n"
    for item in report.items {
      let group = item.group.map { " <a href=\"#g\($0)\">group \($0)</a>" } ?? ""
      body +=
        "<tr id=\"\(anchor(item))\"><td><a href=\"#\(anchor(item))-tl\">\(MarkupText.escaped(item.title))</a></td>"
        + "<td class=\"outcome-\(item.outcome.rawValue)\">\(item.outcome.rawValue)\(group)</td>"
        + "<td>\(MarkupText.escaped(item.message ?? ""))"
        + (item.facts.failedCount > 0
          ? " <a class=\"outcome-failed\" href=\"#facts\">\(item.facts.failedCount) fact\(item.facts.failedCount == 1 ? "" : "s") not holding</a>"
          : "") + "</td></tr>\n"
    }
    body += "</table>\n"
    let withFailedFacts = report.itemsWithFailedFacts
    if !withFailedFacts.isEmpty {
      // Each `expect:` fact that does not hold, with the events that break it.
      body += "<h2 id=\"facts\">Facts that do not hold</h2>\n<ul class=\"facts\">\n"
      for item in withFailedFacts {
        for verdict in item.facts.failed {
          body +=
            "<li><a href=\"#\(anchor(item))\">\(MarkupText.escaped(item.title))</a> fact \(verdict.number) "
            + "(line \(verdict.line)): <code>\(MarkupText.escaped(verdict.fact))</code>"
            + (verdict.reason.map { "<br>\(MarkupText.escaped($0))" } ?? "")
          if !verdict.lines.isEmpty {
            body += "<pre>" + verdict.lines.map { MarkupText.escaped($0) }.joined(separator: "\n") + "</pre>"
          }
          body += "</li>\n"
        }
      }
      body += "</ul>\n"
    }
    body += "<h2>Timelines</h2>\n"
    let drawsPassing = report.items.count <= passingTimelinesLimit
    if !drawsPassing {
      body +=
        "<p class=\"help\">With \(report.items.count) results, the timelines of passing results are left out; "
        + "'catalog report NAME --output FILE' draws one.</p>\n"
    }
    for (index, item) in report.items.enumerated() {
      guard let profile = item.profile?.profile else { continue }
      let id = "r\(index + 1)"
      if let diff = item.diff {
        let (left, right) = replays.sides(of: item, diff: diff)
        body += "<details class=\"result\" id=\"\(anchor(item))-tl\" open><summary>\(MarkupText.escaped(item.title))"
        body += " <span class=\"outcome-\(item.outcome.rawValue)\">\(item.outcome.rawValue)</span></summary>\n"
        body += section(diff, left: left, right: right, id: id) + "</details>\n"
      } else if item.outcome == .passed || item.outcome == .new, drawsPassing || item.outcome == .new,
        let now = replays.now(item, profile: profile)
      {
        body += "<details class=\"result\" id=\"\(anchor(item))-tl\" open><summary>\(MarkupText.escaped(item.title))"
        body += " <span class=\"outcome-\(item.outcome.rawValue)\">\(item.outcome.rawValue)</span></summary>\n"
        body += lanes(now, id: id).html() + "</details>\n"
      }
    }
    return HTMLPage(title: "catalog check: \(verdict)", body: body).html()
  }

  /// `r-dimming-presentation---uikit-8`.
  static func anchor(_ item: CheckItem) -> String {
    "r-" + item.title.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? String($0) : "-" }.joined()
  }
}

/// The scenarios of a check's results, read again and replayed with the engine explaining itself,
/// for the rules and phases of the check page.
struct CheckReplays {
  let report: CheckReport
  let location: CatalogLocation
  private var scenarios: [String: Scenario?] = [:]

  init(report: CheckReport, location: CatalogLocation) {
    self.report = report
    self.location = location
  }

  /// The item's scenario as the check read it: the folder's file, or the stored scenario.
  mutating func scenario(of item: CheckItem, profile: EngineProfile) -> Scenario? {
    let key = report.path(of: item) ?? item.scenario
    if let known = scenarios[key] { return known }
    var loaded: Scenario?
    if report.folder != nil, let path = report.path(of: item) {
      loaded = try? ScenarioFile.load(contentsOf: path).scenario
    } else {
      loaded = try? ScenarioToReplay(
        .scenario(item.scenario), profile: profile, location: location, command: "catalog check"
      ).scenario
    }
    if let loaded, loaded.name != item.scenario { return nil }
    scenarios[key] = loaded
    return loaded
  }

  /// The item's timeline now: its scenario replayed under its profile, explained.
  mutating func now(_ item: CheckItem, profile: EngineProfile) -> HTMLReport.Drawn? {
    guard let scenario = scenario(of: item, profile: profile),
      TransitionEngine(profile: profile).diagnostics(for: scenario).isEmpty
    else { return nil }
    let (timeline, explanation) = TransitionEngine(profile: profile).explanation(of: scenario)
    return HTMLReport.Drawn(
      title: "now \(item.title)", timeline: timeline, explanation: explanation, order: ParticipantOrder(scenario))
  }

  /// The two sides of a changed item's diff: the baseline (recorded earlier: no rules) and the
  /// timeline now, with its rules when the replay gives exactly the compared timeline.
  mutating func sides(of item: CheckItem, diff: TimelineDiff) -> (HTMLReport.Drawn, HTMLReport.Drawn) {
    var scenario: Scenario?
    if let profile = item.profile?.profile { scenario = self.scenario(of: item, profile: profile) }
    let order = scenario.map(ParticipantOrder.init) ?? ParticipantOrder()
    var right = HTMLReport.Drawn(title: "now \(item.title)", timeline: diff.right, order: order)
    if let profile = item.profile?.profile, let now = now(item, profile: profile) {
      if now.timeline.canonicalText() == diff.right.canonicalText() {
        right.explanation = now.explanation
      } else {
        right.caption = "no rules: the compared timeline leaves some events out (--kinds)"
      }
    }
    let left = HTMLReport.Drawn(
      title: "baseline \(item.title)", timeline: diff.left, order: order,
      caption: "no rules: the baseline was recorded earlier")
    return (left, right)
  }
}
