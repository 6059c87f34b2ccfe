import ArgumentParser
import CatalogRunner
import Foundation
import TransitionEngine

extension CatalogCommand {
  /// `catalog run`: replays scenario files and prints their timelines, or replays stored scenarios
  /// and records their runs.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "run",
      abstract: "Replays scenarios through the transition engine: files are printed, stored scenarios recorded.",
      usage: "catalog run [<file-or-name> ...] [--all] [--tag <tag>] [<options>]",
      discussion: """
        FILES. Scenario files (.yaml, .yml, .json) and folders of them are replayed and \
        printed; nothing is recorded and no database is needed. With one scenario and one \
        profile the output is exactly the timeline: the canonical text (Docs/timeline-format.md, "Canonical text"), coloured \
        on a terminal and plain when piped or when NO_COLOR is set, or JSON Lines with \
        '--format jsonl'. With several timelines, or with '--profile all', each is preceded by \
        a header: a '# scenario @ profile (rules N): path' comment line in text, or a \
        {"scenario", "profile", "rulesVersion", "path"} object line in JSON Lines. \
        '--format json' prints one document with every timeline; '--format mermaid' a Mermaid \
        sequence diagram per timeline, '--format trace' a Perfetto trace (Docs/diagrams.md). \
        A scenario's 'expect:' facts are evaluated under every profile replayed: each one that \
        does not hold is reported on standard error with the events that break it, and the \
        command exits 1 (Docs/scenario-format.md, "Expectations").

        STORED SCENARIOS. Names of scenarios in the catalog, '--all' (every scenario) or \
        '--tag T' (those tagged T) are replayed on every core (a progress bar shows on a \
        terminal), and the batch with one run per scenario and profile is recorded in one \
        transaction: a run killed halfway records nothing. Identical timelines are stored once. \
        Text lists the runs; '--format json' prints the batch as one document; '--format jsonl' \
        prints each run's timeline after a header object naming the run.

        What an argument names is decided as everywhere: an existing folder or a .yaml/.yml/\
        .json file is a file; 'run:42' or digits a run; anything else a stored scenario \
        ('scenario:NAME' forces a name). The default profile is the newest; '--profile all' \
        replays under every profile and skips (files) or records as 'unsupported' (stored) \
        the ones that lack something the scenario uses.

        EXAMPLES
          catalog run fixtures/dimming-presentation.yaml
          catalog run fixtures/ios13-default-style.yaml --profile all
          catalog run fixtures/dimming-presentation.yaml --format jsonl | jq .call
          catalog run --all --profile all
          catalog run dimming-presentation --profile uikit-8 --format jsonl

        EXIT CODES
          0   every timeline was printed, or the batch recorded
          2   an invalid scenario file, an unknown name, a profile that cannot
              replay a scenario (not with --profile all), or a warning with --strict
          3   the catalog cannot be read or written
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("Scenario files or folders, or names of stored scenarios.", valueName: "file-or-name"))
    var arguments: [String] = []

    @Flag(help: "Treat authoring warnings (things a scenario declares that never take effect) as errors.")
    var strict = false

    @Flag(
      inversion: .prefixedNo,
      help: "Number each event as 'catalog explain --event N' takes it (default: on a terminal).")
    var numbers: Bool?

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var profile: ProfileOptions
    @OptionGroup var output: OutputOptions<TimelineFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if arguments.isEmpty && !selection.selects {
        throw ValidationError("Name scenario files, stored scenarios, '--all' or '--tag T'.")
      }
      // Files and stored scenarios cannot share a run; arguments that do not resolve are
      // reported when the command runs (exit 2).
      let subjects = arguments.compactMap { try? Subject($0) }
      if let file = subjects.first(where: { $0.path != nil })?.path,
        case .scenario(let name)? = subjects.first(where: { $0.kind == .scenario })
      {
        throw ValidationError(
          "'\(file)' is a file, but '\(name)' names a stored scenario: replay files and stored scenarios in separate runs."
        )
      }
      if !arguments.isEmpty && selection.selects {
        throw ValidationError("'--all' and '--tag' select stored scenarios; do not name scenarios or files with them.")
      }
    }

    func run() throws {
      let profiles = profile.profiles(default: [EngineProfile.newest])
      let request = try reportingFailures { try RunRequest(arguments) }
      switch request {
      case .files(let paths):
        var report = FileReplay(paths: paths, profiles: profiles, labelProfiles: profile.isAll, strict: strict).run()
        // On a terminal the events are numbered for 'explain --event N'; piped, the text is the
        // canonical text, exactly as a baseline file holds it.
        report.numbersEvents = numbers ?? (isatty(STDOUT_FILENO) == 1)
        try Output.emit(report, with: output)
      case .stored(let names):
        let bar = ProgressBar("Replaying")
        let report = try reportingFailures {
          try CatalogRun(
            ScenarioSelection(names: names, all: selection.all, tag: selection.tag), profiles: profiles,
            commandLine: CommandLine.arguments, progress: { done, total in bar.update(done, of: total) }
          ).run(at: database.location)
        }
        bar.finish()
        try Output.emit(report, with: output)
      }
    }
  }
}
