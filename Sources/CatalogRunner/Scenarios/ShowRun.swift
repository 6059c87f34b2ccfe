import CatalogModel
import CatalogStorage
import Foundation
import ScenarioFile

/// `catalog show RUN`: a run's record and the timeline it produced.
///
/// For example:
/// ```swift
/// let report = try ShowRun(id: RunID(rawValue: 42)).run(at: location)
/// print(report.timeline?.canonicalText() ?? "")
/// ```
package struct ShowRun: CatalogOperation, Sendable {
  package var id: RunID

  package init(id: RunID) {
    self.id = id
  }

  /// A run and its timeline.
  package struct Report: Sendable {
    package var run: StoredRun
    /// Nil when the run produced none (its status says why).
    package var timeline: Timeline?
    /// The run's scenario revision, when it still reads: its hierarchy orders the diagram's
    /// participants.
    package var scenario: Scenario? = nil
  }

  /// Reads the run from the catalog, which must exist.
  package var access: CatalogAccess { .read }

  /// Reads the run from `catalog`.
  ///
  /// - Throws: `RunnerError.invalidInput` when there is no such run.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    guard let run = try catalog.run(id: id) else {
      throw RunnerError.invalidInput(
        "no run #\(id) in the catalog: 'catalog show NAME' lists a scenario's recent runs")
    }
    let timeline = try catalog.timeline(run: id)
    let source = try? catalog.revisionSource(run.revisionID)
    let scenario = source.flatMap { $0 }.flatMap { try? ScenarioFile.parse($0, path: run.scenario).scenario }
    return Report(run: run, timeline: timeline, scenario: scenario)
  }
}

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

  enum CodingKeys: String, CodingKey {
    case run, events
  }

  /// `{"run": {run…}, "events": [event…]}`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RunDocument(run: run), forKey: .run)
    try container.encode(timeline?.encodedEvents ?? [], forKey: .events)
  }
}
