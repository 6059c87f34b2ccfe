import CatalogModel
import CatalogRunner
import Foundation

/// Writing to standard output and standard error.
///
/// Output is written in large blocks: timelines can run to hundreds of thousands of lines, and
/// `print` per line would dominate a run's time.
///
/// A write that fails does not crash the program (Foundation's `FileHandle.write` traps): standard
/// output closed by its reader (`catalog list | head -1`, `EPIPE`) ends the program quietly with 0,
/// as other Unix tools do; any other failure (a full disk, a closed descriptor) is reported on
/// standard error, if it can be written, and exits 3.
///
/// Everything written here goes through `VisibleText.forTerminal` first: control characters
/// that reached a report or a message from a file, a file name or an argument are written out
/// (`\u{1B}`), so no input can move the cursor, retitle the window or clear the screen. Only the
/// colours the catalog itself draws pass (`isStyled`). `outRaw` is for the one output that
/// must stay byte for byte (`show --source`).
enum Console {
  /// Exit code when standard output cannot be written (a storage failure, as the docs list it).
  static let writeFailure: Int32 = 3

  /// Whether standard output carries the catalog's colours (`--color`): their SGR sequences
  /// are kept; any other escape is written out.
  nonisolated(unsafe) static var isStyled = false

  /// Notes that parsing the command line found (which profile an iOS version chose), written
  /// by `flushNotes()` once it is known not to be a usage error of an unknown option. Behind a
  /// lock: tests parse options on several threads at once.
  nonisolated(unsafe) private static var pendingNotes: [String] = []
  private static let notesLock = NSLock()

  /// Keeps `note` for `flushNotes()`.
  static func addNote(_ note: String) {
    notesLock.withLock { pendingNotes.append(note) }
  }

  /// Writes the notes parsing found to standard error, and forgets them.
  static func flushNotes() {
    let notes = notesLock.withLock {
      defer { pendingNotes = [] }
      return pendingNotes
    }
    for note in notes { error(note) }
  }

  /// Writes `text` to standard output, control characters written out.
  static func out(_ text: String) {
    outRaw(VisibleText.forTerminal(text, keepingStyles: isStyled))
  }

  /// Writes `text` to standard output exactly as it is.
  static func outRaw(_ text: String) {
    guard let failure = write(text, to: STDOUT_FILENO) else { return }
    if failure == EPIPE { exit(0) }
    error(
      "error: cannot write to standard output: \(String(cString: strerror(failure)))"
        + (CommittedChanges.note.map { "\nnote: " + $0 } ?? ""))
    exit(writeFailure)
  }

  /// Writes `text` and a newline to standard error, control characters written out; a failure
  /// there has nowhere to be reported.
  static func error(_ text: String) {
    _ = write(VisibleText.forTerminal(text, keepingStyles: false) + "\n", to: STDERR_FILENO)
  }

  /// Writes `text` raw to standard error (progress bars); failures are ignored.
  static func errorRaw(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes all of `text` to `descriptor`; returns the `errno` of a failure, or nil.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        #if canImport(Glibc)
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        #else
        let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
        #endif
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
  }

  /// Whether standard error is a terminal (for progress bars).
  static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Lets a closed pipe show as `EPIPE` on write instead of killing the process (`SIGPIPE`).
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Makes what swift-argument-parser prints itself (`--help`, `--version`, usage errors, through
  /// C's buffered standard output) fail like the rest: at exit the buffer is flushed, and a
  /// failure other than a closed pipe is reported on standard error with exit 3 (`catalog --help
  /// > /dev/full` used to exit 0 having written nothing).
  static func reportUnflushedOutputAtExit() {
    atexit {
      // nil: every output stream (standard output is the only buffered one written to).
      guard fflush(nil) != 0 else { return }
      let failure = errno
      guard failure != EPIPE else { return }
      _ = Console.write(
        "error: cannot write to standard output: \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
      _exit(Console.writeFailure)
    }
  }
}
