import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStorage

/// Scenarios, their revisions, tags, removal and listing.
@Suite(.tags(.small))
struct ScenarioTests {
  @Test(arguments: StorageKind.allCases) func identicalContentMakesNoNewRevision(_ kind: StorageKind) throws {
    // Given a scenario added once
    let catalog = try TestCatalog.empty(kind)
    let first = try catalog.addScenarios([Fixtures.scenario("plain")])
    #expect(first.map(\.change) == [.created])
    #expect(first.map(\.revision) == [1])

    // When the same source is added again, then a changed one, then the first one again
    let again = try catalog.addScenarios([Fixtures.scenario("plain")])
    let changed = try catalog.addScenarios([Fixtures.scenario("plain", variant: 1)])
    let back = try catalog.addScenarios([Fixtures.scenario("plain")])

    // Then only real changes (against the latest revision) add revisions
    #expect(again.map(\.change) == [.unchanged])
    #expect(again.map(\.addedRevision) == [false])
    #expect(again.first?.revisionID == first.first?.revisionID)
    #expect(changed.map(\.change) == [.newRevision])
    #expect(changed.map(\.revision) == [2])
    #expect(back.map(\.revision) == [3])
    let stored = try #require(try catalog.scenario(named: "plain"))
    #expect(stored.revisions.map(\.number) == [1, 2, 3])
    #expect(
      stored.revisions.map(\.source)
        == [0, 1, 0].map { Fixtures.scenario("plain", variant: $0).source })
    #expect(stored.latest?.summary == "Variant 0 of plain")
  }

  /// Issue 28 item 4: a write records the catalog's clock, read once when its transaction begins,
  /// not the system's time inside the transaction.
  @Test(arguments: StorageKind.allCases) func writesRecordTheCatalogsClock(_ kind: StorageKind) throws {
    let moments = Moments([Fixtures.start, Fixtures.start.addingTimeInterval(90)])
    let catalog = try TestCatalog.empty(kind, clock: { moments.next() })
    _ = try catalog.addScenarios([Fixtures.scenario("plain"), Fixtures.scenario("other")])
    #expect(try catalog.removeScenario(named: "plain"))
    let plain = try #require(try catalog.scenario(named: "plain"))
    let other = try #require(try catalog.scenario(named: "other"))
    #expect(plain.createdAt == Fixtures.start && other.createdAt == Fixtures.start)
    #expect(plain.revisions.map(\.createdAt) == [Fixtures.start])
    #expect(plain.removedAt == Fixtures.start.addingTimeInterval(90))
  }

  /// A clock that gives `dates` in turn, then the last one.
  final class Moments: @unchecked Sendable {
    private var dates: [Date]
    private let lock = NSLock()
    init(_ dates: [Date]) { self.dates = dates }
    func next() -> Date {
      lock.withLock { dates.count > 1 ? dates.removeFirst() : dates[0] }
    }
  }

  @Test(arguments: StorageKind.allCases) func aNewRevisionReplacesTheTags(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("plain", tags: ["a", "b"])])
    _ = try catalog.addScenarios([Fixtures.scenario("plain", variant: 1, tags: ["c", "b"])])
    #expect(try catalog.scenario(named: "plain")?.tags == ["b", "c"])
    #expect(try catalog.listScenarios(tag: "a").isEmpty)
    #expect(try catalog.listScenarios(tag: "c").map(\.name) == ["plain"])
  }

  @Test(arguments: StorageKind.allCases) func removingKeepsHistoryAndAddingAgainRevives(_ kind: StorageKind) throws {
    // Given a removed scenario
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("plain"), Fixtures.scenario("other")])
    #expect(try catalog.removeScenario(named: "plain"))
    #expect(try catalog.removeScenario(named: "plain") == false)

    // Then it is gone from the list, not from the catalog
    #expect(try catalog.listScenarios().map(\.name) == ["other"])
    #expect(try catalog.listScenarios(includeRemoved: true).map(\.name) == ["other", "plain"])
    #expect(try catalog.scenario(named: "plain")?.isRemoved == true)
    let runError = #expect(throws: StorageError.self) {
      try catalog.recordBatch(
        Fixtures.batch(), runs: [Fixtures.run("plain", timeline: nil, status: .failed)])
    }
    #expect(
      runError?.description
        == "scenario 'plain' was removed from the catalog: add it again to use it")

    // When it is added again, unchanged
    let revived = try catalog.addScenarios([Fixtures.scenario("plain")])

    // Then it is back, with the same revision
    #expect(revived.map(\.change) == [.revived])
    #expect(revived.map(\.addedRevision) == [false])
    #expect(revived.map(\.revision) == [1])
    #expect(try catalog.listScenarios().map(\.name) == ["other", "plain"])
    #expect(throws: StorageError.self) { try catalog.removeScenario(named: "never-added") }
  }

  @Test(arguments: StorageKind.allCases) func listShowsTagsRevisionCountsAndTheLastRunPerProfile(_ kind: StorageKind)
    throws
  {
    // Given scenarios run under two profiles, twice
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([
      Fixtures.scenario("b-sheet", tags: ["sheet", "custom"]),
      Fixtures.scenario("a-plain", tags: []),
    ])
    _ = try catalog.addScenarios([
      Fixtures.scenario("b-sheet", variant: 1, tags: ["sheet", "custom"])
    ])
    _ = try catalog.recordBatch(
      Fixtures.batch(),
      runs: [
        Fixtures.run("b-sheet", profile: "uikit-8", timeline: Fixtures.timeline(seed: 1)),
        Fixtures.run("b-sheet", profile: "uikit-13", timeline: Fixtures.timeline(seed: 2)),
      ])
    let second = try catalog.recordBatch(
      Fixtures.batch(),
      runs: [Fixtures.run("b-sheet", profile: "uikit-13", timeline: nil, status: .invalid)])

    // When listing
    let list = try catalog.listScenarios()

    // Then each scenario has its summary line and its latest run per profile
    #expect(list.map(\.name) == ["a-plain", "b-sheet"])
    #expect(list[0].lastRuns.isEmpty)
    #expect(list[0].tags.isEmpty)
    #expect(list[1].tags == ["custom", "sheet"])
    #expect(list[1].revisionCount == 2)
    #expect(list[1].summary == "Variant 1 of b-sheet")
    #expect(list[1].fileName == "b-sheet.yaml")
    #expect(list[1].lastRuns.map(\.profile) == ["uikit-13", "uikit-8"])
    #expect(list[1].lastRuns.map(\.status) == [.invalid, .ok])
    #expect(list[1].lastRuns.first?.runID == second.runIDs.first)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func anEmptyNameIsRefused(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    #expect(throws: StorageError.self) { try catalog.addScenarios([Fixtures.scenario("")]) }
  }
}

/// Migration 0010: each revision keeps how many `expect:` facts it has, so that a check replays
/// the scenarios with facts instead of reusing an earlier run.
@Suite(.tags(.small))
struct RevisionFactCountTests {
  @Test(arguments: StorageKind.allCases) func aRevisionKeepsItsFactCount(_ kind: StorageKind) throws {
    // Given one scenario with three facts and one without
    let catalog = try TestCatalog.empty(kind)
    var withFacts = Fixtures.scenario("checked")
    withFacts.factCount = 3
    _ = try catalog.addScenarios([withFacts, Fixtures.scenario("plain")])

    // Then the scenarios to replay carry the counts, with their forms or without
    for withForms in [false, true] {
      let replayable = try catalog.replayableScenarios(withForms: withForms)
      #expect(
        Dictionary(uniqueKeysWithValues: replayable.map { ($0.name, $0.factCount) }) == ["checked": 3, "plain": 0])
    }
  }
}
