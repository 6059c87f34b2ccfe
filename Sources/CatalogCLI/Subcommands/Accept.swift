import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog accept`: makes runs the baselines.
  struct Accept: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "accept",
      abstract: "Makes pending timelines or the latest runs the baselines.",
      usage: "catalog accept [<folder>] [<name> ...] [--all] [--group <N>] [<options>]",
      discussion: """
        PENDING FILES. After a folder check ('catalog check DIR'), each changed or new \
        timeline waits beside its baseline as <scenario>.<profile>.timeline.new. Without \
        '--db' or CATALOG_DB, 'accept' takes them from the current folder (or the FOLDER \
        named) and its subfolders, without any catalog database: each chosen pending file \
        becomes its baseline file (a header says who accepted it, when, and the rules and \
        catalog versions that produced it) and is removed. NAMEs, '--all' or '--group N' \
        (numbered as the check numbered them; 'catalog pending' lists them) choose which.

        THE CATALOG. Otherwise NAMEs (or '--all') accept the latest run of each scenario under each profile it has \
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
          catalog accept ui --all

        EXIT CODES
          0   the chosen timelines became baselines
          1   a chosen result cannot be accepted: its profile can no longer replay it
          2   an unknown name or group, or nothing to accept
          3   a storage or internal failure
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp(
        "A folder of pending files, and scenarios whose pending files or latest runs become baselines.",
        valueName: "name"))
    var names: [String] = []

    @OptionGroup var selection: SelectionOptions

    @Option(help: ArgumentHelp("Accept change group N of the last check, or 'all' for every group.", valueName: "N"))
    var group: String?

    @OptionGroup var profile: ProfileOptions
    @OptionGroup var acceptor: AcceptorOptions
    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    /// The folder among the arguments, if one is an existing folder, and the names.
    var folderAndNames: (folder: String?, names: [String]) {
      let folder = names.first { FileKind.of($0) == .directory }
      return (folder, names.filter { $0 != folder })
    }

    func validate() throws {
      try validateFormat()
      let names = folderAndNames.names
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
      let (folder, names) = folderAndNames
      if let root = try PendingFiles.reviewFolder(named: folder, location: database.location) {
        if selection.tag != nil {
          throw RunnerError.invalidInput(
            "'--tag' selects stored scenarios; pending files are chosen by name, '--all' or '--group N'")
        }
        return try Acceptance.fromPendingFiles(
          in: root,
          .init(
            names: names, all: selection.all || group == "all", group: group.flatMap { Int($0) },
            profiles: profile.profiles),
          acceptedBy: acceptor.acceptor)
      }
      let target: Acceptance.Target =
        group.map { .lastCheck(group: Int($0)) }
        ?? .latestRuns(
          ScenarioSelection(names: names, all: selection.all, tag: selection.tag), profiles: profile.profiles)
      return try AcceptBaselines(target, acceptedBy: acceptor.acceptor).run(at: database.location)
    }
  }
}
