import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 11: `check DIR --accept` killed at any moment leaves the folder's baseline files
/// as one set, the old one or the new one, once the next `check DIR` has run, and no temporary
/// file. It used to rewrite the files one by one, so a kill left some old and some new, and
/// stray temporary files.
@Suite(.tags(.large), .serialized)
struct FolderAcceptKillTests {
  static let scenarioCount = 150
  /// Four kills per fault-suite round (`FAULT_ROUNDS`, 3 in the test command: 12 kills).
  static let kills = 4 * FaultSuiteTests.rounds

  /// The baseline files of `folder`, without their `#` header lines (which carry the time of
  /// acceptance), by name.
  static func baselineBodies(_ folder: String) throws -> [String: String] {
    var bodies: [String: String] = [:]
    for entry in try FileManager.default.contentsOfDirectory(atPath: folder) where entry.hasSuffix(".timeline") {
      let text = try String(contentsOfFile: folder + "/" + entry, encoding: .utf8)
      bodies[entry] = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }
    return bodies
  }

  /// A folder of scenarios with accepted uikit-17 baselines, then edited so that every one changes.
  private func changedFolder(_ folder: TemporaryFolder, name: String) throws {
    let path = folder.file(name)
    let indices = 0..<Self.scenarioCount
    try GeneratedScenarios.write(indices, into: path)
    let accepted = try CatalogProcess.run(
      ["check", name, "--accept", "--profile", "uikit-17", "--db", name + ".sqlite"], in: folder.path,
      environment: ["CI": ""])
    try #require(accepted.exitCode == 0, "\(accepted)")
    for index in indices {
      let text = GeneratedScenarios.yaml(index).replacingOccurrences(of: "fullScreen", with: "overFullScreen")
      try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/generated-\(index).yaml"))
    }
  }

  @Test func aKilledFolderAcceptLeavesTheOldSetOrTheNewOne() throws {
    let folder = try TemporaryFolder()
    try changedFolder(folder, name: "template")
    let old = try Self.baselineBodies(folder.file("template"))
    let oldCount = old.count
    try #require(oldCount == Self.scenarioCount)

    // The new set, and how long a whole accept takes.
    try FileManager.default.copyItem(atPath: folder.file("template"), toPath: folder.file("complete"))
    let started = Date()
    let complete = try CatalogProcess.run(
      ["check", "complete", "--accept", "--db", "complete.sqlite"], in: folder.path, environment: ["CI": ""])
    let duration = Date().timeIntervalSince(started)
    try #require(complete.exitCode == 0, "\(complete)")
    let new = try Self.baselineBodies(folder.file("complete"))
    let changed = new.filter { old[$0.key] != $0.value }.count
    try #require(changed == Self.scenarioCount, "the edit must change every timeline")

    var intact = 0
    for attempt in 0..<Self.kills {
      let name = "kill\(attempt)"
      try FileManager.default.copyItem(atPath: folder.file("template"), toPath: folder.file(name))
      let running = try CatalogProcess.start(
        ["check", name, "--accept", "--db", name + ".sqlite"], in: folder.path, environment: ["CI": ""])
      // Kills spread over the second half of the run, where the database commits and the files
      // are written.
      Thread.sleep(forTimeInterval: duration * (0.5 + 0.6 * Double(attempt) / Double(Self.kills)))
      running.kill()
      _ = try running.wait()
      let recovery = try CatalogProcess.run(["check", name, "--db", name + ".sqlite"], in: folder.path)
      #expect([0, 1].contains(recovery.exitCode), "kill \(attempt): \(recovery)")
      let entries = try FileManager.default.contentsOfDirectory(atPath: folder.file(name))
      let strays = entries.filter { $0.hasPrefix(".") }
      #expect(strays.isEmpty, "kill \(attempt) left \(strays)")
      let bodies = try Self.baselineBodies(folder.file(name))
      let isWhole = bodies == old || bodies == new
      #expect(
        isWhole, "kill \(attempt): \(bodies.filter { old[$0.key] != $0.value }.count) of \(bodies.count) files are new")
      if isWhole && strays.isEmpty { intact += 1 }
    }
    print("folder accept killed: \(intact) of \(Self.kills) intact")
  }
}
