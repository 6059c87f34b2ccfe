import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import TransitionEngine

/// Catalogs with runs, for the command tests.
extension ScenarioTexts {
  /// Replays every scenario of the catalog at `path` under the newest profile and records the
  /// runs, as `catalog run` does; returns their ids.
  static func recordRuns(inCatalogAt path: String) throws -> [RunID] {
    let catalog = try CatalogDatabase(path: path)
    let outcomes = StoredReplay.run(
      try catalog.replayableScenarios(), profiles: [.newest], workers: 1)
    let now = Date()
    let batch = BatchInput(
      kind: .run, commandLine: ["catalog", "run"], catalogVersion: CatalogVersion.current,
      startedAt: now, finishedAt: now, summary: "\(outcomes.count) runs")
    let recorded = try catalog.recordBatch(batch, runs: outcomes.map { $0.runInput() })
    try catalog.close()
    return recorded.runIDs
  }
}
