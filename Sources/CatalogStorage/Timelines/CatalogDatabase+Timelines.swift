import CatalogModel
import Foundation

// MARK: - Reads

extension CatalogDatabase {
  /// The timeline whose hash is `hash`, rebuilt from its stored events, or nil when the catalog
  /// does not have it.
  ///
  /// - Throws: `StorageError.corruptTimeline` when a stored event cannot be read back.
  package func timeline(hash: String) throws(StorageError) -> Timeline? {
    try backend.timeline(hash: hash)
  }

  /// The timeline stored as `id`, rebuilt from its events, or nil when there is none.
  package func timeline(id: TimelineID) throws(StorageError) -> Timeline? {
    try backend.timeline(id: id)
  }

  /// The timeline run `id` produced, or nil when the run has none (it failed before producing
  /// one).
  ///
  /// - Throws: `StorageError.unknownRun` when there is no such run.
  package func timeline(run id: RunID) throws(StorageError) -> Timeline? {
    try backend.timeline(run: id)
  }

  /// What the catalog knows of the timeline `hash` without loading its events.
  package func storedTimeline(hash: String) throws(StorageError) -> StoredTimeline? {
    try backend.storedTimeline(hash: hash)
  }

  /// How many distinct timelines the catalog stores.
  package func timelineCount() throws(StorageError) -> Int {
    try backend.timelineCount()
  }
}
