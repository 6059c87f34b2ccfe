import ArgumentParser
import CatalogReports
import CatalogRunner
import TransitionEngine

extension CatalogCommand {
  /// `catalog report [page]`: an HTML page of a scenario's timelines or of a diff.
  struct ReportPage: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "page",
      abstract: "Writes a self-contained HTML page of a scenario's timelines or of a diff.",
      usage: "catalog report <a> [<b>] [--profile <p> ...] --output <file> [<options>]",
      discussion: """
        The page draws each timeline as swimlanes: one lane per object, one mark per event in \
        order (a ruler gives the virtual time), run-loop turns as bands, transitions and \
        animations as spans. Selecting a mark (or moving with Tab and the arrow keys) shows the \
        event's time, turn, text and, for a scenario, the behaviour rule behind it. Everything \
        is inline: the file opens from disk and in CI artifact viewers, light or dark.

        One scenario (a file or a stored name) gives its timeline under each '--profile' (the \
        newest by default; 'all' for every profile that can replay it). Two arguments, or \
        '--against', give a diff, read as 'catalog diff' reads them, with both sides' removed, \
        added, changed and moved events marked; '--against recording[:N]' draws the scenario \
        against its device recording (Docs/recordings.md). A whole check is 'catalog check DIR --html FILE'. \
        Docs/html-report.md describes the page.

        EXAMPLES
          catalog report fixtures/dimming-presentation.yaml --output dimming.html
          catalog report fixtures/zoom-from-cell.yaml --profile all --output zoom.html
          catalog report page run:41 run:42 --output change.html

        EXIT CODES
          0   the page was written
          2   a scenario is invalid or unknown, or no profile can replay it
          3   the page or the catalog could not be written or read
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("A scenario (file or name), or two things to diff.", valueName: "a b"))
    var targets: [String]

    @OptionGroup var profile: ProfileOptions

    @OptionGroup var comparison: AgainstOptions

    @Option(name: .customLong("output"), help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var page: String

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      if targets.isEmpty || targets.count > 2 {
        throw ValidationError("'catalog report' takes one scenario, or two things to diff.")
      }
      if targets.count == 2 || comparison.isGiven { try profile.requireAtMostOne() }
    }

    func report() throws -> PageReport {
      var request = PageRequest(
        targets: targets, profiles: profile.profiles, against: comparison.profile,
        skipsUnsupported: profile.isAll, output: page)
      request.againstRecording = comparison.recording
      request.exact = comparison.exact
      return try request.run(at: database.location)
    }
  }
}
