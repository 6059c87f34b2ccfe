import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// Duplicate keys are reported with everything else, at each repeated key.
@Suite(.tags(.small))
struct DuplicateKeyTests {
  @Test func everyDuplicateIsReportedWithTheOtherProblems() {
    // Given duplicates at three levels, plain and quoted, and an unrelated problem
    let text = """
      name: dup
      window: A
      controllers:
        A: {viewLoaded: true, viewLoaded: false}
        "A": {}
        B: {type: tabBar, 'type': navigation}
      name: again
      steps:
        - present: B
          animated: maybe

      """

    // Then all of them are reported, each at the repeated key, with the first one's position
    #expect(
      problems(in: text) == [
        "4:25: duplicate key 'viewLoaded' in controller 'A' (first set at 4:7); each key may appear only once",
        "5:3: duplicate key 'A' in 'controllers' (first set at 4:3); each key may appear only once",
        "6:21: duplicate key 'type' in controller 'B' (first set at 6:7); each key may appear only once",
        "7:1: duplicate key 'name' at the top level (first set at 1:1); each key may appear only once",
        "10:15: 'animated' in step 1: expected true or false, found 'maybe'",
      ])
  }

  @Test func theFirstOfDuplicateKeysCounts() {
    let text = minimal(
      replacing: 5, with: "  A: {type: tabBar, type: navigation, selectedIndex: 0}")
    // selectedIndex is accepted on a tab bar (the first type), so only the duplicate is reported.
    #expect(
      problems(in: text) == [
        "5:21: duplicate key 'type' in controller 'A' (first set at 5:7); each key may appear only once",
        "5:54: 'selectedIndex' in controller 'A': 0 is out of range; 'A' has no children",
      ])
  }

  @Test func duplicateKeysInJSONAreReportedToo() {
    let json =
      #"{"name": "a", "name": "b", "window": "A", "controllers": {"A": {}}, "steps": [{"present": "A"}]}"#
    #expect(
      problems(in: json, path: "d.json") == [
        "1:15: duplicate key 'name' at the top level (first set at 1:2); each key may appear only once"
      ])
  }

  @Test func aKeyThatCannotBeRenamedStopsWithItsDuplicate() {
    // An empty key has no first character to rename, so reading stops at it.
    let text = minimal(replacing: 6, with: "  D: {\"\": 1, \"\": 2}")
    #expect(
      problems(in: text) == ["6:7: duplicate key ''; each key may appear only once in a mapping"])
  }

  @Test func tooManyDuplicatesStopReading() {
    let keys = Array(repeating: "viewLoaded: true", count: 120).joined(separator: ", ")
    let text = minimal(replacing: 6, with: "  D: {\(keys)}")
    let found = problems(in: text)
    #expect(
      found == [
        "6:1807: duplicate key 'viewLoaded', and too many duplicate keys to check the rest of the file; "
          + "remove them and read the file again"
      ])
  }
}
