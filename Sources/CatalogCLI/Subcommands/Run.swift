import ArgumentParser
import CatalogModel
import CatalogRunner
import Foundation
import ScenarioFile
import TransitionEngine

extension CatalogCommand {
  /// `catalog run`: replays scenario files and prints their timelines, or replays stored scenarios
  /// and records their runs.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replays scenarios through the transition engine: files are printed, stored scenarios recorded.",
      discussion: """
        FILES. An argument that names an existing file or folder, or ends in .yaml, .yml or \
        .json, is a file (a folder stands for the scenario files in it). Files are replayed and \
        printed; nothing is recorded and no database is needed. With one scenario and one \
        profile the output is exactly the timeline: the canonical text (FORMATS 2.2), coloured \
        on a terminal and plain when piped or when NO_COLOR is set, or JSON Lines with \
        '--format jsonl'. With several, each timeline is preceded by a header: a \
        '# scenario @ profile (rules N): path' comment line in text, or a \
        {"scenario", "profile", "rulesVersion", "path"} object line in JSON Lines.

        STORED SCENARIOS. Other arguments are scenario names in the catalog; '--all' takes \
        every scenario, '--tag T' those tagged T. They are replayed on every core (a progress \
        bar shows on a terminal), and the batch with one run per scenario and profile is \
        recorded in one transaction: a run killed halfway records nothing. Identical timelines \
        are stored once. The default profile is the newest; '--profile all' runs every profile \
        and records the ones that lack something the scenario uses as 'unsupported'.

        EXAMPLES
          catalog run fixtures/dimming-presentation.yaml
          catalog run fixtures/ios13-default-style.yaml --profile all
          catalog run fixtures/dimming-presentation.yaml --format jsonl | jq .call
          catalog run --all --profile all
          catalog run dimming-presentation mail-compose-sheet --profile uikit-8

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("Scenario files or folders, or names of stored scenarios.", valueName: "file-or-name"))
    var arguments: [String] = []

    @Flag(help: "Replay every scenario in the catalog.")
    var all = false

    @Option(help: ArgumentHelp("Replay the stored scenarios with this tag.", valueName: "tag"))
    var tag: String?

    @OptionGroup var profileOptions: ProfileOptions

    @Option(
      help: "Output format: 'text', or 'jsonl' (JSON Lines of events for files, one JSON report for stored runs).")
    var format: TimelineFormat = .text

    @OptionGroup var database: DatabaseOptions

    /// Whether an argument names a scenario file (or a folder of them) rather than a stored scenario.
    static func isFile(_ argument: String) -> Bool {
      FileManager.default.fileExists(atPath: argument) || ScenarioFile.hasScenarioExtension(argument)
    }

    func validate() throws {
      let files = arguments.filter(Self.isFile)
      if !files.isEmpty && files.count != arguments.count {
        throw ValidationError(
          "'\(arguments.first { !Self.isFile($0) } ?? "")' is not a file, but '\(files[0])' is: replay files and stored scenarios in separate runs."
        )
      }
      if !files.isEmpty && (all || tag != nil) {
        throw ValidationError("'--all' and '--tag' select stored scenarios; they cannot be combined with files.")
      }
      if arguments.isEmpty && !all && tag == nil {
        throw ValidationError("Name scenario files, stored scenarios, '--all' or '--tag T'.")
      }
      if all && tag != nil {
        throw ValidationError("'--all' and '--tag' cannot be combined: '--tag' already selects from all scenarios.")
      }
    }

    func run() throws {
      if !arguments.isEmpty && arguments.allSatisfy(Self.isFile) {
        try runFiles()
      } else {
        try runStored()
      }
    }

    // MARK: - Stored scenarios

    func runStored() throws {
      let selection = ScenarioSelection(names: arguments, all: all, tag: tag)
      let profiles = profileOptions.profiles
      let bar = ProgressBar("Replaying")
      let report = try reportingFailures {
        try CatalogRun.run(
          selection, profiles: profiles, commandLine: CommandLine.arguments,
          location: database.location, progress: { done, total in bar.update(done, of: total) })
      }
      bar.finish()
      switch format {
      case .jsonl:
        Console.out(Self.json(report))
      case .text:
        var out = ""
        let detailed = report.outcomes.count <= 100
        let nameWidth = min(40, report.outcomes.map(\.subject.name.count).max() ?? 0)
        for outcome in report.outcomes where detailed || outcome.timeline == nil {
          let status = outcome.status.recorded.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
          let name = outcome.subject.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          let profile = outcome.profile.name.padding(toLength: 9, withPad: " ", startingAt: 0)
          let detail =
            outcome.timeline.map { "\($0.count) events  \(outcome.timelineHash?.prefix(12) ?? "")" }
            ?? outcome.status.message ?? ""
          out += "\(status)\(name)  \(profile) \(detail)\n"
        }
        let timelines = report.batch.newTimelineCount
        out +=
          "Recorded batch \(report.batch.batchID): \(report.summary); \(timelines) new timeline\(timelines == 1 ? "" : "s") "
          + "in \(String(format: "%.2f", report.seconds)) s. See 'catalog list' and 'catalog show NAME'.\n"
        Console.out(out)
      }
    }

    static func json(_ report: CatalogRun.Report) -> String {
      let runs = zip(report.outcomes, report.batch.runIDs).map { outcome, runID in
        var fields = [
          "\"scenario\": \(JSONText.string(outcome.subject.name))",
          "\"revision\": \(outcome.subject.revision.map(String.init) ?? "null")",
          "\"profile\": \(JSONText.string(outcome.profile.name))",
          "\"rulesVersion\": \(outcome.profile.rulesVersion)",
          "\"status\": \(JSONText.string(outcome.status.recorded.rawValue))",
          "\"run\": \(runID.rawValue)",
          "\"events\": \(outcome.timeline?.count ?? 0)",
          "\"timelineHash\": \(outcome.timelineHash.map(JSONText.string) ?? "null")",
        ]
        fields.append("\"message\": \(outcome.status.message.map(JSONText.string) ?? "null")")
        return "    {" + fields.joined(separator: ", ") + "}"
      }
      return "{\n  \"batch\": \(report.batch.batchID.rawValue),\n  \"summary\": \(JSONText.string(report.summary)),\n"
        + "  \"newTimelines\": \(report.batch.newTimelineCount),\n  \"runs\": [\n" + runs.joined(separator: ",\n")
        + "\n  ]\n}\n"
    }

    // MARK: - Files

    func runFiles() throws {
      let items = FileReplay.run(paths: arguments, profiles: profileOptions.profiles)
      let timelineCount = items.filter { if case .timeline = $0 { true } else { false } }.count
      let withHeaders = timelineCount > 1
      var failed = false
      var output = ""
      for item in items {
        switch item {
        case .timeline(let path, let scenario, let profile, let timeline):
          if withHeaders {
            switch format {
            case .text:
              if !output.isEmpty { output += "\n" }
              output += "# \(scenario) @ \(profile.name) (rules \(profile.rulesVersion)): \(path)\n"
            case .jsonl:
              output +=
                "{\"scenario\": \(JSONText.string(scenario)), \"profile\": \(JSONText.string(profile.name)), "
                + "\"rulesVersion\": \(profile.rulesVersion), \"path\": \(JSONText.string(path))}\n"
            }
          }
          output += format == .text ? TimelineStyle.render(timeline) : timeline.jsonLines()
        case .unsupported(let path, let scenario, let profile, let problems):
          if profileOptions.isAll {
            Console.error(
              "note: skipped '\(scenario)' under \(profile.name): \(problems.map(\.message).joined(separator: "; "))")
          } else {
            failed = true
            Console.error(ScenarioFileError(path: path, diagnostics: problems).description)
          }
        case .invalid(let error):
          failed = true
          Console.error(error.description)
        }
        if output.utf8.count > 1 << 20 {
          Console.out(output)
          output = ""
        }
      }
      Console.out(output)
      if failed { throw ExitStatus.invalidInput }
    }
  }
}
