import CatalogModel
import Testing

/// Issue 25: the container members and the list-of-ids value read back from both timeline forms
/// to the same events, kinds included, and the digest form tells lists apart.
@Suite(.tags(.small))
struct ContainerTimelineFormsTests {
  static let text = """
       0.000  nav.pushViewController(B, animated: true)
       0.000  B.willMove(toParent: nav)
       0.000  nav.popToRootViewController(animated: true) -> [B, C]
       0.000  nav.setViewControllers([A, "odd id"], animated: false)
       0.000  fade.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
       0.000  log.navigationController(nav, willShow: B, animated: true)
       0.000  td.tabBarController(tabs, shouldSelect: feed) -> true
       0.350  tabs.selectedIndex(0)
       0.350  tabs.selectedIndex -> 0
       0.350  nav.viewControllers -> [A, B]
       0.350  B.parent -> nil
       0.350  B.navigationController -> nav

    """

  @Test func theCanonicalTextReadsBackWithItsKinds() throws {
    let timeline = try Timeline(canonicalText: Self.text)
    #expect(timeline.canonicalText() == Self.text)
    #expect(
      timeline.events.map(\.kind) == [
        .call, .callback, .call, .call, .callback, .callback, .callback, .call, .query, .query, .query, .query,
      ])
    #expect(timeline.string(timeline.events[2].call) == "popToRootViewController(animated:)")
    guard case .list(let index)? = timeline.events[2].result else {
      Issue.record("the result of a pop to root is a list")
      return
    }
    #expect(timeline.strings(ofList: index) == ["B", "C"])
  }

  @Test func jsonLinesCarryListsAsArraysOfStrings() throws {
    let timeline = try Timeline(canonicalText: Self.text)
    let lines = timeline.jsonLines()
    #expect(lines.contains(#""args": [["A", "odd id"], false]"#))
    let back = try Timeline(jsonLines: lines)
    #expect(back.canonicalText() == Self.text)
    #expect(back.digestForm() == timeline.digestForm())
  }

  @Test func theDigestFormTellsAListFromAString() throws {
    let list = try Timeline(canonicalText: "   0.000  nav.viewControllers -> [A]\n")
    let name = try Timeline(canonicalText: "   0.000  nav.viewControllers -> A\n")
    let longer = try Timeline(canonicalText: "   0.000  nav.viewControllers -> [A, B]\n")
    #expect(list.digestForm() != name.digestForm())
    #expect(list.digestForm() != longer.digestForm())
  }

  @Test func aListHoldsIdsOnly() {
    #expect(throws: TimelineFormatError.self) { try Timeline(canonicalText: "   0.000  nav.x -> [A, 1]\n") }
    #expect(throws: TimelineFormatError.self) {
      try Timeline(
        jsonLines:
          #"{"seq": 0, "t": 0, "turn": 0, "kind": "query", "receiver": "nav", "call": "viewControllers", "args": [], "result": ["A", 1]}"#
      )
    }
  }
}
