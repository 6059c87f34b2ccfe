import CatalogRunner
import TransitionEngine

extension ExplainReport: Report {
  /// A header, then the answer: each event's line followed by its rule (and the rules it was
  /// inside), one event with what led to it, or why a callback did not happen; then where each
  /// rule is written.
  package func text(style: TextStyle) -> String {
    let header = "# \(scenario) @ \(profile.name) (rules \(profile.rulesVersion))"
    var out: String
    var notes: [Note] = []
    if let whyNot {
      out = style.dim(header + ": why no \(whyNot.query)") + "\n"
      out += whyNotText(whyNot, style: style, notes: &notes)
    } else if let detail, let event = events.first {
      out =
        style.dim(header + ": what led to event \(event.seq)") + "\n" + TextStyle.eventNumber(event.seq, width: 1)
        + event.line + "\n\n"
      out += "rule \(event.rule)  \(event.title)\n"
      out +=
        "at \(detail.time) s, run-loop turn \(detail.turn)" + (event.step.map { ", in the work of \($0)" } ?? "") + "\n"
      out += "\nthe rules it was emitted inside, outermost first:\n"
      for (index, rule) in event.chain.enumerated() {
        out += "  " + String(repeating: "  ", count: index) + "rule \(rule.rule)  \(rule.text)\n"
      }
      out += "\nthe scenario's settings and the profile's decisions behind it:\n"
      if detail.decisions.isEmpty { out += "  (none recorded for this event's work)\n" }
      for decision in detail.decisions {
        out += "  rule \(decision.rule)".padding(toLength: 13, withPad: " ", startingAt: 0) + " \(decision.text)\n"
      }
      out += "  profile     \(profile.name) (\(profile.era)), rules \(profile.rulesVersion)\n"
      notes = event.chain + detail.decisions
    } else {
      // Each event with its number, as '--event N' takes it.
      out = style.dim(header + ": each event with its rule; '--event N' explains event #N") + "\n"
      let width = String(max((events.last?.seq ?? 0), 0)).count
      let indent = String(repeating: " ", count: width + 2)
      for event in events {
        out += style.dim(TextStyle.eventNumber(event.seq, width: width)) + event.line + "\n"
        let inside = event.chain.dropLast().map(\.rule)
        let within = inside.isEmpty ? "" : "  (inside rule \(inside.joined(separator: " → ")))"
        out += style.dim(indent + "          rule \(event.rule)  \(event.title)\(within)") + "\n"
        notes += event.chain
      }
    }
    return out + Self.ruleList(notes)
  }

  func whyNotText(_ whyNot: WhyNot, style: TextStyle, notes: inout [Note]) -> String {
    var out = ""
    if !whyNot.happens.isEmpty {
      out += "\(whyNot.query) does happen under \(profile.name):\n"
      for (seq, line) in zip(whyNot.happensAt, whyNot.happens) {
        out += "  event \(seq)".padding(toLength: 12, withPad: " ", startingAt: 0) + line + "\n"
      }
      out += "('--event N' says what led to each.)\n"
    }
    if !whyNot.withheld.isEmpty {
      if !whyNot.happens.isEmpty { out += "\nand is withheld elsewhere:\n" }
      for omission in whyNot.withheld {
        out += "\nno \(omission.call) where event \(omission.position) is: rule \(omission.rule)  \(omission.title)\n"
        out += "  \(omission.reason)\n"
        if let step = omission.step { out += "  in the work of \(step)\n" }
        out += "  rules: " + omission.chain.map { "rule \($0.rule)" }.joined(separator: " → ") + "\n"
        if !omission.decisions.isEmpty {
          out += "  behind it:\n"
          for decision in omission.decisions { out += "    rule \(decision.rule)  \(decision.text)\n" }
        }
        notes += omission.chain + omission.decisions
      }
    }
    if whyNot.happens.isEmpty && whyNot.withheld.isEmpty {
      out += "No rule withheld \(whyNot.query) under \(profile.name), and no event of this replay is one: no rule "
      out += "the engine applied here calls it.\n"
      if whyNot.elsewhere.isEmpty {
        out += "No other profile that can replay '\(scenario)' calls it either; check the receiver's name.\n"
      } else {
        out += "Other profiles do:\n"
        for place in whyNot.elsewhere {
          out += "  \(place.profile) event \(place.seq)".padding(toLength: 24, withPad: " ", startingAt: 0)
          out += "\(place.line.trimmingCharacters(in: .whitespaces))  (rule \(place.rule) \(place.title))\n"
        }
        out += "('catalog explain \(scenario) --profile P --event N' says what led to each; "
        out += "'catalog diff \(scenario) --profile \(profile.name) --against P' compares the two.)\n"
      }
    }
    return out
  }

  /// The rules named, in the rule book's numeric order (2.1 before 2.10 before 13.1), with links.
  static func ruleList(_ notes: [Note]) -> String {
    var links: [String: String] = [:]
    for note in notes { links[note.rule] = note.link }
    guard !links.isEmpty else { return "" }
    let order = { (rule: String) in rule.split(separator: ".").map { Int($0) ?? 0 } }
    var out = "\nThe rules, in the rule book:\n"
    for rule in links.keys.sorted(by: { order($0).lexicographicallyPrecedes(order($1)) }) {
      out += "  rule \(rule)".padding(toLength: 14, withPad: " ", startingAt: 0) + (links[rule] ?? "") + "\n"
    }
    return out
  }

  /// `{"scenario", "profile", "rulesVersion", "events", "detail"?, "whyNot"?}`.
  struct Document: Encodable {
    let scenario: String
    let profile: String
    let rulesVersion: Int
    let events: [Event]
    let detail: Detail?
    let whyNot: WhyNot?

    init(_ report: ExplainReport) {
      scenario = report.scenario
      profile = report.profile.name
      rulesVersion = report.profile.rulesVersion
      events = report.events
      detail = report.detail
      whyNot = report.whyNot
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
