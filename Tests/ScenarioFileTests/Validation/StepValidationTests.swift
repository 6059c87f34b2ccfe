import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// `steps`: one action each, the modifiers it allows, references and timing.
@Suite(.tags(.small))
struct StepValidationTests {
  /// The problems of `minimal()` with `lines` added as further steps (from line 9).
  private func stepProblems(_ lines: [String]) -> [String] {
    problems(in: minimal(inserting: lines))
  }

  /// The steps read from `minimal()` with `lines` added (the first step, `present: D`, is dropped).
  private func steps(_ lines: [String]) throws -> [Step] {
    Array(
      try ScenarioFile.parse(minimal(inserting: lines), path: "s.yaml").scenario.steps.dropFirst())
  }

  private let nav = ControllerID(0)
  private let a = ControllerID(1)
  private let d = ControllerID(2)

  // MARK: - Shape

  @Test func stepsAreRequiredAndNotEmpty() {
    let base = minimalLines.prefix(6).joined(separator: "\n") + "\n"
    #expect(
      problems(in: base + "steps: []\n") == ["7:8: 'steps' is empty; expected at least one step"])
    #expect(
      problems(in: base + "steps: {present: D}\n") == [
        "7:8: 'steps': expected a list of steps such as [{present: D}], found a mapping"
      ])
  }

  @Test func aStepIsAMappingWithOneAction() {
    #expect(
      stepProblems(["  - present", "  - {}", "  - animated: true"]) == [
        "9:5: step 2: expected a mapping with one action, such as 'present: D', found 'present'",
        "10:5: step 3 has no action; expected one of 'present', 'dismiss', 'interactiveDismiss', 'interactivePresent', "
          + "'swipeDown', 'detent', 'traits', 'resize', 'set', 'addSubview', 'removeFromSuperview', 'inspect', "
          + "'readPresentationController', 'beginAppearanceTransition', 'endAppearanceTransition', 'tapOutside', "
          + "'tapDimmingView', 'launch', 'rotate', 'tapAlertAction', 'push', 'pop', 'popTo', 'popToRoot', "
          + "'setViewControllers', 'select', 'swipeBack' or 'wait'",
        "11:5: step 4 has no action; expected one of 'present', 'dismiss', 'interactiveDismiss', 'interactivePresent', "
          + "'swipeDown', 'detent', 'traits', 'resize', 'set', 'addSubview', 'removeFromSuperview', 'inspect', "
          + "'readPresentationController', 'beginAppearanceTransition', 'endAppearanceTransition', 'tapOutside', "
          + "'tapDimmingView', 'launch', 'rotate', 'tapAlertAction', 'push', 'pop', 'popTo', 'popToRoot', "
          + "'setViewControllers', 'select', 'swipeBack' or 'wait'",
      ])
  }

  @Test func twoActionsInOneStepAreReported() {
    #expect(
      stepProblems(["  - dismiss: D", "    present: A", "    wait: 1"]) == [
        "10:5: step 2 has a second action 'present' after 'dismiss'; give each action its own step",
        "11:5: step 2 has a second action 'wait' after 'dismiss'; give each action its own step",
      ])
  }

  @Test func aMisspelledActionIsSuggestedWithoutAlsoSayingTheStepHasNone() {
    #expect(
      stepProblems(["  - dismis: D"]) == [
        "9:5: unknown key 'dismis' in step 2; did you mean 'dismiss'?"
      ])
  }

  @Test func anUnknownStepKeyWithoutNearMatchExplainsSteps() {
    #expect(
      stepProblems(["  - dismiss: D", "    completion: true"]) == [
        "10:5: unknown key 'completion' in step 2; a step has one action ('present', 'dismiss', 'interactiveDismiss', "
          + "'interactivePresent', 'swipeDown', 'detent', 'traits', 'resize', 'set', 'addSubview', 'removeFromSuperview', "
          + "'inspect', 'readPresentationController', 'beginAppearanceTransition', 'endAppearanceTransition', "
          + "'tapOutside', 'tapDimmingView', 'launch', 'rotate', 'tapAlertAction', 'push', 'pop', 'popTo', "
          + "'popToRoot', 'setViewControllers', 'select', 'swipeBack' or 'wait') and that action's options"
      ])
  }

  @Test(arguments: [
    (
      "present: D", "progress: [1]",
      "'progress' does not apply to 'present' in step 2; 'present' takes 'from', 'animated', 'at' and 'during'"
    ),
    (
      "dismiss: D", "from: A",
      "'from' does not apply to 'dismiss' in step 2; 'dismiss' takes 'animated', 'at' and 'during'"
    ),
    (
      "interactiveDismiss: D", "from: A",
      "'from' does not apply to 'interactiveDismiss' in step 2; 'interactiveDismiss' takes 'progress', 'release' and 'at'"
    ),
    (
      "interactivePresent: D", "animated: true",
      "'animated' does not apply to 'interactivePresent' in step 2; 'interactivePresent' takes 'from', 'progress', 'release' and 'at'"
    ),
    (
      "swipeDown: D", "to: A",
      "'to' does not apply to 'swipeDown' in step 2; 'swipeDown' takes 'progress', 'release' and 'at'"
    ),
    (
      "detent: D", "animated: false",
      "'animated' does not apply to 'detent' in step 2; 'detent' takes 'to', 'by' and 'at'"
    ),
    (
      "dismiss: D", "by: app",
      "'by' does not apply to 'dismiss' in step 2; 'dismiss' takes 'animated', 'at' and 'during'"
    ),
    (
      "traits: {horizontalSizeClass: regular}", "animated: false",
      "'animated' does not apply to 'traits' in step 2; 'traits' takes 'at' and 'during'"
    ),
    (
      "set: {controller: D, isModalInPresentation: true}", "release: finish",
      "'release' does not apply to 'set' in step 2; 'set' takes 'at' and 'during'"
    ),
    (
      "addSubview: D", "from: A",
      "'from' does not apply to 'addSubview' in step 2; 'addSubview' takes 'to', 'at' and 'during'"
    ),
    (
      "removeFromSuperview: D", "animated: true",
      "'animated' does not apply to 'removeFromSuperview' in step 2; 'removeFromSuperview' takes 'at' and 'during'"
    ),
    (
      "inspect: [D]", "from: A",
      "'from' does not apply to 'inspect' in step 2; 'inspect' takes 'at' and 'during'"
    ),
    ("wait: 1", "at: 2", "'at' does not apply to 'wait' in step 2; 'wait' takes no other keys"),
  ])
  func eachActionAllowsOnlyItsModifiers(action: String, modifier: String, message: String) {
    let lines = ["  - \(action)", "    \(modifier)"]
    let extra =
      action.hasPrefix("interactive") || action.hasPrefix("swipe") ? ["    progress: [0.5]"] : []
    let extraTo = action.hasPrefix("addSubview") && !modifier.hasPrefix("to") ? ["    to: A"] : []
    let extraDetent = action.hasPrefix("detent") ? ["    to: medium"] : []
    #expect(stepProblems(lines + extra + extraTo + extraDetent) == ["10:5: " + message])
  }

  // MARK: - Each action

  @Test func presentTakesFromAndAnimated() throws {
    #expect(
      try steps(["  - present: D", "    from: A", "    animated: false"]).map(\.action) == [
        .present(d, from: a, animated: false)
      ])
    #expect(try steps(["  - present: D"]).map(\.action) == [.present(d, from: nil, animated: true)])
    #expect(
      stepProblems(["  - present: Q", "    from: Ax", "    animated: \"no\""]) == [
        "9:14: 'present' in step 2: unknown controller 'Q'; the declared controllers are 'nav', 'A' and 'D'",
        "10:11: 'from' in step 2: unknown controller 'Ax'; did you mean 'A'?",
        "11:15: 'animated' in step 2: expected true or false, found 'no'",
      ])
  }

  @Test func dismissTakesAnimated() throws {
    #expect(
      try steps(["  - dismiss: D", "    animated: false"]).map(\.action) == [
        .dismiss(d, animated: false)
      ])
    #expect(
      stepProblems(["  - dismiss: [D]"]) == [
        "9:14: 'dismiss' in step 2: expected a controller id, found a list"
      ])
  }

  @Test func gesturesNeedProgressBetweenZeroAndOne() throws {
    #expect(
      try steps(["  - interactiveDismiss: D", "    progress: [0, 0.5, 1]"]).map(\.action) == [
        .interactiveDismiss(d, gesture: Gesture(progress: [0, 0.5, 1], release: .finish))
      ])
    #expect(
      try steps(["  - swipeDown: D", "    progress: [0.3]", "    release: cancel"]).map(\.action)
        == [
          .swipeDown(d, gesture: Gesture(progress: [0.3], release: .cancel))
        ])
    #expect(
      try steps(["  - interactivePresent: D", "    from: A", "    progress: [0.1]"]).map(\.action)
        == [
          .interactivePresent(d, from: a, gesture: Gesture(progress: [0.1], release: .finish))
        ])
    #expect(
      stepProblems([
        "  - interactiveDismiss: D",
        "  - swipeDown: D",
        "    progress: []",
        "  - interactivePresent: D",
        "    progress: [0.5, 1.5, -0.1, x]",
        "    release: abort",
        "  - swipeDown: D",
        "    progress: 0.5",
      ]) == [
        "9:5: step 2 ('interactiveDismiss') needs 'progress': the update(_:) values, one per frame, such as [0.2, 0.5]",
        "11:15: 'progress' in step 3: expected a non-empty list of numbers from 0 to 1, found an empty list",
        "13:21: 'progress' in step 4: expected numbers from 0 to 1, found '1.5'",
        "13:26: 'progress' in step 4: expected numbers from 0 to 1, found '-0.1'",
        "13:32: 'progress' in step 4: expected numbers from 0 to 1, found 'x'",
        "14:14: 'release' in step 4: expected finish or cancel, found 'abort'",
        "16:15: 'progress' in step 5: expected a non-empty list of numbers from 0 to 1, found '0.5'",
      ])
  }

  /// Rule 7.3: `detent` names a controller, needs `to` (`medium` or `large`) and takes `by`
  /// (`user`, the default, or `app`).
  @Test func detentNeedsToAndTakesBy() throws {
    #expect(
      try steps([
        "  - detent: D", "    to: medium", "  - detent: D", "    to: large", "    by: app",
        "    at: 1",
      ]).map(\.action) == [
        .detent(d, to: .medium, by: .user),
        .detent(d, to: .large, by: .app),
      ])
    #expect(
      stepProblems([
        "  - detent: D",
        "  - detent: Dx",
        "    to: Medium",
        "    by: system",
        "  - detent: D",
        "    to: A",
        "    by: \"app\"",
        "  - detent: [D]",
        "    to: large",
        "    by: true",
      ]) == [
        "9:5: step 2 ('detent') needs 'to': the detent the sheet moves to, medium or large",
        "10:13: 'detent' in step 3: unknown controller 'Dx'; did you mean 'D'?",
        "11:9: 'to' in step 3: expected medium or large, found 'Medium'; did you mean 'medium'?",
        "12:9: 'by' in step 3: expected user or app, found 'system'",
        "14:9: 'to' in step 4: expected medium or large, found 'A'",
        "16:13: 'detent' in step 5: expected a controller id, found a list",
        "18:9: 'by' in step 5: expected user or app, found 'true'",
      ])
    #expect(
      stepProblems(["  - detent: D", "    to: medium", "    bye: app"]) == [
        "11:5: unknown key 'bye' in step 2; did you mean 'by'?"
      ])
  }

  @Test func traitsChangeOneOrBothSizeClasses() throws {
    #expect(
      try steps(["  - traits: {verticalSizeClass: compact, horizontalSizeClass: regular}"]).map(
        \.action) == [
          .traits(TraitChange(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        ])
    #expect(
      stepProblems(["  - traits: {}", "  - traits: {horizontal: regular}", "  - traits: regular"])
        == [
          "9:13: 'traits' in step 2: expected a mapping with 'horizontalSizeClass', 'verticalSizeClass' or both, found an empty mapping",
          "10:14: unknown key 'horizontal' in 'traits' of step 3; expected 'horizontalSizeClass' or 'verticalSizeClass'",
          "11:13: 'traits' in step 4: expected a mapping with 'horizontalSizeClass', 'verticalSizeClass' or both, found 'regular'",
        ])
  }

  /// Section 20's steps: `launch` is the first step and names the window's root (rule 20.1);
  /// `rotate` takes an orientation; `tapAlertAction` is the user's and takes no `during`; each
  /// mistake is reported at its place.
  @Test func sectionTwentyStepsAreCheckedAtTheirPlace() throws {
    #expect(
      try ScenarioFile.parse(minimal(replacing: 8, with: "  - launch: nav"), path: "s.yaml").scenario.steps.map(
        \.action) == [.launch(nav)])
    #expect(
      try steps(["  - rotate: landscapeLeft", "  - tapAlertAction: D", "    at: 2"]).map(\.action) == [
        .rotate(.landscapeLeft), .tapAlertAction(d),
      ])
    #expect(
      problems(in: minimal(replacing: 8, with: "  - launch: A")) == [
        "8:5: 'launch' shows the window's root: expected 'nav', found 'A'"
      ])
    #expect(
      stepProblems([
        "  - launch: nav",
        "  - rotate: sideways",
        "  - tapAlertAction: D",
        "    during: D.viewDidAppear",
      ]) == [
        "9:5: 'launch' in step 2: the window becomes visible before anything else; make it step 1",
        "10:13: 'rotate' in step 3: expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight, found 'sideways'",
        "12:5: 'during' does not apply to 'tapAlertAction' in step 4; 'tapAlertAction' takes 'at'",
      ])
  }

  /// A step inside an alert action's handler names the alert's `actionHandler` (rule 20.5).
  @Test func aStepCanRunInsideAnAlertActionHandler() throws {
    #expect(
      try steps(["  - present: D", "    during: A.actionHandler"]).map(\.timing) == [
        .during(StepTrigger(object: "A", callback: .actionHandler))
      ])
  }

  @Test func setChangesSettableProperties() throws {
    #expect(
      try steps([
        "  - set: {controller: A, modalPresentationStyle: formSheet, presentationControllerDelegate: null}"
      ]).map(\.action) == [
        .set(a, [.modalPresentationStyle(.formSheet), .presentationControllerDelegate(nil)])
      ])
    #expect(
      stepProblems([
        "  - set: {definesPresentationContext: true}",
        "  - set: {controller: A}",
        "  - set: {controller: A, type: tabBar, definesPresentationContex: true}",
        "  - set: {controller: A, transitioningDelegate: fade}",
      ]) == [
        "9:10: 'set' in step 2 needs 'controller': the id of the controller to change",
        "10:10: 'set' in step 3 changes nothing; add a property such as 'definesPresentationContext: true'",
        "11:26: 'type' cannot be changed by 'set' in step 4; 'set' changes 'modalPresentationStyle', "
          + "'transitioningDelegate', 'presentationControllerDelegate', 'definesPresentationContext', "
          + "'providesPresentationContextTransitionStyle', 'isModalInPresentation', 'modalTransitionStyle', "
          + "'supportedInterfaceOrientations', 'shouldAutomaticallyForwardAppearanceMethods', 'navigationDelegate' or "
          + "'tabBarDelegate'",
        "11:40: unknown key 'definesPresentationContex' in 'set' of step 4; did you mean 'definesPresentationContext'?",
        "12:49: 'transitioningDelegate' in 'set' of step 5: unknown transitioning delegate 'fade'; "
          + "no transitioning delegates are declared under 'transitioningDelegates'",
      ])
  }

  @Test func addSubviewNeedsTo() throws {
    #expect(try steps(["  - addSubview: D", "    to: A"]).map(\.action) == [.addSubview(d, to: a)])
    #expect(
      stepProblems(["  - addSubview: D", "  - addSubview: D", "    to: Z"]) == [
        "9:5: step 2 ('addSubview') needs 'to': the controller whose view receives the subview",
        "11:9: 'to' in step 3: unknown controller 'Z'; the declared controllers are 'nav', 'A' and 'D'",
      ])
  }

  @Test func removeFromSuperviewNamesAController() throws {
    #expect(try steps(["  - removeFromSuperview: D"]).map(\.action) == [.removeFromSuperview(d)])
    #expect(
      stepProblems(["  - removeFromSuperview:"]) == [
        "9:25: 'removeFromSuperview' in step 2: expected a controller id, found nothing"
      ])
  }

  @Test func inspectNamesAtLeastOneController() throws {
    #expect(try steps(["  - inspect: [nav, D, A]"]).map(\.action) == [.inspect([nav, d, a].map { InspectItem($0) })])
    #expect(
      stepProblems(["  - inspect: []", "  - inspect: A", "  - inspect: [A, E]"]) == [
        "9:14: 'inspect' in step 2: expected a non-empty list of controller ids such as [A, D], or properties such as "
          + "nav.viewControllers, found an empty list",
        "10:14: 'inspect' in step 3: expected a non-empty list of controller ids such as [A, D], or properties such as "
          + "nav.viewControllers, found 'A'",
        "11:18: 'inspect' in step 4: unknown controller 'E'; the declared controllers are 'nav', 'A' and 'D'",
      ])
  }

  @Test func waitIsAPositiveTime() throws {
    #expect(try steps(["  - wait: 0.25"]).map(\.action) == [.wait(VirtualTime(milliseconds: 250))])
    #expect(
      stepProblems([
        "  - wait: 0", "  - wait: -1", "  - wait: 0.0001", "  - wait: 100000", "  - wait: soon", "  - wait: 1e-300",
      ]) == [
        "9:11: 'wait' in step 2: expected a number of seconds > 0, found '0'",
        "10:11: 'wait' in step 3: expected a number of seconds > 0, found '-1'",
        "11:11: 'wait' in step 4: '0.0001' is not a whole number of milliseconds; times are kept to 0.001 s",
        "12:11: 'wait' in step 5: expected at most 86400 seconds (a day), found '100000'",
        "13:11: 'wait' in step 6: expected a number of seconds > 0, found 'soon'",
        // Issue 16 item 2: far below a millisecond, a wait used to pass the whole-millisecond rule as 0.
        "14:11: 'wait' in step 7: '1e-300' is less than a millisecond; times are kept to 0.001 s, so use at least 0.001",
      ])
  }

  // MARK: - Timing

  @Test func atIsAnAbsoluteTimeOrPlusZero() throws {
    let timings = try steps([
      "  - dismiss: D", "    at: 0.3",
      "  - present: D", "    at: \"+0\"",
      "  - dismiss: D", "    at: +0",
      "  - present: D", "    at: 0",
      "  - dismiss: D", "    at: 1e-3",
      "  - present: D",
    ]).map(\.timing)
    #expect(
      timings == [
        .at(VirtualTime(milliseconds: 300)), .sameTurn, .sameTurn, .at(.zero),
        .at(VirtualTime(milliseconds: 1)), .settled,
      ])
  }

  @Test func atRejectsEverythingElse() {
    let expectation =
      "expected seconds since the start (a number >= 0, to the millisecond) or \"+0\" (the previous step's turn)"
    #expect(
      stepProblems([
        "  - dismiss: D", "    at: -1",
        "  - dismiss: D", "    at: 0.0001",
        "  - dismiss: D", "    at: \"+0.5\"",
        "  - dismiss: D", "    at: +1",
        "  - dismiss: D", "    at: soon",
        "  - dismiss: D", "    at: \"0.5\"",
        "  - dismiss: D", "    at: [0]",
      ]) == [
        "10:9: 'at' in step 2: expected a number of seconds >= 0, found '-1'",
        "12:9: 'at' in step 3: '0.0001' is not a whole number of milliseconds; times are kept to 0.001 s",
        "14:9: 'at' in step 4: \(expectation), found '+0.5'; only \"+0\" is relative; write other times as seconds since the start",
        "16:9: 'at' in step 5: \(expectation), found '+1'; only \"+0\" is relative; write other times as seconds since the start",
        "18:9: 'at' in step 6: \(expectation), found 'soon'",
        "20:9: 'at' in step 7: \(expectation), found '0.5'; remove the quotes",
        "22:9: 'at' in step 8: \(expectation), found a list",
      ])
  }

  @Test func aBadTimeDoesNotHideABadAction() {
    #expect(
      stepProblems(["  - present: Q", "    at: soon"]) == [
        "9:14: 'present' in step 2: unknown controller 'Q'; the declared controllers are 'nav', 'A' and 'D'",
        "10:9: 'at' in step 2: expected seconds since the start (a number >= 0, to the millisecond) or \"+0\" "
          + "(the previous step's turn), found 'soon'",
      ])
  }

  @Test func stepLocationsAreWhereEachStepStarts() throws {
    let text = minimal(inserting: ["  -", "    dismiss: D", "  - {wait: 1}"])
    let steps = try ScenarioFile.parse(text, path: "l.yaml").scenario.steps
    #expect(
      steps.map(\.location) == [
        .init(line: 8, column: 5), .init(line: 10, column: 5), .init(line: 11, column: 5),
      ])
  }
}
