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
}
