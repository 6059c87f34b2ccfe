/// What `recordBatch` stored.
public struct RecordedBatch: Hashable, Sendable {
  public var batchID: BatchID
  /// The id of each run, in the order of the inputs.
  public var runIDs: [RunID]
  /// How many timelines were new to the catalog; the others were already stored.
  public var newTimelineCount: Int

  public init(batchID: BatchID, runIDs: [RunID], newTimelineCount: Int) {
    self.batchID = batchID
    self.runIDs = runIDs
    self.newTimelineCount = newTimelineCount
  }
}
