import CatalogModel
import Foundation

extension CatalogLocation {
  /// The catalog a folder check keeps when neither `--db` nor `CATALOG_DB` chose one: a file in
  /// the user's cache, one per checked folder, so that `catalog check DIR` leaves no untracked
  /// `catalog.sqlite` in a repository (README "Catalog commands").
  ///
  /// The folder is `$XDG_CACHE_HOME/catalog/folders`, else `~/.cache/catalog/folders`, else
  /// `/tmp/catalog-<uid>/folders`; the file is named after the checked folder's last part and a
  /// hash of its absolute path: `~/.cache/catalog/folders/flows-3f2a9c1e07b4d5e6.sqlite`. A
  /// folder check imports its folder again every time, so the cache holds nothing the folder
  /// does not: deleting it loses only the check history.
  ///
  /// For example:
  /// ```swift
  /// let location = CatalogLocation.folderCache(for: "ui/flows")
  /// ```
  package static func folderCache(
    for folder: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CatalogLocation {
    let absolute = Check.absolutePath(folder)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in absolute.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    let digits = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    var name = PathText.name(of: absolute).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    if name.isEmpty || name.utf8.count > 64 { name = "folder" }
    return CatalogLocation(chosenFile: PathText.join(cacheFolder(environment), name + "-" + digits + ".sqlite"))
  }

  /// `…/catalog/folders`, under `XDG_CACHE_HOME`, else `HOME/.cache`, else `/tmp/catalog-<uid>`.
  static func cacheFolder(_ environment: [String: String]) -> String {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return PathText.join(cache, "catalog/folders")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return PathText.join(home, ".cache/catalog/folders")
    }
    return "/tmp/catalog-\(getuid())/folders"
  }

  /// Creates the cache folder of a `folderCache(for:)` location (readable by its owner only),
  /// before the check opens the catalog in it.
  ///
  /// - Throws: `RunnerError.fileSystem` naming the folder and the cause.
  func createCacheFolder() throws(RunnerError) {
    let folder = PathText.folder(of: path)
    guard FileKind.of(folder) != .directory else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .fileSystem(
        operation: "create the cache folder", path: folder,
        cause: ExportCatalog.cause(error) + "; '--db PATH' or CATALOG_DB chooses where the catalog goes")
    }
  }
}
