import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 items 2 and 10 through the binary: numbers the engine cannot compute with are refused
/// when a file is added (a completion speed of 1e-15 used to crash every later `run --all` and
/// `check`; times of 1e-300 s acted as zero), and `export` never deletes a folder that happens
/// to carry a scenario file's name.
@Suite(.tags(.medium))
struct NumberRangeTests {
  /// The mail-compose fixture with `old` replaced by `new`.
  private func fixture(replacing old: String, with new: String) throws -> String {
    let text = try String(
      contentsOf: fixturesFolder.appendingPathComponent("mail-compose-sheet.yaml"), encoding: .utf8)
    let replaced = text.replacingOccurrences(of: old, with: new)
    try #require(replaced != text, "'\(old)' is not in the fixture")
    return replaced
  }

  @Test(arguments: [
    ("completionSpeed: 1.5", "completionSpeed: 1e-15", "expected a number from 0.001 to 1000"),
    ("completionSpeed: 1.5", "completionSpeed: 1e300", "expected a number from 0.001 to 1000"),
  ])
  func aNumberOutOfTheEnginesRangeIsRefusedWhenAdded(old: String, new: String, message: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("mail.yaml", try fixture(replacing: old, with: new))
    let added = try CatalogProcess.run(["add", "mail.yaml"], in: folder.path)
    #expect(added.exitCode == 2, "\(added)")
    #expect(added.stderr.contains(message), "\(added)")
    #expect(!folder.exists("catalog.sqlite"))
    let run = try CatalogProcess.run(["run", "mail.yaml", "--profile", "all"], in: folder.path)
    #expect(run.exitCode == 2 && !run.wasSignaled, "\(run)")
  }

  @Test func aTimeBelowAMillisecondIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "tiny.yaml", ScenarioTexts.valid("tiny").replacingOccurrences(of: "wait: 0.5", with: "wait: 1e-300"))
    let added = try CatalogProcess.run(["add", "tiny.yaml"], in: folder.path)
    #expect(added.exitCode == 2, "\(added)")
    #expect(added.stderr.contains("tiny.yaml:"), "\(added)")
    #expect(!folder.exists("catalog.sqlite"))
  }

  @Test func exportNeverDeletesAFolderNamedLikeAScenarioFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("out/gamma.yaml/keep.txt", "mine\n")
    for arguments in [["add", "a.yaml"], ["export", "--to", "out"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(result.exitCode == 0, "\(arguments): \(result)")
    }
    #expect(try folder.read("out/gamma.yaml/keep.txt") == "mine\n")
  }
}
