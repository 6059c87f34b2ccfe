import CatalogStorage

/// `catalog rm NAME…`: removes scenarios from the catalog, keeping their history.
///
/// A soft delete: runs, revisions and baselines stay, the scenario no longer lists, runs or
/// checks, and its baselines become obsolete. Adding the scenario again revives it. Every name
/// is checked before anything is removed, and all are removed in one transaction.
///
/// For example:
/// ```swift
/// let report = try RemoveScenarios(names: ["old-experiment"]).run(at: location)
/// ```
package struct RemoveScenarios: CatalogOperation, Sendable {
  package var names: [String]

  package init(names: [String]) {
    self.names = names
  }

  /// What `run` did to each name, in argument order.
  package struct Report: Sendable {
    package struct Item: Sendable {
      package var name: String
      /// False when the scenario had already been removed.
      package var removed: Bool
    }

    package var items: [Item]
  }

  /// Removes the scenarios from the catalog at `location`, which must exist (it is not
  /// created).
  ///
  /// - Throws: `RunnerError.noCatalog`, or `.unknownScenarios` with suggestions (nothing is
  ///   removed).
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    // A device, a FIFO or a folder is named as such, not as a missing catalog.
    try location.requireUsablePath()
    guard location.exists else { throw .noCatalog(location.path) }
    // The names are checked on a catalog opened to read: an unknown one leaves the file as it
    // was (opening SQLite to write changes it, even when nothing is written).
    try NamesCheck(names: unique).run(at: location)
    return try performing(at: location)
  }

  /// Writes to the catalog.
  package var access: CatalogAccess { .write }

  /// Checking the names on a catalog opened to read.
  private struct NamesCheck: CatalogOperation {
    var names: [String]
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws {
      try catalog.requireScenarios(names, allowRemoved: true)
    }
  }

  /// The names, each once, in argument order.
  var unique: [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// Removes the scenarios from `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    let unique = self.unique
    try catalog.requireScenarios(unique, allowRemoved: true)
    let removed = try catalog.write("remove scenarios") { transaction in
      try unique.map { try transaction.removeScenario(named: $0) }
    }
    return Report(items: zip(unique, removed).map { Report.Item(name: $0, removed: $1) })
  }
}
