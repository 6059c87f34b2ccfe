import ArgumentParser
import CatalogModel
import CatalogRunner
import ScenarioFile
import TransitionEngine

extension CatalogCommand {
  /// `catalog run`: replays scenario files and prints their timelines.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replays scenarios through the transition engine and prints their timelines.",
      discussion: """
        A FILE argument (an existing file, or a path ending in .yaml, .yml or .json) is replayed \
        and printed; nothing is recorded and no database is needed. A folder stands for the \
        scenario files in it.

        With one scenario and one profile the output is exactly the timeline: the canonical text \
        (FORMATS 2.2), coloured on a terminal and plain when piped or when NO_COLOR is set, or \
        JSON Lines with '--format jsonl'. With several, each timeline is preceded by a header: \
        a '# scenario @ profile (rules N): path' comment line in text, or a \
        {"scenario", "profile", "rulesVersion", "path"} object line in JSON Lines.

        '--profile all' replays under every profile, oldest first, and skips (with a note on \
        standard error) the profiles that lack something the scenario uses.

        EXAMPLES
          catalog run fixtures/dimming-presentation.yaml
          catalog run fixtures/ios13-default-style.yaml --profile all
          catalog run fixtures/dimming-presentation.yaml --format jsonl | jq .call

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("Scenario files or folders to replay.", valueName: "file"))
    var files: [String]

    @OptionGroup var profileOptions: ProfileOptions

    @Option(help: "Output format: 'text' (canonical text) or 'jsonl' (JSON Lines).")
    var format: TimelineFormat = .text

    func run() throws {
      let items = FileReplay.run(paths: files, profiles: profileOptions.profiles)
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
              output += "{\"scenario\": \(JSONText.string(scenario)), \"profile\": \(JSONText.string(profile.name)), "
                + "\"rulesVersion\": \(profile.rulesVersion), \"path\": \(JSONText.string(path))}\n"
            }
          }
          output += format == .text ? TimelineStyle.render(timeline) : timeline.jsonLines()
        case .unsupported(let path, let scenario, let profile, let problems):
          if profileOptions.isAll {
            Console.error("note: skipped '\(scenario)' under \(profile.name): \(problems.map(\.message).joined(separator: "; "))")
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
