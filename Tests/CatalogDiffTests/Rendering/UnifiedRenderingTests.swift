import CatalogModel
import Testing

@testable import CatalogDiff

/// The unified rendering, byte for byte.
struct UnifiedRenderingTests {
  /// The lines of the dimming diff from the delegate's first answer to the presented
  /// `viewDidAppear`: the same in every context from one line up.
  static let dimmingChanges = """
        0.000  fade.presentationController(forPresented: D, presenting: nav, source: C) -> DimmingPresentationController
    -   0.000  pc:D.shouldPresentInFullscreen -> true
    +   0.000  pc:D.shouldPresentInFullscreen -> false
        0.000  pc:D.presentationTransitionWillBegin()
    -   0.000  nav.viewWillDisappear(true)
        0.000  D.viewWillAppear(true)
    +   0.000  pc:D.containerViewWillLayoutSubviews()
        0.350  pc:D.presentationTransitionDidEnd(true)
    -   0.350  nav.viewDidDisappear(true)
        0.350  D.viewDidAppear(true)

    """

  @Test func dimmingDiff() throws {
    let text = try Diffs.dimming().unified(
      leftLabel: "baseline dimming @ uikit-8", rightLabel: "run 42")
    #expect(
      text == """
        --- baseline dimming @ uikit-8
        +++ run 42
        @@ -0,10 +0,9 @@ event 0, t=0.000
            0.000  C.present(D, animated: true)

        """ + Self.dimmingChanges + """
              0.350  C.completion

          """)
  }

  @Test func lessContextSplitsNothingHereButTrimsTheEnds() throws {
    let text = try Diffs.dimming(DiffOptions(context: 1)).unified(leftLabel: "a", rightLabel: "b")
    #expect(
      text == """
        --- a
        +++ b
        @@ -1,8 +1,7 @@ event 1, t=0.000

        """ + Self.dimmingChanges)
  }

  @Test func colourWrapsHeaderHunkLinesRemovalsAndAdditions() throws {
    let text = try Diffs.small().unified(leftLabel: "a", rightLabel: "b", color: true)
    #expect(
      text
        == "\u{1B}[1m--- a\u{1B}[0m\n\u{1B}[1m+++ b\u{1B}[0m\n"
        + "\u{1B}[36m@@ -0,2 +0,3 @@ event 0, t=0.000\u{1B}[0m\n"
        + "    0.000  C.present(D, animated: true)\n"
        // A changed pair: the words that changed are bold and underlined inside red and green.
        + "\u{1B}[31m-   0.000  D.viewWillAppear(\u{1B}[1;4mtrue\u{1B}[0m\u{1B}[31m)\u{1B}[0m\n"
        + "\u{1B}[32m+   0.000  D.viewWillAppear(\u{1B}[1;4mfalse\u{1B}[0m\u{1B}[32m)\u{1B}[0m\n"
        + "\u{1B}[32m+   0.350  D.viewDidAppear(false)\u{1B}[0m\n")
  }

  @Test func theSameDiffRendersToTheSameBytes() throws {
    let first = try Diffs.dimming().unified(leftLabel: "a", rightLabel: "b")
    let second = try Diffs.dimming().unified(leftLabel: "a", rightLabel: "b")
    #expect(Array(first.utf8) == Array(second.utf8))
  }
}
