import CatalogTestSupport
import Foundation
import Testing

/// Issue 13 through the built binary: `record import`, recordings in `show`, `diff --against
/// recording`, `calibrate`, and recordings through `export`, `import` and `rm`.
@Suite(.tags(.large))
struct RecordingCommandsTests {
  static let log = fixturesFolder.appendingPathComponent("console-logs/custom-presentation-walkthrough.1.log").path

  @Test func aLogIsImportedShownAndComparedWithTheEngine() throws {
    let folder = try TemporaryFolder(fixtures: ["custom-presentation-walkthrough"])
    #expect(try CatalogProcess.run(["add", "custom-presentation-walkthrough.yaml"], in: folder.path).exitCode == 0)

    let imported = try CatalogProcess.run(
      ["record", "import", Self.log, "--scenario", "custom-presentation-walkthrough", "--device", "iPhone 6s"],
      in: folder.path)
    #expect(imported.exitCode == 0, "\(imported)")
    #expect(
      imported.stdout.hasPrefix(
        "Recorded recording:1 of 'custom-presentation-walkthrough' from '\(Self.log)' against revision 1: 17 events; "
          + "2 lines skipped (2 calls of members the catalog does not model)"), "\(imported)")
    #expect(imported.stdout.contains("iOS 9: compared under uikit-8."))

    let shown = try CatalogProcess.run(["show", "custom-presentation-walkthrough"], in: folder.path)
    #expect(shown.stdout.contains("RECORDINGS\n  recording:1   iOS 9 (SDK 9), iPhone 6s, 17 events"), "\(shown)")

