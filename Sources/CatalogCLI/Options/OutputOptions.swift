import ArgumentParser

/// How a command prints its report: one vocabulary for every command.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// For people: tables, timelines in canonical text, diffs; coloured on a terminal.
  case text
  /// One JSON document for scripts, its keys documented and sorted.
  case json
  /// JSON Lines: timelines as one event object per line, for commands that print timelines.
  case jsonl
  /// A Mermaid sequence diagram, for commands that print timelines or a diff (Docs/diagrams.md).
  case mermaid
  /// Trace Event Format JSON for Perfetto UI, for commands that print timelines.
  case trace
  /// A scenario written in Swift (`TransitionScenario`), for `show`.
  case swift

  /// None listed by swift-argument-parser: each command's `--format` help names its own formats
  /// (`OutputOptions.formatHelp`), which are fewer than every case.
  static var allValueStrings: [String] { [] }
}

/// The formats a command prints, which its `--format` help lists.
protocol OutputFormats {
  static var formats: [OutputFormat] { get }
}

/// `text` and `json`: what most commands print.
enum ReportFormats: OutputFormats {
  static let formats: [OutputFormat] = [.text, .json]
}

/// Every format: commands that print timelines (`run`, `show`).
enum TimelineFormats: OutputFormats {
  static let formats: [OutputFormat] = [.text, .json, .jsonl, .mermaid, .trace]
}

/// The timeline formats and `swift`: `show`, which also prints a scenario in Swift.
enum ShowFormats: OutputFormats {
  static let formats: [OutputFormat] = TimelineFormats.formats + [.swift]
}

/// `text`, `json` and `mermaid`: `diff`.
enum DiffFormats: OutputFormats {
  static let formats: [OutputFormat] = [.text, .json, .mermaid]
}

/// `--format` and `--color`, shared by every command that prints a report; the help names the
/// formats of the command (`Formats`).
struct OutputOptions<Formats: OutputFormats>: ParsableArguments {
  @Option(help: ArgumentHelp(Self.formatHelp, valueName: "format"))
  var format: OutputFormat = .text

  /// "Output format: 'text' for people, 'json' for scripts, …".
  static var formatHelp: String {
    let meanings: [OutputFormat: String] = [
      .text: "'text' for people", .json: "'json' for scripts", .jsonl: "'jsonl' (JSON Lines)",
      .mermaid: "'mermaid' (a sequence diagram)", .trace: "'trace' (Perfetto)",
      .swift: "'swift' (a scenario in Swift)",
    ]
    return "Output format: " + Formats.formats.compactMap { meanings[$0] }.joined(separator: ", ") + "."
  }

  @Option(
    help: ArgumentHelp(
      "Colour in text output: 'auto' (a terminal, unless NO_COLOR; FORCE_COLOR=1 colours a pipe too), 'always' or 'never'.",
      valueName: "when"))
  var color: ColorChoice = .auto

  /// Refuses a format the command does not have, naming the ones it has.
  func require(_ formats: [OutputFormat], for command: String, because reason: String? = nil) throws {
    guard !formats.contains(format) else { return }
    let choices = formats.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    throw ValidationError(
      "'--format \(format.rawValue)' is not available for '\(command)'\(reason.map { " \($0)" } ?? ""); choose \(choices)."
    )
  }
}
