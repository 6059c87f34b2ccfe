import CatalogModel
import Foundation

/// One stored revision of a scenario's source.
public struct StoredRevision: Hashable, Sendable {
  public var id: RevisionID
  /// 1 for the first source added, then 2, 3...
  public var number: Int
  public var fileName: String
  public var sourceFormat: SourceFormat
  /// The source text, exactly as added.
  public var source: String
  public var summary: String?
  public var createdAt: Date
}
