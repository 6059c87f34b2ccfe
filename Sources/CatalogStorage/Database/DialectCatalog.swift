/// The reads a backend writes in its own dialect beneath the export and salvage that both
/// backends share (`DialectCatalog+Transfer.swift`): `SQLiteCatalog` reads through a GRDB
/// `Database`, `PostgresCatalog` through a `PostgresSession`.
protocol DialectCatalog: CatalogBackend {
  /// What a read's body is handed: a snapshot of the database.
  associatedtype Snapshot

  /// Runs `body` on a consistent snapshot of the database; a failure names `operation`.
  func read<T>(_ operation: String, _ body: (Snapshot) throws -> T) throws(StorageError) -> T

  /// The names of the scenarios in the catalog (not removed), sorted.
  static func currentScenarioNames(_ snapshot: Snapshot) throws -> [String]

  /// Scenario `name`'s latest source, summary and tags, and its id.
  ///
  /// - Throws: `StorageError.unknownScenario` when the catalog has no scenario of that name.
  static func exportedScenario(_ name: String, _ snapshot: Snapshot) throws -> (ScenarioInput, Int64)

  /// The current baselines of scenario `scenarioID`, by profile.
  static func currentBaselines(_ scenarioID: Int64, _ snapshot: Snapshot) throws -> [StoredBaseline]

  /// `baseline` with its timeline, as export writes it.
  static func exported(_ baseline: StoredBaseline, _ snapshot: Snapshot) throws -> ExportedBaseline

  /// The current recordings of scenario `scenarioID`, by number.
  static func currentRecordings(_ scenarioID: Int64, _ snapshot: Snapshot) throws -> [StoredRecording]

  /// The database's words for why a read failed, without the path or URL every message would
  /// repeat.
  static func reason(_ error: any Error) -> String
}
