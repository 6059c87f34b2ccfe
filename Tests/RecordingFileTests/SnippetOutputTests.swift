import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing

/// Issue 13 item 5: the snippet of Docs/recordings.md cannot be compiled here (no UIKit), so the
/// lines it prints — `NSLog("%@", "<Class: 0xADDRESS> member values…")` — are written out by hand
/// in `Fixtures/snippet-dimming-presentation.log` (a run of dimming-presentation on iOS 17.2, with
/// one line the app printed itself), and this test imports them.
@Suite(.tags(.small))
struct SnippetOutputTests {
  static let log = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/snippet-dimming-presentation.log")

  /// The options of an import of the snippet's log: the dimming-presentation fixture, iOS 17.2,
  /// and `map`.
  static func dimmingOptions(map: [String]) throws -> ConsoleLog.Options {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("dimming-presentation.yaml").path
    ).scenario
    var options = ConsoleLog.Options(scenario: scenario)
    options.map = map
    options.ios = IOSVersion("17.2")
    return options
  }

  @Test func theSnippetsLinesImportAsEventsWithTheirValuesAndTimes() throws {
    var options = try Self.dimmingOptions(map: ["RedViewController=red", "DimmingPresentationController=pc:red"])
    options.sdk = IOSVersion("17.2")
    let result = ConsoleLog.read(try String(contentsOf: Self.log, encoding: .utf8), options: options)
    #expect(result.problems.isEmpty && result.optionProblems.isEmpty, "\(result.problems) \(result.optionProblems)")
    let recording = try #require(result.recording)
    #expect(result.skippedLines == 1)
    #expect(
      recording.timeline.canonicalText() == """
           0.000  pc:red.presentationTransitionWillBegin()
           0.000  red.viewWillAppear(true)
           0.000  red.viewIsAppearing(true)
           0.001  pc:red.containerViewWillLayoutSubviews()
           0.002  pc:red.containerViewDidLayoutSubviews()
           1.004  pc:red.presentationTransitionDidEnd(true)
           1.004  red.viewDidAppear(true)
           3.485  pc:red.dismissalTransitionWillBegin()
           3.485  red.viewWillDisappear(true)
           3.839  pc:red.dismissalTransitionDidEnd(true)
           3.839  red.viewDidDisappear(true)

        """)
    #expect(recording.timeline.events.map(\.kind).allSatisfy { $0 == .callback })
    // The snippet prints the object, so each instance can be mapped by its address too.
    options.map = ["0x0000600000c01a00=red", "0x0000600002d14a80=pc:red"]
    #expect(ConsoleLog.read(try String(contentsOf: Self.log, encoding: .utf8), options: options).succeeded)
  }

  /// Review of issue 13, D5: the snippet prints Swift's padded pointer, UIKit's warnings print
  /// NSObject's unpadded one; the map entry the docs advise covers both.
  @Test func theDocsAddressMapCoversTheSnippetsLinesAndUIKitsWarnings() throws {
    let options = try Self.dimmingOptions(map: ["0x0000600000c01a00=red", "0x0000600002d14a80=pc:red"])
    let log =
      try String(contentsOf: Self.log, encoding: .utf8)
      + "2024-03-01 10:00:03.900000+0100 Demo[812:30417] Unbalanced calls to begin/end appearance transitions for "
      + "<Demo.RedViewController: 0x600000c01a00>.\n"
    let result = ConsoleLog.read(log, options: options)
    #expect(result.problems.isEmpty && result.optionProblems.isEmpty, "\(result.problems) \(result.optionProblems)")
    let last = try #require(result.recording?.timeline.canonicalText().split(separator: "\n").last)
    #expect(last.hasSuffix("UIKit.warning(\"Unbalanced calls to begin/end appearance transitions for <red>.\")"))
    let docs = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/recordings.md"),
      encoding: .utf8)
    #expect(docs.contains("(`--map 0x0000600000c01a00=red`)"))
    #expect(docs.contains("compares addresses by value"))
  }

  /// Issue 25 item 5: the snippet's navigation and tab bar delegates and its controllers' lines
  /// for a tab switch by the user and one by the app (`tab-switch-user-and-app` on iOS 17.2,
  /// written out by hand in `Fixtures/snippet-tab-switch-user-and-app.log`, with one line the app
  /// printed itself) import as the delegates' and controllers' events.
  @Test func theSnippetsContainerDelegatesImportAsTheirEvents() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("tab-switch-user-and-app.yaml").path
    ).scenario
    var options = ConsoleLog.Options(scenario: scenario)
    options.map = [
      "HomeViewController=home", "FeedViewController=feed", "LoggingNavigationDelegate=log",
      "LoggingTabBarDelegate=tabsDelegate",
    ]
    options.ios = IOSVersion("17.2")
    let log = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/snippet-tab-switch-user-and-app.log")
    let result = ConsoleLog.read(try String(contentsOf: log, encoding: .utf8), options: options)
    #expect(result.problems.isEmpty && result.optionProblems.isEmpty, "\(result.problems) \(result.optionProblems)")
    let recording = try #require(result.recording)
    #expect(result.skippedLines == 1)
    // Each event by receiver and member (a member printed without its values has no arguments, so
    // the canonical text names only its base name).
    let timeline = recording.timeline
    let events = timeline.events.map { event -> String in
      let result = event.result.map { $0 == .bool(true) ? " -> true" : " -> ?" } ?? ""
      return "\(timeline.string(event.receiver)).\(timeline.string(event.call))" + result
    }
    #expect(
      events == [
        "tabsDelegate.tabBarController(_:shouldSelect:) -> true", "feed.viewWillAppear(_:)", "feed.viewIsAppearing(_:)",
        "log.navigationController(_:willShow:animated:)", "log.navigationController(_:didShow:animated:)",
        "home.viewWillDisappear(_:)", "tabsDelegate.tabBarController(_:didSelect:)", "home.viewDidDisappear(_:)",
        "feed.viewDidAppear(_:)", "log.navigationController(_:didShow:animated:)", "home.viewWillAppear(_:)",
        "home.viewIsAppearing(_:)", "feed.viewWillDisappear(_:)", "feed.viewDidDisappear(_:)", "home.viewDidAppear(_:)",
      ])
    // The Objective-C selectors of the same members read as the same events.
    let objectiveC =
      "-[LoggingNavigationDelegate navigationController:willShowViewController:animated:]\n"
      + "-[LoggingTabBarDelegate tabBarController:didSelectViewController:]\n"
      + "-[FeedViewController willMoveToParentViewController:]\n-[FeedViewController didMoveToParentViewController:]\n"
    let read = ConsoleLog.read(objectiveC, options: options)
    #expect(read.problems.isEmpty, "\(read.problems)")
    #expect(
      read.recording?.timeline.events.map { read.recording!.timeline.string($0.call) } == [
        "navigationController(_:willShow:animated:)", "tabBarController(_:didSelect:)", "willMove(toParent:)",
        "didMove(toParent:)",
      ])
  }

  @Test func theSnippetInTheDocumentationPrintsTheFormThisTestReads() throws {
    let docs = try String(
      contentsOf: fixturesFolder.deletingLastPathComponent().appendingPathComponent("Docs/recordings.md"),
      encoding: .utf8)
    // The receiver as an object description, then the member, then the values, through NSLog.
    #expect(docs.contains(#"let receiver = "<\(type(of: object)): \(Unmanaged.passUnretained(object).toOpaque())>""#))
    #expect(docs.contains(#"NSLog("%@", ([receiver, member] + values.map { "\($0)" }).joined(separator: " "))"#))
    #expect(docs.contains("Tests/RecordingFileTests/Fixtures/snippet-dimming-presentation.log"))
    #expect(docs.contains("class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {"))
    #expect(docs.contains("class LoggingTabBarDelegate: NSObject, UITabBarControllerDelegate {"))
    #expect(docs.contains("Tests/RecordingFileTests/Fixtures/snippet-tab-switch-user-and-app.log"))
  }
}
