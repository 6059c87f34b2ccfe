import Foundation

// MARK: - Writes

extension DialectTransaction {
  /// Adds scenarios, or new revisions of them, in order.
  ///
  /// A scenario is new at revision 1; a source identical to the latest revision adds nothing; a
  /// different source adds the next revision and replaces the scenario's tags. A removed
  /// scenario comes back (`revived`) with its history.
  ///
  /// - Throws: `StorageError.invalidInput` for an empty name.
  func addScenarios(_ inputs: [ScenarioInput]) throws -> [AddOutcome] {
    let now = Date().catalogMilliseconds
    return try inputs.map { try addScenario($0, now: now) }
  }

  private func addScenario(_ input: ScenarioInput, now: Int64) throws -> AddOutcome {
    guard !input.name.isEmpty else {
      throw StorageError.invalidInput("a scenario name must not be empty")
    }
    guard let found = try scenarioRow(named: input.name) else {
      let scenarioID = try insertScenario(named: input.name, now: now)
      let revisionID = try insertRevision(input, scenarioID: scenarioID, number: 1, now: now)
      try replaceTags(of: scenarioID, with: input.tags)
      if let path = input.sourcePath {
        try rememberSource(of: scenarioID, path: path, digest: ContentHash.sha256(input.source))
      }
      return AddOutcome(
        name: input.name, scenarioID: ScenarioID(rawValue: scenarioID),
        revisionID: RevisionID(rawValue: revisionID), revision: 1, change: .created,
        addedRevision: true)
    }
    var revisionID = found.latest?.id ?? 0
    var number = found.latest?.number ?? 0
    let addedRevision = found.latest.map { $0.source != input.source } ?? true
    if addedRevision {
      number += 1
      revisionID = try insertRevision(input, scenarioID: found.id, number: number, now: now)
      try replaceTags(of: found.id, with: input.tags)
    } else if let compiled = input.compiled {
      // The same source again: refresh its compiled form (missing before migration 0002, or
      // written by a catalog with another compiled-format version).
      try refreshCompiledForm(compiled, of: revisionID)
    }
    if found.removed {
      try reviveScenario(found.id)
    }
    if let path = input.sourcePath {
      try rememberSource(of: found.id, path: path, digest: ContentHash.sha256(input.source))
    }
    let change: AddOutcome.Change = found.removed ? .revived : (addedRevision ? .newRevision : .unchanged)
    return AddOutcome(
      name: input.name, scenarioID: ScenarioID(rawValue: found.id),
      revisionID: RevisionID(rawValue: revisionID), revision: number, change: change,
      addedRevision: addedRevision)
  }
}
