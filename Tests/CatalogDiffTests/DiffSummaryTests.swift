import Testing

@testable import CatalogDiff

/// The one-line summary.
struct DiffSummaryTests {
  @Test func summaryLeavesOutZerosAndPutsTheNounFirst() {
    #expect(DiffSummary().description == "timelines are equal")
    #expect(
      DiffSummary(added: 3, removed: 2, changed: 1).description
        == "3 events added, 2 removed, 1 changed")
    #expect(DiffSummary(changed: 1).description == "1 event changed")
    #expect(DiffSummary(added: 1, changed: 4).description == "1 event added, 4 changed")
    #expect(DiffSummary(removed: 2).description == "2 events removed")
  }

  @Test func theDimmingDiffSummary() throws {
    #expect(try Diffs.dimming().summary.description == "1 event added, 2 removed, 1 changed")
  }
}
