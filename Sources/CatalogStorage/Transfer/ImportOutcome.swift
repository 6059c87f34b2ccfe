/// What `importScenarios` did.
public struct ImportOutcome: Hashable, Sendable {
  public var added: [AddOutcome]
  public var accepted: [AcceptOutcome]

  public init(added: [AddOutcome], accepted: [AcceptOutcome]) {
    self.added = added
    self.accepted = accepted
  }
}
