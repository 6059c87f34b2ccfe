import Foundation

extension CatalogLocation {
  /// Whether a catalog database file is at `path`: something that is not an empty file.
  ///
  /// Commands that only read look first, so that they never create the file: `list` shows an
  /// empty catalog, the others fail with `RunnerError.noCatalog`. An empty file is no catalog
  /// yet; only a command that writes makes it one.
  public var exists: Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
    return (attributes[.size] as? Int).map { $0 > 0 } ?? true
  }
}
