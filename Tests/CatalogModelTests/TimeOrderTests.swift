import CatalogModel
import Testing

/// Issue 24 item 8: a baseline whose times go back (an edited or damaged file) was accepted and
/// compared as it was; an accepted timeline's times never go back, so the baseline reader refuses
/// it at the line. (A timeline file given to `diff` may be anything: it is only compared.)
@Suite(.tags(.small))
struct TimeOrderTests {
  @Test func aBaselineWhoseTimesGoBackIsRefusedAtTheLine() throws {
    let text = """
      # baseline a @ uikit-17 (rules 1)
      # accepted by ci at 2026-11-22T12:00:00Z with catalog 0.1.0
         0.000  A.present(B, animated: true)

         0.350  B.viewDidAppear(true)
         0.100  A.completion
      """
    #expect(
      throws: TimelineFormatError(
        line: 6, column: 4,
        "time 0.100 is earlier than the line before it (0.350): an accepted timeline's times never go back")
    ) {
      try BaselineFile.parse(text)
    }
  }

  @Test func equalTimesAreFine() throws {
    let (_, timeline) = try BaselineFile.parse("   0.350  B.viewDidAppear(true)\n   0.350  A.completion\n")
    #expect(timeline.count == 2)
  }
}
