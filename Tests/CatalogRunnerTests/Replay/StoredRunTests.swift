import CatalogModel
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing
import TransitionEngine

@testable import CatalogRunner

/// `catalog run` of stored scenarios: parallel replay, recorded in one batch.
struct StoredRunTests {
  @Test func runRecordsOneBatchAndSharesIdenticalTimelines() throws {
    // Given two fixtures in a catalog
    let catalog = try TemporaryCatalog()
    try catalog.add(["present-from-view-did-appear", "sheet-swipe-to-dismiss"])

    // When both run under every profile, twice
    let selection = ScenarioSelection(all: true)
    let first = try CatalogRun(
      selection, profiles: EngineProfile.all, commandLine: ["catalog", "run", "--all"]
    ).run(at: catalog.location)
    let second = try CatalogRun(
      selection, profiles: EngineProfile.all, commandLine: ["catalog", "run", "--all"]
    ).run(at: catalog.location)

    // Then every scenario × profile has a run, unsupported ones without a timeline
    #expect(first.outcomes.count == 8)
    #expect(
      first.outcomes.map(\.status.recorded.rawValue) == [
        "ok", "ok", "ok", "ok",
        "unsupported", "unsupported", "ok", "ok",
      ])
    #expect(first.summary == "8 runs: 6 ok, 2 unsupported")
    // And identical timelines are stored once: present-from-view-did-appear is the same under
    // uikit-7 and uikit-13 (no first-traits callback: uikit-7 has no traits, uikit-13 predicts
    // them), so six runs store five timelines, and a second run adds nothing.
    #expect(first.batch.newTimelineCount == 5)
    #expect(second.batch.newTimelineCount == 0)
    #expect(first.outcomes.map(\.timeline?.digest) == second.outcomes.map(\.timeline?.digest))
    let database = try catalog.location.openForReading()
    #expect(try database.runs(scenario: "present-from-view-did-appear").count == 8)
  }

  @Test func storedTimelinesMatchTheFixtureBaselines() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["mail-compose-sheet"])
    let report = try CatalogRun(
      ScenarioSelection(names: ["mail-compose-sheet"]), profiles: [.uikit8], commandLine: []
    ).run(at: catalog.location)
    let baseline = try String(
      contentsOf: fixturesFolder.appendingPathComponent("mail-compose-sheet.uikit-8.timeline"), encoding: .utf8)
    let expected = try BaselineFile.parse(baseline).timeline
    #expect(report.outcomes.first?.timeline?.digest == TimelineDigest.sha256(of: expected))
  }

  @Test func unknownNamesAreRefusedWithASuggestion() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["dimming-presentation"])
    #expect(throws: RunnerError.self) {
      try CatalogRun(
        ScenarioSelection(names: ["diming-presentation"]), profiles: [.uikit8], commandLine: []
      ).run(at: catalog.location)
    }
    do {
      _ = try CatalogRun(
        ScenarioSelection(names: ["diming-presentation"]), profiles: [.uikit8], commandLine: []
      ).run(at: catalog.location)
    } catch {
      #expect(
        error.description
          == "no scenario named 'diming-presentation' in the catalog; did you mean 'dimming-presentation'?")
      #expect(error.exitCode == 2)
    }
  }

  @Test func aMissingCatalogIsNotCreatedByRun() throws {
    let catalog = try TemporaryCatalog()
    #expect(throws: RunnerError.self) {
      try CatalogRun(ScenarioSelection(all: true), profiles: [.uikit8], commandLine: []).run(at: catalog.location)
    }
    #expect(!FileManager.default.fileExists(atPath: catalog.location.path))
  }
}

/// Stored revisions replay from their compiled form, not by parsing YAML again.
struct CompiledRevisionTests {
  @Test func storedRevisionsDecodeFromTheirCompiledForm() throws {
    let catalog = try TemporaryCatalog()
    let names = ["dimming-presentation", "mail-compose-sheet", "form-sheet-trait-change", "sheet-swipe-to-dismiss"]
    try catalog.add(names)
    let stored = try catalog.location.openForReading().replayableScenarios()
    #expect(stored.count == names.count)
    for revision in stored {
      let blob = try #require(revision.compiled, "\(revision.name) has no compiled form")
      let decoded = try #require(CompiledScenario.decode(blob), "\(revision.name)'s compiled form does not decode")
      #expect(decoded == (try revision.load()))
    }
  }
}
