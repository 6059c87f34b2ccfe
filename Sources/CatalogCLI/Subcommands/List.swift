import ArgumentParser
import CatalogRunner
import CatalogStorage
import Foundation
@preconcurrency import Rainbow

extension CatalogCommand {
  /// `catalog list`: the scenarios of the catalog.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lists the scenarios of the catalog with their last run under each profile.",
      discussion: """
        The table has one line per scenario, sorted by name: its tags, how many revisions of \
        its source the catalog keeps (REV), and for each profile it ran under, the status of \
        its last run and when it started ('ok 5m ago'; dates from a week on; '-' when it never \
        ran under that profile). Scenarios removed with 'catalog rm' are not listed.

        '--format json' prints a stable JSON array instead, one object per scenario with the \
        keys "name", "summary" (or null), "tags", "revisions", "fileName" and "lastRuns"; each \
        last run has "profile", "rulesVersion", "run" (the run id for 'catalog show'), \
        "status", "startedAt" (ISO 8601 UTC) and "events". Keys may be added in later \
        versions, never renamed or removed.

        Listing never creates the database: a missing one lists as an empty catalog, with a \
        note on standard error ('[]' in JSON), and exits 0.

        EXAMPLES
          catalog list
          catalog list --tag presentation-controller
          catalog list --format json | jq -r '.[].name'

        \(ExitStatus.help)
        """,
      aliases: ["ls"])

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text
      case json
    }

    @Option(help: "Only the scenarios with this tag.")
    var tag: String?

    @Option(help: "Output format: 'text' (a table) or 'json'.")
    var format: Format = .text

    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let location = database.location
      let listing = try reportingFailures { try ListScenarios(tag: tag).run(at: location) }
      switch format {
      case .json:
        Console.out(listing.json())
      case .text:
        if let hint = listing.emptyHint {
          Console.error(hint)
          return
        }
        let paint: ScenarioListing.Paint? = TimelineStyle.colorIsOn ? Self.paint : nil
        Console.out(listing.text(now: Date(), paint: paint))
      }
    }

    /// Green for `ok`, yellow for `exception`, red for a run without a timeline.
    @Sendable static func paint(_ text: String, _ status: RunStatus) -> String {
      switch status {
      case .ok: text.green
      case .exception: text.yellow
      default: text.red
      }
    }
  }
}
