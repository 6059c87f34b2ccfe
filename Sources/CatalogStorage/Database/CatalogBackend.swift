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
  func write<T>(_ operation: String, _ body: (any CatalogTransaction) throws -> T) throws -> T

  // MARK: - Scenarios

  func listScenarios(tag: String?, includeRemoved: Bool) throws -> [ScenarioSummary]
  func scenario(named name: String) throws -> StoredScenario?
  func tags() throws -> [String]
  func scenarioNames(includeRemoved: Bool) throws -> [String]
  func scenarioSources() throws -> [StoredScenarioFile]
  func replayableScenarios(tag: String?, compiledPrefix: [UInt8]?, withForms: Bool) throws -> [ReplayableScenario]
  func revisionForms(_ ids: [RevisionID], compiledPrefix: [UInt8]) throws -> [RevisionID: RevisionForm]
  func revisionSource(_ id: RevisionID) throws -> String?

  // MARK: - Runs and batches

  func run(id: RunID) throws -> StoredRun?
  func runs(scenario name: String, profile: String?, limit: Int) throws -> [StoredRun]
  func runs(batch id: BatchID) throws -> [StoredRun]
  func latestRuns(scenario: String?, profile: String?, includeRemoved: Bool) throws -> [StoredRun]
  func latestRuns(catalogVersion: String) throws -> [LatestRun]
  func batch(id: BatchID) throws -> StoredBatch?
  func batches(kind: BatchKind?, limit: Int) throws -> [StoredBatch]

  // MARK: - Timelines

  func timeline(hash: String) throws -> Timeline?
  func timeline(id: TimelineID) throws -> Timeline?
  func timeline(run id: RunID) throws -> Timeline?
  func storedTimeline(hash: String) throws -> StoredTimeline?
  func timelineCount() throws -> Int

  // MARK: - Baselines and checks

  func currentBaselines(scenario: String?, profile: String?) throws -> [StoredBaseline]
  func baselineHistory(scenario: String, profile: String) throws -> [StoredBaseline]
  func checkResults(batch: BatchID, group: Int?) throws -> [StoredCheckResult]
  func checkResults(changeSignature signature: String) throws -> [StoredCheckResult]

  // MARK: - Recordings

  func recordings(scenario: String?, includingRemovedScenarios: Bool) throws -> [StoredRecording]
  func recordingHistory(scenario: String, number: Int) throws -> [StoredRecording]

  // MARK: - Transfer

  func exportScenarios(named names: [String]?) throws -> [ScenarioExport]
  func salvageScenarios(named names: [String]?) throws -> CatalogDatabase.Salvage

  // MARK: - Maintenance

  func integrityProblems() throws -> [String]
  func appliedMigrations() throws -> [String]
  func sizeInBytes() throws -> Int
  func close() throws
}
