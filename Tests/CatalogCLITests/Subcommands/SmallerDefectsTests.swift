import CatalogTestSupport
import Foundation
import Testing

/// Issue 26 item 8: the smaller defects seen on the way, each through the built binary.
@Suite(.tags(.medium))
struct SmallerDefectsTests {
  private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> CatalogProcess.Result {
    try CatalogProcess.run(arguments, in: folder.path)
  }

  private func fixture(_ name: String) -> String {
    fixturesFolder.appendingPathComponent(name).path
  }

  // MARK: - explain --why-not and --strict

  /// A delegate method named in full is that method, not every method of its base name: the
  /// wrapper is asked for a replacement controller, never to prepare.
  @Test func whyNotMatchesADelegateMethodByItsFullName() throws {
    let folder = try TemporaryFolder()
    let file = fixture("popover-wrap-in-navigation.yaml")
    let prepare = try run(
      ["explain", file, "--profile", "uikit-8", "--why-not", "wrapper.presentationController(_:prepare:)"], in: folder)
    #expect(prepare.exitCode == 0, "\(prepare)")
    #expect(!prepare.stdout.contains("does happen"), "\(prepare)")
    #expect(prepare.stdout.contains("no event of this replay is one"), "\(prepare)")
    let asked = try run(
      [
        "explain", file, "--profile", "uikit-8", "--why-not",
        "wrapper.presentationController(_:viewControllerForAdaptivePresentationStyle:)",
      ], in: folder)
    #expect(asked.stdout.contains("does happen under uikit-8:\n  event 2 "), "\(asked)")
    #expect(!asked.stdout.contains("willPresentWithAdaptiveStyle"), "\(asked)")
    // As a timeline line writes the call, too.
    let line = try run(
      [
        "explain", file, "--profile", "uikit-8", "--why-not",
        "wrapper.presentationController(pc:picker, willPresentWithAdaptiveStyle: overFullScreen, transitionCoordinator: coordinator:picker)",
      ], in: folder)
    #expect(line.stdout.contains("does happen under uikit-8:\n  event 5 "), "\(line)")
    let unknown = try run(
      ["explain", file, "--why-not", "wrapper.presentationController(_:nope:)"], in: folder)
    #expect(unknown.exitCode == 2, "\(unknown)")
    #expect(unknown.stderr.contains("the members named 'presentationController' are"), "\(unknown)")
  }

