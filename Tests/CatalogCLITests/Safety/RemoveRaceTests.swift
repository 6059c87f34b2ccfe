import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 5: `catalog rm` racing `check --all` or `accept --all`. The check used to read
/// the scenarios, then the baselines, and report a scenario removed in between twice (exit 3,
/// "two check results for scenario 'X'"); accept failed with "scenario 'X' was removed". Now a
/// scenario removed during a check is reported as removed, and accept skips it and says so.
///
/// Thirty `rm` processes run while the command runs, so that removals land between its reads
/// (before the fix, every one of ten such rounds failed).
@Suite(.tags(.large), .serialized)
struct RemoveRaceTests {
  static let scenarioCount = 150
  /// One round per fault-suite round (`FAULT_ROUNDS`, 3 in the test command).
  static let rounds = FaultSuiteTests.rounds

  /// A catalog of `scenarioCount` scenarios with accepted baselines, then (if `changed`) edited so
  /// that the last check found them all changed.
  private func catalog(changed: Bool) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for index in 0..<Self.scenarioCount {
      try folder.write("s/s\(1000 + index).yaml", ScenarioTexts.valid("s\(1000 + index)"))
    }
    var steps = [["add", "s"], ["check", "--all", "--accept"]]
    if changed {
      for index in 0..<Self.scenarioCount {
        try folder.write("s/s\(1000 + index).yaml", ScenarioTexts.valid("s\(1000 + index)", variant: 1))
      }
      steps += [["add", "s"], ["check", "--all"]]
    }
    for arguments in steps {
      let result = try CatalogProcess.run(arguments + ["--db", "base.sqlite"], in: folder.path)
      try #require([0, 1].contains(result.exitCode), "\(arguments): \(result)")
    }
    return folder
  }

  /// Runs `arguments` against a copy of the base catalog while 30 scenarios are removed one per
  /// process; returns the command's result.
  private func race(_ arguments: [String], in folder: TemporaryFolder, round: Int) throws -> CatalogProcess.Result {
    let database = "round\(round).sqlite"
    try FileManager.default.copyItem(atPath: folder.file("base.sqlite"), toPath: folder.file(database))
    let command = try CatalogProcess.start(arguments + ["--db", database], in: folder.path)
    let removals = try (0..<30).map { offset in
      try CatalogProcess.start(["rm", "s\(1010 + offset * 3)", "--db", database], in: folder.path)
    }
    for removal in removals { _ = try removal.wait(timeout: 60) }
    return try command.wait(timeout: 60)
  }

  @Test func aCheckRacingRemovalsReportsThemAsRemoved() throws {
    let folder = try catalog(changed: false)
    var intact = 0
    for round in 0..<Self.rounds {
      let result = try race(["check", "--all"], in: folder, round: round)
      #expect([0, 1].contains(result.exitCode), "round \(round): \(result)")
      #expect(!result.stderr.contains("two check results"), "round \(round): \(result.stderr)")
      // Whatever was removed before the baselines were read is reported as removed, once.
      let removedLines = result.stdout.split(separator: "\n").filter { $0.contains("the scenario was removed") }
      #expect(Set(removedLines).count == removedLines.count)
      if [0, 1].contains(result.exitCode) && Set(removedLines).count == removedLines.count { intact += 1 }
    }
    print("fault suite, rm racing check --all: \(intact) of \(Self.rounds) intact")
  }

  @Test func anAcceptRacingRemovalsSkipsThem() throws {
    let folder = try catalog(changed: true)
    var intact = 0
    for round in 0..<Self.rounds {
      let result = try race(["accept", "--all"], in: folder, round: round)
      #expect(result.exitCode == 0, "round \(round): \(result)")
      #expect(!result.stderr.contains("was removed from the catalog: add it again"), "round \(round): \(result.stderr)")
      let accepted = result.stdout.split(separator: "\n").filter {
        $0.contains(": accepted") || $0.contains(": skipped")
      }
      #expect(accepted.count <= Self.scenarioCount)
      if result.exitCode == 0 && accepted.count <= Self.scenarioCount { intact += 1 }
    }
    print("fault suite, rm racing accept --all: \(intact) of \(Self.rounds) intact")
  }
}
