import TransitionEngine

/// What `catalog explain` prints: events in canonical text, each with its behaviour rule; one
/// event with what led to it (`detail`); or why a callback did not happen (`whyNot`).
package struct ExplainReport: Sendable {
  /// One event and the rule behind it: `{"seq", "line", "rule", "title", "link", "chain", "step"}`
  /// in JSON.
  package struct Event: Sendable, Encodable {
    /// The event's position in the timeline, from 0.
    package var seq: Int
    /// Its canonical line (Docs/timeline-format.md, "Canonical text"), time included.
    package var line: String
    /// The rule's number, `2.2`, its heading's title and its place in the rule book.
    package var rule: String
    package var title: String
    package var link: String
    /// The rules the engine was inside, outermost first; the last is `rule`.
    package var chain: [Note]
    /// The step whose work it was: "step 1 (line 9): present 'detail' from 'list'"; nil before
    /// the first step.
    package var step: String?

    init(seq: Int, line: String, cause: ReplayExplanation.Cause, steps: StepDescription) {
      self.seq = seq
      self.line = line
      let rule = cause.rule
      self.rule = rule.id
      self.title = rule.title
      self.link = rule.link
      self.chain = cause.chain.map { Note(rule: $0, text: $0.title) }
      self.step = cause.step.map { steps($0) }
    }
  }

  /// A rule with a sentence: a rule of a chain (its title), a decision or a reason.
  package struct Note: Sendable, Encodable {
    package var rule: String
    package var text: String
    package var link: String

    init(rule: BehaviourRule, text: String) {
      self.rule = rule.id
      self.text = text
      self.link = rule.link
    }

    init(_ decision: ReplayExplanation.Decision) {
      self.init(rule: decision.rule, text: decision.text)
    }
  }

  /// For `--event N`: when it happened, and the decisions it depends on (the scenario's settings
  /// and the profile's switches the engine consulted for its presentation or step).
  package struct Detail: Sendable, Encodable {
    package var time: String
    package var turn: Int
    package var decisions: [Note]
  }

  /// A callback a rule withheld: where it would have been and why not.
  package struct Omission: Sendable, Encodable {
    /// The events before it: it would have been event `position`.
    package var position: Int
    package var call: String
    package var rule: String
    package var title: String
    package var link: String
    package var reason: String
    package var chain: [Note]
    package var step: String?
    package var decisions: [Note]

    init(_ omission: ReplayExplanation.Omission, steps: StepDescription, decisions: [Note]) {
      position = omission.position
      call = "\(omission.receiver).\(omission.member.name)"
      rule = omission.rule.id
      title = omission.rule.title
      link = omission.rule.link
      reason = omission.reason
      chain = omission.chain.map { Note(rule: $0, text: $0.title) }
      step = omission.step.map { steps($0) }
      self.decisions = decisions
    }
  }

  /// Where another profile makes the callback this one does not.
  package struct Elsewhere: Sendable, Encodable {
    package var profile: String
    package var seq: Int
    package var line: String
    package var rule: String
    package var title: String
  }

  /// For `--why-not receiver.member`.
  package struct WhyNot: Sendable, Encodable {
    package var query: String
    /// The callback's lines where it does happen, and their positions.
    package var happens: [String]
    package var happensAt: [Int]
    /// Each time a rule withheld it.
    package var withheld: [Omission]
    /// When it neither happens nor was withheld: where the other profiles make it.
    package var elsewhere: [Elsewhere]
  }

  package var scenario: String
  package var profile: EngineProfile
  package var events: [Event]
  package var detail: Detail? = nil
  package var whyNot: WhyNot? = nil
}
