import Foundation

extension CatalogLocation {
  /// Whether a catalog database file is at `path`.
  ///
  /// Commands that only read look first, so that they never create the file: `list` shows an
  /// empty catalog, the others fail with `RunnerError.noCatalog`.
  public var exists: Bool {
    FileManager.default.fileExists(atPath: path)
  }
}
