import CatalogModel
import Testing

@testable import CatalogDiff

/// The side-by-side rendering, byte for byte.
struct SideBySideRenderingTests {
  @Test func dimmingDiffAtTheDefaultWidth() throws {
    let text = try Diffs.dimming().sideBySide(
      leftLabel: "baseline dimming @ uikit-8", rightLabel: "run 42")
    #expect(
      text == """
        baseline dimming @ uikit-8                                                       run 42
        @@ -0,10 +0,9 @@ event 0, t=0.000
           0.000  C.present(D, animated: true)                                              0.000  C.present(D, animated: true)
           0.000  fade.presentationController(forPresented: D, presenting: nav, sourc…      0.000  fade.presentationController(forPresented: D, presenting: nav, sourc…
           0.000  pc:D.shouldPresentInFullscreen -> true                               |    0.000  pc:D.shouldPresentInFullscreen -> false
           0.000  pc:D.presentationTransitionWillBegin()                                    0.000  pc:D.presentationTransitionWillBegin()
           0.000  nav.viewWillDisappear(true)                                          <
           0.000  D.viewWillAppear(true)                                                    0.000  D.viewWillAppear(true)
                                                                                       >    0.000  pc:D.containerViewWillLayoutSubviews()
           0.350  pc:D.presentationTransitionDidEnd(true)                                   0.350  pc:D.presentationTransitionDidEnd(true)
           0.350  nav.viewDidDisappear(true)                                           <
           0.350  D.viewDidAppear(true)                                                     0.350  D.viewDidAppear(true)
           0.350  C.completion                                                              0.350  C.completion

        """)
  }

  @Test func narrowColumnsCutLinesWithAnEllipsis() throws {
    let text = try Diffs.dimming().sideBySide(
      leftLabel: "baseline dimming @ uikit-8", rightLabel: "run 42", width: 80)
    #expect(
      text == """
        baseline dimming @ uikit-8               run 42
        @@ -0,10 +0,9 @@ event 0, t=0.000
           0.000  C.present(D, animated: true)      0.000  C.present(D, animated: true)
           0.000  fade.presentationController…      0.000  fade.presentationController…
           0.000  pc:D.shouldPresentInFullscr… |    0.000  pc:D.shouldPresentInFullscr…
           0.000  pc:D.presentationTransition…      0.000  pc:D.presentationTransition…
           0.000  nav.viewWillDisappear(true)  <
           0.000  D.viewWillAppear(true)            0.000  D.viewWillAppear(true)
                                               >    0.000  pc:D.containerViewWillLayou…
           0.350  pc:D.presentationTransition…      0.350  pc:D.presentationTransition…
           0.350  nav.viewDidDisappear(true)   <
           0.350  D.viewDidAppear(true)             0.350  D.viewDidAppear(true)
           0.350  C.completion                      0.350  C.completion

        """)
    for line in text.split(separator: "\n") {
      #expect(line.count <= 80)
    }
  }

  @Test func colourKeepsTheColumnsAligned() throws {
    let text = try Diffs.small().sideBySide(leftLabel: "a", rightLabel: "b", width: 80, color: true)
    #expect(
      text
        == "\u{1B}[1ma\u{1B}[0m" + String(repeating: " ", count: 40) + "\u{1B}[1mb\u{1B}[0m\n"
        + "\u{1B}[36m@@ -0,2 +0,3 @@ event 0, t=0.000\u{1B}[0m\n"
        + "   0.000  C.present(D, animated: true)      0.000  C.present(D, animated: true)\n"
        // The changed pair's changed word, bold and underlined inside its colour.
        + "\u{1B}[31m   0.000  D.viewWillAppear(\u{1B}[1;4mtrue\u{1B}[0m\u{1B}[31m)\u{1B}[0m       \u{1B}[33m|\u{1B}[0m "
        + "\u{1B}[32m   0.000  D.viewWillAppear(\u{1B}[1;4mfalse\u{1B}[0m\u{1B}[32m)\u{1B}[0m\n"
        + String(repeating: " ", count: 39)
        + "\u{1B}[32m>\u{1B}[0m \u{1B}[32m   0.350  D.viewDidAppear(false)\u{1B}[0m\n")
  }

  @Test func fitCutsToExactlyTheWidth() {
    #expect(TimelineDiff.fit("abcdef", 6) == "abcdef")
    #expect(TimelineDiff.fit("abcdefg", 6) == "abcde…")
    #expect(TimelineDiff.fit("abc", 1) == "…")
  }
}
