import CatalogModel
import CatalogTestSupport
import Testing

@testable import CatalogDiff

/// The benchmark helper reports what it ran; how long it took is not tested.
struct DiffTimingTests {
  @Test func measureRunsTheDiffAndDescribesIt() {
    let left = Timelines.numbered(10)
    var right = left
    right.events.remove(at: 4)

    let timing = DiffTiming.measure(left, right, iterations: 3)

    #expect(timing.iterations == 3)
    #expect(timing.leftEvents == 10)
    #expect(timing.rightEvents == 9)
    #expect(timing.summary == DiffSummary(removed: 1))
    #expect(timing.best <= timing.median)
    #expect(timing.description.hasPrefix("diff 10 × 9 events (1 event removed): best "))
    #expect(timing.description.hasSuffix(" ms over 3 runs"))
  }
}
