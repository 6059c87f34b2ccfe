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

  /// Results are recorded in the order of their ids; a duplicate is found wherever it stands in
  /// the list, and the first in the order given is named (c's, not b's, whose ids come first).
  @Test(arguments: StorageKind.allCases) func twoResultsForOnePairApartAreRefused(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios(["a", "b", "c"].map { Fixtures.scenario($0) })
    let results = ["c", "b", "a", "c", "b"].map { CheckResultInput(scenario: $0, profile: "uikit-13", outcome: .new) }
    let error = #expect(throws: StorageError.self) {
      try catalog.recordBatch(Fixtures.batch(.check), runs: [], checkResults: results)
    }
    #expect(
      "\(error.map(String.init(describing:)) ?? "")".contains(
        "two check results for scenario 'c' under profile 'uikit-13'"))
    #expect(try catalog.lastCheck() == nil)
  }

  /// `catalog review`'s rejections (migration 0008): the results named are marked with who and
  /// when, in their check only; a pair the check has no result for marks nothing.
  @Test(arguments: StorageKind.allCases) func rejectedResultsAreMarkedWithWhoAndWhen(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios(["a", "b", "c"].map { Fixtures.scenario($0) })
    func check() throws -> BatchID {
      try catalog.recordBatch(
        Fixtures.batch(.check),
        runs: ["a", "b", "c"].map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) },
        checkResults: ["a", "b", "c"].map { CheckResultInput(scenario: $0, profile: "uikit-13", outcome: .new) }
      ).batchID
    }
    let first = try check()
    let second = try check()

    let marked = try catalog.rejectCheckResults(
      batch: first, [("a", "uikit-13"), ("c", "uikit-13"), ("c", "uikit-8"), ("missing", "uikit-13")],
      rejectedBy: "ana", rejectedAt: Fixtures.start)

    #expect(marked == 2)
    let results = try catalog.checkResults(batch: first)
    #expect(results.map(\.rejectedBy) == ["ana", nil, "ana"])
    #expect(results.map(\.rejectedAt) == [Fixtures.start, nil, Fixtures.start])
    #expect(try catalog.checkResults(batch: second).allSatisfy { $0.rejectedAt == nil && $0.rejectedBy == nil })
    #expect(try catalog.rejectCheckResults(batch: second, [], rejectedBy: "ana", rejectedAt: Fixtures.start) == 0)
  }

  /// A check of stored scenarios hands the store the scenario and baseline ids it read
  /// (`CheckResultInput.known`): they are recorded as given, without a lookup by name, except a
  /// baseline `baselines --prune` deleted since the check read it, which is recorded as none.
  @Test(arguments: StorageKind.allCases) func resultsWithKnownIDsAreRecordedUnderThem(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    _ = try catalog.addScenarios(["a", "b", "c"].map { Fixtures.scenario($0) })
    let runs = try catalog.recordBatch(
      Fixtures.batch(),
      runs: ["a", "b", "c"].map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) })
    try catalog.acceptBaselines(zip(["a", "b", "c"], runs.runIDs).map { Fixtures.baseline($0, timeline: .run($1)) })
    let read = try catalog.currentBaselines()
    let scenarioIDs = Dictionary(uniqueKeysWithValues: read.map { ($0.scenario, $0.scenarioID) })
    let baselineIDs = Dictionary(uniqueKeysWithValues: read.map { ($0.scenario, $0.id) })

    // c is removed and its baseline pruned after the check read it; a stale id stands for a
    // baseline that is not there at all.
    #expect(try catalog.removeScenario(named: "c"))
    _ = try catalog.write("prune") { try $0.pruneBaselines(knownProfiles: ["uikit-13"], unreplayable: []) }
    #expect(try catalog.count("baseline", where: "id = \(baselineIDs["c"]!.rawValue)") == 0)

    var results = ["a", "b", "c"].map { name in
      var input = CheckResultInput(scenario: name, profile: "uikit-13", outcome: .passed)
      input.reusedRun = runs.runIDs[["a", "b", "c"].firstIndex(of: name)!]
      input.known = CheckResultInput.Known(scenario: scenarioIDs[name]!, baseline: baselineIDs[name])
      return input
    }
    results[1].known?.baseline = nil
    let check = try catalog.recordBatch(Fixtures.batch(.check), runs: [], checkResults: results.reversed())

    let stored = try catalog.checkResults(batch: check.batchID)
    #expect(stored.map(\.scenario) == ["a", "b", "c"])
    #expect(stored.map(\.baselineID) == [baselineIDs["a"], nil, nil])
    #expect(stored.map(\.runID) == runs.runIDs)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  /// A run a result stands on that no longer exists (collected by a later check's retention) is
  /// recorded as none, whether the ids lie close together (read as a range) or far apart (looked
  /// up one by one); when every run of the range exists (counted, not read), each is recorded.
  @Test(arguments: StorageKind.allCases) func resultsStandingOnMissingRunsRecordNone(_ kind: StorageKind) throws {
    let catalog = try TestCatalog.empty(kind)
    let names = ["a", "b", "c"]
    _ = try catalog.addScenarios(names.map { Fixtures.scenario($0) })
    let runs = try catalog.recordBatch(
      Fixtures.batch(), runs: names.map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) })
    for missing in [nil, runs.runIDs[2].rawValue + 1, 1_000_000] {
      let results = names.enumerated().map { index, name in
        var input = CheckResultInput(scenario: name, profile: "uikit-13", outcome: .passed)
        input.reusedRun = index == 1 ? missing.map(RunID.init(rawValue:)) ?? runs.runIDs[1] : runs.runIDs[index]
        return input
      }
      let check = try catalog.recordBatch(Fixtures.batch(.check), runs: [], checkResults: results)
      let stored = try catalog.checkResults(batch: check.batchID)
      let expected: [RunID?] = missing == nil ? runs.runIDs : [runs.runIDs[0], nil, runs.runIDs[2]]
      #expect(stored.map(\.runID) == expected, "missing run \(String(describing: missing))")
    }
    #expect(try catalog.integrityProblems().isEmpty)
  }
}
