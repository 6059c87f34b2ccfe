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
