import CatalogTestSupport
import Foundation
import Testing

/// Issue 11 item 5: what a new user's slips get. A mistyped command is named with a suggestion
/// (exit 64); an unknown tag is an error with a suggestion, not an empty batch (exit 2); a
/// mistyped option gets a suggestion in the same words; an unknown name in `baselines` gets one
/// like `show`.
@Suite(.tags(.medium))
struct NewUserDefectsTests {
  private func catalog() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha", tags: ["interactive", "sheet"]))
    let added = try CatalogProcess.run(["add", "a.yaml"], in: folder.path)
    try #require(added.exitCode == 0, "\(added)")
    return folder
  }

  @Test(arguments: [("chek", "check"), ("lst", "list"), ("acept", "accept")])
  func aMistypedCommandGetsASuggestion(typed: String, meant: String) throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run([typed], in: folder.path)
    #expect(result.exitCode == 64, "\(result)")
    #expect(result.stderr.hasPrefix("error: unknown command '\(typed)'; did you mean '\(meant)'?\n"), "\(result)")
  }

  /// `report` runs `report page` when no subcommand is named: a stored scenario's name (a word
  /// like a command's) is the page's argument, not an unknown command, and the page's options are
  /// known; a mistyped option is still found, and 'report merge' is still a subcommand.
  @Test func reportWithoutASubcommandIsAPageOfAStoredScenario() throws {
    let folder = try catalog()
    let page = try CatalogProcess.run(
      ["report", "alpha", "--profile", "uikit-8", "--against", "uikit-17", "--output", "alpha.html"], in: folder.path)
    #expect(page.exitCode == 0, "\(page)")
    #expect(FileManager.default.fileExists(atPath: folder.file("alpha.html")))
    let option = try CatalogProcess.run(["report", "alpha", "--ouput", "alpha.html"], in: folder.path)
    #expect(option.exitCode == 64, "\(option)")
    #expect(option.stderr.hasPrefix("error: unknown option '--ouput'; did you mean '--output'?"), "\(option)")
    let merge = try CatalogProcess.run(["report", "merge"], in: folder.path)
    #expect(merge.exitCode == 64 && merge.stderr.contains("Give the JSON reports of every shard"), "\(merge)")
  }

  /// `list --db nofolder/x.sqlite` said that `catalog add` creates the catalog, which then
  /// refused the missing folder: the hint now says to create the folder first, and `add` after
  /// `mkdir -p` does what it says.
  @Test func listingACatalogInAMissingFolderSaysToCreateTheFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let listed = try CatalogProcess.run(["list", "--db", "nofolder/x.sqlite"], in: folder.path)
    #expect(listed.exitCode == 0, "\(listed)")
    #expect(
      listed.stderr
        == "no catalog at 'nofolder/x.sqlite' yet, and its folder 'nofolder' does not exist: create it ('mkdir -p nofolder'), then 'catalog add FILE|DIR…' creates the catalog\n",
      "\(listed)")
    #expect(try folder.entries() == ["a.yaml"])
    try FileManager.default.createDirectory(atPath: folder.file("nofolder"), withIntermediateDirectories: false)
    let added = try CatalogProcess.run(["add", "a.yaml", "--db", "nofolder/x.sqlite"], in: folder.path)
    #expect(added.exitCode == 0, "\(added)")
  }

  @Test func anUnknownTagIsAnErrorWithASuggestionAndRecordsNothing() throws {
    let folder = try catalog()
    let result = try CatalogProcess.run(["run", "--tag", "interactve"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("no scenario is tagged 'interactve'; did you mean 'interactive'?"), "\(result)")
    let listed = try CatalogProcess.run(["list"], in: folder.path)
    #expect(listed.stdout.contains("never run"), "\(listed)")
    let other = try CatalogProcess.run(["run", "--tag", "zzzzzz"], in: folder.path)
    #expect(other.stderr.contains("no scenario is tagged 'zzzzzz'; the tags are interactive, sheet"), "\(other)")
  }

  @Test func aMistypedOptionAndAnUnknownBaselineNameGetSuggestions() throws {
    let folder = try catalog()
    let option = try CatalogProcess.run(["run", "--profle", "all"], in: folder.path)
    #expect(option.exitCode == 64)
    #expect(option.stderr.hasPrefix("error: unknown option '--profle'; did you mean '--profile'?\n"), "\(option)")
    let baselines = try CatalogProcess.run(["baselines", "alpah"], in: folder.path)
    #expect(baselines.exitCode == 2, "\(baselines)")
    #expect(baselines.stderr.contains("did you mean 'alpha'?"), "\(baselines)")
  }

  @Test func colourFollowsColorAndForceColor() throws {
    // CatalogProcess sets NO_COLOR=1 and TERM=dumb, and the output is a file, not a terminal.
    let folder = try catalog()
    let escape = "\u{1B}["
    func output(_ extra: [String], _ environment: [String: String] = [:]) throws -> String {
      try CatalogProcess.run(["check", "--all"] + extra, in: folder.path, environment: environment).stdout
    }
    #expect(!(try output([])).contains(escape))
    #expect(try output([], ["FORCE_COLOR": "1"]).contains(escape))
    #expect(!(try output([], ["FORCE_COLOR": "0"])).contains(escape))
    #expect(try output(["--color", "always"]).contains(escape))
    #expect(!(try output(["--color", "never"], ["FORCE_COLOR": "1"])).contains(escape))
    let bad = try CatalogProcess.run(["check", "--all", "--color", "sometimes"], in: folder.path)
    #expect(bad.exitCode == 64, "\(bad)")
  }

  @Test func baselinesListProfilesInEraOrder() throws {
    let folder = try catalog()
    for arguments in [["run", "--all", "--profile", "all"], ["accept", "--all"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      try #require(result.exitCode == 0, "\(arguments): \(result)")
    }
    let listed = try CatalogProcess.run(["baselines"], in: folder.path)
    let profiles = listed.stdout.split(separator: "\n").compactMap { line in
      line.split(separator: " ").dropFirst(2).first.map(String.init)
    }
    #expect(profiles == ["uikit-7", "uikit-8", "uikit-13", "uikit-17"], "\(listed)")
  }
}
