import Foundation

/// The terminal's settings before `RawTerminal.enter()` changed them; restored by every way out,
/// the signal handlers included (`tcsetattr` is async-signal-safe).
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw: Int32 = 0

private func restoreSavedSettings() {
  guard isRaw != 0 else { return }
  var settings = savedSettings
  tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
  isRaw = 0
}

/// `settings` without canonical mode and echo: a read returns each byte as it is typed.
private func singleKeys(_ settings: termios) -> termios {
  var raw = settings
  raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
  withUnsafeMutableBytes(of: &raw.c_cc) { characters in
    characters[Int(VMIN)] = 1  // one byte is enough
    characters[Int(VTIME)] = 0  // no timeout
  }
  return raw
}

/// Ctrl-Z: the shell gets its terminal back as it was, then the process stops; `SIGCONT`
/// (`fg`) puts the review's keys back.
private func stopWithTerminalRestored(_ signal: Int32) {
  let wasRaw = isRaw
  restoreSavedSettings()
  var action = sigaction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&action.sa_mask)
  sigaction(SIGTSTP, &action, nil)
  raise(SIGTSTP)
  // Continued: raw again, and the handler back.
  if wasRaw != 0 {
    var raw = singleKeys(savedSettings)
    tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
    isRaw = 1
  }
  action.__sigaction_handler.sa_handler = stopWithTerminalRestored
  sigaction(SIGTSTP, &action, nil)
}

/// Single keys without Return for `catalog review`, as `cargo insta review` reads them: the
/// terminal leaves canonical mode and stops echoing while the dialogue waits for a key, and is
/// put back exactly as it was on every way out: the end of the review, a thrown error, the
/// process's exit, Ctrl-C, a closed terminal or `kill` (SIGINT, SIGHUP, SIGTERM: `Interruption`
/// restores it in its handler), and Ctrl-Z, after which `fg` returns to single keys.
///
/// Signals stay on (`ISIG`): Ctrl-C still interrupts, rather than arriving as a key.
///
/// For example:
/// ```swift
/// RawTerminal.enter()
/// defer { RawTerminal.restore() }
/// let key = Interruption.readKey()
/// ```
enum RawTerminal {
  /// Puts standard input's terminal in single-key mode, if it is a terminal; idempotent.
  static func enter() {
    guard isRaw == 0, isatty(STDIN_FILENO) == 1 else { return }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    savedSettings = settings
    var raw = singleKeys(settings)
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else { return }
    isRaw = 1
    installOnce()
  }

  /// Puts the terminal back as `enter()` found it; idempotent.
  static func restore() {
    restoreSavedSettings()
  }

  /// Whether the terminal is in single-key mode now.
  static var isActive: Bool { isRaw != 0 }

  /// Restores the terminal from a signal handler (`Interruption`).
  static func restoreFromSignal() {
    restoreSavedSettings()
  }

  nonisolated(unsafe) private static var installed = false

  /// The exit hook and the Ctrl-Z handler, installed with the first `enter()`.
  private static func installOnce() {
    guard !installed else { return }
    installed = true
    atexit { restoreSavedSettings() }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = stopWithTerminalRestored
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGTSTP, &action, nil)
  }
}
