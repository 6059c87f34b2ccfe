import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import ScenarioFile

extension ShowRun.Report: LineReport {
  /// The run's record as `#` comment lines (which timeline readers skip), then its timeline.
  package func text(style: TextStyle) -> String {
    header + (timeline.map { style.timeline($0) } ?? "")
  }

  /// The timeline's events only.
  package func jsonLines() -> String { timeline?.jsonLines() ?? "" }

  /// The run's record as `#` comment lines.
  package var header: String {
    var out =
      "# run \(run.id): \(run.scenario) (revision \(run.revision)) @ \(run.profile) (rules \(run.profileRulesVersion))\n"
    let milliseconds = String(format: "%.3f", Double(run.durationMicroseconds) / 1000)
    out += "# \(run.status.rawValue), \(run.eventCount) event\(run.eventCount == 1 ? "" : "s"), "
    out +=
      "started \(run.startedAt.timestamp), took \(milliseconds) ms, batch #\(run.batchID), catalog \(run.catalogVersion)\n"
    if let hash = run.timelineHash { out += "# timeline \(hash)\n" }
    if let message = run.message {
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        out += "# \(line)\n"
      }
    }
    if run.timelineHash == nil { out += "# no timeline\n" }
    return out
  }

  /// `{"run": {run…}, "events": [event…]}`.
  struct Document: Encodable {
    let run: RunDocument
    let events: [Timeline.EncodedEvent]

    init(_ report: ShowRun.Report) {
      run = RunDocument(run: report.run)
      events = report.timeline?.encodedEvents ?? []
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
