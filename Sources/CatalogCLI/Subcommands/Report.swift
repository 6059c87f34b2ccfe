import ArgumentParser

extension CatalogCommand {
  /// `catalog report`: an HTML page (the default), or the merge of a sharded check's reports.
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract: "Writes an HTML page of timelines or a diff, or merges a sharded check's reports.",
      usage: """
        catalog report <a> [<b>] [--profile <p> ...] --output <file> [<options>]
        catalog report merge <shard-report> ... [<options>]
        """,
      discussion: """
        'catalog report A [B] --output FILE' ('page', the default) writes a self-contained HTML \
        page of a scenario's timelines or of a diff: see 'catalog report page --help'.

        'catalog report merge' joins the JSON reports of the shards of one check ('catalog check \
        --shard I/N --format json') into the report one unsharded check gives, with its JUnit \
        file, Markdown summary and exit code: see 'catalog report merge --help' and Docs/ci.md.

        EXAMPLES
          catalog report fixtures/dimming-presentation.yaml --output dimming.html
          catalog report run:41 run:42 --output change.html
          catalog report merge shard-*.json --junit check.xml --summary summary.md

        EXIT CODES
          0   the page was written; the merged check passed
          1   the merged check found a change, a new, failed or obsolete result
          2   an invalid or unknown scenario, or a report that is not a shard's
          3   a storage or internal failure
          64  a command-line usage error
        """,
      subcommands: [ReportPage.self, ReportMergeCommand.self],
      defaultSubcommand: ReportPage.self)
  }
}
