import ArgumentParser
import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
@preconcurrency import Rainbow

extension CatalogCommand {
  /// `catalog show`: a scenario, or a run and its timeline.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Shows a stored scenario, or a run and its timeline.",
      discussion: """
        The argument names a run when it is a run id ('42') or 'run:' and an id ('run:42'), \
        and a scenario otherwise. Scenario names cannot contain ':', so 'scenario:NAME' always \
        names a scenario, even one whose name is all digits.

        For a scenario: its summary and tags, its revisions, its recent runs under each \
        profile (newest first; '--runs N'), its current baselines, then the source of its \
        latest revision (or of '--revision N'). '--source' prints only the source, exactly as \
        stored. A scenario removed with 'catalog rm' is shown too, marked as removed.

        For a run: its record as '#' comment lines (scenario, revision, profile and rules \
        version, status, events, start, duration, batch, timeline hash), then its timeline in \
        canonical text, coloured on a terminal; the whole output reads back as a timeline file. \
        '--format jsonl' prints only the timeline's events, as JSON Lines.

        An unknown scenario name exits 2 and suggests the nearest one. The database must \
        exist (exit 3 otherwise); it is never created.

        EXAMPLES
          catalog show dimming-presentation
          catalog show dimming-presentation --revision 1 --source > old.yaml
          catalog show 42
          catalog show run:42 --format jsonl | jq .call

        \(ExitStatus.help)
        """)

    @Argument(
      help: ArgumentHelp("A scenario name, or a run id ('42' or 'run:42').", valueName: "name|run"))
    var target: String

    @Option(help: "For a scenario: the revision whose source to show (default: the latest).")
    var revision: Int?

    @Flag(help: "For a scenario: print only the source, exactly as stored.")
    var source = false

    @Option(help: "For a scenario: how many recent runs to show per profile.")
    var runs = 5

    @Option(help: "For a run: 'text' (comment header and canonical text) or 'jsonl' (JSON Lines).")
    var format: TimelineFormat = .text

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if let revision, revision < 1 {
        throw ValidationError("'--revision' must be 1 or more.")
      }
      if runs < 0 { throw ValidationError("'--runs' must be 0 or more.") }
      switch try? ShowTarget(target) {
      case .run?:
        if revision != nil || source {
          throw ValidationError(
            "'--revision' and '--source' apply to scenarios, and '\(target)' names a run.")
        }
      case .scenario?:
        if format == .jsonl {
          throw ValidationError(
            "'--format jsonl' applies to runs, and '\(target)' names a scenario.")
        }
      case nil:
        break
      }
    }

    func run() throws {
      let location = database.location
      let target = try reportingFailures { try ShowTarget(self.target) }
      switch target {
      case .scenario(let name):
        let report = try reportingFailures {
          try ShowScenario(name: name, revision: revision, runsPerProfile: runs).run(at: location)
        }
        Console.out(source ? report.revision.source : Self.text(report, now: Date()))
      case .run(let id):
        let report = try reportingFailures { try ShowRun(id: id).run(at: location) }
        switch format {
        case .text:
          Console.out(Self.header(report.run) + (report.timeline.map(TimelineStyle.render) ?? ""))
        case .jsonl:
          Console.out(report.timeline?.jsonLines() ?? "")
        }
      }
    }

    // MARK: - Scenario

    static func text(_ report: ShowScenario.Report, now: Date) -> String {
      let scenario = report.scenario
      let shown = report.revision
      var out = heading(scenario.name) + "\n"
      if let summary = shown.summary { out += "  \(summary)\n" }
      if !scenario.tags.isEmpty { out += "  tags: \(scenario.tags.joined(separator: ", "))\n" }
      out += "  added \(scenario.createdAt.timestamp)"
      out += ", \(count(scenario.revisions.count, "revision"))\n"
      if let removedAt = scenario.removedAt {
        out +=
          "  removed \(removedAt.timestamp) with 'catalog rm'; 'catalog add' revives it\n"
      }

      out += "\n" + heading("REVISIONS") + "\n"
      for revision in scenario.revisions.reversed() {
        out +=
          "  \(pad(String(revision.number), 4))\(revision.createdAt.timestamp)  \(revision.fileName)"
        out += revision.number == shown.number ? "  (shown below)\n" : "\n"
      }

      out += "\n" + heading("RUNS") + "\n"
      if report.runs.isEmpty { out += "  none yet\n" }
      let profileWidth = (report.runs.map(\.profile.count).max() ?? 0) + 2
      for (profile, runs) in report.runs {
        for (index, run) in runs.enumerated() {
          out += "  " + pad(index == 0 ? profile : "", profileWidth)
          out +=
            pad("#\(run.id)", 8) + pad(run.status.rawValue, 12)
            + pad("\(run.eventCount) events", 12)
          out +=
            "\(run.startedAt.timestamp) (\(RelativeTime.string(for: run.startedAt, now: now)))"
          out += "  revision \(run.revision), rules \(run.profileRulesVersion)\n"
        }
      }

      out += "\n" + heading("BASELINES") + "\n"
      if report.baselines.isEmpty { out += "  none\n" }
      let baselineWidth = (report.baselines.map(\.profile.count).max() ?? 0) + 2
      for baseline in report.baselines {
        out += "  " + pad(baseline.profile, baselineWidth)
        out +=
          "\(baseline.eventCount) events, rules \(baseline.profileRulesVersion), accepted by \(baseline.acceptedBy) "
        out += "at \(baseline.acceptedAt.timestamp)"
        out += baseline.runID.map { " from run #\($0)" } ?? " (imported)"
        out += "\n"
      }

      out += "\n" + heading("SOURCE") + " \(shown.fileName), revision \(shown.number)\n"
      out += shown.source
      if !shown.source.hasSuffix("\n") { out += "\n" }
      return out
    }

    private static func heading(_ text: String) -> String {
      TimelineStyle.colorIsOn ? text.bold : text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    // MARK: - Run

    /// The run's record as `#` comment lines, which timeline readers skip.
    static func header(_ run: StoredRun) -> String {
      var out =
        "# run \(run.id): \(run.scenario) (revision \(run.revision)) @ \(run.profile) (rules \(run.profileRulesVersion))\n"
      let milliseconds = String(format: "%.3f", Double(run.durationMicroseconds) / 1000)
      out +=
        "# \(run.status.rawValue), \(count(run.eventCount, "event")), started \(run.startedAt.timestamp), "
      out += "took \(milliseconds) ms, batch #\(run.batchID), catalog \(run.catalogVersion)\n"
      if let hash = run.timelineHash { out += "# timeline \(hash)\n" }
      if let message = run.message {
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
          out += "# \(line)\n"
        }
      }
      if run.timelineHash == nil { out += "# no timeline\n" }
      return out
    }
  }
}
