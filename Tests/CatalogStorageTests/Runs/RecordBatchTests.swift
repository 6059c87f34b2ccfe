import CatalogModel
import CatalogTestSupport
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Batches, runs and content-addressed timelines.
@Suite(.tags(.small))
struct RecordBatchTests {
  @Test(arguments: StorageKind.allCases) func aThousandRunsWithTheSameTimelineStoreOneCopy(_ kind: StorageKind) throws {
    // Given a scenario
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    let timeline = Fixtures.timeline(eventCount: 40)

    // When it runs 1,000 times with the same timeline, in ten batches
    var newTimelines = 0
    for _ in 0..<10 {
      let runs = (0..<100).map { _ in Fixtures.run("plain", timeline: timeline) }
      newTimelines += try catalog.recordBatch(Fixtures.batch(), runs: runs).newTimelineCount
    }

    // Then there are 1,000 runs and one timeline of 40 events
    #expect(newTimelines == 1)
    let counts = try ["run", "timeline", "timelineEvent"].map { try catalog.count($0) }
    #expect(counts == [1000, 1, 40])
    let hashes = Set(try catalog.runs(scenario: "plain", limit: 1000).compactMap(\.timelineHash))
    #expect(hashes == [TimelineDigest.sha256(of: timeline)])
  }

