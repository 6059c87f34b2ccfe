import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// Anchors and aliases: resolved like YAML, within a budget that defeats "billion laughs".
@Suite(.tags(.small))
struct AliasTests {
  @Test func aliasesRepeatAnchoredValues() throws {
    // Given a delegate and a step list written once and reused
    let text = """
      name: aliases
      window: A
      controllers:
        A: {}
        D: &sheet {modalPresentationStyle: custom, transitioningDelegate: fade}
        E: *sheet
      transitioningDelegates:
        fade: &fade
          presentAnimator: {class: ZoomAnimator, duration: 0.5}
        fade2: *fade
      steps:
        - &show {present: D, animated: false}
        - *show
        - {inspect: [*anchoredId]}
        - present: &anchoredId E

      """

    // When it is read
    let result = problems(in: text)

    // Then the only problem is the alias used before its anchor
    #expect(
      result == [
        "14:16: unknown alias '*anchoredId'; an alias repeats a value marked '&anchoredId' earlier in the file"
      ])

    let fixed = text.replacingOccurrences(of: "  - {inspect: [*anchoredId]}\n", with: "")
    let scenario = try ScenarioFile.parse(fixed, path: "a.yaml").scenario
    #expect(scenario.controllers[1].properties == scenario.controllers[2].properties)
    #expect(
      scenario.transitioningDelegates.map(\.presentAnimator) == [
        AnimatorSpec(className: "ZoomAnimator", duration: VirtualTime(milliseconds: 500)),
        AnimatorSpec(className: "ZoomAnimator", duration: VirtualTime(milliseconds: 500)),
      ])
    #expect(
      scenario.steps.map(\.action) == [
        .present(ControllerID(1), from: nil, animated: false),
        .present(ControllerID(1), from: nil, animated: false),
        .present(ControllerID(2), from: nil, animated: true),
      ])
    // An aliased step sits where its alias is written.
    #expect(scenario.steps[1].location == CatalogModel.SourceLocation(line: 13, column: 5))
  }

  @Test func aliasesAsKeysResolveToTheirText() throws {
    let text = minimal(replacing: 6, with: "  &d D: {}") + "  - dismiss: D\n    *d : x\n"
    #expect(
      problems(in: text) == [
        "10:5: unknown key 'D' in step 2; a step has one action ('present', 'dismiss', 'interactiveDismiss', "
          + "'interactivePresent', 'swipeDown', 'detent', 'traits', 'resize', 'set', 'addSubview', 'removeFromSuperview', "
          + "'inspect', 'readPresentationController', 'beginAppearanceTransition', 'endAppearanceTransition', "
          + "'tapOutside', 'tapDimmingView', 'launch', 'rotate', 'tapAlertAction', 'push', 'pop', 'popTo', "
          + "'popToRoot', 'setViewControllers', 'select', 'swipeBack' or 'wait') and that action's options"
      ])
  }

  @Test func starsInsideTextAreNotAliases() throws {
    let text = minimal(
      inserting: [
        "summary: \"*bold* and a*b\"",
        "notes: |",
        "  * a list item",
        "  *another",
        "tags: ['*x']",
      ], before: 2)
    let result = problems(in: text)
    #expect(
      result == [
        "6:8: 'tags': '*x' is not a valid tag ('*' is not allowed); use 1-100 characters of a-z, 0-9, '-', '_' and '.', starting with a letter or digit"
      ])
    let scenario = try ScenarioFile.parse(
      text.replacingOccurrences(of: "tags: ['*x']\n", with: ""), path: "s.yaml"
    ).scenario
    #expect(scenario.summary == "*bold* and a*b")
    #expect(scenario.notes == "* a list item\n*another\n")
  }

  /// Ten levels of ten aliases each would be 10^10 values: the budget stops the expansion quickly,
  /// whether the last level is a value (`name: *a9`) or a key (`? *a9`; Yams would hash this key's
  /// whole expansion, the stand-in keeps it a plain scalar).
  @Test(arguments: [["name: *a9"], ["? *a9", ": value"]])
  func billionLaughsStopsAtTheBudgetQuickly(use: [String]) {
    var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...9 {
      let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(previous)]")
    }
    lines += use
    let clock = ContinuousClock()
    var result: [String] = []
    let elapsed = clock.measure { result = problems(in: lines.joined(separator: "\n")) }
    #expect(
      result == [
        "5:45: aliases expand the file to more than 100000 values; use fewer or smaller aliases"
      ])
    #expect(elapsed < .seconds(2))
  }

  @Test func anInvalidAliasIsReportedOnce() {
    let text = minimal(replacing: 8, with: "  - present: *D x")
    #expect(
      problems(in: text) == [
        "8:14: invalid alias '*D x': an alias is '*' followed by an anchor name of letters, digits, '-' or '_'"
      ])
  }
}
