import CatalogModel

/// One `expect:` fact of a scenario under one profile, as the reports show it: the fact as
/// written, where, whether it holds, why not, and the events that break it.
///
/// It is a value apart from the timeline (the events it cites are rendered when it is made), so
/// a report keeps it without keeping the timeline, and a shard's JSON report gives it back whole
/// (`catalog report merge`).
package struct FactVerdict: Codable, Hashable, Sendable {
  /// The fact's position in `expect:`, from 1.
  package var number: Int
  /// The fact in one line: `before: list.viewWillDisappear, after: detail.viewDidAppear`.
  package var fact: String
  package var line: Int
  package var column: Int
  package var holds: Bool
  /// Why it does not hold; nil (JSON `null`, Docs/json-output.md, "fact") when it holds.
  @Nullable package var reason: String?
  /// The events that break it, each as the timeline's JSON event object (Docs/json-output.md).
  package var events: [JSONValue]
  /// The same events as canonical text lines (`   0.350  nav.viewWillDisappear(true)`).
  package var lines: [String]

  package init(_ result: FactResult, in timeline: Timeline) {
    number = result.number
    fact = result.fact.description
    line = result.fact.location.line
    column = result.fact.location.column
    holds = result.holds
    reason = result.reason
    events = result.events.map { timeline.jsonValue(ofEvent: $0) }
    lines = result.events.map { timeline.canonicalLine($0) }
  }

  /// The verdicts of `scenario`'s facts that apply under `profile`, on `timeline`.
  package static func verdicts(_ scenario: Scenario, profile: String, timeline: Timeline) -> [FactVerdict] {
    guard !scenario.facts.isEmpty else { return [] }
    return scenario.evaluateFacts(in: timeline, profile: profile).map { FactVerdict($0, in: timeline) }
  }

  /// `fact 2 (line 14): absent: nav.viewWillDisappear`.
  package var title: String { "fact \(number) (line \(line)): \(fact)" }

}

extension Array where Element == FactVerdict {
  /// How many hold and how many do not.
  package var heldCount: Int { count { $0.holds } }
  package var failedCount: Int { count { !$0.holds } }
  /// The ones that do not hold.
  package var failed: [FactVerdict] { filter { !$0.holds } }
}
