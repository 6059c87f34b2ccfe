import Testing

@testable import CatalogModel

/// The canonical text and JSON Lines forms of a timeline (Docs/timeline-format.md, "Events"–2.2).
struct TimelineFormsTests {
  /// A timeline touching every value shape, built the way the engine builds one.
  static func sample() -> Timeline {
    var timeline = Timeline()
    let c = timeline.intern("C")
    let d = timeline.intern("D")
    let pc = timeline.intern("pc:D")
    let fade = timeline.intern("fade")
    let label = timeline.intern("DimmingPresentationController")
    let frame = timeline.value(Rect(x: 50, y: 50, width: 275, height: 567))
    let warning = timeline.intern("Unbalanced calls to begin/end appearance transitions for <D>.")
    func add(_ member: Member, _ receiver: Name, _ args: Value..., result: Value? = nil, ms: Int64 = 0, turn: Int32 = 0)
    {
      timeline.events.append(
        Event(
          kind: member.kind, time: VirtualTime(milliseconds: ms), turn: turn, receiver: receiver,
          call: member.internedName, args: Arguments(contentsOf: args), result: result))
    }
    add(.present, c, .string(d), .bool(true))
    add(.presentationControllerForPresented, fade, .string(d), .string(c), .string(c), result: .string(label))
    add(.shouldPresentInFullscreen, pc, result: .bool(true))
    add(.presentationTransitionWillBegin, pc, turn: 1)
    add(.viewWillAppear, d, .bool(true), turn: 1)
    add(.frameOfPresentedViewInContainerView, pc, result: frame, turn: 1)
    add(
      .transitionDuration, timeline.intern("animator:D"), .string(timeline.intern("context:D")), result: .number(0.35),
      turn: 1)
    add(.presentationTransitionDidEnd, pc, .bool(true), ms: 1000, turn: 2)
    add(.warning, StaticNames.uiKit, .string(warning), ms: 1000, turn: 2)
    add(.deinitialize, fade, ms: 1000, turn: 2)
    add(.completion, c, ms: 1000, turn: 2)
    add(
      .adaptivePresentationStyle, pc, .string(timeline.intern("compact/regular")),
      result: .string(StaticNames.style(.none)))
    return timeline
  }

