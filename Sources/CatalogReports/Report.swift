import CatalogRunner

/// The value a runner operation returns: everything its command prints, for every format.
///
/// A report is `Encodable`: its `--format json` output is the report encoded by `ReportEncoder`
/// (sorted keys), so the documented JSON is a type the compiler keeps in step with the docs. Its
/// text for people is rendered in one place, `text(style:)`. Reports that hold timelines also
/// stream them as JSON Lines (`LineReport`).
///
/// For example:
/// ```swift
/// let report = try ListScenarios(tag: nil).run(at: location)
/// print(report.text(style: .plain))
/// print(try ReportEncoder.json(report))
/// ```
package protocol Report: Encodable, Sendable {
  /// The report for people; every line ends in a newline.
  func text(style: TextStyle) -> String

  /// Lines for standard error, printed before the report: notes and per-file problems.
  var messages: [String] { get }

  /// What the command's exit code says about the report.
  var outcome: ReportOutcome { get }
}

extension Report {
  package var messages: [String] { [] }
  package var outcome: ReportOutcome { .success }
}

/// A report that also has a JSON Lines form: timelines, one event object per line.
package protocol LineReport: Report {
  /// The JSON Lines text; every line ends in a newline.
  func jsonLines() -> String
}

/// A report whose timelines (or diff) also draw as Mermaid sequence diagrams (`--format mermaid`).
package protocol DiagramReport: Report {
  /// The diagrams' text: one `sequenceDiagram`, or several, each after a `%% scenario @ profile`
  /// comment line and separated by a blank line; every line ends in a newline.
  func mermaid() -> String
}

extension DiagramReport {
  /// `diagrams` as `mermaid()` prints them: alone, or each after its `%%` label line.
  static func joined(_ diagrams: [(label: String, diagram: String)]) -> String {
    guard diagrams.count > 1 else { return diagrams.first?.diagram ?? "" }
    return diagrams.map { "%% \($0.label)\n" + $0.diagram }.joined(separator: "\n")
  }
}

/// A report whose timelines also open in Perfetto UI and `chrome://tracing` (`--format trace`).
package protocol TraceReport: Report {
  /// The timelines in the Trace Event Format, one process each.
  func trace() -> TraceEvents
}

/// What a report means for the exit code (README "Exit codes").
package enum ReportOutcome: Hashable, Sendable {
  /// Exit 0.
  case success
  /// Exit 1: a difference or a regression was found.
  case difference
  /// Exit 2: some input was invalid; the report says which, and what was still done.
  case invalidInput
  /// Exit 3: the store could not give everything (a damaged catalog); the report says what was
  /// done and what was not.
  case incomplete
}
