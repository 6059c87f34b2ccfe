import Foundation
import GRDB

/// What a catalog database holds, read straight from SQLite, so that the safety tests judge a
/// database without trusting the code under test.
struct CatalogInspection: Equatable, CustomStringConvertible {
  /// The lines of `PRAGMA integrity_check` (`["ok"]` when sound), then one line per
  /// `PRAGMA foreign_key_check` violation.
  var integrity: [String]
  var scenarios: Int
  var revisions: Int
  var batches: Int
  /// The number of runs of each batch, in batch order.
  var runsPerBatch: [Int]
  var runs: Int
  /// Runs whose batch row is missing.
  var runsWithoutBatch: Int
  var timelines: Int
  var timelineEvents: Int

  var isSound: Bool { integrity == ["ok"] }

  /// Whether every batch holds exactly `runs` runs and no run lacks its batch: each command's
  /// batch is all there or not at all.
  func batchesAreWhole(runsEach runs: Int) -> Bool {
    runsPerBatch.allSatisfy { $0 == runs } && runsWithoutBatch == 0
      && self.runs == batches * runs
  }

  var description: String {
    "integrity \(integrity), \(scenarios) scenarios, \(revisions) revisions, \(batches) batches "
      + "\(runsPerBatch), \(runs) runs (\(runsWithoutBatch) without batch), \(timelines) timelines, "
      + "\(timelineEvents) events"
  }
}

extension CatalogInspection {
  /// Opens the database at `path` (replaying a WAL a killed process left, as any opener does) and
  /// reads what it holds.
  init(path: String) throws {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    self = try queue.read { db in
      func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? -1 }
      return CatalogInspection(
        integrity: try String.fetchAll(db, sql: "PRAGMA integrity_check")
          + Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { "foreign key: \($0)" },
        scenarios: try count("SELECT COUNT(*) FROM scenario"),
        revisions: try count("SELECT COUNT(*) FROM scenarioRevision"),
        batches: try count("SELECT COUNT(*) FROM batch"),
        runsPerBatch: try Int.fetchAll(
          db,
          sql: """
            SELECT COUNT(run.id) FROM batch LEFT JOIN run ON run.batchId = batch.id
            GROUP BY batch.id ORDER BY batch.id
            """),
        runs: try count("SELECT COUNT(*) FROM run"),
        runsWithoutBatch: try count(
          "SELECT COUNT(*) FROM run WHERE batchId NOT IN (SELECT id FROM batch)"),
        timelines: try count("SELECT COUNT(*) FROM timeline"),
        timelineEvents: try count("SELECT COUNT(*) FROM timelineEvent"))
    }
  }
}
