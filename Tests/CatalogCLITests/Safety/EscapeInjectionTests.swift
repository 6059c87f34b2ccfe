import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 12: escapes and control characters from a scenario never reach the terminal raw:
/// error messages and `show` write them as `\u{1B}`; a NUL, which storage would cut the text at,
/// is refused with its position.
@Suite(.tags(.medium))
struct EscapeInjectionTests {
  static let escape = "\u{1B}"

  /// Writes `<name>.yaml`, a valid scenario whose summary is the YAML double-quoted `summary`.
  static func writeScenario(_ name: String, summary: String, in folder: TemporaryFolder) throws {
    try folder.write(
      "\(name).yaml",
      ScenarioTexts.valid(name).replacingOccurrences(
        of: "summary: Variant 0 of \(name)", with: "summary: \"\(summary)\""))
  }

  @Test func anErrorMessageQuotesControlCharactersVisibly() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "evil.yaml",
      "name: evil\nwindow: A\ncontrollers: {A: {}}\nsteps:\n  - present: \"\\e]0;pwned\\a\\e[2J\"\n")
    let result = try CatalogProcess.run(["run", "evil.yaml"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(!result.stderr.contains(Self.escape))
    #expect(!result.stderr.contains("\u{07}"))
    #expect(result.stderr.contains("\\u{1B}]0;pwned\\u{7}\\u{1B}[2J"), "\(result.stderr)")
  }

  @Test(arguments: [
    ["show", "\u{1B}]0;pwned\u{07}x"], ["run", "a/\u{1B}[2Jmissing.yaml"], ["diff", "run:\u{1B}[2J"],
    ["import", "no\u{1B}[2Jdir"],
  ])
  func anArgumentQuotedInAnErrorIsShownVisibly(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    _ = try CatalogProcess.run(["add", "a.yaml"], in: folder.path)
    let result = try CatalogProcess.run(arguments, in: folder.path)
    #expect([2, 3].contains(result.exitCode), "\(result)")
    #expect(!result.stderr.contains(Self.escape) && !result.stderr.contains("\u{07}"), "\(result)")
    #expect(result.stderr.contains("\\u{1B}"), "\(result)")
  }

  @Test func aFileNameFoundInAFolderIsShownVisibly() throws {
    let folder = try TemporaryFolder()
    try folder.write("in/\u{1B}[2Jevil.yaml", "name: [\n")
    let result = try CatalogProcess.run(["import", "in"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(!result.stderr.contains(Self.escape), "\(result)")
    #expect(result.stderr.contains("in/\\u{1B}[2Jevil.yaml:"), "\(result)")
  }

  @Test func showWritesASummaryAndSourceWithControlCharactersVisibly() throws {
    let folder = try TemporaryFolder()
    try Self.writeScenario("title", summary: "a\\e]0;pwned\\a title", in: folder)
    #expect(try CatalogProcess.run(["add", "title.yaml"], in: folder.path).exitCode == 0)
    let shown = try CatalogProcess.run(["show", "title"], in: folder.path)
    #expect(shown.exitCode == 0, "\(shown)")
    #expect(!shown.stdout.contains(Self.escape))
    #expect(shown.stdout.contains("  a\\u{1B}]0;pwned\\u{7} title\n"))
    // The source itself is kept byte for byte, for '--source'.
    let source = try CatalogProcess.run(["show", "title", "--source"], in: folder.path)
    #expect(source.stdout == (try String(contentsOfFile: folder.file("title.yaml"), encoding: .utf8)))
  }

  @Test func aNULInATextIsRefusedNotTruncated() throws {
    let folder = try TemporaryFolder()
    try Self.writeScenario("nul", summary: "before\\0after", in: folder)
    let result = try CatalogProcess.run(["add", "nul.yaml"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains("nul.yaml:2:10: error: 'summary': the text contains a NUL character"), "\(result.stderr)")
  }

  // MARK: - Text the catalog did not write, in every output (audit G5)

  /// Whether `text` holds no byte of an escape sequence or a bell.
  static func isClean(_ text: String) -> Bool { !text.contains(escape) && !text.contains("\u{07}") }

  static let evil = "\u{1B}]0;PWNED\u{07}"

  @Test func folderAndFileNamesNeverReachTheTerminalRaw() throws {
    // File names found in a folder, folder paths and CATALOG_DB used to be printed raw by
    // 'check DIR', its '--summary', 'run DIR', 'export', 'add' and the 'no catalog' note.
    let folder = try TemporaryFolder()
    let dir = "dir\(Self.evil)"
    try folder.write("\(dir)/bad\(Self.evil).yaml", "garbage: [\n")
    try folder.write("\(dir)/good.yaml", ScenarioTexts.valid("good"))
    let commands: [([String], [String: String])] = [
      (["check", dir, "--db", "c.sqlite", "--summary", "summary.md"], [:]),
      (["run", dir], [:]),
      (["add", "\(dir)/good.yaml", "--db", "\(dir)/c\(Self.evil).sqlite"], [:]),
      (["export", "--to", "out\(Self.evil)", "--db", "\(dir)/c\(Self.evil).sqlite"], [:]),
      (["list"], ["CATALOG_DB": "x\(Self.evil).sqlite"]),
      (["import", dir, "--db", "i.sqlite"], [:]),
    ]
    for (arguments, environment) in commands {
      let result = try CatalogProcess.run(arguments, in: folder.path, environment: environment)
      #expect(!result.wasSignaled, "\(arguments): \(result)")
      #expect(Self.isClean(result.stdout) && Self.isClean(result.stderr), "\(arguments): \(result)")
      #expect((result.stdout + result.stderr).contains("\\u{1B}]0;PWNED\\u{7}"), "\(arguments): \(result)")
    }
    let summary = try folder.read("summary.md")
    #expect(Self.isClean(summary), "\(summary)")
    #expect(summary.contains("bad\\u{1B}]0;PWNED\\u{7}.yaml"), "\(summary)")
  }

  @Test func aRefusedCharacterIsQuotedVisiblyInEveryCommand() throws {
    // The validator's "('X' is not allowed)" embedded the raw character in 'run FILE' and
    // 'check DIR' output.
    let folder = try TemporaryFolder()
    try folder.write(
      "in/zc.yaml", ScenarioTexts.valid("zc").replacingOccurrences(of: "  A: {}", with: "  \"A\\e[2J\": {}"))
    try #require(try folder.read("in/zc.yaml").contains("  \"A\\e[2J\": {}"))
    for arguments in [["run", "in/zc.yaml"], ["check", "in", "--db", "c.sqlite"], ["add", "in/zc.yaml"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect([1, 2].contains(result.exitCode), "\(arguments): \(result)")
      #expect(Self.isClean(result.stdout) && Self.isClean(result.stderr), "\(arguments): \(result)")
      #expect((result.stdout + result.stderr).contains("\\u{1B}"), "\(arguments): \(result)")
    }
  }

  @Test func bidirectionalOverridesAreShownVisibly() throws {
    // U+202E reverses the rest of a line on screen: a summary could read as something else.
    let folder = try TemporaryFolder()
    try Self.writeScenario("bidi", summary: "safe \\u202Eexe.yaml", in: folder)
    #expect(try CatalogProcess.run(["add", "bidi.yaml"], in: folder.path).exitCode == 0)
    for arguments in [["show", "bidi"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(!result.stdout.contains("\u{202E}"), "\(arguments): \(result)")
      #expect(result.stdout.contains("\\u{202E}"), "\(arguments): \(result)")
    }
  }
}
