import CatalogModel
import CatalogRunner
import CatalogStorage
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing

/// The recordings bundled in `fixtures/` (Docs/recordings.md "The bundled recordings"): each is
/// exactly what its console log in `fixtures/console-logs/` imports into, and together they give
/// the calibration the docs quote.
@Suite(.tags(.medium))
struct BundledRecordingTests {
  static let logs = fixturesFolder.appendingPathComponent("console-logs")

  static func logNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: logs.path).filter { $0.hasSuffix(".log") }.sorted()
  }

  @Test func everyConsoleLogImportsIntoItsBundledRecordingByteForByte() throws {
    let names = try Self.logNames()
    #expect(names.count == 6)
    for name in names {
      let stem = String(name.dropLast(".log".count))
      let recordingFile = fixturesFolder.appendingPathComponent(stem + ".recording")
      let scenarioName = try #require(RecordingFile.parseFileName(stem + ".recording")).scenario
      let loaded = try ScenarioFile.load(
        contentsOf: fixturesFolder.appendingPathComponent(scenarioName + ".yaml").path)
      var options = ConsoleLog.Options(scenario: loaded.scenario)
      options.source = name
      options.scenarioSHA256 = ContentHash.sha256(loaded.source)
      let result = ConsoleLog.read(
        try String(contentsOf: Self.logs.appendingPathComponent(name), encoding: .utf8), options: options)
      let recording = try #require(result.recording, "\(name): \(result.problems) \(result.optionProblems)")
      #expect(
        RecordingFile.render(recording) == (try String(contentsOf: recordingFile, encoding: .utf8)),
        "\(name) no longer imports into \(stem).recording")
    }
  }

  @Test func everyBundledRecordingHasItsConsoleLog() throws {
    let logs = Set(try Self.logNames().map { $0.dropLast(".log".count) })
    let recordings = try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)
      .filter { $0.hasSuffix(".recording") }.map { $0.dropLast(".recording".count) }
    #expect(Set(recordings) == logs)
  }

  @Test func theCalibrationOfTheFixturesIsTheOneTheDocsQuote() throws {
    let report = try Calibration(directory: ScenarioTexts.fixtures).run(at: CatalogLocation(explicit: "/nonexistent"))
    #expect(report.items.count == 6)
    #expect(report.skipped.isEmpty)
    #expect(report.profiles.map(\.profile) == ["uikit-8"])
    #expect(report.orderings == 46)
    #expect(report.reproduced == 43)
    #expect(report.leads.count == 1)
    let lead = try #require(report.leads.first)
    #expect(lead.scenario == "custom-presentation-walkthrough")
    #expect(lead.kind == .moved)
    #expect(lead.rule.id == "2.2")
    #expect(lead.recordedLine == "pc:red.presentedView")
    #expect(lead.engineLine == "pc:red.presentedView -> red")
    let docs = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/recordings.md"),
      encoding: .utf8)
    #expect(docs.contains("reproduces 43 of the 46 recorded orderings (93.5 %)"))
  }

  /// Review of issue 13, D8: the whole RULES table and every recording's figures, so that a rule
  /// attributed to the wrong engine event (one off) cannot pass.
  @Test func theFixturesCalibrationPerRuleAndPerRecordingIsTheOneTheDocsQuote() throws {
    let report = try Calibration(directory: ScenarioTexts.fixtures).run(at: CatalogLocation(explicit: "/nonexistent"))
    let rules = report.rules.map { "\($0.rule.id) \($0.tally.reproduced)/\($0.tally.orderings)" }
    #expect(
      rules == [
        "2.1 5/5", "2.2 11/14", "2.4 10/10", "3.1 1/1", "3.2 2/2", "3.3 2/2", "8.2 2/2", "8.3 2/2", "9.1 4/4",
        "9.2 4/4",
      ])
    let items = report.items.map { "\($0.scenario) \($0.reproduced)/\($0.orderings) \($0.profile)" }
    #expect(
      items == [
        "book-detail-zoom 10/10 uikit-8", "custom-presentation-walkthrough 15/18 uikit-8",
        "custom-segue-immediate-present 4/4 uikit-8", "custom-segue-present-in-completion 5/5 uikit-8",
        "custom-segue-remove-then-present 6/6 uikit-8", "popover-wrap-in-navigation 3/3 uikit-8",
      ])
    #expect(report.differentValues == 0)
    #expect(report.items.allSatisfy { $0.scenarioState == "current" })
    let docs = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/recordings.md"),
      encoding: .utf8)
    #expect(
      docs.contains("2.1 5/5, 2.2 11/14, 2.4 10/10, 3.1 1/1, 3.2 2/2, 3.3 2/2, 8.2 2/2, 8.3 2/2, 9.1 4/4, 9.2 4/4"))
  }
}
