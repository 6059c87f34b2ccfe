import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog rm`: removes scenarios from the catalog, keeping their history.
  struct Remove: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "rm",
      abstract: "Removes scenarios from the catalog, keeping their history.",
      discussion: """
        A soft delete: the scenario is no longer listed, run, checked or exported, but its \
        revisions, runs and baselines stay in the catalog ('catalog show NAME' still shows \
        them), and its baselines become obsolete. Its device recordings leave 'show', 'diff', \
        'calibrate' and exports with it. Adding the scenario again revives it with its \
        history.

        Every name is checked first: an unknown name exits 2 with the nearest known name, and \
        nothing is removed. The others are removed together, in one transaction. Removing a \
        scenario that is already removed is not an error. The database must exist (exit 3 \
        otherwise); it is never created.

        EXAMPLES
          catalog rm old-experiment
          catalog rm a b c --db team.sqlite

        EXIT CODES
          0   removed (or already removed)
          2   an unknown scenario name: nothing removed
          3   the catalog cannot be written
          64  a command-line usage error
        """,
      aliases: ["remove"])

    @Argument(help: ArgumentHelp("The scenarios to remove.", valueName: "name"))
    var names: [String]

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> RemoveScenarios.Report {
      try RemoveScenarios(names: names).run(at: database.location)
    }
  }
}
