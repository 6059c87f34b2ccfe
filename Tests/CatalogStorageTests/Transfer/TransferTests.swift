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
}
