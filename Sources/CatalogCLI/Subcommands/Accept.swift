import ArgumentParser
import CatalogRunner

extension CatalogCommand {
  /// `catalog accept`: makes runs the baselines.
  struct Accept: ReportingCommand {
    static let configuration = CommandConfiguration(
      abstract: "Makes the latest runs the baselines, keeping the previous baselines as history.",
      usage: "catalog accept [<name> ...] [--all] [--group <N>] [<options>]",
      discussion: """
        NAMEs (or '--all') accept the latest run of each scenario under each profile it has \
        run under ('--profile' narrows that). A run of an older revision than the scenario's \
        latest, or a run without a timeline, is skipped with the reason.

        '--group N' accepts every changed and new result of change group N of the last \
        'catalog check', which groups scenarios that changed the same way; '--group all' \
        accepts every group of the last check.

        The baseline records who accepted it (--by, else $CATALOG_USER, else the login \
        name), when, and which catalog and profile-rules versions produced it. When the last \
        check checked a fixture folder ('catalog check DIR'), the folder's baseline files of \
        the accepted scenarios are rewritten too: there they are the truth, which the next \
        check of the folder reads. 'catalog check DIR --accept' checks and accepts at once.

        EXAMPLES
          catalog accept dimming-presentation
          catalog accept --all --profile uikit-13
          catalog accept --group 2

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("Scenarios whose latest runs become baselines.", valueName: "name"))
    var names: [String] = []

    @OptionGroup var selection: SelectionOptions

    @Option(help: ArgumentHelp("Accept change group N of the last check, or 'all' for every group.", valueName: "N"))
    var group: String?

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var acceptor: AcceptorOptions
    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try validateFormat()
      let forms = [!names.isEmpty, selection.selects, group != nil].filter { $0 }.count
      guard forms == 1 else {
        throw ValidationError("Give scenario names, '--all', '--tag T' or '--group N' (exactly one of them).")
      }
      if let group, group != "all", Int(group).map({ $0 < 1 }) ?? true {
        throw ValidationError(
          "'--group \(group)' is not a group: '--group' takes a group number from the last check (1, 2, …) or 'all'.")
      }
      if group != nil && !profile.names.isEmpty {
        throw ValidationError("'--group' accepts a check's results as they are; '--profile' cannot narrow it.")
      }
    }

    func report() throws -> AcceptanceReport {
      let target: Acceptance.Target =
        group.map { .lastCheck(group: Int($0)) }
        ?? .latestRuns(
          ScenarioSelection(names: names, all: selection.all, tag: selection.tag), profiles: profile.profiles)
      return try Acceptance.run(target, acceptedBy: acceptor.acceptor, location: database.location)
    }
  }
}
