import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog list`: the scenarios of the catalog.
  struct List: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "Lists the scenarios of the catalog with their last run under each profile.",
      usage: "catalog list [--tag <tag>] [<options>]",
      discussion: """
        The table has one line per scenario, sorted by name: its tags, how many revisions of \
        its source the catalog keeps (REV), and for each profile it ran under, the status of \
        its last run and when it started ('ok 5m ago'; dates from a week on; '-' when it never \
        ran under that profile). Scenarios removed with 'catalog rm' are not listed.

        '--format json' prints a stable JSON array instead, one object per scenario with the \
        keys "name", "summary" (or null), "tags", "revisions", "fileName" and "lastRuns"; each \
        last run has "profile", "rulesVersion", "run" (the run id for 'catalog show'), \
        "status", "startedAt" (ISO 8601 UTC) and "events". Keys may be added in later \
        versions, never renamed or removed.

        Listing never creates the database: a missing one lists as an empty catalog, with a \
        note on standard error ('[]' in JSON), and exits 0.

        EXAMPLES
          catalog list
          catalog list --tag presentation-controller
          catalog list --format json | jq -r '.[].name'

        EXIT CODES
          0   listed (a missing catalog lists nothing)
          3   the catalog cannot be read
          64  a command-line usage error
        """,
      aliases: ["ls"])

    @Option(help: ArgumentHelp("Only the scenarios with this tag.", valueName: "tag"))
    var tag: String?

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> ScenarioListing {
      try ListScenarios(tag: tag).run(at: database.location)
    }
  }
}
