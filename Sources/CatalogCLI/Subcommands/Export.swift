import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog export`: writes scenarios and their baselines as files.
  struct Export: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Writes scenarios and their current baselines to a folder, for review in git.",
      usage: "catalog export [<name> ...] --to <dir> [<options>]",
      discussion: """
        For each scenario (all of them when no NAME is given), DIR gets:
          <name>.yaml (or .yml, .json)
              the latest revision's source, byte for byte
          <name>.<profile>.timeline
              each current baseline: a two-line '#' header (profile and rules
              version; who accepted it, when in UTC, with which catalog
              version), then the timeline's canonical text
          <name>.<n>.recording
              each device recording, as the catalog keeps it (Docs/recordings.md)

        DIR is created if missing, and mirrors the catalog for the exported scenarios: a file \
        the catalog wrote that is not part of the export any more (the baseline of a profile \
        without a current baseline, a '.yml' twin of a '.yaml' source) is deleted; exporting \
        everything also deletes the files of scenarios removed with 'catalog rm'. The catalog \
        wrote a file when its name is one of the above and its content is a stored source, \
        baseline or recording of that scenario; any other file stays (one named like the \
        catalog's is named in a note). Files whose bytes are already right are not rewritten. \
        The bytes depend only on the catalog, so export, import into another catalog and \
        export again gives identical files.

        A damaged catalog is exported as far as it can be read: what cannot be read is listed \
        as 'skipped' (exit 3) and nothing is deleted.

        File names come from scenario and profile names; a name that could reach outside DIR \
        (a '/', '..', a leading '.') is refused with exit 2 before anything is written, and so \
        is a symbolic link where a file would be written.

        EXAMPLES
          catalog export --to fixtures/
          catalog export dimming-presentation popover-compact-none --to /tmp/review
          catalog export --to baselines/ && git diff --stat baselines/

        EXIT CODES
          0   every file was written
          2   a name that would leave the folder, or a link or non-file where a file
              goes
          3   no catalog, a write that failed, or a damaged catalog (what could be
              read was written)
          64  a command-line usage error
        """)

    @Argument(help: ArgumentHelp("The scenarios to export (default: all).", valueName: "name"))
    var names: [String] = []

    @Option(name: .customLong("to"), help: ArgumentHelp("The folder to write.", valueName: "dir"))
    var directory: String

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> ExportCatalog.Report {
      try ExportCatalog(names: names, directory: directory).run(at: database.location)
    }
  }
}
