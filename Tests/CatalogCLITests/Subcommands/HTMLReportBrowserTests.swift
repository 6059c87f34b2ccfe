import CatalogTestSupport
import Foundation
import Testing

/// Issue 12 item 1: the HTML pages, rendered by a real browser (Debian's chromium, headless;
/// `Scripts/test.sh` installs it). The DOM after the page's script ran must hold the lanes, the
/// events and the diff marks, the console must stay free of errors, and a screenshot is written
/// for people to look at (its path is printed).
@Suite(.tags(.medium), .serialized)
struct HTMLReportBrowserTests {
  struct Rendered {
    var dom: String
    var console: [String]
  }

  static let chromium = URL(fileURLWithPath: "/usr/bin/chromium")

  /// Renders `page` headless; the DOM after load and the console lines Chromium logged.
  static func render(_ page: String, screenshot: String) throws -> Rendered {
    let url = URL(fileURLWithPath: page).absoluteString
    let directory = (page as NSString).deletingLastPathComponent
    let common = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--window-size=1400,900",
    ]
    let dump = try CatalogProcess.run(
      common + ["--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--dump-dom", url], in: directory,
      executable: chromium, timeout: 60)
    try #require(dump.exitCode == 0, "chromium: \(dump)")
    let shot = try CatalogProcess.run(
      common + ["--screenshot=\(screenshot)", url], in: directory, executable: chromium, timeout: 60)
    try #require(shot.exitCode == 0, "chromium: \(shot)")
    let console = dump.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    return Rendered(dom: dump.stdout, console: console)
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func aScenarioPageHasALanePerObjectAndAMarkPerEvent() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let written = try CatalogProcess.run(
      ["report", "dimming-presentation.yaml", "--profile", "all", "--output", "page.html"], in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    #expect(written.stdout.contains("4 timelines"), "\(written)")
    let shot = NSTemporaryDirectory() + "catalog-report-scenario.png"
    let rendered = try Self.render(folder.file("page.html"), screenshot: shot)
    print("HTML report screenshot: \(shot)")
    #expect(rendered.console.isEmpty, "\(rendered.console)")
    #expect(Self.count("<section class=\"timeline\"", in: rendered.dom) == 4)
    // uikit-17: 39 events over 8 objects (the ruler is a lane too).
    let expected = try CatalogProcess.run(["run", "dimming-presentation.yaml", "--profile", "all"], in: folder.path)
    let eventLines = expected.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
    #expect(Self.count("<a class=\"e k-", in: rendered.dom) == eventLines)
    #expect(rendered.dom.contains("data-object=\"pc:red\""))
    #expect(rendered.dom.contains("data-rule=\"2.2\" data-rule-title=\"Phase B: the deferred start\""))
    #expect(rendered.dom.contains("<b class=\"span\""))
    #expect(rendered.dom.contains("<aside id=\"details\""))
    #expect(FileManager.default.fileExists(atPath: shot))

    // A profile named on the command line that cannot replay the scenario is an error; with
    // '--profile all' it is left out.
    try folder.copyFixtures(["confirm-before-discarding"])
    let named = try CatalogProcess.run(
      ["report", "confirm-before-discarding.yaml", "--profile", "uikit-8", "--output", "sheet.html"], in: folder.path)
    #expect(named.exitCode == 2 && named.stderr.contains("uikit-8 cannot replay"), "\(named)")
    let all = try CatalogProcess.run(
      ["report", "confirm-before-discarding.yaml", "--profile", "all", "--output", "sheet.html"], in: folder.path)
    #expect(all.exitCode == 0 && all.stdout.contains("2 timelines"), "\(all)")
  }

  @Test func aDiffPageMarksTheChangesOnBothSides() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let written = try CatalogProcess.run(
      [
        "report", "dimming-presentation.yaml", "--profile", "uikit-8", "--against", "uikit-17", "--output", "diff.html",
      ],
      in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let rendered = try Self.render(
      folder.file("diff.html"), screenshot: NSTemporaryDirectory() + "catalog-report-diff.png")
    #expect(rendered.console.isEmpty, "\(rendered.console)")
    #expect(Self.count("<section class=\"timeline\"", in: rendered.dom) == 2)
    let marked = Self.count(" m-", in: rendered.dom)
    #expect(marked > 0, "no marks")
    #expect(rendered.dom.contains("data-mark=\""))
    #expect(rendered.dom.contains("<summary>Unified diff</summary>"))
  }

  @Test func aCheckPageLinksEveryResultAndDrawsEachGroup() throws {
    let folder = try TemporaryFolder.checkedThenEdited(["alpha", "beta"], variant: 2)
    let checked = try CatalogProcess.run(["check", "fx", "--html", "check.html"], in: folder.path)
    #expect(checked.exitCode == 1, "\(checked)")
    let shot = NSTemporaryDirectory() + "catalog-report-check.png"
    let rendered = try Self.render(folder.file("check.html"), screenshot: shot)
    print("HTML check screenshot: \(shot)")
    #expect(rendered.console.isEmpty, "\(rendered.console)")
    #expect(rendered.dom.contains("<h2>catalog check: failed</h2>"))
    #expect(rendered.dom.contains("<h2 id=\"g1\">Change group 1:"))
    #expect(rendered.dom.contains("<a href=\"#r-alpha---uikit-17\">alpha @ uikit-17</a>"))
    #expect(rendered.dom.contains("<tr id=\"r-alpha---uikit-17\">"))
    #expect(rendered.dom.contains("<tr id=\"r-beta---uikit-17\">"))
    #expect(Self.count("<section class=\"timeline\"", in: rendered.dom) == 2)
  }

  @Test func aCalibrationPageDrawsEachRecordingBesideTheEngine() throws {
    let folder = try TemporaryFolder()
    let written = try CatalogProcess.run(
      ["calibrate", ScenarioTexts.fixtures, "--html", folder.file("calibration.html")], in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let shot = NSTemporaryDirectory() + "catalog-report-calibration.png"
    let rendered = try Self.render(folder.file("calibration.html"), screenshot: shot)
    print("HTML calibration screenshot: \(shot)")
    #expect(rendered.console.isEmpty, "\(rendered.console)")
    #expect(rendered.dom.contains("<h2>Calibration: the engine against 6 device recordings</h2>"))
    #expect(rendered.dom.contains("<h2>Profiles</h2>"))
    #expect(rendered.dom.contains("<h2>Rules</h2>"))
    // Each recording: the engine's compared events and the device's, as two sets of swimlanes.
    #expect(Self.count("<section class=\"timeline\"", in: rendered.dom) == 12)
    #expect(rendered.dom.contains("<a href=\"#rec-custom-presentation-walkthrough-1\">"))
    #expect(rendered.dom.contains("data-mark=\"moved\""))
  }
}
