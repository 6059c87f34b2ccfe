import CatalogTestSupport
import Foundation
import Testing

/// Issue 11 item 1: the folder loop of the README works. `check DIR` fails after an edit and
/// suggests `accept --group N`; that accept used to change only the store, so the next check
/// imported the folder's old baseline file again and failed with the same diff. Now `accept`
/// after a folder check rewrites the folder's baseline files, which are the truth there.
@Suite(.tags(.medium))
struct FolderReviewLoopTests {
  private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> CatalogProcess.Result {
    try CatalogProcess.run(arguments, in: folder.path)
  }

  /// A folder with two scenarios and their accepted uikit-17 baselines (only: `--profile`), then
  /// `alpha` edited.
  private func editedFolder() throws -> (TemporaryFolder, before: String) {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    let first = try run(["check", "fx", "--accept", "--profile", "uikit-17"], in: folder)
    try #require(first.exitCode == 0, "\(first)")
    // Issue 26: the folder's catalog lives in the cache, not as an untracked file in the folder.
    #expect(first.stdout.contains("Keeps its catalog database in the cache"), "\(first)")
    #expect(!folder.exists("catalog.sqlite") && !folder.exists("fx/catalog.sqlite"))
    let before = try folder.read("fx/alpha.uikit-17.timeline")
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha", variant: 1))
    return (folder, before)
  }

  @Test(arguments: [["accept", "--group", "1"], ["accept", "--all"], ["accept", "alpha"]])
  func acceptAfterAFolderCheckRewritesTheFolderAndTheNextCheckPasses(accept: [String]) throws {
    let (folder, before) = try editedFolder()
    let failing = try run(["check", "fx"], in: folder)
    #expect(failing.exitCode == 1, "\(failing)")
    #expect(failing.stdout.contains("'catalog accept --group N' accepts a change group"), "\(failing)")

    let accepted = try run(accept, in: folder)
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(accepted.stdout.contains("Wrote 1 baseline file in 'fx'"), "\(accepted)")
    let after = try folder.read("fx/alpha.uikit-17.timeline")
    #expect(after != before)
    #expect(
      try folder.entries("fx") == ["alpha.uikit-17.timeline", "alpha.yaml", "beta.uikit-17.timeline", "beta.yaml"])

