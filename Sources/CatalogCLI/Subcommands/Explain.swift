import ArgumentParser
import CatalogReports
import CatalogRunner
import TransitionEngine

extension CatalogCommand {
  /// `catalog explain`: each event of a replay with the behaviour rule that produced it; one event
  /// with what led to it; or why a callback did not happen.
  struct Explain: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "explain",
      abstract: "Replays a scenario and says why each event happens, or why one does not.",
      usage: "catalog explain <file-or-name> [--event <n>|--why-not <call>] [<options>]",
      discussion: """
        The scenario (a .yaml/.yml/.json file, or a stored scenario's latest revision) is \
        replayed under one profile (the newest by default), and each event of its timeline is \
        printed with the rule of the rule book (Docs/rules/) that the engine was applying when \
        it emitted it, and the rules it was inside. The list of the rules used, with the page \
        and anchor of each, ends the output. Nothing is recorded.

        '--event N' explains event N (its position from 0, as 'diff' and the JSON forms \
        count): the chain of rules it was emitted inside, the step whose work it was, and the \
        scenario's settings and the profile's decisions behind it (the style and where it was \
        set, the presenting controller, the delegates, whether the presenter's view stays).

        '--why-not RECEIVER.MEMBER' says why a callback did not happen: each place where a \
        rule withheld it, with the rule, the reason and the settings behind it; when no rule \
        withheld it, which other profiles make it.

        EXAMPLES
          catalog explain fixtures/dimming-presentation.yaml
          catalog explain ios13-default-style --profile uikit-8 --event 12
          catalog explain ios13-default-style --why-not nav.viewWillDisappear
          catalog explain fixtures/zoom-from-cell.yaml --format json | jq .events

        EXIT CODES
          0   the explanation was printed
          2   the scenario is invalid or unknown, the profile cannot replay
              it, there is no such event, or '--why-not' names no callback
          3   the catalog could not be read
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("A scenario file, or the name of a stored scenario.", valueName: "file-or-name"))
    var target: String

    @OptionGroup var profile: SingleProfileOptions<Self>

    @Option(
      parsing: .unconditional, help: ArgumentHelp("Explain this event only (its position, from 0).", valueName: "n"))
    var event: Int?

    @Option(
      name: .customLong("why-not"),
      help: ArgumentHelp(
        "Say why this callback did not happen: 'receiver.member', such as 'nav.viewWillDisappear'.",
        valueName: "call"))
    var whyNot: String?

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      if let event, event < 0 { throw ValidationError("'--event' must be 0 or more.") }
      if event != nil && whyNot != nil {
        throw ValidationError("Give '--event N' or '--why-not CALL', not both.")
      }
    }

    func report() throws -> ExplainReport {
      try ExplainRequest(
        target: target, profile: profile.profile ?? EngineProfile.newest, event: event,
        whyNot: whyNot
      ).run(at: database.location)
    }
  }
}

extension CatalogCommand.Explain: SingleProfilePurpose {
  static var profileHelp: String {
    "The engine profile to replay under (\(EngineProfile.names.joined(separator: ", "))), or an iOS version; the newest by default."
  }
}
