import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStorage

/// Export from one catalog, import into another.
@Suite(.tags(.small))
struct TransferTests {
  @Test(arguments: StorageKind.allCases) func anExportImportsIntoAnotherCatalogAsItWas(_ kind: StorageKind) throws {
    // Given a catalog with a scenario in its second revision and two baselines
    let source = try TestCatalog.empty(kind)
    _ = try source.addScenarios([Fixtures.scenario("plain", tags: ["x"])])
    _ = try source.addScenarios([Fixtures.scenario("plain", variant: 1, tags: ["x", "y"])])
    let recorded = try source.recordBatch(
      Fixtures.batch(),
      runs: [
        Fixtures.run("plain", profile: "uikit-8", timeline: Fixtures.timeline(seed: 1)),
        Fixtures.run("plain", profile: "uikit-13", timeline: Fixtures.timeline(seed: 2)),
      ])
    try source.acceptBaselines([
      Fixtures.baseline("plain", profile: "uikit-8", timeline: .run(recorded.runIDs[0])),
      Fixtures.baseline("plain", profile: "uikit-13", timeline: .run(recorded.runIDs[1])),
    ])

    // When it is exported, and imported into an empty catalog
    let exports = try source.exportScenarios()
    #expect(exports.count == 1)
    #expect(exports[0].scenario == Fixtures.scenario("plain", variant: 1, tags: ["x", "y"]))
    #expect(exports[0].baselines.map(\.profile) == ["uikit-13", "uikit-8"])
    let target = try TestCatalog.empty(kind)
    let outcome = try target.importScenarios(
      exports.map(\.scenario),
      baselines: exports.flatMap { export in
        export.baselines.map { $0.input(scenario: export.scenario.name) }
      })

    // Then the target has the same latest source and baselines, without runs
    #expect(outcome.accepted.count == 2)
    #expect(try target.scenario(named: "plain")?.latest?.source == exports[0].scenario.source)
    let baselines = try target.currentBaselines()
    #expect(baselines.map(\.timelineHash) == (try source.currentBaselines()).map(\.timelineHash))
    #expect(baselines.allSatisfy { $0.isImported })
    #expect(try target.timeline(hash: baselines[0].timelineHash) == Fixtures.timeline(seed: 2))
    #expect(throws: StorageError.self) { try source.exportScenarios(named: ["missing"]) }
  }

  /// `catalog export` of a catalog with a row it cannot read back (an event time no timeline can
  /// hold, written by another tool): the whole export fails as a corrupt timeline, and the
  /// salvage reads every scenario, baseline and recording on its own, leaving out only the
  /// baseline whose timeline is unreadable and naming it.
  @Test(arguments: StorageKind.allCases) func anUnreadableTimelineCostsOnlyItsBaselineInASalvage(_ kind: StorageKind)
    throws
  {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a"), Fixtures.scenario("b")])
    try catalog.acceptBaselines([
      Fixtures.baseline("a", timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 1)))),
      Fixtures.baseline("a", profile: "uikit-8", timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 2)))),
      Fixtures.baseline("b", timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 3)))),
    ])
    let recorded = try catalog.addRecordings([
      RecordingInput(
        scenario: "a", number: nil, content: "{}\nE1\n", iosVersion: "17.2", eventCount: 1, importedAt: Fixtures.start)
    ])
    #expect(recorded.map(\.number) == [1])
    let sound = try catalog.salvageScenarios()
    #expect(sound.skipped.isEmpty)
    func summary(_ exports: [ScenarioExport]) -> [String] {
      exports.map { "\($0.scenario) \($0.baselines.map(\.timelineHash)) \($0.recordings)" }
    }
    #expect(summary(sound.exports) == summary(try catalog.exportScenarios()))

    let damaged = try #require(
      try catalog.storedTimeline(hash: TimelineDigest.sha256(of: Fixtures.timeline(seed: 2)))
    ).id.rawValue
    try catalog.execute(
      "UPDATE timelineEvent SET t = \(VirtualTime.limit + 1) WHERE timelineId = \(damaged) AND seq = 3")
    #expect {
      try catalog.exportScenarios()
    } throws: { error in
      guard case StorageError.corruptTimeline = error else { return false }
      return true
    }

    let salvage = try catalog.salvageScenarios()
    #expect(salvage.exports.map(\.scenario.name) == ["a", "b"])
    #expect(salvage.exports.map { $0.baselines.map(\.profile) } == [["uikit-13"], ["uikit-13"]])
    #expect(salvage.exports[0].recordings.map(\.number) == [1])
    #expect(salvage.skipped.count == 1)
    #expect(
      salvage.skipped.first?.hasPrefix("baseline 'a' @ uikit-8: its timeline cannot be read: event 3: time") == true)
    #expect(try catalog.salvageScenarios(named: ["b"]).exports.map(\.scenario.name) == ["b"])
  }
}
