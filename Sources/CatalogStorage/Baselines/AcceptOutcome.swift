/// What accepting one baseline did.
public struct AcceptOutcome: Hashable, Sendable {
  /// How the baselines of the scenario and profile changed.
  public enum Change: Hashable, Sendable {
    /// The first baseline of this scenario and profile.
    case created
    /// The new baseline superseded this one, which is kept as history.
    case superseded(BaselineID)
    /// The current baseline already has this timeline and rules version: nothing was added.
    case unchanged
  }

  public var scenario: String
  public var profile: String
  /// The current baseline after the accept.
  public var baselineID: BaselineID
  public var change: Change

  public init(scenario: String, profile: String, baselineID: BaselineID, change: Change) {
    self.scenario = scenario
    self.profile = profile
    self.baselineID = baselineID
    self.change = change
  }
}