    let diff = try CatalogProcess.run(
      ["diff", "custom-presentation-walkthrough", "--against", "recording"], in: folder.path)
    #expect(diff.exitCode == 1, "\(diff)")
    #expect(diff.stdout.hasPrefix("# recording:1 of custom-presentation-walkthrough: iOS 9, SDK 9, iPhone 6s;"))
    #expect(diff.stdout.contains("#   receivers: animator:red, context:red, coordinator:red, dimmer, pc:red, yellow\n"))
    #expect(diff.stdout.contains("--- custom-presentation-walkthrough @ uikit-8\n"))
    #expect(
      diff.stdout.hasSuffix(
        "1 event moved (ignoring time; 2 lines of the log not read as events: 2 calls of members the catalog does not "
          + "model).\n"), "\(diff)")

    let exact = try CatalogProcess.run(
      ["diff", "custom-presentation-walkthrough", "--against", "recording:1", "--exact", "--format", "json"],
      in: folder.path)
    #expect(exact.exitCode == 1, "\(exact)")
    #expect(exact.stdout.contains("\"exact\": true"))

    let again = try CatalogProcess.run(
      ["record", "import", Self.log, "--scenario", "custom-presentation-walkthrough", "--device", "iPhone 6s"],
      in: folder.path)
    #expect(again.stdout.hasPrefix("'custom-presentation-walkthrough' already has this recording, recording:1"))
  }

  @Test func theLogsProblemsAreFileLineColumnErrorsAndNothingIsRecorded() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    #expect(try CatalogProcess.run(["add", "dimming-presentation.yaml"], in: folder.path).exitCode == 0)
    try folder.write(
      "run.log",
      """
      # ios: 17.2
      # map: RedViewController=rde
      YellowViewController viewWillAppear(_:)
      """)
    let result = try CatalogProcess.run(
      ["record", "import", "run.log", "--scenario", "dimming-presentation"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "run.log:2:8: error: in 'RedViewController=rde': 'rde' is not an id of scenario 'dimming-presentation'; did you mean 'red'?"
      ), "\(result)")
    #expect(result.stderr.contains("run.log:3:1: error: no mapping for class 'YellowViewController'"))
    #expect(result.stderr.hasSuffix("error: 2 problems; nothing was recorded\n"))
    #expect(
      try CatalogProcess.run(["show", "dimming-presentation"], in: folder.path).stdout.contains("RECORDINGS\n  none"))

    let options = try CatalogProcess.run(
      ["record", "import", "run.log", "--scenario", "dimming-presentation", "--map", "Yellow=yelow"], in: folder.path)
    #expect(options.exitCode == 2, "\(options)")
    #expect(
      options.stderr.contains(
        "\nerror: '--map Yellow=yelow': 'yelow' is not an id of scenario 'dimming-presentation'; did you mean 'yellow'?\n"
      ), "\(options)")

    let unknown = try CatalogProcess.run(["record", "import", "run.log", "--scenario", "dimming"], in: folder.path)
    #expect(unknown.exitCode == 2, "\(unknown)")
    #expect(unknown.stderr.contains("did you mean 'dimming-presentation'?"))
    let noCatalog = try CatalogProcess.run(
      ["record", "import", "run.log", "--scenario", "x", "--db", "none.sqlite"], in: folder.path)
    #expect(noCatalog.exitCode == 3, "\(noCatalog)")
    let fifo = try CatalogProcess.run(
      ["record", "import", "/dev/null", "--scenario", "dimming-presentation"], in: folder.path)
    #expect(fifo.exitCode == 2, "\(fifo)")
    let usage = try CatalogProcess.run(
      ["diff", "dimming-presentation", "--against", "recording:first"], in: folder.path)
    #expect(usage.exitCode == 64, "\(usage)")
    let exactAlone = try CatalogProcess.run(["diff", "dimming-presentation.yaml", "--exact"], in: folder.path)
    #expect(exactAlone.exitCode == 64, "\(exactAlone)")
  }

  @Test func calibrateReportsTheBundledRecordingsAsTextJSONAndAPage() throws {
    let folder = try TemporaryFolder()
    let text = try CatalogProcess.run(["calibrate", ScenarioTexts.fixtures], in: folder.path)
    #expect(text.exitCode == 0, "\(text)")
    #expect(text.stdout.contains("  uikit-8   6 recordings  43 of 46 (93.5 %) orderings reproduced\n"), "\(text)")
    #expect(text.stdout.contains("  rule 2.2   Phase B: the deferred start"))
    #expect(text.stdout.contains("custom-presentation-walkthrough recording:1 @ uikit-8, rule 2.2"))

    let json = try CatalogProcess.run(["calibrate", ScenarioTexts.fixtures, "--format", "json"], in: folder.path)
    #expect(json.stdout.contains("\"kind\": \"moved\""), "\(json)")
    #expect(json.stdout.contains("\"reproduced\": 43"))

    let page = try CatalogProcess.run(
      ["calibrate", ScenarioTexts.fixtures, "--html", folder.file("calibration.html")], in: folder.path)
    #expect(page.exitCode == 0, "\(page)")
    let html = try folder.read("calibration.html")
    #expect(html.contains("<h2>Profiles</h2>"))
    #expect(html.contains("id=\"rec-custom-presentation-walkthrough-1\""))
    #expect(html.contains("class=\"pair\""))

    // One recording's comparison as a page of its own.
    let one = try CatalogProcess.run(
      [
        "report", fixturesFolder.appendingPathComponent("custom-presentation-walkthrough.yaml").path, "--against",
        "recording", "--output", folder.file("one.html"),
      ], in: folder.path)
    #expect(one.exitCode == 0, "\(one)")
    #expect(one.stdout.contains("recording:1 custom-presentation-walkthrough (iOS 9): 1 event moved"), "\(one)")
    // The page's record of the events says which one moved (its script rings it: the browser test
    // of the calibration page checks the drawn mark).
    #expect(try folder.read("one.html").contains("moved to event "))

    let missing = try CatalogProcess.run(["calibrate"], in: folder.path)
    #expect(missing.exitCode == 3, "\(missing)")
  }

  @Test func recordingsTravelWithExportAndImportAndGoWithRm() throws {
    let folder = try TemporaryFolder()
    #expect(try CatalogProcess.run(["import", ScenarioTexts.fixtures], in: folder.path).exitCode == 0)
    let exported = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(exported.stdout.contains("and 6 recordings to 'out'"), "\(exported)")
    let bytes = try folder.read("out/book-detail-zoom.1.recording")
    #expect(
      bytes
        == (try String(
          contentsOf: fixturesFolder.appendingPathComponent("book-detail-zoom.1.recording"), encoding: .utf8)))

    #expect(try CatalogProcess.run(["rm", "book-detail-zoom"], in: folder.path).exitCode == 0)
    let again = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(again.stdout.contains("removed stale out/book-detail-zoom.1.recording"), "\(again)")
    #expect(!folder.exists("out/book-detail-zoom.1.recording"))
    let calibrated = try CatalogProcess.run(["calibrate"], in: folder.path)
    #expect(!calibrated.stdout.contains("book-detail-zoom"))
    #expect(calibrated.stdout.contains("5 recordings compared"))

    // A recording file that does not read stops the import, at its line.
    try folder.write(
      "bad/book-detail-zoom.yaml",
      try String(contentsOf: fixturesFolder.appendingPathComponent("book-detail-zoom.yaml"), encoding: .utf8))
    try folder.write(
      "bad/book-detail-zoom.2.recording",
      "{\"recording\": 1, \"scenario\": \"book-detail-zoom\", \"ios\": \"11\"}\n{\"seq\": 0}\n")
    let bad = try CatalogProcess.run(["import", "bad", "--db", "fresh.sqlite"], in: folder.path)
    #expect(bad.exitCode == 2, "\(bad)")
    #expect(bad.stderr.contains("bad/book-detail-zoom.2.recording:2:1: error:"), "\(bad)")
    #expect(!folder.exists("fresh.sqlite"))
  }
}
