import ArgumentParser
import Testing

@testable import CatalogCLI

/// Issue 6 item 4: every command's `--help` has an abstract, a discussion with an example, and
/// the exit codes.
struct HelpTests {
  /// Every command, each with the words that run it (`record import` for a nested one).
  static let commands: [(path: String, type: any ParsableCommand.Type)] = CatalogCommand.configuration.subcommands
    .flatMap { command in
      let name = command._commandName
      return [(name, command)] + command.configuration.subcommands.map { ("\(name) \($0._commandName)", $0) }
    }

  @Test(arguments: commands.map { String(describing: $0.type) })
  func everyCommandTeachesWithExamplesAndExitCodes(name: String) throws {
    let (path, command) = try #require(Self.commands.first { String(describing: $0.type) == name })
    let help = CatalogCommand.helpMessage(for: command)
    #expect(!command.configuration.abstract.isEmpty, "\(name) has no abstract")
    #expect(command.configuration.abstract.hasSuffix("."), "\(name)'s abstract is not a sentence")
    #expect(help.contains("EXAMPLE"), "\(name) --help has no example")
    #expect(help.contains("EXIT CODES"), "\(name) --help lists no exit codes")
    #expect(help.contains("catalog \(path)"), "\(name)'s examples do not show the command")
    #expect(!help.contains("\\("), "\(name) --help shows an unexpanded interpolation")
    #expect(!help.contains(" \\\n"), "\(name) --help shows a stray line-continuation backslash")
  }

  @Test func theRootCommandListsEverySubcommand() {
    let help = CatalogCommand.helpMessage()
    for name in [
      "run", "add", "list", "show", "diff", "check", "accept", "baselines", "rm", "export", "import", "profiles",
      "record", "calibrate",
    ] {
      #expect(help.contains("  \(name) ") || help.contains("  \(name), "), "'catalog --help' does not list \(name)")
    }
  }
}
