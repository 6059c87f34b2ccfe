import Foundation

/// Makes files and folders unwritable, even for root (which ignores permission bits): with
/// `chmod`, and as root with the immutable attribute (`chattr +i`).
package enum ReadOnlyFiles {
  /// Whether this machine can make a file unwritable for this process.
  package static let areAvailable: Bool = {
    guard let folder = try? TemporaryFolder() else { return false }
    let probe = folder.file("probe")
    guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
    let isReadOnly = makeReadOnly(probe)
    makeWritable(probe)
    return isReadOnly
  }()

  /// Makes `path` unwritable; returns whether it worked.
  @discardableResult
  package static func makeReadOnly(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    chmod(path, isFolder.boolValue ? 0o555 : 0o444)
    if access(path, W_OK) == 0 { chattr("+i", path) }
    return access(path, W_OK) != 0
  }

  package static func makeWritable(_ path: String) {
    chattr("-i", path)
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    chmod(path, isFolder.boolValue ? 0o755 : 0o644)
  }

  private static func chattr(_ flag: String, _ path: String) {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else {
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
  }
}
