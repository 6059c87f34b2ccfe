import ArgumentParser
import CatalogTestSupport
import Testing

@testable import CatalogCLI

@Suite(.tags(.small))
struct ParsingTests {
  @Test func catalogCommandsParseWithTheirOptions() throws {
    #expect(
      try CatalogCommand.parseAsRoot(["add", "a.yaml", "dir/", "--keep-going"])
        is CatalogCommand.Add)
    #expect(
      try CatalogCommand.parseAsRoot(["list", "--tag", "x", "--format", "json"])
        is CatalogCommand.List)
    #expect(try CatalogCommand.parseAsRoot(["ls"]) is CatalogCommand.List)
    #expect(
      try CatalogCommand.parseAsRoot(["show", "name", "--revision", "2", "--source"])
        is CatalogCommand.Show)
    #expect(
      try CatalogCommand.parseAsRoot(["show", "run:4", "--format", "jsonl"]) is CatalogCommand.Show)
    #expect(try CatalogCommand.parseAsRoot(["rm", "a", "b"]) is CatalogCommand.Remove)
    #expect(try CatalogCommand.parseAsRoot(["remove", "a"]) is CatalogCommand.Remove)
    #expect(
      try CatalogCommand.parseAsRoot(["export", "a", "--to", "out"]) is CatalogCommand.Export)
    #expect(
      try CatalogCommand.parseAsRoot(["import", "dir", "--db", "x.sqlite"]) is CatalogCommand.Import
    )
  }

  /// Each usage error is caught while parsing, exits 64 (EX_USAGE), and says what is wrong.
  @Test(
    arguments: [
      (["add"], "Missing expected argument '<file|dir> ...'"),
      (["export"], "Missing expected argument '--to <dir>'"),
      (["rm"], "Missing expected argument '<name> ...'"),
      (["import"], "Missing expected argument '<dir>'"),
      (["list", "--format", "yaml"], "The value 'yaml' is invalid for '--format <format>'"),
      (["list", "--format", "jsonl"], "'--format jsonl' is not available for 'catalog list'"),
      (["show", "42", "--source"], "'--revision' and '--source' apply to scenarios"),
      (["show", "run:42", "--revision", "1"], "'--revision' and '--source' apply to scenarios"),
      (["show", "name", "--revision", "0"], "'--revision' must be 1 or more."),
      (["show", "name", "--format", "jsonl"], "'--format jsonl' is not available for 'catalog show' for a scenario"),
      (["import", "dir", "--by", " "], "'--by' must name someone."),
      (
        ["run", "x.yaml", "--profile", "uikit-9"],
        "'uikit-9' is not an engine profile; iOS 9 is in the era of uikit-8 (iOS 8–12); did you mean 'uikit-8'?"
      ),
      (["diff", "a", "--profile", "all"], "'--profile' takes one profile here"),
    ] as [([String], String)])
  func usageErrorsAreCaughtWhileParsing(arguments: [String], message: String) throws {
    do {
      _ = try CatalogCommand.parseAsRoot(arguments)
      Issue.record("\(arguments) parsed without an error")
    } catch {
      #expect(CatalogCommand.exitCode(for: error) == ExitCode(64), "\(arguments)")
      #expect(
        CatalogCommand.message(for: error).contains(message), "\(arguments): \(CatalogCommand.message(for: error))")
    }
  }

  @Test func everyCatalogCommandDocumentsItsExitCodesAndExamples() {
    let commands: [any ParsableCommand.Type] = CatalogCommand.configuration.subcommands
    for command in commands {
      let configuration = command.configuration
      #expect(configuration.abstract.hasSuffix("."))
      #expect(configuration.discussion.contains("EXAMPLES"))
      #expect(configuration.discussion.contains("EXIT CODES"))
    }
  }
}
