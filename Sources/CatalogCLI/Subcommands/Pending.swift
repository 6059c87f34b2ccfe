import ArgumentParser
import CatalogRunner

extension CatalogCommand {
  /// `catalog pending`: the results of the last check that await review.
  struct Pending: ReportingCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lists the changed and new results of the last check that nobody has accepted yet.",
      discussion: """
        Each result shows its scenario, profile, change group and what changed. A result stops \
        being pending once its timeline is the current baseline ('catalog accept'). Reads the \
        catalog only; exits 0 whether or not anything is pending ('--format json' for scripts).

        EXAMPLES
          catalog check fixtures; catalog pending
          catalog pending --format json

        \(ExitStatus.help)
        """)

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> PendingReview.Report {
      try PendingReview().run(at: database.location)
    }
  }
}
