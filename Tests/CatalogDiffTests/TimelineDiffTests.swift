import CatalogModel
import CatalogTestSupport
import Testing

@testable import CatalogDiff

/// Which events a diff reports, and where its hunks are.
struct TimelineDiffTests {
  // MARK: - Equal, added, removed, changed

  @Test func equalTimelinesHaveNoHunks() throws {
    // Given the same timeline read twice (two name tables, so names are compared by string)
    let left = try Timelines.parse(Timelines.dimmingBaseline)
    let right = try Timelines.parse(Timelines.dimmingBaseline)

    // When
    let diff = TimelineDiff.compute(left, right)

    // Then
    #expect(diff.isEqual)
    #expect(diff.hunks.isEmpty)
    #expect(diff.summary == DiffSummary())
    #expect(diff.summary.description == "timelines are equal")
    #expect(diff.unified(leftLabel: "a", rightLabel: "b") == "")
    #expect(diff.sideBySide(leftLabel: "a", rightLabel: "b") == "")
    #expect(diff.signature.isEmpty)
  }

  @Test func emptyTimelinesAreEqualAndAnEmptySideIsAllAdded() {
    #expect(TimelineDiff.compute(Timeline(), Timeline()).isEqual)
    let diff = TimelineDiff.compute(Timeline(), Timelines.numbered(2))
    #expect(diff.summary == DiffSummary(added: 2))
    #expect(diff.hunks.map(\.leftRange) == [0..<0])
    #expect(diff.hunks.map(\.rightRange) == [0..<2])
  }