  @Test func canonicalTextMatchesTheFormatsExample() {
    let text = Self.sample().canonicalText()
    #expect(
      text == """
           0.000  C.present(D, animated: true)
           0.000  fade.presentationController(forPresented: D, presenting: C, source: C) -> DimmingPresentationController
           0.000  pc:D.shouldPresentInFullscreen -> true
           0.000  pc:D.presentationTransitionWillBegin()
           0.000  D.viewWillAppear(true)
           0.000  pc:D.frameOfPresentedViewInContainerView -> [50, 50, 275, 567]
           0.000  animator:D.transitionDuration(using: context:D) -> 0.35
           1.000  pc:D.presentationTransitionDidEnd(true)
           1.000  UIKit.warning("Unbalanced calls to begin/end appearance transitions for <D>.")
           1.000  fade.deinit
           1.000  C.completion
           0.000  pc:D.adaptivePresentationStyle(for: compact/regular) -> none

        """)
  }

  @Test func canonicalTextReadsBackToEqualEvents() throws {
    let original = Self.sample()
    let parsed = try Timeline(canonicalText: original.canonicalText())
    #expect(parsed.count == original.count)
    for i in 0..<original.count {
      #expect(original.eventsEqual(i, parsed, i), "event \(i): \(parsed.canonicalLine(i))")
      #expect(parsed.events[i].kind == original.events[i].kind)
    }
    #expect(parsed.canonicalText() == original.canonicalText())
  }

  @Test func jsonLinesReadBackToTheSameTimeline() throws {
    let original = Self.sample()
    let json = original.jsonLines()
    #expect(
      json.hasPrefix(
        #"{"seq": 0, "t": 0.000, "turn": 0, "kind": "call", "receiver": "C", "call": "present(_:animated:completion:)", "args": ["D", true]}"#
      ))
    let parsed = try Timeline(jsonLines: json)
    #expect(parsed == original)
    #expect(parsed.jsonLines() == json)
  }

  @Test func stringsThatDoNotReadAsNamesAreQuotedAndEscaped() {
    #expect(TextToken.isBare("pc:D#2"))
    #expect(TextToken.isBare("_UIFullscreenPresentationController"))
    #expect(!TextToken.isBare("true"))
    #expect(!TextToken.isBare("nil"))
    #expect(!TextToken.isBare("two words"))
    #expect(!TextToken.isBare("1abc"))
    #expect(!TextToken.isBare("label:"))
    var out = ""
    TextToken.appendQuoted("a \"b\"\n\\", to: &out)
    #expect(out == #""a \"b\"\n\\""#)
  }

  @Test func malformedCanonicalLinesNameTheirLineAndColumn() {
    #expect(throws: TimelineFormatError(line: 2, column: 5, "expected a time with three decimals, like 0.350")) {
      try Timeline(canonicalText: "   0.000  C.present(D, animated: true)\n   0,000  D.viewWillAppear(true)\n")
    }
    #expect(
      throws: TimelineFormatError(line: 1, column: 25, "unterminated string: expected a closing '\"' for this one")
    ) {
      try Timeline(canonicalText: "   0.000  UIKit.warning(\"oops")
    }
  }

  /// Rule 7.3: the app's assignment of a property is a `call` written as the property's bare name
  /// with the value as its one argument; it reads back as that member and kind, in both forms,
  /// next to the sheet delegate's callback and a read of a property (a query).
  @Test func propertyAssignmentsReadBackAsCalls() throws {
    var timeline = Timeline()
    let pc = timeline.intern("pc:D")
    let medium = timeline.intern("medium")
    let sheet = timeline.intern("sheet")
    timeline.events = [
      Event(
        kind: .call, time: .zero, turn: 0, receiver: pc, call: Member.selectedDetentIdentifier.internedName,
        args: Arguments(.string(medium))),
      Event(
        kind: .callback, time: .zero, turn: 0, receiver: sheet,
        call: Member.didChangeSelectedDetentIdentifier.internedName, args: Arguments(.string(pc))),
      Event(
        kind: .query, time: .zero, turn: 0, receiver: pc, call: Member.shouldPresentInFullscreen.internedName,
        args: Arguments(), result: .bool(true)),
    ]
    let text = timeline.canonicalText()
    #expect(
      text == """
           0.000  pc:D.selectedDetentIdentifier(medium)
           0.000  sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc:D)
           0.000  pc:D.shouldPresentInFullscreen -> true

        """)
    let parsed = try Timeline(canonicalText: text)
    #expect(parsed.events.map(\.kind) == [.call, .callback, .query])
    #expect(parsed.canonicalText() == text)
    #expect(
      timeline.jsonLines().hasPrefix(
        #"{"seq": 0, "t": 0.000, "turn": 0, "kind": "call", "receiver": "pc:D", "call": "selectedDetentIdentifier", "args": ["medium"]}"#
      ))
    #expect(try Timeline(jsonLines: timeline.jsonLines()) == timeline)
  }

  @Test func unknownMembersKeepTheirLabelsAndGuessTheirKind() throws {
    let timeline = try Timeline(canonicalText: "   0.000  X.custom(a: 1, 2)\n   0.000  X.flag -> true\n")
    #expect(timeline.string(timeline.events[0].call) == "custom(a:_:)")
    #expect(timeline.events[0].kind == .callback)
    #expect(timeline.events[1].kind == .query)
  }

  @Test func jsonLinesRejectOutOfOrderSequenceNumbers() {
    #expect(throws: TimelineFormatError.self) {
      try Timeline(
        jsonLines: #"{"seq": 1, "t": 0.0, "turn": 0, "kind": "call", "receiver": "C", "call": "x()", "args": []}"#)
    }
  }
}

/// The streaming renderer gives the same bytes as `canonicalText()`, however the chunks fall.
struct CanonicalStreamingTests {
  @Test func streamedBytesEqualTheCanonicalText() {
    var timeline = TimelineFormsTests.sample()
    // Enough events to cross several 16 KB chunks.
    let base = timeline.events
    for round in 1...400 {
      for event in base {
        var copy = event
        copy.time = event.time + VirtualTime(milliseconds: Int64(round) * 1000)
        timeline.events.append(copy)
      }
    }
    var streamed: [UInt8] = []
    var chunks = 0
    timeline.writeCanonicalText { buffer in
      streamed.append(contentsOf: buffer)
      chunks += 1
    }
    #expect(chunks > 3)
    #expect(streamed == Array(timeline.canonicalText().utf8))
    #expect(timeline.canonicalLine(3) == "   0.000  pc:D.presentationTransitionWillBegin()")
    #expect(timeline.canonicalCall(1).hasPrefix("fade.presentationController(forPresented: D"))
  }
}

struct TimestampTests {
  @Test func timestampsRoundTripInUTC() {
    #expect(Timestamp.string(secondsSince1970: 0) == "1970-01-01T00:00:00Z")
    #expect(Timestamp.string(secondsSince1970: 1_795_349_309.9) == "2026-11-22T12:08:29Z")
    #expect(Timestamp.secondsSince1970("2026-11-22T12:08:29Z") == 1_795_349_309)
    #expect(Timestamp.secondsSince1970("2026-13-22T12:08:29Z") == nil)
    #expect(Timestamp.secondsSince1970("yesterday") == nil)
  }

  /// Issue 16: a time read from a damaged catalog never traps; it is clamped to years 1–9999.
  @Test func timesOutOfRangeAreClampedNotTrapped() {
    #expect(Timestamp.string(secondsSince1970: .infinity) == "9999-12-31T23:59:59Z")
    #expect(Timestamp.string(secondsSince1970: -1e300) == "0001-01-01T00:00:00Z")
    #expect(Timestamp.string(secondsSince1970: .nan) == "1970-01-01T00:00:00Z")
  }
}
