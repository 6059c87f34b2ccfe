import CatalogModel
import CatalogTestSupport
import Foundation
import Synchronization
import Testing

@testable import CatalogStorage

/// What a team does to one catalog at once, each writer on a connection of its own as a process
/// of its own would be: 8 CI jobs recording checks, two engineers accepting the same result, an
/// import while a check records. Against a SQLite file and a real PostgreSQL server: no update
/// is lost, no baseline is current twice, no batch is half-written.
@Suite(.tags(.medium))
struct ConcurrentWritersTests {
  static let scenarioCount = 40

  /// A catalog with `scenarioCount` scenarios, each with a baseline under uikit-13.
  static func seeded(_ kind: StorageKind) throws -> SharedTestCatalog {
    let shared = try SharedTestCatalog(kind)
    let catalog = try shared.open()
    let names = (0..<scenarioCount).map { "s\($0)" }
    _ = try catalog.importScenarios(
      names.map { Fixtures.scenario($0) },
      baselines: names.map { Fixtures.baseline($0, timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 0)))) })
    try catalog.close()
    return shared
  }

  /// A check batch of job `job`: every scenario ran, its timeline one of three (so that jobs
  /// share new timelines), every result `changed` (kept by retention).
  static func recordCheck(_ job: Int, in catalog: CatalogDatabase) throws -> RecordedBatch {
    let names = (0..<scenarioCount).map { "s\($0)" }
    return try catalog.write("record the check") { transaction in
      let recorded = try transaction.recordBatch(
        Fixtures.batch(.check, summary: "job \(job)"),
        runs: names.map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1 + job % 3)) },
        checkResults: names.map {
          CheckResultInput(scenario: $0, profile: "uikit-13", outcome: .changed, changeGroup: 1, changeSignature: "sig")
        })
      _ = try transaction.collectGarbage()
      return recorded
    }
  }

  @Test(arguments: StorageKind.allCases)
  func eightJobsRecordChecksAtOnceAndEveryBatchIsWhole(_ kind: StorageKind) throws {
    // Given a catalog of 40 scenarios with baselines
    let shared = try Self.seeded(kind)

    // When 8 jobs record a check of every scenario at once, each with retention
    let recorded = Mutex<[RecordedBatch]>([])
    try runConcurrently(8) { job in
      let catalog = try shared.open()
      defer { try? catalog.close() }
      let batch = try Self.recordCheck(job, in: catalog)
      recorded.withLock { $0.append(batch) }
    }

    // Then every batch is there whole: its runs, its results, its timelines stored once
    let catalog = try shared.open()
    let batches = recorded.withLock { $0 }
    #expect(Set(batches.map(\.batchID)).count == 8)
    for batch in batches {
      #expect(try catalog.runs(batch: batch.batchID).count == Self.scenarioCount)
      #expect(try catalog.checkResults(batch: batch.batchID).count == Self.scenarioCount)
    }
    #expect(batches.map(\.newTimelineCount).reduce(0, +) == 3, "each of the 3 timelines stored by one job only")
    #expect(try catalog.timelineCount() == 4)
    #expect(try catalog.count("timeline") == 4)
    #expect(try catalog.currentBaselines().count == Self.scenarioCount)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases)
  func twoEngineersAcceptingTheSameResultAtOnceOneWinsAndTheOtherIsTold(_ kind: StorageKind) throws {
    // Given a check whose results changed
    let shared = try Self.seeded(kind)
    let check = try Self.recordCheck(0, in: try shared.open())

    // When ana and bo accept them at the same moment
    let outcomes = Mutex<[String: [AcceptOutcome]]>([:])
    try runConcurrently(2) { index in
      let who = index == 0 ? "ana" : "bo"
      let catalog = try shared.open()
      defer { try? catalog.close() }
      let accepted = try catalog.acceptCheckResults(
        batch: check.batchID, group: 1, acceptedBy: who, acceptedAt: Date(), catalogVersion: Fixtures.catalogVersion)
      outcomes.withLock { $0[who] = accepted }
    }

    // Then one accepted every result and the other changed nothing, told who did
    let all = outcomes.withLock { $0 }
    let winner = try #require(
      all.first { $0.value.allSatisfy { if case .superseded = $0.change { true } else { false } } })
    let loser = try #require(all.first { $0.key != winner.key })
    #expect(winner.value.count == Self.scenarioCount)
    #expect(loser.value.count == Self.scenarioCount)
    #expect(loser.value.allSatisfy { $0.change == .unchanged && $0.currentAcceptedBy == winner.key })
    let catalog = try shared.open()
    let current = try catalog.currentBaselines()
    #expect(current.count == Self.scenarioCount, "one current baseline per scenario")
    #expect(Set(current.map(\.acceptedBy)) == [winner.key])
    #expect(try catalog.baselineHistory(scenario: "s0", profile: "uikit-13").count == 2)
  }

  @Test(arguments: StorageKind.allCases)
  func anAcceptOverAnotherEngineersNewerBaselineIsAConflictAndLosesNothing(_ kind: StorageKind) throws {
    // Given two checks that saw different timelines for the same scenarios
    let shared = try Self.seeded(kind)
    let first = try Self.recordCheck(0, in: try shared.open())
    let second = try Self.recordCheck(1, in: try shared.open())

    // When ana accepts the second check's results, then bo the first check's, at once
    let outcomes = Mutex<[BatchID: [AcceptOutcome]]>([:])
    try runConcurrently(2) { index in
      let batch = index == 0 ? second.batchID : first.batchID
      let catalog = try shared.open()
      defer { try? catalog.close() }
      let accepted = try catalog.acceptCheckResults(
        batch: batch, group: 1, acceptedBy: index == 0 ? "ana" : "bo", acceptedAt: Date(),
        catalogVersion: Fixtures.catalogVersion)
      outcomes.withLock { $0[batch] = accepted }
    }

    // Then whoever came second is told of a conflict, and the first accept stands
    let all = outcomes.withLock { $0 }
    let conflicts = all.values.flatMap { $0 }.filter { $0.change == .conflict }
    #expect(conflicts.count == Self.scenarioCount)
    let current = try shared.open().currentBaselines()
    #expect(current.count == Self.scenarioCount)
    #expect(Set(current.map(\.acceptedBy)).count == 1)
    #expect(conflicts.allSatisfy { $0.currentAcceptedBy == current.first?.acceptedBy })
  }

  @Test(arguments: StorageKind.allCases)
  func anImportDuringACheckLandsWholeAndTheCheckToo(_ kind: StorageKind) throws {
    // Given a catalog that a check is about to record into
    let shared = try Self.seeded(kind)
    let imported = (0..<60).map { "imported\($0)" }

    // When an import of 60 scenarios with baselines and a check record at once
    try runConcurrently(2) { index in
      let catalog = try shared.open()
      defer { try? catalog.close() }
      if index == 0 {
        _ = try catalog.importScenarios(
          imported.map { Fixtures.scenario($0) },
          baselines: imported.map {
            Fixtures.baseline($0, timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 7))))
          })
      } else {
        _ = try Self.recordCheck(0, in: catalog)
      }
    }

    // Then both are there whole
    let catalog = try shared.open()
    #expect(try catalog.scenarioNames().count == Self.scenarioCount + 60)
    #expect(try catalog.currentBaselines().count == Self.scenarioCount + 60)
    let check = try #require(try catalog.lastCheck())
    #expect(try catalog.runs(batch: check.id).count == Self.scenarioCount)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases)
  func aBatchThatFailsHalfWayWritesNothing(_ kind: StorageKind) throws {
    // Given a catalog
    let shared = try Self.seeded(kind)
    let catalog = try shared.open()
    let tables = ["batch", "run", "checkResult", "checkPassed", "timeline", "timelineEvent"]
    let before = try tables.map { try catalog.count($0) }

    // When a batch names a scenario the catalog does not have, after new timelines
    let runs =
      (0..<10).map { Fixtures.run("s\($0)", timeline: Fixtures.timeline(seed: 100 + $0)) }
      + [Fixtures.run("missing", timeline: Fixtures.timeline(seed: 200))]
    #expect(throws: StorageError.self) { try catalog.recordBatch(Fixtures.batch(.check), runs: runs) }

    // Then nothing of it was written
    #expect(try tables.map { try catalog.count($0) } == before)
  }

  /// `check` reads its scenarios, baselines and latest runs side by side on threads of its own
  /// (`ConcurrentReads`), while its replay thread and the calling thread read more, all through
  /// one catalog value: in SQLite a pool of connections, in PostgreSQL one connection whose reads
  /// take turns (the session is held from BEGIN to COMMIT). Here the reads run on 6 threads at
  /// once beside a writer on the same value: every read sees a whole snapshot (scenarios and their
  /// baselines in step, runs never half a batch) and nothing fails. Without the session's
  /// transaction-long hold, a read's READ ONLY transaction would take in the writer's statements.
  @Test(arguments: StorageKind.allCases)
  func theCheckReadsSideBySideWithAWriterOnOneCatalog(_ kind: StorageKind) throws {
    let shared = try Self.seeded(kind)
    let catalog = try shared.open()
    defer { try? catalog.close() }
    let done = Atomic<Bool>(false)
    let writer = Mutex<(any Error)?>(nil)
    let writing = Thread {
      do {
        for round in 0..<8 {
          _ = try catalog.write("record and add") { transaction in
            _ = try transaction.addScenarios([Fixtures.scenario("w\(round)")])
            return try transaction.recordBatch(
              Fixtures.batch(),
              runs: (0..<Self.scenarioCount).map { Fixtures.run("s\($0)", timeline: Fixtures.timeline(seed: round)) })
          }
          _ = try catalog.acceptBaselines([
            Fixtures.baseline("w\(round)", timeline: .timeline(HashedTimeline(Fixtures.timeline(seed: 7))))
          ])
        }
      } catch {
        writer.withLock { $0 = error }
      }
      done.store(true, ordering: .sequentiallyConsistent)
    }
    writing.start()
    try runConcurrently(6) { reader in
      repeat {
        switch reader % 3 {
        case 0:
          let names = Set(try catalog.replayableScenarios().map(\.name))
          #expect(names.count >= Self.scenarioCount)
        case 1:
          let baselines = try catalog.currentBaselines()
          #expect(baselines.count >= Self.scenarioCount)
          #expect(Set(baselines.map(\.scenario)).count == baselines.count)
        default:
          // Each batch records one run per seeded scenario: a snapshot holds all of a batch or none.
          let latest = try catalog.latestRuns(catalogVersion: Fixtures.catalogVersion)
          #expect(latest.isEmpty || latest.count == Self.scenarioCount)
        }
      } while !done.load(ordering: .sequentiallyConsistent)
    }
    if let error = writer.withLock({ $0 }) { throw error }
    #expect(try catalog.scenarioNames().count == Self.scenarioCount + 8)
    #expect(try catalog.currentBaselines().count == Self.scenarioCount + 8)
    #expect(
      Set(try catalog.latestRuns(catalogVersion: Fixtures.catalogVersion).map(\.runID)).count == Self.scenarioCount)
    #expect(try catalog.integrityProblems().isEmpty)
  }
}
