import ArgumentParser
import CatalogReports
import CatalogRunner
import TransitionEngine

extension CatalogCommand {
  /// `catalog diff`: the difference between two timelines.
  struct Diff: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Shows what changed between two timelines, event by event.",
      usage: "catalog diff <a> [<b>] [--against <profile>|recording] [<options>]",
      discussion: """
        The comparison is a sequence diff over events (not lines of text): two events are \
        equal when kind, receiver, call, arguments and result are equal and their times agree \
        to the millisecond ('--ignore-time' compares order and content only). Each hunk says \
        where it is (event index and virtual time); the summary counts added, removed and \
        changed events. '--format mermaid' draws the hunks as a Mermaid sequence diagram, \
        changes in coloured bands (Docs/diagrams.md).

        WHAT TO COMPARE
          catalog diff RUN_A RUN_B
              two recorded runs: run:12 run:15 (or 12 15)
          catalog diff NAME
              a stored scenario's latest run against its baseline
          catalog diff FILE.yaml
              a scenario file replayed against the baseline file beside it
          catalog diff NAME|FILE --profile uikit-8 --against uikit-13
              one scenario under two profiles
          catalog diff A B
              any two of: runs, stored scenarios (latest run under --profile),
              scenario files (replayed under --profile), timeline files
              (.timeline, .jsonl, a JSON array)
          catalog diff NAME|FILE --against recording[:N]
              the scenario replayed and compared with its device recording
              (the newest, or number N)

        AGAINST A RECORDING
        The engine's timeline (left) is replayed under the profile that covers the \
        recording's iOS version ('--profile' chooses another) and compared with what the \
        device did (right): '-' is what the engine emits and the device did not, '+' what \
        the device did and the engine does not. Logs are partial, so only the receivers and \
        members the recording contains are compared, as the header says; '--exact' compares \
        every event. Time, and arguments the log did not print, are never compared. A stored \
        scenario's recordings are in the catalog; a scenario file's are the \
        <name>.<n>.recording files beside it (Docs/recordings.md).

        Output: a unified diff, coloured on a terminal; '--side-by-side' two columns; \
        '--format json' the stable object documented in Docs/diff-format.md.

        EXAMPLES
          catalog diff fixtures/ios13-default-style.yaml --against uikit-13
          catalog diff run:41 run:42 --ignore-time
          catalog diff dimming-presentation --format json | jq .summary
          catalog diff fixtures/book-detail-zoom.yaml --against recording

        EXIT CODES
          0   the timelines are equal
          1   they differ
          2   an invalid argument or input file
          3   a storage or internal failure
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp("The old side: a run, a stored scenario, a scenario file or a timeline file.", valueName: "a"))
    var first: String

    @Argument(
      help: ArgumentHelp(
        "The new side (same kinds); omit to compare with the baseline or across profiles.", valueName: "b"))
    var second: String?

    @OptionGroup var profile: ProfileOptions

    @OptionGroup var comparison: AgainstOptions

    @Flag(name: .customLong("ignore-time"), help: "Compare event order and content only, not virtual time.")
    var ignoreTime = false

    @OptionGroup var kinds: KindOptions

    // `.unconditional`: `--context -1` is a number out of range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Unchanged events shown around each change.", valueName: "n"))
    var context = 3

    @Flag(name: .customLong("side-by-side"), help: "Show the two timelines in two columns.")
    var sideBySide = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The total width of '--side-by-side' output.", valueName: "n"))
    var width = 160

    @OptionGroup var output: OutputOptions<DiffFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      try profile.requireAtMostOne()
      try NumberOption.require(context, in: DiffRequest.contexts, for: "--context")
      try NumberOption.require(width, in: DiffRequest.widths, for: "--width")
    }

    func report() throws -> DiffReport {
      var request = DiffRequest(
        first: first, second: second, profile: profile.single, against: comparison.profile,
        ignoreTime: ignoreTime, context: context, kinds: kinds.kinds,
        layout: sideBySide ? .sideBySide(width: width) : .unified)
      request.againstRecording = comparison.recording
      request.exact = comparison.exact
      // A diagram draws both whole timelines; the text and JSON forms show only the hunks.
      request.onlyShownEvents = output.format != .mermaid
      return try request.run(at: database.location)
    }
  }
}
