import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// Issue 25 item 3: the container keys and steps read into the model, and every mistake the
/// scenario format's "Validation of the container keys" lists is reported at its place.
@Suite(.tags(.small))
struct ContainerValidationTests {
  static let base = [
    "name: c",
    "window: tabs",
    "controllers:",
    "  tabs: {type: tabBar, children: [nav, home], tabBarDelegate: td}",
    "  nav: {type: navigation, children: [A], navigationDelegate: log}",
    "  inner: {type: navigation, children: [Z]}",
    "  home: {}",
    "  A: {}",
    "  B: {}",
    "  Z: {}",
    "navigationDelegates:",
    "  log: {willShow: true}",
    "tabBarDelegates:",
    "  td: {didSelect: true}",
    "steps:",
    "  - inspect: [A]",
  ]

  /// The base scenario with lines replaced (1-based) and steps added after the first.
  static func text(replacing replaced: [(Int, String)] = [], steps: [String] = []) -> String {
    var lines = base
    for (number, line) in replaced { lines[number - 1] = line }
    return (lines + steps).joined(separator: "\n") + "\n"
  }

  @Test func theBaseScenarioIsValid() throws {
    let scenario = try ScenarioFile.parse(Self.text(), path: "c.yaml").scenario
    #expect(scenario.controllers[0].properties.tabBarDelegate == TabBarDelegateID(0))
    #expect(scenario.controllers[1].properties.navigationDelegate == NavigationDelegateID(0))
    #expect(scenario.navigationDelegates.map(\.id) == ["log"])
    #expect(scenario.tabBarDelegates.map(\.id) == ["td"])
  }

  @Test func containerDelegatesBelongToTheirContainers() {
    #expect(
      problems(
        in: Self.text(replacing: [
          (5, "  nav: {type: navigation, children: [A], tabBarDelegate: td}"), (8, "  A: {navigationDelegate: log}"),
        ])) == [
          "5:42: 'tabBarDelegate' in controller 'nav': only a tab bar controller has a tab bar delegate; 'nav' is a "
            + "navigation controller",
          "8:7: 'navigationDelegate' in controller 'A': only a navigation controller has a navigation delegate; 'A' "
            + "is a viewController",
        ])
  }

  @Test func delegateAnswersAreChecked() {
    #expect(
      problems(
        in: Self.text(replacing: [
          (12, "  log: {animator: {}, pushAnimator: null}"), (14, "  td: {shouldSelect: {A: false, home: true}}"),
        ])) == [
          "12:9: 'animator' in navigation delegate 'log' sets both animators; remove it or remove 'pushAnimator' and "
            + "'popAnimator'",
          "14:3: 'shouldSelect' in tab bar delegate 'td': 'A' is not a tab of a tab bar controller using 'td'",
        ])
  }

  @Test func animatorKeysSayWhetherTheMethodIsImplemented() throws {
    let text = Self.text(replacing: [(12, "  log: {popAnimator: null, interaction: null}")])
    let delegate = try #require(try ScenarioFile.parse(text, path: "c.yaml").scenario.navigationDelegates.first)
    #expect(delegate.implementsAnimatorMethod && delegate.pushAnimator == nil && delegate.popAnimator == nil)
    #expect(delegate.implementsInteraction && delegate.interaction == nil)
    #expect(!delegate.willShow && !delegate.didShow)
  }

  @Test func everyStepMistakeIsReportedAtItsPlace() {
    let steps = [
      "  - push: B", "    on: A", "  - push: B", "  - setViewControllers: [A, A, inner]", "  - select: 3",
      "  - select: A", "  - select: 1", "    on: nav", "  - select: 0", "    during: log.willShow",
      "  - inspect: [nav.viewController, tabs.topViewController, nav.parent]", "  - dismiss: A",
      "    during: B.willShow", "  - pop: A",
    ]
    #expect(
      problems(in: Self.text(steps: steps)) == [
        "18:9: 'on' in step 2: 'A' is a viewController, not a navigation controller",
        "19:5: 'push' in step 3: the scenario has 2 navigation controllers ('nav', 'inner'); say which with 'on'",
        "20:5: missing 'on' in step 4: 'setViewControllers' needs the navigation controller it changes",
        "20:29: 'setViewControllers' in step 4 names 'A' twice; UIKit requires distinct controllers (E21)",
        "20:32: 'setViewControllers' in step 4 names the navigation controller 'inner'; UIKit does not allow one in "
          + "a stack (E22)",
        "21:13: 'select' in step 5: index 3 is out of range; 'tabs' has 2 tabs (0 to 1)",
        "22:13: 'select' in step 6: 'A' is not one of the tabs of 'tabs' (E23)",
        "24:9: 'on' in step 7: 'nav' is a navigation controller, not a tab bar controller",
        "26:5: 'during' does not apply to 'select' with 'by: user' in step 8; a tap is the user's and cannot run "
          + "inside a callback",
        "27:15: 'inspect' in step 9: 'nav.viewController' is not a property the catalog reads; did you mean "
          + "'viewControllers'?",
        "27:35: 'inspect' in step 9: 'topViewController' belongs to navigation controllers; 'tabs' is a tab bar "
          + "controller",
        "29:13: 'during' in step 10: 'willShow' is a navigation delegate callback; 'B' is a controller",
        "30:10: 'pop' in step 11: 'A' is a viewController, not a navigation controller",
      ])
  }

  @Test func aStepWithoutAContainerToActOnIsRefused() {
    let text =
      [
        "name: c", "window: A", "controllers:", "  A: {}", "  B: {}", "steps:", "  - push: B", "  - select: 0",
        "  - popTo: A",
      ].joined(separator: "\n") + "\n"
    #expect(
      problems(in: text) == [
        "7:5: 'push' in step 1: the scenario has no navigation controller",
        "8:5: 'select' in step 2: the scenario has no tab bar controller",
        "9:5: 'popTo' in step 3: the scenario has no navigation controller",
      ])
  }

  @Test func containerStepsReadIntoTheModel() throws {
    let steps = [
      "  - push: B", "    on: nav", "    animated: false", "  - pop: inner", "  - popTo: A", "  - popToRoot: nav",
      "  - setViewControllers: [A, B]", "    on: nav", "  - select: home", "    by: app", "    during: td.didSelect",
      "  - swipeBack: nav", "    progress: [0.2]", "    release: cancel",
      "  - inspect: [nav.viewControllers, tabs.selectedViewController, B]",
      "  - set: {controller: nav, navigationDelegate: null}",
    ]
    let scenario = try ScenarioFile.parse(Self.text(steps: steps), path: "c.yaml").scenario
    let (tabs, nav, inner, home, a, b) = (
      ControllerID(0), ControllerID(1), ControllerID(2), ControllerID(3), ControllerID(4), ControllerID(5)
    )
    #expect(
      scenario.steps.dropFirst().map(\.action) == [
        .push(b, on: nav, from: nil, animated: false), .pop(inner, animated: true), .popTo(a, on: nil, animated: true),
        .popToRoot(nav, animated: true), .setViewControllers([a, b], on: nav, animated: true),
        .select(.controller(home), on: nil, by: .app),
        .swipeBack(nav, gesture: Gesture(progress: [0.2], release: .cancel)),
        .inspect([InspectItem(nav, .viewControllers), InspectItem(tabs, .selectedViewController), InspectItem(b)]),
        .set(nav, [.navigationDelegate(nil)]),
      ])
    #expect(scenario.steps[6].timing == .during(StepTrigger(object: "td", callback: .didSelect)))
  }
}
