import Foundation

/// A one-line progress bar on standard error, shown only when standard error is a terminal and
/// the work is long enough to be worth watching. Safe to update from worker threads.
final class ProgressBar: @unchecked Sendable {
  private let label: String
  private let enabled: Bool
  private let lock = NSLock()
  private var lastDrawn = 0.0
  private let start = Date()

  /// A bar for `total` items; nothing is drawn for fewer than `minimum`.
  init(_ label: String, total: Int, minimum: Int = 200) {
    self.label = label
    enabled = Console.errorIsTerminal && total >= minimum
  }

  /// Redraws at most ten times a second.
  func update(_ done: Int, of total: Int) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = Date().timeIntervalSince(start)
    guard done == total || now - lastDrawn >= 0.1 else { return }
    lastDrawn = now
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
  }

  /// Clears the bar's line.
  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
  }
}
