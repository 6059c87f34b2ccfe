import Foundation

/// Runs a program and returns its standard output (trimmed), or nil when it fails.
///
/// Through `Subprocess` (posix_spawn, descriptors above standard error closed, output to a file,
/// `waitpid`) rather than Foundation's `Process`: the cluster script leaves a PostgreSQL server
/// running, which would otherwise inherit the descriptor through which `Process` learns that its
/// child exited, and the wait would never end.
enum Shell {
  static func output(_ path: String, _ arguments: [String]) -> String? {
    let capture = NSTemporaryDirectory() + "catalog-benchmark-shell-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: capture) }
    guard Subprocess.run(path, arguments, standardOutput: capture) == 0 else { return nil }
    return String(decoding: FileManager.default.contents(atPath: capture) ?? Data(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
