import TransitionEngine

/// What `catalog explain` prints: events in canonical text, each with its behaviour rule.
public struct ExplainReport: Sendable {
  /// One event and the rule behind it.
  public struct Event: Sendable, Encodable {
    /// The event's position in the timeline, from 0.
    public var seq: Int
    /// Its canonical line (FORMATS 2.2), time included.
    public var line: String
    public var rule: BehaviourRule

    enum CodingKeys: String, CodingKey {
      case seq, line, rule, title, link
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(seq, forKey: .seq)
      try container.encode(line, forKey: .line)
      try container.encode(rule.id, forKey: .rule)
      try container.encode(rule.title, forKey: .title)
      try container.encode(rule.link, forKey: .link)
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
      out += style.dim("          rule \(event.rule.id)  \(event.rule.title)") + "\n"
    }
    var seen: Set<BehaviourRule> = []
    let used = events.map(\.rule).filter { seen.insert($0).inserted }.sorted { $0.rawValue < $1.rawValue }
    out += "\nThe rules, in the rule book:\n"
    for rule in used {
      out += "  rule \(rule.id)".padding(toLength: 14, withPad: " ", startingAt: 0) + rule.link + "\n"
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
