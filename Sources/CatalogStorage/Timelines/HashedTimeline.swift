import CatalogModel

/// A timeline together with its content hash, computed once.
///
/// The catalog addresses timelines by `TimelineDigest.sha256(of:)`. A timeline that is compared,
/// recorded and accepted in one command (a folder's baseline file, a fresh replay) travels with
/// its digest, so it is hashed once however many places need the hash.
///
/// For example:
/// ```swift
/// let hashed = HashedTimeline(engine.run(scenario))
/// if hashed.digest == baseline.timelineHash { … }   // no second hash
/// ```
package struct HashedTimeline: Sendable {
  package let timeline: Timeline
  /// `TimelineDigest.sha256(of: timeline)`.
  package let digest: String

  /// Hashes `timeline`.
  package init(_ timeline: Timeline) {
    self.timeline = timeline
    self.digest = TimelineDigest.sha256(of: timeline)
  }

  /// A timeline whose digest the caller already has (read back with it from the store).
  package init(_ timeline: Timeline, digest: String) {
    self.timeline = timeline
    self.digest = digest
  }
}
