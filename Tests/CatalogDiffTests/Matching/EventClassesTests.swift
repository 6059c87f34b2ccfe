import CatalogModel
import CatalogTestSupport
import Testing

@testable import CatalogDiff

/// Equality classes: keys only bucket events, `eventsEqual` decides.
struct EventClassesTests {
  @Test func collidingKeysNeverMakeUnequalEventsEqual() throws {
    // Given events that all get the same key, as if every hash collided
    let left = try Timelines.parse(
      """
         0.000  A.viewWillAppear(true)
         0.000  B.viewWillAppear(true)
         0.000  A.viewWillAppear(true)
      """)
    let right = try Timelines.parse(
      """
         0.000  B.viewWillAppear(true)
         0.000  A.viewWillAppear(false)
         0.000  A.viewWillAppear(true)
      """)

    // When
    let classes = EventClasses(
      left, keys: [0, 0, 0], right, keys: [0, 0, 0], from: 0, ignoringTime: false)

    // Then equal events share a class and the others do not
    #expect(classes.left == [0, 1, 0])
    #expect(classes.right == [1, -1, 0])
    #expect(classes.count == 2)
  }

  @Test func keysOfEqualEventsFromDifferentNameTablesAreEqual() throws {
    // Given the same events interned in a different order
    let left = try Timelines.parse("   0.000  A.viewWillAppear(true)\n   0.000  B.completion\n")
    let right = try Timelines.parse("   0.000  B.completion\n   0.000  A.viewWillAppear(true)\n")

    let leftKeys = EventKeys.keys(of: left, 0..<2, ignoringTime: false)
    let rightKeys = EventKeys.keys(of: right, 0..<2, ignoringTime: false)

    #expect(leftKeys[0] == rightKeys[1])
    #expect(leftKeys[1] == rightKeys[0])
    #expect(leftKeys[0] != leftKeys[1])
  }

  @Test func ignoringTimeLeavesTimeOutOfTheKey() throws {
    let left = try Timelines.parse("   0.000  A.viewWillAppear(true)\n")
    let right = try Timelines.parse("   1.500  A.viewWillAppear(true)\n")
    #expect(
      EventKeys.keys(of: left, 0..<1, ignoringTime: true)
        == EventKeys.keys(of: right, 0..<1, ignoringTime: true))
    #expect(
      EventKeys.keys(of: left, 0..<1, ignoringTime: false)
        != EventKeys.keys(of: right, 0..<1, ignoringTime: false))
  }
}
