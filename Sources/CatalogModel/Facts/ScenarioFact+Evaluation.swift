// MARK: - Evaluating facts against a timeline

extension ScenarioFact {
  /// The most events a failed fact lists: an `absent:` fact broken hundreds of times is read
  /// from its first events.
  public static let listedEvents = 20

  /// Whether the fact holds in `timeline`; `number` is its position in the `expect:` list.
  public func evaluate(in timeline: Timeline, number: Int = 1) -> FactResult {
    func verdict(_ holds: Bool, _ reason: String? = nil, _ events: [Int] = []) -> FactResult {
      FactResult(
        number: number, fact: self, holds: holds, reason: holds ? nil : reason,
        events: holds ? [] : Array(events.prefix(Self.listedEvents)))
    }
    switch claim {
    case .order(let before, let after, let i, let j):
      let befores = matches(before, in: timeline)
      let afters = matches(after, in: timeline)
      guard befores.count >= i else {
        return verdict(false, Self.missing(before, occurrence: i, found: befores.count, result: result), befores)
      }
      guard afters.count >= j else {
        return verdict(false, Self.missing(after, occurrence: j, found: afters.count, result: result), afters)
      }
      let (b, a) = (befores[i - 1], afters[j - 1])
      if b < a { return verdict(true) }
      let reason =
        b == a
        ? "'\(before)' and '\(after)' are the same event (event \(b)); one cannot come before the other"
        : "'\(before)'\(Self.ordinal(i)) (event \(b)) comes after '\(after)'\(Self.ordinal(j)) (event \(a))"
      return verdict(false, reason, Array(Set([a, b])).sorted())
    case .absent(let pattern):
      let found = matches(pattern, in: timeline)
      return verdict(
        found.isEmpty, "'\(pattern)'\(resultPhrase) happens \(Self.times(found.count)): \(Self.eventList(found))",
        found)
    case .present(let pattern, let text):
      let found = matches(pattern, in: timeline)
      guard let text else {
        return verdict(!found.isEmpty, "'\(pattern)'\(resultPhrase) never happens")
      }
      let containing = found.filter { index in
        timeline.events[index].args.contains { Self.plainText($0, in: timeline).contains(text) }
      }
      if !containing.isEmpty { return verdict(true) }
      let reason =
        found.isEmpty
        ? "'\(pattern)'\(resultPhrase) never happens"
        : "'\(pattern)'\(resultPhrase) happens \(Self.times(found.count)), but no argument contains "
          + Self.quoted(text) + ": \(Self.eventList(found))"
      return verdict(false, reason, found)
    case .count(let pattern, let n):
      let found = matches(pattern, in: timeline)
      return verdict(
        found.count == n,
        "'\(pattern)'\(resultPhrase) happens \(Self.times(found.count)), not \(Self.times(n))"
          + (found.isEmpty ? "" : ": \(Self.eventList(found))"), found)
    }
  }

  /// The positions of the events `pattern` names (and, with `result:`, whose result reads so).
  func matches(_ pattern: EventPattern, in timeline: Timeline) -> [Int] {
    var found: [Int] = []
    for (index, event) in timeline.events.enumerated()
    where pattern.matches(receiver: timeline.string(event.receiver), call: timeline.string(event.call)) {
      if let result {
        guard let value = event.result, Self.plainText(value, in: timeline) == result else { continue }
      }
      found.append(index)
    }
    return found
  }

  /// A value as a fact compares it: a string's own text, anything else as the canonical text
  /// writes it (`nil`, `true`, `0.3`, `[0, 0, 375, 667]`).
  static func plainText(_ value: Value, in timeline: Timeline) -> String {
    if case .string(let name) = value { return timeline.string(name) }
    return timeline.text(of: value)
  }

  var resultPhrase: String { result.map { " with result \($0)" } ?? "" }

  static func missing(_ pattern: EventPattern, occurrence: Int, found: Int, result: String?) -> String {
    let with = result.map { " with result \($0)" } ?? ""
    if found == 0 { return "'\(pattern)'\(with) never happens" }
    return "'\(pattern)'\(with) happens \(times(found)); the fact needs its \(ordinalWord(occurrence)) occurrence"
  }

  static func times(_ count: Int) -> String {
    count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
  }

  /// "" for the first occurrence, " (2nd occurrence)" otherwise.
  static func ordinal(_ occurrence: Int) -> String {
    occurrence == 1 ? "" : " (\(ordinalWord(occurrence)) occurrence)"
  }

  static func ordinalWord(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (1, let h) where h != 11: suffix = "st"
    case (2, let h) where h != 12: suffix = "nd"
    case (3, let h) where h != 13: suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
  }

  /// "event 4", "events 4, 9 and 12", the first `listedEvents` of a long list.
  static func eventList(_ events: [Int]) -> String {
    let shown = events.prefix(listedEvents).map(String.init)
    let more = events.count > listedEvents ? " and \(events.count - listedEvents) more" : ""
    if shown.count == 1 { return "event \(shown[0])" }
    if more.isEmpty, let last = shown.last {
      return "events " + shown.dropLast().joined(separator: ", ") + " and " + last
    }
    return "events " + shown.joined(separator: ", ") + more
  }
}

extension Scenario {
  /// The results of the facts that apply under `profile`, in `expect:` order.
  public func evaluateFacts(in timeline: Timeline, profile: String) -> [FactResult] {
    facts.enumerated().compactMap { offset, fact in
      fact.applies(to: profile) ? fact.evaluate(in: timeline, number: offset + 1) : nil
    }
  }
}
