import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// Issue 11 item 6: a catalog that CI checks many times a day stops growing. Every check collects
/// what earlier checks left unneeded; `catalog gc` does it on demand. No baseline, no baseline
/// history, no latest run and no changed or failed result is ever lost.
@Suite(.tags(.medium))
struct RetentionTests {
  struct Counts: Equatable {
    var results: Int
    var runs: Int
    var baselines: Int
    var changedOrFailed: Int

    init(results: Int, runs: Int, baselines: Int, changedOrFailed: Int) {
      (self.results, self.runs, self.baselines, self.changedOrFailed) = (results, runs, baselines, changedOrFailed)
    }

    init(_ path: String) throws {
      let queue = try DatabaseQueue(path: path)
      defer { try? queue.close() }
      // Every result of every check kept: `checkOutcome` holds the passed ones a check records
      // together (migration 0012) beside the rows of `checkResult`.
      (results, runs, baselines, changedOrFailed) = try queue.read { db in
        (
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checkOutcome") ?? -1,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM run") ?? -1,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM baseline") ?? -1,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checkOutcome WHERE outcome IN ('changed', 'failed')") ?? -1
        )
      }
    }
  }

  private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> CatalogProcess.Result {
    try CatalogProcess.run(arguments, in: folder.path)
  }

  private func size(_ folder: TemporaryFolder) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: folder.file("catalog.sqlite"))[.size] as? Int) ?? 0
  }

  @Test func repeatedUnchangedChecksDoNotGrowTheCatalog() throws {
    let folder = try TemporaryFolder()
    for index in 0..<20 { try folder.write("s/s\(index).yaml", ScenarioTexts.valid("s\(index)")) }
    for arguments in [["add", "s"], ["check", "--all", "--accept"], ["check", "--all"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    let settled = try size(folder)
    for _ in 0..<10 { #expect(try run(["check", "--all"], in: folder).exitCode == 0) }
    #expect(try size(folder) == settled, "ten unchanged checks grew the catalog")
    // The last check's 20 results, and one run per scenario: the run its baseline was accepted
    // from, which every later check stood on (reused, or replayed to the same timeline) instead
    // of adding a run of its own.
    #expect(
      try Counts(folder.file("catalog.sqlite")) == Counts(results: 20, runs: 20, baselines: 20, changedOrFailed: 0))
    // Replaying everything records no new run either.
    for _ in 0..<3 { #expect(try run(["check", "--all", "--no-reuse"], in: folder).exitCode == 0) }
    #expect(
      try Counts(folder.file("catalog.sqlite")) == Counts(results: 20, runs: 20, baselines: 20, changedOrFailed: 0))
  }

  @Test func collectingKeepsBaselinesHistoryAndChangedResults() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("b.yaml", ScenarioTexts.valid("beta"))
    for arguments in [["add", "a.yaml", "b.yaml"], ["check", "--all", "--accept"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    // alpha changes and is accepted (history 2); then changes again and is left changed.
    try folder.write("a.yaml", ScenarioTexts.valid("alpha", variant: 1))
    for arguments in [["add", "a.yaml"], ["check", "--all", "--accept"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    try folder.write("a.yaml", ScenarioTexts.valid("alpha", variant: 2))
    _ = try run(["add", "a.yaml"], in: folder)
    #expect(try run(["check", "--all"], in: folder).exitCode == 1)
    for _ in 0..<3 { #expect(try run(["check", "--all"], in: folder).exitCode == 1) }

    let collected = try run(["gc", "--format", "json"], in: folder)
    #expect(collected.exitCode == 0, "\(collected)")
    let counts = try Counts(folder.file("catalog.sqlite"))
    #expect(counts.baselines == 3, "\(counts)")
    // Every changed result of alpha is kept: the one 'check --accept' accepted, and four since.
    #expect(counts.changedOrFailed == 5, "\(counts)")
    let history = try run(["baselines", "--history", "alpha", "--profile", "uikit-17"], in: folder)
    #expect(history.exitCode == 0, "\(history)")
    #expect(history.stdout.split(separator: "\n").filter { $0.contains("alpha @ uikit-17") }.count == 2, "\(history)")
    // The last check can still be accepted, and then passes.
    #expect(try run(["accept", "--group", "1"], in: folder).exitCode == 0)
    #expect(try run(["check", "--all"], in: folder).exitCode == 0)
    let again = try run(["gc"], in: folder)
    #expect(again.stdout.hasPrefix("Removed ") || again.stdout.hasPrefix("Nothing to collect"), "\(again)")
  }
}