    let passing = try run(["check", "fx"], in: folder)
    #expect(passing.exitCode == 0, "\(passing)")
    #expect(passing.stdout.contains("PASSED"), "\(passing)")
  }

  /// A scenario file without baseline files gets them under every profile that can replay it,
  /// unless `--profile` or the folder's `catalog.yaml` says otherwise.
  @Test func aNewScenarioGetsBaselinesUnderEveryProfileThatCanReplayIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    try folder.write(
      "fx/confirm-before-discarding.yaml",
      String(
        decoding: try Data(contentsOf: fixturesFolder.appendingPathComponent("confirm-before-discarding.yaml")),
        as: UTF8.self))
    let checked = try run(["check", "fx"], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("new           6"), "\(checked)")
    #expect(try run(["check", "fx", "--accept"], in: folder).exitCode == 0)
    // confirm-before-discarding swipes a sheet down: uikit-7 and uikit-8 have no card sheets.
    #expect(
      try folder.entries("fx") == [
        "alpha.uikit-13.timeline", "alpha.uikit-17.timeline", "alpha.uikit-7.timeline", "alpha.uikit-8.timeline",
        "alpha.yaml", "confirm-before-discarding.uikit-13.timeline",
        "confirm-before-discarding.uikit-17.timeline", "confirm-before-discarding.yaml",
      ])
    let again = try run(["check", "fx"], in: folder)
    #expect(again.exitCode == 0 && again.stdout.contains("passed        6"), "\(again)")
    // '--profile all' asks for every profile; those that cannot replay a scenario skip it.
    let all = try run(["check", "fx", "--profile", "all"], in: folder)
    #expect(all.exitCode == 0 && all.stdout.contains("6 results for 'fx'"), "\(all)")

    try folder.write("fx/beta.yaml", ScenarioTexts.valid("beta"))
    try folder.write("fx/catalog.yaml", "profiles: [uikit-13]\n")
    #expect(try run(["check", "fx", "--accept"], in: folder).exitCode == 0)
    #expect(try folder.entries("fx").filter { $0.hasPrefix("beta.") } == ["beta.uikit-13.timeline", "beta.yaml"])
  }

  @Test func checkAcceptSaysWhatItAcceptedNotFailed() throws {
    let (folder, _) = try editedFolder()
    let result = try run(["check", "fx", "--accept"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    #expect(result.stdout.contains("ACCEPTED: 1 changed or new result became baselines."), "\(result)")
    #expect(!result.stdout.contains("FAILED"), "\(result)")
    #expect(result.stdout.contains("Wrote 1 baseline file in 'fx'"), "\(result)")
    #expect(try run(["check", "fx"], in: folder).exitCode == 0)
  }

  @Test func acceptAfterAStoreCheckWritesNoFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "alpha.yaml"], ["check", "--all"]] { _ = try run(arguments, in: folder) }
    let accepted = try run(["accept", "--all", "--format", "json"], in: folder)
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(accepted.stdout.contains("\"folder\": null"), "\(accepted)")
    #expect(try folder.entries() == ["alpha.yaml", "catalog.sqlite"])
  }

  @Test func obsoleteBaselineFilesOfTheFolderArePrunedByBaselinesPrune() throws {
    let (folder, _) = try editedFolder()
    try folder.write("fx/ghost.uikit-8.timeline", try folder.read("fx/beta.uikit-17.timeline"))
    let checked = try run(["check", "fx"], in: folder)
    #expect(checked.stdout.contains("'catalog baselines fx --prune' deletes 'ghost.uikit-8.timeline'"), "\(checked)")
    let listed = try run(["baselines", "fx"], in: folder)
    #expect(listed.stdout.contains("Obsolete baseline files in 'fx'"), "\(listed)")
    let pruned = try run(["baselines", "fx", "--prune", "--format", "json"], in: folder)
    #expect(pruned.exitCode == 0, "\(pruned)")
    #expect(pruned.stdout.contains("\"prunedFiles\": [\n    \"ghost.uikit-8.timeline\"\n  ]"), "\(pruned)")
    #expect(!folder.exists("fx/ghost.uikit-8.timeline"))
    #expect(try run(["check", "fx", "--accept"], in: folder).exitCode == 0)
    #expect(try run(["check", "fx"], in: folder).exitCode == 0)
  }

  @Test func ignoreTimeLetsAChangeOfTimesOnlyPass() throws {
    // Variant 1 waits 1.5 s instead of 0.5 s before the dismissal: only times change.
    let (folder, _) = try editedFolder()
    let strict = try run(["check", "fx"], in: folder)
    #expect(strict.exitCode == 1, "\(strict)")
    #expect(strict.stdout.contains("~   times from event"), "one shift line: \(strict)")
    let lenient = try run(["check", "fx", "--ignore-time"], in: folder)
    #expect(lenient.exitCode == 0, "\(lenient)")
    #expect(lenient.stdout.contains("passed        2"), "\(lenient)")
  }

  /// `--kinds` (and `kinds:` in catalog.yaml) compares only the events of those kinds.
  @Test func kindsLeaveOtherEventsOutOfTheComparison() throws {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["dimming-presentation"])
    // The uikit-17 baseline loses its one query; every other event is unchanged.
    let name = "dimming-presentation.uikit-17.timeline"
    try folder.write(
      name,
      try folder.read(name).split(separator: "\n").filter { !$0.contains("shouldPresentInFullscreen") }
        .joined(separator: "\n") + "\n")
    #expect(try run(["check", "."], in: folder).exitCode == 1)
    let callbacks = try run(["check", ".", "--kinds", "call,callback,block,lifecycle"], in: folder)
    #expect(callbacks.exitCode == 0, "\(callbacks)")
    let queries = try run(["check", ".", "--kinds", "query"], in: folder)
    #expect(queries.exitCode == 1, "\(queries)")
    #expect(queries.stdout.contains("+   0.000  pc:red.shouldPresentInFullscreen -> true"), "\(queries)")

    let typo = try run(["check", ".", "--kinds", "callback,qurey"], in: folder)
    #expect(typo.exitCode == 64, "\(typo)")
    #expect(
      typo.stderr.contains("'--kinds': unknown event kind 'qurey'; the kinds are call, callback, query"), "\(typo)")
    #expect(typo.stderr.contains("did you mean 'query'?"), "\(typo)")

    try folder.write("catalog.yaml", "kinds: [callback, block]\n")
    #expect(try run(["check", "."], in: folder).exitCode == 0)
    // The flag wins over the file.
    #expect(try run(["check", ".", "--kinds", "query"], in: folder).exitCode == 1)
    try folder.write("catalog.yaml", "kinds: [callback, blok]\n")
    let bad = try run(["check", "."], in: folder)
    #expect(bad.exitCode == 2, "\(bad)")
    #expect(bad.stderr.contains("catalog.yaml:1:19: error: 'kinds': unknown event kind 'blok'"), "\(bad)")

    let diff = try run(["diff", name, "dimming-presentation.yaml", "--kinds", "callback"], in: folder)
    #expect(diff.exitCode == 0, "\(diff)")
    #expect(diff.stdout.hasSuffix("timelines are equal (only callback events compared).\n"), "\(diff)")
    let json = try run(
      ["diff", name, "dimming-presentation.yaml", "--kinds", "query,call", "--format", "json"], in: folder)
    #expect(json.exitCode == 1, "\(json)")
    #expect(json.stdout.contains("\"kinds\": [\n    \"call\",\n    \"query\"\n  ]"), "\(json)")
  }

  /// The same change in two scenarios whose controllers have different ids is one group: change
  /// signatures name controllers by role (`<presenter>`), and the group lists both members.
  @Test func theSameChangeUnderDifferentControllerNamesIsOneGroup() throws {
    let folder = try TemporaryFolder()
    try folder.write("fx/alpha.yaml", ScenarioTexts.valid("alpha"))
    let renamed = ScenarioTexts.valid("beta").replacingOccurrences(of: "A", with: "home")
      .replacingOccurrences(of: "D", with: "settings")
    try folder.write("fx/beta.yaml", renamed)
    #expect(try run(["check", "fx", "--accept", "--profile", "uikit-17"], in: folder).exitCode == 0)
    // Both baselines lose the presenter's viewDidDisappear, as if an older engine had not called
    // it: the replays add it back, the same change in both.
    for (file, presenter) in [("fx/alpha.uikit-17.timeline", "A"), ("fx/beta.uikit-17.timeline", "home")] {
      let lines = try folder.read(file).split(separator: "\n")
      let kept = lines.filter { !$0.contains("  \(presenter).viewDidDisappear(") }
      try #require(kept.count == lines.count - 1, "\(lines)")
      try folder.write(file, kept.joined(separator: "\n") + "\n")
    }
    let checked = try run(["check", "fx"], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("changed       2   in 1 group"), "\(checked)")
    #expect(
      checked.stdout.contains(
        "Group 1 · 2 results · `<presenter>.viewDidDisappear(_:)` added\n  alpha @ uikit-17\n  beta @ uikit-17"),
      "\(checked)")
  }

  @Test func theFoldersCatalogYAMLSetsTheDefaults() throws {
    let (folder, _) = try editedFolder()
    // ignoreTime from the file: the time-only edit passes without the flag.
    try folder.write("fx/catalog.yaml", "ignoreTime: true\n")
    let lenient = try run(["check", "fx"], in: folder)
    #expect(lenient.exitCode == 0, "\(lenient)")
    // profiles from the file: new baselines under uikit-8 too.
    try folder.write("fx/catalog.yaml", "profiles: [uikit-8, uikit-17]\nallowNew: true\n")
    let allowed = try run(["check", "fx"], in: folder)
    #expect(allowed.exitCode == 1, "alpha still changed under uikit-17: \(allowed)")
    #expect(allowed.stdout.contains("new           2"), "\(allowed)")
    let accepted = try run(["check", "fx", "--accept"], in: folder)
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(folder.exists("fx/alpha.uikit-8.timeline") && folder.exists("fx/beta.uikit-8.timeline"))
    // A flag still wins: only uikit-17 is checked.
    #expect(try run(["check", "fx", "--profile", "uikit-17"], in: folder).stdout.contains("2 results"))
  }

  @Test func aBadCatalogYAMLIsRefusedWithPositions() throws {
    let (folder, _) = try editedFolder()
    try folder.write("fx/catalog.yaml", "profiles: [uikit-8, uikit-71]\n")
    let unknownProfile = try run(["check", "fx"], in: folder)
    #expect(unknownProfile.exitCode == 2, "\(unknownProfile)")
    #expect(
      unknownProfile.stderr.contains(
        "fx/catalog.yaml:1:21: error: in 'profiles': 'uikit-71' is not an engine profile. The profiles are uikit-7 (iOS 7), uikit-8 (iOS 8–12), uikit-13 (iOS 13–16), uikit-17 (iOS 17+)"
      ),
      "\(unknownProfile)")
    try folder.write("fx/catalog.yaml", "ignoreTme: yes\n")
    let unknownKey = try run(["check", "fx"], in: folder)
    #expect(unknownKey.exitCode == 2, "\(unknownKey)")
    #expect(unknownKey.stderr.contains("fx/catalog.yaml:1:1: error: unknown setting 'ignoreTme'"), "\(unknownKey)")
    #expect(unknownKey.stderr.contains("did you mean 'ignoreTime'?"), "\(unknownKey)")
  }

  @Test func pendingListsWhatTheLastCheckFoundUntilItIsAccepted() throws {
    let (folder, _) = try editedFolder()
    // The first check's results were accepted by its --accept: nothing is pending yet.
    #expect(try run(["pending"], in: folder).stdout.hasPrefix("Nothing awaits review"))
    _ = try run(["check", "fx"], in: folder)
    let pending = try run(["pending"], in: folder)
    #expect(pending.exitCode == 0, "\(pending)")
    #expect(pending.stdout.hasPrefix("alpha @ uikit-17  group 1  "), "\(pending)")
    // Issue 26: from the pending file beside the baseline, without the catalog.
    #expect(pending.stdout.contains("fx/alpha.uikit-17.timeline.new"), "\(pending)")
    #expect(pending.stdout.contains("1 pending file in '.' awaits review"), "\(pending)")
    let json = try run(["pending", "--format", "json"], in: folder)
    #expect(json.stdout.contains("\"file\": \"fx/alpha.uikit-17.timeline.new\""), "\(json)")
    #expect(json.stdout.contains("\"source\": \"files\""), "\(json)")
    #expect(json.stdout.contains("\"scenario\": \"alpha\""), "\(json)")
    _ = try run(["accept", "--group", "1"], in: folder)
    #expect(try run(["pending"], in: folder).stdout.hasPrefix("Nothing awaits review"))
  }
}
