/// What a garbage collection of the catalog removed (`CatalogTransaction.collectGarbage()`).
package struct RetentionOutcome: Hashable, Sendable {
  /// Results of older checks that passed, were new or were obsolete.
  package var checkResults = 0
  /// Runs no baseline, kept result or "latest run" needs.
  package var runs = 0
  /// Batches left with neither runs nor results (the last batch of each kind always stays).
  package var batches = 0
  /// Timelines no run or baseline refers to any more, with their events.
  package var timelines = 0
}
