import ArgumentParser
import CatalogReports
import CatalogRunner

/// A command that is one runner operation: it parses its arguments, asks the runner for one report,
/// prints it in the format asked for, and exits with the report's outcome.
protocol ReportingCommand: ParsableCommand {
  associatedtype Result: Report
  /// The formats the command prints; another `--format` is a usage error (64).
  associatedtype Formats: OutputFormats
  var output: OutputOptions<Formats> { get }
  /// The command as typed, for messages: `catalog show`, `catalog record import`.
  static var commandPath: String { get }
  /// The runner's report; a `RunnerError` becomes its message and exit code.
  func report() throws -> Result
}

extension ReportingCommand {
  static var formats: [OutputFormat] { Formats.formats }

  static var commandPath: String { "catalog \(Self._commandName)" }

  /// Refuses a format the command does not print.
  func validateFormat() throws {
    try output.require(Self.formats, for: Self.commandPath)
  }

  func validate() throws {
    try validateFormat()
  }

  func run() throws {
    // Bound to a local before printing (see `reportingFailures`).
    let result = try reportingFailures { try report() }
    try Output.emit(result, with: output)
  }
}
