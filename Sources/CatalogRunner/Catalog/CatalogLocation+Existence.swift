import CatalogStorage
import Foundation

extension CatalogLocation {
  /// Whether a catalog is there: a database file that is not empty, or a PostgreSQL database
  /// that has the catalog's schema.
  ///
  /// Commands that only read look first, so that they never create the file: `list` shows an
  /// empty catalog, the others fail with `RunnerError.noCatalog`. An empty file (an empty
  /// database) is no catalog yet; only a command that writes makes it one. A server that cannot
  /// be reached counts as a catalog, so that opening it reports why.
  package var exists: Bool {
    switch kind {
    case .invalid:
      return false
    case .postgres(let address):
      return (try? CatalogDatabase.postgresCatalogExists(at: address)) ?? true
    case .file:
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
      return (attributes[.size] as? Int).map { $0 > 0 } ?? true
    }
  }
}
