import CatalogModel
import Testing

@testable import TransitionEngine

/// Rule 15.6: an adaptive delegate's answer that UIKit never asks for in the run is a warning
/// naming the delegate and the method, under the eras that have the method; of the two style
/// questions, the one asked silences both. The warnings come sorted by position, then text.
@Suite(.tags(.small))
struct UnaskedAnswersTests {
  static let scenario = """
    name: unasked-answers
    window: A
    controllers:
      A: {}
      P: {modalPresentationStyle: popover, presentationControllerDelegate: used}
      F: {modalPresentationStyle: formSheet, presentationControllerDelegate: idle}
    adaptiveDelegates:
      used: {adaptivePresentationStyle: fullScreen, adaptivePresentationStyleForTraitCollection: fullScreen, shouldDismiss: false}
      idle: {adaptivePresentationStyleForTraitCollection: none, viewControllerForAdaptivePresentationStyle: wrapInNavigation, shouldDismiss: true}
    steps:
      - present: P
        from: A
    """

  static func unasked(_ delegate: String, _ method: String, line: Int) -> String {
    "\(line):3: adaptive delegate '\(delegate)' declares '\(method)', but UIKit never asks for it in this scenario: "
      + "the answer takes no effect (rule 15.6)"
  }

  /// iOS 8–12: `used` is asked the iOS 8.3 style question only, so neither style form warns, and
  /// `shouldDismiss` is no method of the era; `idle` is never asked anything.
  @Test func underUIKit8OnlyTheIdleDelegatesAnswersWarn() throws {
    let (timeline, warnings) = try TransitionEngine(profile: .uikit8).runReportingWarnings(
      try parseScenario(Self.scenario))
    #expect(
      timeline.events.indices.map { timeline.canonicalLine($0) }.filter { $0.contains("used.") }.first?
        .contains("used.adaptivePresentationStyle(for: pc:P, traitCollection: compact/regular) -> fullScreen") == true)
    #expect(
      warnings.map(\.description) == [
        Self.unasked("idle", "adaptivePresentationStyleForTraitCollection", line: 9),
        Self.unasked("idle", "viewControllerForAdaptivePresentationStyle", line: 9),
      ])
  }

  /// From iOS 13 `shouldDismiss` is a method UIKit has, asked only by a swipe: unasked here for
  /// both delegates.
  @Test(arguments: [EngineProfile.uikit13, .uikit17])
  func fromIOS13AnUnaskedShouldDismissWarnsToo(profile: EngineProfile) throws {
    let (_, warnings) = try TransitionEngine(profile: profile).runReportingWarnings(try parseScenario(Self.scenario))
    #expect(
      warnings.map(\.description) == [
        Self.unasked("used", "shouldDismiss", line: 8),
        Self.unasked("idle", "adaptivePresentationStyleForTraitCollection", line: 9),
        Self.unasked("idle", "shouldDismiss", line: 9),
        Self.unasked("idle", "viewControllerForAdaptivePresentationStyle", line: 9),
      ])
  }

  /// Before iOS 8 there is no adaptivity: no answer is a warning (the popover is refused anyway,
  /// so the scenario presents nothing here).
  @Test func underUIKit7NoAnswerWarns() throws {
    let formSheet = Self.scenario.replacingOccurrences(
      of: "modalPresentationStyle: popover", with: "modalPresentationStyle: formSheet")
    let scenario = try parseScenario(formSheet)
    let (_, warnings) = try TransitionEngine(profile: .uikit7).runReportingWarnings(scenario)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
