import Foundation

/// A scenario of the catalog with every revision of its source.
package struct StoredScenario: Hashable, Sendable {
  package var id: ScenarioID
  package var name: String
  /// The tags of the latest revision, sorted.
  package var tags: [String]
  package var createdAt: Date
  /// When `catalog rm` removed it; nil while it is in the catalog.
  package var removedAt: Date?
  /// Every revision, oldest first; never empty.
  package var revisions: [StoredRevision]

  package init(
    id: ScenarioID, name: String, tags: [String], createdAt: Date, removedAt: Date?,
    revisions: [StoredRevision]
  ) {
    self.id = id
    self.name = name
    self.tags = tags
    self.createdAt = createdAt
    self.removedAt = removedAt
    self.revisions = revisions
  }

  /// The latest revision.
  package var latest: StoredRevision? { revisions.last }

  package var isRemoved: Bool { removedAt != nil }
}
