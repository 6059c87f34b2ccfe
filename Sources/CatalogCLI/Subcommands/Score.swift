import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog score [DIR]`: how many of an evidence corpus's facts the engine holds.
  struct Score: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "score",
      abstract: "Scores the engine against an evidence corpus: the share of its cases' expect: facts that hold.",
      discussion: """
        A corpus (the repository's 'evidence/', Docs/evidence-corpus.md) is a folder of era \
        folders named after profiles ('uikit-8/', …), each case a scenario file with a \
        'source:' (where the observation can be read) and 'expect:' facts. Each case replays \
        under its era's profile (a fact that names 'profiles:' under those), and the score is \
        the share of facts that hold: overall, by era and by the source's feature. Each fact \
        that does not hold is printed with the events that break it. The corpus is checked as \
        it is read: unique names and sources, each file named after its case, a complete \
        'source:' whose iOS version is in the era of its folder, at least one fact.

        '--minimum P' fails (exit 1) when fewer than P percent of the facts hold. \
        '--open-questions FILE' reads the list of facts known not to hold (the table of \
        Docs/rules/12-open-questions.md) and fails when a fact that does not hold is not in it, \
        or when a listed fact now holds.

        EXAMPLES
          catalog score
          catalog score evidence --minimum 95 --open-questions Docs/rules/12-open-questions.md
          catalog score evidence --format json

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var folder = "evidence"

    @Option(help: ArgumentHelp("Fail when fewer than this percent of the facts hold (0 to 100).", valueName: "percent"))
    var minimum: Double?

    @Option(
      name: .customLong("open-questions"),
      help: ArgumentHelp("A Markdown file with the list of facts known not to hold.", valueName: "file"))
    var openQuestions: String?

    @OptionGroup var output: OutputOptions<ReportFormats>

    func validate() throws {
      try validateFormat()
      if let minimum, !(0...100).contains(minimum) {
        throw ValidationError("'--minimum' must be a percentage from 0 to 100; got \(minimum).")
      }
    }

    func report() throws -> EvidenceReport {
      try EvidenceScore(folder: folder, minimum: minimum, openQuestions: openQuestions).run()
    }
  }
}
