import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 items 2 and 10 through the binary: numbers the engine cannot compute with are refused
/// when a file is added (a completion speed of 1e-15 used to crash every later `run --all` and
/// `check`; times of 1e-300 s acted as zero), numbers on the command line are checked against
/// the range the command computes with (`diff --width 100000000000` aborted allocating 50 GB),
/// and `export` never deletes a folder that happens to carry a scenario file's name.
@Suite(.tags(.medium))
struct NumberRangeTests {
  /// A folder holding `mail.yaml`: the mail-compose fixture with `old` replaced by `new`.
  private func mailFolder(replacing old: String, with new: String) throws -> TemporaryFolder {
    let text = try String(
      contentsOf: fixturesFolder.appendingPathComponent("mail-compose-sheet.yaml"), encoding: .utf8)
    let replaced = text.replacingOccurrences(of: old, with: new)
    try #require(replaced != text, "'\(old)' is not in the fixture")
    let folder = try TemporaryFolder()
    try folder.write("mail.yaml", replaced)
    return folder
  }

  @Test(arguments: [
    ("completionSpeed: 1.5", "completionSpeed: 1e-15", "expected a number from 0.001 to 1000"),
    ("completionSpeed: 1.5", "completionSpeed: 1e300", "expected a number from 0.001 to 1000"),
  ])
  func aNumberOutOfTheEnginesRangeIsRefusedWhenAdded(old: String, new: String, message: String) throws {
    let folder = try mailFolder(replacing: old, with: new)
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

  @Test(arguments: [
    ("duration: 0.4}", "duration: 1e-300}", "21:54:"),
    ("duration: 0.4}", "duration: 1e-10}", "21:54:"),
  ])
  func aDurationBelowAMillisecondIsRefusedNotZero(old: String, new: String, position: String) throws {
    // 1e-300 and 1e-10 used to pass as 0 (0.0005 was refused, as not a whole millisecond): the
    // animation ran in no time.
    let folder = try mailFolder(replacing: old, with: new)
    for arguments in [["add", "mail.yaml"], ["run", "mail.yaml"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(result.exitCode == 2, "\(arguments): \(result)")
      #expect(result.stderr.contains("mail.yaml:\(position)"), "\(result)")
      #expect(result.stderr.contains("is less than a millisecond"), "\(result)")
    }
    #expect(!folder.exists("catalog.sqlite"))
  }

  @Test func aStepTimeBelowAMillisecondIsRefusedAndZeroStillWorks() throws {
    let folder = try TemporaryFolder()
    let text = try String(
      contentsOf: fixturesFolder.appendingPathComponent("non-animated-presentation.yaml"), encoding: .utf8)
    try #require(text.contains("at: \"+0\""))
    try folder.write("tiny.yaml", text.replacingOccurrences(of: "at: \"+0\"", with: "at: 1e-300"))
    try folder.write("zero.yaml", text.replacingOccurrences(of: "at: \"+0\"", with: "at: 0"))
    let tiny = try CatalogProcess.run(["run", "tiny.yaml"], in: folder.path)
    #expect(tiny.exitCode == 2, "\(tiny)")
    #expect(tiny.stderr.contains("'at' in step 2: '1e-300' is less than a millisecond"), "\(tiny)")
    #expect(try CatalogProcess.run(["run", "zero.yaml"], in: folder.path).exitCode == 0)
  }

  @Test(arguments: [
    ("size: [1024, 768.5]", "size: [1e308, 768.5]", "at most 1000000 points"),
    ("rect: [10, 20, 300, 400.5]", "rect: [10, -1e300, 300, 400.5]", "a number of points from -1000000 to 1000000"),
  ])
  func aSizeOrFrameOutOfRangeIsRefused(old: String, new: String, message: String) throws {
    let folder = try TemporaryFolder()
    let text = ScenarioTexts.everyKey
    try #require(text.contains(old), "'\(old)' is not in the complete scenario")
    try folder.write("big.yaml", text.replacingOccurrences(of: old, with: new))
    let result = try CatalogProcess.run(["run", "big.yaml"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
  }

  @Test(arguments: [
    ["diff", "a.yaml", "--profile", "uikit-8", "--against", "uikit-13", "--side-by-side", "--width", "100000000000"],
    ["diff", "a.yaml", "--profile", "uikit-8", "--against", "uikit-13", "--side-by-side", "--width", "1001"],
    ["diff", "a.yaml", "--profile", "uikit-8", "--against", "uikit-13", "--context", "9223372036854775807"],
    ["diff", "a.yaml", "--profile", "uikit-8", "--against", "uikit-13", "--width", "1e11"],
    ["review", "--width", "5000000000"],
  ])
  func aNumberOptionOutOfRangeIsAUsageError(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 60)
    #expect(!result.wasSignaled, "\(result)")
    #expect(result.exitCode == 64, "\(result)")
    #expect(result.stderr.contains(arguments[arguments.count - 2]), "\(result)")
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
