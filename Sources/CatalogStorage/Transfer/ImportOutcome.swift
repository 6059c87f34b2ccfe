/// What `importScenarios` did.
package struct ImportOutcome: Hashable, Sendable {
  package var added: [AddOutcome]
  package var accepted: [AcceptOutcome]
  /// What keeping each recording did, in the order given.
  package var recorded: [RecordingOutcome]

  package init(added: [AddOutcome], accepted: [AcceptOutcome], recorded: [RecordingOutcome] = []) {
    self.added = added
    self.accepted = accepted
    self.recorded = recorded
  }
}
