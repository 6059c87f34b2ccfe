/// What `recordBatch` stored.
package struct RecordedBatch: Hashable, Sendable {
  package var batchID: BatchID
  /// The id of each run, in the order of the inputs.
  package var runIDs: [RunID]
  /// How many timelines were new to the catalog; the others were already stored.
  package var newTimelineCount: Int

  package init(batchID: BatchID, runIDs: [RunID], newTimelineCount: Int) {
    self.batchID = batchID
    self.runIDs = runIDs
    self.newTimelineCount = newTimelineCount
  }
}
