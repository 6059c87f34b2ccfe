/// The scenario a run replayed: by name (its latest revision) or by revision.
///
/// A string literal is a name, so `RunInput(scenario: "dimming-presentation", ...)` reads well.
package enum ScenarioReference: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The latest revision of the scenario with this name.
  case name(String)
  /// One revision, as `AddOutcome.revisionID` returned it.
  case revision(RevisionID)
  /// A revision whose scenario the caller already knows, read from the catalog
  /// (`ReplayableScenario`): no lookup needed. The run's foreign key to
  /// (scenarioId, scenarioRevisionId) still refuses a pair that does not belong together.
  case known(name: String, scenario: ScenarioID, revision: RevisionID)

  package init(stringLiteral name: String) {
    self = .name(name)
  }

  /// The scenario's name, when the reference gives it (not for `.revision`).
  package var name: String? {
    switch self {
    case .name(let name), .known(let name, _, _): name
    case .revision: nil
    }
  }
}
