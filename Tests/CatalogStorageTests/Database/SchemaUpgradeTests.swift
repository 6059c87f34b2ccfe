import CatalogMigrations
import CatalogModel
import Foundation
import GRDB
import Testing

@testable import CatalogStorage

/// Databases made by older catalogs are upgraded with their data; databases made by newer ones
/// are refused and left alone.
@Suite(.tags(.medium))
struct SchemaUpgradeTests {
  /// The two events the 0001-era rows below hold.
  static func firstEraTimeline() -> Timeline {
    var timeline = Timeline()
    let a = timeline.intern("A")
    let d = timeline.intern("D")
    timeline.events.append(
      Event(
        kind: .call, time: .zero, turn: 0, receiver: a, call: Member.present.internedName,
        args: Arguments(.string(d), .bool(true))))
    timeline.events.append(
      Event(
        kind: .query, time: VirtualTime(milliseconds: 350), turn: 1,
        receiver: timeline.intern("pc:D"),
        call: Member.frameOfPresentedViewInContainerView.internedName,
        result: timeline.value(Rect(x: 0, y: 20, width: 375, height: 647))))
    return timeline
  }

  /// Rows written against schema 0001 as it shipped. This SQL must never change: it stands for
  /// a user's database made by the first release.
  static func firstEraRows(hash: String) -> String {
    """
    INSERT INTO catalogVersion (id, name) VALUES (1, '0.1.0');
    INSERT INTO profile (id, name) VALUES (1, 'uikit-13'), (2, 'uikit-8');
    INSERT INTO scenario (id, name, createdAt, removedAt) VALUES (1, 'plain', 1700000000000, NULL);
    INSERT INTO scenarioRevision (id, scenarioId, number, fileName, sourceFormat, source, summary, createdAt)
      VALUES (1, 1, 1, 'plain.yaml', 'yaml', 'name: plain', 'First', 1700000000000),
             (2, 1, 2, 'plain.yaml', 'yaml', 'name: plain # v2', 'Second', 1700000001000);
    INSERT INTO scenarioTag (scenarioId, tag) VALUES (1, 'sheet');
    INSERT INTO timeline (id, hash, eventCount, hasTurns, createdAt) VALUES (1, '\(hash)', 2, 1, 1700000002000);
    INSERT INTO timelineEvent (timelineId, seq, t, turn, kind, receiver, call, args, result) VALUES
      (1, 0, 0, 0, 'call', 'A', 'present(_:animated:completion:)', '["D",true]', NULL),
      (1, 1, 350, 1, 'query', 'pc:D', 'frameOfPresentedViewInContainerView', '[]', '[0, 20, 375, 647]');
    INSERT INTO batch (id, kind, commandLine, catalogVersionId, startedAt, finishedAt, summary)
      VALUES (1, 'run', '["catalog","run","plain.yaml"]', 1, 1700000002000, 1700000003000, '1 run: 1 ok');
    INSERT INTO run (id, batchId, scenarioId, scenarioRevisionId, profileId, profileRulesVersion,
        catalogVersionId, startedAt, durationMicroseconds, status, eventCount, timelineId, message)
      VALUES (1, 1, 1, 2, 1, 3, 1, 1700000002000, 1234, 'ok', 2, 1, NULL);
    INSERT INTO baseline (id, scenarioId, profileId, profileRulesVersion, timelineId, runId, acceptedBy,
        acceptedAt, catalogVersionId, supersededAt)
      VALUES (1, 1, 1, 3, 1, 1, 'ana', 1700000004000, 1, NULL);
    """
  }

  @Test func aDatabaseMadeByTheFirstMigrationIsUpgradedWithItsDataIntact() throws {
    // Given a database made by migration 0001 alone, holding data
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    let expected = Self.firstEraTimeline()
    let hash = TimelineDigest.sha256(of: expected)
    let firstEra = try DatabaseQueue(path: path)
    try CatalogSchema.makeMigrator(files: [CatalogMigrations.files[0]]).migrate(firstEra)
    try firstEra.write { db in try db.execute(sql: Self.firstEraRows(hash: hash)) }
    try firstEra.close()

    // When this catalog opens it
    let catalog = try CatalogDatabase(path: path)

    // Then the schema is the latest and every row reads back through today's API
    #expect(try catalog.appliedMigrations() == CatalogDatabase.knownMigrations)
    let scenario = try #require(try catalog.scenario(named: "plain"))
    #expect(scenario.revisions.map(\.source) == ["name: plain", "name: plain # v2"])
    #expect(scenario.tags == ["sheet"])
    let runs = try catalog.runs(scenario: "plain")
    #expect(runs.count == 1)
    #expect(runs.first?.revision == 2)
    #expect(runs.first?.profileRulesVersion == 3)
    #expect(runs.first?.timelineHash == hash)
    let timeline = try #require(try catalog.timeline(hash: hash))
    #expect(timeline == expected)
    #expect(TimelineDigest.sha256(of: timeline) == hash)
    let baselines = try catalog.currentBaselines()
    #expect(baselines.map(\.timelineHash) == [hash])
    #expect(try catalog.listScenarios().map(\.lastRuns.count) == [1])
    #expect(try catalog.integrityProblems().isEmpty)
    // Migration 0002: revisions made before it have no compiled form, and adding the same source
    // again fills it in without a new revision.
    #expect(try catalog.replayableScenarios().map(\.compiled) == [nil])
    let again = try catalog.addScenarios([
      ScenarioInput(
        name: "plain", source: "name: plain # v2", fileName: "plain.yaml", sourceFormat: .yaml,
        compiled: [1, 2, 3])
    ])
    #expect(again.map(\.change) == [.unchanged])
    #expect(try catalog.replayableScenarios().map(\.compiled) == [[1, 2, 3]])

    // And it keeps working: new runs share the old timeline
    let recorded = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("plain", timeline: expected)])
    #expect(recorded.newTimelineCount == 0)
  }

  @Test func aDatabaseFromANewerCatalogIsRefusedAndLeftByteIdentical() throws {
    // Given a catalog database that a newer catalog migrated further
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")
    do {
      let catalog = try CatalogDatabase(path: path)
      _ = try catalog.addScenarios([Fixtures.scenario("plain")])
    }
    let newer = try DatabaseQueue(path: path)
    try newer.write { db in
      try db.execute(
        sql: "INSERT INTO grdb_migrations (identifier) VALUES ('0999_from_the_future')")
    }
    try newer.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    // When this catalog opens it, for writing or for reading
    for access in [CatalogDatabase.Access.readWrite, .readOnly] {
      let error = #expect(throws: StorageError.self) {
        try CatalogDatabase(path: path, access: access)
      }

      // Then it refuses with a message that says what to do
      #expect(
        error?.description
          == "database '\(path)' was created by a newer catalog (schema 0999); this catalog knows up to \(CatalogSchema.knownVersion): upgrade catalog"
      )
    }
    // And the file is untouched
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func catalogsCreatingOneDatabaseAtOnceAllSucceed() throws {
    // Given no database yet
    let folder = try TemporaryFolder()
    let path = folder.file("catalog.sqlite")

    // When six processes' worth of catalogs create it and write at the same time
    try runConcurrently(6) { index in
      let catalog = try CatalogDatabase(path: path)
      _ = try catalog.addScenarios([Fixtures.scenario("s\(index)")])
    }

    // Then every one of them succeeded
    let catalog = try CatalogDatabase(path: path)
    #expect(try catalog.scenarioNames() == (0..<6).map { "s\($0)" })
    #expect(try catalog.integrityProblems().isEmpty)
  }
}
