import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

/// `diff`, `check`, `accept` and `baselines` through the built binary: the regression flow of
/// issue 5 and every exit code they document.
@Suite(.tags(.large))
struct RegressionFlowTests {
  /// A navigation controller presenting a detail controller and dismissing it.
  static func flowScenario(detailStyle: String) -> String {
    """
    name: flow
    summary: The regression flow's scenario
    tags: [flow]
    window: nav
    controllers:
      nav: {type: navigation, children: [list]}
      list: {}
      detail: {modalPresentationStyle: \(detailStyle)}
    steps: [{present: detail, from: list}, {dismiss: detail}]

    """
  }

  /// Issue 5 item 5: add → run → accept → change a scenario → check fails with the right diff →
  /// accept → check passes.
  @Test func addRunAcceptChangeCheckAcceptCheck() throws {
    let folder = try TemporaryFolder()
    let db = ["--db", folder.file("catalog.sqlite")]
    try folder.write("flow.yaml", Self.flowScenario(detailStyle: "fullScreen"))
    func catalog(_ arguments: String...) throws -> CatalogProcess.Result {
      try CatalogProcess.run(arguments + db, in: folder.path, environment: ["USER": "ana"])
    }

    #expect(try catalog("add", "flow.yaml").exitCode == 0)
    let run = try catalog("run", "flow", "--profile", "uikit-8")
    #expect(run.exitCode == 0, "\(run)")
    #expect(run.stdout.contains("Recorded batch 1: 1 run: 1 ok"))
    let accepted = try catalog("accept", "flow")
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(accepted.stdout.contains("flow @ uikit-8: accepted (first baseline)"))
    let clean = try catalog("check")
    #expect(clean.exitCode == 0, "\(clean)")
    #expect(clean.stdout.contains("PASSED"))

    // The scenario changes: the detail covers the list without removing it.
    try folder.write("flow.yaml", Self.flowScenario(detailStyle: "overFullScreen"))
    #expect(try catalog("add", "flow.yaml").stdout.contains("new revision 2"))
    let changed = try catalog("check")
    #expect(changed.exitCode == 1, "\(changed)")
    #expect(changed.stdout.contains("changed       1   in 1 group"))
    for removed in [
      "-   0.000  nav.viewWillDisappear(true)", "-   0.000  list.viewWillDisappear(true)",
      "-   0.350  nav.viewDidDisappear(true)", "-   0.350  list.viewDidDisappear(true)",
    ] {
      #expect(changed.stdout.contains(removed), "missing \(removed) in\n\(changed.stdout)")
    }
    #expect(changed.stdout.contains("FAILED: 1 changed."))

    // The JSON report says the same, for scripts.
    let json = try catalog("check", "--format", "json")
    #expect(json.exitCode == 1)
    var parser = JSONParser(json.stdout)
    guard case .object(let report) = try parser.parseDocument(), case .object(let counts)? = report["counts"] else {
      Issue.record("the JSON report has no counts: \(json.stdout)")
      return
    }
    #expect(counts["changed"] == .number(1))
    #expect(report["passed"] == .bool(false))

    let group = try catalog("accept", "--group", "1")
    #expect(group.exitCode == 0, "\(group)")
    #expect(group.stdout.contains("flow @ uikit-8: accepted (replaces baseline 1, kept as history)"))
    let passing = try catalog("check")
    #expect(passing.exitCode == 0, "\(passing)")
    let history = try catalog("baselines", "--history", "flow", "--profile", "uikit-8")
    #expect(history.exitCode == 0)
    #expect(history.stdout.split(separator: "\n").count == 2)
    #expect(history.stdout.contains("accepted by ana"))
  }

