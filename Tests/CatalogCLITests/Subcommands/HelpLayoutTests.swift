import CatalogTestSupport
import Foundation
import Testing

/// Issue 11 item 5: `--help` reads well in an 80-column terminal. Every line fits (the usage line
/// too: long ones name '[<options>]'), and every example is one line, so it can be copied.
@Suite(.tags(.medium))
struct HelpLayoutTests {
  static let commands = [
    "", "add", "list", "show", "run", "rm", "diff", "check", "accept", "baselines", "export", "import",
    "pending", "review", "explain", "report", "report page", "report merge", "gc", "profiles", "record",
    "record import",
    "calibrate",
  ]

  @Test(arguments: commands)
  func helpFitsEightyColumnsWithOneLineExamples(command: String) throws {
    let arguments = command.split(separator: " ").map(String.init) + ["--help"]
    let folder = try TemporaryFolder()
    let help = try CatalogProcess.run(arguments, in: folder.path, environment: ["COLUMNS": "80"])
    #expect(help.exitCode == 0, "\(help)")
    let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines where line.count > 80 {
      Issue.record("'catalog \(command) --help' has a line of \(line.count) characters: \(line)")
    }
    guard let start = lines.firstIndex(of: "EXAMPLES") else {
      #expect(command.isEmpty, "no EXAMPLES in 'catalog \(command) --help'")
      return
    }
    let examples = lines[(start + 1)...].prefix { !$0.isEmpty }
    #expect(!examples.isEmpty)
    for line in examples where !line.hasPrefix("  catalog ") {
      Issue.record("'catalog \(command) --help': an example wrapped onto a second line: '\(line)'")
    }
  }

  /// Issue 26 item 8: a table in a discussion (rows indented under a heading) fits 80 columns
  /// as written, so swift-argument-parser never wraps a row into a fragment at the left margin.
  @Test(arguments: commands)
  func tablesDoNotWrapIntoFragmentsAtEightyColumns(command: String) throws {
    let folder = try TemporaryFolder()
    let help = try CatalogProcess.run(
      command.split(separator: " ").map(String.init) + ["--help"], in: folder.path, environment: ["COLUMNS": "80"])
    var previous = ""
    for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if ["ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:"].contains(line) { break }
      if previous.hasPrefix("  "), !line.isEmpty, !line.hasPrefix(" ") {
        Issue.record("'catalog \(command) --help': a row wrapped into a fragment: '\(previous)' / '\(line)'")
      }
      previous = line
    }
  }

  /// Issue 26 item 8: every command lists its own exit codes, each with what it means for that
  /// command, not the one generic block.
  @Test(arguments: commands.filter { !$0.isEmpty })
  func everyCommandListsItsOwnExitCodes(command: String) throws {
    let folder = try TemporaryFolder()
    let help = try CatalogProcess.run(
      command.split(separator: " ").map(String.init) + ["--help"], in: folder.path, environment: ["COLUMNS": "200"])
    let generic = ["0   success (for diff and check: nothing differs)", "1   a difference or regression was found"]
    #expect(help.stdout.contains("EXIT CODES\n"), "'catalog \(command) --help' lists no exit codes")
    for line in generic where help.stdout.contains(line) {
      Issue.record("'catalog \(command) --help' lists the generic exit code '\(line)'")
    }
  }
}
