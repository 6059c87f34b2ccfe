/// What a garbage collection of the catalog removed (`CatalogTransaction.collectGarbage()`).
public struct RetentionOutcome: Hashable, Sendable {
  /// Results of older checks that passed, were new or were obsolete.
  public var checkResults = 0
  /// Runs no baseline, kept result or "latest run" needs.
  public var runs = 0
  /// Batches left with neither runs nor results (the last batch of each kind always stays).
  public var batches = 0
  /// Timelines no run or baseline refers to any more, with their events.
  public var timelines = 0
}
