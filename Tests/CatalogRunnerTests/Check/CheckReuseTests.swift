import CatalogModel
import CatalogStorage
import CatalogTestSupport
import Foundation
import GRDB
import ScenarioFile
import Testing
import TransitionEngine

@testable import CatalogReports
@testable import CatalogRunner

/// Issue 14: a stored scenario whose latest run can stand for its result is not replayed, and a
/// replay that gives what the latest run gave adds no run; `--no-reuse` replays everything.
@Suite(.tags(.medium))
struct CheckReuseTests {
  /// A catalog of three fixtures run and accepted under uikit-8 and uikit-17.
  static func acceptedCatalog() throws -> (TemporaryCatalog, TemporaryFolder) {
    let catalog = try TemporaryCatalog()
    let work = try TemporaryFolder()
    let names = ["ios13-default-style", "dimming-presentation", "non-animated-presentation"]
    try work.copyFixtures(names)
    try catalog.add(names, from: work.url)
    _ = try CatalogRun(
      ScenarioSelection(all: true), profiles: [.uikit8, .uikit17], commandLine: []
    ).run(at: catalog.location)
    _ = try AcceptBaselines(
      .latestRuns(ScenarioSelection(all: true), profiles: []), acceptedBy: "ana"
    ).run(at: catalog.location)
    return (catalog, work)
  }

  static func runCount(_ catalog: TemporaryCatalog) throws -> Int {
    let queue = try DatabaseQueue(path: catalog.location.path)
    defer { try? queue.close() }
    return try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM run") ?? -1 }
  }

  @Test func unchangedResultsAreReusedAndSaySo() throws {
    let (catalog, _) = try Self.acceptedCatalog()
    let runs = try Self.runCount(catalog)

    let report = try CheckRequest().run(at: catalog.location)
    #expect(report.passed)
    #expect(report.items.count == 6)
    #expect(report.reusedCount == 6)
    #expect(report.items.allSatisfy { $0.reused && $0.runID != nil })
    #expect(report.text(style: .plain).contains("6 of them reused"))
    #expect(try ReportEncoder.json(report).contains("\"reused\": 6"))
    #expect(try Self.runCount(catalog) == runs)

    // The results stand on the accepted runs: accepting them again changes nothing.
    let stored = try catalog.location.openForReading().checkResults(batch: try #require(report.batchID))
    #expect(
      Dictionary(uniqueKeysWithValues: stored.map { ("\($0.scenario) @ \($0.profile)", $0.runID) })
        == Dictionary(uniqueKeysWithValues: report.items.map { ($0.title, $0.runID) }))
  }

  @Test func noReuseReplaysEverythingAndStillAddsNoRun() throws {
    let (catalog, _) = try Self.acceptedCatalog()
    let runs = try Self.runCount(catalog)
    var request = CheckRequest()
    request.reuse = false
    let report = try request.run(at: catalog.location)
    #expect(report.passed)
    #expect(report.reusedCount == 0)
    #expect(!report.text(style: .plain).contains("reused"))
    // Every replay gave its latest run's timeline, so the results point at those runs.
    #expect(try Self.runCount(catalog) == runs)
    #expect(report.items.allSatisfy { $0.runID != nil })
  }

