import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing

/// The console forms real logs come in (review of issue 13, D1, D3, D4, D11, D16, D19): os_log
/// categories, the `log` tool's layouts, other separators and timestamps, Objective-C BOOLs and
/// blocks. Each line is either read exactly or a problem at its line and column; a line that names
/// a modelled member is never skipped without a word.
@Suite(.tags(.small))
struct ConsoleLogFormsTests {
  static func read(_ text: String, map: [String] = ConsoleLogTests.dimmingMap) throws -> ConsoleLogImport {
    try ConsoleLogTests.read(text, map: map)
  }

  static func lines(_ result: ConsoleLogImport) -> [String] { ConsoleLogTests.lines(result) }

  // MARK: - D1: prefixes and separators

  @Test func osLogCategoriesAndTheLogToolsColumnsAreTakenOff() throws {
    let result = try Self.read(
      """
      2024-03-01 10:00:00.100000+0100 Demo[812:30417] [Lifecycle] RedViewController viewWillAppear(_:)
      2024-03-01 10:00:00.100100+0100 Demo[812:30417] [com.example.demo:Lifecycle] RedViewController viewIsAppearing(_:)
      2024-03-01 10:00:00.200000+0100 0x1a2b3c   Default     0x0                  812    0    Demo: (Demo) [com.example.demo:Lifecycle] RedViewController viewDidAppear(_:)
      2024-03-01 10:00:00.300000+0100 0x1a2b3c   Info        0x0                  812    0    Demo: [com.example.demo:Lifecycle] RedViewController viewWillDisappear(_:)
      2024-03-01 10:00:00.400000+0100  localhost Demo[812]: (Demo) [com.example.demo:Lifecycle] RedViewController viewDidDisappear(_:)
      """)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(result.skippedLines == 0)
    #expect(
      Self.lines(result) == [
        "0.000  red.viewWillAppear()", "0.000  red.viewIsAppearing()", "0.100  red.viewDidAppear()",
        "0.200  red.viewWillDisappear()", "0.300  red.viewDidDisappear()",
      ])
    let compact = try Self.read(
      """
      Timestamp               Ty Process[PID:TID]
      2024-03-01 10:00:00.100 Df Demo[812:30417] [com.example.demo:Lifecycle] RedViewController viewWillAppear(_:)
      2024-03-01 10:00:00.250 I  Demo[812:30417] RedViewController viewDidAppear(_:)
      2024-03-01 10:00:00.300 Db Demo[812:30417] [Lifecycle] -[RedViewController viewWillDisappear:]
      """)
    #expect(compact.problems.isEmpty, "\(compact.problems)")
    #expect(compact.skippedLines == 1)
    #expect(
      Self.lines(compact) == [
        "0.000  red.viewWillAppear()", "0.150  red.viewDidAppear()", "0.200  red.viewWillDisappear()",
      ])
  }

  @Test func otherSeparatorsBetweenClassAndMember() throws {
    let result = try Self.read(
      """
      RedViewController - viewWillDisappear(_:)
      RedViewController | viewDidDisappear(_:)
      RedViewController::viewWillAppear(_:)
      RedViewController: viewDidAppear(_:) true
      """)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(
      Self.lines(result) == [
        "0.000  red.viewWillDisappear()", "0.000  red.viewDidDisappear()", "0.000  red.viewWillAppear()",
        "0.000  red.viewDidAppear(true)",
      ])
  }

  @Test func aTimeOfDayWithAZoneAndABracketedTimeAreTimestamps() throws {
    let zoned = try Self.read(
      """
      10:00:00.100000+0100 RedViewController viewWillAppear(_:)
      10:00:00.500000+0100 RedViewController viewDidAppear(_:)
      """)
    #expect(Self.lines(zoned) == ["0.000  red.viewWillAppear()", "0.400  red.viewDidAppear()"], "\(zoned.problems)")
    let bracketed = try Self.read(
      """
      [10:00:00.100] RedViewController viewWillAppear(_:)
      [10:00:00.600] RedViewController viewWillDisappear(_:)
      [2024-03-01 10:00:00.700] RedViewController viewDidDisappear(_:)
      """)
    #expect(bracketed.problems.count == 1, "\(bracketed.problems)")
    #expect(bracketed.problems.first.map { "\($0.location)" } == "3:1")
    #expect(bracketed.problems.first?.message.contains("a date and a time") == true)
    let iso = try Self.read(
      """
      [10:00:00.100] RedViewController viewWillAppear(_:)
      [10:00:00.600] RedViewController viewWillDisappear(_:)
      """)
    #expect(Self.lines(iso) == ["0.000  red.viewWillAppear()", "0.500  red.viewWillDisappear()"])
  }

  @Test func aLineThatNamesAModelledMemberInAnUnreadFormIsAProblemAtThatMember() throws {
    let result = try Self.read(
      """
      RedViewController viewWillAppear(_:)
      >>> RedViewController ~ viewDidAppear(_:)
      Button tapped
      note: calling viewWillDisappear: by hand
      RedViewController buttonTapped(_:)
      """)
    #expect(result.recording == nil)
    #expect(result.problems.map { "\($0.location)" } == ["2:25", "4:15"], "\(result.problems)")
    #expect(
      result.problems.first?.message
        == "this line names viewDidAppear(_:) after '>>> RedViewController ~ ', a form the importer does not read: "
        + "write it as 'Class member(_:)' or '-[Class selector:]' (Docs/recordings.md), map its class to '-', or delete the line"
    )
  }

  // MARK: - D4: blocks

  @Test func aBlockInsideACallbackIsNotTheCallback() throws {
    let result = try Self.read(
      """
      2024-03-01 10:00:00.100 Demo[812:30417] -[ZoomAnimator animateTransition:]
      2024-03-01 10:00:01.100 Demo[812:30417] __38-[ZoomAnimator animateTransition:]_block_invoke
      2024-03-01 10:00:01.100 Demo[812:30417] -[ZoomAnimator animateTransition:]_block_invoke
      2024-03-01 10:00:01.100 Demo[812:30417] __38-[ZoomAnimator animateTransition:]_block_invoke_2
      2024-03-01 10:00:01.101 Demo[812:30417] -[ZoomAnimator animationEnded:]
      """)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(Self.lines(result) == ["0.000  animator:red.animateTransition()", "1.001  animator:red.animationEnded()"])
    #expect(result.skippedLines == 3)
    #expect(result.skipped.blocks == 3)
    // Something glued to the bracket is not a value.
    let glued = try Self.read("-[RedViewController viewWillAppear:]x\n")
    #expect(glued.recording == nil)
    #expect(glued.problems.map { "\($0.location)" } == ["1:21"], "\(glued.problems)")
  }

  // MARK: - D3: Objective-C BOOLs

  @Test func aBOOLPrintedWithPercentDIsABool() throws {
    let result = try Self.read(
      """
      -[RedViewController viewWillAppear:] 1
      -[RedViewController viewDidAppear:] 0
      -[DimmingPresentationController shouldPresentInFullscreen] -> 1
      -[DimmingPresentationController presentationTransitionDidEnd:] 1
      -[ZoomAnimator transitionDuration:] -> 1
      """)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(
      Self.lines(result) == [
        "0.000  red.viewWillAppear(true)", "0.000  red.viewDidAppear(false)",
        "0.000  pc:red.shouldPresentInFullscreen -> true", "0.000  pc:red.presentationTransitionDidEnd(true)",
        "0.000  animator:red.transitionDuration() -> 1",
      ])
  }

  // MARK: - D11: timestamps

  @Test func timestampEdgeCases() throws {
    let badDate = try Self.read(
      """
      2024-02-31 10:00:00.000 RedViewController viewWillAppear(_:)
      2024-03-01 10:00:00.100 RedViewController viewDidAppear(_:)
      """)
    #expect(badDate.recording == nil)
    #expect(badDate.problems.map { "\($0.location)" } == ["1:1"])
    #expect(badDate.problems.first?.message.contains("2024-02-31 is not a date") == true, "\(badDate.problems)")

    let mixed = try Self.read(
      """
      2024-03-01 10:00:00.000 RedViewController viewWillAppear(_:)
      10:00:00.100 RedViewController viewDidAppear(_:)
      """)
    #expect(mixed.problems.map { "\($0.location)" } == ["2:1"])
    #expect(
      mixed.problems.first?.message
        == "this line's timestamp is a time of day, and line 1's a date and a time: a log's timestamps must all have one form"
    )

    let midnight = try Self.read(
      """
      23:59:59.900 RedViewController viewWillAppear(_:)
      00:00:00.100 RedViewController viewDidAppear(_:)
      """)
    #expect(
      Self.lines(midnight) == ["0.000  red.viewWillAppear()", "0.200  red.viewDidAppear()"], "\(midnight.problems)")

    let numbered = try Self.read(
      """
      1. RedViewController viewWillAppear(_:)
      2. RedViewController viewDidAppear(_:)
      10. RedViewController viewWillDisappear(_:)
      """)
    #expect(
      Self.lines(numbered) == [
        "0.000  red.viewWillAppear()", "0.000  red.viewDidAppear()", "0.000  red.viewWillDisappear()",
      ],
      "\(numbered.problems)")
  }

  // MARK: - D16: warnings about classes outside the scenario

  @Test func aWarningAboutAClassMappedToDashIsSkipped() throws {
    let result = try Self.read(
      """
      RedViewController viewWillAppear(_:)
      Unbalanced calls to begin/end appearance transitions for <Demo.OtherViewController: 0x7fb1c0d0a2e0>.
      """, map: ConsoleLogTests.dimmingMap + ["OtherViewController=-"])
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(Self.lines(result) == ["0.000  red.viewWillAppear()"])
    #expect(result.skipped.skippedClasses == 1)
  }

  // MARK: - D19: bounds

  @Test func aLogIsBoundedInEventsAndLineLength() throws {
    var options = ConsoleLog.Options(scenario: try ConsoleLogTests.scenario("dimming-presentation"))
    options.map = ["RedViewController=red"]
    options.ios = IOSVersion("17")
    options.maximumEvents = 3
    let many = ConsoleLog.read(String(repeating: "RedViewController viewWillAppear(_:)\n", count: 5), options: options)
    #expect(many.recording == nil)
    #expect(many.problems.map { "\($0.location)" } == ["4:1"])
    #expect(many.problems.first?.message.contains("more than 3 callbacks") == true, "\(many.problems)")

    options.maximumEvents = 100_000
    let long = ConsoleLog.read(
      "RedViewController viewWillAppear(_:)\n" + String(repeating: "x", count: 70_000), options: options)
    #expect(long.recording == nil)
    #expect(long.problems.map { "\($0.location)" } == ["2:1"])
    #expect(long.problems.first?.message.contains("70000 bytes long") == true, "\(long.problems)")
  }
}
