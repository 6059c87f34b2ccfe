import CatalogModel
import CatalogTestSupport
import Testing

@testable import CatalogDiff

/// Change signatures: what changed, whatever the place and time, under a stable id.
struct ChangeSignatureTests {
  // MARK: - Grouping

  @Test func theSameEditAtDifferentPlacesAndTimesHasTheSameSignature() throws {
    // Given two unrelated timelines where C presents D, each losing `nav.viewWillDisappear(_:)`
    // and getting a different argument to `D.viewWillAppear(_:)`, at different positions and times
    let first = TimelineDiff.compute(
      try Timelines.parse(
        """
           0.000  C.present(D, animated: false)
           0.000  nav.viewWillDisappear(true)
           0.000  D.viewWillAppear(true)
           0.350  D.viewDidAppear(true)
        """),
      try Timelines.parse(
        """
           0.000  C.present(D, animated: false)
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
        "[~ <presented>.viewWillAppear(_:) (args)]", "[- <presented>.viewWillAppear(_:)]",
        "[~ <presented>.viewWillAppear(_:) (time)]",
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
    let items: [ChangeSignature.Item] = [
      .init(.added, member: "pc:D.containerViewWillLayoutSubviews()"),
      .init(.removed, member: "nav.viewDidDisappear(_:)"), .init(.removed, member: "nav.viewWillDisappear(_:)"),
      .init(.changed, member: "pc:D.shouldPresentInFullscreen", parts: [.result]),
    ]
    #expect(ChangeSignature(items: items).id == "489fca29ab441954")
    // The same diff names D by its role, <presented>: its signature's items and id.
    let signature = try Diffs.dimming().signature
    #expect(
      signature.items.map(\.description) == [
        "+ pc:<presented>.containerViewWillLayoutSubviews()", "- nav.viewDidDisappear(_:)",
        "- nav.viewWillDisappear(_:)", "~ pc:<presented>.shouldPresentInFullscreen (result)",
      ])
    #expect(signature.id == "bf3c901b01dc0334")
    #expect(ChangeSignature(items: []).id == "cbf29ce484222325")
  }

  /// Items sort by their UTF-8 bytes: a prefix first, `Z` before `a`, and `é` (C3 A9) after `z`,
  /// whatever the locale would say.
  @Test func itemsSortByTheBytesOfTheirText() {
    let members = ["b.x", "a.x", "é.x", "z.x", "Z.x", "a.xy", "a.x"]
    let signature = ChangeSignature(items: members.map { ChangeSignature.Item(.removed, member: $0) })
    #expect(signature.items.map(\.member) == ["Z.x", "a.x", "a.x", "a.xy", "b.x", "z.x", "é.x"])
    #expect(!(ChangeSignature.Item(.removed, member: "a.x") < ChangeSignature.Item(.removed, member: "a.x")))
    #expect(ChangeSignature.Item(.added, member: "z") < ChangeSignature.Item(.removed, member: "a"))
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
    #expect(try Diffs.dimming().signature.description.hasPrefix("bf3c901b01dc0334  4 edits: "))
  }
}

/// Issue 11 item 4: signatures name controllers by their role, so the same change in scenarios
/// whose controllers have different ids is one group.
struct RoleSignatureTests {
  private func diff(presenter: String, presented: String, dropping call: String) throws -> TimelineDiff {
    let text = """
         0.000  \(presenter).present(\(presented), animated: true)
         0.000  pc:\(presented).presentationTransitionWillBegin()
         0.000  \(presented).viewWillAppear(true)
         0.000  \(presenter).viewWillDisappear(true)
         0.350  \(presented).viewDidAppear(true)
         0.350  \(presenter).viewDidDisappear(true)
      """
    let left = try Timelines.parse(text)
    let right = try Timelines.parse(text.split(separator: "\n").filter { !$0.contains(call) }.joined(separator: "\n"))
    return TimelineDiff.compute(left, right)
  }

  @Test func theSameChangeUnderDifferentIdsHasOneSignature() throws {
    let first = try diff(presenter: "yellow", presented: "red", dropping: "yellow.viewDidDisappear")
    let second = try diff(presenter: "home", presented: "settings", dropping: "home.viewDidDisappear")
    #expect(first.signature == second.signature)
    #expect(first.signature.title == "`<presenter>.viewDidDisappear(_:)` removed")
    // The presented controller losing the same call is a different change.
    let third = try diff(presenter: "home", presented: "settings", dropping: "settings.viewDidAppear")
    #expect(third.signature != first.signature)
    #expect(third.signature.title == "`<presented>.viewDidAppear(_:)` removed")
  }

  @Test func objectsOfAControllerTakeItsRoleAndOthersKeepTheirIds() throws {
    let left = try Timelines.parse(
      """
         0.000  A.present(B, animated: true)
         0.000  B.present(C, animated: true)
         0.000  pc:C#2.presentationTransitionWillBegin()
         0.000  delegate.animationController(forDismissed: C) -> nil
         0.500  X.dismiss(animated: true)
      """)
    let right = Timeline()
    // B presents C second, but keeps its first role: <presented>; C is <presented 2>.
    #expect(
      TimelineDiff.compute(left, right).signature.items.map(\.description) == [
        "- <dismisser>.dismiss(animated:completion:)", "- <presented>.present(_:animated:completion:)",
        "- <presenter>.present(_:animated:completion:)", "- delegate.animationController(forDismissed:)",
        "- pc:<presented 2>#2.presentationTransitionWillBegin()",
      ])
  }
}
