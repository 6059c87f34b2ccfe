import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing

/// The console-log importer (Docs/recordings.md): the line forms it reads, how classes become
/// scenario ids, and every ambiguity it reports with its line and column.
@Suite(.tags(.small))
struct ConsoleLogTests {
  static func scenario(_ name: String) throws -> Scenario {
    try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent("\(name).yaml").path).scenario
  }

  static func read(
    _ text: String, _ scenario: String = "dimming-presentation", map: [String] = [], ios: String? = "9.3"
  )
    throws -> ConsoleLogImport
  {
    var options = ConsoleLog.Options(scenario: try Self.scenario(scenario))
    options.map = map
    options.ios = ios.flatMap(IOSVersion.init)
    return ConsoleLog.read(text, options: options)
  }

  static func lines(_ result: ConsoleLogImport) -> [String] {
    guard let timeline = result.recording?.timeline else { return [] }
    return timeline.canonicalText().split(separator: "\n").map { String($0.drop { $0 == " " }) }
  }

  static let dimmingMap = [
    "YellowViewController=yellow", "RedViewController=red", "DimmingPresentationController=pc:red",
    "Dimmer=dimmer", "ZoomAnimator=animator:red",
  ]

  @Test func readsTheSwiftForm() throws {
    let result = try Self.read(
      """
      RedViewController viewWillAppear(_:)
      DimmingPresentationController presentationTransitionWillBegin()
      Dimmer presentationController(forPresented:presenting:source:)
      ZoomAnimator transitionDuration(using:)
      DimmingPresentationController frameOfPresentedViewInContainerView
      """, map: Self.dimmingMap)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(
      Self.lines(result) == [
        "0.000  red.viewWillAppear()", "0.000  pc:red.presentationTransitionWillBegin()",
        "0.000  dimmer.presentationController()", "0.000  animator:red.transitionDuration()",
        "0.000  pc:red.frameOfPresentedViewInContainerView",
      ])
    let kinds = result.recording?.timeline.events.map(\.kind)
    #expect(kinds == [.callback, .callback, .callback, .callback, .query])
  }

  @Test func readsObjectiveCAndSwiftTwoSpellingsAsTodaysMembers() throws {
    let result = try Self.read(
      """
      -[RedViewController viewWillAppear:]
      -[RedViewController(Logging) viewDidAppear:]
      -[_TtC4Demo17RedViewController viewWillDisappear:]
      -[Dimmer animationControllerForPresentedController:presentingController:sourceController:]
      DimmingPresentationController adaptivePresentationStyleForTraitCollection(_:)
      DimmingPresentationController presentedView()
      ZoomAnimator animateTransition(_:)
      Dimmer dealloc
      """, map: Self.dimmingMap)
    #expect(result.problems.isEmpty, "\(result.problems)")
    let calls = result.recording.map { timeline in
      timeline.timeline.events.map { "\(timeline.timeline.string($0.receiver)).\(timeline.timeline.string($0.call))" }
    }
    #expect(
      calls == [
        "red.viewWillAppear(_:)", "red.viewDidAppear(_:)", "red.viewWillDisappear(_:)",
        "dimmer.animationController(forPresented:presenting:source:)", "pc:red.adaptivePresentationStyle(for:)",
        "pc:red.presentedView", "animator:red.animateTransition(using:)", "dimmer.deinit",
      ])
  }

  @Test func valuesAfterTheMemberAreItsArgumentsAndResult() throws {
    let result = try Self.read(
      """
      RedViewController viewWillAppear(_:) true
      -[RedViewController viewDidAppear:] YES
      DimmingPresentationController shouldPresentInFullscreen -> false
      DimmingPresentationController presentationTransitionDidEnd(_:) false
      """, map: Self.dimmingMap)
    #expect(
      Self.lines(result) == [
        "0.000  red.viewWillAppear(true)", "0.000  red.viewDidAppear(true)",
        "0.000  pc:red.shouldPresentInFullscreen -> false", "0.000  pc:red.presentationTransitionDidEnd(false)",
      ])
  }

  @Test func timestampsBecomeSecondsSinceTheFirstTimedLine() throws {
    let result = try Self.read(
      """
      2024-03-01 23:59:59.900 Demo[812:30417] RedViewController viewWillAppear(_:)
      2024-03-02 00:00:00.250+0000 Demo[812:30417] RedViewController viewDidAppear(_:)
      RedViewController viewWillDisappear(_:)
      2024-03-02T00:00:01.250Z RedViewController viewDidDisappear(_:)
      """, map: Self.dimmingMap)
    #expect(
      Self.lines(result) == [
        "0.000  red.viewWillAppear()", "0.350  red.viewDidAppear()", "0.350  red.viewWillDisappear()",
        "1.350  red.viewDidDisappear()",
      ])
    let seconds = try Self.read(
      """
      10:00:00.100 RedViewController viewWillAppear(_:)
      10:00:00.450 RedViewController viewDidAppear(_:)
      """, map: Self.dimmingMap)
    #expect(Self.lines(seconds).last == "0.350  red.viewDidAppear()")
    let media = try Self.read(
      """
      5123.250000 RedViewController viewWillAppear(_:)
      5123.600000 RedViewController viewDidAppear(_:)
      """, map: Self.dimmingMap)
    #expect(Self.lines(media).last == "0.350  red.viewDidAppear()")
  }

  @Test func linesThatAreNotCallbacksAreSkippedAndCounted() throws {
    let result = try Self.read(
      """
      # a comment: not counted
      # Note: a comment too, though 'note' is close to 'notes'

      App launched
      RedViewController buttonTapped(_:)
      RedViewController viewWillAppear(_:)
      RedViewController buttonTapped(_:)
      2024-03-01 10:00:00.000 Demo[1:2] loading images
      UnrelatedViewController viewWillAppear(_:)
      """, map: Self.dimmingMap + ["UnrelatedViewController=-"])
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(result.eventLines == 1)
    #expect(result.skippedLines == 5)
    #expect(result.recording?.header.skippedLines == 5)
    #expect(result.unmodelled == [ConsoleLogImport.Unmodelled(line: 5, member: "buttonTapped(_:)", count: 2)])
  }

  @Test func directivesInTheLogFillTheHeaderAndTheCommandLineWins() throws {
    let result = try Self.read(
      """
      # scenario: dimming-presentation
      # ios: 8.4
      # device: iPhone 6
      # sdk: 8.4
      # recordedAt: 2015-06-01
      # recordedBy: ana
      # notes: first line
      # notes: second line
      # map: RedViewController=red Dimmer=yellow
      RedViewController viewWillAppear(_:)
      """, map: ["Dimmer=dimmer"], ios: "9.0")
    let header = try #require(result.recording?.header, "\(result.problems) \(result.optionProblems)")
    #expect(header.ios.text == "9.0")
    #expect(header.device == "iPhone 6")
    #expect(header.sdk?.text == "8.4")
    #expect(header.recordedAt == "2015-06-01")
    #expect(header.recordedBy == "ana")
    #expect(header.notes == "first line\nsecond line")
    #expect(header.map == ["RedViewController": "red", "Dimmer": "dimmer"])
  }

  @Test func aUIKitWarningNamesItsObjectsByTheirIDs() throws {
    let result = try Self.read(
      """
      Unbalanced calls to begin/end appearance transitions for <Demo.RedViewController: 0x7fb1c0d0a2e0>.
      2014-10-14 14:30:00.123 Demo[1:2] Warning: Attempt to present <RedViewController: 0x1> on <YellowViewController: 0x2> whose view is not in the window hierarchy!
      """, map: Self.dimmingMap)
    #expect(
      Self.lines(result) == [
        "0.000  UIKit.warning(\"Unbalanced calls to begin/end appearance transitions for <red>.\")",
        "0.000  UIKit.warning(\"Warning: Attempt to present <red> on <yellow> whose view is not in the window hierarchy!\")",
      ])
  }

  /// The one console line the seed articles print literally (S001, under SDK 8) imports as
  /// printed; the bundled log of that segue names the class as the scenario's own code does.
  @Test func theSeedArticlesLiteralLineImportsAsPrinted() throws {
    let result = try Self.read(
      "Unbalanced calls to begin/end appearance transitions for <YourViewController: 0x7fc46bd7e860>.\n",
      "custom-segue-immediate-present", map: ["YourViewController=destination"], ios: "8.0")
    #expect(
      Self.lines(result) == [
        "0.000  UIKit.warning(\"Unbalanced calls to begin/end appearance transitions for <destination>.\")"
      ], "\(result.problems)")
  }

  @Test func aClassThatPlaysSeveralRolesPicksTheIDThatFitsTheMember() throws {
    let result = try Self.read(
      """
      -[EditViewController viewWillAppear:]
      -[EditViewController animationControllerForDismissedController:]
      -[EditViewController interactionControllerForDismissal:]
      -[MailPresentationController dismissalTransitionDidEnd:]
      MailPresentationController alongsideCompletion
      -[MailAnimator completeTransition:]
      """, "mail-compose-sheet",
      map: [
        "EditViewController=compose,mail", "MailPresentationController=pc:compose", "MailAnimator=animator:compose",
      ])
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(
      Self.lines(result) == [
        "0.000  compose.viewWillAppear()", "0.000  mail.animationController()",
        "0.000  mail.interactionControllerForDismissal()", "0.000  pc:compose.dismissalTransitionDidEnd()",
        "0.000  coordinator:compose.alongsideCompletion", "0.000  context:compose.completeTransition()",
      ])
  }

  @Test func instancesAreMappedByTheirAddresses() throws {
    let result = try Self.read(
      """
      <Demo.ColorViewController: 0x600000c01a00> viewWillDisappear(_:) true
      <Demo.ColorViewController: 0x600000c01b00> viewWillAppear(_:) true
      """, map: ["0x600000c01a00=yellow", "0x600000C01B00=red"])
    #expect(Self.lines(result) == ["0.000  yellow.viewWillDisappear(true)", "0.000  red.viewWillAppear(true)"])
    // Swift pads a pointer to 16 digits, NSObject's description does not: one address either way.
    let padded = try Self.read(
      """
      <DestinationViewController: 0x0000600000c01a00> viewWillAppear(_:) true
      Unbalanced calls to begin/end appearance transitions for <Demo.DestinationViewController: 0x600000c01a00>.
      """, map: ["0x0000600000c01a00=red"])
    #expect(
      Self.lines(padded) == [
        "0.000  red.viewWillAppear(true)",
        "0.000  UIKit.warning(\"Unbalanced calls to begin/end appearance transitions for <red>.\")",
      ], "\(padded.problems)")
    let unpadded = try Self.read(
      """
      <DestinationViewController: 0x0000600000C01A00> viewWillAppear(_:) true
      Unbalanced calls to begin/end appearance transitions for <Demo.DestinationViewController: 0x600000c01a00>.
      """, map: ["0x600000c01a00=red"])
    #expect(Self.lines(unpadded) == Self.lines(padded), "\(unpadded.problems)")
    #expect(unpadded.recording?.header.map == ["0x600000c01a00": "red"])
  }

  // MARK: - Problems

  @Test func everyAmbiguityIsAProblemAtItsLine() throws {
    let result = try Self.read(
      """
      RedViewController viewWillAppear(_:)
      MysteryViewController viewWillAppear(_:)
      MysteryViewController viewDidAppear(_:)
      viewWillAppear(_:)
      RedViewController presentationTransitionWillBegin()
      <Demo.ColorViewController: 0x1> viewWillAppear(_:)
      <Demo.ColorViewController: 0x2> viewWillAppear(_:)
      RedViewController viewWillAppear(_:) true false
      2024-01-01 10:00:01.000 RedViewController viewDidAppear(_:)
      2024-01-01 10:00:00.000 RedViewController viewDidAppear(_:)
      Both viewWillAppear(_:)
      """, map: ["RedViewController=red", "ColorViewController=yellow", "Both=yellow,red"])
    #expect(result.recording == nil)
    let found = result.problems.map { "\($0.location)" }
    #expect(found == ["2:1", "4:1", "5:1", "7:1", "8:38", "10:1", "11:1"], "\(result.problems)")
    let messages = result.problems.map(\.message)
    #expect(messages[0].hasPrefix("no mapping for class 'MysteryViewController'"))
    #expect(messages[1].contains("but no class"))
    #expect(messages[2].contains("is a member of a presentation controller"))
    #expect(messages[3].contains("a second instance of 'ColorViewController'"))
    #expect(messages[4].contains("takes 1 value, and the line printed 2"))
    #expect(messages[5].contains("goes back"))
    #expect(messages[6].contains("'yellow' and 'red'"))
  }

  @Test func mapEntriesAndHeaderValuesAreChecked() throws {
    let result = try Self.read(
      """
      # map: RedViewController=rde Broken
      # ios: seventeen
      # recordedAt: yesterday
      # scenario: another
      # mpa: X=y
      RedViewController viewWillAppear(_:)
      """, map: ["Dimmer=dimmmer", "no-equals"], ios: nil)
    #expect(result.recording == nil)
    #expect(
      result.problems.map { "\($0.location)" } == ["1:8", "1:30", "2:8", "3:15", "4:13", "5:3"], "\(result.problems)")
    #expect(result.problems[0].message.contains("did you mean 'red'?"))
    #expect(result.problems[5].message.contains("did you mean '# map:'?"))
    #expect(result.optionProblems.count == 2, "\(result.optionProblems)")
    #expect(result.optionProblems[0].contains("did you mean 'dimmer'?"))
  }

  @Test func conflictingMapEntriesAreProblems() throws {
    let inLog = try Self.read(
      """
      # map: RedViewController=red
      # map: Dimmer=dimmer RedViewController=yellow
      # map: Dimmer=dimmer 0x1=red 0x0001=yellow
      RedViewController viewWillAppear(_:)
      """)
    #expect(inLog.recording == nil)
    #expect(inLog.problems.map { "\($0.location)" } == ["2:22", "3:30"], "\(inLog.problems)")
    #expect(
      inLog.problems.first?.message
        == "'RedViewController=yellow' conflicts with 'RedViewController=red' on line 1: give each class or address one entry"
    )
    let options = try Self.read(
      "RedViewController viewWillAppear(_:)", map: ["RedViewController=red", "RedViewController=yellow"])
    #expect(options.recording == nil)
    #expect(
      options.optionProblems == [
        "'--map RedViewController=yellow' conflicts with '--map RedViewController=red': give each class or address one entry"
      ])
    // The same entry twice, and an option over a directive, are not conflicts.
    let same = try Self.read(
      """
      # map: RedViewController=yellow
      RedViewController viewWillAppear(_:)
      """, map: ["RedViewController=red", "RedViewController=red"])
    #expect(Self.lines(same) == ["0.000  red.viewWillAppear()"], "\(same.problems) \(same.optionProblems)")
  }

  @Test func theIOSVersionIsRequired() throws {
    let result = try Self.read("RedViewController viewWillAppear(_:)", map: ["RedViewController=red"], ios: nil)
    #expect(result.recording == nil)
    #expect(result.optionProblems.first?.contains("--ios 17.2") == true)
  }
}
