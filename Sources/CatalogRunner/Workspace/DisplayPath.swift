import Foundation

/// A path as a user would type it from the current folder: relative when it lies below it.
///
/// For example:
/// ```swift
/// DisplayPath.relative("/home/ana/app/fixtures")   // "fixtures", run from /home/ana/app
/// ```
enum DisplayPath {
  static func relative(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
