import Foundation

/// A one-line progress bar on standard error, shown only when standard error is a terminal and
/// the work is long enough to be worth watching. Safe to update from worker threads.
final class ProgressBar: @unchecked Sendable {
  private let label: String
  private let minimum: Int
  private let isTerminal = Console.errorIsTerminal
  private var drawn = false
  private let lock = NSLock()
  private var lastDrawn = 0.0
  private let start = Date()

  /// A bar that is drawn only for work of at least `minimum` items.
  init(_ label: String, minimum: Int = 200) {
    self.label = label
    self.minimum = minimum
  }

  /// Redraws at most ten times a second.
  func update(_ done: Int, of total: Int) {
    guard isTerminal, total >= minimum else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = Date().timeIntervalSince(start)
    guard done == total || now - lastDrawn >= 0.1 else { return }
    lastDrawn = now
    drawn = true
    let width = 30
    let filled = total == 0 ? width : width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    Console.errorRaw("\r\(label) [\(bar)] \(done)/\(total)")
  }

  /// Clears the bar's line.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    guard drawn else { return }
    Console.errorRaw("\r\u{1B}[2K")
  }
}
