import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// `transitioningDelegates` and `adaptiveDelegates`.
@Suite(.tags(.small))
struct DelegateValidationTests {
  /// `minimal()` with `lines` appended as top-level lines (from line 9).
  private func withDelegates(_ lines: [String]) -> String {
    minimal(inserting: lines)
  }

  /// The problems of `minimal()` with one adaptive delegate on line 10: `adapt: mapping`.
  private func adaptiveDelegateProblems(_ mapping: String) -> [String] {
    problems(in: withDelegates(["adaptiveDelegates:", "  adapt: \(mapping)"]))
  }

  /// The problems of `minimal()` with one transitioning delegate on line 10: `fade: mapping`.
  private func transitioningDelegateProblems(_ mapping: String) -> [String] {
    problems(in: withDelegates(["transitioningDelegates:", "  fade: \(mapping)"]))
  }

  @Test func adaptiveStylesAreLimitedToWhatUIKitAccepts() {
    let text = withDelegates([
      "adaptiveDelegates:",
      "  adapt:",
      "    adaptivePresentationStyleForTraitCollection: pageSheet",
      "    adaptivePresentationStyle: formSheet",
    ])
    #expect(
      problems(in: text) == [
        "11:50: 'adaptivePresentationStyleForTraitCollection' in adaptive delegate 'adapt': UIKit accepts only "
          + "none, fullScreen, overFullScreen or formSheet here, found 'pageSheet' (rule 8.2)",
        "12:32: 'adaptivePresentationStyle' in adaptive delegate 'adapt': UIKit accepts only "
          + "none, fullScreen or overFullScreen here, found 'formSheet' (rule 8.2)",
      ])
  }

  @Test func adaptiveValuesThatAreNotStylesListTheAcceptedOnes() {
    #expect(
      adaptiveDelegateProblems(
        "{adaptivePresentationStyle: fullscreen, viewControllerForAdaptivePresentationStyle: wrap}") == [
          "10:38: 'adaptivePresentationStyle' in adaptive delegate 'adapt': expected none, fullScreen or overFullScreen, "
            + "found 'fullscreen'; did you mean 'fullScreen'?",
          "10:94: 'viewControllerForAdaptivePresentationStyle' in adaptive delegate 'adapt': expected wrapInNavigation "
            + "or original, found 'wrap'",
        ])
  }

  @Test func adaptiveBooleansAreTypeChecked() {
    #expect(
      adaptiveDelegateProblems(
        "{willPresentWithAdaptiveStyle: 1, shouldDismiss: no, willDismiss: on, didDismiss: true, didAttemptToDismiss: x}"
      ) == [
        "10:41: 'willPresentWithAdaptiveStyle' in adaptive delegate 'adapt': expected true or false, found '1'",
        "10:59: 'shouldDismiss' in adaptive delegate 'adapt': expected true or false, found 'no'",
        "10:76: 'willDismiss' in adaptive delegate 'adapt': expected true or false, found 'on'",
        "10:119: 'didAttemptToDismiss' in adaptive delegate 'adapt': expected true or false, found 'x'",
      ])
  }

  /// Rule 7.3 (iOS 15): `didChangeSelectedDetent` and `prepare` are booleans that say whether the
  /// delegate implements the member; whether the profile has it is checked when the scenario runs.
  @Test func iOS15DelegateMembersAreBooleans() throws {
    let valid = withDelegates([
      "adaptiveDelegates:", "  adapt: {didChangeSelectedDetent: true, prepare: true}",
      "  quiet: {prepare: false}",
    ])
    let delegates = try ScenarioFile.parse(valid, path: "d.yaml").scenario.adaptiveDelegates
    #expect(delegates.map(\.didChangeSelectedDetent) == [true, false])
    #expect(delegates.map(\.prepare) == [true, false])
    #expect(
      adaptiveDelegateProblems(
        "{didChangeSelectedDetent: yes, prepare: \"true\", didChangeSelectedDetents: true, prepared: true}") == [
          "10:36: 'didChangeSelectedDetent' in adaptive delegate 'adapt': expected true or false, found 'yes'",
          "10:50: 'prepare' in adaptive delegate 'adapt': expected true or false, found 'true'; remove the quotes",
          "10:58: unknown key 'didChangeSelectedDetents' in adaptive delegate 'adapt'; did you mean 'didChangeSelectedDetent'?",
          "10:90: unknown key 'prepared' in adaptive delegate 'adapt'; did you mean 'prepare'?",
        ])
  }

  @Test func anAdaptiveDelegateWithNothingImplementsNothing() throws {
    let text = withDelegates(["adaptiveDelegates:", "  adapt:"])
    let delegate = try ScenarioFile.parse(text, path: "d.yaml").scenario.adaptiveDelegates[0]
    #expect(delegate == AdaptiveDelegateSpec(id: "adapt", location: .init(line: 10, column: 3)))
  }

  @Test func presentationControllerKeysAreChecked() {
    let text = withDelegates([
      "transitioningDelegates:",
      "  fade:",
      "    presentationController:",
      "      class: Dimming Controller",
      "      shouldPresentInFullScreen: true",
      "      shouldRemovePresentersView: maybe",
      "      adaptivePresentationStyle: pageSheet",
    ])
    #expect(
      problems(in: text) == [
        "12:14: 'class' in the presentation controller of 'fade': 'Dimming Controller' is not a class name "
          + "(' ' is not allowed); use 1-100 characters: a letter or '_', then letters, digits, '_' or '.'",
        "13:7: unknown key 'shouldPresentInFullScreen' in the presentation controller of 'fade'; "
          + "did you mean 'shouldPresentInFullscreen'?",
        "14:35: 'shouldRemovePresentersView' in the presentation controller of 'fade': expected true or false, found 'maybe'",
        "15:34: 'adaptivePresentationStyle' in the presentation controller of 'fade': UIKit accepts only "
          + "none, fullScreen, overFullScreen or formSheet here, found 'pageSheet' (rule 8.2)",
      ])
  }

  @Test(arguments: [
    (
      "frame: inset",
      "'frame' in the presentation controller of 'fade': expected container, {inset: [dx, dy]} or {rect: [x, y, width, height]}, found 'inset'"
    ),
    (
      "frame: {}",
      "'frame' in the presentation controller of 'fade': expected container, {inset: [dx, dy]} or {rect: [x, y, width, height]}, found an empty mapping"
    ),
    (
      "frame: {inset: [1, 2], rect: [0, 0, 1, 1]}",
      "'frame' in the presentation controller of 'fade' has both 'inset' and 'rect'; expected one of them"
    ),
    (
      "frame: {inset: [10]}",
      "'inset' in the frame of 'fade': expected 2 numbers [dx, dy], found 1 number"
    ),
    (
      "frame: {inset: [10, -1]}",
      "'inset' in the frame of 'fade': expected a number >= 0, found '-1'"
    ),
    (
      "frame: {rect: [0, 0, 10]}",
      "'rect' in the frame of 'fade': expected 4 numbers [x, y, width, height], found 3 numbers"
    ),
    (
      "frame: {rect: [0, 0, 10, -5]}",
      "'rect' in the frame of 'fade': expected a width and height >= 0, found '-5'"
    ),
    ("frame: {rect: [0, a, 10, 5]}", "'rect' in the frame of 'fade': expected a number, found 'a'"),
    (
      "frame: {insets: [1, 1]}",
      "unknown key 'insets' in the frame of 'fade'; did you mean 'inset'?"
    ),
  ])
  func framesHaveThreeForms(line: String, message: String) {
    let text = withDelegates([
      "transitioningDelegates:", "  fade:", "    presentationController: {\(line)}",
    ])
    let found = problems(in: text)
    #expect(found.count == 1)
    #expect(found.first?.hasSuffix(": " + message) == true, "\(found)")
  }

  @Test func animatorsHaveAClassAndADuration() throws {
    let text = withDelegates([
      "transitioningDelegates:",
      "  fade:",
      "    presentAnimator: {duration: -0.1}",
      "    dismissAnimator: {class: 2Fast, duration: 0.0005}",
    ])
    #expect(
      problems(in: text) == [
        "11:33: 'duration' in 'presentAnimator' of 'fade': expected a number of seconds >= 0, found '-0.1'",
        "12:30: 'class' in 'dismissAnimator' of 'fade': '2Fast' is not a class name (it starts with '2'); "
          + "use 1-100 characters: a letter or '_', then letters, digits, '_' or '.'",
        "12:47: 'duration' in 'dismissAnimator' of 'fade': '0.0005' is not a whole number of milliseconds; "
          + "times are kept to 0.001 s",
      ])
    let zero = withDelegates([
      "transitioningDelegates:", "  fade: {presentAnimator: {duration: 0}}",
    ])
    let animator = try ScenarioFile.parse(zero, path: "z.yaml").scenario.transitioningDelegates[0]
      .presentAnimator
    #expect(animator == AnimatorSpec(className: "Animator", duration: .zero))
  }

  /// Issue 16 item 2: a speed the engine can compute with; 1e-300 used to crash the replay.
  @Test func completionSpeedIsInARangeTheEngineCanComputeWith() throws {
    for value in ["0", "-1", ".nan", ".inf", "fast", "1e-300", "0.0009", "1001"] {
      #expect(
        transitioningDelegateProblems("{completionSpeed: \(value)}") == [
          "10:27: 'completionSpeed' in transitioning delegate 'fade': expected a number from 0.001 to 1000, found '\(value)'"
        ])
    }
    for value in ["0.001", "1000", "1.5"] {
      #expect(transitioningDelegateProblems("{completionSpeed: \(value)}") == [])
    }
  }

  @Test func interactionsArePercentDriven() {
    #expect(
      transitioningDelegateProblems("{presentInteraction: percent, dismissInteraction: null}") == [
        "10:30: 'presentInteraction' in transitioning delegate 'fade': expected percentDriven, found 'percent'"
      ])
  }

  @Test func nullMembersReturnNil() throws {
    let text = withDelegates([
      "transitioningDelegates:",
      "  fade: {presentationController: null, presentAnimator: ~, dismissAnimator: null, presentInteraction: null}",
    ])
    let delegate = try ScenarioFile.parse(text, path: "n.yaml").scenario.transitioningDelegates[0]
    #expect(delegate == TransitioningDelegateSpec(id: "fade", location: .init(line: 10, column: 3)))
  }

  @Test func delegateMembersMustBeMappings() {
    #expect(
      transitioningDelegateProblems(
        "{presentationController: Dimming, presentAnimator: [ZoomAnimator], retainedElsewhere: null}") == [
          "10:34: 'presentationController' in transitioning delegate 'fade': expected a mapping such as "
            + "{class: DimmingPresentationController}, found 'Dimming'",
          "10:60: 'presentAnimator' in transitioning delegate 'fade': expected a mapping such as "
            + "{class: ZoomAnimator, duration: 0.5}, found a list",
          "10:95: 'retainedElsewhere' in transitioning delegate 'fade': expected true or false, found 'null'",
        ])
  }

  @Test func unknownDelegateKeysAreSuggested() {
    let text = withDelegates([
      "transitioningDelegates:",
      "  fade: {presentAnimater: {}, presentationController: {classs: X}}",
      "adaptiveDelegates:",
      "  adapt: {shouldDismis: true}",
    ])
    #expect(
      problems(in: text) == [
        "10:10: unknown key 'presentAnimater' in transitioning delegate 'fade'; did you mean 'presentAnimator'?",
        "10:56: unknown key 'classs' in the presentation controller of 'fade'; did you mean 'class'?",
        "12:11: unknown key 'shouldDismis' in adaptive delegate 'adapt'; did you mean 'shouldDismiss'?",
      ])
  }
}
