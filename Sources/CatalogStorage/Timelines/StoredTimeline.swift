import Foundation

/// What the catalog knows of a stored timeline without loading its events.
package struct StoredTimeline: Hashable, Sendable {
  package var id: TimelineID
  /// `TimelineDigest.sha256(of:)` of the timeline.
  package var hash: String
  package var eventCount: Int
  /// False when the turns are unknown: the timeline was imported from canonical text and no run
  /// has produced it since.
  package var hasTurns: Bool
  package var createdAt: Date
}
