import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing
import TransitionEngine

/// The catalog commands end to end: the built `catalog` binary, its output and exit codes.
@Suite(.tags(.large))
struct CatalogCommandsTests {
  // MARK: - add

  @Test func addStoresValidFilesAndReportsEachScenario() throws {
    let folder = try TemporaryFolder()
    try folder.write("in/alpha.yaml", ScenarioTexts.plain("alpha"))
    try folder.write("in/beta.yaml", ScenarioTexts.plain("beta"))

    let first = try CatalogProcess.run(["add", "in"], in: folder.path)
    try folder.write("in/beta.yaml", ScenarioTexts.plain("beta", tags: ["changed"]))
    let second = try CatalogProcess.run(["add", "in"], in: folder.path)

    #expect(first.exitCode == 0, "\(first)")
    #expect(
      first.stdout
        == "alpha: created\nbeta: created\nStored 2 scenarios in 'catalog.sqlite': 2 created.\n")
    #expect(first.stderr == "")
    #expect(folder.exists("catalog.sqlite"))
    #expect(
      second.stdout
        == "alpha: unchanged (revision 1)\nbeta: new revision 2\nStored 2 scenarios in 'catalog.sqlite': 1 new revision, 1 unchanged.\n"
    )
  }

  @Test func addWithAnInvalidFileStoresNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("good.yaml", ScenarioTexts.plain("good"))
    try folder.write("broken.yaml", ScenarioTexts.invalid)

    let result = try CatalogProcess.run(["add", "good.yaml", "broken.yaml"], in: folder.path)

    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        broken.yaml:5:1: error: unknown key 'stepz' at the top level; did you mean 'steps'?
        broken.yaml:7:14: error: 'present' in step 1: unknown controller 'Q'; the declared controllers are 'A'
        error: 2 problems in 1 scenario file; nothing was stored

        """)
    #expect(!folder.exists("catalog.sqlite"))
  }

  @Test func addKeepGoingStoresTheValidFilesAndStillFails() throws {
    let folder = try TemporaryFolder()
    try folder.write("good.yaml", ScenarioTexts.plain("good"))
    try folder.write("broken.yaml", ScenarioTexts.invalid)

    let result = try CatalogProcess.run(
      ["add", "broken.yaml", "good.yaml", "--keep-going"], in: folder.path)
    let list = try CatalogProcess.run(["list", "--format", "json"], in: folder.path)

    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stdout == "good: created\nStored 1 scenario in 'catalog.sqlite': 1 created.\n")
    #expect(
      result.stderr.hasSuffix("error: 2 problems in 1 scenario file; those files were not stored\n")
    )
    #expect(list.stdout.contains("\"name\": \"good\""))
    #expect(!list.stdout.contains("broken"))
  }

  // MARK: - list

  @Test func listPrintsATableOrJSON() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.plain("alpha", tags: ["modal", "custom"]))
    try folder.write("beta.yaml", ScenarioTexts.plain("beta", tags: ["sheet"]))
    _ = try CatalogProcess.run(["add", "alpha.yaml", "beta.yaml"], in: folder.path)
    let runIDs = try ScenarioTexts.recordRuns(inCatalogAt: folder.file("catalog.sqlite"))

    let table = try CatalogProcess.run(["list"], in: folder.path)
    let tagged = try CatalogProcess.run(["list", "--tag", "sheet"], in: folder.path)
    let json = try CatalogProcess.run(["list", "--format", "json"], in: folder.path)

    #expect(table.exitCode == 0, "\(table)")
    #expect(
      table.stdout == """
        NAME   TAGS          REV  UIKIT-17
        alpha  custom,modal  1    ok just now
        beta   sheet         1    ok just now
        2 scenarios

        """)
    #expect(tagged.stdout.contains("beta") && !tagged.stdout.contains("alpha"))
    let objects = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(objects?.map { $0["name"] as? String } == ["alpha", "beta"])
    let lastRun = (objects?.first?["lastRuns"] as? [[String: Any]])?.first
    #expect(lastRun?["profile"] as? String == "uikit-17")
    #expect(lastRun?["run"] as? Int == Int(runIDs[0].rawValue))
    #expect(lastRun?["status"] as? String == "ok")
  }

  @Test func listOnAMissingCatalogIsEmptyAndCreatesNothing() throws {
    let folder = try TemporaryFolder()

    let table = try CatalogProcess.run(["list"], in: folder.path)
    let json = try CatalogProcess.run(["list", "--format", "json"], in: folder.path)

    #expect(table.exitCode == 0)
    #expect(table.stdout == "")
    #expect(
      table.stderr == "no catalog at 'catalog.sqlite' yet: 'catalog add FILE|DIR…' creates it\n")
    #expect(json.stdout == "[]\n")
    #expect(!folder.exists("catalog.sqlite"))
  }

  // MARK: - show

  @Test func showPrintsAScenarioOrARun() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.plain("alpha"))
    _ = try CatalogProcess.run(["add", "alpha.yaml"], in: folder.path)
    let runID = try #require(
      try ScenarioTexts.recordRuns(inCatalogAt: folder.file("catalog.sqlite")).first)

    let scenario = try CatalogProcess.run(["show", "alpha"], in: folder.path)
    let source = try CatalogProcess.run(["show", "alpha", "--source"], in: folder.path)
    let run = try CatalogProcess.run(["show", "\(runID)"], in: folder.path)
    let jsonl = try CatalogProcess.run(
      ["show", "run:\(runID)", "--format", "jsonl"], in: folder.path)
    let typo = try CatalogProcess.run(["show", "alpah"], in: folder.path)
    let noRun = try CatalogProcess.run(["show", "999"], in: folder.path)

    #expect(scenario.exitCode == 0, "\(scenario)")
    #expect(
      scenario.stdout.hasPrefix("alpha\n  A plain full-screen presentation\n  tags: custom\n"))
    #expect(scenario.stdout.contains("\nRUNS\n  uikit-17  #\(runID)"))
    #expect(scenario.stdout.hasSuffix("SOURCE alpha.yaml, revision 1\n" + ScenarioTexts.plain("alpha")))
    #expect(source.stdout == ScenarioTexts.plain("alpha"))

    #expect(run.exitCode == 0, "\(run)")
    #expect(
      run.stdout.hasPrefix(
        "# run \(runID): alpha (revision 1) @ uikit-17 (rules \(EngineProfile.uikit17.rulesVersion))\n# ok, "))
    #expect(run.stdout.contains("\n   0.000  A.present(D, animated: true)\n"))
    let lines = jsonl.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"seq\": ") })

    #expect(typo.exitCode == 2)
    #expect(
      typo.stderr == "error: no scenario named 'alpah' in the catalog; did you mean 'alpha'?\n")
    #expect(noRun.exitCode == 2)
  }

  // MARK: - rm

  @Test func rmRemovesScenariosAndRefusesUnknownNames() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.plain("alpha"))
    try folder.write("beta.yaml", ScenarioTexts.plain("beta"))
    _ = try CatalogProcess.run(["add", "alpha.yaml", "beta.yaml"], in: folder.path)

    let unknown = try CatalogProcess.run(["rm", "alpha", "bta"], in: folder.path)
    let removed = try CatalogProcess.run(["rm", "alpha"], in: folder.path)
    let list = try CatalogProcess.run(["list", "--format", "json"], in: folder.path)
    let show = try CatalogProcess.run(["show", "alpha"], in: folder.path)

    #expect(unknown.exitCode == 2)
    #expect(
      unknown.stderr == "error: no scenario named 'bta' in the catalog; did you mean 'beta'?\n")
    #expect(removed.exitCode == 0)
    #expect(removed.stdout == "alpha: removed\n")
    #expect(!list.stdout.contains("alpha") && list.stdout.contains("beta"))
    #expect(show.stdout.contains("removed"))
  }

  // MARK: - export and import

  @Test func exportImportExportIsByteIdentical() throws {
    let folder = try TemporaryFolder()

    let imported = try CatalogProcess.run(
      ["import", ScenarioTexts.fixtures, "--db", "first.sqlite"], in: folder.path)
    let exported = try CatalogProcess.run(
      ["export", "--to", "a", "--db", "first.sqlite"], in: folder.path)
    let reimported = try CatalogProcess.run(
      ["import", "a", "--db", "second.sqlite"], in: folder.path)
    let again = try CatalogProcess.run(
      ["export", "--to", "b", "--db", "second.sqlite"], in: folder.path)
    let idempotent = try CatalogProcess.run(
      ["import", "a", "--db", "second.sqlite"], in: folder.path)

    for result in [imported, exported, reimported, again, idempotent] {
      #expect(result.exitCode == 0, "\(result)")
    }
    let a = try FileManager.default.contentsOfDirectory(atPath: folder.file("a")).sorted()
    let b = try FileManager.default.contentsOfDirectory(atPath: folder.file("b")).sorted()
    #expect(!a.isEmpty)
    #expect(a == b)
    for name in a {
      #expect(
        FileManager.default.contents(atPath: folder.file("a/" + name))
          == FileManager.default.contents(atPath: folder.file("b/" + name)), "\(name)")
    }
    #expect(idempotent.stdout.contains("unchanged") && !idempotent.stdout.contains("created"))
  }

  @Test func importReportsBadFilesWithTheirPositionsAndImportsNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("in/alpha.yaml", ScenarioTexts.plain("alpha"))
    try folder.write(
      "in/alpha.uikit-8.timeline", "   0.000  A.present(D, animated: true)\n   0.0  bad\n")
    try folder.write("in/ghost.uikit-8.timeline", "   0.000  A.present(D, animated: true)\n")

    let result = try CatalogProcess.run(["import", "in"], in: folder.path)

    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.hasPrefix("in/alpha.uikit-8.timeline:2:"))
    #expect(
      result.stderr.contains(
        "\nin/ghost.uikit-8.timeline:1:1: error: no scenario 'ghost' in 'in' or in the catalog"))
    #expect(result.stderr.hasSuffix("error: 2 problems in 2 files of 'in'; nothing was imported\n"))
    #expect(!folder.exists("catalog.sqlite"))
  }

  @Test func exportRefusesANameThatWouldEscapeTheFolder() throws {
    let folder = try TemporaryFolder()
    // A catalog written behind the runner's back: a scenario whose name is a path.
    let catalog = try folder.catalogEditedBehindTheRunnersBack(scenarios: ["../escaped"])
    try catalog.close()

    let result = try CatalogProcess.run(["export", "--to", "out/inner"], in: folder.path)

    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("cannot be a file name in the export folder"))
    #expect(!folder.exists("out"))
    #expect(!folder.exists("escaped.yaml"))
  }

  // MARK: - The database location

  @Test func readCommandsNeedAnExistingCatalogAndNeverCreateIt() throws {
    let folder = try TemporaryFolder()

    for arguments in [
      ["show", "alpha"], ["show", "1"], ["rm", "alpha"], ["export", "--to", "out"],
    ] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(result.exitCode == 3, "\(arguments): \(result)")
      #expect(result.stderr.hasPrefix("error: no catalog at 'catalog.sqlite'"))
    }
    #expect(!folder.exists("catalog.sqlite"))
    #expect(!folder.exists("out"))
  }

  @Test func dbBeatsCatalogDBWhichBeatsTheDefault() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.plain("alpha"))
    let environment = ["CATALOG_DB": folder.file("from-env.sqlite")]

    let flag = try CatalogProcess.run(
      ["add", "alpha.yaml", "--db", "from-flag.sqlite"], in: folder.path, environment: environment)
    #expect(flag.exitCode == 0, "\(flag)")
    #expect(
      folder.exists("from-flag.sqlite") && !folder.exists("from-env.sqlite")
        && !folder.exists("catalog.sqlite"))

    let env = try CatalogProcess.run(
      ["add", "alpha.yaml"], in: folder.path, environment: environment)
    #expect(env.stdout.contains("in '\(folder.file("from-env.sqlite"))'"))
    #expect(folder.exists("from-env.sqlite") && !folder.exists("catalog.sqlite"))

    let plain = try CatalogProcess.run(["add", "alpha.yaml"], in: folder.path)
    #expect(plain.stdout.contains("in 'catalog.sqlite'"))
    #expect(folder.exists("catalog.sqlite"))

    // An empty CATALOG_DB counts as unset.
    let empty = try CatalogProcess.run(
      ["list", "--format", "json"], in: folder.path, environment: ["CATALOG_DB": ""])
    #expect(empty.stdout.contains("\"alpha\""))
  }
}
