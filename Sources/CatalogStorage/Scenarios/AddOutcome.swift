/// What adding one scenario did to the catalog.
///
/// For example:
/// ```swift
/// let outcome = try catalog.addScenarios([input])[0]
/// if outcome.change == .newRevision { print("\(outcome.name): revision \(outcome.revision)") }
/// ```
public struct AddOutcome: Hashable, Sendable {
  /// How the catalog changed.
  public enum Change: Hashable, Sendable {
    /// A new scenario, at revision 1.
    case created
    /// The source differs from the latest revision: a new revision was added.
    case newRevision
    /// The source is identical to the latest revision: nothing was added.
    case unchanged
    /// The scenario had been removed and is back; `addedRevision` tells whether its source
    /// changed meanwhile.
    case revived
  }

  public var name: String
  public var scenarioID: ScenarioID
  /// The scenario's latest revision after the add.
  public var revisionID: RevisionID
  /// The number of that revision: 1, 2, 3...
  public var revision: Int
  public var change: Change
  /// Whether this add stored a new revision.
  public var addedRevision: Bool
}
