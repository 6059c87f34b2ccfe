import CatalogModel
import CatalogStorage
import Foundation
import TransitionEngine

/// `catalog run NAME…|--all|--tag T`: replays stored scenarios on every core and records the
/// batch and its runs in one transaction.
///
/// For example:
/// ```swift
/// let report = try CatalogRun(ScenarioSelection(all: true), profiles: [.uikit8], commandLine: [])
///   .run(at: location)
/// ```
package struct CatalogRun: CatalogOperation, Sendable {
  /// The stored scenarios to replay.
  package var selection: ScenarioSelection
  /// The profiles to replay them under.
  package var profiles: [EngineProfile]
  /// The command line the batch records.
  package var commandLine: [String]
  /// Called as replays finish.
  package var progress: StoredReplay.Progress?

  package init(
    _ selection: ScenarioSelection, profiles: [EngineProfile], commandLine: [String],
    progress: StoredReplay.Progress? = nil
  ) {
    self.selection = selection
    self.profiles = profiles
    self.commandLine = commandLine
    self.progress = progress
  }

  /// Writes to a catalog that must exist.
  package var access: CatalogAccess { .write }

  /// Replays the selected scenarios of `catalog` and records the batch.
  package func perform(in catalog: CatalogDatabase) throws -> StoredRunReport {
    let startedAt = Date()
    let scenarios = try selection.resolve(in: catalog)
    let outcomes = StoredReplay.run(scenarios, profiles: profiles, catalog: catalog, progress: progress)
    let finishedAt = Date()
    let summary = Self.summary(outcomes)
    let batch = try catalog.recordBatch(
      BatchInput(
        kind: .run, commandLine: commandLine, catalogVersion: CatalogVersion.current, startedAt: startedAt,
        finishedAt: finishedAt, summary: summary),
      runs: outcomes.map { $0.runInput() })
    return StoredRunReport(
      batch: batch, outcomes: outcomes, summary: summary, seconds: finishedAt.timeIntervalSince(startedAt))
  }

  /// "23 runs: 21 ok, 2 exception".
  static func summary(_ outcomes: [ReplayOutcome]) -> String {
    var counts: [String: Int] = [:]
    for outcome in outcomes { counts[outcome.status.recorded.rawValue, default: 0] += 1 }
    let order = ["ok", "exception", "unsupported", "invalid"]
    let parts = order.compactMap { status in counts[status].map { "\($0) \(status)" } }
    return "\(outcomes.count) run\(outcomes.count == 1 ? "" : "s")"
      + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
  }
}

/// What `catalog run` did with stored scenarios: the recorded batch and one outcome per scenario
/// and profile.
package struct StoredRunReport: Sendable {
  package var batch: RecordedBatch
  /// In the batch's order: scenario by scenario, profile by profile.
  package var outcomes: [ReplayOutcome]
  /// "23 runs: 21 ok, 2 exception".
  package var summary: String
  package var seconds: Double
}
