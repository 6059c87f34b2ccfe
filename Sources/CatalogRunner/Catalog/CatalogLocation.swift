import CatalogStorage
import Foundation

/// Where the catalog database is: `--db PATH`, else `CATALOG_DB`, else `catalog.sqlite` in the
/// current folder.
public struct CatalogLocation: Sendable, Hashable {
  public static let environmentVariable = "CATALOG_DB"
  public static let defaultFileName = "catalog.sqlite"

  public let path: String

  /// Resolves the location from an explicit path and the environment.
  public init(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let explicit, !explicit.isEmpty {
      path = explicit
    } else if let fromEnvironment = environment[Self.environmentVariable], !fromEnvironment.isEmpty {
      path = fromEnvironment
    } else {
      path = Self.defaultFileName
    }
  }

  /// Opens the catalog to change it, creating the file on first write.
  public func openForWriting() throws(RunnerError) -> CatalogDatabase {
    do {
      return try CatalogDatabase(path: path, access: .readWrite)
    } catch {
      throw .fromStore(error, path: path)
    }
  }

  /// Opens the catalog to read it; a missing file is an error that says how to create one.
  public func openForReading() throws(RunnerError) -> CatalogDatabase {
    guard FileManager.default.fileExists(atPath: path) else { throw .noCatalog(path) }
    do {
      return try CatalogDatabase(path: path, access: .readOnly)
    } catch {
      throw .fromStore(error, path: path)
    }
  }
}
