import CatalogModel
import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Accepting, superseding, importing and pruning baselines.
@Suite(.tags(.small))
struct BaselineTests {
  /// A catalog with scenario `plain` run twice under uikit-13, with different timelines.
  static func catalogWithTwoRuns(_ kind: StorageKind) throws -> (CatalogDatabase, [RunID]) {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    let recorded = try catalog.recordBatch(
      Fixtures.batch(),
      runs: [
        Fixtures.run("plain", timeline: Fixtures.timeline(seed: 1)),
        Fixtures.run("plain", timeline: Fixtures.timeline(seed: 2)),
      ])
    return (catalog, recorded.runIDs)
  }

  @Test(arguments: StorageKind.allCases) func aNewAcceptSupersedesTheCurrentBaselineAndKeepsIt(_ kind: StorageKind)
    throws
  {
    // Given a baseline accepted from the first run
    let (catalog, runs) = try Self.catalogWithTwoRuns(kind)
    let first = try catalog.acceptBaselines([Fixtures.baseline("plain", timeline: .run(runs[0]))])
    #expect(first.map(\.change) == [.created])

    // When the second run is accepted, by someone else, later
    let later = Fixtures.start.addingTimeInterval(60)
    let second = try catalog.acceptBaselines([
      Fixtures.baseline("plain", timeline: .run(runs[1]), by: "bo", at: later)
    ])

    // Then it is current, and the first one is history
    #expect(second.map(\.change) == [.superseded(first[0].baselineID)])
    let current = try catalog.currentBaselines()
    #expect(current.map(\.id) == [second[0].baselineID])
    #expect(current.first?.timelineHash == TimelineDigest.sha256(of: Fixtures.timeline(seed: 2)))
    #expect(current.first?.acceptedBy == "bo")
    #expect(current.first?.runID == runs[1])
    #expect(current.first?.catalogVersion == "0.1.0")
    let history = try catalog.baselineHistory(scenario: "plain", profile: "uikit-13")
    #expect(history.map(\.id) == [second[0].baselineID, first[0].baselineID])
    #expect(history.map(\.isCurrent) == [true, false])
    #expect(history.last?.supersededAt == later)
  }

  @Test(arguments: StorageKind.allCases) func acceptingTheCurrentTimelineAgainChangesNothing(_ kind: StorageKind) throws
  {
    let (catalog, runs) = try Self.catalogWithTwoRuns(kind)
    let first = try catalog.acceptBaselines([Fixtures.baseline("plain", timeline: .run(runs[0]))])
    let hash = TimelineDigest.sha256(of: Fixtures.timeline(seed: 1))
    let again = try catalog.acceptBaselines([Fixtures.baseline("plain", timeline: .hash(hash))])
    #expect(again.map(\.change) == [.unchanged])
    #expect(again.map(\.baselineID) == first.map(\.baselineID))
    #expect(try catalog.baselineHistory(scenario: "plain", profile: "uikit-13").count == 1)
  }