  @Test func aNewRevisionIsReplayed() throws {
    let (catalog, work) = try Self.acceptedCatalog()
    try work.write("dimming-presentation.yaml", try work.read("dimming-presentation.yaml") + "\n# revision 2\n")
    try catalog.add(["dimming-presentation"], from: work.url)
    let report = try CheckRequest().run(at: catalog.location)
    #expect(report.passed)
    #expect(
      report.items.filter { !$0.reused }.map(\.title) == [
        "dimming-presentation @ uikit-8", "dimming-presentation @ uikit-17",
      ])
    // The replay of the new revision is a run of its own, of its baseline's timeline (which the
    // replay let go once hashed: the run records its length); the next check reuses it.
    let queue = try DatabaseQueue(path: catalog.location.path)
    let (newRuns, ofTheBaseline) = try queue.read { db in
      let revision = "(SELECT MAX(scenarioRevisionId) FROM run)"
      return (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM run WHERE scenarioRevisionId = \(revision)"),
        try Int.fetchOne(
          db,
          sql: """
            SELECT COUNT(*) FROM run r
            JOIN baseline b ON b.scenarioId = r.scenarioId AND b.profileId = r.profileId AND b.supersededAt IS NULL
            JOIN timeline t ON t.id = r.timelineId
            WHERE r.scenarioRevisionId = \(revision) AND r.timelineId = b.timelineId AND r.eventCount = t.eventCount
            """)
      )
    }
    try queue.close()
    #expect(newRuns == 2)
    #expect(ofTheBaseline == 2)
    let runs = try Self.runCount(catalog)
    let next = try CheckRequest().run(at: catalog.location)
    #expect(next.reusedCount == 6)
    #expect(try Self.runCount(catalog) == runs)
  }

  @Test func runsOfAnotherCatalogVersionAreNotReused() throws {
    let (catalog, _) = try Self.acceptedCatalog()
    let queue = try DatabaseQueue(path: catalog.location.path)
    try queue.write { db in try db.execute(sql: "UPDATE catalogVersion SET name = '0.0.9'") }
    try queue.close()
    let report = try CheckRequest().run(at: catalog.location)
    #expect(report.passed)
    #expect(report.reusedCount == 0)
    #expect(try CheckRequest().run(at: catalog.location).reusedCount == 6)
  }

  @Test func aBaselineOtherThanTheLatestRunsTimelineIsReplayedAndCompared() throws {
    let (catalog, work) = try Self.acceptedCatalog()
    // Another timeline becomes the baseline under uikit-8 (as an import of a baseline file would).
    let scenario = try ScenarioFile.load(contentsOf: work.file("dimming-presentation.yaml")).scenario
    var other = TransitionEngine(profile: .uikit8).run(scenario)
    other.events.removeLast()
    let database = try catalog.location.openForWriting()
    _ = try database.acceptBaselines([
      BaselineInput(
        scenario: "dimming-presentation", profile: "uikit-8", profileRulesVersion: EngineProfile.uikit8.rulesVersion,
        timeline: .timeline(HashedTimeline(other)), acceptedBy: "ana", acceptedAt: Date(),
        catalogVersion: CatalogVersion.current)
    ])
    try database.close()
    let report = try CheckRequest().run(at: catalog.location)
    #expect(report.count(.changed) == 1)
    #expect(report.reusedCount == 5)
    let changed = try #require(report.items.first { $0.outcome == .changed })
    #expect(changed.title == "dimming-presentation @ uikit-8" && !changed.reused)
    #expect(changed.diff?.summary.description == "1 event added")
  }

  /// The plan chooses each scenario's profiles from the ones asked for, each once: a profile
  /// asked for twice is checked once (the report lists a scenario's results by era).
  @Test func profilesAskedForAreCheckedOnceEachInEraOrder() throws {
    let (catalog, _) = try Self.acceptedCatalog()
    var request = CheckRequest(profiles: [.uikit17, .uikit8, .uikit17])
    request.reuse = false
    let report = try request.run(at: catalog.location)
    #expect(report.passed)
    #expect(report.items.count == 6)
    #expect(
      report.items.prefix(2).map(\.title) == ["dimming-presentation @ uikit-8", "dimming-presentation @ uikit-17"])

    // Asked for a profile without baselines: new results, beside the ones reused.
    let mixed = try CheckRequest(profiles: [.uikit13, .uikit8]).run(at: catalog.location)
    #expect(mixed.count(.new) == 3 && mixed.reusedCount == 3)
    #expect(mixed.items.filter { $0.outcome == .new }.allSatisfy { $0.profile?.name == "uikit-13" })
  }
}
