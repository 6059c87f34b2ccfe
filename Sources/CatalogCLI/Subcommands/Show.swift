import ArgumentParser
import CatalogRunner

extension CatalogCommand {
  /// `catalog show`: a scenario, or a run and its timeline.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Shows a stored scenario, or a run and its timeline.",
      usage: "catalog show <name|run|file> [--revision <n>] [--source] [<options>]",
      discussion: """
        The argument names a run when it is a run id ('42') or 'run:' and an id ('run:42'), \
        and a scenario otherwise. Scenario names cannot contain ':', so 'scenario:NAME' always \
        names a scenario, even one whose name is all digits.

        For a scenario: its summary and tags, its revisions, its recent runs under each \
        profile (newest first; '--runs N'), its current baselines, its device recordings \
        (Docs/recordings.md), then the source of its latest revision (or of '--revision N'). \
        '--source' prints only the source, exactly as stored. A scenario removed with 'catalog \
        rm' is shown too, marked as removed. '--format swift' prints the scenario (stored, or \
        a scenario file) written in Swift, for CatalogTesting (Docs/testing.md).

        For a run: its record as '#' comment lines (scenario, revision, profile and rules \
        version, status, events, start, duration, batch, timeline hash), then its timeline in \
        canonical text, coloured on a terminal; the whole output reads back as a timeline file. \
        '--format jsonl' prints only the timeline's events, as JSON Lines; '--format mermaid' \
        draws the timeline as a Mermaid sequence diagram, '--format trace' writes it for Perfetto.

        An unknown scenario name exits 2 and suggests the nearest one. The database must \
        exist (exit 3 otherwise); it is never created.

        EXAMPLES
          catalog show dimming-presentation
          catalog show dimming-presentation --revision 1 --source > old.yaml
          catalog show 42
          catalog show run:42 --format jsonl | jq .call
          catalog show fixtures/ios13-default-style.yaml --format swift

        EXIT CODES
          0   shown
          2   an unknown scenario or run
          3   no catalog, or it cannot be read
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp(
        "A scenario name, a run id ('42' or 'run:42'), or with '--format swift' a scenario file.",
        valueName: "name|run|file"))
    var target: String

    @Option(help: "For a scenario: the revision whose source to show (default: the latest).")
    var revision: Int?

    @Flag(help: "For a scenario: print only the source, exactly as stored.")
    var source = false

    @Option(help: "For a scenario: how many recent runs to show per profile.")
    var runs = 5

    @OptionGroup var output: OutputOptions<ShowFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if let revision, revision < 1 {
        throw ValidationError("'--revision' must be 1 or more.")
      }
      if runs < 0 { throw ValidationError("'--runs' must be 0 or more.") }
      switch try? Subject(target) {
      case .run?:
        if revision != nil || source {
          throw ValidationError("'--revision' and '--source' apply to scenarios, and '\(target)' names a run.")
        }
        try output.require(TimelineFormats.formats, for: "catalog show", because: "for a run")
      case .scenarioFile?:
        try output.require([.swift], for: "catalog show", because: "for a scenario file")
        if revision != nil || source {
          throw ValidationError("'--revision' and '--source' apply to stored scenarios, and '\(target)' is a file.")
        }
      case .scenario?:
        try output.require([.text, .json, .swift], for: "catalog show", because: "for a scenario")
        if source && output.format != .text {
          throw ValidationError(
            "'--source' prints the source as stored; it has no '--format \(output.format.rawValue)'.")
        }
      default:
        break
      }
    }

    func run() throws {
      let location = database.location
      let subject = try reportingFailures {
        try Subject(target, accepting: [.run, .scenario, .scenarioFile], for: "catalog show")
      }
      if output.format == .swift {
        let report = try reportingFailures {
          try ScenarioInSwift(subject: subject, revision: revision).run(at: location)
        }
        return try Output.emit(report, with: output)
      }
      switch subject {
      case .run(let id):
        let report = try reportingFailures { try ShowRun(id: id).run(at: location) }
        try Output.emit(report, with: output)
      case .scenario(let name):
        let report = try reportingFailures {
          try ShowScenario(name: name, revision: revision, runsPerProfile: runs).run(at: location)
        }
        if source { return Console.outRaw(report.revision.source) }
        try Output.emit(report, with: output)
      default:
        break
      }
    }
  }
}
