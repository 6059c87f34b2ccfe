import CatalogStorage

extension Check {
  /// A chunk of a stored check's replays: the jobs, and what each of their replays is compared
  /// with (`PlannedReplay.Comparison`), one per job and profile in the jobs' order, as the replay
  /// gives its outcomes.
  struct ReplayChunk {
    var jobs: [StoredReplay.Job] = []
    var comparisons: [PlannedReplay.Comparison] = []
  }
}
