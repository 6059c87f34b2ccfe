import CatalogDiff
import CatalogModel
import CatalogReports
import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing
import TransitionEngine

/// The runner's recording operations: `record import`, `diff --against recording` on stored
/// scenarios and files, `calibrate` over a catalog, and recordings going with a removed scenario.
@Suite(.tags(.medium))
struct RecordingRequestTests {
  static let logs = fixturesFolder.appendingPathComponent("console-logs")

  static func importLog(_ scenario: String, into catalog: TemporaryCatalog) throws -> ImportRecording.Report {
    try ImportRecording(path: Self.logs.appendingPathComponent("\(scenario).1.log").path, scenario: scenario)
      .run(at: catalog.location)
  }

  @Test func aConsoleLogBecomesTheScenariosNextRecordingOnceOnly() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["custom-presentation-walkthrough"])
    let first = try Self.importLog("custom-presentation-walkthrough", into: catalog)
    #expect(first.number == 1)
    #expect(first.change == .created)
    #expect(first.events == 17)
    #expect(first.skippedLines == 2)
    #expect(
      first.unmodelled.map(\.member) == [
        "presentButtonTapped(_:)", "init(presentedViewController:presentingViewController:)",
      ])
    #expect(first.profile == "uikit-8")
    #expect(
      first.text(style: .plain).contains("Next: catalog diff custom-presentation-walkthrough --against recording:1"))

    let again = try Self.importLog("custom-presentation-walkthrough", into: catalog)
    #expect(again.change == .unchanged)
    #expect(again.number == 1)

    // The same log under another iOS version is another recording.
    var other = ImportRecording(
      path: Self.logs.appendingPathComponent("custom-presentation-walkthrough.1.log").path,
      scenario: "custom-presentation-walkthrough")
    other.ios = "13.1"
    other.device = "iPhone 11"
    let second = try other.run(at: catalog.location)
    #expect(second.number == 2)
    #expect(second.profile == "uikit-13")
    let stored = try catalog.location.openForReading().recordings()
    #expect(stored.map(\.iosVersion) == ["9", "13.1"])
    #expect(stored.map(\.device) == [nil, "iPhone 11"])
  }

  @Test func aLogWithProblemsRecordsNothingAndNamesEachLine() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["dimming-presentation"])
    let folder = try TemporaryFolder()
    let log = try folder.write(
      "bad.log",
      """
      RedViewController viewWillAppear(_:)
      viewDidAppear(_:)
      """)
    #expect {
      try ImportRecording(path: log, scenario: "dimming-presentation").run(at: catalog.location)
    } throws: { error in
      let message = (error as? RunnerError)?.description ?? ""
      return message.contains("\(log):1:1: error: no mapping for class 'RedViewController'")
        && message.contains("\(log):2:1: error: 'viewDidAppear(_:)' names")
        && message.contains("\nthe recording needs the iOS version")
        && message.hasSuffix("3 problems; nothing was recorded") && (error as? RunnerError)?.exitCode == 2
    }
    #expect(try catalog.location.openForReading().recordings().isEmpty)
    #expect(throws: RunnerError.self) {
      try ImportRecording(path: log, scenario: "no-such-scenario").run(at: catalog.location)
    }
    #expect(throws: RunnerError.self) {
      try ImportRecording(path: folder.file("missing.log"), scenario: "dimming-presentation").run(at: catalog.location)
    }
  }

  @Test func aStoredScenarioAndItsFileCompareWithTheSameRecordingAlike() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["custom-presentation-walkthrough"])
    _ = try Self.importLog("custom-presentation-walkthrough", into: catalog)
    var byName = DiffRequest(
      first: "custom-presentation-walkthrough", second: nil, profile: nil, against: nil)
    byName.againstRecording = .newest
    let stored = try byName.run(at: catalog.location)
    var byFile = DiffRequest(
      first: fixturesFolder.appendingPathComponent("custom-presentation-walkthrough.yaml").path, second: nil,
      profile: nil, against: nil)
    byFile.againstRecording = .number(1)
    let file = try byFile.run(at: catalog.location)
    for report in [stored, file] {
      #expect(report.diff.summary == DiffSummary(added: 1, removed: 1, moved: 1))
      #expect(report.outcome == .difference)
      let details = try #require(report.recording)
      #expect(details.profile == "uikit-8")
      #expect(!details.profileGiven)
      #expect(details.reproduced == 15)
      #expect(details.orderings == 18)
      #expect(details.receivers == ["animator:red", "context:red", "coordinator:red", "dimmer", "pc:red", "yellow"])
      #expect(report.leftLabel == "custom-presentation-walkthrough @ uikit-8")
      #expect(report.rightLabel == "recording:1 custom-presentation-walkthrough (iOS 9)")
      let text = report.text(style: .plain)
      #expect(text.hasPrefix("# recording:1 of custom-presentation-walkthrough: iOS 9, SDK 9; compared under uikit-8"))
      #expect(text.contains("# only the recording's receivers and members compared (17 of the engine's 27 events)"))
      #expect(text.contains("+   0.000  pc:red.presentedView  (moved from event 9)"))
    }

    // Only the queries: the moved presentedView is then the only query between its neighbours.
    var queries = DiffRequest(
      first: "custom-presentation-walkthrough", second: nil, profile: nil, against: nil, kinds: [.query])
    queries.againstRecording = .newest
    let onlyQueries = try queries.run(at: catalog.location)
    #expect(onlyQueries.diff.isEqual)
    #expect(
      onlyQueries.text(style: .plain).contains(
        ": the compared events are equal (only query events compared; ignoring time; 2 lines of the log not read as "
          + "events: 2 calls of members the catalog does not model)."))

    // Everything, under a profile given by name.
    byName.exact = true
    byName.profile = .uikit17
    let exact = try byName.run(at: catalog.location)
    #expect(exact.recording?.exact == true)
    #expect(exact.recording?.profileGiven == true)
    #expect(exact.recording?.comparedEvents == exact.recording?.engineEvents)
    #expect(exact.diff.summary.removed > 1)
    #expect(exact.text(style: .plain).contains("# every event compared (--exact)"))
    let json = try ReportEncoder.json(exact)
    #expect(json.contains("\"recording\": {"))
    #expect(json.contains("\"profile\": \"uikit-17\""))
  }

  @Test func whatCannotBeComparedIsSaid() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["dimming-presentation", "sheet-detents"])
    func diff(_ name: String, _ reference: RecordingReference, second: String? = nil) throws -> DiffReport {
      var request = DiffRequest(first: name, second: second, profile: nil, against: nil)
      request.againstRecording = reference
      return try request.run(at: catalog.location)
    }
    #expect { try diff("dimming-presentation", .newest) } throws: { error in
      (error as? RunnerError)?.description.contains("has no recording; 'catalog record import LOG --scenario") == true
    }
    let folder = try TemporaryFolder()
    let log = try folder.write(
      "old.log", "# ios: 6.1\n# map: RedViewController=red\nRedViewController viewWillAppear(_:)\n")
    _ = try ImportRecording(path: log, scenario: "dimming-presentation").run(at: catalog.location)
    #expect { try diff("dimming-presentation", .number(3)) } throws: { error in
      (error as? RunnerError)?.description == "scenario 'dimming-presentation' has no recording:3; it has recording:1"
    }
    #expect { try diff("dimming-presentation", .newest) } throws: { error in
      (error as? RunnerError)?.description.contains("iOS 6.1 is older than every profile") == true
    }
    #expect { try diff("dimming-presentation", .newest, second: "sheet-detents") } throws: { error in
      (error as? RunnerError)?.description.contains("give one scenario, not two") == true
    }
    // A sheet with detents on an iOS 14 device: its profile, uikit-13, cannot replay it.
    let sheet = try folder.write(
      "sheet.log", "# ios: 14.2\n# map: Sheet=-\nSheet viewWillAppear(_:)\nX viewDidAppear(_:)\n")
    var request = ImportRecording(path: sheet, scenario: "sheet-detents")
    let controller = try #require(try Self.firstController(of: "sheet-detents"))
    request.map = ["X=\(controller)"]
    _ = try request.run(at: catalog.location)
    #expect { try diff("sheet-detents", .newest) } throws: { error in
      (error as? RunnerError)?.description.contains("uikit-13 cannot replay 'sheet-detents'") == true
    }
    let calibration = try Calibration().run(at: catalog.location)
    #expect(calibration.items.isEmpty)
    #expect(calibration.skipped.map(\.scenario) == ["dimming-presentation", "sheet-detents"])
  }

  static func firstController(of scenario: String) throws -> String? {
    try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent(scenario + ".yaml").path).scenario
      .controllers.first?.id
  }

  @Test func calibrationCountsTheCatalogsRecordingsAndARemovedScenarioTakesItsOwn() throws {
    let catalog = try TemporaryCatalog()
    try catalog.add(["custom-presentation-walkthrough", "book-detail-zoom"])
    _ = try Self.importLog("custom-presentation-walkthrough", into: catalog)
    _ = try Self.importLog("book-detail-zoom", into: catalog)
    let before = try Calibration().run(at: catalog.location)
    #expect(before.items.map(\.scenario) == ["book-detail-zoom", "custom-presentation-walkthrough"])
    #expect(before.orderings == 28)
    #expect(before.reproduced == 25)
    #expect(before.rules.map(\.rule.id).contains("2.2"))
    let text = before.text(style: .plain)
    #expect(text.contains("  uikit-8   2 recordings  25 of 28 (89.3 %) orderings reproduced\n"))
    #expect(
      text.contains("    moved: the device did pc:red.presentedView after pc:red.presentationTransitionWillBegin()"))

    _ = try RemoveScenarios(names: ["custom-presentation-walkthrough"]).run(at: catalog.location)
    let after = try Calibration().run(at: catalog.location)
    #expect(after.items.map(\.scenario) == ["book-detail-zoom"])
    #expect(after.leads.isEmpty)
  }
}
