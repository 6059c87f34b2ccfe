import Foundation

/// Set by the signal handler of `Interruption`; read after the interrupted read returns.
nonisolated(unsafe) private var interruptionSignal: Int32 = 0

private func recordInterruption(_ signal: Int32) {
  interruptionSignal = signal
}

/// Ctrl-C and a closed terminal during `catalog review`: instead of ending the process (and
/// losing the decisions made so far), SIGINT and SIGHUP end the read the dialogue is waiting in.
///
/// The handler only notes the signal; `readLine()` waits for input with `poll` in short slices
/// and returns nil once a signal was noted, as at the end of input (the signal may reach any
/// thread of the process, so the read itself need not be interrupted), and the command writes
/// what was accepted before it exits (130).
enum Interruption {
  /// Installs the handlers for SIGINT and SIGHUP.
  static func catchSignals() {
    for signal in [SIGINT, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = recordInterruption
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// Whether a signal arrived since the handlers were installed.
  static var happened: Bool { interruptionSignal != 0 }

  /// One line of standard input without its line break; nil at the end of input, on an error, or
  /// when a signal interrupted the read.
  static func readLine() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      if happened { return nil }
      var wanted = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&wanted, 1, 100)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 {
        if byte == UInt8(ascii: "\n") { break }
        bytes.append(byte)
        continue
      }
      if count == 0 {
        if bytes.isEmpty { return nil }
        break
      }
      if errno == EINTR && !happened { continue }
      return nil
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
