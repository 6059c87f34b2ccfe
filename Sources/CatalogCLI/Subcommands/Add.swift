import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog add`: validates scenario files and stores them in the catalog.
  struct Add: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Validates scenario files and stores them in the catalog.",
      usage: "catalog add <file|dir> ... [--keep-going] [--strict] [<options>]",
      discussion: """
        Every file is validated before anything is stored. If any file is invalid, every \
        problem of every file is printed (file:line:column) and nothing is stored, unless \
        '--keep-going' is given: then the valid files are stored, the invalid ones are \
        reported, and the exit code is still 2. Two files that define the same scenario name \
        are both invalid. A folder stands for its scenario files (.yaml, .yml, .json), sorted \
        and not recursive.

        Each scenario is reported as 'created', 'new revision N' (its source changed), \
        'unchanged' (identical to its latest revision) or 'revived' (it had been removed with \
        'catalog rm'). The catalog keeps every revision's exact source.

        The database is '--db PATH', else $CATALOG_DB, else ./catalog.sqlite; it is created \
        on the first add.

        EXAMPLES
          catalog add fixtures/
          catalog add my-scenario.yaml other.json --db ~/catalogs/team.sqlite
          catalog add drafts/ --keep-going

        EXIT CODES
          0   every file was stored (or was already the latest revision)
          2   a file is invalid or unreadable, or two files declare one name:
              nothing stored (with --keep-going, the valid files are)
          3   the catalog cannot be written (read-only, full, damaged, newer)
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp("Scenario files, or folders of scenario files.", valueName: "file|dir"))
    var files: [String]

    @Flag(help: "Store the valid files even when others are invalid (the exit code is still 2).")
    var keepGoing = false

    @Flag(help: "Treat authoring warnings (things a scenario declares that never take effect) as errors.")
    var strict = false

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> AddScenarios.Report {
      try AddScenarios(paths: files, keepGoing: keepGoing, strict: strict).run(at: database.location)
    }
  }
}
