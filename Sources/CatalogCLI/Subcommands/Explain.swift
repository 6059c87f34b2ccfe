import ArgumentParser
import CatalogRunner
import TransitionEngine

extension CatalogCommand {
  /// `catalog explain`: each event of a replay with the behaviour rule that produced it.
  struct Explain: ReportingCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replays a scenario and names the behaviour rule behind each event.",
      usage: "catalog explain <file-or-name> [--profile <p>] [--event <n>] [<options>]",
      discussion: """
        The scenario (a .yaml/.yml/.json file, or a stored scenario's latest revision) is \
        replayed under one profile (the newest by default), and each event of its timeline is \
        printed with the rule of the rule book (Docs/rules/) that the engine was applying when \
        it emitted it: the phase of a presentation or dismissal, an adaptive decision, a trait \
        change, a user gesture, a step run inside a callback. The list of the rules used, with \
        the page and anchor of each, ends the output. '--event N' prints event N only (its \
        position from 0, as 'diff' and the JSON forms count). Nothing is recorded.

        EXAMPLES
          catalog explain fixtures/dimming-presentation.yaml
          catalog explain ios13-default-style --profile uikit-8 --event 12
          catalog explain fixtures/zoom-from-cell.yaml --format json | jq .events

        EXIT CODES
          0   the explanation was printed
          2   the scenario is invalid or unknown, the profile cannot replay it, or there is
              no such event
          3   the catalog could not be read
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("A scenario file, or the name of a stored scenario.", valueName: "file-or-name"))
    var target: String

    @OptionGroup var profile: ProfileOptions

    @Option(help: ArgumentHelp("Only this event (its position, from 0).", valueName: "n"))
    var event: Int?

    @OptionGroup var output: OutputOptions
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      try profile.requireAtMostOne()
      if let event, event < 0 { throw ValidationError("'--event' must be 0 or more.") }
    }

    func report() throws -> ExplainReport {
      try ExplainRequest(
        target: target, profile: profile.single ?? EngineProfile.newest, event: event, location: database.location
      ).run()
    }
  }
}
