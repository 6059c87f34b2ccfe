import Foundation

/// Ends the process when one fuzz input runs longer than a limit, after keeping that input as a
/// `hang-…` regression file: a hang then fails the test command (and `swift test` names the
/// crash) instead of stalling it, and the input is replayed by every later test run.
final class HangWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (path: String, started: Date)?
  private var isStopped = false

  /// Starts watching: every second, the input started last is looked at.
  init(limit: TimeInterval, keepingIn folder: URL) {
    let thread = Thread { [weak self] in
      while let self, !self.stopped {
        Thread.sleep(forTimeInterval: 1)
        guard let (path, started) = self.input, Date().timeIntervalSince(started) > limit else { continue }
        let kept = folder.appendingPathComponent(
          "hang-\(Int(Date().timeIntervalSince1970))." + (path.split(separator: ".").last.map(String.init) ?? "input"))
        try? FileManager.default.copyItem(atPath: path, toPath: kept.path)
        fatalError("fuzz campaign: an input has run for more than \(Int(limit)) s (a hang); kept as \(kept.path)")
      }
    }
    thread.start()
  }

  /// Records that the input at `path` starts running now.
  func started(_ path: String) { lock.withLock { current = (path, Date()) } }

  /// Stops watching.
  func stop() { lock.withLock { isStopped = true } }

  private var stopped: Bool { lock.withLock { isStopped } }
  private var input: (path: String, started: Date)? { lock.withLock { current } }
}
