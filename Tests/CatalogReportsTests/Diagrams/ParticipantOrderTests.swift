import CatalogDiff
import CatalogModel
import Testing

@testable import CatalogReports

/// Issue 12 item 2: pictures list objects in the scenario's hierarchy order.
struct ParticipantOrderTests {
  /// nav (the window's root) with its child list, a presented detail, a delegate.
  static let scenario: Scenario = {
    var scenario = Scenario(name: "order", window: ControllerID(0))
    scenario.controllers = [
      ControllerSpec(id: "nav", kind: .navigation, children: [ControllerID(1)]),
      ControllerSpec(id: "list"),
      ControllerSpec(id: "detail"),
    ]
    scenario.transitioningDelegates = [TransitioningDelegateSpec(id: "fade")]
    return scenario
  }()

  @Test func controllersThenWhatUIKitMakesThenDelegates() {
    let order = ParticipantOrder(Self.scenario)
    #expect(order.controllers == ["nav", "list", "detail"])
    #expect(order.delegates == ["fade"])
    let seen = ["fade", "list", "animator:detail", "pc:detail#2", "detail", "pc:detail", "nav:detail", "nav"]
    #expect(
      order.sorted(seen) == [
        "nav", "list", "detail", "nav:detail", "pc:detail", "pc:detail#2", "animator:detail", "fade",
      ])
  }

  @Test func withoutAScenarioControllersKeepTheirFirstAppearance() {
    let seen = ["list", "pc:detail", "detail", "animator:detail", "nav"]
    #expect(ParticipantOrder().sorted(seen) == ["list", "detail", "nav", "pc:detail", "animator:detail"])
  }
}
