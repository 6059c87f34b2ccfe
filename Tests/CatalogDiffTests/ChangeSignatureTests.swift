import CatalogModel
import Testing

@testable import CatalogDiff

/// Change signatures: what changed, whatever the place and time, under a stable id.
struct ChangeSignatureTests {
  // MARK: - Grouping

  @Test func theSameEditAtDifferentPlacesAndTimesHasTheSameSignature() throws {
    // Given two unrelated timelines, each losing `nav.viewWillDisappear(_:)` and getting a
    // different argument to `D.viewWillAppear(_:)`, at different positions and times
    let first = TimelineDiff.compute(
      try Timelines.parse(
        """
           0.000  nav.viewWillDisappear(true)
           0.000  D.viewWillAppear(true)
           0.350  D.viewDidAppear(true)
        """),
      try Timelines.parse(
        """
           0.000  D.viewWillAppear(false)
           0.350  D.viewDidAppear(true)
        """))
    let second = TimelineDiff.compute(
      try Timelines.parse(
        """
           0.000  C.present(D, animated: true)
           0.000  pc:D.presentationTransitionWillBegin()
           0.000  A.viewWillAppear(true)
           0.100  D.viewWillAppear(true)
           0.100  E.viewDidLoad()
           1.000  nav.viewWillDisappear(false)
           1.000  C.completion
        """),
      try Timelines.parse(
        """
           0.000  C.present(D, animated: true)
           0.000  pc:D.presentationTransitionWillBegin()
           0.000  A.viewWillAppear(true)
           0.100  D.viewWillAppear(nil)
           0.100  E.viewDidLoad()
           1.000  C.completion
        """))

    // Then
    #expect(first.signature == second.signature)
    #expect(first.signature.id == second.signature.id)
    #expect(first.signature.hashValue == second.signature.hashValue)
    #expect(Dictionary(grouping: [first, second], by: \.signature).count == 1)
  }

  @Test func differentEditsHaveDifferentSignatures() throws {
    let base = try Timelines.parse(Timelines.dimmingBaseline)
    var argsChanged = base
    argsChanged.events[5].args = Arguments(.bool(false))
    var removed = base
    removed.events.remove(at: 5)
    var timeChanged = base
    timeChanged.events[5].time = VirtualTime(milliseconds: 1)

    let signatures = [argsChanged, removed, timeChanged].map {
      TimelineDiff.compute(base, $0).signature
    }

    #expect(Set(signatures.map(\.id)).count == 3)
    #expect(Set(signatures).count == 3)
    #expect(
      signatures.map(\.items.description) == [
        "[~ D.viewWillAppear(_:) (args)]", "[- D.viewWillAppear(_:)]",
        "[~ D.viewWillAppear(_:) (time)]",
      ])
  }

  @Test func anEditTwiceIsNotTheSameAsOnce() {
    let once = ChangeSignature(items: [.init(.removed, member: "D.viewWillAppear(_:)")])
    let twice = ChangeSignature(items: [
      .init(.removed, member: "D.viewWillAppear(_:)"),
      .init(.removed, member: "D.viewWillAppear(_:)"),
    ])
    #expect(once != twice)
    #expect(once.id != twice.id)
  }

  // MARK: - Stable id

  @Test func theIdIsFNV1aOfTheSortedItemsAndNeverChanges() throws {
    // FNV-1a 64 over "+ pc:D.containerViewWillLayoutSubviews()\n- nav.viewDidDisappear(_:)\n…";
    // changing this value breaks stored groupings, so it must not change.
    let signature = try Diffs.dimming().signature
    #expect(signature.id == "489fca29ab441954")
    #expect(ChangeSignature(items: []).id == "cbf29ce484222325")
  }

  @Test func theIdDoesNotDependOnTheOrderItemsAreGiven() {
    let a = ChangeSignature.Item(.added, member: "pc:D.containerViewWillLayoutSubviews()")
    let b = ChangeSignature.Item(.changed, member: "D.viewWillAppear(_:)", parts: [.args, .time])
    #expect(ChangeSignature(items: [a, b]) == ChangeSignature(items: [b, a]))
    #expect(b.description == "~ D.viewWillAppear(_:) (args, time)")
  }

  // MARK: - Text

  @Test func titlesSpellOutOneOrTwoEdits() {
    func title(_ items: ChangeSignature.Item...) -> String { ChangeSignature(items: items).title }
    #expect(ChangeSignature(items: []).title == "no changes")
    #expect(
      title(.init(.removed, member: "nav.viewWillDisappear(_:)"))
        == "`nav.viewWillDisappear(_:)` removed")
    #expect(
      title(
        .init(.removed, member: "nav.viewWillDisappear(_:)"),
        .init(.removed, member: "nav.viewDidDisappear(_:)"))
        == "`nav.viewDidDisappear(_:)` and `nav.viewWillDisappear(_:)` removed")
    #expect(
      title(
        .init(.changed, member: "D.viewWillAppear(_:)", parts: .args),
        .init(.added, member: "pc:D.containerViewWillLayoutSubviews()"))
        == "`pc:D.containerViewWillLayoutSubviews()` added and `D.viewWillAppear(_:)` (args) changed"
    )
    #expect(
      title(.init(.added, member: "D.viewDidLoad()"), .init(.added, member: "D.viewDidLoad()"))
        == "`D.viewDidLoad()` (twice) added")
  }

  @Test func longerTitlesCountTheEditsAndListAFewMembersOfEachKind() {
    let items: [ChangeSignature.Item] = [
      .init(.removed, member: "a.one()"), .init(.removed, member: "b.two()"),
      .init(.removed, member: "c.three()"),
      .init(.removed, member: "d.four()"), .init(.removed, member: "e.five()"),
      .init(.added, member: "f.six()"), .init(.added, member: "f.six()"),
      .init(.added, member: "f.six()"),
      .init(.changed, member: "g.seven", parts: .result),
    ]
    #expect(
      ChangeSignature(items: items).title
        == "9 edits: `a.one()`, `b.two()`, `c.three()` and 2 more removed; `f.six()` (3 times) added; "
        + "`g.seven` (result) changed")
  }

  @Test func renderedItemsListEachDistinctEditOnceWithItsCount() throws {
    let signature = ChangeSignature(items: [
      .init(.removed, member: "D.viewWillAppear(_:)"), .init(.added, member: "E.viewDidLoad()"),
      .init(.removed, member: "D.viewWillAppear(_:)"),
    ])
    #expect(
      signature.renderedItems() == """
        + E.viewDidLoad()
        - D.viewWillAppear(_:) (2 times)

        """)
    #expect(try Diffs.dimming().signature.description.hasPrefix("489fca29ab441954  4 edits: "))
  }
}
