import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 7 of the rule book (Docs/rules/): iOS 13 sheets and swipe to dismiss.
@Suite("Sheets and swipe to dismiss (rule 7)")
struct SheetRulesTests {
  static func sheet(modal: Bool = false, shouldDismiss: Bool = true, swipe: String) -> String {
    """
    name: sheet
    window: A
    controllers: {A: {}, D: {presentationControllerDelegate: adapt, isModalInPresentation: \(modal)}}
    adaptiveDelegates:
      adapt: {shouldDismiss: \(shouldDismiss), willDismiss: true, didDismiss: true, didAttemptToDismiss: true}
    steps:
      - present: D
        from: A
      \(swipe)
    """
  }

  /// Rules 7.1–7.2 item 4: `.automatic` is a page sheet with no presenter callbacks; a swipe
  /// released past the threshold asks ShouldDismiss, says WillDismiss before the interaction,
  /// dismisses interactively, and says DidDismiss after all animations (Q14: after
  /// `viewDidDisappear`).
  @Test func swipeThatDismisses() throws {
    let timeline = try replay(
      Self.sheet(swipe: "- swipeDown: D\n    progress: [0.2, 0.5]\n    release: finish"), profile: .uikit13)
    #expect(calls(timeline) { $0.hasPrefix("A.view") }.isEmpty)
    #expect(
      linesAfterPresentation(timeline) == [
        "   0.350  user:D.dragDown()",
        "   0.350  D.isModalInPresentation -> false",
        "   0.350  adapt.presentationControllerShouldDismiss(pc:D) -> true",
        "   0.350  adapt.presentationControllerWillDismiss(pc:D)",
        "   0.350  D.viewWillDisappear(true)",
        "   0.400  user:D.release(dismissing: true)",
        "   0.575  D.viewDidDisappear(true)",
        "   0.575  adapt.presentationControllerDidDismiss(pc:D)",
      ])
  }

  /// Rule 7.2 item 5: released below the threshold, the sheet comes back: `viewWillAppear` at
  /// release, `viewDidAppear` at the end, and no DidDismiss.
  @Test func swipeThatIsCancelled() throws {
    let timeline = try replay(
      Self.sheet(swipe: "- swipeDown: D\n    progress: [0.2]\n    release: cancel"), profile: .uikit13)
    #expect(
      linesAfterPresentation(timeline) == [
        "   0.350  user:D.dragDown()",
        "   0.350  D.isModalInPresentation -> false",
        "   0.350  adapt.presentationControllerShouldDismiss(pc:D) -> true",
        "   0.350  adapt.presentationControllerWillDismiss(pc:D)",
        "   0.350  D.viewWillDisappear(true)",
        "   0.383  user:D.release(dismissing: false)",
        "   0.383  D.viewWillAppear(true)",
        "   0.453  D.viewDidAppear(true)",
      ])
  }

  /// Rule 7.2 item 1: a modal sheet resists; ShouldDismiss is not asked; DidAttemptToDismiss when
  /// the drag ends.
  @Test func modalSheetResists() throws {
    let timeline = try replay(
      Self.sheet(modal: true, swipe: "- swipeDown: D\n    progress: [0.2, 0.4]\n    release: finish"), profile: .uikit13
    )
    #expect(
      linesAfterPresentation(timeline) == [
        "   0.350  user:D.dragDown()",
        "   0.350  D.isModalInPresentation -> true",
        "   0.400  user:D.release(dismissing: false)",
        "   0.400  adapt.presentationControllerDidAttemptToDismiss(pc:D)",
      ])
  }

  /// Rule 7.2 item 2: a delegate that answers false gets the same rubber band.
  @Test func shouldDismissFalseResists() throws {
    let timeline = try replay(
      Self.sheet(shouldDismiss: false, swipe: "- swipeDown: D\n    progress: [0.9]\n    release: finish"),
      profile: .uikit13)
    #expect(
      linesAfterPresentation(timeline) == [
        "   0.350  user:D.dragDown()",
        "   0.350  D.isModalInPresentation -> false",
        "   0.350  adapt.presentationControllerShouldDismiss(pc:D) -> false",
        "   0.383  user:D.release(dismissing: false)",
        "   0.383  adapt.presentationControllerDidAttemptToDismiss(pc:D)",
      ])
  }

  /// Rule 7.2 item 6: a programmatic dismissal calls none of the delegate's dismissal methods.
  @Test func programmaticDismissalTellsTheDelegateNothing() throws {
    let timeline = try replay(Self.sheet(swipe: "- dismiss: D"), profile: .uikit13)
    #expect(calls(timeline) { $0.hasPrefix("adapt.") }.isEmpty)
    #expect(calls(timeline).last == "D.completion")
  }

  /// Issue 3: a sheet swipe under a profile without sheets is a validation error naming the
  /// profile, not a silent difference.
  @Test func swipeUnderUIKit8IsRefusedByName() throws {
    let scenario = try parseScenario(Self.sheet(swipe: "- swipeDown: D\n    progress: [0.5]"))
    #expect(
      TransitionEngine(profile: .uikit8).diagnostics(for: scenario).map(\.description) == [
        "9:5: 'swipeDown' needs card sheets with swipe to dismiss, which profile uikit-8 (iOS 8–12) lacks; it arrived in uikit-13"
      ])
    #expect(TransitionEngine(profile: .uikit13).diagnostics(for: scenario).isEmpty)
  }
}
