import CatalogRunner
import CatalogStorage
import Foundation
import TransitionEngine

/// Scenario files and catalogs for the command tests.
enum Scenarios {
  /// A small valid scenario named `name`.
  static func valid(_ name: String, tags: [String] = ["custom"]) -> String {
    """
    name: \(name)
    summary: A plain full-screen presentation
    tags: [\(tags.joined(separator: ", "))]
    window: A
    controllers:
      A: {}
      D: {modalPresentationStyle: fullScreen}
    steps:
      - present: D
        from: A
      - dismiss: D

    """
  }

  /// A scenario with an unknown key (line 5) and an unknown controller (line 7).
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