  @Test func anInsertedEventIsAddedWithThreeEventsOfContext() throws {
    // Given ten different events, and the same with one more before event 5
    let left = Timelines.numbered(10)
    var right = left
    right.events.insert(
      Event(
        kind: .callback, time: VirtualTime(milliseconds: 5), turn: 0, receiver: right.intern("B"),
        call: Member.viewDidAppear.internedName, args: Arguments(.bool(true))),
      at: 5)

    // When
    let diff = TimelineDiff.compute(left, right)

    // Then
    #expect(diff.summary == DiffSummary(added: 1))
    let hunk = try #require(diff.hunks.first)
    #expect(diff.hunks.count == 1)
    #expect(hunk.leftRange == 2..<8)
    #expect(hunk.rightRange == 2..<9)
    #expect(
      hunk.lines == [
        .context(left: 2, right: 2), .context(left: 3, right: 3), .context(left: 4, right: 4),
        .added(right: 5),
        .context(left: 5, right: 6), .context(left: 6, right: 7), .context(left: 7, right: 8),
      ])
    #expect(hunk.time == VirtualTime(milliseconds: 2))
    DiffConsistency.check(diff)
  }

  @Test func aDeletedFirstEventIsRemovedAtTheStart() throws {
    let left = Timelines.numbered(10)
    var right = left
    right.events.removeFirst()

    let diff = TimelineDiff.compute(left, right)

    #expect(diff.summary == DiffSummary(removed: 1))
    let hunk = try #require(diff.hunks.first)
    #expect(hunk.leftRange == 0..<4)
    #expect(hunk.rightRange == 0..<3)
    #expect(hunk.lines.first == .removed(left: 0))
    #expect(hunk.time == .zero)
    #expect(hunk.header == "@@ -0,4 +0,3 @@ event 0, t=0.000")
    DiffConsistency.check(diff)
  }

  @Test func aRemovalAndAnAdditionOfTheSameCallAreOneChange() throws {
    let left = try Timelines.parse(
      """
         0.000  C.present(D, animated: true)
         0.000  D.viewWillAppear(true)
         0.350  D.viewDidAppear(true)
      """)
    let right = try Timelines.parse(
      """
         0.000  C.present(D, animated: true)
         0.000  D.viewWillAppear(false)
         0.400  D.viewDidAppear(true)
      """)

    let diff = TimelineDiff.compute(left, right)

    #expect(diff.summary == DiffSummary(changed: 2))
    #expect(
      diff.changes == [
        .changed(left: 1, right: 1, parts: .args),
        .changed(left: 2, right: 2, parts: .time),
      ])
    DiffConsistency.check(diff)
  }

  @Test func pairsKeepTheirOrderAndTheRestIsAddedOrRemoved() throws {
    // Given a run of changes where only A's call appears on both sides
    let left = try Timelines.parse(
      """
         0.000  X.present(D, animated: true)
         0.000  A.viewWillAppear(true)
         0.000  B.viewWillAppear(true)
         0.000  X.dismiss(animated: true)
      """)
    let right = try Timelines.parse(
      """
         0.000  X.present(D, animated: true)
         0.000  A.viewWillAppear(false)
         0.000  C.viewDidAppear(true)
         0.000  X.dismiss(animated: true)
      """)

    let diff = TimelineDiff.compute(left, right)

    // Then A is changed, B removed and C added, in timeline order
    #expect(diff.summary == DiffSummary(added: 1, removed: 1, changed: 1))
    #expect(
      diff.changes == [
        .changed(left: 1, right: 1, parts: .args), .removed(left: 2), .added(right: 2),
      ])
  }

  @Test func aChangedKindOrResultIsNamed() throws {
    let left = try Timelines.parse(
      "   0.000  pc:D.frameOfPresentedViewInContainerView -> [0, 0, 375, 667]\n")
    let right = try Timelines.parse(
      "   0.000  pc:D.frameOfPresentedViewInContainerView -> [50, 50, 275, 567]\n")
    #expect(
      TimelineDiff.compute(left, right).changes == [.changed(left: 0, right: 0, parts: .result)])

    var callback = left
    callback.events[0].kind = .callback
    #expect(
      TimelineDiff.compute(left, callback).changes == [.changed(left: 0, right: 0, parts: .kind)])
  }

  // MARK: - Ignoring time

  @Test func ignoringTimeHidesAPureTimeShift() throws {
    // Given the same events, each 100 ms later
    let left = Timelines.numbered(10)
    var right = left
    for index in right.events.indices {
      right.events[index].time = right.events[index].time + VirtualTime(milliseconds: 100)
      right.events[index].turn = 7
    }

    // When and Then: with time, every event changed its time; without, nothing changed
    let timed = TimelineDiff.compute(left, right)
    #expect(timed.summary == DiffSummary(changed: 10))
    #expect(timed.changes.allSatisfy { if case .changed(_, _, .time) = $0 { true } else { false } })
    #expect(TimelineDiff.compute(left, right, options: DiffOptions(ignoreTime: true)).isEqual)
  }

  @Test func ignoringTimeStillShowsAnOrderChange() throws {
    let left = try Timelines.parse(
      """
         0.000  nav.viewWillDisappear(true)
         0.000  D.viewWillAppear(true)
         0.350  D.viewDidAppear(true)
      """)
    let right = try Timelines.parse(
      """
         0.000  D.viewWillAppear(true)
         0.000  nav.viewWillDisappear(true)
         0.500  D.viewDidAppear(true)
      """)

    let diff = TimelineDiff.compute(left, right, options: DiffOptions(ignoreTime: true))

    #expect(!diff.isEqual)
    // nav.viewWillDisappear moved after D.viewWillAppear: one event moved, not one removed and
    // another added (issue 11 item 4).
    #expect(diff.summary == DiffSummary(added: 1, removed: 1, moved: 1))
    #expect(diff.summary.description == "1 event moved")
    #expect(diff.moves.rightOfLeft == [0: 1])
    #expect(diff.signature.items.map(\.description) == ["> nav.viewWillDisappear(_:)"])
    #expect(diff.signature.title == "`nav.viewWillDisappear(_:)` moved")
    #expect(
      diff.unified(leftLabel: "a", rightLabel: "b") == """
        --- a
        +++ b
        @@ -0,3 +0,3 @@ event 0, t=0.000
        -   0.000  nav.viewWillDisappear(true)  (moved to event 1)
            0.000  D.viewWillAppear(true)
        +   0.000  nav.viewWillDisappear(true)  (moved from event 0)
            0.350  D.viewDidAppear(true)

        """)
    // Side by side, the gutter (column 40 at width 80) marks both rows of the move with '^'.
    #expect(
      diff.sideBySide(leftLabel: "a", rightLabel: "b", width: 80).split(separator: "\n").map {
        $0.count > 39 ? String($0.dropFirst(39).prefix(1)) : ""
      } == [" ", "", "^", " ", "^", " "])
    DiffConsistency.check(diff)
  }

  // MARK: - Hunks and context

  @Test func separateChangesGetSeparateHunksWithTheirPositionsAndTimes() throws {
    // Given 40 events with event 10 changed and event 30 removed
    let left = Timelines.numbered(40)
    var right = left
    right.events[10].args = Arguments(.bool(false))
    right.events.remove(at: 30)

    let diff = TimelineDiff.compute(left, right)

    #expect(diff.hunks.count == 2)
    #expect(diff.hunks.map(\.leftRange) == [7..<14, 27..<34])
    #expect(diff.hunks.map(\.rightRange) == [7..<14, 27..<33])
    #expect(
      diff.hunks.map(\.time) == [VirtualTime(milliseconds: 7), VirtualTime(milliseconds: 27)])
    #expect(
      diff.hunks.map(\.header) == [
        "@@ -7,7 +7,7 @@ event 7, t=0.007", "@@ -27,7 +27,6 @@ event 27, t=0.027",
      ])
    DiffConsistency.check(diff)
  }

  @Test func changesCloserThanTwiceTheContextShareAHunk() {
    let left = Timelines.numbered(30)
    // 6 equal events between the changes at 10 and 17: one hunk with context 3.
    var near = left
    near.events[10].args = Arguments(.bool(false))
    near.events[17].args = Arguments(.bool(false))
    let merged = TimelineDiff.compute(left, near)
    #expect(merged.hunks.count == 1)
    #expect(merged.hunks.first?.leftRange == 7..<21)
    #expect(merged.hunks.first?.lines.count == 14)

    // 7 equal events between them: two hunks.
    var far = left
    far.events[10].args = Arguments(.bool(false))
    far.events[18].args = Arguments(.bool(false))
    #expect(TimelineDiff.compute(left, far).hunks.count == 2)
    // More context merges them again; no context splits even adjacent-but-one changes.
    #expect(TimelineDiff.compute(left, far, options: DiffOptions(context: 4)).hunks.count == 1)
    let bare = TimelineDiff.compute(left, near, options: DiffOptions(context: 0))
    #expect(
      bare.hunks.map(\.lines) == [
        [.changed(left: 10, right: 10, parts: .args)],
        [.changed(left: 17, right: 17, parts: .args)],
      ])
  }

  @Test func contextStopsAtTheEndsOfTheTimelines() {
    let left = Timelines.numbered(3)
    var right = left
    right.events[1].args = Arguments(.bool(false))

    let diff = TimelineDiff.compute(left, right, options: DiffOptions(context: 10))

    #expect(diff.hunks.map(\.leftRange) == [0..<3])
    #expect(diff.hunks.map(\.rightRange) == [0..<3])
  }

  // MARK: - Larger inputs

  @Test func scatteredChangesInALongTimelineAreAllFound() {
    // Given 10,000 events with every 100th changed (not timed: correctness only)
    let left = Timelines.numbered(10_000)
    var right = left
    for index in stride(from: 50, to: 10_000, by: 100) {
      right.events[index].args = Arguments(.bool(false))
    }

    let diff = TimelineDiff.compute(left, right)

    #expect(diff.summary == DiffSummary(changed: 100))
    #expect(diff.hunks.count == 100)
    DiffConsistency.check(diff)
  }

  @Test func scatteredChangesAmongRepeatedEventsAreFoundWhenIgnoringTime() {
    // Given a timeline of few distinct events (so changed events match others elsewhere)
    var left = Timeline()
    let receivers = ["A", "B", "C", "D"].map { left.intern($0) }
    let members: [Member] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear]
    for index in 0..<5_000 {
      left.events.append(
        Event(
          kind: .callback, time: VirtualTime(milliseconds: Int64(index)), turn: 0,
          receiver: receivers[index % 4], call: members[index % 3].internedName,
          args: Arguments(.bool(index % 7 < 3))))
    }
    var right = left
    for index in stride(from: 25, to: 5_000, by: 50) {
      right.events[index].args = Arguments(.bool(!(index % 7 < 3)))
    }

    let diff = TimelineDiff.compute(left, right, options: DiffOptions(ignoreTime: true))

    #expect(diff.summary == DiffSummary(changed: 100))
    DiffConsistency.check(diff)
  }

  @Test func unrelatedTimelinesGiveOneValidHunk() {
    let left = Timelines.numbered(3_000, receiver: "A")
    let right = Timelines.numbered(2_000, receiver: "B")

    let diff = TimelineDiff.compute(left, right)

    #expect(diff.hunks.count == 1)
    #expect(diff.summary == DiffSummary(added: 2_000, removed: 3_000))
    DiffConsistency.check(diff)
  }

  @Test func aReversedTimelineGivesAValidDiff() {
    // Given a sequence and its reverse under ignoreTime with a small alphabet: a costly case
    var left = Timeline()
    let receivers = ["A", "B", "C"].map { left.intern($0) }
    for index in 0..<4_000 {
      left.events.append(
        Event(
          kind: .callback, time: .zero, turn: 0, receiver: receivers[(index * 7 + index / 3) % 3],
          call: Member.viewWillAppear.internedName, args: Arguments(.bool(index % 5 == 0))))
    }
    var right = left
    right.events.reverse()

    let diff = TimelineDiff.compute(left, right, options: DiffOptions(ignoreTime: true))

    #expect(!diff.isEqual)
    DiffConsistency.check(diff)
  }
}
