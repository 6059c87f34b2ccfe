import ArgumentParser
import CatalogReports
import CatalogRunner
import Foundation
@preconcurrency import Rainbow

/// Prints a report in the chosen format and turns its outcome into the exit code.
enum Output {
  /// The text style of standard output for `choice` (`--color`), from the environment and
  /// whether standard output is a terminal. Rainbow draws the colours.
  static func style(_ choice: ColorChoice) -> TextStyle {
    let colored = choice.isColored(
      environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
    guard colored else { return .plain }
    Console.isStyled = true
    Rainbow.enabled = true
    Rainbow.outputTarget = .console
    return TextStyle(
      isColored: true, bold: { $0.bold }, dim: { $0.dim }, red: { $0.red }, green: { $0.green },
      yellow: { $0.yellow }, cyan: { $0.cyan }, magenta: { $0.magenta }, blue: { $0.blue })
  }

  /// Prints `report`'s messages on standard error and the report on standard output, then
  /// throws the exit code its outcome calls for (nothing for success).
  static func emit<Formats>(_ report: some Report, with options: OutputOptions<Formats>) throws {
    for message in report.messages { Console.error(message) }
    switch options.format {
    case .text, .swift:
      Console.out(report.text(style: style(options.color)))
    case .json:
      Console.out(try reportingFailures { try ReportEncoder.json(report) })
    case .jsonl:
      Console.out((report as? any LineReport)?.jsonLines() ?? "")
    case .mermaid:
      Console.out((report as? any DiagramReport)?.mermaid() ?? "")
    case .trace:
      guard let traced = report as? any TraceReport else { break }
      Console.out(try reportingFailures { try ReportEncoder.json(traced.trace()) })
    }
    try exit(for: report.outcome)
  }

  /// Throws the exit code of `outcome`: 1 for a difference, 2 for invalid input.
  static func exit(for outcome: ReportOutcome) throws {
    switch outcome {
    case .success: return
    case .difference: throw ExitStatus.difference
    case .invalidInput: throw ExitStatus.invalidInput
    case .incomplete: throw ExitStatus.storageFailure
    }
  }
}
