/// Whether one fact of a scenario holds in one timeline, and the events the verdict rests on.
public struct FactResult: Hashable, Sendable {
  /// The fact's position in the scenario's `expect:` list, from 1.
  public var number: Int
  public var fact: ScenarioFact
  public var holds: Bool
  /// Why the fact does not hold (nil when it holds): `'list.viewWillDisappear' (event 9) comes
  /// after 'detail.viewDidAppear' (event 6)`.
  public var reason: String?
  /// The positions (`seq`) of the events that break the fact, in timeline order: the two events
  /// out of order, the events an `absent:` fact forbids, the events counted by a wrong `count:`,
  /// the near misses of a `present:` fact. Empty when it holds, or when no event breaks it.
  public var events: [Int]

  public init(number: Int, fact: ScenarioFact, holds: Bool, reason: String? = nil, events: [Int] = []) {
    self.number = number
    self.fact = fact
    self.holds = holds
    self.reason = reason
    self.events = events
  }
}
