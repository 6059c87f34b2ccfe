import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 9 of the rule book (Docs/rules/): the console warnings (E1–E4, E6, E10, E12) and the exceptions
/// (E7, E8) with their texts, and rule 9.1's custom-segue pitfalls.
@Suite("Warnings and exceptions (section 9)")
struct WarningsAndExceptionsTests {
  static func warnings(_ timeline: Timeline) -> [String] {
    calls(timeline) { $0.hasPrefix("UIKit.") }
  }

  static let secondPresentWhileAnimating = """
    name: e1
    window: A
    controllers: {A: {}, B: {}, C: {}}
    steps: [{present: B, from: A}, {present: C, from: A, at: 0.1}]
    """

  /// E1: a second presentation while the first animates finds the presenter already presenting;
  /// it is dropped and its controller never loads. The text depends on the era (section 9, rule
  /// 10.4). (In the turn of the first request, rules 17.4 and 17.6 give other texts.)
  @Test func presentingWhileAlreadyPresentingWarnsE1() throws {
    let old = try replay(Self.secondPresentWhileAnimating, profile: .uikit8)
    #expect(
      Array(calls(old) { $0.hasPrefix("A.present") || $0.hasPrefix("UIKit") || $0.hasPrefix("C.") }) == [
        "A.present(B, animated: true)", "A.present(C, animated: true)",
        #"UIKit.warning("Warning: Attempt to present <C> on <A> which is already presenting <B>")"#,
      ])
    #expect(calls(old) { $0.hasPrefix("C.") }.isEmpty)
    let modern = try replay(Self.secondPresentWhileAnimating, profile: .uikit13)
    #expect(
      Self.warnings(modern) == [
        #"UIKit.warning("[Presentation] Attempt to present <C> on <A> (from <A>) which is already presenting <B>.")"#
      ])
  }

  /// E2: presenting from a controller whose view is not in the window is dropped with a warning.
  @Test func presentingFromAControllerOutsideTheWindowWarnsE2() throws {
    let timeline = try replay(
      """
      name: e2
      window: A
      controllers: {A: {}, B: {}, C: {}}
      steps: [{present: C, from: B}]
      """)
    #expect(
      calls(timeline) == [
        "B.present(C, animated: true)",
        #"UIKit.warning("Warning: Attempt to present <C> on <B> whose view is not in the window hierarchy!")"#,
      ])
  }

  /// E3: presenting from a controller whose own presentation is still animating is dropped.
  @Test func presentingFromAControllerBeingPresentedWarnsE3() throws {
    let timeline = try replay(
      """
      name: e3
      window: A
      controllers: {A: {}, B: {}, C: {}}
      steps: [{present: B, from: A}, {present: C, from: B, at: 0.1}]
      """)
    #expect(
      Self.warnings(timeline) == [
        #"UIKit.warning("Warning: Attempt to present <C> on <B> while a presentation is in progress!")"#
      ])
    #expect(calls(timeline) { $0.hasPrefix("C.") }.isEmpty)
  }

  /// E4: dismissing while the presentation is still animating is ignored with a warning; the
  /// presentation completes as if nothing happened.
  @Test func dismissingDuringThePresentationWarnsE4() throws {
    let timeline = try replay(
      """
      name: e4
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A}, {dismiss: B, at: 0.1}]
      """)
    #expect(
      Self.warnings(timeline) == [
        #"UIKit.warning("Warning: Attempt to dismiss from view controller <B> while a presentation or dismiss is in progress!")"#
      ])
    #expect(calls(timeline).last == "A.completion")
  }

  /// E12: dismissing from the bottom of a stack while its top is still being presented: the busy
  /// presentation controller refuses.
  @Test func dismissingAStackWhoseTopIsMidTransitionWarnsE12() throws {
    let timeline = try replay(
      """
      name: e12
      window: A
      controllers: {A: {}, B: {}, C: {}}
      steps: [{present: B, from: A}, {present: C, from: B}, {dismiss: A, at: 0.5}]
      """)
    #expect(
      Self.warnings(timeline) == [
        #"UIKit.warning("Trying to dismiss the presentation controller while transitioning already. (<pc:C>)")"#
      ])
  }

  /// E7 and E8: presenting the window's root, a controller on itself, a child, or a controller
  /// already presented raises; the exception is the run's last event.
  @Test(arguments: [
    ("A", "B", "Application tried to present modally an active controller <A>."),
    ("B", "B", "Application tried to present modal view controller on itself. Presenting controller is <B>."),
    ("B", "A", "Application tried to present modally a view controller <B> that has a parent view controller <A>."),
  ])
  func presentingAnActiveControllerRaises(presented: String, from source: String, message: String) throws {
    let timeline = try replay(
      """
      name: e7-e8
      window: A
      controllers: {A: {children: [B]}, B: {}}
      steps: [{present: \(presented), from: \(source)}, {dismiss: A}]
      """)
    #expect(
      calls(timeline) == [
        "\(source).present(\(presented), animated: true)",
        "UIKit.exception(NSInvalidArgumentException, \(canonicalQuote(message)))",
      ])
    #expect(timeline.events.last?.kind == .exception)
  }

  /// E8: presenting a controller that is already presented.
  @Test func presentingAPresentedControllerAgainRaisesE8() throws {
    let timeline = try replay(
      """
      name: e8
      window: A
      controllers: {A: {}, B: {}}
      steps: [{present: B, from: A}, {present: B, from: B}]
      """)
    #expect(
      calls(timeline).suffix(2) == [
        "B.present(B, animated: true)",
        #"UIKit.exception(NSInvalidArgumentException, "Application tried to present modal view controller on itself. Presenting controller is <B>.")"#,
      ])
    let twice = """
      name: e8-again
      window: A
      controllers: {A: {children: [X]}, X: {}, B: {}}
      steps: [{present: B, from: X}, {present: B, from: X}]
      """
    #expect(
      calls(try replay(twice, profile: .uikit13)).last
        == #"UIKit.exception(NSInvalidArgumentException, "Application tried to present modally a view controller <B> that is already being presented by <A>.")"#
    )
    // Rule 19.7: before iOS 13 the same request raises with E7's text.
    #expect(
      calls(try replay(twice, profile: .uikit8)).last
        == #"UIKit.exception(NSInvalidArgumentException, "Application tried to present modally an active controller <B>.")"#
    )
  }

  /// E10: a controller whose view was put in the window by hand (no containment) presents: UIKit
  /// discourages it but presents.
  @Test func presentingFromADetachedControllerWarnsE10() throws {
    let timeline = try replay(
      """
      name: e10
      window: A
      controllers: {A: {}, S: {viewLoaded: true}, P: {}}
      steps: [{addSubview: S, to: A}, {present: P, from: S}]
      """)
    #expect(
      Self.warnings(timeline) == [
        #"UIKit.warning("Presenting view controllers on detached view controllers is discouraged <S>.")"#
      ])
    #expect(calls(timeline) { $0.hasPrefix("P.viewDidAppear") } == ["P.viewDidAppear(true)"])
  }

  // MARK: - Rule 9.1: custom-segue pitfalls (S001)

  /// Rule 9.1 case 1: the destination's view is added by hand and presented in the same turn:
  /// one `viewWillAppear`/`viewDidAppear` pair, then E6 when the by-hand appearance ends.
  @Test func addSubviewThenImmediatePresentWarnsUnbalanced() throws {
    let timeline = try replay(
      """
      name: segue-immediate
      window: S
      controllers: {S: {}, D: {}}
      steps: [{addSubview: D, to: S}, {present: D, from: S, animated: false, at: "+0"}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("D.view") && $0.contains("ppear") || $0.hasPrefix("UIKit") } == [
        "D.viewWillAppear(false)",
        "D.viewDidAppear(false)",
        #"UIKit.warning("Unbalanced calls to begin/end appearance transitions for <D>.")"#,
      ])
  }

  /// Rule 9.1 case 2: present once the segue's animation is over: the destination appears twice
  /// (at `addSubview` and at `present`), never disappears, and nothing is logged.
  @Test func presentAfterTheSegueAnimationAppearsTwice() throws {
    let timeline = try replay(
      """
      name: segue-completion
      window: S
      controllers: {S: {}, D: {}}
      steps: [{addSubview: D, to: S}, {wait: 0.3}, {present: D, from: S, animated: false}]
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("D.view") && $0.contains("ppear") || $0.hasPrefix("UIKit") } == [
        "D.viewWillAppear(false)", "D.viewDidAppear(false)", "D.viewWillAppear(false)", "D.viewDidAppear(false)",
      ])
  }

  /// Rule 9.1 case 3: remove the view by hand, then present in the same turn: `viewWillDisappear`,
  /// then `viewWillAppear` with no `viewDidAppear`, and E6.
  @Test func removeThenPresentLeavesAppearanceUnbalanced() throws {
    let timeline = try replay(
      """
      name: segue-remove
      window: S
      controllers: {S: {}, D: {}}
      steps:
        - {addSubview: D, to: S}
        - {wait: 0.3}
        - {removeFromSuperview: D}
        - {present: D, from: S, animated: false, at: "+0"}
      """)
    #expect(
      calls(timeline) { $0.hasPrefix("D.view") && $0.contains("ppear") || $0.hasPrefix("UIKit") } == [
        "D.viewWillAppear(false)", "D.viewDidAppear(false)",
        "D.viewWillDisappear(false)", "D.viewWillAppear(false)",
        #"UIKit.warning("Unbalanced calls to begin/end appearance transitions for <D>.")"#,
      ])
  }
}

/// A string as the canonical text quotes it.
func canonicalQuote(_ text: String) -> String {
  var out = ""
  TextToken.appendQuoted(text, to: &out)
  return out
}
