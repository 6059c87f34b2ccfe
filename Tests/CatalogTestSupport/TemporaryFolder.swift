import Foundation

/// A temporary folder, deleted when the value goes away.
package final class TemporaryFolder: Sendable {
  package let path: String

  package init() throws {
    path = NSTemporaryDirectory() + "catalog-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The folder as a file URL.
  package var url: URL { URL(fileURLWithPath: path) }

  /// The path of `name` in the folder.
  package func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` (creating intermediate folders) and returns its path.
  @discardableResult
  package func write(_ name: String, _ text: String) throws -> String {
    let path = file(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The text of `name`.
  package func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  /// Whether `name` exists in the folder.
  package func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: file(name))
  }

  /// The names of the files of subfolder `name` (or of the folder itself), sorted.
  package func entries(_ name: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : file(name)).sorted()
  }

  /// Copies fixtures (each scenario file and its baseline files) into the folder.
  /// A new folder holding the named fixtures' scenario and baseline files.
  package convenience init(fixtures names: [String]) throws {
    try self.init()
    try copyFixtures(names)
  }

  package func copyFixtures(_ names: [String]) throws {
    for entry in try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
    where names.contains(where: { entry.hasPrefix($0 + ".") }) {
      try FileManager.default.copyItem(
        atPath: fixturesFolder.appendingPathComponent(entry).path, toPath: file(entry))
    }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
