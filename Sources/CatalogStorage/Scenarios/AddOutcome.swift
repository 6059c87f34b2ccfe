/// What adding one scenario did to the catalog.
///
/// For example:
/// ```swift
/// let outcome = try catalog.addScenarios([input])[0]
/// if outcome.change == .newRevision { print("\(outcome.name): revision \(outcome.revision)") }
/// ```
package struct AddOutcome: Hashable, Sendable {
  /// How the catalog changed.
  package enum Change: Hashable, Sendable {
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

  package var name: String
  package var scenarioID: ScenarioID
  /// The scenario's latest revision after the add.
  package var revisionID: RevisionID
  /// The number of that revision: 1, 2, 3...
  package var revision: Int
  package var change: Change
  /// Whether this add stored a new revision.
  package var addedRevision: Bool
}
