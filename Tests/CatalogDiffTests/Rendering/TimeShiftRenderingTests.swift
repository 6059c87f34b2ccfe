import CatalogModel
import CatalogTestSupport
import Testing

@testable import CatalogDiff

/// Issue 11 item 4: a longer animation that only moves later events in time shows as one shift
/// line per run of equally shifted events, not a removed and an added line per event.
struct TimeShiftRenderingTests {
  static let before = """
       0.000  C.present(D, animated: true)
       0.000  animator:D.transitionDuration(using: context:D) -> 0.35
       0.350  D.viewDidAppear(true)
       0.350  C.viewDidDisappear(true)
       0.350  C.completion
       0.500  D.dismiss(animated: true)
       0.850  D.viewDidDisappear(true)
    """

  /// `before` against the same timeline with a 0.4 s animation: every event from the animation's
  /// end on comes 0.050 s later.
  static func slowerAnimation() throws -> TimelineDiff {
    let after = before.replacingOccurrences(of: "-> 0.35", with: "-> 0.4")
      .replacingOccurrences(of: "0.350  ", with: "0.400  ")
    return TimelineDiff.compute(try Timelines.parse(before), try Timelines.parse(after))
  }

  @Test func aRunOfEquallyShiftedEventsIsOneLine() throws {
    let diff = try Self.slowerAnimation()
    #expect(
      diff.unified(leftLabel: "a", rightLabel: "b") == """
        --- a
        +++ b
        @@ -0,7 +0,7 @@ event 0, t=0.000
            0.000  C.present(D, animated: true)
        -   0.000  animator:D.transitionDuration(using: context:D) -> 0.35
        +   0.000  animator:D.transitionDuration(using: context:D) -> 0.4
        ~   times from event 2 shift by +0.050 s (3 events otherwise equal, from 0.350 → 0.400)
            0.500  D.dismiss(animated: true)
            0.850  D.viewDidDisappear(true)

        """)
  }

  /// The side-by-side form (and so `catalog review`'s `d`) shows the same run as one row across
  /// both columns.
  @Test func sideBySideShowsTheRunAsOneRow() throws {
    let diff = try Self.slowerAnimation()
    let text = diff.sideBySide(leftLabel: "a", rightLabel: "b", width: 120)
    let rows = text.split(separator: "\n")
    #expect(
      rows.contains("~   times from event 2 shift by +0.050 s (3 events otherwise equal, from 0.350 → 0.400)"),
      "\(text)")
    #expect(!text.contains("D.viewDidAppear"), "\(text)")
    #expect(rows.count == 7, "\(text)")
    let shift = try #require(diff.timeShift(startingAt: 2, in: diff.hunks[0].lines))
    #expect(shift.count == 3 && shift.milliseconds == 50 && shift.amount == "+0.050 s")
  }

  @Test func twoShiftedEventsOrUnequalShiftsStayAsPairs() throws {
    // Two events shifted alike are below the run minimum of three; three with different shifts
    // are not one shift.
    let after = Self.before.replacingOccurrences(of: "0.350  D.viewDidAppear", with: "0.400  D.viewDidAppear")
      .replacingOccurrences(of: "0.350  C.viewDidDisappear", with: "0.400  C.viewDidDisappear")
      .replacingOccurrences(of: "0.350  C.completion", with: "0.450  C.completion")
    let text = TimelineDiff.compute(try Timelines.parse(Self.before), try Timelines.parse(after))
      .unified(leftLabel: "a", rightLabel: "b")
    #expect(!text.contains("~   times"))
    #expect(text.contains("-   0.350  D.viewDidAppear(true)\n+   0.400  D.viewDidAppear(true)\n"))
    #expect(text.contains("-   0.350  C.completion\n+   0.450  C.completion\n"))
  }
}

/// Issue 11 item 4: in colour, the words that changed inside a changed pair stand out.
struct ChangedWordsRenderingTests {
  @Test func theChangedArgumentIsEmphasizedInsideTheChangedPair() throws {
    let text = try Diffs.small().unified(leftLabel: "a", rightLabel: "b", color: true)
    let (red, green, emphasis, reset) = ("\u{1B}[31m", "\u{1B}[32m", "\u{1B}[1;4m", "\u{1B}[0m")
    #expect(text.contains("\(red)-   0.000  D.viewWillAppear(\(emphasis)true\(reset)\(red))\(reset)\n"), "\(text)")
    #expect(text.contains("\(green)+   0.000  D.viewWillAppear(\(emphasis)false\(reset)\(green))\(reset)\n"), "\(text)")
    // Without colour, nothing is added.
    #expect(!(try Diffs.small().unified(leftLabel: "a", rightLabel: "b")).contains("\u{1B}"))
    // Side by side too, inside each column.
    let columns = try Diffs.small().sideBySide(leftLabel: "a", rightLabel: "b", width: 120, color: true)
    #expect(columns.contains("\(red)   0.000  D.viewWillAppear(\(emphasis)true\(reset)\(red))\(reset)"), "\(columns)")
    #expect(
      columns.contains("\(green)   0.000  D.viewWillAppear(\(emphasis)false\(reset)\(green))\(reset)"), "\(columns)")
  }
}
