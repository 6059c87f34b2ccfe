/// What a garbage collection of the catalog removed (`CatalogTransaction.collectGarbage()`).
public struct RetentionOutcome: Hashable, Sendable {
  /// Results of older checks that passed, were new or were obsolete.
  public var checkResults: Int
  /// Runs no baseline, kept result or "latest run" needs.
  public var runs: Int
  /// Batches left with neither runs nor results (the last batch of each kind always stays).
  public var batches: Int
  /// Timelines no run or baseline refers to any more, with their events.
  public var timelines: Int

  public init(checkResults: Int = 0, runs: Int = 0, batches: Int = 0, timelines: Int = 0) {
    self.checkResults = checkResults
    self.runs = runs
    self.batches = batches
    self.timelines = timelines
  }
}
