import CatalogDiff
import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing
import TransitionEngine

@testable import CatalogRunner

/// What `catalog calibrate` counts from one comparison (review of issue 13, D8): each ordering
/// for the rule of the engine event it is about, on a made-up engine timeline whose rules differ
/// from one event to the next, so that an attribution one event off cannot pass.
@Suite(.tags(.small))
struct CalibrationReportTests {
  @Test func eachOrderingCountsForTheRuleOfTheEngineEventItIsAbout() throws {
    // Given an engine timeline with a different rule on every event
    let engine = try Timeline.atTimeZero(
      "pc:b.presentationTransitionWillBegin()", "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
      "pc:b.presentationTransitionDidEnd(true)", "b.viewDidAppear(true)")
    let rules: [BehaviourRule] = [.rule2Dot1, .rule2Dot2, .rule2Dot3, .rule2Dot4, .rule2Dot5]
    // and a recording that has the first four events in order, the last one changed, and no
    // presentationTransitionDidEnd: the engine has it between viewIsAppearing and viewDidAppear.
    let recorded = try Timeline.atTimeZero(
      "pc:b.presentationTransitionWillBegin()", "b.viewWillAppear()", "b.viewIsAppearing()", "b.viewDidAppear()")
    let comparison = RecordingComparison.compute(engine: engine, recording: recorded, exact: true)
    let replay = RecordingReplay(profile: .newest, timeline: engine, rules: rules, comparison: comparison)
    let recording = Recording(
      header: RecordingHeader(scenario: "s", ios: try #require(IOSVersion("17"))), timeline: recorded)

    // When it is counted
    var report = CalibrationReport(source: "test", exact: true)
    report.add(replay, scenario: "s", number: 1, recording: recording, provenance: nil)
    report.finish()

    // Then: start→willBegin (2.1) ✓, willBegin→willAppear (2.2) ✓, willAppear→isAppearing (2.3) ✓,
    // isAppearing→didAppear (2.5: the engine has didEnd between) ✗, didAppear→end (2.5) ✓.
    #expect(comparison.orderings.map(\.engineEvent) == [0, 1, 2, 4, 4])
    #expect(comparison.orderings.map(\.reproduced) == [true, true, true, false, true])
    let tallies = report.rules.map { "\($0.rule.id) \($0.tally.reproduced)/\($0.tally.orderings)" }
    #expect(tallies == ["2.1 1/1", "2.2 1/1", "2.3 1/1", "2.5 1/2"])
    #expect(report.profiles.map(\.profile) == [EngineProfile.newest.name])
    #expect(report.profiles.first?.tally == CalibrationReport.Tally(recordings: 1, orderings: 5, reproduced: 4))
    // The event only the engine emits is a lead under its own rule.
    #expect(report.leads.map(\.kind) == [.onlyInEngine])
    #expect(report.leads.map(\.rule) == [.rule2Dot4])
  }

  /// Issue 25 item 5: container events are counted like any other. The recording snippet's log of
  /// `tab-switch-user-and-app` on iOS 17.2 (its navigation and tab bar delegates and two
  /// controllers) against uikit-17: every ordering reproduced, counted under the rules of section
  /// 18 the engine's events name (18.18 a tap, 18.19 the app's assignment, 18.11 the navigation
  /// controller's first appearance).
  @Test func containerEventsCountForTheirRules() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("tab-switch-user-and-app.yaml").path
    ).scenario
    var options = ConsoleLog.Options(scenario: scenario)
    options.map = [
      "HomeViewController=home", "FeedViewController=feed", "LoggingNavigationDelegate=log",
      "LoggingTabBarDelegate=tabsDelegate",
    ]
    options.ios = IOSVersion("17.2")
    let log = fixturesFolder.deletingLastPathComponent()
      .appendingPathComponent("Tests/RecordingFileTests/Fixtures/snippet-tab-switch-user-and-app.log")
    let recording = try #require(
      ConsoleLog.read(try String(contentsOf: log, encoding: .utf8), options: options).recording)
    let (timeline, rules) = TransitionEngine(profile: .uikit17).explain(scenario)
    let comparison = RecordingComparison.compute(engine: timeline, recording: recording.timeline, exact: false)
    let replay = RecordingReplay(profile: .uikit17, timeline: timeline, rules: rules, comparison: comparison)
    var report = CalibrationReport(source: "test", exact: false)
    report.add(replay, scenario: scenario.name, number: 1, recording: recording, provenance: nil)
    report.finish()
    #expect(report.profiles.first?.tally == CalibrationReport.Tally(recordings: 1, orderings: 16, reproduced: 16))
    let counted = Set(report.rules.map(\.rule.id))
    #expect(counted.isSuperset(of: ["18.18", "18.19"]), "\(counted)")
    #expect(report.leads.isEmpty, "\(report.leads)")
  }
}
