import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogStorage

/// Issue 29 goal 1: a check records its passed results together, one `checkPassed` row per check
/// (migration 0012), and every reader sees them as before.
@Suite(.tags(.small))
struct PassedResultsTests {
  /// Three scenarios a, b, c with baselines accepted from a first batch of runs, and a second
  /// batch of runs; its run ids.
  private func seeded(_ kind: StorageKind) throws -> (catalog: CatalogDatabase, first: [RunID], second: [RunID]) {
    let catalog = try TestCatalog.empty(kind)
    let names = ["a", "b", "c"]
    _ = try catalog.addScenarios(names.map { Fixtures.scenario($0) })
    let first = try catalog.recordBatch(
      Fixtures.batch(), runs: names.map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) })
    try catalog.acceptBaselines(zip(names, first.runIDs).map { Fixtures.baseline($0, timeline: .run($1)) })
    let second = try catalog.recordBatch(
      Fixtures.batch(), runs: names.map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) })
    return (catalog, first.runIDs, second.runIDs)
  }

  private func passed(_ name: String, standingOn run: RunID) -> CheckResultInput {
    var input = CheckResultInput(scenario: name, profile: "uikit-13", outcome: .passed)
    input.reusedRun = run
    return input
  }

  @Test func eachRowIsAJSONArrayOfIDs() throws {
    var passed = PassedResults()
    let empty = passed.finish()
    #expect(empty == nil)
    var filled: [PassedResults.Row?] = []
    filled.append(passed.append(scenario: 7, profile: 2, run: 31, baseline: nil))
    filled.append(passed.append(scenario: 0, profile: 10, run: nil, baseline: 1_234_567_890_123))
    filled.append(passed.append(scenario: Int64.max, profile: -5, run: Int64.min, baseline: 9))
    #expect(filled == [nil, nil, nil])
    let finished = passed.finish()
    let row = try #require(finished)
    #expect(row.part == 0)
    #expect(
      row.json == "[[7,2,31,null],[0,10,null,1234567890123],"
        + "[9223372036854775807,-5,-9223372036854775808,9]]")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(row.json.utf8)) as? [[Any]])
    #expect(parsed.map(\.count) == [4, 4, 4])
    let again = passed.finish()
    #expect(again == nil)
  }

  @Test func aFullRowIsHandedBackAndTheNextStartsAnother() {
    var passed = PassedResults(resultsPerRow: 2)
    var rows: [PassedResults.Row] = []
    for id in Int64(1)...5 {
      if let row = passed.append(scenario: id, profile: 1, run: id, baseline: nil) { rows.append(row) }
    }
    if let row = passed.finish() { rows.append(row) }
    #expect(
      rows == [
        PassedResults.Row(part: 0, json: "[[1,1,1,null],[2,1,2,null]]"),
        PassedResults.Row(part: 1, json: "[[3,1,3,null],[4,1,4,null]]"),
        PassedResults.Row(part: 2, json: "[[5,1,5,null]]"),
      ])
  }

  @Test(arguments: StorageKind.allCases) func passedResultsAreOneRowAndReadBackWithTheOthers(_ kind: StorageKind)
    throws
  {
    // Given a check where a and b pass, standing on runs, and c changed
    let (catalog, first, second) = try seeded(kind)
    let check = try catalog.recordBatch(
      Fixtures.batch(.check),
      runs: [Fixtures.run("c", timeline: Fixtures.timeline(seed: 2))],
      checkResults: [
        CheckResultInput(
          scenario: "c", profile: "uikit-13", outcome: .changed, changeGroup: 1, changeSignature: "sig",
          message: "moved"),
        passed("b", standingOn: second[1]), passed("a", standingOn: first[0]),
      ])

    // Then the passed results are one row beside the changed one's
    #expect(try catalog.count("checkPassed") == 1)
    #expect(try catalog.count("checkResult") == 1)
    #expect(try catalog.count("checkResult", where: "outcome = 'passed'") == 0)

    // And they read back in order with their runs, their baselines and both timelines
    let results = try catalog.checkResults(batch: check.batchID)
    #expect(results.map(\.scenario) == ["a", "b", "c"])
    #expect(results.map(\.outcome) == [.passed, .passed, .changed])
    #expect(results.map(\.runID) == [first[0], second[1], check.runIDs[0]])
    let baselines = try catalog.currentBaselines()
    #expect(results.map(\.baselineID) == baselines.map(\.id))
    let hash = TimelineDigest.sha256(of: Fixtures.timeline(seed: 1))
    #expect(results.map(\.runTimelineHash) == [hash, hash, TimelineDigest.sha256(of: Fixtures.timeline(seed: 2))])
    #expect(results.map(\.baselineTimelineHash) == [hash, hash, hash])
    #expect(results.map(\.changeGroup) == [nil, nil, 1])
    #expect(try catalog.checkResults(batch: check.batchID, group: 1).map(\.scenario) == ["c"])
    #expect(try catalog.checkResults(changeSignature: "sig").map(\.scenario) == ["c"])
    #expect(try catalog.integrityProblems().isEmpty)

    // When a's baseline is deleted (its scenario removed, the baseline pruned)
    #expect(try catalog.removeScenario(named: "a"))
    _ = try catalog.write("prune") { try $0.pruneBaselines(knownProfiles: ["uikit-13"], unreplayable: []) }

    // Then a's passed result reads as having no baseline, as a row's would
    let after = try catalog.checkResults(batch: check.batchID)
    #expect(after.map(\.baselineID) == [nil, baselines[1].id, baselines[2].id])
    #expect(after.map(\.runID) == [first[0], second[1], check.runIDs[0]])
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func retentionKeepsTheRunsTheLastChecksPassedResultsStandOn(
    _ kind: StorageKind
  ) throws {
    // Given a third batch of runs, and a check whose passed results stand on the second batch's
    // runs of a and b: neither their latest runs nor the runs their baselines were accepted from
    let (catalog, _, second) = try seeded(kind)
    let third = try catalog.recordBatch(
      Fixtures.batch(), runs: ["a", "b", "c"].map { Fixtures.run($0, timeline: Fixtures.timeline(seed: 1)) }
    ).runIDs
    let check = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [],
      checkResults: [passed("a", standingOn: second[0]), passed("b", standingOn: second[1])])

    // When retention runs
    var removed = try catalog.write("collect garbage") { try $0.collectGarbage() }

    // Then those two runs stay, with the check's results; c's second run, which nothing needs, goes
    #expect(removed.checkResults == 0)
    #expect(removed.runs == 1)
    #expect(try catalog.run(id: second[2]) == nil)
    #expect(try catalog.run(id: second[0]) != nil)
    #expect(try catalog.run(id: second[1]) != nil)
    #expect(try catalog.checkResults(batch: check.batchID).map(\.runID) == [second[0], second[1]])

    // When a later check passes a standing on its latest run, and retention runs again
    let later = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [], checkResults: [passed("a", standingOn: third[0])])
    removed = try catalog.write("collect garbage") { try $0.collectGarbage() }

    // Then the earlier check's two passed results are counted and gone, with the runs only they
    // stood on
    #expect(removed.checkResults == 2)
    #expect(removed.runs == 2)
    #expect(try catalog.checkResults(batch: check.batchID).isEmpty)
    #expect(try catalog.run(id: second[0]) == nil)
    #expect(try catalog.checkResults(batch: later.batchID).map(\.runID) == [third[0]])
    #expect(try catalog.count("checkPassed") == 1)
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func aCheckOfSeveralRowsReadsAndIsCollectedAsOne(_ kind: StorageKind) throws {
    // Given a check whose passed results fill two rows (a check of more than 4,096; its second
    // row written here as the store would write it)
    let (catalog, first, _) = try seeded(kind)
    let check = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [], checkResults: [passed("a", standingOn: first[0])])
    let ids = try catalog.currentBaselines().map(\.scenarioID.rawValue)
    // The fresh catalog's only profile, the first it stored.
    try #require(try catalog.count("profile", where: "id = 1 AND name = 'uikit-13'") == 1)
    try catalog.execute(
      """
      INSERT INTO checkPassed (batchId, part, results)
      VALUES (\(check.batchID.rawValue), 1, '[[\(ids[1]),1,\(first[1].rawValue),null],[\(ids[2]),1,null,null]]')
      """)

    // Then the check reads as one, in order
    let results = try catalog.checkResults(batch: check.batchID)
    #expect(results.map(\.scenario) == ["a", "b", "c"])
    #expect(results.map(\.runID) == [first[0], first[1], nil])
    #expect(try catalog.integrityProblems().isEmpty)

    // And a later check's retention counts and removes both rows
    _ = try catalog.recordBatch(Fixtures.batch(.check), runs: [], checkResults: [passed("a", standingOn: first[0])])
    let removed = try catalog.write("collect garbage") { try $0.collectGarbage() }
    #expect(removed.checkResults == 3)
    #expect(try catalog.count("checkPassed") == 1)
  }

  @Test(arguments: StorageKind.allCases) func aPassWithAMessageKeepsItsRow(_ kind: StorageKind) throws {
    // Given a check where a passes plainly and b passes with what `--ignore-time` left out
    let (catalog, first, _) = try seeded(kind)
    var withMessage = passed("b", standingOn: first[1])
    withMessage.message = "times were not compared (--ignore-time)"
    let check = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [], checkResults: [passed("a", standingOn: first[0]), withMessage])

    // Then b keeps a row of its own, and reads back with its message
    #expect(try catalog.count("checkResult") == 1)
    let results = try catalog.checkResults(batch: check.batchID)
    #expect(results.map(\.outcome) == [.passed, .passed])
    #expect(results.map(\.message) == [nil, "times were not compared (--ignore-time)"])
    #expect(results.map(\.runID) == [first[0], first[1]])
  }

  @Test(arguments: StorageKind.allCases) func aPrunedBaselinesIdGivenToAnotherReadsAsNone(_ kind: StorageKind) throws {
    // Given a check where c passed against its baseline, the one with the highest id
    let (catalog, first, _) = try seeded(kind)
    let check = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [], checkResults: [passed("c", standingOn: first[2])])
    let changed = try catalog.recordBatch(
      Fixtures.batch(), runs: [Fixtures.run("b", timeline: Fixtures.timeline(seed: 2))]
    ).runIDs
    let pruned = try #require(try catalog.checkResults(batch: check.batchID).first?.baselineID)

    // When c is removed, its baseline pruned, and b accepts a new baseline (SQLite may give it
    // the pruned one's id)
    #expect(try catalog.removeScenario(named: "c"))
    _ = try catalog.write("prune") { try $0.pruneBaselines(knownProfiles: ["uikit-13"], unreplayable: []) }
    try catalog.acceptBaselines([Fixtures.baseline("b", timeline: .run(changed[0]))])

    // Then c's passed result has no baseline, not b's
    if kind == .sqlite { #expect(try catalog.currentBaselines().map(\.id).contains(pruned)) }
    #expect(try catalog.checkResults(batch: check.batchID).map(\.baselineID) == [nil])
    #expect(try catalog.integrityProblems().isEmpty)
  }

  @Test(arguments: StorageKind.allCases) func runIDsFarApartRecordNoneWithoutOverflowing(_ kind: StorageKind) throws {
    // Run ids a shard's report names may be anything: the span between them need not fit.
    let (catalog, first, _) = try seeded(kind)
    let check = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [],
      checkResults: [
        passed("a", standingOn: RunID(rawValue: .min)), passed("b", standingOn: RunID(rawValue: .max)),
        passed("c", standingOn: first[2]),
      ])
    #expect(try catalog.checkResults(batch: check.batchID).map(\.runID) == [nil, nil, first[2]])
  }

  @Test(arguments: StorageKind.allCases) func integrityNamesAPassedResultWhoseRunIsGone(_ kind: StorageKind) throws {
    // Given a check whose passed result stands on a run that another tool then deletes (no
    // foreign key covers the results of `checkPassed`)
    let (catalog, first, _) = try seeded(kind)
    let check = try catalog.recordBatch(
      Fixtures.batch(.check), runs: [], checkResults: [passed("b", standingOn: first[1])])
    try catalog.execute("UPDATE baseline SET runId = NULL")
    try catalog.execute("DELETE FROM run WHERE id = \(first[1].rawValue)")

    // Then the integrity check names it
    let problems = try catalog.integrityProblems()
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix(
        "a passed result refers to a scenario, profile or run the catalog does not have: check #\(check.batchID.rawValue) "
      ) == true, "\(problems)")
  }
}
