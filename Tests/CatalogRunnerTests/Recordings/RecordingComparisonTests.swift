import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogTestSupport
import Testing

/// How an engine timeline is compared with a device recording (Docs/recordings.md): what is
/// restricted, what is unknown, and how orderings are counted.
@Suite(.tags(.small))
struct RecordingComparisonTests {
  @Test func theEngineIsRestrictedToTheRecordingsReceiversAndMembersUnlessExact() throws {
    let engine = try Timeline.atTimeZero(
      "a.present(b, animated: true)", "b.viewWillAppear(true)", "a.viewWillDisappear(true)", "b.viewDidAppear(true)",
      "c.viewWillAppear(true)", "b.viewDidLayoutSubviews()")
    let recording = try Timeline.atTimeZero("b.viewWillAppear()", "b.viewDidAppear()")
    let restricted = RecordingComparison.compute(engine: engine, recording: recording)
    #expect(restricted.receivers == ["b"])
    #expect(restricted.members == ["viewDidAppear(_:)", "viewWillAppear(_:)"])
    #expect(restricted.engineIndices == [1, 3])
    #expect(restricted.diff.isEqual)
    #expect(restricted.orderings.count == 3)
    #expect(restricted.reproduced == 3)
    #expect(restricted.disagreements.isEmpty)

    let exact = RecordingComparison.compute(engine: engine, recording: recording, exact: true)
    #expect(exact.engineIndices == [0, 1, 2, 3, 4, 5])
    #expect(exact.diff.summary.removed == 4)
    #expect(exact.disagreements.map(\.kind) == [.onlyInEngine, .onlyInEngine, .onlyInEngine, .onlyInEngine])
    #expect(exact.disagreements.compactMap(\.engineEvent) == [0, 2, 4, 5])
    // start→willAppear fails (the engine starts with present), willAppear→didAppear fails (the
    // presenter's disappearance is between), didAppear→end fails (two more events follow).
    #expect(exact.reproduced == 0)
  }

  @Test func valuesALogDidNotPrintAreUnknownNotDifferent() throws {
    let engine = try Timeline.atTimeZero(
      "pc:b.presentationTransitionDidEnd(true)", "b.viewDidAppear(true)", "pc:b.shouldRemovePresentersView -> false")
    let unprinted = try Timeline.atTimeZero(
      "pc:b.presentationTransitionDidEnd()", "b.viewDidAppear()", "pc:b.shouldRemovePresentersView")
    #expect(RecordingComparison.compute(engine: engine, recording: unprinted).diff.isEqual)

    let printed = try Timeline.atTimeZero(
      "pc:b.presentationTransitionDidEnd(false)", "b.viewDidAppear(true)", "pc:b.shouldRemovePresentersView -> true")
    let comparison = RecordingComparison.compute(engine: engine, recording: printed)
    #expect(comparison.diff.summary.changed == 2)
    #expect(comparison.disagreements.map(\.kind) == [.differentValues, .differentValues])
    #expect(comparison.disagreements.map(\.engineEvent) == [0, 2])
    #expect(comparison.disagreements.map(\.recordedEvent) == [0, 2])
  }

  @Test func anOrderingIsReproducedWhenTheEngineHasItsTwoEventsNextToEachOther() throws {
    // The engine has a.viewWillAppear between the two recorded viewDidAppear calls of a.
    let engine = try Timeline.atTimeZero("a.viewDidAppear(true)", "a.viewWillAppear(true)", "a.viewDidAppear(true)")
    let recording = try Timeline.atTimeZero("a.viewDidAppear()", "a.viewDidAppear()")
    let restricted = RecordingComparison.compute(engine: engine, recording: recording)
    #expect(restricted.reproduced == 3, "viewWillAppear is not a member the recording has")
    let comparison = RecordingComparison.compute(engine: engine, recording: recording, exact: true)
    #expect(comparison.orderings.map(\.reproduced) == [true, false, true])
    #expect(comparison.orderings.map(\.engineEvent) == [0, 2, 2])
    #expect(comparison.disagreements.map(\.kind) == [.onlyInEngine])
    #expect(comparison.disagreements.first?.engineEvent == 1)
  }

