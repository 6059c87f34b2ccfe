import CatalogStorage
import Foundation

/// `catalog gc`: removes what repeated checks accumulate and nobody needs (see
/// `CatalogTransaction.collectGarbage()` for what is kept), and says what it removed and how big
/// the catalog file is. Every check also does this in its own transaction; the command is for a
/// catalog written before that, or by `run`, which keeps its batches.
///
/// For example:
/// ```swift
/// let report = try CollectGarbage().run(at: location)
/// ```
package struct CollectGarbage: CatalogOperation, Sendable {
  package init() {}

  /// What `run` removed.
  package struct Report: Sendable, Encodable {
    package var checkResults: Int
    package var runs: Int
    package var batches: Int
    package var timelines: Int
    /// The catalog's size afterwards (the SQLite file's, or the PostgreSQL database's); both keep
    /// the freed pages for the next writes.
    package var fileBytes: Int
    /// Whether the catalog is a PostgreSQL database.
    package var isPostgres = false

    enum CodingKeys: String, CodingKey {
      case checkResults, runs, batches, timelines, fileBytes
    }
  }

  /// Writes to a catalog that must exist.
  package var access: CatalogAccess { .write }

  /// A close that fails (its last checkpoint) is an error: the space it frees is the point.
  package var closeFailureIsError: Bool { true }

  /// Collects the garbage of `catalog` and measures what it takes after.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    let removed = try catalog.write("collect garbage") { try $0.collectGarbage() }
    let size = try catalog.sizeInBytes()
    return Report(
      checkResults: removed.checkResults, runs: removed.runs, batches: removed.batches, timelines: removed.timelines,
      fileBytes: size, isPostgres: catalog.isPostgres)
  }
}
