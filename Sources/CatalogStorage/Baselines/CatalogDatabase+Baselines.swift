import CatalogModel
import Foundation

// MARK: - Writes

extension CatalogDatabase {
  /// Accepts timelines as baselines, in one transaction; each supersedes the current baseline
  /// of its scenario and profile, which is kept as history.
  ///
  /// For example:
  /// ```swift
  /// try catalog.acceptBaselines([
  ///   BaselineInput(
  ///     scenario: "dimming-presentation", profile: "uikit-13", profileRulesVersion: 1,
  ///     timeline: .run(runID), acceptedBy: "ana", acceptedAt: Date(), catalogVersion: "0.1.0")
  /// ])
  /// ```
  @discardableResult
  package func acceptBaselines(_ inputs: [BaselineInput]) throws(StorageError) -> [AcceptOutcome] {
    try write("accept baselines") { try $0.acceptBaselines(inputs) }
  }

  /// Deletes the obsolete baselines with their history, and the timelines nothing refers to
  /// any more, in one transaction.
  ///
  /// - Parameter unreplayable: More baselines to delete, as `"scenario @ profile"`: those whose
  ///   profile can no longer replay their scenario (the runner knows the engine; the store does
  ///   not).
  /// - Returns: The current baselines that were deleted, for `catalog baselines --prune` to
  ///   list.
  @discardableResult
  package func pruneBaselines(knownProfiles: Set<String>, unreplayable: Set<String> = []) throws(StorageError)
    -> [StoredBaseline]
  {
    try write("prune obsolete baselines") {
      try $0.pruneBaselines(knownProfiles: knownProfiles, unreplayable: unreplayable)
    }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// The current baselines with their timeline hashes, sorted by scenario and profile: what
  /// `catalog check` compares runs with, in one query and without loading events.
  ///
  /// - Parameters:
  ///   - scenario: Only this scenario's.
  ///   - profile: Only this profile's.
  package func currentBaselines(scenario: String? = nil, profile: String? = nil) throws(StorageError)
    -> [StoredBaseline]
  {
    try backend.currentBaselines(scenario: scenario, profile: profile, ordered: true) { $0 }
  }

  /// Every current baseline as `currentBaselines(scenario:profile:)` reads them, each made into
  /// what `transform` makes of it: on SQLite as its row is read, so that a large check holds its
  /// own values of them and never also every row; on PostgreSQL once all are read. In no
  /// particular order: sorting 10,000 rows by name was a fifth of the read.
  package func currentBaselines<T>(as transform: (StoredBaseline) -> T) throws(StorageError) -> [T] {
    try backend.currentBaselines(scenario: nil, profile: nil, ordered: false, as: transform)
  }

  /// Every baseline ever accepted for a scenario under a profile, newest first: the current
  /// one, then those it superseded.
  package func baselineHistory(scenario: String, profile: String) throws(StorageError) -> [StoredBaseline] {
    try backend.baselineHistory(scenario: scenario, profile: profile)
  }

  /// The current baselines that are obsolete: their scenario was removed, or their profile is
  /// not one of `knownProfiles`.
  package func obsoleteBaselines(knownProfiles: Set<String>) throws(StorageError) -> [StoredBaseline] {
    try currentBaselines().filter { $0.isObsolete(knownProfiles: knownProfiles) }
  }
}
