import CatalogStorage

extension Check {
  /// A chunk of a stored check's replays: the jobs, and what each scenario and profile of them is
  /// compared with (`PlannedReplay.Comparison`), by scenario name and profile.
  struct ReplayChunk {
    var jobs: [StoredReplay.Job] = []
    var baselines: [Pair: Baseline] = [:]
    var standingRuns: [Pair: RunID] = [:]
  }
}
