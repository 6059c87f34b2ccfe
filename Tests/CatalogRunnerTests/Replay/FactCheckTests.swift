import CatalogModel
import CatalogStorage
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing
import TransitionEngine

@testable import CatalogReports
@testable import CatalogRunner

/// Issue 27 item 2: `expect:` facts are evaluated by `catalog run` and `catalog check` under every
/// profile they replay, a fact that does not hold fails the command, and each report format says
/// which fact and the events that break it.
@Suite(.tags(.medium))
struct FactCheckTests {
  /// A presentation whose second fact does not hold under uikit-8 (the presenter disappears
  /// there), and whose third fact is evaluated only under uikit-17.
  static let scenario = """
    name: facts
    window: R
    controllers: {R: {}, D: {}}
    steps: [{present: D, from: R}]
    expect:
      - before: D.viewWillAppear
        after: D.viewDidAppear
      - absent: R.viewWillDisappear
      - count: D.viewIsAppearing
        n: 1
        profiles: [uikit-17]
    """

  @Test func aFileRunEvaluatesTheFactsOfEachProfile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("facts.yaml", Self.scenario)
    let report = FileReplay(paths: [path], profiles: [.uikit8, .uikit13, .uikit17]).run()
    #expect(report.facts(path: path, profile: .uikit8).map(\.holds) == [true, false])
    #expect(report.facts(path: path, profile: .uikit13).map(\.holds) == [true, true])
    #expect(report.facts(path: path, profile: .uikit17).map(\.holds) == [true, true, true])
    #expect(report.outcome == .difference)
    let message = try #require(report.messages.first { $0.contains("fact 2") })
    #expect(message.hasPrefix("\(path):8:5: error: fact 2 does not hold under uikit-8: absent: R.viewWillDisappear"))
    #expect(message.contains("R.viewWillDisappear(true)"))
    let json = try ReportEncoder.json(report)
    #expect(
      json.contains("\"fact\" : \"absent: R.viewWillDisappear\"")
        || json.contains("\"fact\": \"absent: R.viewWillDisappear\""))
    // Without a profile whose facts fail, the run succeeds.
    #expect(FileReplay(paths: [path], profiles: [.uikit13]).run().outcome == .success)
  }

  @Test func aStoredCheckReplaysAScenarioWithFactsAndFailsOnAFact() throws {
    // Given the scenario stored, run and accepted under uikit-8
    let catalog = try TemporaryCatalog()
    let folder = try TemporaryFolder()
    let input = ScenarioInput(try ScenarioFile.load(contentsOf: try folder.write("facts.yaml", Self.scenario)))
    #expect(input.factCount == 3)
    let database = try catalog.location.openForWriting()
    _ = try database.addScenarios([input])
    try database.close()
    let run = try CatalogRun(
      ScenarioSelection(all: true), profiles: [.uikit8], commandLine: []
    ).run(at: catalog.location)
    #expect(run.outcome == .difference)
    #expect(run.messages.count == 1)
    _ = try AcceptBaselines(
      .latestRuns(ScenarioSelection(all: true), profiles: []), acceptedBy: "ana"
    ).run(at: catalog.location)

    // When it is checked twice (the second check could stand on the first's run)
    for _ in 0..<2 {
      let report = try CheckRequest().run(at: catalog.location)
      // Then it is replayed each time, its timeline passes, and its fact fails the check
      #expect(report.reusedCount == 0)
      #expect(report.items.map(\.outcome) == [.passed])
      #expect(!report.passed)
      #expect(report.factCounts.held == 1 && report.factCounts.failed == 1)
      let text = report.text(style: .plain)
      #expect(text.contains("fact 2 (line 8): absent: R.viewWillDisappear"))
      #expect(text.contains("FAILED: 1 fact not holding."))
      #expect(report.junit().contains("<failure type=\"facts\" message=\"1 of 2 facts do not hold\">"))
      #expect(report.githubAnnotations().contains("line=8,col=5,title=facts @ uikit-8 fact 2 does not hold"))
      #expect(report.markdown().contains("fact 2 (line 8)"))
      let html = HTMLReport.check(report, location: catalog.location)
      #expect(html.contains("Facts that do not hold"))
      #expect(html.contains("absent: R.viewWillDisappear"))
      let json = try ReportEncoder.json(report)
      #expect(json.contains("\"failed\" : 1") || json.contains("\"failed\": 1"))
    }
  }

  @Test func aFolderCheckEvaluatesFacts() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("facts.yaml", Self.scenario)
    var request = CheckRequest()
    request.folder = folder.path
    request.profiles = [.uikit13, .uikit17]
    request.allowNew = true
    let catalog = try TemporaryCatalog()
    let report = try request.run(at: catalog.location)
    #expect(report.passed)
    #expect(report.factCounts.held == 5 && report.factCounts.failed == 0)
    request.profiles = [.uikit8]
    #expect(!(try request.run(at: catalog.location)).passed)
  }

  /// A shard's fact as `report merge` reads it back: `reason` null, a string, or (in JSON a
  /// script wrote) left out, which reads as nil as it did before `reason` became `@Nullable`.
  @Test func aFactVerdictReadsBackWithOrWithoutItsReason() throws {
    func verdict(_ reason: String) throws -> FactVerdict {
      let json = """
        {"number": 1, "fact": "absent: nav.viewWillDisappear", "line": 3, "column": 5, "holds": false,\
        \(reason) "events": [], "lines": []}
        """
      return try JSONDecoder().decode(FactVerdict.self, from: Data(json.utf8))
    }
    #expect(try verdict(#""reason": "it happens","#).reason == "it happens")
    #expect(try verdict(#""reason": null,"#).reason == nil)
    #expect(try verdict("").reason == nil)
    let written = try ReportEncoder.json(try verdict(""))
    #expect(written.contains("\"reason\": null"), "\(written)")
  }
}

/// `check --accept` accepts the changes, but a fact that does not hold still fails it.
@Suite(.tags(.medium))
struct FactAcceptTests {
  @Test func acceptingDoesNotMakeAFactHold() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("facts.yaml", FactCheckTests.scenario)
    var request = CheckRequest()
    request.folder = folder.path
    request.profiles = [.uikit8]
    let catalog = try TemporaryCatalog()
    // The first check finds a new result and a fact that does not hold: it accepts the result.
    let first = try CheckAndAccept.Request(check: request, acceptedBy: "ana").run(at: catalog.location)
    #expect(first.acceptance != nil)
    #expect(first.outcome == .difference)
    #expect(first.text(style: .plain).contains("still failing: 1 fact not holding"))
    // The second has nothing to accept; the fact still fails it.
    let second = try CheckAndAccept.Request(check: request, acceptedBy: "ana").run(at: catalog.location)
    #expect(second.acceptance == nil)
    #expect(second.outcome == .difference)
  }
}

/// A shard's JSON report gives its facts back whole to `catalog report merge`.
@Suite(.tags(.medium))
struct FactMergeTests {
  @Test func aShardsFactsReadBackAsTheyWere() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("facts.yaml", FactCheckTests.scenario)
    var request = CheckRequest()
    request.folder = folder.path
    request.profiles = [.uikit8]
    let catalog = try TemporaryCatalog()
    let report = try request.run(at: catalog.location)
    let facts = try #require(report.items.first?.facts)
    #expect(facts.failedCount == 1)
    let json = try ReportEncoder.json(report)
    let read = try JSONDecoder().decode(ReportMerge.ShardReport.self, from: Data(json.utf8))
    #expect(read.results.first?.facts == facts)
  }
}
