import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStorage

/// Check results, stored per batch, and accepting a change group.
@Suite(.tags(.small))
struct CheckTests {
  @Test(arguments: StorageKind.allCases) func checkResultsAreStoredPerBatchAndAGroupCanBeAccepted(_ kind: StorageKind)
    throws
  {
    // Given three scenarios with baselines, and a fourth without
    let catalog = try TestCatalog.empty(kind)
    let names = ["a", "b", "c", "d"]
    _ = try catalog.addScenarios(names.map { Fixtures.scenario($0) })
    let first = try catalog.recordBatch(
      Fixtures.batch(),
      runs: names.dropLast().map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) })
    try catalog.acceptBaselines(
      zip(names, first.runIDs).map { Fixtures.baseline($0, timeline: .run($1)) })

    // When a check finds a and b changed the same way, c passing, d new
    let changed = Fixtures.timeline(seed: 2)
    let check = try catalog.recordBatch(
      Fixtures.batch(.check, summary: "1 passed, 2 changed, 1 new"),
      runs: [
        Fixtures.run("a", timeline: changed), Fixtures.run("b", timeline: changed),
        Fixtures.run("c", timeline: Fixtures.timeline(seed: 1)),
        Fixtures.run("d", timeline: Fixtures.timeline(seed: 3)),
      ],
      checkResults: [
        CheckResultInput(
          scenario: "a", profile: "uikit-13", outcome: .changed, changeGroup: 1,
          changeSignature: "sig-1", message: "t moved"),
        CheckResultInput(
          scenario: "b", profile: "uikit-13", outcome: .changed, changeGroup: 1,
          changeSignature: "sig-1", message: "t moved"),
        CheckResultInput(scenario: "c", profile: "uikit-13", outcome: .passed),
        CheckResultInput(scenario: "d", profile: "uikit-13", outcome: .new),
      ])

    // Then the last check and its results read back, linked to runs and baselines
    let last = try #require(try catalog.lastCheck())
    #expect(last.id == check.batchID)
    #expect(last.kind == .check)
    let results = try catalog.checkResults(batch: last.id)
    #expect(results.map(\.scenario) == names)
    #expect(results.map(\.outcome) == [.changed, .changed, .passed, .new])
    #expect(results.map(\.runID) == check.runIDs)
    #expect(results[0].runTimelineHash == TimelineDigest.sha256(of: changed))
    #expect(
      results[0].baselineTimelineHash == TimelineDigest.sha256(of: Fixtures.timeline(seed: 1)))
    #expect(results[3].baselineID == nil)
    #expect(try catalog.checkResults(batch: last.id, group: 1).map(\.scenario) == ["a", "b"])
    #expect(try catalog.checkResults(changeSignature: "sig-1").count == 2)

    // When group 1 is accepted
    let accepted = try catalog.acceptCheckResults(
      batch: last.id, group: 1, acceptedBy: "ana", acceptedAt: Fixtures.start,
      catalogVersion: "0.1.0")

    // Then a and b have the new timeline as baseline; c and d are untouched
    #expect(accepted.map(\.scenario) == ["a", "b"])
    let current = try catalog.currentBaselines()
    #expect(current.map(\.scenario) == ["a", "b", "c"])
    #expect(
      current.map(\.timelineHash)
        == [changed, changed, Fixtures.timeline(seed: 1)].map(TimelineDigest.sha256(of:)))

    // And the remaining new scenario can be accepted by outcome
    let new = try catalog.acceptCheckResults(
      batch: last.id, group: nil, outcomes: [.new], acceptedBy: "ana", acceptedAt: Fixtures.start,
      catalogVersion: "0.1.0")
    #expect(new.map(\.scenario) == ["d"])
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func twoResultsForOnePairAreRefused(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a")])
    let result = CheckResultInput(scenario: "a", profile: "uikit-13", outcome: .new)
    #expect(throws: StorageError.self) {
      try catalog.recordBatch(Fixtures.batch(.check), runs: [], checkResults: [result, result])
    }
    #expect(try catalog.lastCheck() == nil)
  }
}