  @Test(arguments: StorageKind.allCases) func aTimelineReadsBackExactlyAsStored(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    let timeline = Fixtures.timeline(seed: 7, eventCount: 30)
    let recorded = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("plain", timeline: timeline)])

    let hash = TimelineDigest.sha256(of: timeline)
    let byHash = try #require(try catalog.timeline(hash: hash))
    let byRun = try #require(try catalog.timeline(run: recorded.runIDs[0]))
    #expect(byHash == timeline)
    #expect(byRun == timeline)
    #expect(byHash.canonicalText() == timeline.canonicalText())
    #expect(byHash.jsonLines() == timeline.jsonLines())
    #expect(byHash.events.map(\.kind) == timeline.events.map(\.kind))
    let info = try #require(try catalog.storedTimeline(hash: hash))
    #expect(info.eventCount == 30)
    #expect(info.hasTurns)
    #expect(try catalog.timeline(id: info.id) == timeline)
    #expect(try catalog.timeline(hash: String(repeating: "0", count: 64)) == nil)
  }

  @Test func eventsAreQueryableWithSQL() throws {
    let catalog = try CatalogDatabase.inMemory()
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    _ = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("plain", timeline: Fixtures.timeline(eventCount: 6))])
    let rows = try catalog.dbWriter.read { db in
      try Row.fetchAll(
        db,
        sql:
          "SELECT seq, t, turn, kind, receiver, call, args, result FROM timelineEvent ORDER BY seq")
    }
    #expect(rows.count == 6)
    #expect(rows[0]["kind"] == "call")
    #expect(rows[0]["receiver"] == "A")
    #expect(rows[0]["call"] == "present(_:animated:completion:)")
    #expect(rows[0]["args"] == #"["D",true]"#)
    #expect(rows[0]["result"] == nil as String?)
    #expect(rows[1]["t"] == 10)
    #expect(rows[1]["result"] == "[50, 50.5, 275, 567]")
    #expect(rows[3]["args"] == #"["Attempt to present <D> on \"A\"\nwhich is busy"]"#)
    #expect(rows[4]["result"] == "null")
  }

  @Test func everyColumnMatchesTheReferenceRendering() throws {
    // Given a timeline with every value shape, odd strings and an unknown turn
    var timeline = Fixtures.timeline(seed: 3, eventCount: 24)
    let odd = timeline.intern("tab\there, quote \" and back\\slash, bell \u{7}, ünïcödé 🎉")
    timeline.events[5].args = Arguments(.string(odd), .number(-0.125), .number(1e21), .bool(false))
    timeline.events[6].turn = -1
    let catalog = try CatalogDatabase.inMemory()
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    _ = try catalog.recordBatch(Fixtures.batch(), runs: [Fixtures.run("plain", timeline: timeline)])

    // Then the stored columns are what the plain renderers write
    let rows = try catalog.dbWriter.read { db in
      try Row.fetchAll(
        db, sql: "SELECT kind, receiver, call, args, result, turn FROM timelineEvent ORDER BY seq")
    }
    #expect(rows.count == timeline.count)
    for (index, row) in rows.enumerated() {
      let event = timeline.events[index]
      #expect(row["kind"] == event.kind.rawValue)
      #expect(row["receiver"] == timeline.string(event.receiver))
      #expect(row["call"] == timeline.string(event.call))
      #expect(row["args"] == timeline.referenceArgsColumn(index), "event \(index)")
      #expect(row["result"] == timeline.referenceResultColumn(index), "event \(index)")
      #expect(row["turn"] == (event.turn >= 0 ? Int(event.turn) : nil))
    }
    let stored = try #require(try catalog.timeline(hash: TimelineDigest.sha256(of: timeline)))
    #expect(stored.canonicalText() == timeline.canonicalText())
    #expect(stored.events[6].turn == -1)
  }

  @Test(arguments: StorageKind.allCases) func runsRecordWhatTheRunnerReports(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    let added = try catalog.addScenarios([Fixtures.scenario("plain")])
    var failed = Fixtures.run("plain", profile: "uikit-7", timeline: nil, status: .invalid)
    failed.message = "style 'pageSheet' is not in profile uikit-7"
    var byRevision = Fixtures.run("plain", timeline: Fixtures.timeline())
    byRevision.scenario = .revision(added[0].revisionID)
    let recorded = try catalog.recordBatch(
      Fixtures.batch(summary: "2 runs"), runs: [failed, byRevision])

    let runs = try catalog.runs(batch: recorded.batchID)
    #expect(runs.map(\.id) == recorded.runIDs)
    #expect(runs[0].status == .invalid)
    #expect(runs[0].message == "style 'pageSheet' is not in profile uikit-7")
    #expect(runs[0].timelineHash == nil)
    #expect(runs[0].eventCount == 0)
    #expect(runs[1].revision == 1)
    #expect(runs[1].eventCount == 12)
    #expect(runs[1].durationMicroseconds == 420)
    #expect(runs[1].startedAt == Fixtures.start)
    #expect(runs[1].catalogVersion == "0.1.0")
    #expect(try catalog.run(id: recorded.runIDs[1]) == runs[1])
    #expect(try catalog.timeline(run: recorded.runIDs[0]) == nil)

    let batch = try #require(try catalog.batch(id: recorded.batchID))
    #expect(batch.commandLine == ["catalog", "run", "fixtures/"])
    #expect(batch.summary == "2 runs")
    #expect(batch.runCount == 2)
    #expect(try catalog.lastBatch(kind: .run)?.id == recorded.batchID)
    #expect(try catalog.lastCheck() == nil)
  }

  @Test(arguments: StorageKind.allCases) func latestRunsCoverEveryScenarioAndProfile(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("a"), Fixtures.scenario("b")])
    for round in 0..<3 {
      _ = try catalog.recordBatch(
        Fixtures.batch(),
        runs: ["a", "b"].flatMap { name in
          ["uikit-8", "uikit-13"].map {
            Fixtures.run(name, profile: $0, timeline: Fixtures.timeline(seed: round))
          }
        })
    }
    let latest = try catalog.latestRuns()
    #expect(
      latest.map { "\($0.scenario)/\($0.profile)" } == [
        "a/uikit-13", "a/uikit-8", "b/uikit-13", "b/uikit-8",
      ])
    #expect(Set(latest.map(\.batchID)).count == 1)
    #expect(try catalog.latestRuns(scenario: "b", profile: "uikit-8").count == 1)
    #expect(try catalog.runs(scenario: "a", profile: "uikit-8", limit: 10).count == 3)
  }

  /// What `check` may stand on (`latestRuns(catalogVersion:)`): the latest run of each scenario
  /// and profile, as integers, only when it has a timeline, did not fail and was made by that
  /// catalog version; an older run behind a newer unusable one does not count.
  @Test(arguments: StorageKind.allCases) func latestRunsOfACatalogVersionAreTheUsableLatestOnes(_ kind: StorageKind)
    throws
  {
    let catalog = try TestCatalog.empty(kind)
    let added = try catalog.addScenarios(["a", "b", "c", "d"].map { Fixtures.scenario($0) })
    let old = try catalog.recordBatch(
      Fixtures.batch(),
      runs: ["a", "b", "c", "d"].map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) }
        + [Fixtures.run("a", profile: "uikit-8", timeline: Fixtures.timeline(seed: 2))])
    var failed = Fixtures.run("b", timeline: nil, status: .invalid)
    failed.message = "it failed"
    var otherVersion = Fixtures.run("c", timeline: Fixtures.timeline(seed: 3))
    otherVersion.catalogVersion = "0.0.9"
    let exception = Fixtures.run("d", timeline: Fixtures.timeline(seed: 4), status: .exception)
    let new = try catalog.recordBatch(Fixtures.batch(), runs: [failed, otherVersion, exception])

    let latest = try catalog.latestRuns(catalogVersion: Fixtures.catalogVersion)
      .sorted { ($0.scenarioID.rawValue, $0.profile) < ($1.scenarioID.rawValue, $1.profile) }

    let timelines = Dictionary(
      uniqueKeysWithValues: try [1, 2, 4].map { seed in
        (
          seed,
          try #require(try catalog.storedTimeline(hash: TimelineDigest.sha256(of: Fixtures.timeline(seed: seed)))).id
        )
      })
    #expect(
      latest == [
        LatestRun(
          scenarioID: added[0].scenarioID, profile: "uikit-13", runID: old.runIDs[0], revisionID: added[0].revisionID,
          profileRulesVersion: 1, timelineID: timelines[1]!),
        LatestRun(
          scenarioID: added[0].scenarioID, profile: "uikit-8", runID: old.runIDs[4], revisionID: added[0].revisionID,
          profileRulesVersion: 1, timelineID: timelines[2]!),
        LatestRun(
          scenarioID: added[3].scenarioID, profile: "uikit-13", runID: new.runIDs[2], revisionID: added[3].revisionID,
          profileRulesVersion: 1, timelineID: timelines[4]!),
      ])
    #expect(try catalog.latestRuns(catalogVersion: "9.9.9").isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func aWrongHashIsRefused(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    let run = RunInput(
      scenario: "plain", profile: "uikit-13", profileRulesVersion: 1, catalogVersion: "0.1.0",
      startedAt: Fixtures.start, durationMicroseconds: 1, status: .ok,
      timeline: HashedTimeline(Fixtures.timeline(), digest: "not-a-hash"))
    #expect(throws: StorageError.self) { try catalog.recordBatch(Fixtures.batch(), runs: [run]) }
  }
}
