import Foundation

/// The statements a backend's write transaction writes in its own dialect, beneath the write
/// steps both backends share.
///
/// `SQLiteTransaction` and `PostgresTransaction` make the same decisions around different SQL:
/// which revision a scenario's source adds, which recording a new one supersedes, whether an
/// accept changes a baseline. Those decisions are written once, in the extensions of this
/// protocol (`DialectTransaction+Scenarios.swift` and its neighbours); a requirement is one
/// lookup or one write, with no decision of its own. Set-based writes that a backend does its own
/// way for speed (runs, timelines, check results) stay in the backend.
protocol DialectTransaction: CatalogTransaction {
  // MARK: - Lookups

  /// What this transaction has learnt so far: ids by name or hash, and what it stored.
  var memo: TransactionMemo { get set }

  /// The id of the row of `table` (`profile` or `catalogVersion`) named `name`, added when there
  /// is none.
  func findOrInsertNamedRow(in table: String, name: String) throws -> Int64

  /// The id of scenario `name`, which must exist.
  ///
  /// - Parameter allowRemoved: Whether a removed scenario will do; otherwise it is
  ///   `StorageError.removedScenario`.
  func scenarioID(_ name: String, allowRemoved: Bool) throws -> Int64

  // MARK: - Scenarios

  /// Scenario `name`'s id, whether it is removed, and its latest revision; nil when the catalog
  /// has no scenario of that name.
  func scenarioRow(named name: String) throws -> (
    id: Int64, removed: Bool, latest: (id: Int64, number: Int, source: String)?
  )?

  /// Adds scenario `name` (without a revision yet); returns its id.
  func insertScenario(named name: String, now: Int64) throws -> Int64

  /// Adds revision `number` of scenario `scenarioID` with `input`'s source; returns its id.
  func insertRevision(_ input: ScenarioInput, scenarioID: Int64, number: Int, now: Int64) throws -> Int64

  /// Replaces the tags of scenario `scenarioID` with `tags` (each once).
  func replaceTags(of scenarioID: Int64, with tags: [String]) throws

  /// Stores `compiled` as the compiled form of revision `revisionID` when it has another one.
  func refreshCompiledForm(_ compiled: [UInt8], of revisionID: Int64) throws

  /// Brings removed scenario `scenarioID` back into the catalog.
  func reviveScenario(_ scenarioID: Int64) throws

  /// Remembers the file a scenario was last added from, and the SHA-256 of its text.
  func rememberSource(of scenarioID: Int64, path: String, digest: String) throws

  // MARK: - Recordings

  /// The revision of a scenario whose source has the SHA-256 `hash` (`ContentHash`), newest
  /// first.
  func revisionWithSource(of scenarioID: Int64, hash: String) throws -> (id: Int64, number: Int)?

  /// The scenario's current recording with the same events (what follows the header line), iOS
  /// version, SDK and device as `input`, lowest number first.
  func currentRecording(sameEventsAs input: RecordingInput, scenarioID: Int64) throws -> (
    id: Int64, number: Int, contentHash: String, revisionID: Int64?
  )?

  /// One more than the highest number scenario `scenarioID`'s recordings ever had (1 for none).
  func nextRecordingNumber(of scenarioID: Int64) throws -> Int

  /// The scenario's current recording `number`.
  func currentRecording(of scenarioID: Int64, number: Int) throws -> (id: Int64, contentHash: String)?

  /// Marks recording `id` as superseded at `time` (catalog milliseconds).
  func supersedeRecording(_ id: Int64, at time: Int64) throws

  /// Adds `input` as recording `number` of scenario `scenarioID`; returns its id.
  func insertRecording(
    _ input: RecordingInput, scenarioID: Int64, number: Int, contentHash: String, revisionID: Int64?
  ) throws -> Int64

  // MARK: - Baselines

  /// The scenario and profile of run `id`; nil when there is no such run.
  func scenarioAndProfile(ofRun id: RunID) throws -> ScenarioProfilePair?

  /// The id of the stored timeline a `TimelineSource` names, storing it if it is given whole.
  func timelineID(for source: TimelineSource, now: Int64) throws -> Int64

  /// The current baseline of a scenario and profile.
  func currentBaseline(of pair: ScenarioProfilePair) throws -> (
    id: Int64, timelineID: Int64, rulesVersion: Int, acceptedBy: String, acceptedAt: Date
  )?

  /// Marks baseline `id` as superseded at `time` (catalog milliseconds).
  func supersedeBaseline(_ id: Int64, at time: Int64) throws

  /// Adds `input` as the current baseline of `pair`; returns its id.
  func insertBaseline(
    _ input: BaselineInput, pair: ScenarioProfilePair, timelineID: Int64, runID: Int64?, catalogVersionID: Int64
  ) throws -> Int64

  // MARK: - Checks

  /// Marks the result of check `batch` for one scenario and profile (by name) as rejected;
  /// returns how many results it marked (0 or 1).
  func rejectCheckResult(
    batch: BatchID, scenario: String, profile: String, rejectedBy: String, rejectedAt: Date
  ) throws -> Int
}
