import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// Issue 16 item 2 (the audit's G3): an event time read from the catalog that no timeline can
/// hold — negative, or beyond what the engine computes with — is a damaged timeline, reported
/// with exit 3, never a trap. A catalog row edited (or damaged where `PRAGMA quick_check` cannot
/// see it) to `t = -1500` used to crash `show run:N`, `export` and `diff` (exit 132, "Negative
/// value is not representable" in the canonical text writer).
@Suite(.tags(.medium))
struct StoredTimeTests {
  /// A catalog of one scenario with an accepted baseline and a second run, whose first event's
  /// time in the run's timeline is set to `time` from outside; returns the folder and the run id.
  private func catalog(withEventTime time: Int64) throws -> (TemporaryFolder, Int64, Int64) {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "a.yaml"], ["check", "--all", "--accept"], ["run", "--all"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      try #require(result.exitCode == 0, "\(arguments): \(result)")
    }
    let queue = try DatabaseQueue(path: folder.file("catalog.sqlite"))
    let (damaged, other): (Int64, Int64) = try queue.write { db in
      let runs = try Int64.fetchAll(db, sql: "SELECT id FROM run ORDER BY id")
      let timeline = try Int64.fetchOne(db, sql: "SELECT timelineId FROM run WHERE id = ?", arguments: [runs[0]])
      try db.execute(
        sql: "UPDATE timelineEvent SET t = ? WHERE timelineId = ? AND seq = 0", arguments: [time, timeline])
      return (runs[0], runs[runs.count - 1])
    }
    try queue.close()
    return (folder, damaged, other)
  }

  @Test(arguments: [Int64(-1500), Int64.max, Int64.min])
  func aTimeNoTimelineCanHoldIsADamagedTimelineNotACrash(time: Int64) throws {
    let (folder, damaged, other) = try catalog(withEventTime: time)
    let commands = [
      ["show", "run:\(damaged)"], ["show", "run:\(damaged)", "--format", "trace"],
      ["show", "run:\(damaged)", "--format", "jsonl"], ["diff", "run:\(damaged)", "run:\(other)"],
      ["diff", "run:\(other)", "run:\(damaged)", "--format", "mermaid"], ["export", "--to", "out"],
    ]
    for arguments in commands {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(!result.wasSignaled, "\(arguments) crashed: \(result)")
      #expect(result.exitCode == 3, "\(arguments): \(result)")
      #expect(
        (result.stderr + result.stdout).contains("event 0: time \(time) ms is out of range"), "\(arguments): \(result)")
    }
  }

  @Test func exportNamesTheTimelineItCouldNotReadAndWritesTheRest() throws {
    let (folder, _, _) = try catalog(withEventTime: -1500)
    let result = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(result.exitCode == 3, "\(result)")
    // The runs and the baseline share the one timeline: the source is exported, the baseline is
    // named as skipped.
    #expect(folder.exists("out/alpha.yaml"))
    #expect(result.stdout.contains("skipped baseline 'alpha' @ uikit-17: its timeline cannot be read"), "\(result)")
  }
}
