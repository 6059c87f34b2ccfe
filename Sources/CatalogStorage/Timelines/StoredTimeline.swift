import Foundation

/// What the catalog knows of a stored timeline without loading its events.
public struct StoredTimeline: Hashable, Sendable {
  public var id: TimelineID
  /// `TimelineDigest.sha256(of:)` of the timeline.
  public var hash: String
  public var eventCount: Int
  /// False when the turns are unknown: the timeline was imported from canonical text and no run
  /// has produced it since.
  public var hasTurns: Bool
  public var createdAt: Date
}
