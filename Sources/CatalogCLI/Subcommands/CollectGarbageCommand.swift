import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog gc`: removes old check results and runs nobody needs.
  struct CollectGarbageCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "gc",
      abstract: "Removes old check results and runs that nothing needs any more.",
      discussion: """
        Keeps every baseline and its history (and the runs they were accepted from), the \
        latest run of each scenario under each profile, every result of the last check, and \
        the changed and failed results of older checks. Removes older results that passed, \
        were new or obsolete, the runs only they referred to, empty batches and timelines \
        nothing refers to, in one transaction. SQLite reuses the freed pages, so the file stops \
        growing without being rewritten.

        Every 'catalog check' does the same at the end of its own transaction; run this for a \
        catalog written by older versions, or after many 'catalog run' batches.

        EXAMPLES
          catalog gc
          catalog gc --db ci.sqlite --format json

        EXIT CODES
          0   collected (or nothing to collect)
          3   the catalog cannot be read or written
          64  a command-line usage error
        """)

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> CollectGarbage.Report {
      try CollectGarbage().run(at: database.location)
    }
  }
}
