import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// `controllers`: keys, types, ids and references.
@Suite(.tags(.small))
struct ControllerValidationTests {
  /// Section 20's controller keys and their values (rules 20.2–20.4).
  @Test func transitionStyleOrientationsAndForwardingAreChecked() throws {
    let scenario = try ScenarioFile.parse(
      minimal(
        replacing: 6,
        with:
          "  D: {modalTransitionStyle: partialCurl, supportedInterfaceOrientations: landscape, "
          + "shouldAutomaticallyForwardAppearanceMethods: false}"),
      path: "s.yaml"
    ).scenario
    #expect(scenario.controllers[2].properties.modalTransitionStyle == .partialCurl)
    #expect(scenario.controllers[2].properties.supportedInterfaceOrientations == .landscape)
    #expect(scenario.controllers[2].properties.shouldAutomaticallyForwardAppearanceMethods == false)
    #expect(
      problems(
        in: minimal(
          replacing: 6,
          with:
            "  D: {modalTransitionStyle: curl, supportedInterfaceOrientations: landscapes, "
            + "shouldAutomaticallyForwardAppearanceMethods: no}")) == [
          "6:29: 'modalTransitionStyle' in controller 'D': expected coverVertical, flipHorizontal, crossDissolve "
            + "or partialCurl, found 'curl'",
          "6:67: 'supportedInterfaceOrientations' in controller 'D': expected portrait, landscape, allButUpsideDown "
            + "or all, found 'landscapes'; did you mean 'landscape'?",
          "6:124: 'shouldAutomaticallyForwardAppearanceMethods' in controller 'D': expected true or false, found 'no'",
        ])
  }

  @Test func unknownControllerKeysSuggestTheNearestOne() {
    let text = minimal(
      replacing: 6, with: "  D: {modalPresentationStle: custom, viewLoad: true, color: red}")
    #expect(
      problems(in: text) == [
        "6:7: unknown key 'modalPresentationStle' in controller 'D'; did you mean 'modalPresentationStyle'?",
        "6:38: unknown key 'viewLoad' in controller 'D'; did you mean 'viewLoaded'?",
        "6:54: unknown key 'color' in controller 'D'; expected 'type', 'children', 'selectedIndex', "
          + "'modalPresentationStyle', 'transitioningDelegate', 'presentationControllerDelegate', "
          + "'definesPresentationContext', 'providesPresentationContextTransitionStyle', 'isModalInPresentation', "
          + "'viewLoaded', 'modalTransitionStyle', 'supportedInterfaceOrientations' and 3 more",
      ])
  }

  @Test func everyBooleanPropertyIsTypeChecked() {
    let keys = [
      "definesPresentationContext", "providesPresentationContextTransitionStyle",
      "isModalInPresentation", "viewLoaded",
    ]
    for key in keys {
      let line = "  D: {\(key): 1}"
      #expect(
        problems(in: minimal(replacing: 6, with: line)) == [
          "6:\(7 + key.count + 2): '\(key)' in controller 'D': expected true or false, found '1'"
        ])
    }
  }

  @Test func typeAndStyleNameTheirValues() {
    let text = minimal(replacing: 6, with: "  D: {type: tabbar, modalPresentationStyle: sheet}")
    #expect(
      problems(in: text) == [
        "6:13: 'type' in controller 'D': expected viewController, navigation or tabBar, found 'tabbar'; did you mean 'tabBar'?",
        "6:45: 'modalPresentationStyle' in controller 'D': expected automatic, fullScreen, pageSheet, formSheet, "
          + "currentContext, custom, overFullScreen, overCurrentContext, popover or none, found 'sheet'",
      ])
  }

  @Test func aControllerDeclarationMustBeAMappingOrNothing() throws {
    #expect(
      problems(in: minimal(replacing: 6, with: "  D: viewController")) == [
        "6:6: controller 'D': expected a mapping of its properties, or nothing for the defaults, found 'viewController'"
      ])
    let scenario = try ScenarioFile.parse(minimal(replacing: 6, with: "  D:"), path: "c.yaml")
      .scenario
    #expect(scenario.controllers[2] == ControllerSpec(id: "D", location: .init(line: 6, column: 3)))
  }

  @Test func controllersMustBeAMappingThatDeclaresOne() {
    let text = "name: x\nwindow: A\ncontrollers: [A]\nsteps: [{present: A}]\n"
    #expect(
      problems(in: text) == [
        "2:9: 'window': unknown controller 'A'; no controllers are declared under 'controllers'",
        "3:14: 'controllers': expected a mapping from ids to controllers, found a list",
        "4:19: 'present' in step 1: unknown controller 'A'; no controllers are declared under 'controllers'",
      ])
    #expect(
      problems(in: "name: x\nwindow: A\ncontrollers: {}\nsteps: [{wait: 1}]\n") == [
        "2:9: 'window': unknown controller 'A'; no controllers are declared under 'controllers'",
        "3:14: 'controllers' is empty; declare at least the window's root controller",
      ])
  }

  @Test func idsAreALetterThenLettersDigitsOrUnderscores() {
    let text = minimal(
      inserting: ["  my-vc: {}", "  _x: {}", "  vc2_ok: {}", "  2nd: {}"], before: 7)
    #expect(
      problems(in: text) == [
        "7:3: invalid controller id 'my-vc': '-' is not allowed; ids are a letter, then letters, digits or '_'",
        "8:3: invalid controller id '_x': it starts with '_'; ids are a letter, then letters, digits or '_'",
        "10:3: invalid controller id '2nd': it starts with '2'; ids are a letter, then letters, digits or '_'",
      ])
  }

  @Test func uikitIsAReservedId() {
    #expect(
      problems(in: minimal(inserting: ["  UIKit: {}"], before: 7)) == [
        "7:3: id 'UIKit' is reserved for UIKit's own events in the timeline; choose another id"
      ])
  }

  /// One id names one object: declared as a controller and a delegate, it is a controller that
  /// is its own delegate, retained by the hierarchy.
  @Test func anIdDeclaredInSeveralSectionsIsOneObjectInSeveralRoles() throws {
    let text = minimal(inserting: [
      "transitioningDelegates: {D: {}, fade: {}}",
      "adaptiveDelegates: {fade: {}}",
    ])
    #expect(problems(in: text) == [])
    let scenario = try ScenarioFile.parse(text, path: "roles.yaml").scenario
    #expect(scenario.transitioningDelegates.map(\.retainedElsewhere) == [true, false])
    let refused = minimal(inserting: ["transitioningDelegates: {D: {retainedElsewhere: false}}"])
    #expect(problems(in: refused).count == 1)
    #expect(problems(in: refused).first?.contains("is also a controller, which the hierarchy retains") == true)
  }

  @Test func unknownReferencesSuggestTheNearestId() {
    let text = minimal(
      inserting: [
        "  E: {transitioningDelegate: fdae, presentationControllerDelegate: adapt}",
        "transitioningDelegates: {fade: {}}",
      ], before: 7)
    #expect(
      problems(in: text) == [
        "7:30: 'transitioningDelegate' in controller 'E': unknown transitioning delegate 'fdae'; did you mean 'fade'?",
        "7:68: 'presentationControllerDelegate' in controller 'E': unknown adaptive delegate 'adapt'; "
          + "no adaptive delegates are declared under 'adaptiveDelegates'",
      ])
  }

  @Test func aReferenceToTheWrongKindSaysWhatItIs() {
    let text = minimal(
      inserting: [
        "  E: {transitioningDelegate: adapt, presentationControllerDelegate: A, children: [fade]}",
        "transitioningDelegates: {fade: {}}",
        "adaptiveDelegates: {adapt: {}}",
      ], before: 7)
    #expect(
      problems(in: text) == [
        "7:30: 'transitioningDelegate' in controller 'E': 'adapt' is an adaptive delegate, not a transitioning delegate",
        "7:69: 'presentationControllerDelegate' in controller 'E': 'A' is a controller, not an adaptive delegate",
        "7:83: 'children' in controller 'E': 'fade' is a transitioning delegate, not a controller",
      ])
  }

  @Test func nullDelegatesMeanNone() throws {
    let text = minimal(
      replacing: 6, with: "  D: {transitioningDelegate: null, presentationControllerDelegate: ~}")
    let scenario = try ScenarioFile.parse(text, path: "c.yaml").scenario
    #expect(scenario.controllers[2].properties == ControllerProperties())
  }

  @Test func aNavigationControllerNeedsAChild() {
    for (line, position) in [("  nav: {type: navigation}", "4:3"), ("  nav: {type: navigation, children: []}", "4:37")]
    {
      #expect(
        problems(in: minimal(replacing: 4, with: line)) == [
          "\(position): navigation controller 'nav' needs at least one child in 'children': its root view controller"
        ])
    }
  }

  @Test func childrenAreAListOfControllers() {
    #expect(
      problems(in: minimal(replacing: 4, with: "  nav: {type: navigation, children: A}")) == [
        "4:37: 'children' in controller 'nav': expected a list of controller ids such as [A, B], found 'A'"
      ])
    #expect(
      problems(in: minimal(replacing: 4, with: "  nav: {type: navigation, children: [A, Dx]}")) == [
        "4:41: 'children' in controller 'nav': unknown controller 'Dx'; did you mean 'D'?"
      ])
  }

  @Test func selectedIndexIsOnlyForTabBars() {
    #expect(
      problems(
        in: minimal(
          replacing: 4, with: "  nav: {type: navigation, children: [A], selectedIndex: 0}")) == [
          "4:42: 'selectedIndex' in controller 'nav' applies only to tab bar controllers ('type: tabBar'); "
            + "'nav' is a navigation"
        ])
  }

  @Test func selectedIndexIsWithinTheTabs() {
    let text = minimal(
      inserting: ["  tabs: {type: tabBar, children: [D, E], selectedIndex: 2}", "  E: {}"],
      before: 7)
    #expect(
      problems(in: text) == [
        "7:57: 'selectedIndex' in controller 'tabs': 2 is out of range; 'tabs' has 2 children, so expected 0 to 1"
      ])
    let negative = minimal(
      inserting: ["  tabs: {type: tabBar, children: [D], selectedIndex: -1}"], before: 7)
    #expect(
      problems(in: negative) == [
        "7:54: 'selectedIndex' in controller 'tabs': -1 is out of range; 'tabs' has 1 child, so expected 0 to 0"
      ])
    let fraction = minimal(
      inserting: ["  tabs: {type: tabBar, children: [D], selectedIndex: 0.5}"], before: 7)
    #expect(
      problems(in: fraction) == [
        "7:54: 'selectedIndex' in controller 'tabs': expected the index of a child, found '0.5'"
      ])
  }

  @Test func theStyleLocationPointsAtTheValue() throws {
    let text = minimal(replacing: 6, with: "  D: {modalPresentationStyle: overCurrentContext}")
    let controller = try ScenarioFile.parse(text, path: "c.yaml").scenario.controllers[2]
    #expect(controller.properties.modalPresentationStyle == .overCurrentContext)
    #expect(controller.styleLocation == CatalogModel.SourceLocation(line: 6, column: 31))
    #expect(controller.location == CatalogModel.SourceLocation(line: 6, column: 3))
  }

  @Test func controllersAreNumberedInDeclarationOrder() throws {
    let text = """
      name: order
      window: zeta
      controllers:
        zeta: {type: navigation, children: [alpha]}
        alpha: {}
        mid: {}
      steps:
        - present: mid
          from: alpha

      """
    let scenario = try ScenarioFile.parse(text, path: "o.yaml").scenario
    #expect(scenario.controllers.map(\.id) == ["zeta", "alpha", "mid"])
    #expect(scenario.window == ControllerID(0))
    #expect(scenario.controllers[0].children == [ControllerID(1)])
    #expect(
      scenario.steps[0].action == .present(ControllerID(2), from: ControllerID(1), animated: true))
  }
}