  @Test func anEventInAnotherPlaceHasMovedAndOneTheEngineLacksIsOnlyOnTheDevice() throws {
    let engine = try Timeline.atTimeZero(
      "pc:b.presentationTransitionWillBegin()", "animator:b.transitionDuration(using: context:b) -> 1",
      "animator:b.animateTransition(using: context:b)", "pc:b.presentedView -> b")
    let recording = try Timeline.atTimeZero(
      "pc:b.presentationTransitionWillBegin()", "pc:b.presentedView", "animator:b.transitionDuration()",
      "animator:b.animateTransition()", "pc:b.frameOfPresentedViewInContainerView")
    let comparison = RecordingComparison.compute(engine: engine, recording: recording)
    #expect(comparison.diff.summary.moved == 1)
    let kinds = comparison.disagreements.map(\.kind)
    #expect(kinds == [.moved, .onlyOnDevice], "\(comparison.disagreements)")
    let moved = try #require(comparison.disagreements.first)
    #expect(moved.engineEvent == 3)
    #expect(moved.recordedEvent == 1)
    #expect(moved.engineContext == 0)
    let extra = try #require(comparison.disagreements.last)
    #expect(extra.recordedEvent == 4)
    // The device did the frame query after animateTransition (engine event 2); the engine's
    // presentedView (event 3) is not where the device was: it moved away.
    #expect(extra.engineContext == 2)
    // start→willBegin ✓, willBegin→presentedView ✗, presentedView→duration ✗, duration→animate ✓,
    // animate→frame ✗ (frame is not the engine's), frame→end ✗.
    #expect(comparison.orderings.map(\.reproduced) == [true, false, false, true, false, false])
    #expect(comparison.orderings.map(\.engineEvent) == [0, 3, 1, 2, 3, 3])
  }

  /// Review of issue 13, D3: an event in its place with other values keeps its orderings; the
  /// value difference is counted apart.
  @Test func aValueDifferenceIsNotAnOrderingFailure() throws {
    let engine = try Timeline.atTimeZero(
      "pc:red.presentationTransitionWillBegin()", "red.viewWillAppear(true)", "red.viewIsAppearing(true)",
      "red.viewDidAppear(true)")
    let recording = try Timeline.atTimeZero(
      "red.viewWillAppear(false)", "red.viewIsAppearing(true)", "red.viewDidAppear(true)")
    let comparison = RecordingComparison.compute(engine: engine, recording: recording)
    #expect(comparison.orderings.map(\.reproduced) == [true, true, true, true])
    #expect(comparison.reproduced == 4)
    #expect(comparison.differentValues == 1)
    #expect(comparison.disagreements.map(\.kind) == [.differentValues])
    #expect(comparison.disagreements.first?.engineEvent == 1)
  }

  /// Review of issue 13, D9: where the device did a moved event is the last event both had in the
  /// same place, never an engine event that moved away.
  @Test func aMovedEventsPlaceIsTheLastEventBothHadThere() throws {
    let engine = try Timeline.atTimeZero(
      "pc:red.presentationTransitionWillBegin()", "red.viewWillAppear(true)",
      "pc:red.presentationTransitionDidEnd(true)",
      "red.viewDidAppear(true)", "red.viewWillDisappear(true)", "red.viewDidDisappear(true)")
    let recording = try Timeline.atTimeZero(
      "red.viewWillAppear(true)", "pc:red.presentationTransitionWillBegin()", "red.viewDidAppear(true)",
      "pc:red.presentationTransitionDidEnd(true)", "red.viewWillDisappear(true)", "red.viewDidDisappear(true)")
    let comparison = RecordingComparison.compute(engine: engine, recording: recording)
    let moved = comparison.disagreements.filter { $0.kind == .moved }
    #expect(moved.count == 2, "\(comparison.disagreements)")
    // presentationTransitionWillBegin came right after viewWillAppear on the device…
    let willBegin = try #require(moved.first { $0.recordedEvent == 1 })
    #expect(willBegin.engineContext == 1)
    // …and presentationTransitionDidEnd after viewDidAppear.
    let didEnd = try #require(moved.first { $0.recordedEvent == 3 })
    #expect(didEnd.engineContext == 3)
  }

  @Test func anEmptyRecordingHasOneOrdering() throws {
    let none = RecordingComparison.compute(
      engine: try Timeline.atTimeZero("a.viewDidAppear(true)"), recording: Timeline())
    #expect(none.orderings.count == 1)
    #expect(none.reproduced == 1)
    let exact = RecordingComparison.compute(
      engine: try Timeline.atTimeZero("a.viewDidAppear(true)"), recording: Timeline(), exact: true)
    #expect(exact.reproduced == 0)
  }
}
