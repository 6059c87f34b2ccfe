import CatalogModel
import Foundation

/// One stored revision of a scenario's source.
package struct StoredRevision: Hashable, Sendable {
  package var id: RevisionID
  /// 1 for the first source added, then 2, 3...
  package var number: Int
  package var fileName: String
  package var sourceFormat: SourceFormat
  /// The source text, exactly as added.
  package var source: String
  package var summary: String?
  package var createdAt: Date
}
