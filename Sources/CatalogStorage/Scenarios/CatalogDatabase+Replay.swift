import CatalogModel
import Foundation

// MARK: - Reads

extension CatalogDatabase {
  /// The latest revision of every scenario in the catalog (not removed), sorted by name, in one
  /// query: what `run --all` and `check` replay. `tag` keeps only the scenarios tagged so.
  ///
  /// - Parameter compiledPrefix: When given, the source is read only for revisions whose compiled
  ///   form does not start with these bytes (missing, or of another format version): the others
  ///   replay from their compiled form, and reading thousands of sources would be wasted.
  public func replayableScenarios(tag: String? = nil, compiledPrefix: [UInt8]? = nil) throws -> [ReplayableScenario] {
    try backend.replayableScenarios(tag: tag, compiledPrefix: compiledPrefix)
  }

  /// The source text of revision `id`, for the rare replay whose compiled form turns out unusable.
  public func revisionSource(_ id: RevisionID) throws -> String? {
    try backend.revisionSource(id)
  }
}
