import ArgumentParser
import CatalogRunner

extension CatalogCommand {
  /// `catalog export`: writes scenarios and their baselines as files.
  struct Export: ReportingCommand {
    static let configuration = CommandConfiguration(
      abstract: "Writes scenarios and their current baselines to a folder, for review in git.",
      usage: "catalog export [<name> ...] --to <dir> [<options>]",
      discussion: """
        For each scenario (all of them when no NAME is given), DIR gets:
          <name>.yaml (or .yml, .json)     the latest revision's source, byte for byte
          <name>.<profile>.timeline         each current baseline: a two-line '#' header
                                            (profile and rules version; who accepted it,
                                            when in UTC, with which catalog version), then
                                            the timeline's canonical text
          <name>.<n>.recording              each device recording, as the catalog keeps it
                                            (Docs/recordings.md)

        DIR is created if missing, and mirrors the catalog for the exported scenarios: files \
        named after an exported scenario that are not part of the export (the baseline of a \
        profile without a current baseline any more, a '.yml' twin of a '.yaml' source) are \
        deleted. Exporting everything also deletes the files of scenarios removed with \
        'catalog rm'. Files with other names are never touched, and files whose bytes are \
        already right are not rewritten. The bytes depend only on the catalog, so export, \
        import into another catalog and export again gives identical files.

        File names come from scenario and profile names; a name that could reach outside DIR \
        (a '/', '..', a leading '.') is refused with exit 2 before anything is written, and so \
        is a symbolic link where a file would be written.

        EXAMPLES
          catalog export --to fixtures/
          catalog export dimming-presentation popover-compact-none --to /tmp/review
          catalog export --to baselines/ && git diff --stat baselines/

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("The scenarios to export (default: all).", valueName: "name"))
    var names: [String] = []

    @Option(name: .customLong("to"), help: ArgumentHelp("The folder to write.", valueName: "dir"))
    var directory: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var database: DatabaseOptions

    func report() throws -> ExportCatalog.Report {
      try ExportCatalog(names: names, directory: directory).run(at: database.location)
    }
  }
}
