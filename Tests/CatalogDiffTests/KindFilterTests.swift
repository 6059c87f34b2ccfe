import CatalogModel
import CatalogTestSupport
import Testing

@testable import CatalogDiff

/// Issue 11 item 4: `--kinds` compares only the events of the kinds named.
struct KindFilterTests {
  /// The dimming baseline without its one `shouldPresentInFullscreen` query.
  private func withoutTheQuery() throws -> (Timeline, Timeline) {
    let left = try Timelines.parse(Timelines.dimmingBaseline)
    var right = left
    let index = try #require(right.events.firstIndex { right.string($0.call) == "shouldPresentInFullscreen" })
    #expect(right.events[index].kind == .query)
    right.events.remove(at: index)
    return (left, right)
  }

  @Test func aChangeInAKindLeftOutIsNotADifference() throws {
    let (left, right) = try withoutTheQuery()
    #expect(TimelineDiff.compute(left, right).summary == DiffSummary(removed: 1))
    let callbacks = TimelineDiff.compute(left, right, options: DiffOptions(kinds: [.callback, .block]))
    #expect(callbacks.isEqual)
    #expect(callbacks.left.events.allSatisfy { $0.kind == .callback || $0.kind == .block })
    #expect(callbacks.left.count == left.events.filter { $0.kind == .callback || $0.kind == .block }.count)
    #expect(callbacks.options.kindNames == ["callback", "block"])
  }

  @Test func aChangeInAKindKeptIsDiffedAmongTheKeptEventsOnly() throws {
    let (left, right) = try withoutTheQuery()
    let queries = TimelineDiff.compute(left, right, options: DiffOptions(kinds: [.query]))
    #expect(queries.summary == DiffSummary(removed: 1))
    // The baseline's only query is the one removed: no other event is context, and positions
    // count kept events.
    #expect(
      queries.unified(leftLabel: "a", rightLabel: "b") == """
        --- a
        +++ b
        @@ -0,1 +0,0 @@ event 0, t=0.000
        -   0.000  pc:D.shouldPresentInFullscreen -> true

        """)
  }

  @Test func kindListsParseWithTheirErrors() {
    #expect(EventKind.parseList("callback, block") == .success([.callback, .block]))
    #expect(EventKind.parseList("callback,,block") == .failure(EventKind.UnknownKind(name: "")))
    guard case .failure(let unknown) = EventKind.parseList("callback,calback") else {
      Issue.record("'calback' parsed")
      return
    }
    #expect(
      unknown.message
        == "unknown event kind 'calback'; the kinds are call, callback, query, block, lifecycle, warning, exception; did you mean 'callback'?"
    )
  }
}
