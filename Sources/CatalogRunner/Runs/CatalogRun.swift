import CatalogModel
import CatalogStorage
import Foundation
import TransitionEngine

/// `catalog run NAME…|--all|--tag T`: replays stored scenarios on every core and records the
/// batch and its runs in one transaction.
public enum CatalogRun {
  public struct Report: Sendable {
    public var batch: RecordedBatch
    public var outcomes: [ReplayOutcome]
    public var summary: String
    public var seconds: Double
  }

  public static func run(
    _ selection: ScenarioSelection, profiles: [EngineProfile], commandLine: [String], location: CatalogLocation,
    progress: StoredReplay.Progress? = nil
  ) throws(RunnerError) -> Report {
    guard FileManager.default.fileExists(atPath: location.path) else { throw .noCatalog(location.path) }
    let catalog = try location.openForWriting()
    let startedAt = Date()
    let scenarios = try selection.resolve(in: catalog)
    let outcomes = StoredReplay.run(scenarios, profiles: profiles, catalog: catalog, progress: progress)
    let finishedAt = Date()
    let summary = Self.summary(outcomes)
    let batch: RecordedBatch
    do {
      batch = try catalog.recordBatch(
        BatchInput(
          kind: .run, commandLine: commandLine, catalogVersion: CatalogVersion.current, startedAt: startedAt,
          finishedAt: finishedAt, summary: summary),
        runs: outcomes.map { $0.runInput() })
      try catalog.close()
    } catch {
      throw .fromStore(error, path: location.path)
    }
    return Report(
      batch: batch, outcomes: outcomes, summary: summary,
      seconds: finishedAt.timeIntervalSince(startedAt))
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
