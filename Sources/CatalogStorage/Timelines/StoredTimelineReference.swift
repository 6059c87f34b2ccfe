/// A timeline the catalog already stores, named by its digest, with its length: what a run needs
/// to point at it without holding its events.
///
/// A check whose replay has the baseline's digest keeps only this, so that a check of 50,000
/// unchanged scenarios does not hold 50,000 timelines until it records them.
package struct StoredTimelineReference: Hashable, Sendable {
  /// `TimelineDigest.sha256(of:)` of the timeline.
  package var digest: String
  package var eventCount: Int

  package init(digest: String, eventCount: Int) {
    self.digest = digest
    self.eventCount = eventCount
  }
}