  /// `catalog check FOLDER`: the bundled fixtures pass against their baseline files; the CI
  /// outputs are written; GitHub annotations appear only under GitHub Actions.
  @Test func checkingTheFixturesPassesAndWritesCIOutputs() throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run(
      [
        "check", ScenarioTexts.fixtures, "--db", folder.file("c.sqlite"), "--junit", folder.file("junit.xml"),
        "--summary", folder.file("summary.md"),
      ],
      in: folder.path, environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.exitCode == 0, "\(result)")
    #expect(result.stdout.contains("PASSED: every result equals its baseline."))
    #expect(!result.stdout.contains("::error"))
    let junit = try String(contentsOfFile: folder.file("junit.xml"), encoding: .utf8)
    #expect(junit.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"catalog check\""))
    #expect(junit.contains("failures=\"0\" errors=\"0\""))
    #expect(
      try String(contentsOfFile: folder.file("summary.md"), encoding: .utf8).hasPrefix("## catalog check: passed"))
  }

  /// A changed fixture folder fails with annotations on the scenario files, under GitHub Actions.
  @Test func aChangedFolderFailsWithAnnotations() throws {
    let folder = try TemporaryFolder()
    let fixtures = folder.file("fixtures")
    try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    for name in ["ios13-default-style.yaml", "ios13-default-style.uikit-8.timeline"] {
      try FileManager.default.copyItem(atPath: ScenarioTexts.fixtures + "/" + name, toPath: fixtures + "/" + name)
    }
    let baseline = fixtures + "/ios13-default-style.uikit-8.timeline"
    let edited = try String(contentsOfFile: baseline, encoding: .utf8).replacingOccurrences(
      of: "   0.350  list.completion\n", with: "")
    try edited.write(toFile: baseline, atomically: true, encoding: .utf8)
    let result = try CatalogProcess.run(
      ["check", "fixtures", "--db", folder.file("c.sqlite")], in: folder.path, environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.exitCode == 1, "\(result)")
    #expect(
      result.stdout.contains(
        "::error file=fixtures/ios13-default-style.yaml,line=1,title=ios13-default-style @ uikit-8 changed::1 event added"
      ))
    #expect(result.stdout.contains("+   0.350  list.completion"))
  }

  /// `--accept` is refused when CI is set (usage error, 64), and nothing changes.
  @Test func checkAcceptIsRefusedUnderCI() throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run(
      ["check", ScenarioTexts.fixtures, "--accept", "--db", folder.file("c.sqlite")], in: folder.path,
      environment: ["CI": "true"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("'--accept' is refused when CI is set"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("c.sqlite")))
  }

  // MARK: - diff

  /// The same scenario under uikit-8 and uikit-13: the iOS 13 default-style change, as a diff.
  @Test func diffAcrossProfilesShowsTheIOS13Change() throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run(
      ["diff", ScenarioTexts.fixtures + "/ios13-default-style.yaml", "--profile", "uikit-8", "--against", "uikit-13"],
      in: folder.path)
    #expect(result.exitCode == 1, "\(result)")
    #expect(result.stdout.hasPrefix("--- ios13-default-style @ uikit-8\n+++ ios13-default-style @ uikit-13\n@@ "))
    // The presenter's eight appearance callbacks, and the first traits that uikit-13 predicts
    // instead of announcing (rule 14.4).
    #expect(result.stdout.hasSuffix("9 events removed.\n"))
    #expect(
      result.stdout.contains(
        "-   0.000  nav.viewWillDisappear(true)\n-   0.000  list.viewWillDisappear(true)\n"
          + "    0.000  detail.viewWillAppear(true)\n-   0.000  detail.traitCollectionDidChange(nil)\n"))

    let json = try CatalogProcess.run(
      [
        "diff", ScenarioTexts.fixtures + "/ios13-default-style.yaml", "--profile", "uikit-8", "--against", "uikit-13",
        "--format", "json",
      ], in: folder.path)
    #expect(json.exitCode == 1)
    var parser = JSONParser(json.stdout)
    guard case .object(let document) = try parser.parseDocument(), case .object(let summary)? = document["summary"]
    else {
      Issue.record("no summary in \(json.stdout)")
      return
    }
    #expect(summary["removed"] == .number(9))

    let sideBySide = try CatalogProcess.run(
      [
        "diff", ScenarioTexts.fixtures + "/ios13-default-style.yaml", "--profile", "uikit-8", "--against", "uikit-13",
        "--side-by-side", "--width", "120",
      ], in: folder.path)
    #expect(sideBySide.exitCode == 1)
    let rows = sideBySide.stdout.split(separator: Character("\n")).dropLast()
    #expect(rows.allSatisfy { $0.count <= 120 })
  }

  /// A fixture against its own baseline file is equal (0); `--ignore-time` hides a shifted time but
  /// not a reordering.
  @Test func diffExitCodesAndIgnoreTime() throws {
    let folder = try TemporaryFolder()
    let fixture = ScenarioTexts.fixtures + "/mail-compose-sheet.yaml"
    let equal = try CatalogProcess.run(["diff", fixture, "--profile", "uikit-8"], in: folder.path)
    #expect(equal.exitCode == 0, "\(equal)")
    #expect(equal.stdout.contains("timelines are equal"))

    let baseline = try String(
      contentsOfFile: ScenarioTexts.fixtures + "/mail-compose-sheet.uikit-8.timeline", encoding: .utf8)
    let shifted = baseline.replacingOccurrences(
      of: "   0.400  compose.viewDidAppear(true)", with: "   0.401  compose.viewDidAppear(true)")
    #expect(shifted != baseline)
    try folder.write("base.timeline", baseline)
    try folder.write("shifted.timeline", shifted)
    #expect(try CatalogProcess.run(["diff", "base.timeline", "shifted.timeline"], in: folder.path).exitCode == 1)
    let ignoring = try CatalogProcess.run(
      ["diff", "base.timeline", "shifted.timeline", "--ignore-time"], in: folder.path)
    #expect(ignoring.exitCode == 0, "\(ignoring)")
    #expect(ignoring.stdout.contains("(ignoring time)"))

    var lines = baseline.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex { $0.hasSuffix("compose.viewDidAppear(true)") })
    lines.swapAt(index, index - 1)
    try folder.write("reordered.timeline", lines.joined(separator: "\n"))
    #expect(
      try CatalogProcess.run(["diff", "base.timeline", "reordered.timeline", "--ignore-time"], in: folder.path).exitCode
        == 1)
  }

  @Test(
    arguments: [
      // Bad input: exit 2.
      (["diff", "missing.timeline", "other.timeline"], Int32(2), "no such file or folder 'missing.timeline'"),
      (["check", "nosuchdir/"], 2, "no such file or folder 'nosuchdir/'"),
      (["run", "a.yaml"], 2, "no such file or folder 'a.yaml'"),
      (["diff", "broken.yaml", "--profile", "uikit-8", "--against", "uikit-13"], 2, "broken.yaml:"),
      (["run", "broken.yaml"], 2, "error:"),
      // No catalog: exit 3.
      (["diff", "run:1", "run:2", "--db", "missing.sqlite"], 3, "no catalog at 'missing.sqlite'"),
      (["check", "--db", "missing.sqlite"], 3, "no catalog at 'missing.sqlite'"),
      (["accept", "--all", "--db", "missing.sqlite"], 3, "no catalog at 'missing.sqlite'"),
      (["run", "--all", "--db", "missing.sqlite"], 3, "no catalog at 'missing.sqlite'"),
      // Usage errors: exit 64.
      (["diff", "a.timeline", "--profile", "uikit-9"], 64, "'uikit-9' is not an engine profile"),
      (["accept"], 64, "exactly one of them"),
      (["accept", "--group", "0"], 64, "'--group' takes a group number"),
      (["check", "--all", "something"], 64, "'--all' checks every stored scenario"),
      (["baselines", "--history", "flow"], 64, "'--history' needs '--profile'"),
      (["run", "broken.yaml", "stored-name"], 64, "replay files and stored scenarios in separate runs"),
    ] as [([String], Int32, String)])
  func documentedExitCodes(arguments: [String], code: Int32, message: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("broken.yaml", ScenarioTexts.invalid)
    let result = try CatalogProcess.run(arguments, in: folder.path)
    #expect(result.exitCode == code, "\(arguments): \(result)")
    #expect(result.stderr.contains(message), "\(arguments): \(result)")
    #expect(!FileManager.default.fileExists(atPath: folder.file("missing.sqlite")))
  }

  /// Unknown names exit 2 with a suggestion.
  @Test func unknownScenarioNamesAreSuggested() throws {
    let folder = try TemporaryFolder()
    let db = ["--db", folder.file("catalog.sqlite")]
    try folder.write("flow.yaml", Self.flowScenario(detailStyle: "fullScreen"))
    #expect(try CatalogProcess.run(["add", "flow.yaml"] + db, in: folder.path).exitCode == 0)
    for arguments in [["accept", "flwo"], ["check", "flwo"], ["diff", "flwo"], ["run", "flwo"]] {
      let result = try CatalogProcess.run(arguments + db, in: folder.path)
      #expect(result.exitCode == 2, "\(arguments): \(result)")
      #expect(
        result.stderr.contains("no scenario named 'flwo' in the catalog; did you mean 'flow'?"),
        "\(arguments): \(result)")
    }
  }
}
