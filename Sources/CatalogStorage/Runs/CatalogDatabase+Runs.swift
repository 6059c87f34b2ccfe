import CatalogModel
import Foundation

// MARK: - Writes

extension CatalogDatabase {
  /// Records a batch with its runs, new timelines and check results, in one transaction: a
  /// killed process leaves the whole batch or none of it.
  ///
  /// For example:
  /// ```swift
  /// let recorded = try catalog.recordBatch(batch, runs: runs)
  /// print("batch #\(recorded.batchID): \(recorded.newTimelineCount) new timelines")
  /// ```
  ///
  /// - Throws: `StorageError`; nothing is written when it throws.
  package func recordBatch(
    _ batch: BatchInput, runs: [RunInput], checkResults: [CheckResultInput] = []
  ) throws(StorageError) -> RecordedBatch {
    try write("record the batch") {
      try $0.recordBatch(batch, runs: runs, checkResults: checkResults)
    }
  }
}

// MARK: - Reads

extension CatalogDatabase {
  /// Run `id`, or nil when there is none.
  package func run(id: RunID) throws(StorageError) -> StoredRun? {
    try backend.run(id: id)
  }

  /// The runs of scenario `name`, newest first, under `profile` only when it is given.
  package func runs(scenario name: String, profile: String? = nil, limit: Int = 20) throws(StorageError)
    -> [StoredRun]
  {
    try backend.runs(scenario: name, profile: profile, limit: limit)
  }

  /// The runs of batch `id`, in the order they were recorded.
  package func runs(batch id: BatchID) throws(StorageError) -> [StoredRun] {
    try backend.runs(batch: id)
  }

  /// The latest run of every scenario under every profile it ran under, sorted by scenario and
  /// profile, in one query (one index seek per scenario and profile).
  ///
  /// - Parameters:
  ///   - scenario: Only this scenario.
  ///   - profile: Only this profile.
  ///   - includeRemoved: Also scenarios removed with `catalog rm`.
  package func latestRuns(
    scenario: String? = nil, profile: String? = nil, includeRemoved: Bool = false
  ) throws(StorageError) -> [StoredRun] {
    try backend.latestRuns(scenario: scenario, profile: profile, includeRemoved: includeRemoved)
  }

  /// The latest run of every scenario under every profile it ran under, when that run has a
  /// timeline, did not fail and was made by catalog version `catalogVersion`: what `check` may
  /// stand on instead of recording a run of its own. Integers only, in one pass over the runs'
  /// index, for 10,000 scenarios in a few milliseconds.
  package func latestRuns(catalogVersion: String) throws(StorageError) -> [LatestRun] {
    try backend.latestRuns(catalogVersion: catalogVersion)
  }

  /// Batch `id`, or nil when there is none.
  package func batch(id: BatchID) throws(StorageError) -> StoredBatch? {
    try backend.batch(id: id)
  }

  /// The most recent batches, newest first, of `kind` only when it is given.
  package func batches(kind: BatchKind? = nil, limit: Int = 20) throws(StorageError) -> [StoredBatch] {
    try backend.batches(kind: kind, limit: limit)
  }

  /// The most recent batch of `kind`, or nil when there is none.
  package func lastBatch(kind: BatchKind) throws(StorageError) -> StoredBatch? {
    try batches(kind: kind, limit: 1).first
  }
}
