import CatalogModel

/// One dialect's implementation of the catalog: what `CatalogDatabase` forwards every read and
/// write to, so that the runner never knows which database it talks to.
///
/// Two backends implement it: `SQLiteCatalog` (GRDB, a file: the embedded default) and
/// `PostgresCatalog` (postgres-nio, a server shared by a team). Both keep the same schema,
/// written per dialect in `Migrations/`, and give the same answers to the same calls; the
/// storage tests run against both. Each method has the meaning of the `CatalogDatabase` method of
/// the same name.
protocol CatalogBackend: Sendable {
  /// The database as messages name it: a file path, or a URL without its password.
  var displayName: String { get }

  /// The time each write transaction records, and what `CatalogDatabase.now()` reads.
  var clock: CatalogClock { get }

  /// Whether this is the PostgreSQL backend.
  var isPostgres: Bool { get }

  /// Runs `body` in one write transaction: all of it is committed, or nothing.
  func write<T>(_ operation: String, _ body: (any CatalogTransaction) throws -> T) throws(StorageError) -> T

  // MARK: - Scenarios

  func listScenarios(tag: String?, includeRemoved: Bool) throws(StorageError) -> [ScenarioSummary]
  func scenario(named name: String) throws(StorageError) -> StoredScenario?
  func tags() throws(StorageError) -> [String]
  func scenarioNames(includeRemoved: Bool) throws(StorageError) -> [String]
  func scenarioSources() throws(StorageError) -> [StoredScenarioFile]
  func replayableScenarios(tag: String?, compiledPrefix: [UInt8]?, withForms: Bool) throws(StorageError)
    -> [ReplayableScenario]
  func revisionForms(_ ids: [RevisionID], compiledPrefix: [UInt8]) throws(StorageError) -> [RevisionID: RevisionForm]
  func revisionSource(_ id: RevisionID) throws(StorageError) -> String?

  // MARK: - Runs and batches

  func run(id: RunID) throws(StorageError) -> StoredRun?
  func runs(scenario name: String, profile: String?, limit: Int) throws(StorageError) -> [StoredRun]
  func runs(batch id: BatchID) throws(StorageError) -> [StoredRun]
  func latestRuns(scenario: String?, profile: String?, includeRemoved: Bool) throws(StorageError) -> [StoredRun]
  func latestRuns(catalogVersion: String) throws(StorageError) -> [LatestRun]
  func batch(id: BatchID) throws(StorageError) -> StoredBatch?
  func batches(kind: BatchKind?, limit: Int) throws(StorageError) -> [StoredBatch]

  // MARK: - Timelines

  func timeline(hash: String) throws(StorageError) -> Timeline?
  func timeline(id: TimelineID) throws(StorageError) -> Timeline?
  func timeline(run id: RunID) throws(StorageError) -> Timeline?
  func storedTimeline(hash: String) throws(StorageError) -> StoredTimeline?
  func timelineCount() throws(StorageError) -> Int

  // MARK: - Baselines and checks

  func currentBaselines<T>(
    scenario: String?, profile: String?, ordered: Bool, as transform: (StoredBaseline) -> T
  ) throws(StorageError) -> [T]
  func baselineHistory(scenario: String, profile: String) throws(StorageError) -> [StoredBaseline]
  func checkResults(batch: BatchID, group: Int?) throws(StorageError) -> [StoredCheckResult]
  func checkResults(changeSignature signature: String) throws(StorageError) -> [StoredCheckResult]

  // MARK: - Recordings

  func recordings(scenario: String?, includingRemovedScenarios: Bool) throws(StorageError) -> [StoredRecording]
  func recordingHistory(scenario: String, number: Int) throws(StorageError) -> [StoredRecording]

  // MARK: - Transfer

  func exportScenarios(named names: [String]?) throws(StorageError) -> [ScenarioExport]
  func salvageScenarios(named names: [String]?) throws(StorageError) -> CatalogDatabase.Salvage

  // MARK: - Maintenance

  func integrityProblems() throws(StorageError) -> [String]
  func appliedMigrations() throws(StorageError) -> [String]
  func sizeInBytes() throws(StorageError) -> Int
  func close() throws(StorageError)
}
