/// What `importScenarios` did.
public struct ImportOutcome: Hashable, Sendable {
  public var added: [AddOutcome]
  public var accepted: [AcceptOutcome]
  /// What keeping each recording did, in the order given.
  public var recorded: [RecordingOutcome]

  public init(added: [AddOutcome], accepted: [AcceptOutcome], recorded: [RecordingOutcome] = []) {
    self.added = added
    self.accepted = accepted
    self.recorded = recorded
  }
}