  @Test(arguments: StorageKind.allCases) func aRunOfAnotherScenarioOrProfileIsRefused(_ kind: StorageKind) throws {
    let (catalog, runs) = try Self.catalogWithTwoRuns(kind)
    let error = #expect(throws: StorageError.self) {
      try catalog.acceptBaselines([
        Fixtures.baseline("plain", profile: "uikit-8", timeline: .run(runs[0]))
      ])
    }
    #expect(
      error?.description
        == "run #\(runs[0]) is not a run of scenario 'plain' under profile 'uikit-8'")
    #expect(throws: StorageError.self) {
      try catalog.acceptBaselines([
        Fixtures.baseline("plain", timeline: .hash(String(repeating: "a", count: 64)))
      ])
    }
    #expect(try catalog.currentBaselines().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func anImportedBaselineHasNoRunAndUnknownTurnsUntilARunFillsThemIn(
    _ kind: StorageKind
  ) throws {
    // Given a timeline read back from canonical text (turns unknown)
    let catalog = try TestCatalog.empty(kind)
    let original = Fixtures.timeline(seed: 5)
    let imported = try Timeline(canonicalText: original.canonicalText())
    #expect(imported.events.allSatisfy { $0.turn == -1 })

    // When it is imported as a baseline of a new scenario
    let outcome = try catalog.importScenarios(
      [Fixtures.scenario("plain")],
      baselines: [Fixtures.baseline("plain", timeline: .timeline(HashedTimeline(imported)))])
    #expect(outcome.added.map(\.change) == [.created])
    #expect(outcome.accepted.map(\.change) == [.created])

    // Then the baseline has no run, and its turns are stored as NULL
    let baseline = try #require(try catalog.currentBaselines().first)
    #expect(baseline.isImported)
    #expect(baseline.timelineHash == TimelineDigest.sha256(of: original))
    let nullTurns = try catalog.count("timelineEvent", where: "turn IS NULL")
    #expect(nullTurns == original.count)
    #expect(try catalog.storedTimeline(hash: baseline.timelineHash)?.hasTurns == false)

    // When a run produces the same timeline, with turns
    let recorded = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("plain", timeline: original)])

    // Then it shares the stored copy, which now knows its turns
    #expect(recorded.newTimelineCount == 0)
    #expect(try catalog.timeline(hash: baseline.timelineHash) == original)
    #expect(try catalog.storedTimeline(hash: baseline.timelineHash)?.hasTurns == true)
  }

  @Test(arguments: StorageKind.allCases) func obsoleteBaselinesArePrunedWithTheirHistoryAndUnusedTimelines(
    _ kind: StorageKind
  ) throws {
    // Given baselines of a removed scenario, of a profile no longer known, and of a live pair
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("gone"), Fixtures.scenario("kept")])
    let recorded = try catalog.recordBatch(
      Fixtures.batch(),
      runs: [
        Fixtures.run("gone", timeline: Fixtures.timeline(seed: 1)),
        Fixtures.run("kept", profile: "uikit-6", timeline: Fixtures.timeline(seed: 2)),
        Fixtures.run("kept", timeline: Fixtures.timeline(seed: 3)),
      ])
    try catalog.acceptBaselines([
      Fixtures.baseline("gone", timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 9)))),
      Fixtures.baseline("kept", profile: "uikit-6", timeline: .run(recorded.runIDs[1])),
      Fixtures.baseline("kept", timeline: .run(recorded.runIDs[2])),
    ])
    try catalog.acceptBaselines([Fixtures.baseline("gone", timeline: .run(recorded.runIDs[0]))])
    try catalog.removeScenario(named: "gone")
    let known: Set<String> = ["uikit-8", "uikit-13"]

    // When listing, then pruning, the obsolete ones
    let obsolete = try catalog.obsoleteBaselines(knownProfiles: known)
    let pruned = try catalog.pruneBaselines(knownProfiles: known)

    // Then exactly those are gone, history included, with the imported timeline no run used
    #expect(obsolete.map { "\($0.scenario)/\($0.profile)" } == ["gone/uikit-13", "kept/uikit-6"])
    #expect(pruned.map(\.id) == obsolete.map(\.id))
    #expect(
      try catalog.currentBaselines().map { "\($0.scenario)/\($0.profile)" } == ["kept/uikit-13"])
    #expect(try catalog.baselineHistory(scenario: "gone", profile: "uikit-13").isEmpty)
    #expect(
      try catalog.timeline(hash: TimelineDigest.sha256(of: Fixtures.timeline(seed: 9))) == nil)
    #expect(try catalog.timelineCount() == 3)
    #expect(try catalog.obsoleteBaselines(knownProfiles: known).isEmpty)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func baselinesOfARevivedScenarioAreNoLongerObsolete(_ kind: StorageKind) throws
  {
    let (catalog, runs) = try Self.catalogWithTwoRuns(kind)
    try catalog.acceptBaselines([Fixtures.baseline("plain", timeline: .run(runs[0]))])
    try catalog.removeScenario(named: "plain")
    #expect(try catalog.obsoleteBaselines(knownProfiles: ["uikit-13"]).count == 1)
    #expect(throws: StorageError.self) {
      try catalog.acceptBaselines([Fixtures.baseline("plain", timeline: .run(runs[1]))])
    }
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    #expect(try catalog.obsoleteBaselines(knownProfiles: ["uikit-13"]).isEmpty)
  }
}
