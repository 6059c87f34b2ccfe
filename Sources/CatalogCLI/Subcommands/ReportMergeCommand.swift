import ArgumentParser
import CatalogReports
import CatalogRunner
import Foundation

extension CatalogCommand {
  /// `catalog report merge`: one report from the shards of a check.
  struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge",
      abstract: "Merges the JSON reports of a sharded check into one report.",
      usage: "catalog report merge <shard-report> ... [--junit <file>] [<options>]",
      discussion: """
        CI checks a large catalog on N machines at once: each runs 'catalog check --shard I/N \
        --format json > shard-I.json' against the same catalog (a PostgreSQL one: --db \
        postgres://…), and a last job merges the N reports. The result is the report one \
        unsharded check gives: every result, change groups numbered across all shards (the \
        diffs are computed again from the timelines the shards stored in the catalog), and the \
        same JUnit, Markdown and HTML outputs and exit code. The merged report is recorded as a \
        check batch, so 'catalog accept --group N' takes its group numbers.

        Every shard of the check must be given, once; shards of different checks (another \
        shard count, folder or --allow-new), overlapping shards and a missing shard are \
        refused. Docs/ci.md has a CI matrix recipe.

        EXAMPLES
          catalog report merge shard-1.json shard-2.json shard-3.json shard-4.json
          catalog report merge shard-*.json --junit check.xml --summary summary.md

        EXIT CODES
          0   every merged result passed
          1   something changed, is new, failed or is obsolete
          2   a report is not a shard's, a shard is missing or repeated, or a changed
              result's run is no longer in the catalog (a later check collected it)
          3   a storage or internal failure
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp("The shards' JSON reports ('check --shard I/N --format json').", valueName: "shard-report"))
    var reports: [String] = []

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write an HTML page of the merged check to this file.", valueName: "file"))
    var html: String?

    @Option(
      help: ArgumentHelp(
        "Write a Markdown summary to this file (appended to, like $GITHUB_STEP_SUMMARY).", valueName: "file"))
    var summary: String?

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      try output.require([.text, .json], for: "catalog report merge")
      if reports.isEmpty { throw ValidationError("Give the JSON reports of every shard of the check.") }
    }

    func run() throws {
      let location = database.location
      // Every output file is checked before the merge is recorded, so a bad one costs nothing.
      try reportingFailures {
        for path in [junit, html, summary].compactMap({ $0 }) {
          try OutputFile.requireWritable(path, protected: location.protectedFiles)
        }
      }
      var report = try reportingFailures {
        try ReportMerge(paths: reports, commandLine: CommandLine.arguments).run(at: location)
      }
      report.commandOption = location.option
      let written: [OutputFile.Outcome] = try reportingFailures {
        var outcomes: [OutputFile.Outcome] = []
        let protected = location.protectedFiles
        do throws(RunnerError) {
          if let junit { outcomes.append(try OutputFile.write(report.junit(), to: junit, protected: protected)) }
          if let html {
            outcomes.append(
              try OutputFile.write(HTMLReport.check(report, location: location), to: html, protected: protected))
          }
          if let summary {
            outcomes.append(try OutputFile.write(report.markdown(), to: summary, append: true, protected: protected))
          }
        } catch {
          // The paths were checked first; a write can still fail (a full disk, a FIFO nobody
          // reads): the merged check stands, and the message says so.
          let batch = report.batchID.map { " (batch \($0))" } ?? ""
          throw RunnerError.afterCommit(
            error, committed: "the merged check was recorded\(batch); 'catalog pending' lists what it found")
        }
        return outcomes
      }
      for note in written.compactMap(\.note) { Console.error(note) }
      if CIEnvironment.isGitHubActions() {
        Console.out(report.githubAnnotations())
      }
      try Output.emit(report, with: output)
    }
  }
}
