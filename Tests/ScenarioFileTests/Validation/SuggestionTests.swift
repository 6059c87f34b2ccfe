import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// "Did you mean …?" suggests only reasonably close words.
@Suite(.tags(.small))
struct SuggestionTests {
  @Test func distanceCountsEditsAndSwaps() {
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance(Array("form"), Array("from")) == 1)
    #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
    #expect(Suggestion.editDistance(Array("same"), Array("same")) == 0)
  }

  @Test func closeWordsAreSuggested() {
    let keys = ["present", "dismiss", "from", "animated", "at"]
    #expect(Suggestion.nearest(to: "presnt", among: keys) == "present")
    #expect(Suggestion.nearest(to: "form", among: keys) == "from")
    #expect(Suggestion.nearest(to: "Animated", among: keys) == "animated")
    #expect(
      Suggestion.nearest(to: "fullscreen", among: ["fullScreen", "overFullScreen"]) == "fullScreen")
    #expect(Suggestion.nearest(to: "Dx", among: ["D", "nav"]) == "D")
  }

  @Test func distantWordsAreNot() {
    #expect(Suggestion.nearest(to: "colour", among: ["type", "children"]) == nil)
    #expect(Suggestion.nearest(to: "B", among: ["A"]) == nil)
    #expect(Suggestion.nearest(to: "to", among: ["at"]) == nil)
    #expect(Suggestion.nearest(to: String(repeating: "x", count: 500), among: ["x"]) == nil)
  }
}
