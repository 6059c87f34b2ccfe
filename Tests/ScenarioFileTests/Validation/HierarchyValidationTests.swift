import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// The controller tree: one parent each, no cycles, and a window root without a parent.
@Suite(.tags(.small))
struct HierarchyValidationTests {
  private func scenario(_ controllers: [String], window: String = "A") -> String {
    (["name: tree", "window: \(window)", "controllers:"] + controllers.map { "  " + $0 } + [
      "steps: [{wait: 1}]"
    ])
    .joined(separator: "\n")
  }

  @Test func aControllerWithTwoParentsIsReportedAtTheSecond() {
    let text = scenario(["A: {children: [B]}", "B: {children: [C]}", "C: {}", "D: {children: [C]}"])
    #expect(
      problems(in: text) == [
        "7:18: controller 'C' is already a child of 'B' (at 5:18); a controller has at most one parent"
      ])
  }

  @Test func aControllerListedTwiceIsReported() {
    let text = scenario(["A: {children: [B, C, B]}", "B: {}", "C: {}"])
    #expect(problems(in: text) == ["4:24: controller 'B' is listed twice in 'children' of 'A'"])
  }

  @Test func aControllerCannotContainItself() {
    let text = scenario(["A: {children: [A]}"])
    #expect(
      problems(in: text) == [
        "4:18: controller 'A' lists itself in 'children'; a controller cannot contain itself"
      ])
  }

  @Test func aCycleIsReportedOnceFromItsFirstListing() {
    let text = scenario(
      ["R: {}", "A: {children: [B]}", "B: {children: [C]}", "C: {children: [A]}"], window: "R")
    #expect(
      problems(in: text) == [
        "5:18: controllers contain each other in a cycle: 'A' → 'B' → 'C' → 'A'; the hierarchy must be a tree"
      ])
  }

  @Test func aTwoControllerCycleIsACycle() {
    let text = scenario(["R: {}", "A: {children: [B]}", "B: {children: [A]}"], window: "R")
    #expect(
      problems(in: text) == [
        "5:18: controllers contain each other in a cycle: 'A' → 'B' → 'A'; the hierarchy must be a tree"
      ])
  }

  @Test func theWindowRootCannotBeAChild() {
    let text = scenario(["A: {}", "B: {children: [A]}"])
    #expect(
      problems(in: text) == [
        "2:9: window root 'A' is a child of 'B' (at 5:18); the window's root controller cannot have a parent"
      ])
  }

  @Test func theWindowMustNameAController() {
    #expect(
      problems(in: scenario(["A: {}", "Bee: {}"], window: "Be")) == [
        "2:9: 'window': unknown controller 'Be'; did you mean 'Bee'?"
      ])
    #expect(
      problems(in: scenario(["A: {}"], window: "[A]")) == [
        "2:9: 'window': expected a controller id, found a list"
      ])
  }

  @Test func aDeepTreeIsAccepted() throws {
    let text = scenario([
      "A: {type: tabBar, children: [N1, N2], selectedIndex: 1}",
      "N1: {type: navigation, children: [X, Y]}",
      "N2: {type: navigation, children: [Z]}",
      "X: {children: [W]}", "Y: {}", "Z: {}", "W: {}",
    ])
    let scenario = try ScenarioFile.parse(text, path: "t.yaml").scenario
    #expect(scenario.parent(of: ControllerID(6)) == ControllerID(3))
    #expect(scenario.parent(of: ControllerID(0)) == nil)
  }
}
