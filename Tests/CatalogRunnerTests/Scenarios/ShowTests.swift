import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing

@Suite(.tags(.medium))
struct ShowTests {
  @Test func aScenarioComesWithItsRevisionsRunsAndBaselines() throws {
    // Given a scenario with two revisions, runs and a baseline
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    let file = try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    _ = try AddScenarios(paths: [file]).run(at: location)
    try folder.write("a.yaml", ScenarioTexts.valid("alpha", variant: 1))
    _ = try AddScenarios(paths: [file]).run(at: location)
    let catalog = try location.openForWriting()
    let recorded = try ScenarioTexts.recordRuns(in: catalog, profiles: [.uikit8, .uikit17])
    try ScenarioTexts.recordRuns(in: catalog, profiles: [.uikit17])
    _ = try catalog.acceptBaselines([
      BaselineInput(
        scenario: "alpha", profile: "uikit-8", profileRulesVersion: 1,
        timeline: .run(recorded.runIDs[0]),
        acceptedBy: "ana", acceptedAt: Date(), catalogVersion: "0.1.0")
    ])

    // When it is shown, at its first revision
    let report = try ShowScenario(name: "alpha", revision: 1).run(at: location)

    // Then
    #expect(report.revision.number == 1)
    #expect(report.revision.source == ScenarioTexts.valid("alpha"))
    #expect(report.scenario.revisions.count == 2)
    #expect(report.runs.map(\.profile) == ["uikit-8", "uikit-17"])
    #expect(report.runs.map(\.runs.count) == [1, 2])
    #expect(report.baselines.map(\.profile) == ["uikit-8"])
  }

  @Test func anUnknownNameSuggestsTheNearest() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [
      try folder.write("a.yaml", ScenarioTexts.valid("dimming-presentation"))
    ])
    .run(at: location)

    #expect {
      try ShowScenario(name: "dimming-presentaton").run(at: location)
    } throws: { error in
      (error as? RunnerError)?.description
        == "no scenario named 'dimming-presentaton' in the catalog; did you mean 'dimming-presentation'?"
    }
    #expect(throws: RunnerError.self) {
      try ShowScenario(name: "dimming-presentation", revision: 3).run(at: location)
    }
  }

  @Test func aRunComesWithItsTimeline() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("catalog.sqlite"))
    _ = try AddScenarios(paths: [try folder.write("a.yaml", ScenarioTexts.valid("alpha"))]).run(
      at: location)
    let recorded = try ScenarioTexts.recordRuns(in: try location.openForWriting())

    let report = try ShowRun(id: recorded.runIDs[0]).run(at: location)

    #expect(report.run.scenario == "alpha")
    #expect(report.run.status == .ok)
    #expect(report.timeline?.count == report.run.eventCount)
    #expect(report.timeline?.canonicalText().contains("A.present(D, animated: true)") == true)
    #expect(throws: RunnerError.self) { try ShowRun(id: RunID(rawValue: 999)).run(at: location) }
  }

  @Test func readingAMissingCatalogFailsWithoutCreatingIt() throws {
    let folder = try TemporaryFolder()
    let location = CatalogLocation(explicit: folder.file("none.sqlite"))

    #expect { try ShowScenario(name: "x").run(at: location) } throws: { error in
      guard case .noCatalog? = error as? RunnerError else { return false }
      return (error as? RunnerError)?.exitCode == 3
    }
    #expect(throws: RunnerError.self) { try ShowRun(id: RunID(rawValue: 1)).run(at: location) }
    #expect(throws: RunnerError.self) { try RemoveScenarios(names: ["x"]).run(at: location) }
    #expect(throws: RunnerError.self) {
      try ExportCatalog(directory: folder.file("out")).run(at: location)
    }
    #expect(!FileManager.default.fileExists(atPath: location.path))
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
  }
}
