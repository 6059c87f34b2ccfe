import Foundation

/// What accepting one baseline did.
package struct AcceptOutcome: Hashable, Sendable {
  /// How the baselines of the scenario and profile changed.
  package enum Change: Hashable, Sendable {
    /// The first baseline of this scenario and profile.
    case created
    /// The new baseline superseded this one, which is kept as history.
    case superseded(BaselineID)
    /// The current baseline already has this timeline and rules version: nothing was added.
    case unchanged
    /// Nothing was accepted: after the check compared this result with one baseline, someone
    /// else accepted a different timeline, which stays current (`baselineID`). Accepting over it
    /// would lose their accept without anyone having reviewed the two against each other.
    case conflict
  }

  package var scenario: String
  package var profile: String
  /// The current baseline after the accept.
  package var baselineID: BaselineID
  package var change: Change
  /// Who accepted the current baseline, and when, when this accept did not (`unchanged`,
  /// `conflict`): the engineer who won a race is named to the one who lost it.
  package var currentAcceptedBy: String?
  package var currentAcceptedAt: Date?
}
