import CatalogModel
import CatalogStorage
import CatalogTestSupport
import Foundation
import Testing
import TransitionEngine

@testable import CatalogReports
@testable import CatalogRunner

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `catalog check` and `catalog accept`: outcomes, change groups, reports and the accept flow.
struct CheckTests {
  /// A fixture folder holding one result of every outcome: passed, changed (two scenarios that
  /// changed the same way, one group), new, failed (an invalid scenario file) and obsolete (a
  /// baseline file without its scenario).
  static func folderWithEveryOutcome() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.copyFixtures([
      "ios13-default-style", "popover-compact-fullscreen", "zoom-from-cell", "non-animated-presentation",
    ])
    // A behaviour change: the presenter's viewDidDisappear is missing from two uikit-8 baselines.
    for name in ["ios13-default-style.uikit-8.timeline", "popover-compact-fullscreen.uikit-8.timeline"] {
      let text = try folder.read(name).split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasSuffix("nav.viewDidDisappear(true)") }.joined(separator: "\n")
      try folder.write(name, text)
    }
    // No baseline at all for zoom-from-cell: new, under the newest profile. (Check replays each
    // scenario under the profiles that have a baseline, so one missing file would not be "new".)
    for profile in EngineProfile.all {
      try FileManager.default.removeItem(
        at: folder.url.appendingPathComponent("zoom-from-cell.\(profile.name).timeline"))
    }
    // An invalid scenario file: failed.
    try folder.write("broken.yaml", "name: broken\nwindow: A\ncontrollers: {A: {}}\nsteps:\n  - present: B\n")
    // A baseline whose scenario file is gone: obsolete.
    try folder.write(
      "gone.uikit-8.timeline", "# baseline gone @ uikit-8 (rules 1)\n   0.000  A.present(B, animated: true)\n")
    return folder
  }

  /// Renders a report with what varies between runs (the folder's path, the time) made stable.
  static func stable(_ text: String, folder: TemporaryFolder) -> String {
    text.replacingOccurrences(of: folder.path, with: "FIXTURES")
  }

  @Test func folderCheckReportsEveryOutcomeAndGroupsIdenticalChanges() throws {
    let folder = try Self.folderWithEveryOutcome()
    let catalog = try TemporaryCatalog()
    var report = try CheckRequest(folder: folder.path).run(at: catalog.location)
    report.seconds = 0
    // The check created the catalog and says where; the path is a temporary one.
    #expect(report.createdCatalog == catalog.location.path)
    report.createdCatalog = "catalog.sqlite"

    #expect(report.count(.passed) == 9)
    #expect(report.count(.changed) == 2)
    // zoom-from-cell has no baseline file: a new scenario is checked under every profile.
    #expect(report.count(.new) == 4)
    #expect(report.count(.failed) == 1)
    #expect(report.count(.obsolete) == 1)
    #expect(!report.passed)
    // One group: both scenarios lost the same callback.
    #expect(report.groups.count == 1)
    #expect(report.groups[0].signature.title == "`nav.viewDidDisappear(_:)` added")
    #expect(
      report.groups[0].items.map { report.items[$0].title } == [
        "ios13-default-style @ uikit-8", "popover-compact-fullscreen @ uikit-8",
      ])
    let failed = try #require(report.items.first { $0.outcome == .failed })
    #expect(failed.location == SourceLocation(line: 5, column: 14))

    // Every output, byte for byte.
    try expectGolden(Self.stable(report.text(style: .plain), folder: folder), "check-report.txt")
    try expectGolden(Self.stable(try ReportEncoder.json(report), folder: folder), "check-report.json")
    try expectGolden(Self.stable(report.junit(), folder: folder), "check-report.junit.xml")
    try expectGolden(Self.stable(report.markdown(), folder: folder), "check-report.md")
    try expectGolden(Self.stable(report.githubAnnotations(), folder: folder), "check-report.annotations.txt")

    // The JSON parses, and the JUnit is well-formed XML.
    var parser = JSONParser(try ReportEncoder.json(report))
    _ = try parser.parseDocument()
    let xml = try XMLDocument(xmlString: report.junit(), options: [])
    #expect(xml.rootElement()?.name == "testsuites")
  }

  @Test func allowNewLetsNewResultsPass() throws {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["zoom-from-cell"])
    for profile in EngineProfile.all {
      try FileManager.default.removeItem(
        at: folder.url.appendingPathComponent("zoom-from-cell.\(profile.name).timeline"))
    }
    let catalog = try TemporaryCatalog()
    #expect(try !CheckRequest(folder: folder.path).run(at: catalog.location).passed)
    #expect(try CheckRequest(folder: folder.path, allowNew: true).run(at: catalog.location).passed)
  }

  @Test func aCheckedFolderIsImportedIdempotently() throws {
    let catalog = try TemporaryCatalog()
    for _ in 0..<2 {
      let report = try CheckRequest(folder: fixturesFolder.path).run(at: catalog.location)
      #expect(report.passed)
    }
    let database = try catalog.location.openForReading()
    #expect(try database.scenarioNames().count >= 20)
    #expect(try database.scenario(named: "mail-compose-sheet")?.revisions.count == 1)
    #expect(try database.baselineHistory(scenario: "mail-compose-sheet", profile: "uikit-8").count == 1)
  }

  /// A catalog holding `ios13-default-style` (added from the returned work folder) and one run of
  /// it under uikit-8.
  static func ios13DefaultStyleRunUnderUIKit8() throws -> (catalog: TemporaryCatalog, work: TemporaryFolder) {
    let catalog = try TemporaryCatalog()
    let work = try TemporaryFolder()
    try work.copyFixtures(["ios13-default-style"])
    try catalog.add(["ios13-default-style"], from: work.url)
    _ = try CatalogRun(
      ScenarioSelection(all: true), profiles: [.uikit8], commandLine: []
    ).run(at: catalog.location)
    return (catalog, work)
  }

  /// Issue 5 item 5, through the runner: add → run → accept → change a scenario → check fails
  /// with the right diff → accept → check passes.
  @Test func acceptFlowForStoredScenarios() throws {
    let (catalog, work) = try Self.ios13DefaultStyleRunUnderUIKit8()
    let first = try AcceptBaselines(
      .latestRuns(ScenarioSelection(all: true), profiles: []), acceptedBy: "ana"
    ).run(at: catalog.location)
    #expect(first.accepted.map(\.change) == [.created])
    #expect(try CheckRequest().run(at: catalog.location).passed)

    // The scenario changes: the detail controller becomes over-full-screen.
    let source = try work.read("ios13-default-style.yaml").replacingOccurrences(
      of: "  detail: {}", with: "  detail: {modalPresentationStyle: overFullScreen}")
    try work.write("ios13-default-style.yaml", source)
    try catalog.add(["ios13-default-style"], from: work.url)
    let changed = try CheckRequest().run(at: catalog.location)
    #expect(changed.count(.changed) == 1)
    let diff = try #require(changed.items.first?.diff)
    #expect(diff.summary.description == "8 events removed")
    #expect(changed.groups.first?.signature.renderedItems().contains("- nav.viewWillDisappear(_:)") == true)

    // Accepting the check's group makes the new timeline the baseline, keeping the old one.
    let accepted = try AcceptBaselines(.lastCheck(group: 1), acceptedBy: "ana").run(at: catalog.location)
    #expect(accepted.accepted.count == 1)
    #expect(try CheckRequest().run(at: catalog.location).passed)
    let history = try catalog.location.openForReading().baselineHistory(
      scenario: "ios13-default-style", profile: "uikit-8")
    #expect(history.count == 2)
  }

  @Test func acceptSkipsRunsOfAnOlderRevision() throws {
    let (catalog, work) = try Self.ios13DefaultStyleRunUnderUIKit8()
    try work.write("ios13-default-style.yaml", try work.read("ios13-default-style.yaml") + "\n# revision 2\n")
    try catalog.add(["ios13-default-style"], from: work.url)
    let report = try AcceptBaselines(
      .latestRuns(ScenarioSelection(all: true), profiles: []), acceptedBy: "ana"
    ).run(at: catalog.location)
    #expect(report.accepted.isEmpty)
    #expect(report.skipped.map(\.reason).first?.contains("replayed revision 1, but revision 2 exists") == true)
  }

  @Test func removedScenariosLeaveObsoleteBaselines() throws {
    let catalog = try TemporaryCatalog()
    _ = try CheckRequest(folder: fixturesFolder.path).run(at: catalog.location)
    let database = try catalog.location.openForWriting()
    try database.removeScenario(named: "zoom-from-cell")
    try database.close()
    let report = try CheckRequest().run(at: catalog.location)
    #expect(
      report.items.filter { $0.outcome == .obsolete }.map(\.title) == [
        "zoom-from-cell @ uikit-7", "zoom-from-cell @ uikit-8", "zoom-from-cell @ uikit-13",
        "zoom-from-cell @ uikit-17",
      ])
    #expect(report.count(.passed) == report.items.count - 4)
  }

  @Test func checkAcceptRewritesTheFoldersBaselineFiles() throws {
    let folder = try Self.folderWithEveryOutcome()
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("broken.yaml"))
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("gone.uikit-8.timeline"))
    let catalog = try TemporaryCatalog()
    let report = try CheckRequest(folder: folder.path).run(at: catalog.location)
    let accepted = try AcceptCheck(report, acceptedBy: "ana").run(at: catalog.location)
    // Two changed, and the new zoom-from-cell under all four profiles.
    #expect(accepted.accepted.filter { $0.change != .unchanged }.count == 6)
    #expect(try folder.entries().filter { $0.hasPrefix("zoom-from-cell.") && $0.hasSuffix(".timeline") }.count == 4)
    #expect(try folder.read("ios13-default-style.uikit-8.timeline").contains("nav.viewDidDisappear(true)"))
    #expect(
      try folder.read("zoom-from-cell.uikit-17.timeline").hasPrefix(
        "# baseline zoom-from-cell @ uikit-17 (rules \(EngineProfile.uikit17.rulesVersion))\n# accepted by ana at "))
    #expect(try CheckRequest(folder: folder.path).run(at: catalog.location).passed)
  }

  /// Issue 10: a baseline recorded under an older rules version that no longer matches names the
  /// rules-version change, so the reader knows the engine, not the app, moved.
  @Test func aBaselineFromOlderRulesNamesTheRulesVersionChange() throws {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["non-animated-presentation"])
    let name = "non-animated-presentation.uikit-8.timeline"
    // The header as rules 1 wrote it, whatever rules version the fixture's file was accepted under.
    let old = try folder.read(name).replacingOccurrences(
      of: #"\(rules [0-9]+\)"#, with: "(rules 1)", options: .regularExpression
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.hasSuffix("traitCollectionDidChange(nil)") }.joined(separator: "\n")
    try folder.write(name, old)
    let catalog = try TemporaryCatalog()
    let report = try CheckRequest(folder: folder.path).run(at: catalog.location)
    #expect(report.count(.changed) == 1)
    #expect(
      report.text(style: .plain).contains(
        "baseline recorded by catalog \(CatalogVersion.current) / uikit-8 rules 1, now \(CatalogVersion.current) / rules \(EngineProfile.uikit8.rulesVersion)"
      ))
  }
}
