import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import TransitionEngine

/// Scenario files and catalogs the runner tests build on.
enum ScenarioTexts {
  /// A small valid scenario named `name`; `variant` changes its source.
  static func valid(_ name: String, variant: Int = 0, tags: [String] = ["custom"]) -> String {
    """
    name: \(name)
    summary: Variant \(variant) of \(name)
    tags: [\(tags.joined(separator: ", "))]
    window: A
    controllers:
      A: {}
      D: {modalPresentationStyle: fullScreen}
    steps:
      - present: D
        from: A
      - wait: \(Double(variant) + 0.5)
      - dismiss: D

    """
  }

  /// A scenario with two problems: an unknown key and an unknown controller.
  static let invalid = """
    name: broken
    window: A
    controllers:
      A: {}
    stepz: []
    steps:
      - present: Q
        from: A

    """

  /// The repository's `fixtures/` folder.
  static let fixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("fixtures").path
  }()

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
