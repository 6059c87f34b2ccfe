import Foundation

/// Set by the signal handler of `Interruption`; read after the interrupted read returns.
nonisolated(unsafe) private var interruptionSignal: Int32 = 0

private func recordInterruption(_ signal: Int32) {
  interruptionSignal = signal
  // The terminal is put back at once: whatever happens next, the shell gets it as it was.
  RawTerminal.restoreFromSignal()
}

/// Ctrl-C, a closed terminal and `kill` during `catalog review`: instead of ending the process
/// (and losing the decisions made so far), SIGINT, SIGHUP and SIGTERM end the read the dialogue
/// is waiting in, after putting the terminal back out of single-key mode (`RawTerminal`).
///
/// The handler only notes the signal; `readKey()` waits for input with `poll` in short slices
/// and returns nil once a signal was noted, as at the end of input (the signal may reach any
/// thread of the process, so the read itself need not be interrupted), and the command writes
/// what was accepted before it exits (130).
enum Interruption {
  /// Installs the handlers for SIGINT, SIGHUP and SIGTERM.
  static func catchSignals() {
    for signal in [SIGINT, SIGHUP, SIGTERM] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = recordInterruption
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// Whether a signal arrived since the handlers were installed.
  static var happened: Bool { interruptionSignal != 0 }

  /// The exit status for the signal that arrived: 128 + its number (130 for Ctrl-C).
  static var exitStatus: Int32 { 128 + interruptionSignal }

  /// Ignores Ctrl-C while `body` runs (a pager that handles it), then catches it again.
  static func ignoringInterrupts<T>(_ body: () throws -> T) rethrows -> T {
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    var previous = sigaction()
    sigaction(SIGINT, &ignore, &previous)
    defer { sigaction(SIGINT, &previous, nil) }
    return try body()
  }

  /// One byte of standard input (one key in single-key mode); nil at the end of input, on an
  /// error, or when a signal interrupted the wait.
  static func readKey() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      if happened { return nil }
      var wanted = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&wanted, 1, 100)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count == 0 { return nil }
      if errno == EINTR && !happened { continue }
      return nil
    }
  }

}
