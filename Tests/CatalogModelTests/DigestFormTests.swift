import Testing

@testable import CatalogModel

/// The digest form that a timeline's content hash is computed over: equal exactly when the
/// canonical text is equal, and stable until its version changes.
struct DigestFormTests {
  @Test func theFormIsStableByteForByte() {
    // A change to these bytes changes every stored hash: it needs a new `digestFormVersion` and a
    // migration that re-hashes stored timelines (as 0007 did), not an edit of this expectation.
    var timeline = Timeline()
    let c = timeline.intern("C")
    let d = timeline.intern("D")
    timeline.events = [
      Event(
        kind: .call, time: VirtualTime(milliseconds: 0), turn: 0, receiver: c, call: Member.present.internedName,
        args: Arguments(.string(d), .bool(true))),
      Event(
        kind: .query, time: VirtualTime(milliseconds: 350), turn: 1, receiver: d,
        call: Member.transitionDuration.internedName, args: Arguments(.string(c)), result: .number(0.35)),
      Event(
        kind: .lifecycle, time: VirtualTime(milliseconds: 1000), turn: 2, receiver: d,
        call: Member.viewDidAppear.internedName, args: Arguments(.bool(false)), result: .number(-2)),
    ]
    let header = Array("catalog-timeline-v2\n".utf8)
    let present = Array(Member.present.name.utf8)
    let duration = Array(Member.transitionDuration.name.utf8)
    let appeared = Array(Member.viewDidAppear.name.utf8)
    var expected = header
    // 0 ms; C (new, 1); present (new, 2); 2 arguments: D (new, 3), true; no result.
    expected +=
      [0, 0, 1, UInt8(ascii: "C"), 0, UInt8(present.count)] + present + [2, 5, 0, 1, UInt8(ascii: "D"), 2, 0]
    // 350 ms (zigzag 700 = 0xBC 0x05); D (3); transitionDuration (new, 4); C (1); result 0.35 by its bits.
    expected += [0xBC, 0x05, 3, 0, UInt8(duration.count)] + duration + [1, 5, 1, 1, 4]
    var bits = (0.35).bitPattern
    for _ in 0..<8 {
      expected.append(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
    // 1000 ms (zigzag 2000 = 0xD0 0x0F); D (3); viewDidAppear (new, 5); false; result -2 (zigzag 3).
    expected += [0xD0, 0x0F, 3, 0, UInt8(appeared.count)] + appeared + [1, 1, 1, 3, 3]
    #expect(timeline.digestForm() == expected)
  }

  /// The form as its layout (`Timeline.writeDigestForm(_:)`) describes it, written the plain way,
  /// byte by byte, with names told apart by their text: what the writer's buffer and room-making
  /// must give.
  static func formAsDescribed(_ timeline: Timeline) -> [UInt8] {
    var out = Array("catalog-timeline-v2\n".utf8)
    var numbers: [String: Int] = [:]
    func unsigned(_ value: UInt64) {
      var value = value
      while value >= 0x80 {
        out.append(UInt8(value & 0x7F) | 0x80)
        value >>= 7
      }
      out.append(UInt8(value))
    }
    func signed(_ value: Int64) { unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }
    func name(_ name: Name) {
      let text = timeline.string(name)
      if let number = numbers[text] { return unsigned(UInt64(number)) }
      numbers[text] = numbers.count + 1
      out.append(0)
      unsigned(UInt64(text.utf8.count))
      out += text.utf8
    }
    func number(_ number: Double) {
      if number == number.rounded(), abs(number) < 1e15 {
        out.append(3)
        return signed(Int64(number))
      }
      out.append(4)
      let bits = number.isNaN ? (number.sign == .minus ? -Double.nan : Double.nan).bitPattern : number.bitPattern
      for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }
    func value(_ value: Value) {
      switch value {
      case .null: out.append(0)
      case .bool(let flag): out.append(flag ? 2 : 1)
      case .number(let value): number(value)
      case .string(let value):
        out.append(5)
        name(value)
      case .rect(let index):
        out.append(6)
        let rect = timeline.rects[Int(index)]
        for part in [rect.x, rect.y, rect.width, rect.height] { number(part) }
      case .list(let index):
        out.append(7)
        unsigned(UInt64(timeline.lists[Int(index)].count))
        for item in timeline.lists[Int(index)] { name(item) }
      }
    }
    for event in timeline.events {
      signed(event.time.milliseconds)
      name(event.receiver)
      name(event.call)
      out.append(UInt8(event.args.count))
      for argument in event.args { value(argument) }
      if let result = event.result {
        out.append(1)
        value(result)
      } else {
        out.append(0)
      }
    }
    return out
  }

  /// Thousands of events that reach every bound of the writer's buffer: names of every length
  /// (past the 16 KB chunk), long lists, rectangles of four 9-byte numbers in all four
  /// arguments and the result, the largest times, static names and new ones.
  @Test func longAndWideTimelinesAreWrittenAsTheLayoutSays() {
    var timeline = Timeline()
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var names: [Name] = Member.allCases.prefix(8).map(\.internedName)
    for length in [1, 15, 16, 127, 128, 255, 256, 300, 16_383, 16_384, 20_000] {
      names.append(timeline.intern(String(repeating: "n", count: length - 1) + "\(length % 10)"))
    }
    let numbers: [Double] = [0, -0.0, 1, -1, 1e15 - 1, -(1e15 - 1), 1e15, 0.35, .nan, -.nan, .infinity, 1e300]
    func value() -> Value {
      switch next(7) {
      case 0: return .null
      case 1: return .bool(next(2) == 0)
      case 2: return .number(numbers[next(numbers.count)])
      case 3: return .string(next(4) == 0 ? timeline.intern("new-\(next(5_000))") : names[next(names.count)])
      case 4:
        return timeline.value(
          Rect(x: -(1e15 - 1), y: numbers[next(numbers.count)], width: 1e300, height: -(1e15 - 1)))
      case 5: return timeline.value(list: (0..<next(400)).map { _ in names[next(names.count)] })
      default: return timeline.value(Rect(x: 0.5, y: -(1e15 - 1), width: -(1e15 - 1), height: 1e15 - 1))
      }
    }
    let times: [Int64] = [0, 1, 63, 64, 8_191, 8_192, .max, .min, -1]
    for index in 0..<3_000 {
      let count = next(5)
      let args = Arguments(contentsOf: (0..<count).map { _ in value() })
      timeline.events.append(
        Event(
          kind: .call, time: VirtualTime(milliseconds: times[index % times.count]), turn: 0,
          receiver: index % 97 == 0 ? timeline.intern("receiver-\(index)") : names[next(names.count)],
          call: names[next(names.count)], args: args, result: next(3) == 0 ? nil : value()))
    }
    let form = timeline.digestForm()
    #expect(form.count > 200_000)
    #expect(form == Self.formAsDescribed(timeline))
  }

  /// A list whose first name is new and long, then many names already numbered: the new name's
  /// text may use the room made for the list, and the names after it still need theirs. Each
  /// timeline is written by a writer of its own, whose buffer starts small. (A write past the
  /// buffer stops a debug build at its assertion.)
  @Test(arguments: [1, 200, 1_000, 1_508, 1_600, 4_000, 16_500])
  func aListWithALongNewNameThenManyOldOnesIsWrittenWhole(length: Int) {
    for count in [1, 2, 60, 299, 1_000, 5_000] {
      var timeline = Timeline()
      let old = timeline.intern("A")
      let new = timeline.intern(String(repeating: "x", count: length))
      let list = timeline.value(list: [new] + Array(repeating: old, count: count))
      timeline.events = [
        Event(
          kind: .call, time: VirtualTime(milliseconds: 0), turn: 0, receiver: old, call: Member.present.internedName),
        Event(
          kind: .call, time: VirtualTime(milliseconds: 0), turn: 0, receiver: old,
          call: Member.present.internedName, args: Arguments(list, list), result: list),
      ]
      #expect(timeline.digestForm() == Self.formAsDescribed(timeline), "a name of \(length) bytes, then \(count)")
    }
  }

  @Test func whatTheTextLeavesOutIsLeftOut() {
    // Turns and kinds are not in the canonical text, and a whole number is written as an
    // integer there: timelines that differ only so have one form.
    let sample = TimelineFormsTests.sample()
    var other = sample
    for index in other.events.indices {
      other.events[index].turn = -1
      other.events[index].kind = .callback
    }
    #expect(other.canonicalText() == sample.canonicalText())
    #expect(other.digestForm() == sample.digestForm())

    var zero = Timeline()
    var negativeZero = Timeline()
    for (timeline, number) in [(0, 0.0), (1, -0.0)] {
      var built = Timeline()
      let a = built.intern("A")
      built.events = [
        Event(
          kind: .query, time: .zero, turn: 0, receiver: a, call: Member.transitionDuration.internedName,
          result: .number(number))
      ]
      if timeline == 0 { zero = built } else { negativeZero = built }
    }
    #expect(zero.canonicalText() == negativeZero.canonicalText())
    #expect(zero.digestForm() == negativeZero.digestForm())
  }

  @Test func howNamesWereInternedDoesNotMatter() throws {
    // A timeline read back from its text interns names in another order than the engine did.
    let sample = TimelineFormsTests.sample()
    let parsed = try Timeline(canonicalText: sample.canonicalText())
    #expect(parsed.canonicalText() == sample.canonicalText())
    #expect(parsed.digestForm() == sample.digestForm())

    var interned = Timeline()
    _ = interned.intern("unused")
    _ = interned.intern("pc:D")
    var reordered = sample
    reordered.names = interned.names
    for index in reordered.events.indices {
      let event = sample.events[index]
      reordered.events[index].receiver = reordered.intern(sample.string(event.receiver))
      reordered.events[index].call = reordered.intern(sample.string(event.call))
      reordered.events[index].args = Arguments(contentsOf: event.args.map { move($0, from: sample, into: &reordered) })
      reordered.events[index].result = event.result.map { move($0, from: sample, into: &reordered) }
    }
    #expect(reordered.canonicalText() == sample.canonicalText())
    #expect(reordered.digestForm() == sample.digestForm())
  }

  @Test func everyChangeTheTextShowsChangesTheForm() {
    let sample = TimelineFormsTests.sample()
    let form = sample.digestForm()
    var changes: [Timeline] = []
    var later = sample
    later.events[3].time = VirtualTime(milliseconds: 1)
    changes.append(later)
    var receiver = sample
    receiver.events[0].receiver = receiver.intern("E")
    changes.append(receiver)
    var call = sample
    call.events[4].call = Member.viewDidAppear.internedName
    changes.append(call)
    var argument = sample
    argument.events[0].args = Arguments(.string(argument.intern("D")), .bool(false))
    changes.append(argument)
    var fewer = sample
    fewer.events[0].args = Arguments(.string(fewer.intern("D")))
    changes.append(fewer)
    var result = sample
    result.events[6].result = .number(0.36)
    changes.append(result)
    var noResult = sample
    noResult.events[6].result = nil
    changes.append(noResult)
    var rect = sample
    rect.events[5].result = rect.value(Rect(x: 50, y: 50, width: 275, height: 568))
    changes.append(rect)
    var dropped = sample
    dropped.events.removeLast()
    changes.append(dropped)
    var swapped = sample
    swapped.events.swapAt(1, 2)
    changes.append(swapped)
    // A text value spelled like a name used elsewhere is still the same text.
    var quoted = sample
    quoted.events[8].args = Arguments(.string(quoted.intern("pc:D")))
    changes.append(quoted)
    for (index, changed) in changes.enumerated() {
      #expect(changed.canonicalText() != sample.canonicalText(), "change \(index)")
      #expect(changed.digestForm() != form, "change \(index)")
    }
  }

  private func move(_ value: Value, from timeline: Timeline, into result: inout Timeline) -> Value {
    switch value {
    case .string(let name): .string(result.intern(timeline.string(name)))
    case .rect(let index): result.value(timeline.rects[Int(index)])
    default: value
    }
  }
}
