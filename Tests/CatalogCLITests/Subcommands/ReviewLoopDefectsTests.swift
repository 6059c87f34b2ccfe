import CatalogTestSupport
import Foundation
import Testing

/// The defects an audit of issue 11 found in the review loop, each reproduced through the built
/// binary: `accept --all` after a folder check, accepting after the checked folder moved, era
/// order in `accept`, a mistyped option beside `--all`, hints that drop `--db`, the Markdown
/// summary, and the defects of item 5 that had no test.
@Suite(.tags(.medium))
struct ReviewLoopDefectsTests {
  /// Every command with `CATALOG_DB=catalog.sqlite`: these are defects of the catalog's review
  /// loop after a folder check, so the folder check writes that catalog, as it did by default
  /// before issue 26 moved a folder's catalog to the cache (and review to pending files).
  private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> CatalogProcess.Result {
    try CatalogProcess.run(arguments, in: folder.path, environment: ["CATALOG_DB": "catalog.sqlite"])
  }

  /// A folder whose catalog holds scenario `alpha`, added from `a.yaml`.
  private func folderWithAlphaAdded() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    #expect(try run(["add", "a.yaml"], in: folder).exitCode == 0)
    return folder
  }

  private func fixtureText(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: fixturesFolder.appendingPathComponent(name)), as: UTF8.self)
  }

  /// The bundled fixtures hold baselines of older rules: a passing check followed by
  /// `accept --all` must leave every file as it is, and accept no stored scenario outside the folder.
  @Test func acceptAllAfterAFolderCheckTouchesOnlyThatChecksChanges() throws {
    let folder = try TemporaryFolder()
    let names = ["dimming-presentation", "ios13-default-style"]
    for name in names {
      for file in try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
      where file.hasPrefix(name + ".") {
        try folder.write("fx/" + file, try fixtureText(file))
      }
    }
    try folder.write("other.yaml", ScenarioTexts.valid("other"))
    #expect(try run(["add", "other.yaml"], in: folder).exitCode == 0)
    #expect(try run(["run", "other"], in: folder).exitCode == 0)
    let before = try Dictionary(uniqueKeysWithValues: folder.entries("fx").map { ($0, try folder.read("fx/" + $0)) })

    let checked = try run(["check", "fx"], in: folder)
    #expect(checked.exitCode == 0, "\(checked)")
    let accepted = try run(["accept", "--all"], in: folder)
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(accepted.stdout.contains("0 baselines accepted"), "\(accepted)")
    #expect(!accepted.stdout.contains("other @"), "\(accepted)")
    #expect(!accepted.stdout.contains("Wrote"), "\(accepted)")
    #expect(accepted.stderr.contains("'--all' accepts that check's changed and new results"), "\(accepted)")
    let after = try Dictionary(uniqueKeysWithValues: folder.entries("fx").map { ($0, try folder.read("fx/" + $0)) })
    #expect(after == before)
    let baselines = try run(["baselines"], in: folder)
    #expect(!baselines.stdout.contains("other @"), "\(baselines)")

    // Naming the scenario still accepts its latest run.
    let named = try run(["accept", "other"], in: folder)
    #expect(named.exitCode == 0 && named.stdout.contains("other @ uikit-17: accepted (first baseline)"), "\(named)")
  }

  /// A folder whose baseline files the store already holds (copied without them) gets its files
  /// written when its new results are accepted, although the store's baselines did not change.
  @Test func acceptingWritesTheFolderFilesTheStoreAlreadyHad() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    #expect(try run(["check", "fx", "--accept", "--profile", "uikit-17"], in: folder).exitCode == 0)
    try FileManager.default.removeItem(atPath: folder.file("fx/alpha.uikit-17.timeline"))
    let checked = try run(["check", "fx", "--profile", "uikit-17"], in: folder)
    #expect(checked.exitCode == 1 && checked.stdout.contains("new           1"), "\(checked)")
    let accepted = try run(["accept", "--group", "all"], in: folder)
    #expect(accepted.stdout.contains("Wrote 1 baseline file in 'fx'"), "\(accepted)")
    #expect(try run(["check", "fx", "--profile", "uikit-17"], in: folder).exitCode == 0)
  }

  @Test func acceptAfterTheCheckedFolderMovedIsAnErrorAndAcceptsNothing() throws {
    let folder = try TemporaryFolder.checkedThenEdited(["alpha"], variant: 2)
    #expect(try run(["check", "fx"], in: folder).exitCode == 1)
    try FileManager.default.moveItem(atPath: folder.file("fx"), toPath: folder.file("fy"))
    let accepted = try run(["accept", "--group", "1"], in: folder)
    #expect(accepted.exitCode == 2, "\(accepted)")
    #expect(accepted.stderr.contains("which is not there any more (moved or deleted)"), "\(accepted)")
    #expect(accepted.stderr.contains("nothing was accepted"), "\(accepted)")
    let pending = try run(["pending"], in: folder)
    #expect(pending.stdout.contains("alpha @ uikit-17"), "\(pending)")
  }

  @Test func acceptListsProfilesInEraOrderInTextAndJSON() throws {
    let folder = try folderWithAlphaAdded()
    #expect(try run(["run", "alpha", "--profile", "all"], in: folder).exitCode == 0)
    let text = try run(["accept", "alpha"], in: folder)
    let profiles = text.stdout.split(separator: "\n").filter { $0.hasPrefix("alpha @ ") }.map {
      String($0.split(separator: ":")[0].dropFirst("alpha @ ".count))
    }
    #expect(profiles == ["uikit-7", "uikit-8", "uikit-13", "uikit-17"], "\(text)")
    #expect(try run(["run", "alpha", "--profile", "all"], in: folder).exitCode == 0)
    let json = try run(["accept", "alpha", "--format", "json"], in: folder)
    let order =
      json.stdout.components(separatedBy: "\"profile\" : \"").dropFirst().map { $0.prefix { $0 != "\"" } }
      + json.stdout.components(separatedBy: "\"profile\": \"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(order == ["uikit-7", "uikit-8", "uikit-13", "uikit-17"], "\(json)")
  }

  @Test func acceptAllWithNothingRunIsAnError() throws {
    let folder = try folderWithAlphaAdded()
    let accepted = try run(["accept", "--all"], in: folder)
    #expect(accepted.exitCode == 2, "\(accepted)")
    #expect(accepted.stderr.contains("there is nothing to accept: no scenario has a run yet"), "\(accepted)")
  }

  @Test(arguments: [
    (["run", "--all", "--profle", "all"], "--profle", "--profile"),
    (["check", "--all", "--colr", "never"], "--colr", "--color"),
    (["accept", "--all", "--profle", "uikit-8"], "--profle", "--profile"),
    (["run", "x.yaml", "--profle", "all"], "--profle", "--profile"),
    // The parser takes these (as help, as a number's value refused), yet the option is reported.
    (["check", "--all", "--help", "--profle"], "--profle", "--profile"),
    (["diff", "a", "b", "--context", "--contxt"], "--contxt", "--context"),
    (["add", "x.yaml", "-h", "--dbb", "c.sqlite"], "--dbb", "--db"),
    // Beside a profile whose validation prints a note: the error comes first, alone.
    (["check", "--all", "--profile", "12.4", "--strct"], "--strct", "--strict"),
    (["run", "x.yaml", "--profile=ios17", "--profle", "all"], "--profle", "--profile"),
    // A subcommand named by its alias has its own options.
    (["record", "remove", "x", "recording:2", "--dbb", "c.sqlite"], "--dbb", "--db"),
    (["remove", "x", "--dbb", "c.sqlite"], "--dbb", "--db"),
  ])
  func aMistypedOptionIsReportedAsSuchEvenBesideAll(arguments: [String], typed: String, meant: String) throws {
    let folder = try TemporaryFolder()
    let result = try run(arguments, in: folder)
    #expect(result.exitCode == 64, "\(result)")
    #expect(result.stderr.hasPrefix("error: unknown option '\(typed)'; did you mean '\(meant)'?\n"), "\(result)")
  }

  /// A subcommand named by its alias (`record remove` is `record rm`) takes its own options: '--db'
  /// is not reported as unknown, and the command runs (here, to find no catalog).
  @Test func theOptionsOfASubcommandNamedByItsAliasAreKnown() throws {
    let folder = try TemporaryFolder()
    let result = try run(["record", "remove", "x", "recording:2", "--db", "missing.sqlite"], in: folder)
    #expect(result.exitCode != 64, "\(result)")
    #expect(!result.stderr.contains("unknown option"), "\(result)")
  }

  @Test func helpOfAMistypedCommandGetsASuggestion() throws {
    let folder = try TemporaryFolder()
    let result = try run(["help", "chek"], in: folder)
    #expect(result.exitCode == 64, "\(result)")
    #expect(result.stderr.hasPrefix("error: unknown command 'chek'; did you mean 'check'?"), "\(result)")
    #expect(try run(["help", "check"], in: folder).exitCode == 0)
  }

  /// Every command a check, `pending` or `baselines` suggests uses the catalog the user named.
  @Test func hintsCarryTheDatabaseTheUserGave() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    let checked = try run(
      ["check", "fx", "--profile", "uikit-17", "--db", "x.sqlite", "--summary", "s.md"], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("'catalog accept --group all --db x.sqlite'"), "\(checked)")
    #expect(checked.stdout.contains("'catalog check fx --accept --db x.sqlite'"), "\(checked)")
    #expect(try folder.read("s.md").contains("`catalog accept --group all --db x.sqlite`"))
    let pending = try run(["pending", "--db", "x.sqlite"], in: folder)
    #expect(pending.stdout.contains("'catalog accept --group N --db x.sqlite'"), "\(pending)")
    // Following the hint uses that catalog, and none other is created.
    #expect(try run(["accept", "--group", "all", "--db", "x.sqlite"], in: folder).exitCode == 0)
    #expect(!folder.exists("catalog.sqlite"))
    // A pruning without any catalog creates none.
    let empty = try TemporaryFolder()
    let pruned = try run(["baselines", "--prune"], in: empty)
    #expect(pruned.exitCode == 0 && pruned.stdout.contains("Nothing to prune: no baseline is obsolete."), "\(pruned)")
    #expect(try empty.entries() == [])
  }

  /// GitHub shows a code span as written: no `&lt;` in one; and after a folder check the summary
  /// says that accepting writes the folder's files, not to export.
  @Test func theMarkdownSummaryShowsRolesAndTheFolderAdvice() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/dimming-presentation.yaml", try fixtureText("dimming-presentation.yaml"))
    #expect(try run(["check", "fx", "--accept", "--profile", "uikit-17"], in: folder).exitCode == 0)
    let edited = try folder.read("fx/dimming-presentation.yaml").replacingOccurrences(
      of: "duration: 1.0}", with: "duration: 1.25}")
    try folder.write("fx/dimming-presentation.yaml", edited)
    let checked = try run(["check", "fx", "--summary", "s.md"], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    let summary = try folder.read("s.md")
    #expect(summary.contains("`animator:<presented>.transitionDuration(using:)` (result) changed"), "\(summary)")
    #expect(summary.contains("events shifted in time"), "\(summary)")
    #expect(!summary.contains("&lt;"), "\(summary)")
    #expect(!summary.contains("catalog export"), "\(summary)")
    #expect(summary.contains("both write the folder's baseline files"), "\(summary)")
  }

  /// Item 5's defects that had no test.
  @Test func runProfileAllLabelsEvenOneApplicableProfile() throws {
    let folder = try TemporaryFolder(fixtures: ["sheet-detents"])
    let text = try run(["run", "sheet-detents.yaml", "--profile", "all"], in: folder)
    #expect(text.exitCode == 0, "\(text)")
    #expect(text.stdout.hasPrefix("# sheet-detents @ uikit-17 (rules "), "\(text)")
    // The reason uikit-13 lacks detents is said once, with the lines it applies to.
    let notes = text.stderr.split(separator: "\n").filter { $0.contains("under uikit-13") }
    #expect(notes.count == 1, "\(text)")
    #expect(notes.first.map { $0.components(separatedBy: "'detent' needs").count == 2 } == true, "\(text)")
    let lines = try run(["run", "sheet-detents.yaml", "--profile", "all", "--format", "jsonl"], in: folder)
    #expect(
      lines.stdout.hasPrefix("{\"scenario\": \"sheet-detents\", \"profile\": \"uikit-17\", \"rulesVersion\": "),
      "\(lines)")
  }

  @Test func baselinesPruneWithNothingToPruneSaysSo() throws {
    let folder = try folderWithAlphaAdded()
    let pruned = try run(["baselines", "--prune"], in: folder)
    #expect(pruned.exitCode == 0, "\(pruned)")
    #expect(pruned.stdout.contains("Nothing to prune: no baseline is obsolete."), "\(pruned)")
  }

  @Test func aDatabasePathNamingAFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try FileManager.default.createDirectory(atPath: folder.file("dbdir"), withIntermediateDirectories: false)
    for arguments in [["add", "a.yaml", "--db", "dbdir"], ["list", "--db", "dbdir"]] {
      let result = try run(arguments, in: folder)
      #expect(result.exitCode == 2, "\(arguments): \(result)")
      #expect(
        result.stderr.contains(
          "the catalog path 'dbdir' is a folder; give a database file, such as 'dbdir/catalog.sqlite'"),
        "\(result)")
    }
    #expect(try folder.entries("dbdir") == [])
  }

  /// Commands that only read leave the catalog one file, as the ones that write do.
  @Test func readingCommandsLeaveNoWALFiles() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    #expect(try run(["add", "dimming-presentation.yaml"], in: folder).exitCode == 0)
    #expect(try run(["check", "--all", "--accept"], in: folder).exitCode == 0)
    #expect(try folder.entries().filter { $0.hasPrefix("catalog.sqlite") } == ["catalog.sqlite"])
    for arguments in [
      ["list"], ["baselines"], ["show", "dimming-presentation"], ["pending"], ["explain", "dimming-presentation"],
      ["diff", "dimming-presentation", "--profile", "uikit-8", "--against", "uikit-13"], ["export", "--to", "out"],
    ] {
      let result = try run(arguments, in: folder)
      #expect(result.exitCode == 0 || result.exitCode == 1, "\(arguments): \(result)")
      #expect(
        try folder.entries().filter { $0.hasPrefix("catalog.sqlite") } == ["catalog.sqlite"], "after \(arguments)")
    }
  }
}
