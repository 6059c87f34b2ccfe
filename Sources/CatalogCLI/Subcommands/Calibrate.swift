import ArgumentParser
import CatalogReports
import CatalogRunner
import TransitionEngine

extension CatalogCommand {
  /// `catalog calibrate`: how well each profile agrees with the recordings.
  struct Calibrate: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "calibrate",
      abstract: "Measures how well each profile agrees with the device recordings.",
      usage: "catalog calibrate [<dir>] [--profile <p>] [--exact] [<options>]",
      discussion: """
        Every recording (of the catalog's scenarios, or the <name>.<n>.recording files of DIR \
        beside their scenario files, checked as 'catalog import DIR' checks them) is compared \
        with its scenario replayed under the profile that covers the recording's iOS version \
        ('--profile P' compares every recording under P instead), as 'catalog diff NAME \
        --against recording' compares them: only the recording's receivers and members unless \
        '--exact', never time or unprinted arguments.

        Agreement is counted in orderings: each recorded event with the one recorded before \
        it (the first with the start, the last with the end) is one ordering, reproduced when \
        the engine has the two next to each other in that order. An event in its place with \
        other values keeps its orderings and is counted apart. The report gives, per \
        recording, per profile and per behaviour rule (the rule of the engine's event the \
        ordering is about, as 'catalog explain' names it), how many orderings the engine \
        reproduces, then every disagreement with its rule: an event only the engine emits, \
        one only the device did, one that moved, one with other values. A disagreement is a \
        lead for the rule book, not a failure. '--html FILE' writes the same as a page, each \
        recording's diff drawn as swimlanes.

        A recording is listed as skipped, with the reason, when no profile covers its iOS \
        version, its profile cannot replay the scenario, it names ids the scenario no longer \
        has, or it has the same events (iOS version, SDK, device) as one already counted. One \
        made against an earlier revision of its scenario is counted with a warning that says \
        what to do.

        EXAMPLES
          catalog calibrate
          catalog calibrate fixtures/
          catalog calibrate fixtures/ --profile uikit-13
          catalog calibrate --format json | jq '.profiles'
          catalog calibrate fixtures/ --html calibration.html

        EXIT CODES
          0   compared (disagreements and skipped recordings included)
          2   a scenario or recording does not read, or names unknown ids (DIR)
          3   no catalog (without DIR), or a page or storage failure
          64  a command-line usage error ('--profile all', two profiles)
        """)

    @Argument(help: ArgumentHelp("A fixture folder to read instead of the catalog.", valueName: "dir"))
    var directory: String?

    @OptionGroup var profile: SingleProfileOptions<Self>

    @Flag(help: "Compare every event, not only each recording's receivers and members.")
    var exact = false

    @Option(help: ArgumentHelp("Also write the report as an HTML page.", valueName: "file"))
    var html: String?

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> CalibrationReport {
      try CalibrationPage(
        calibration: Calibration(directory: directory, profile: profile.profile, exact: exact),
        html: html
      ).run(at: database.location)
    }
  }
}

extension CatalogCommand.Calibrate: SingleProfilePurpose {
  static var profileHelp: String {
    "One engine profile (\(EngineProfile.names.joined(separator: ", "))) to compare every recording under, "
      + "instead of the one each recording's iOS version chooses."
  }
}
