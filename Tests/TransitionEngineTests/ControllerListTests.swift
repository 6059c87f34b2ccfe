import Testing

@testable import TransitionEngine

/// `ControllerList`: the indices a walk appends come back in order, whether they are kept inline
/// or past `inlineCapacity` in its array; copies are independent values.
@Suite(.tags(.small))
struct ControllerListTests {
  @Test(arguments: [0, 1, ControllerList.inlineCapacity, ControllerList.inlineCapacity + 1, 50])
  func appendedIndicesComeBackInOrder(count: Int) {
    var list = ControllerList()
    for index in 0..<count { list.append(index * 3) }
    #expect(list.count == count)
    #expect(Array(list) == (0..<count).map { $0 * 3 })
    #expect(list == ControllerList((0..<count).map { $0 * 3 }))
  }

  @Test func aCopyIsIndependent() {
    var list = ControllerList((0..<10).map { $0 })
    let copy = list
    list.append(99)
    list.removeAll { $0 % 2 == 0 }
    #expect(Array(copy) == Array(0..<10))
    #expect(Array(list) == [1, 3, 5, 7, 9, 99])
  }

  @Test func aListOfOneAndALiteralAgree() {
    let literal: ControllerList = [4]
    #expect(ControllerList(4) == literal)
    #expect(Array(ControllerList(4)) == [4])
    #expect(ControllerList().isEmpty)
  }
}
