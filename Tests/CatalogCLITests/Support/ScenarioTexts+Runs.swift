import CatalogModel
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

extension TemporaryFolder {
  /// A folder `fx` of the named valid scenarios, accepted under uikit-17 by `catalog check fx
  /// --accept`, then the first one edited to `variant`: its next check finds one change.
  static func checkedThenEdited(_ names: [String], variant: Int) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in names { try folder.write("fx/\(name).yaml", ScenarioTexts.valid(name)) }
    let accepted = try CatalogProcess.run(["check", "fx", "--accept", "--profile", "uikit-17"], in: folder.path)
    guard accepted.exitCode == 0 else { throw CatalogProcess.Failure(description: "\(accepted)") }
    if let first = names.first { try folder.write("fx/\(first).yaml", ScenarioTexts.valid(first, variant: variant)) }
    return folder
  }

  /// Runs `catalog <command> dimming-presentation.yaml longer.yaml --profile uikit-17 <options>`
  /// in a new folder holding the dimming presentation fixture and `longer.yaml`, the same scenario
  /// with its 1.0 s animation lengthened to 1.25 s: a comparison that finds one changed duration
  /// and a time shift of every later event.
  static func comparingDimmingWithALongerCopy(_ command: String, _ options: [String]) throws -> (
    folder: TemporaryFolder, result: CatalogProcess.Result
  ) {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let original = try folder.read("dimming-presentation.yaml")
    try folder.write("longer.yaml", original.replacingOccurrences(of: "duration: 1.0}", with: "duration: 1.25}"))
    let result = try CatalogProcess.run(
      [command, "dimming-presentation.yaml", "longer.yaml", "--profile", "uikit-17"] + options, in: folder.path)
    return (folder, result)
  }
}
