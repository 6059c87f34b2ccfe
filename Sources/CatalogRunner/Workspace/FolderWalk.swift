import CatalogModel
import Foundation

/// The files of a checked folder, found the way Jest and insta find theirs: the folder and every
/// folder inside it, except hidden ones (`.git`, `.build`, `.swiftpm`…), `.build` whatever its
/// spelling, folders reached through a symbolic link (a link could loop, or lead out of the
/// repository), and what `catalog.yaml`'s `exclude` names (Docs/folder-configuration.md).
///
/// Paths are relative to the folder, `/`-separated, and sorted, so every command that reads the
/// folder sees the same files in the same order on every machine.
///
/// For example:
/// ```swift
/// let files = try FolderWalk(root: "ui").files()   // ["flows/checkout.yaml", "flows/checkout.uikit-17.timeline", …]
/// ```
struct FolderWalk {
  /// The folder walked.
  var root: String
  /// The files and folders never to read (`catalog.yaml`'s `exclude`).
  var exclude: [PathGlob] = []

  /// One file found: its path relative to `root`, and its folder (`""` for the root itself).
  struct Entry: Hashable {
    var path: String
    var folder: String
    /// The file's name, the last part of `path`.
    var name: String
  }

  /// Whether a folder of that name is never walked into.
  static func isSkipped(folderName name: String) -> Bool {
    name.hasPrefix(".") || name == ".build"
  }

  /// Every entry that is not a folder (regular files, links to files, and anything else for the
  /// reader to refuse by name), in path order. `exclude` prunes folders here; the readers apply
  /// it to files, so that a baseline file beside an excluded scenario file is left alone.
  ///
  /// - Throws: `RunnerError.invalidInput` when the root cannot be listed.
  func files() throws(RunnerError) -> [Entry] {
    var found: [Entry] = []
    var folders: [String] = [""]
    var first = true
    while let folder = folders.popLast() {
      let path = folder.isEmpty ? root : ExportCatalog.join(root, folder)
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path)
      } catch {
        // The root must be readable; a subfolder that cannot be listed is skipped, as `find`
        // goes on past one.
        if first { throw .invalidInput("cannot read folder '\(root)': \(error.localizedDescription)") }
        continue
      }
      first = false
      for name in names {
        let relative = folder.isEmpty ? name : folder + "/" + name
        let kind = FileKind.entry(ExportCatalog.join(root, relative))
        if kind == .directory {
          guard !Self.isSkipped(folderName: name), !isExcluded(relative + "/") else { continue }
          folders.append(relative)
          continue
        }
        found.append(Entry(path: relative, folder: folder, name: name))
      }
    }
    return found.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  private func isExcluded(_ path: String) -> Bool {
    exclude.contains { $0.matches(path) }
  }
}
