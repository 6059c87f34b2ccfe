import CatalogModel
import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import TransitionEngine

/// Catalogs with runs, for the runner tests.
extension ScenarioTexts {
  /// Replays every scenario of `catalog` under `profiles` and records one batch, as `catalog
  /// run` does.
  @discardableResult
  static func recordRuns(
    in catalog: CatalogDatabase, profiles: [EngineProfile] = [.newest], at start: Date = Date()
  ) throws -> RecordedBatch {
    let outcomes = StoredReplay.run(
      try catalog.replayableScenarios(), profiles: profiles, workers: 1)
    let batch = BatchInput(
      kind: .run, commandLine: ["catalog", "run"], catalogVersion: CatalogVersion.current,
      startedAt: start, finishedAt: start, summary: "\(outcomes.count) runs")
    return try catalog.recordBatch(
      batch,
      runs: outcomes.map { outcome in
        var input = outcome.runInput()
        input.startedAt = start
        return input
      })
  }
}
