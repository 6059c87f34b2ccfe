import CatalogTestSupport
import Foundation
import Testing

/// Issue 26 items 1–5, through the built binary: a check that compares nothing fails, folders are
/// read recursively with each baseline beside its scenario, iOS versions name their era, a
/// failure a profile can no longer replay has a way out, `check` shows authoring warnings and
/// takes `--strict`, and review works from pending files alone, without a catalog database.
@Suite(.tags(.medium))
struct SafeInCITests {
  private func run(
    _ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]
  ) throws -> CatalogProcess.Result {
    try CatalogProcess.run(arguments, in: folder.path, environment: environment)
  }

  /// A repository whose scenarios live in `ui/flows/` and `ui/sheets/`, with a hidden folder and
  /// a `.build` folder that each hold a scenario file that must never be read.
  private func nestedRepository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("ui/flows/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("ui/sheets/beta.yaml", ScenarioTexts.valid("beta"))
    try folder.write(".git/ignored.yaml", ScenarioTexts.valid("ignored"))
    try folder.write(".build/debug/built.yaml", ScenarioTexts.valid("built"))
    try folder.write("README.md", "# a repository\n")
    return folder
  }

  /// A scenario whose transitioning delegate declares a dismissal animator nothing asks for: an
  /// authoring warning (rule 15.6) under every profile.
  static let warned = """
    name: warned
    window: A
    controllers:
      A: {}
      D: {modalPresentationStyle: custom, transitioningDelegate: t}
    transitioningDelegates:
      t: {presentAnimator: {class: Slide}, dismissAnimator: {class: Slide}}
    steps:
      - present: D
        from: A
      - dismiss: D

    """

  // MARK: - Item 1: a check of nothing fails; folders are read recursively

  @Test func aCheckThatFindsNoScenarioFailsNamingTheFolder() throws {
    let folder = try nestedRepository()
    try folder.write("docs/notes.txt", "no scenarios here\n")
    let empty = try run(["check", "docs"], in: folder)
    #expect(empty.exitCode == 2, "\(empty)")
    #expect(empty.stderr.contains("the check of 'docs' compared nothing"), "\(empty)")
    #expect(empty.stderr.contains("no scenario file (.yaml, .yml, .json) in 'docs' or its subfolders"), "\(empty)")
    #expect(!folder.exists("catalog.sqlite"))
    // A catalog.yaml that leaves every scenario out says so.
    try folder.write("ui/catalog.yaml", "include: [\"nothing/**\"]\n")
    let excluded = try run(["check", "ui"], in: folder)
    #expect(excluded.exitCode == 2, "\(excluded)")
    #expect(
      excluded.stderr.contains("'ui/catalog.yaml' leaves out all 2 with its 'include' and 'exclude'"), "\(excluded)")
  }

  @Test func aCheckOfACatalogWithoutScenariosFailsToo() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "alpha.yaml"], ["rm", "alpha"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    let empty = try run(["check"], in: folder)
    #expect(empty.exitCode == 2, "\(empty)")
    #expect(empty.stderr.contains("the check of the catalog 'catalog.sqlite' compared nothing"), "\(empty)")
  }

  @Test func nestedFoldersAreCheckedWithEachBaselineBesideItsScenario() throws {
    let folder = try nestedRepository()
    let first = try run(["check", ".", "--profile", "uikit-17"], in: folder)
    #expect(first.exitCode == 1, "\(first)")
    #expect(first.stdout.contains("2 results for '.'"), "\(first)")
    #expect(!first.stdout.contains("ignored") && !first.stdout.contains("built"), "\(first)")
    let accepted = try run(["check", ".", "--profile", "uikit-17", "--accept"], in: folder)
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(try folder.entries("ui/flows") == ["alpha.uikit-17.timeline", "alpha.yaml"])
    #expect(try folder.entries("ui/sheets") == ["beta.uikit-17.timeline", "beta.yaml"])
    #expect(try folder.entries(".git") == ["ignored.yaml"])
    let again = try run(["check", "."], in: folder)
    #expect(again.exitCode == 0 && again.stdout.contains("passed        2"), "\(again)")
    // A baseline file away from its scenario file is named, with where it belongs.
    try FileManager.default.moveItem(
      atPath: folder.file("ui/sheets/beta.uikit-17.timeline"), toPath: folder.file("ui/beta.uikit-17.timeline"))
    let moved = try run(["check", "."], in: folder)
    #expect(moved.exitCode == 1, "\(moved)")
    #expect(
      moved.stdout.contains(
        "'beta' is declared by 'ui/sheets/beta.yaml', and a baseline file lives beside its scenario file: move 'ui/beta.uikit-17.timeline' into 'ui/sheets'"
      ), "\(moved)")
  }

  @Test func catalogYAMLIncludeAndExcludeNarrowTheSearch() throws {
    let folder = try nestedRepository()
    try folder.write("ui/drafts/gamma.yaml", ScenarioTexts.valid("gamma"))
    try folder.write("catalog.yaml", "include: [\"ui/**\"]\nexclude: [drafts/]\nprofiles: [uikit-17]\n")
    let checked = try run(["check", "."], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("2 results for '.'"), "\(checked)")
    #expect(checked.stdout.contains("alpha @ uikit-17") && checked.stdout.contains("beta @ uikit-17"), "\(checked)")
    #expect(!checked.stdout.contains("gamma"), "\(checked)")
    try folder.write("catalog.yaml", "exclude: [\"/abs\"]\n")
    let bad = try run(["check", "."], in: folder)
    #expect(bad.exitCode == 2, "\(bad)")
    #expect(bad.stderr.contains("catalog.yaml:1:11: error: 'exclude': '/abs' is absolute"), "\(bad)")
  }

  // MARK: - Item 2: iOS versions name their era

  @Test(arguments: [
    ("12.4", "uikit-8", "note: iOS 12.4 is profile uikit-8 (iOS 8–12)"),
    ("ios17", "uikit-17", "note: iOS 17 is profile uikit-17 (iOS 17+)"),
    ("iOS 13.2", "uikit-13", "note: iOS 13.2 is profile uikit-13 (iOS 13–16)"),
    ("7", "uikit-7", "note: iOS 7 is profile uikit-7 (iOS 7)"),
  ])
  func anIOSVersionChoosesTheProfileOfItsEraAndSaysSo(version: String, profile: String, note: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    let result = try run(["run", "alpha.yaml", "--profile", version, "--format", "json"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    #expect(result.stderr.contains(note), "\(result)")
    #expect(result.stdout.contains("\"profile\": \"\(profile)\""), "\(result)")
  }

  @Test(arguments: [
    ("uikit-12", "iOS 12 is in the era of uikit-8 (iOS 8–12); did you mean 'uikit-8'?"),
    ("uikit17", "did you mean 'uikit-17'?"),
    ("ios5", "names iOS 5, which no profile models; the oldest era is uikit-7 (iOS 7)"),
  ])
  func aMistakenProfileIsSuggestedByEraNotBySpelling(text: String, suggestion: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    let result = try run(["run", "alpha.yaml", "--profile", text], in: folder)
    #expect(result.exitCode == 64, "\(result)")
    #expect(result.stderr.contains(suggestion), "\(result)")
    #expect(!result.stderr.contains("did you mean 'uikit-13'") && !result.stderr.contains("did you mean 'uikit-7'"))
  }

  @Test func catalogYAMLTakesIOSVersionsToo() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/catalog.yaml", "profiles: [12.4, ios17]\n")
    let checked = try run(["check", "fx", "--accept"], in: folder)
    #expect(checked.exitCode == 0, "\(checked)")
    #expect(checked.stderr.contains("fx/catalog.yaml:1:12: note: iOS 12.4 is profile uikit-8 (iOS 8–12)"), "\(checked)")
    #expect(
      try folder.entries("fx") == ["alpha.uikit-17.timeline", "alpha.uikit-8.timeline", "alpha.yaml", "catalog.yaml"])
    try folder.write("fx/catalog.yaml", "profiles: [uikit-12]\n")
    let wrong = try run(["check", "fx"], in: folder)
    #expect(wrong.exitCode == 2, "\(wrong)")
    #expect(
      wrong.stderr.contains(
        "fx/catalog.yaml:1:12: error: in 'profiles': 'uikit-12' is not an engine profile; iOS 12 is in the era of uikit-8"
      ), "\(wrong)")
  }

  // MARK: - Item 3: a failure has a way out

  /// A folder whose scenario has baselines under every profile, then switches to a style iOS 7
  /// lacks: uikit-7 can no longer replay it.
  private func folderWithAnUnreplayableBaseline() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("fx/flows/alpha.yaml", ScenarioTexts.valid("alpha"))
    try #require(try run(["check", "fx", "--accept"], in: folder).exitCode == 0)
    try #require(folder.exists("fx/flows/alpha.uikit-7.timeline"))
    try folder.write(
      "fx/flows/alpha.yaml",
      ScenarioTexts.valid("alpha").replacingOccurrences(of: "fullScreen", with: "overFullScreen"))
    return folder
  }

  @Test func aBaselineItsProfileCanNoLongerReplayIsNamedAndPruned() throws {
    let folder = try folderWithAnUnreplayableBaseline()
    let failing = try run(["check", "fx", "--accept"], in: folder)
    #expect(failing.exitCode == 1, "check --accept exits 1 while a result still fails: \(failing)")
    #expect(
      failing.stdout.contains(
        "uikit-7 can no longer replay it: style 'overFullScreen' of controller 'D' does not exist in profile uikit-7 (iOS 7); it arrived in uikit-8; delete its baseline file 'fx/flows/alpha.uikit-7.timeline' ('catalog baselines fx --prune'"
      ), "\(failing)")
    let listed = try run(["baselines", "fx"], in: folder)
    #expect(listed.stdout.contains("flows/alpha.uikit-7.timeline: uikit-7 can no longer replay 'alpha'"), "\(listed)")
    let pruned = try run(["baselines", "fx", "--prune"], in: folder)
    #expect(pruned.exitCode == 0, "\(pruned)")
    #expect(pruned.stdout.contains("Deleted 1 obsolete baseline file from 'fx'"), "\(pruned)")
    #expect(!folder.exists("fx/flows/alpha.uikit-7.timeline"))
    let passing = try run(["check", "fx"], in: folder)
    #expect(passing.exitCode == 0, "\(passing)")
  }

  @Test func theStoredBaselineOfAProfileThatCanNoLongerReplayItIsPrunedAndAcceptExitsOne() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "alpha.yaml"], ["run", "--all", "--profile", "all"], ["accept", "--all"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    try folder.write(
      "alpha.yaml", ScenarioTexts.valid("alpha").replacingOccurrences(of: "fullScreen", with: "overFullScreen"))
    for arguments in [["add", "alpha.yaml"], ["run", "--all", "--profile", "all"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    let accepted = try run(["accept", "--all"], in: folder)
    #expect(accepted.exitCode == 1, "accepting cannot fix it: \(accepted)")
    #expect(accepted.stdout.contains("'catalog baselines --prune' removes its baseline under uikit-7"), "\(accepted)")
    let checked = try run(["check"], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("'catalog baselines --prune' deletes its baseline"), "\(checked)")
    let pruned = try run(["baselines", "--prune"], in: folder)
    #expect(pruned.stdout.contains("Pruned 1 obsolete baseline."), "\(pruned)")
    #expect(pruned.stdout.contains("uikit-7 can no longer replay it"), "\(pruned)")
    let passing = try run(["check"], in: folder)
    #expect(passing.exitCode == 0, "\(passing)")
  }

  // MARK: - Item 4: check shows authoring warnings and takes --strict

  @Test func checkShowsAuthoringWarningsAndStrictFailsThem() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/warned.yaml", Self.warned)
    let lenient = try run(["check", "fx", "--profile", "uikit-17", "--accept"], in: folder)
    #expect(lenient.exitCode == 0, "\(lenient)")
    #expect(
      lenient.stdout.contains(
        "fx/warned.yaml:7:3: warning: transitioning delegate 't' declares a dismissal animator or interaction that UIKit never asks for"
      ), "\(lenient)")
    let json = try run(["check", "fx", "--format", "json"], in: folder)
    #expect(
      json.stdout.contains("\"warnings\": [\n        {\n          \"column\": 3,\n          \"line\": 7,"), "\(json)")
    let strict = try run(["check", "fx", "--strict"], in: folder)
    #expect(strict.exitCode == 1, "\(strict)")
    #expect(strict.stdout.contains("warned @ uikit-17: authoring warnings are errors here (--strict"), "\(strict)")
    try folder.write("fx/catalog.yaml", "strict: true\n")
    let configured = try run(["check", "fx"], in: folder)
    #expect(configured.exitCode == 1 && configured.stdout.contains("failed        1"), "\(configured)")
  }

  // MARK: - Item 5: pending files, and review without the database

  @Test func aFolderCheckWritesPendingFilesAndLeavesNoCatalogInTheRepository() throws {
    let folder = try nestedRepository()
    #expect(try run(["check", ".", "--profile", "uikit-17", "--accept"], in: folder).exitCode == 0)
    try folder.write("ui/flows/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    // In CI: no pending file unless asked.
    let ci = try run(["check", "."], in: folder, environment: ["CI": "true"])
    #expect(ci.exitCode == 1, "\(ci)")
    #expect(!folder.exists("ui/flows/alpha.uikit-17.timeline.new"))
    let asked = try run(["check", ".", "--pending-files", "always"], in: folder, environment: ["CI": "true"])
    #expect(asked.exitCode == 1, "\(asked)")
    #expect(folder.exists("ui/flows/alpha.uikit-17.timeline.new"))
    // Outside CI by default, beside the baseline; the catalog is in the cache, not the repository.
    try FileManager.default.removeItem(atPath: folder.file("ui/flows/alpha.uikit-17.timeline.new"))
    let local = try run(["check", "."], in: folder)
    #expect(local.stdout.contains("Wrote 1 pending file beside the baselines in '.'"), "\(local)")
    let pending = try folder.read("ui/flows/alpha.uikit-17.timeline.new")
    #expect(pending.hasPrefix("# pending alpha @ uikit-17 (rules "), "\(pending)")
    #expect(pending.contains("\n# group 1, change "), "\(pending)")
    #expect(try folder.entries().filter { $0.hasSuffix(".sqlite") }.isEmpty)
    #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.file(".cache/catalog/folders")).count == 1)
    // `--db` still wins.
    #expect(try run(["check", ".", "--db", "here.sqlite"], in: folder).exitCode == 1)
    #expect(folder.exists("here.sqlite"))
    // A result that passes again removes its stale pending file.
    try folder.write("ui/flows/alpha.yaml", ScenarioTexts.valid("alpha"))
    let passing = try run(["check", "."], in: folder)
    #expect(passing.exitCode == 0 && passing.stdout.contains("Removed 1 stale pending file"), "\(passing)")
    #expect(!folder.exists("ui/flows/alpha.uikit-17.timeline.new"))
  }

  /// The round trip of the issue: CI checks a nested folder and keeps the pending files; a
  /// reviewer copies them into a fresh clone, with no catalog anywhere, and accepts from them.
  @Test func pendingFilesRoundTripThroughAFreshCloneWithoutTheDatabase() throws {
    let repository = try nestedRepository()
    try repository.write("ui/sheets/gamma.yaml", ScenarioTexts.valid("gamma"))
    #expect(try run(["check", ".", "--profile", "uikit-17", "--accept"], in: repository).exitCode == 0)
    try repository.write("ui/flows/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    try repository.write("ui/sheets/beta.yaml", ScenarioTexts.valid("beta", variant: 1))
    // gamma changes another way: over full screen, its presenter stays and hears nothing.
    try repository.write(
      "ui/sheets/gamma.yaml",
      ScenarioTexts.valid("gamma").replacingOccurrences(of: "fullScreen", with: "overFullScreen"))
    let ci = try run(["check", ".", "--pending-files", "always"], in: repository, environment: ["CI": "true"])
    #expect(ci.exitCode == 1 && ci.stdout.contains("changed       3   in 2 groups"), "\(ci)")

    // The fresh clone: the repository's files (scenarios, baselines, the pending files of the
    // artifact), no cache, no catalog.
    let clone = try TemporaryFolder()
    for path in try FileManager.default.subpathsOfDirectory(atPath: repository.path)
    where !path.hasPrefix(".") && (path.hasSuffix(".yaml") || path.contains(".timeline")) {
      try clone.write(path, try repository.read(path))
    }
    #expect(!clone.exists(".cache") && !clone.exists("catalog.sqlite"))
    let listed = try run(["pending"], in: clone)
    #expect(listed.exitCode == 0, "\(listed)")
    #expect(listed.stdout.contains("3 pending files in '.' await review in 2 groups"), "\(listed)")
    #expect(listed.stdout.contains("alpha @ uikit-17  group 1"), "\(listed)")
    let group = try run(["accept", "--group", "2", "--by", "ana"], in: clone)
    #expect(group.exitCode == 0, "\(group)")
    #expect(group.stdout.contains("gamma @ uikit-17: accepted into 'ui/sheets/gamma.uikit-17.timeline'"), "\(group)")
    #expect(try clone.read("ui/sheets/gamma.uikit-17.timeline").contains("# accepted by ana at "))
    #expect(!clone.exists("ui/sheets/gamma.uikit-17.timeline.new"))
    let rest = try run(["accept", "--all", "--by", "ana"], in: clone)
    #expect(rest.exitCode == 0 && rest.stdout.contains("Wrote 2 baseline files in 'ui'"), "\(rest)")
    #expect(try FileManager.default.subpathsOfDirectory(atPath: clone.path).filter { $0.hasSuffix(".new") }.isEmpty)
    #expect(!clone.exists("catalog.sqlite") && !clone.exists(".cache"))
    // The clone now checks clean, and its baselines are what CI found.
    let checked = try run(["check", "."], in: clone)
    #expect(checked.exitCode == 0, "\(checked)")
    for name in ["ui/flows/alpha.uikit-17.timeline", "ui/sheets/beta.uikit-17.timeline"] {
      #expect(try Self.timelineLines(clone.read(name)) == Self.timelineLines(repository.read(name + ".new")))
    }
  }

  @Test func pendingCleanRemovesStalePendingFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    #expect(try run(["check", "fx", "--profile", "uikit-17", "--accept"], in: folder).exitCode == 0)
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta", variant: 1))
    #expect(try run(["check", "fx"], in: folder).exitCode == 1)
    // alpha is edited again after the check, and beta's scenario file goes.
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 2))
    try FileManager.default.removeItem(atPath: folder.file("fx/beta.yaml"))
    try folder.write("fx/junk.uikit-17.timeline.new", "not a pending file\n")
    let cleaned = try run(["pending", "fx", "--clean"], in: folder)
    #expect(cleaned.exitCode == 0, "\(cleaned)")
    #expect(
      cleaned.stdout.contains("removed alpha.uikit-17.timeline.new: the scenario no longer replays to it"), "\(cleaned)"
    )
    #expect(
      cleaned.stdout.contains("removed beta.uikit-17.timeline.new: no scenario file beside it declares 'beta'"),
      "\(cleaned)")
    #expect(cleaned.stdout.contains("removed junk.uikit-17.timeline.new"), "\(cleaned)")
    #expect(try folder.entries("fx").filter { $0.hasSuffix(".new") }.isEmpty)
  }

  // MARK: - Item 7: stored mode notices edited files

  @Test func aStoredCheckAddsAnEditedFileAgainOrFailsNamingIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("flows/alpha.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "flows/alpha.yaml"], ["check", "--accept"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    #expect(try run(["check"], in: folder).exitCode == 0)
    try folder.write("flows/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    let edited = try run(["check"], in: folder)
    #expect(edited.exitCode == 1, "the stale revision must not pass: \(edited)")
    #expect(
      edited.stdout.contains(
        "Re-added: 'flows/alpha.yaml' changed since 'catalog add': added again as revision 2 of 'alpha'."),
      "\(edited)")
    #expect(edited.stdout.contains("changed       1"), "\(edited)")
    let listed = try run(["list", "--format", "json"], in: folder)
    #expect(listed.stdout.contains("\"revisions\": 2"), "\(listed)")
    // The same file again is no new revision.
    #expect(!(try run(["check"], in: folder).stdout.contains("Re-added")))
    try folder.write("flows/alpha.yaml", "name: alpha\nwindow: A\ncontrollers: {A: {}}\nsteps:\n  - present: Q\n")
    let broken = try run(["check"], in: folder)
    #expect(broken.exitCode == 1, "\(broken)")
    #expect(
      broken.stdout.contains("'flows/alpha.yaml' changed since 'catalog add' and is no longer a valid scenario: 5:14:"),
      "\(broken)")
  }

  /// The canonical lines of a baseline or pending file, without its `#` header.
  static func timelineLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }
}
