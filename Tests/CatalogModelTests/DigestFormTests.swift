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
