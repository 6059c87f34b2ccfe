import Foundation

/// A temporary folder, deleted when the value goes away.
final class TemporaryFolder: Sendable {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "catalog-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` (creating intermediate folders) and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = file(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Whether `name` exists in the folder.
  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: file(name))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
