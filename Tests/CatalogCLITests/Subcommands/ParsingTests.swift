import ArgumentParser
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

  @Test(arguments: [
    ["add"],
    ["export"],
    ["rm"],
    ["import"],
    ["list", "--format", "yaml"],
    ["show", "42", "--source"],
    ["show", "run:42", "--revision", "1"],
    ["show", "name", "--revision", "0"],
    ["show", "name", "--format", "jsonl"],
    ["import", "dir", "--accepted-by", " "],
  ])
  func usageErrorsAreCaughtWhileParsing(arguments: [String]) {
    #expect(throws: (any Error).self) { try CatalogCommand.parseAsRoot(arguments) }
  }

  @Test func everyCatalogCommandDocumentsItsExitCodesAndExamples() {
    let commands: [any ParsableCommand.Type] = [
      CatalogCommand.Add.self, CatalogCommand.List.self, CatalogCommand.Show.self,
      CatalogCommand.Remove.self, CatalogCommand.Export.self, CatalogCommand.Import.self,
    ]
    for command in commands {
      let configuration = command.configuration
      #expect(configuration.abstract.hasSuffix("."))
      #expect(configuration.discussion.contains("EXAMPLES"))
      #expect(configuration.discussion.contains("EXIT CODES"))
    }
  }
}
