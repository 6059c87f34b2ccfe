import CatalogModel
import Foundation

// MARK: - Reads

extension CatalogDatabase {
  /// The latest revision of every scenario in the catalog (not removed), sorted by name, in one
  /// query: what `run --all` and `check` replay. `tag` keeps only the scenarios tagged so.
  ///
  /// - Parameters:
  ///   - compiledPrefix: When given, the source is read only for revisions whose compiled form
  ///     does not start with these bytes (missing, or of another format version): the others
  ///     replay from their compiled form, and reading thousands of sources would be wasted.
  ///   - withForms: Whether to read the compiled forms (and sources) now; without them, a large
  ///     check reads them a chunk at a time with `readForms(of:compiledPrefix:)`, so that it never
  ///     holds every scenario's form at once.
  package func replayableScenarios(
    tag: String? = nil, compiledPrefix: [UInt8]? = nil, withForms: Bool = true
  ) throws(StorageError) -> [ReplayableScenario] {
    try backend.replayableScenarios(tag: tag, compiledPrefix: compiledPrefix, withForms: withForms)
  }

  /// Fills in the compiled forms of `scenarios` (read without them), and the sources of those
  /// whose compiled form is missing or does not start with `compiledPrefix`, in one query.
  package func readForms(of scenarios: inout [ReplayableScenario], compiledPrefix: [UInt8]) throws(StorageError) {
    guard !scenarios.isEmpty else { return }
    let forms = try backend.revisionForms(scenarios.map(\.revisionID), compiledPrefix: compiledPrefix)
    for index in scenarios.indices {
      guard let form = forms[scenarios[index].revisionID] else { continue }
      scenarios[index].compiled = form.compiled
      scenarios[index].source = form.source
    }
  }

  /// The source text of revision `id`, for the rare replay whose compiled form turns out unusable.
  package func revisionSource(_ id: RevisionID) throws(StorageError) -> String? {
    try backend.revisionSource(id)
  }
}
