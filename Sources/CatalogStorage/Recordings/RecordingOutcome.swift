/// What keeping one recording did.
public struct RecordingOutcome: Hashable, Sendable {
  public enum Change: Hashable, Sendable {
    /// A new number of the scenario.
    case created
    /// Other content under a number the scenario had: the previous recording is kept as history.
    case superseded(RecordingID)
    /// The scenario already has this content under this number: nothing was added.
    case unchanged
  }

  public var scenario: String
  public var number: Int
  public var id: RecordingID
  public var change: Change

  public init(scenario: String, number: Int, id: RecordingID, change: Change) {
    self.scenario = scenario
    self.number = number
    self.id = id
    self.change = change
  }
}
