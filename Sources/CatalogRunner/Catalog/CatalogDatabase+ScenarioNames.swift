import CatalogStorage

extension CatalogDatabase {
  /// Checks that the catalog has a scenario for each of `names`, before a command changes or
  /// prints anything.
  ///
  /// For example:
  /// ```swift
  /// try catalog.requireScenarios(["dimming-presentaton"])
  /// // no scenario named 'dimming-presentaton' in the catalog; did you mean 'dimming-presentation'?
  /// ```
  ///
  /// - Parameter allowRemoved: Whether a scenario removed with `catalog rm` will do.
  /// - Throws: `RunnerError.unknownScenarios` naming every unknown name with the nearest known
  ///   one, or `.invalidInput` for removed scenarios (both exit 2).
  package func requireScenarios(_ names: [String], allowRemoved: Bool = false) throws {
    guard !names.isEmpty else { return }
    let all = try scenarioNames(includeRemoved: true)
    let known = Set(all)
    let unknown = names.filter { !known.contains($0) }
    if !unknown.isEmpty {
      let current = try scenarioNames()
      throw RunnerError.unknownScenarios(unknown, among: current.isEmpty ? all : current)
    }
    guard !allowRemoved else { return }
    let current = Set(try scenarioNames())
    let removed = names.filter { !current.contains($0) }
    if !removed.isEmpty {
      throw RunnerError.invalidInput(
        removed.map { StorageError.removedScenario($0).description }.joined(separator: "\n"))
    }
  }
}
