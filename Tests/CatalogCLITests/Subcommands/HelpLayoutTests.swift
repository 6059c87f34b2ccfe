import CatalogTestSupport
import Foundation
import Testing

/// Issue 11 item 5: `--help` reads well in an 80-column terminal. Every line fits (the usage line
/// too: long ones name '[<options>]'), and every example is one line, so it can be copied.
@Suite(.tags(.medium))
struct HelpLayoutTests {
  static let commands = [
    "", "add", "list", "show", "run", "rm", "diff", "check", "accept", "baselines", "export", "import",
    "pending", "review", "explain", "report", "gc", "profiles", "record", "record import", "calibrate",
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
}
