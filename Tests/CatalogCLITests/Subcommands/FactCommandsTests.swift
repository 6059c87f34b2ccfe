import CatalogTestSupport
import Foundation
import Testing

/// Issue 27 end to end: `expect:` facts through the built `catalog`, and `catalog score`.
@Suite(.tags(.large))
struct FactCommandsTests {
  static let scenario = """
    name: facts
    window: R
    controllers: {R: {}, D: {}}
    steps: [{present: D, from: R}]
    expect:
      - absent: R.viewWillDisappear
    """

  @Test func aFactThatDoesNotHoldMakesRunExitOne() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("facts.yaml", Self.scenario)
    let failing = try CatalogProcess.run(["run", "facts.yaml", "--profile", "uikit-8"], in: folder.path)
    #expect(failing.exitCode == 1, "\(failing)")
    #expect(failing.stdout.contains("R.viewWillDisappear(true)"))
    #expect(
      failing.stderr.contains(
        "facts.yaml:6:5: error: fact 1 does not hold under uikit-8: absent: R.viewWillDisappear\n"
          + "  'R.viewWillDisappear' happens once: event 3\n"), "\(failing)")
    let holding = try CatalogProcess.run(["run", "facts.yaml", "--profile", "uikit-13"], in: folder.path)
    #expect(holding.exitCode == 0, "\(holding)")
    #expect(holding.stderr.isEmpty)
    let stored = try CatalogProcess.run(["add", "facts.yaml", "--db", "c.sqlite"], in: folder.path)
    #expect(stored.exitCode == 0, "\(stored)")
    let run = try CatalogProcess.run(["run", "facts", "--profile", "uikit-8", "--db", "c.sqlite"], in: folder.path)
    #expect(run.exitCode == 1, "\(run)")
    #expect(run.stdout.contains("Facts (expect:): 0 held, 1 not holding"), "\(run)")
    let check = try CatalogProcess.run(
      ["check", "--profile", "uikit-8", "--db", "c.sqlite", "--junit", "check.xml"], in: folder.path)
    #expect(check.exitCode == 1, "\(check)")
    #expect(try folder.read("check.xml").contains("type=\"facts\""))
    let show = try CatalogProcess.run(["show", "facts", "--db", "c.sqlite"], in: folder.path)
    #expect(show.stdout.contains("1. absent: R.viewWillDisappear  (line 6)"), "\(show)")
  }

  @Test func scoreExitsByTheMinimumAndTheCorpusChecks() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("corpus/uikit-8"), withIntermediateDirectories: true)
    _ = try folder.write(
      "corpus/uikit-8/facts.yaml",
      Self.scenario.replacingOccurrences(
        of: "window: R",
        with: "source: {url: 'https://example.com/1', date: 2017, ios: '9.3', feature: present, quote: q}\nwindow: R"))
    let passing = try CatalogProcess.run(["score", "corpus"], in: folder.path)
    #expect(passing.exitCode == 0, "\(passing)")
    #expect(passing.stdout.contains("all facts        0 of    1 hold    0.0%"), "\(passing)")
    let below = try CatalogProcess.run(["score", "corpus", "--minimum", "95"], in: folder.path)
    #expect(below.exitCode == 1, "\(below)")
    #expect(below.stdout.contains("FAILED: the score 0.0% is below the minimum 95.0%."), "\(below)")
    let usage = try CatalogProcess.run(["score", "corpus", "--minimum", "101"], in: folder.path)
    #expect(usage.exitCode == 64, "\(usage)")
    _ = try folder.write("corpus/uikit-8/bad.yaml", "name: other\n")
    let invalid = try CatalogProcess.run(["score", "corpus"], in: folder.path)
    #expect(invalid.exitCode == 2, "\(invalid)")
    let missing = try CatalogProcess.run(["score", "nothing"], in: folder.path)
    #expect(missing.exitCode == 2, "\(missing)")
    #expect(missing.stderr.contains("no corpus folder 'nothing'"), "\(missing)")
  }
}
