import CatalogDiff
import CatalogModel
import CatalogRunner
import TransitionEngine

extension CalibrationReport: Report {
  /// The totals per profile and per rule, each recording, then the leads.
  package func text(style: TextStyle) -> String {
    var out = style.bold("catalog calibrate") + ": "
    out +=
      "\(Counted.phrase(items.count, "recording")) compared with the engine, from '\(VisibleText.escaped(source))'\n"
    out +=
      exact
      ? "Every event compared (--exact); time, and arguments a log did not print, are not.\n"
      : "Only each recording's receivers and members compared ('--exact' compares everything); time, and arguments "
        + "a log did not print, are not.\n"
    out += "An ordering is a recorded event with the one recorded before it (the first with the start, the last with "
    out += "the end); the engine reproduces it when it has the two next to each other. An event in its place with "
    out += "other values keeps its orderings; such events are counted apart.\n"
    guard !items.isEmpty || !skipped.isEmpty else {
      return out
        + "\nNo recordings. 'catalog record import LOG --scenario NAME' adds one; Docs/recordings.md explains how to make the log.\n"
    }
    out += "\n" + style.bold("PROFILES") + "\n"
    let total = Tally(
      recordings: items.count, orderings: orderings, reproduced: reproduced, differentValues: differentValues)
    for (profile, tally) in profiles + [("all", total)] {
      out += "  " + TextColumn.pad(profile, 10) + TextColumn.pad(Counted.phrase(tally.recordings, "recording"), 14)
      out += Self.share(tally.reproduced, of: tally.orderings) + " orderings reproduced"
      out += Self.values(tally.differentValues) + "\n"
    }

    out += "\n" + style.bold("RULES") + " (the rule of the engine's event each ordering is about)\n"
    let titleWidth = min(52, (rules.map { $0.rule.title.count }.max() ?? 0) + 2)
    for (rule, tally) in rules {
      let title = rule.title.count > 50 ? String(rule.title.prefix(49)) + "…" : rule.title
      out += "  rule " + TextColumn.pad(rule.id, 6) + TextColumn.pad(title, titleWidth)
      out += Self.share(tally.reproduced, of: tally.orderings) + Self.values(tally.differentValues) + "\n"
    }

    out += "\n" + style.bold("RECORDINGS") + "\n"
    let nameWidth = (items.map { $0.scenario.count }.max() ?? 0) + 2
    for item in items {
      out += "  " + TextColumn.pad(item.scenario, nameWidth) + TextColumn.pad("recording:\(item.number)", 13)
      out += TextColumn.pad("iOS \(item.ios)", 10) + TextColumn.pad(item.profile, 10)
      out += TextColumn.pad(Counted.phrase(item.recordedEvents, "event"), 11)
      out += Self.share(item.reproduced, of: item.orderings) + Self.values(item.differentValues)
      out +=
        item.scenarioState == "current"
        ? "\n" : " (\(item.scenarioState == "changed" ? "scenario changed since" : "revision unknown"))\n"
    }
    for skip in skipped {
      out += "  " + TextColumn.pad(skip.scenario, nameWidth) + TextColumn.pad("recording:\(skip.number)", 13)
      out += "skipped: \(VisibleText.escaped(skip.reason))\n"
    }
    let warned = items.filter { $0.warning != nil }
    if !warned.isEmpty {
      out += "\n" + style.bold("WARNINGS") + " (counted all the same)\n"
      for item in warned {
        out += "  \(item.scenario) recording:\(item.number): \(VisibleText.escaped(item.warning ?? ""))\n"
      }
    }

    out += "\n" + style.bold("DISAGREEMENTS") + " (leads for the rule book)\n"
    if leads.isEmpty { out += "  none: every recorded ordering is reproduced\n" }
    for lead in leads {
      out += "  \(lead.scenario) recording:\(lead.number) @ \(lead.profile), rule \(lead.rule.id) "
      out += "(\(lead.rule.title)):\n"
      out += "    \(Self.kindName(lead.kind)): \(VisibleText.escaped(lead.description))\n"
    }
    return out
  }

  /// `, 2 with other values`, when there are any.
  static func values(_ count: Int) -> String {
    count == 0 ? "" : "; \(count) event\(count == 1 ? "" : "s") in place with other values"
  }

  /// `12 of 14 (85.7 %)`.
  static func share(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "0 of 0" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(part) of \(whole) (\(tenths / 10).\(tenths % 10) %)"
  }

  static func kindName(_ kind: RecordingComparison.Disagreement.Kind) -> String {
    switch kind {
    case .onlyInEngine: "only in the engine"
    case .onlyOnDevice: "only on the device"
    case .moved: "moved"
    case .differentValues: "different values"
    }
  }

  // MARK: - JSON

  /// A tally in JSON, in one object with what it counts under: the subject's keys (`"profile"`;
  /// `"rule"`, `"title"` and `"link"`) and the tally's.
  struct TallyDocument: Encodable {
    let subject: [String: String]
    let tally: Tally

    func encode(to encoder: any Encoder) throws {
      try subject.encode(to: encoder)
      try tally.encode(to: encoder)
    }
  }

  /// `{"source", "exact", "orderings", "reproduced", "differentValues", "recordings": [{"scenario",
  /// "recording", "ios", "device", "profile", "events", "comparedEvents", "orderings", "reproduced",
  /// "differentValues", "scenarioState", "warning"}], "profiles": [{"profile", "recordings",
  /// "orderings", "reproduced", "differentValues"}], "rules": [{"rule", "title", "link",
  /// "recordings", "orderings", "reproduced", "differentValues"}], "disagreements": [{"scenario", "recording", "profile",
  /// "kind", "rule", "title", "engineEvent", "engine", "recordedEvent", "recorded", "description"}],
  /// "skipped": [{"scenario", "recording", "reason"}]}`.
  struct Document: Encodable {
    let source: String
    let exact: Bool
    let orderings: Int
    let reproduced: Int
    let differentValues: Int
    let recordings: [Item]
    let profiles: [TallyDocument]
    let rules: [TallyDocument]
    let disagreements: [LeadDocument]
    let skipped: [Skipped]

    init(_ report: CalibrationReport) {
      source = report.source
      exact = report.exact
      orderings = report.orderings
      reproduced = report.reproduced
      differentValues = report.differentValues
      recordings = report.items
      profiles = report.profiles.map { TallyDocument(subject: ["profile": $0.profile], tally: $0.tally) }
      rules = report.rules.map {
        TallyDocument(subject: ["rule": $0.rule.id, "title": $0.rule.title, "link": $0.rule.link], tally: $0.tally)
      }
      disagreements = report.leads.map(LeadDocument.init)
      skipped = report.skipped
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}

extension CalibrationReport {
  /// `{"scenario", "recording", "profile", "kind", "rule", "title", "engineEvent", "engine",
  /// "recordedEvent", "recorded", "description"}` in the report's JSON; an event and its line
  /// are `null` when the lead has none.
  struct LeadDocument: Encodable {
    let scenario: String
    let recording: Int
    let profile: String
    let kind: String
    let rule: String
    let title: String
    @Nullable var engineEvent: Int?
    @Nullable var engine: String?
    @Nullable var recordedEvent: Int?
    @Nullable var recorded: String?
    let description: String

    init(_ lead: Lead) {
      scenario = lead.scenario
      recording = lead.number
      profile = lead.profile
      kind = lead.kind.rawValue
      rule = lead.rule.id
      title = lead.rule.title
      engineEvent = lead.engineEvent
      engine = lead.engineLine
      recordedEvent = lead.recordedEvent
      recorded = lead.recordedLine
      description = lead.description
    }
  }
}
