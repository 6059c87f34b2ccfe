import TransitionEngine

/// What `catalog explain` prints: events in canonical text, each with its behaviour rule.
public struct ExplainReport: Sendable {
  /// One event and the rule behind it: `{"seq", "line", "rule", "title", "link"}` in JSON.
  public struct Event: Sendable, Encodable {
    /// The event's position in the timeline, from 0.
    public var seq: Int
    /// Its canonical line (FORMATS 2.2), time included.
    public var line: String
    /// The rule's number, `2.2`, its heading's title and its place in the rule book.
    public var rule: String
    public var title: String
    public var link: String

    public init(seq: Int, line: String, rule: BehaviourRule) {
      self.seq = seq
      self.line = line
      self.rule = rule.id
      self.title = rule.title
      self.link = rule.link
    }
  }

  public var scenario: String
  public var profile: EngineProfile
  public var events: [Event]
}

extension ExplainReport: Report {
  /// A header, each event's line followed by its rule, then where each rule is written.
  public func text(style: TextStyle) -> String {
    var out =
      style.dim("# \(scenario) @ \(profile.name) (rules \(profile.rulesVersion)): each event with its rule") + "\n"
    for event in events {
      out += event.line + "\n"
      out += style.dim("          rule \(event.rule)  \(event.title)") + "\n"
    }
    // The rules used, in the rule book's order (2.1 before 2.10 before 13.1).
    var links: [String: String] = [:]
    for event in events { links[event.rule] = event.link }
    let order = { (rule: String) in rule.split(separator: ".").map { Int($0) ?? 0 } }
    out += "\nThe rules, in the rule book:\n"
    for rule in links.keys.sorted(by: { order($0).lexicographicallyPrecedes(order($1)) }) {
      out += "  rule \(rule)".padding(toLength: 14, withPad: " ", startingAt: 0) + (links[rule] ?? "") + "\n"
    }
    return out
  }

  enum CodingKeys: String, CodingKey {
    case scenario, profile, rulesVersion, events
  }

  /// `{"scenario", "profile", "rulesVersion", "events": [{"seq", "line", "rule", "title", "link"}]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(profile.name, forKey: .profile)
    try container.encode(profile.rulesVersion, forKey: .rulesVersion)
    try container.encode(events, forKey: .events)
  }
}
