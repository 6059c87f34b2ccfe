import Foundation

/// A scenario of the catalog with every revision of its source.
public struct StoredScenario: Hashable, Sendable {
  public var id: ScenarioID
  public var name: String
  /// The tags of the latest revision, sorted.
  public var tags: [String]
  public var createdAt: Date
  /// When `catalog rm` removed it; nil while it is in the catalog.
  public var removedAt: Date?
  /// Every revision, oldest first; never empty.
  public var revisions: [StoredRevision]

  public init(
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
  public var latest: StoredRevision? { revisions.last }

  public var isRemoved: Bool { removedAt != nil }
}
