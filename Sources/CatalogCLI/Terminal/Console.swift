import Foundation

/// Writing to standard output and standard error.
///
/// Output is buffered and written in large blocks: timelines can run to hundreds of thousands of
/// lines, and `print` per line would dominate a run's time.
enum Console {
  /// Writes `text` to standard output as is.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` and a newline to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Whether standard error is a terminal (for progress bars).
  static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
