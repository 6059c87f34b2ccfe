import ArgumentParser
import CatalogRunner

extension CatalogCommand {
  /// `catalog calibrate`: how well each profile agrees with the recordings.
  struct Calibrate: ReportingCommand {
    static let configuration = CommandConfiguration(
      abstract: "Measures how well each profile agrees with the device recordings.",
      usage: "catalog calibrate [<dir>] [--profile <p>] [--exact] [<options>]",
      discussion: """
        Every recording (of the catalog's scenarios, or the <name>.<n>.recording files of DIR \
        beside their scenario files) is compared with its scenario replayed under the profile \
        that covers the recording's iOS version ('--profile' forces one), as 'catalog diff \
        NAME --against recording' compares them: only the recording's receivers and members \
        unless '--exact', never time or unprinted arguments.

        Agreement is counted in orderings: each recorded event with the one recorded before \
        it (the first with the start, the last with the end) is one ordering, reproduced when \
        the engine has the two next to each other in that order. The report gives, per \
        recording, per profile and per behaviour rule (the rule of the engine's event the \
        ordering is about, as 'catalog explain' names it), how many orderings the engine \
        reproduces, then every disagreement with its rule: an event only the engine emits, \
        one only the device did, one that moved, one with other values. A disagreement is a \
        lead for the rule book, not a failure. '--html FILE' writes the same as a page, each \
        recording's diff drawn as swimlanes.

        EXAMPLES
          catalog calibrate
          catalog calibrate fixtures/
          catalog calibrate --format json | jq '.profiles'
          catalog calibrate fixtures/ --html calibration.html

        EXIT CODES
          0   the recordings were compared (disagreements included)
          2   a scenario or recording does not read, or the profile cannot replay it
          3   no catalog (without DIR), or a page or storage failure
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("A fixture folder to read instead of the catalog.", valueName: "dir"))
    var directory: String?

    @OptionGroup var profile: ProfileOptions

    @Flag(help: "Compare every event, not only each recording's receivers and members.")
    var exact = false

    @Option(help: ArgumentHelp("Also write the report as an HTML page.", valueName: "file"))
    var html: String?

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      try profile.requireAtMostOne()
    }

    func report() throws -> CalibrationReport {
      try Calibration(
        directory: directory, profile: profile.single, exact: exact, html: html, location: database.location
      ).run()
    }
  }
}
