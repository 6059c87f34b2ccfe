import ArgumentParser
import CatalogReports
import CatalogRunner

extension CatalogCommand {
  /// `catalog pending`: the results of the last check that await review.
  struct Pending: ReportingCommand {
    static let configuration = CommandConfiguration(
      commandName: "pending",
      abstract: "Lists the changed and new results that await review.",
      usage: "catalog pending [<folder>] [--clean] [<options>]",
      discussion: """
        A folder check writes each changed or new timeline beside its baseline as a pending \
        file, <scenario>.<profile>.timeline.new (outside CI; 'check --pending-files always' \
        in CI too). 'catalog pending FOLDER' lists the pending files of the folder and its \
        subfolders, with their change groups, from the files alone: no catalog database is \
        needed, so a reviewer can list (and 'catalog accept' or 'catalog review') the files a \
        CI job kept as an artifact. Without a folder, and without '--db' or CATALOG_DB, the \
        current folder's pending files are listed when it has any (or has no catalog.sqlite).

        Otherwise the catalog's last check is read: each changed or new result whose \
        timeline is not the current baseline ('catalog accept') and that 'catalog review' did \
        not reject.

        '--clean' removes stale pending files first: one whose scenario file is no longer \
        beside it, whose profile is gone, that equals its baseline already, or that its \
        scenario no longer replays to (it changed since the check).

        Exits 0 whether or not anything is pending ('--format json' for scripts).

        EXAMPLES
          catalog check ui; catalog pending
          catalog pending ui --format json
          catalog pending --clean

        EXIT CODES
          0   the list was printed (whether or not anything awaits review)
          2   the folder is not a folder
          3   the catalog cannot be read
          64  a command-line usage error
        """)

    @Argument(
      help: ArgumentHelp("A folder whose pending files to list (default: the current folder).", valueName: "folder"))
    var folder: String?

    @Flag(help: "Remove stale pending files first (their result no longer awaits review).")
    var clean = false

    @OptionGroup var output: OutputOptions<ReportFormats>
    @OptionGroup var database: DatabaseOptions

    func report() throws -> PendingReview.Report {
      if clean {
        return try PendingReview.files(in: folder ?? ".", clean: true)
      }
      if let root = try PendingFiles.reviewFolder(named: folder, location: database.location) {
        return try PendingReview.files(in: root)
      }
      return try PendingReview().run(at: database.location)
    }
  }
}
