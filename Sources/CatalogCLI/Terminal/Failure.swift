import ArgumentParser
import CatalogModel
import CatalogRunner

/// Runs a command's body, turning a runner error into a message on standard error and the
/// documented exit code (2 bad input, 3 storage or internal failure).
///
/// Each line of the message gets an `error: ` prefix, except lines that are already
/// compiler-style diagnostics (`file:line:column: error: …`), so editors can still jump to them,
/// and the closing `note: ` of a failure after a commit (what was written before it failed).
/// Control characters a message quotes from its input (a path or a name given on the command
/// line, a file name found in a folder) are shown escaped (`\u{1B}`), so that no input can send
/// escape sequences to the terminal or forge a line without its `error: ` prefix.
///
/// Commands bind the result to a local before printing it: with Swift 6.3.1, passing the result
/// straight into another generic call (`Output.emit(try reportingFailures { … })`) was seen to
/// release the report twice (`catalog show RUN` crashed after printing).
func reportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as RunnerError {
    // What a failing step left committed is a note after the error, not a second error.
    var failure = error
    var note: String?
    if case .afterCommit(let inner, let committed) = error {
      failure = inner
      note = "note: " + VisibleText.escaped(committed.replacingOccurrences(of: "\n", with: " "))
    }
    let lines = failure.description.split(separator: "\n", omittingEmptySubsequences: false)
    Console.error(
      (lines.map { line in
        let visible = VisibleText.escaped(String(line))
        return visible.contains(": error: ") ? visible : "error: " + visible
      } + (note.map { [$0] } ?? [])).joined(separator: "\n"))
    throw ExitCode(error.exitCode)
  }
}
