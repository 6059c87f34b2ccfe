import CatalogModel
import CatalogRunner
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
      let scenario = try ScenarioFile.load(
        contentsOf: fixturesFolder.appendingPathComponent(scenarioName + ".yaml").path
      ).scenario
      var options = ConsoleLog.Options(scenario: scenario)
      options.source = name
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
    let report = try Calibration(directory: ScenarioTexts.fixtures, location: CatalogLocation(explicit: "/nonexistent"))
      .run()
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
}