  @Test func strictWarnsAboutADeclaredAnswerThatIsNeverAskedFor() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "unasked.yaml",
      """
      name: unasked
      window: A
      controllers:
        A: {}
        D: {modalPresentationStyle: fullScreen, presentationControllerDelegate: adapt}
      adaptiveDelegates:
        adapt: {viewControllerForAdaptivePresentationStyle: wrapInNavigation}
      steps:
        - present: D
          from: A

      """)
    let strict = try run(["run", "unasked.yaml", "--strict"], in: folder)
    #expect(strict.exitCode == 2, "\(strict)")
    #expect(
      strict.stderr.contains(
        "unasked.yaml:7:3: error: adaptive delegate 'adapt' declares 'viewControllerForAdaptivePresentationStyle', but UIKit never asks for it in this scenario"
      ), "\(strict)")
    // Under uikit-7, which has no adaptivity, it is no warning: that era never asks.
    #expect(try run(["run", "unasked.yaml", "--strict", "--profile", "uikit-7"], in: folder).exitCode == 0)
  }

  // MARK: - Change groups

  /// A scenario that waits `wait` seconds before its dismissal, then presents and dismisses
  /// again `repeats` times: a longer wait shifts a different number of later events in each.
  static func waiting(_ name: String, wait: Double, repeats: Int) -> String {
    var text = """
      name: \(name)
      window: A
      controllers:
        A: {}
        D: {modalPresentationStyle: fullScreen}
      steps:
        - present: D
          from: A
        - wait: \(wait)
        - dismiss: D

      """
    for _ in 0..<repeats { text += "  - present: D\n    from: A\n  - dismiss: D\n" }
    return text
  }

  /// One change of time shifts every later event; scenarios with more or fewer events after it
  /// changed the same way, and are one change group (the count of shifted events used to be part
  /// of the signature: three scenarios, three groups).
  @Test func oneTimeChangeIsOneGroupWhateverFollowsIt() throws {
    let folder = try TemporaryFolder()
    for (index, name) in ["alpha", "beta", "gamma"].enumerated() {
      try folder.write("fx/\(name).yaml", Self.waiting(name, wait: 0.5, repeats: index))
    }
    #expect(try run(["check", "fx", "--profile", "uikit-17", "--accept"], in: folder).exitCode == 0)
    for (index, name) in ["alpha", "beta", "gamma"].enumerated() {
      try folder.write("fx/\(name).yaml", Self.waiting(name, wait: 1.5, repeats: index))
    }
    let checked = try run(["check", "fx"], in: folder)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("changed       3   in 1 group\n"), "\(checked)")
  }

  // MARK: - uikit-7 and trait changes

  /// iOS 7 has no trait collections: a `traits` or `resize` step used to do nothing under
  /// uikit-7, silently; it is refused by name, and `--profile all` skips uikit-7 with a note.
  @Test(arguments: [("form-sheet-trait-change", "traits"), ("rotation-sheet-by-traits", "resize")])
  func traitChangesAreRefusedUnderUIKit7(fixture: String, step: String) throws {
    let folder = try TemporaryFolder()
    let file = self.fixture(fixture + ".yaml")
    let refused = try run(["run", file, "--profile", "uikit-7"], in: folder)
    #expect(refused.exitCode == 2, "\(refused)")
    #expect(
      refused.stderr.contains(
        "'\(step)' needs trait collections and the window's transition coordinator, which profile uikit-7 (iOS 7) lacks"
      ), "\(refused)")
    let all = try run(["run", file, "--profile", "all"], in: folder)
    #expect(all.exitCode == 0, "\(all)")
    #expect(all.stderr.contains("note: skipped '\(fixture)' under uikit-7"), "\(all)")
    #expect(!all.stdout.contains("@ uikit-7"), "\(all)")
  }

  // MARK: - User gestures

  /// A drag's start and release and a tap outside are events of the timeline (`user:D`), in the
  /// order they happen; the sequence diagram draws them from the user, and a swipe released too
  /// early as a cancellation, not as the completion of the dismissal.
  @Test func userGesturesLeaveEventsAndACancelledSwipeIsDrawnCancelled() throws {
    let folder = try TemporaryFolder()
    let swipe = try run(["run", fixture("sheet-swipe-to-dismiss.yaml"), "--profile", "uikit-13"], in: folder)
    let lines = swipe.stdout.split(separator: "\n").map(String.init)
    let expected = [
      "   0.350  user:editor.dragDown()",
      "   0.350  editor.isModalInPresentation -> false",
      "   0.350  guard.presentationControllerShouldDismiss(pc:editor) -> true",
      "   0.350  guard.presentationControllerWillDismiss(pc:editor)",
      "   0.350  editor.viewWillDisappear(true)",
      "   0.417  user:editor.release(dismissing: false)",
      "   0.417  editor.viewWillAppear(true)",
    ]
    let start = try #require(lines.firstIndex(of: expected[0]), "\(swipe)")
    #expect(Array(lines[start..<min(start + expected.count, lines.count)]) == expected, "\(swipe)")
    #expect(lines.contains("   0.605  user:editor.release(dismissing: true)"), "\(swipe)")

    let tap = try run(["run", fixture("popover-tap-outside.yaml"), "--profile", "uikit-8"], in: folder)
    #expect(
      tap.stdout.contains(
        "   0.350  user:filters.tapOutside()\n   0.350  picker.popoverPresentationControllerShouldDismissPopover(pc:filters) -> true"
      ), "\(tap)")

    let diagram = try run(
      ["run", fixture("sheet-swipe-to-dismiss.yaml"), "--profile", "uikit-13", "--format", "mermaid"], in: folder)
    #expect(diagram.stdout.contains("  participant User\n"), "\(diagram)")
    #expect(diagram.stdout.contains("  User->>p2: 0.350 dragDown()\n"), "\(diagram)")
    #expect(diagram.stdout.contains("Phase D: cancellation of dismissing editor (it runs back)"), "\(diagram)")
    #expect(diagram.stdout.components(separatedBy: "Phase D: completion of dismissing editor").count == 2, "\(diagram)")
  }

  // MARK: - Event numbers

  @Test func runAndExplainPrintTheNumbersExplainEventTakes() throws {
    let folder = try TemporaryFolder()
    let file = fixture("ios13-default-style.yaml")
    let numbered = try run(["run", file, "--profile", "uikit-8", "--numbers"], in: folder)
    #expect(numbered.stdout.contains("#3     0.000  nav.viewWillDisappear(true)\n"), "\(numbered)")
    // Piped without '--numbers': the canonical text, as a baseline file holds it.
    let piped = try run(["run", file, "--profile", "uikit-8"], in: folder)
    #expect(piped.stdout.hasPrefix("   0.000  list.present(detail, animated: true)\n"), "\(piped)")
    let explained = try run(["explain", file, "--profile", "uikit-8"], in: folder)
    #expect(explained.stdout.contains("#3     0.000  nav.viewWillDisappear(true)\n"), "\(explained)")
    let event = try run(["explain", file, "--profile", "uikit-8", "--event", "3"], in: folder)
    #expect(event.stdout.contains("what led to event 3\n#3    0.000  nav.viewWillDisappear(true)"), "\(event)")
  }

  // MARK: - Parsing

  @Test func baselinesNameHistoryParses() throws {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "alpha.yaml"], ["check", "--accept"]] {
      try #require(try run(arguments, in: folder).exitCode == 0)
    }
    let history = try run(["baselines", "alpha", "--history", "--profile", "uikit-17"], in: folder)
    #expect(history.exitCode == 0, "\(history)")
    #expect(history.stdout.hasPrefix("alpha @ uikit-17  rules "), "\(history)")
    #expect(history.stdout.contains("[current]"), "\(history)")
  }

  @Test(arguments: [
    (["diff", "a.timeline", "b.timeline", "--context", "-1"], "'--context' must be from 0 to 1000000; got -1."),
    (["diff", "a.timeline", "b.timeline", "--width", "-5"], "'--width' must be from 40 to 1000; got -5."),
    (["explain", "a.yaml", "--event", "-1"], "'--event' must be 0 or more."),
  ])
  func aNegativeNumberIsOutOfRangeNotAMissingValue(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder()
    let result = try run(arguments, in: folder)
    #expect(result.exitCode == 64, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(!result.stderr.contains("Missing value"), "\(result)")
  }

  // MARK: - PostgreSQL connection errors

  @Test func aPostgreSQLConnectionErrorSaysWhatToCheck() throws {
    let folder = try TemporaryFolder()
    let refused = try run(["list", "--db", "postgres://nobody@127.0.0.1:1/catalog"], in: folder)
    #expect(refused.exitCode == 3, "\(refused)")
    #expect(
      refused.stderr.contains(
        "nothing accepts connections at 127.0.0.1:1 (connection refused): is the PostgreSQL server running there, and is the port right?"
      ), "\(refused)")
    let unknown = try run(["list", "--db", "postgres://nobody@no-such-host.invalid:5432/catalog"], in: folder)
    #expect(unknown.exitCode == 3, "\(unknown)")
    #expect(unknown.stderr.contains("the host 'no-such-host.invalid' is not known"), "\(unknown)")
    for result in [refused, unknown] {
      #expect(!result.stderr.contains("SingleConnectionFailure") && !result.stderr.contains("SocketAddressError"))
    }
  }
}
