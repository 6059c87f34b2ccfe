import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog import`: adds a folder's scenarios and accepts its baselines.
  struct Import: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract:
        "Adds a folder's scenario files and accepts its baseline files, in one transaction.",
      usage: "catalog import <dir> [--by <name>] [<options>]",
      discussion: """
        DIR is read as 'catalog export' writes it, not recursively: every scenario file \
        (.yaml, .yml, .json) is validated as 'catalog add' validates it, and every \
        <scenario>.<profile>.timeline file becomes the current baseline of that scenario under \
        that profile. Every <scenario>.<n>.recording file becomes that scenario's device \
        recording number n (Docs/recordings.md). Other files are ignored.

        Every problem is reported with file:line:column, and then nothing is imported (exit \
        2): an invalid scenario file; a baseline file whose name does not follow the pattern, \
        whose profile is not an engine profile (see 'catalog profiles'), whose scenario is \
        neither in DIR nor in the catalog, whose header does not match its name, or with a \
        line that does not parse; a recording file that does not read, or names another \
        scenario or receivers its scenario cannot have.

        A baseline keeps what its header says: who accepted it and when, the catalog version \
        and the profile's rules version. A file without a header is accepted as by \
        '--by' (default $CATALOG_USER, else the login name), now, under the profile's current rules version. Importing the same \
        folder again changes nothing. The database is created if missing, once DIR is valid.

        EXAMPLES
          catalog import fixtures/
          catalog import review/ --db fresh.sqlite

        EXIT CODES
          0   imported (or nothing changed)
          2   a bad file in the folder, or no folder: nothing imported
          3   the catalog cannot be written
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("The folder to import.", valueName: "dir"))
    var directory: String

    @OptionGroup var acceptor: AcceptorOptions
    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> ImportCatalog.Report {
      try ImportCatalog(directory: directory, acceptedBy: acceptor.acceptor).run(at: database.location)
    }
  }
}
