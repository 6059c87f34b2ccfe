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
    var screenshot: String
  }

  static let chromium = URL(fileURLWithPath: "/usr/bin/chromium")

  /// Renders `page` with its screenshot at `catalog-report-<name>.png` in the temporary folder,
  /// prints where the screenshot is (`HTML <what> screenshot: …`) and expects a clean console.
  static func renderWithoutErrors(
    _ page: String, screenshot name: String, what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Rendered {
    let rendered = try render(page, screenshot: NSTemporaryDirectory() + "catalog-report-\(name).png")
    print("HTML \(what) screenshot: \(rendered.screenshot)")
    #expect(rendered.console.isEmpty, "\(rendered.console)", sourceLocation: sourceLocation)
    return rendered
  }

  /// Renders `page` headless; the DOM after load and the console lines Chromium logged.
  static func render(_ page: String, screenshot: String, flags: [String] = []) throws -> Rendered {
    // A page may be named with a query and an anchor (`page.html?view=sequence#t1-e5`), which
    // the URL keeps.
    let parts = page.split(separator: "#", maxSplits: 1).map(String.init)
    let file = parts[0].split(separator: "?", maxSplits: 1).map(String.init)
    let url =
      URL(fileURLWithPath: file[0]).absoluteString + (file.count > 1 ? "?" + file[1] : "")
      + (parts.count > 1 ? "#" + parts[1] : "")
    let directory = (file[0] as NSString).deletingLastPathComponent
    let common =
      [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
        "--window-size=1400,900",
      ] + flags
    let dump = try CatalogProcess.run(
      common + ["--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--dump-dom", url], in: directory,
      executable: chromium, timeout: 60)
    try #require(dump.exitCode == 0, "chromium: \(dump)")
    let shot = try CatalogProcess.run(
      common + ["--screenshot=\(screenshot)", url], in: directory, executable: chromium, timeout: 60)
    try #require(shot.exitCode == 0, "chromium: \(shot)")
    let console = dump.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    return Rendered(dom: dump.stdout, console: console, screenshot: screenshot)
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
    let rendered = try Self.renderWithoutErrors(folder.file("page.html"), screenshot: "scenario", what: "report")
    #expect(Self.count("<section class=\"timeline", in: rendered.dom) == 4)
    // uikit-17: 39 events over 8 objects (the ruler is a lane too).
    let expected = try CatalogProcess.run(["run", "dimming-presentation.yaml", "--profile", "all"], in: folder.path)
    let eventLines = expected.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
    #expect(Self.count("<a class=\"e k-", in: rendered.dom) == eventLines)
    #expect(rendered.dom.contains("data-object=\"pc:red\""))
    #expect(rendered.dom.contains("data-rule=\"2.2\" data-rule-title=\"Phase B: the deferred start\""))
    #expect(rendered.dom.contains("<b class=\"span\""))
    #expect(rendered.dom.contains("<aside id=\"details\""))
    #expect(FileManager.default.fileExists(atPath: rendered.screenshot))
    // The phases of each transition, on a lane of their own.
    for letter in ["A", "B", "C", "D"] {
      #expect(rendered.dom.contains("<b class=\"phase ph-\(letter)\""), "phase \(letter)")
    }
    #expect(rendered.dom.contains("title=\"B: deferred start of presenting red, 0.000 → 0.000 s\""))
    // Lanes follow the hierarchy: the presenter before the presented controller, the objects
    // UIKit makes after the controllers.
    let newest = try #require(rendered.dom.components(separatedBy: "<section class=\"timeline\" id=\"t4\"").last)
    let lanes = newest.components(separatedBy: "class=\"lane obj\" data-object=\"").dropFirst().prefix(3).map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(lanes == ["yellow", "red", "pc:red"], "\(lanes)")
    // Marks sit on virtual time: the animation's end (1.000 s) is far to the right of its start.
    let start = try #require(Self.left(of: "t4-e9", in: rendered.dom))
    let end = try #require(Self.left(of: "t4-e30", in: rendered.dom))
    #expect(end - start > 300, "\(start) → \(end)")

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
    #expect(Self.count("<section class=\"timeline", in: rendered.dom) == 2)
    // uikit-17 replaces traitCollectionDidChange(nil) with viewIsAppearing: one removed on the
    // left, one added on the right, both drawn, and both rows of the side-by-side table.
    #expect(Self.count("m-removed\" id=\"dl-e", in: rendered.dom) == 1, "removed")
    #expect(Self.count("m-added\" id=\"dr-e", in: rendered.dom) == 1, "added")
    #expect(rendered.dom.contains("data-mark=\"removed\""))
    #expect(rendered.dom.contains("<div class=\"dr rem\" data-l=\""))
    #expect(rendered.dom.contains("<div class=\"dr add\" data-r=\""))
    // Both sides were replayed now: both carry their rules.
    #expect(rendered.dom.contains("id=\"dl-e9\"") && rendered.dom.contains("data-rule=\"2.2\""))
    #expect(!rendered.dom.contains("no rules:"))
  }

  /// A duration that changes shifts every later event: those are marked as shifted, the table
  /// shows them as one row, and only the duration's result is a changed pair, its changed words
  /// marked.
  @Test func aTimeShiftIsShownAsAShift() throws {
    let (folder, written) = try TemporaryFolder.comparingDimmingWithALongerCopy("report", ["--output", "shift.html"])
    #expect(written.exitCode == 0, "\(written)")
    let rendered = try Self.render(
      folder.file("shift.html"), screenshot: NSTemporaryDirectory() + "catalog-report-shift.png")
    #expect(rendered.console.isEmpty, "\(rendered.console)")
    #expect(Self.count(" m-shifted\"", in: rendered.dom) > 20, "shifted marks")
    #expect(Self.count(" m-changed\"", in: rendered.dom) == 2, "only the duration changed")
    #expect(rendered.dom.contains("<div class=\"dr shift\""))
    #expect(rendered.dom.contains("~ times from event "))
    #expect(rendered.dom.contains("<mark>1.25</mark>"))
  }

  /// A page opened at an event's anchor draws it, selects it and shows its details; a long
  /// timeline has only the marks near the part in view in its document.
  @Test func aLongTimelineDrawsWhatIsInViewAndOpensAtAnEvent() throws {
    let folder = try TemporaryFolder()
    var text = ""
    for index in 0..<20_000 {
      let time = String(format: "%.3f", Double(index / 10) * 0.05)
      text += String(repeating: " ", count: max(0, 8 - time.count)) + time + "  c\(index % 7).viewDidLayoutSubviews()\n"
    }
    try folder.write("long.timeline", text)
    try folder.write("other.timeline", text.replacingOccurrences(of: "  c3.", with: "  c9."))
    let written = try CatalogProcess.run(
      ["report", "long.timeline", "other.timeline", "--output", "long.html"], in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let rendered = try Self.render(
      folder.file("long.html") + "#dr-e15001", screenshot: NSTemporaryDirectory() + "catalog-report-long.png")
    #expect(rendered.console.isEmpty, "\(rendered.console)")
    let marks = Self.count("<a class=\"e k-", in: rendered.dom)
    #expect(marks > 0 && marks < 5_000, "\(marks) marks in the document")
    #expect(rendered.dom.contains("id=\"dr-e15001\""))
    #expect(rendered.dom.contains("class=\"e k-callback sel"), "the event is selected")
    #expect(rendered.dom.contains("<p>event 15001 · t=75.000 s"), "its details are shown")
    #expect(!rendered.dom.contains("turn -1"))
  }

  @Test func aCheckPageLinksEveryResultAndDrawsEachGroup() throws {
    let folder = try TemporaryFolder.checkedThenEdited(["alpha", "beta"], variant: 2)
    let checked = try CatalogProcess.run(["check", "fx", "--html", "check.html"], in: folder.path)
    #expect(checked.exitCode == 1, "\(checked)")
    let rendered = try Self.renderWithoutErrors(folder.file("check.html"), screenshot: "check", what: "check")
    #expect(rendered.dom.contains("<h1>catalog check: failed</h1>"))
    #expect(Self.count("catalog check: failed</h", in: rendered.dom) == 1, "one heading")
    #expect(rendered.dom.contains("<h2 id=\"g1\">Change group 1:"))
    #expect(rendered.dom.contains("<a href=\"#r-alpha---uikit-17\">alpha @ uikit-17</a>"))
    #expect(rendered.dom.contains("<tr id=\"r-alpha---uikit-17\">"))
    #expect(rendered.dom.contains("<tr id=\"r-beta---uikit-17\">"))
    // The group's diff (two sides), alpha's own diff (two sides) and beta's timeline.
    #expect(Self.count("<section class=\"timeline", in: rendered.dom) == 5)
    #expect(rendered.dom.contains("<details class=\"result\" id=\"r-beta---uikit-17-tl\" open=\"\">"))
    // The timeline now carries its rules; the baseline, recorded earlier, says it has none.
    #expect(rendered.dom.contains("data-rule=\"2.1\""))
    #expect(rendered.dom.contains("no rules: the baseline was recorded earlier"))
    #expect(!rendered.dom.contains("turn -1"))
  }

  /// Issue 25 item 5: a container scenario's page draws a lane per object, the container's own
  /// animator and context included, and a mark per event, each with its rule of section 18.
  @Test func aContainerScenarioPageDrawsItsEvents() throws {
    let folder = try TemporaryFolder(fixtures: ["nav-pop-custom-animator", "tab-switch-animator"])
    for name in ["nav-pop-custom-animator", "tab-switch-animator"] {
      let written = try CatalogProcess.run(
        ["report", "\(name).yaml", "--profile", "uikit-17", "--output", "\(name).html"], in: folder.path)
      #expect(written.exitCode == 0, "\(written)")
      let rendered = try Self.renderWithoutErrors(folder.file("\(name).html"), screenshot: name, what: "report")
      let expected = try CatalogProcess.run(["run", "\(name).yaml", "--profile", "uikit-17"], in: folder.path)
      let eventLines = expected.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
      #expect(Self.count("<a class=\"e k-", in: rendered.dom) == eventLines, "\(name)")
      #expect(!rendered.dom.contains("data-rule=\"\""), "\(name): an event without a rule")
    }
    let rendered = try Self.render(
      folder.file("nav-pop-custom-animator.html"), screenshot: NSTemporaryDirectory() + "catalog-report-container.png")
    #expect(rendered.dom.contains("data-object=\"animator:nav/A\""))
    #expect(rendered.dom.contains("data-object=\"fade\""))
    #expect(rendered.dom.contains("data-rule=\"18.6\""))
    #expect(rendered.dom.contains("data-rule=\"18.4\""))
    // The pop's phases on the phase lane.
    for letter in ["A", "B", "C", "D"] {
      #expect(rendered.dom.contains("<b class=\"phase ph-\(letter)\""), "phase \(letter)")
    }
    #expect(rendered.dom.contains("title=\"B: deferred start of the pop of nav, 0.000 → 0.000 s\""))
  }

  /// The README's check of the fixtures passes: its page still draws every result's swimlanes.
  @Test func aPassingCheckPageDrawsEveryResult() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.copyItem(atPath: fixturesFolder.path, toPath: folder.file("fixtures"))
    let checked = try CatalogProcess.run(["check", "fixtures", "--html", "check.html"], in: folder.path)
    #expect(checked.exitCode == 0, "\(checked)")
    let results = Self.count("<tr id=\"r-", in: try folder.read("check.html"))
    #expect(results > 100)
    let rendered = try Self.renderWithoutErrors(
      folder.file("check.html"), screenshot: "passing-check", what: "passing check")
    #expect(Self.count("<section class=\"timeline", in: rendered.dom) == results)
    #expect(Self.count("<a class=\"e k-", in: rendered.dom) > 1_000)
    #expect(rendered.dom.contains("<b class=\"phase ph-B\""))
    #expect(!rendered.dom.contains("turn -1"))
  }

  /// The keyboard and the dark scheme, in the real browser: a copy of a scenario page with a probe
  /// script that clicks a mark and presses the right arrow twice, then reports which mark is
  /// selected, what the details panel says and the colours in effect.
  @Test func arrowKeysMoveTheSelectionAndDarkModeFollowsTheSystem() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let written = try CatalogProcess.run(
      ["report", "dimming-presentation.yaml", "--profile", "uikit-17", "--output", "page.html"], in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let probe = """
      <script>setTimeout(function(){var root=document.documentElement;document.getElementById('t1-e3').click();
      for(var i=0;i<2;i++)document.dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowRight',bubbles:true}));
      root.dataset.selected=document.querySelector('.e.sel').id;root.dataset.focused=document.activeElement.id;
      root.dataset.details=document.getElementById('details').textContent;
      root.dataset.background=getComputedStyle(document.body).backgroundColor;},0);</script></body>
      """
    let page = try folder.read("page.html").replacingOccurrences(of: "</body>", with: probe)
    try folder.write("probe.html", page)
    let light = try Self.render(
      folder.file("probe.html"), screenshot: NSTemporaryDirectory() + "catalog-report-light.png")
    #expect(light.console.isEmpty, "\(light.console)")
    #expect(light.dom.contains("data-selected=\"t1-e5\""), "two steps right of event 3")
    #expect(light.dom.contains("data-focused=\"t1-e5\""))
    #expect(light.dom.contains("data-details=\"event 5 · t=0.000 s · turn 0"), "the panel describes it")
    #expect(light.dom.contains("data-background=\"rgb(255, 255, 255)\""))
    let dark = try Self.render(
      folder.file("probe.html"), screenshot: NSTemporaryDirectory() + "catalog-report-dark.png",
      flags: ["--force-dark-mode"])
    #expect(dark.dom.contains("data-background=\"rgb(13, 17, 23)\""), "the dark scheme's background")
    #expect(dark.dom.contains("data-selected=\"t1-e5\""))
  }

  /// Issue 30 item 1: a picture that reads without clicking. Every mark carries its member as
  /// text (whole where there is room, abbreviated where marks crowd, whole in its title), every
  /// lane name its title, and a diff fills its changed marks and fades the rest.
  @Test func everyMarkIsLabelledWithItsMember() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let written = try CatalogProcess.run(
      [
        "report", "dimming-presentation.yaml", "--profile", "uikit-8", "--against", "uikit-17", "--output", "diff.html",
      ],
      in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let rendered = try Self.renderWithoutErrors(folder.file("diff.html"), screenshot: "labels", what: "labelled diff")
    let marks = rendered.dom.components(separatedBy: "<a class=\"e k-").dropFirst()
    #expect(marks.count == 78, "39 events a side")
    // Each mark's text: never empty, and whole where the lane has room.
    let texts = marks.map { String($0.split(separator: ">", maxSplits: 1).last?.prefix { $0 != "<" } ?? "") }
    #expect(texts.allSatisfy { !$0.isEmpty }, "\(texts)")
    #expect(texts.contains("viewDidAppear") && texts.contains("animateTransition"), "\(texts)")
    #expect(texts.contains("presentationTransitionDidEnd"), "a delegate method by what it says")
    // The change of uikit-17: traitCollectionDidChange(nil) removed, viewIsAppearing added, each
    // filled and signed; a crowded one abbreviated, its whole text in its title.
    #expect(rendered.dom.contains("m-added\" id=\"dr-e"), "added")
    #expect(texts.contains("+viewIsAppearing"), "\(texts)")
    #expect(
      texts.contains { $0.hasPrefix("\u{2212}") && "traitCollectionDidChange".hasPrefix($0.dropFirst().prefix(1)) })
    #expect(rendered.dom.contains("title=\"11: 0.000 s, turn 1\nred.traitCollectionDidChange(nil)"))
    #expect(rendered.dom.contains("<section class=\"timeline diff\""))
    #expect(rendered.dom.contains("<div class=\"name\" title=\"coordinator:red\">coordinator:red</div>"))
  }

  /// Issue 30 item 1: the sequence view, drawn by the page: a lifeline per object after App and
  /// UIKit, a row per event with its arrow, the phases as rows, the diff's marks on the rows;
  /// `?view=sequence` opens a page in it and the switch goes back and forth.
  @Test func theSequenceViewDrawsLifelinesAndArrows() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let written = try CatalogProcess.run(
      [
        "report", "dimming-presentation.yaml", "--profile", "uikit-8", "--against", "uikit-17", "--output", "diff.html",
      ],
      in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let rendered = try Self.renderWithoutErrors(
      folder.file("diff.html") + "?view=sequence", screenshot: "sequence", what: "sequence view")
    #expect(rendered.dom.contains("<html lang=\"en\" data-view=\"sequence\""))
    #expect(rendered.dom.contains("<button type=\"button\" data-view=\"sequence\" aria-pressed=\"true\">"))
    #expect(Self.count("<div class=\"seq\">", in: rendered.dom) == 2)
    #expect(Self.count("<div class=\"q k-", in: rendered.dom) == 78, "a row per event")
    let head = try #require(rendered.dom.components(separatedBy: "<div class=\"sq-head\"").dropFirst().first)
    let participants = head.components(separatedBy: "\">").dropFirst(2).prefix(4).map {
      String($0.prefix { $0 != "<" })
    }
    #expect(participants == ["App", "UIKit", "yellow", "red"], "\(participants)")
    #expect(rendered.dom.contains("<i class=\"sq-arrow\""))
    #expect(rendered.dom.contains("class=\"sq-phase ph-A\""), "the phases")
    #expect(rendered.dom.contains("class=\"q k-callback m-removed\" id=\"dl-q11\""))
    #expect(rendered.dom.contains("class=\"q k-callback m-added\""))
    #expect(rendered.dom.contains("0.000  traitCollectionDidChange(nil)</span>"))
    // The calls come from App, the rest from UIKit: the present call's arrow starts at App's
    // lifeline (the first column's middle), a callback's at UIKit's.
    #expect(rendered.dom.contains("id=\"dl-q0\" data-seq=\"0\" tabindex=\"-1\" style=\"top:22px\""))
    #expect(rendered.dom.contains("<i class=\"sq-arrow\" style=\"left:62px;"))
    #expect(rendered.dom.contains("<i class=\"sq-arrow\" style=\"left:186px;"))

    // The switch: a probe on the page opened in swimlanes clicks it to the sequence view, back,
    // and to the sequence again, then selects a row.
    let probe = """
      <script>setTimeout(function(){var root=document.documentElement;function click(v){document.querySelector('.views button[data-view='+v+']').click();}
      click('sequence');root.dataset.afterSequence=root.dataset.view+' '+getComputedStyle(document.querySelector('.seq')).display;
      click('lanes');root.dataset.afterLanes=root.dataset.view+' '+getComputedStyle(document.querySelector('.seq')).display;
      click('sequence');document.getElementById('dr-q3').click();
      root.dataset.selected=document.querySelector('.q.sel').id+' '+document.querySelector('.e.sel').id;},0);</script></body>
      """
    try folder.write("probe.html", try folder.read("diff.html").replacingOccurrences(of: "</body>", with: probe))
    let probed = try Self.renderWithoutErrors(folder.file("probe.html"), screenshot: "sequence-switch", what: "switch")
    #expect(probed.dom.contains("data-after-sequence=\"sequence block\""))
    #expect(probed.dom.contains("data-after-lanes=\"lanes none\""))
    #expect(probed.dom.contains("data-selected=\"dr-q3 dr-e3\""), "the row and its mark")
  }

  /// The `left` of the mark with `id`, in pixels.
  static func left(of id: String, in dom: String) -> Int? {
    guard let range = dom.range(of: "id=\"\(id)\" href=\"#\(id)\" style=\"left:") else { return nil }
    return Int(dom[range.upperBound...].prefix { $0.isNumber })
  }

  @Test func aCalibrationPageDrawsEachRecordingBesideTheEngine() throws {
    let folder = try TemporaryFolder()
    let written = try CatalogProcess.run(
      ["calibrate", ScenarioTexts.fixtures, "--html", folder.file("calibration.html")], in: folder.path)
    #expect(written.exitCode == 0, "\(written)")
    let rendered = try Self.renderWithoutErrors(
      folder.file("calibration.html"), screenshot: "calibration", what: "calibration")
    #expect(rendered.dom.contains("<h2>Calibration: the engine against 6 device recordings</h2>"))
    #expect(rendered.dom.contains("<h2>Profiles</h2>"))
    #expect(rendered.dom.contains("<h2>Rules</h2>"))
    // Each recording: the engine's compared events and the device's, as two sets of swimlanes.
    #expect(Self.count("<section class=\"timeline", in: rendered.dom) == 12)
    #expect(rendered.dom.contains("<a href=\"#rec-custom-presentation-walkthrough-1\">"))
    #expect(rendered.dom.contains("data-mark=\"moved\""))
  }
}
