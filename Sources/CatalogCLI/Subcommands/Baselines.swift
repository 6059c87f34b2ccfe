import ArgumentParser
import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import TransitionEngine

extension CatalogCommand {
  /// `catalog baselines`: the accepted baselines, their history, and pruning.
  struct Baselines: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lists the accepted baselines, their history, and the obsolete ones.",
      discussion: """
        Without options: every current baseline (scenario, profile, rules version, events, \
        who accepted it and when, with which catalog version), then the obsolete ones — \
        baselines whose scenario was removed or whose profile no longer exists.

        '--history NAME --profile P' lists every baseline that scenario has had under P, \
        newest first. '--prune' lists the obsolete baselines, then deletes them (their \
        timelines too, when nothing else uses them).

        EXAMPLES
          catalog baselines
          catalog baselines --history dimming-presentation --profile uikit-8
          catalog baselines --prune

        \(ExitStatus.help)
        """)

    @Argument(help: ArgumentHelp("Only this scenario's baselines.", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("Only baselines under this profile.", valueName: "profile"))
    var profile: String?

    @Option(help: ArgumentHelp("The whole history of this scenario's baseline (with --profile).", valueName: "name"))
    var history: String?

    @Flag(help: "Delete the obsolete baselines, after listing them.")
    var prune = false

    @Option(help: "Output format: 'text' or 'json'.")
    var format: Format = .text

    @OptionGroup var database: DatabaseOptions

    enum Format: String, ExpressibleByArgument {
      case text
      case json
    }

    func validate() throws {
      if history != nil && profile == nil {
        throw ValidationError("'--history' needs '--profile': a baseline's history is per scenario and profile.")
      }
      if prune && (history != nil || name != nil) {
        throw ValidationError("'--prune' removes every obsolete baseline; it takes no scenario name.")
      }
    }

    func run() throws {
      let known = Set(EngineProfile.all.map(\.name))
      typealias Lists = (
        current: [StoredBaseline], obsolete: [StoredBaseline], history: [StoredBaseline], pruned: [StoredBaseline]
      )
      let (current, obsolete, historical, pruned) = try reportingFailures { () throws(RunnerError) -> Lists in
        let catalog = prune ? try database.location.openForWriting() : try database.location.openForReading()
        defer { try? catalog.close() }
        do {
          if let history, let profile {
            return ([], [], try catalog.baselineHistory(scenario: history, profile: profile), [])
          }
          let obsolete = try catalog.obsoleteBaselines(knownProfiles: known)
          let pruned = prune ? try catalog.pruneBaselines(knownProfiles: known) : []
          let current = try catalog.currentBaselines(scenario: name, profile: profile)
            .filter { !$0.isObsolete(knownProfiles: known) }
          return (current, obsolete, [], pruned)
        } catch {
          throw .fromStore(error, path: database.location.path)
        }
      }
      if format == .json {
        func object(_ baseline: StoredBaseline) -> String {
          "{\"scenario\": \(JSONText.string(baseline.scenario)), \"profile\": \(JSONText.string(baseline.profile)), "
            + "\"rulesVersion\": \(baseline.profileRulesVersion), \"events\": \(baseline.eventCount), "
            + "\"timelineHash\": \(JSONText.string(baseline.timelineHash)), \"acceptedBy\": \(JSONText.string(baseline.acceptedBy)), "
            + "\"acceptedAt\": \(JSONText.string(baseline.acceptedAt.timestamp)), "
            + "\"catalogVersion\": \(JSONText.string(baseline.catalogVersion)), \"run\": \(baseline.runID.map { String($0.rawValue) } ?? "null"), "
            + "\"superseded\": \(baseline.supersededAt == nil ? "false" : "true")}"
        }
        let list = { (items: [StoredBaseline]) in "[" + items.map(object).joined(separator: ", ") + "]" }
        Console.out(
          "{\"current\": \(list(current)), \"obsolete\": \(list(obsolete)), \"history\": \(list(historical)), \"pruned\": \(list(pruned))}\n"
        )
        return
      }
      var out = ""
      func line(_ baseline: StoredBaseline) -> String {
        let date = baseline.acceptedAt.timestamp
        return
          "\(baseline.scenario) @ \(baseline.profile)  rules \(baseline.profileRulesVersion)  \(baseline.eventCount) events  "
          + "\(baseline.timelineHash.prefix(12))  accepted by \(baseline.acceptedBy) at \(date) with catalog \(baseline.catalogVersion)"
          + (baseline.runID.map { " (run:\($0))" } ?? " (imported)")
      }
      if history != nil {
        out +=
          historical.isEmpty
          ? "No baselines.\n"
          : historical.map { line($0) + ($0.isCurrent ? "  [current]" : "") }.joined(separator: "\n") + "\n"
      } else {
        out += current.isEmpty ? "No current baselines.\n" : current.map(line).joined(separator: "\n") + "\n"
        if !obsolete.isEmpty {
          out +=
            "\nObsolete (scenario removed or profile unknown):\n"
            + obsolete.map { "  " + line($0) }.joined(separator: "\n") + "\n"
          out +=
            prune
            ? "Pruned \(pruned.count) obsolete baseline\(pruned.count == 1 ? "" : "s").\n"
            : "'catalog baselines --prune' deletes them.\n"
        }
      }
      Console.out(out)
    }
  }
}
