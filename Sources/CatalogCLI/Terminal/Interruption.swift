import Foundation

/// Set by the signal handler of `Interruption`; read after the interrupted read returns.
nonisolated(unsafe) private var interruptionSignal: Int32 = 0

private func recordInterruption(_ signal: Int32) {
  interruptionSignal = signal
}

/// Ctrl-C and a closed terminal during `catalog review`: instead of ending the process (and
/// losing the decisions made so far), SIGINT and SIGHUP end the read the dialogue is waiting in.
///
/// The handlers are installed without `SA_RESTART`, so the blocked `read` returns with `EINTR`,
/// `readLine()` returns nil as at the end of input, and the command writes what was accepted
/// before it exits (130).
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
}
