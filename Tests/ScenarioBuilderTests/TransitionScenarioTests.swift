import CatalogModel
import CatalogTestSupport
import ScenarioBuilder
import ScenarioFile
import Testing
import TransitionEngine

/// Issue 23 item 3: a scenario written in Swift is the scenario file it stands for.
@Suite(.tags(.small))
struct TransitionScenarioTests {
  @Test func eachElementWritesOneLineOfTheFileItStandsFor() {
    let scenario = TransitionScenario("ios13-default-style", window: "nav") {
      Controller("nav", type: .navigation, children: ["list"])
      Controller("list")
      Controller("detail")
    } steps: {
      Present("detail", from: "list")
      Dismiss("detail", animated: false).sameTurn()
    }
    #expect(
      scenario.yaml == """
        "name": "ios13-default-style"
        "window": "nav"
        "controllers":
          "nav": {"type": "navigation", "children": ["list"]}
          "list": {}
          "detail": {}
        "steps":
          - {"present": "detail", "from": "list"}
          - {"dismiss": "detail", "animated": false, "at": "+0"}

        """)
  }

  @Test func aProblemIsReportedAtTheSwiftLineOfItsElement() throws {
    let presentLine = #line + 5
    let scenario = TransitionScenario("bad", window: "A") {
      Controller("A")
      Controller("B", modalPresentationStyle: .pageSheet)
    } steps: {
      Present("C", from: "A")
    }
    let error = try #require(throws: ScenarioFileError.self) { try scenario.validated() }
    #expect(error.path == #filePath)
    #expect(error.diagnostics.map(\.location.line) == [presentLine])
    #expect(error.diagnostics.first?.message.contains("'C'") == true)
  }

  @Test func aMissingSectionIsReportedWhereTheScenarioIsWritten() throws {
    let line = #line + 1
    let scenario = TransitionScenario("empty", window: "A") {
      Controller("A")
    } steps: {
    }
    let error = try #require(throws: ScenarioFileError.self) { try scenario.validated() }
    #expect(error.diagnostics.map(\.location.line) == [line])
  }

  @Test func loopsAndConditionsBuildElements() throws {
    let modal = true
    let scenario = TransitionScenario("stack", window: "root") {
      Controller("root")
      for index in 1...3 { Controller("level\(index)", modalPresentationStyle: .fullScreen) }
    } steps: {
      for index in 1...3 { Present("level\(index)") }
      if modal { Dismiss("level1") } else { Wait(1) }
    }
    let model = try scenario.validated()
    #expect(model.controllers.map(\.id) == ["root", "level1", "level2", "level3"])
    #expect(model.steps.count == 4)
  }

  /// Every element and parameter the fixtures do not use, read back by the scenario reader.
  @Test func everyElementAndParameterReadsBack() throws {
    let scenario = TransitionScenario(
      "everything", window: "tabs", summary: "every element", notes: "line one\nline two\n", tags: ["a", "b"],
      device: .pad(size: (width: 1024, height: 768), horizontalSizeClass: .compact), format: 1
    ) {
      Controller("tabs", type: .tabBar, children: ["nav", "other"], selectedIndex: 1)
      Controller("nav", type: .navigation, children: ["A"], definesPresentationContext: true)
      Controller("other", providesPresentationContextTransitionStyle: false, viewLoaded: true)
      Controller("A")
      Controller(
        "D", modalPresentationStyle: .custom, transitioningDelegate: "t", presentationControllerDelegate: "adapt",
        isModalInPresentation: false)
      Controller("S", modalPresentationStyle: .formSheet, presentationControllerDelegate: "sheet")
      TransitioningDelegate(
        "t", retainedElsewhere: true,
        presentationController: PresentationController(
          class: "Dimming", shouldPresentInFullscreen: true, shouldRemovePresentersView: false,
          frame: .rect(x: 10, y: 20, width: 300, height: 400), alongsideAnimations: false,
          adaptivePresentationStyle: PresentationStyle.none),
        presentAnimator: Animator(class: "Zoom", duration: 0.5), dismissAnimator: Animator(),
        presentInteraction: .percentDriven, dismissInteraction: .percentDriven, completionSpeed: 2)
      AdaptiveDelegate(
        "adapt", adaptivePresentationStyleForTraitCollection: .byWidth(compact: .fullScreen, regular: .none),
        adaptivePresentationStyle: .noAdaptation, viewControllerForAdaptivePresentationStyle: .original,
        willPresentWithAdaptiveStyle: true, shouldDismiss: false, willDismiss: true, didDismiss: true,
        didAttemptToDismiss: true)
      AdaptiveDelegate("sheet", didChangeSelectedDetent: true, prepare: true)
    } steps: {
      ReadPresentationController("D")
      InteractivePresent("D", from: "A", progress: [0.2, 0.6], release: .finish)
      InteractiveDismiss("D", progress: [0.1], release: .cancel)
      Traits(horizontalSizeClass: .regular, verticalSizeClass: .regular).at(5)
      Resize(width: 768, height: 1024, horizontalSizeClass: .compact)
      SetProperties(
        "D", .modalPresentationStyle(.overFullScreen), .transitioningDelegate(nil),
        .presentationControllerDelegate("adapt"), .definesPresentationContext(false),
        .providesPresentationContextTransitionStyle(true), .isModalInPresentation(true))
      Present("S")
      Detent("S", to: .medium, by: .app)
      SwipeDown("S", progress: [0.5], release: .cancel)
      TapOutside("S")
      AddSubview("other", to: "A")
      RemoveFromSuperview("other")
      BeginAppearanceTransition("A", appearing: false, animated: true)
      EndAppearanceTransition("A").during("A.viewDidAppear")
      TapDimmingView("D")
      Inspect("A", "D")
      Wait(0.25)
    }
    let model = try scenario.validated()
    #expect(model.device.idiom == .pad)
    #expect(model.steps.count == 17)
    #expect(model.notes == "line one\nline two\n")
    // And back: the file the value writes turns into Swift that writes the same file.
    let swift = try SwiftScenarioWriter.swiftSource(of: scenario.yaml, path: "everything.yaml")
    for spelling in [
      "SetProperties(", ".transitioningDelegate(nil)", ".byWidth(compact: .fullScreen, regular: .none)",
      ".noAdaptation", "PresentationStyle.none", ".rect(x: 10, y: 20, width: 300, height: 400)", ".at(5)",
      ".during(\"A.viewDidAppear\")", "size: (width: 1024, height: 768)", "format: 1",
    ] {
      #expect(swift.contains(spelling), "\(spelling)")
    }
  }

  /// Issue 25 item 3: every container element and parameter reads back to the model a file with
  /// the same keys gives, and the writer spells each of them back.
  @Test func everyContainerElementAndParameterReadsBack() throws {
    let scenario = TransitionScenario("containers", window: "tabs") {
      Controller("tabs", type: .tabBar, children: ["nav", "home"], tabBarDelegate: "td")
      Controller("nav", type: .navigation, children: ["A", "B"], navigationDelegate: "slide")
      Controller("home")
      Controller("A")
      Controller("B")
      Controller("C")
      NavigationDelegate(
        "slide", willShow: true, didShow: false, pushAnimator: Animator(class: "Slide", duration: 0.3),
        popAnimator: .answersNil, interaction: .percentDriven, completionSpeed: 2)
      NavigationDelegate("fade", animator: Animator(), interaction: .answersNil)
      TabBarDelegate(
        "td", shouldSelect: .byTab(["home": false]), didSelect: true, animator: .answersNil,
        interaction: .percentDriven)
      TabBarDelegate("always", shouldSelect: .always(true))
    } steps: {
      Push("C", on: "nav", animated: false)
      Push("C", from: "A").sameTurn()
      Pop("nav", animated: true)
      PopTo("A", on: "nav")
      PopToRoot("nav", animated: false)
      SetViewControllers(["A", "C"], on: "nav", animated: true)
      Select(1, on: "tabs")
      Select("nav", by: .app).during("slide.willShow")
      SwipeBack("nav", progress: [0.3], release: .cancel)
      Inspect("nav.viewControllers", "B.parent", "tabs.selectedIndex", "A")
      SetProperties("nav", .navigationDelegate("fade"))
      SetProperties("tabs", .tabBarDelegate(nil))
    }
    let yaml = """
      name: containers
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [nav, home], tabBarDelegate: td}
        nav: {type: navigation, children: [A, B], navigationDelegate: slide}
        home: {}
        A: {}
        B: {}
        C: {}
      navigationDelegates:
        slide:
          {willShow: true, didShow: false, pushAnimator: {class: Slide, duration: 0.3}, popAnimator: null,
           interaction: percentDriven, completionSpeed: 2}
        fade: {animator: {}, interaction: null}
      tabBarDelegates:
        td: {shouldSelect: {home: false}, didSelect: true, animator: null, interaction: percentDriven}
        always: {shouldSelect: true}
      steps:
        - {push: C, on: nav, animated: false}
        - {push: C, from: A, at: "+0"}
        - {pop: nav, animated: true}
        - {popTo: A, on: nav}
        - {popToRoot: nav, animated: false}
        - {setViewControllers: [A, C], on: nav, animated: true}
        - {select: 1, on: tabs}
        - {select: nav, by: app, during: slide.willShow}
        - {swipeBack: nav, progress: [0.3], release: cancel}
        - inspect: [nav.viewControllers, B.parent, tabs.selectedIndex, A]
        - set: {controller: nav, navigationDelegate: fade}
        - set: {controller: tabs, tabBarDelegate: null}

      """
    let model = try scenario.validated()
    let file = try ScenarioFile.parse(yaml, path: "containers.yaml").scenario
    #expect(model.controllers.map(\.properties) == file.controllers.map(\.properties))
    #expect(model.navigationDelegates.map(\.withoutLocation) == file.navigationDelegates.map(\.withoutLocation))
    #expect(model.tabBarDelegates.map(\.withoutLocation) == file.tabBarDelegates.map(\.withoutLocation))
    #expect(model.steps.map(\.action) == file.steps.map(\.action))
    #expect(model.steps.map(\.timing) == file.steps.map(\.timing))
    #expect(model.navigationDelegates.first?.popAnimator == nil)
    #expect(model.navigationDelegates.first?.implementsAnimatorMethod == true)
    #expect(model.navigationDelegates.last?.implementsInteraction == true)
    // And back: the writer spells every container key.
    let swift = try SwiftScenarioWriter.swiftSource(of: scenario.yaml, path: "containers.yaml")
    for spelling in [
      "NavigationDelegate(", "popAnimator: .answersNil", "interaction: .percentDriven", "interaction: .answersNil",
      "TabBarDelegate(", "shouldSelect: .byTab([\"home\": false])", "shouldSelect: .always(true)",
      "tabBarDelegate: \"td\"", "navigationDelegate: \"slide\"", "Push(\"C\", on: \"nav\", animated: false)",
      "Push(\"C\", from: \"A\").sameTurn()", "Pop(\"nav\", animated: true)", "PopTo(\"A\", on: \"nav\")",
      "PopToRoot(\"nav\", animated: false)", "SetViewControllers([\"A\", \"C\"], on: \"nav\", animated: true)",
      "Select(1, on: \"tabs\")", "Select(\"nav\", by: .app).during(\"slide.willShow\")",
      "SwipeBack(\"nav\", progress: [0.3], release: .cancel)", ".navigationDelegate(\"fade\")",
      ".tabBarDelegate(nil)", "Inspect(\"nav.viewControllers\", \"B.parent\", \"tabs.selectedIndex\", \"A\")",
    ] {
      #expect(swift.contains(spelling), "\(spelling)\n\(swift)")
    }
  }

  @Test func theWriterRefusesAKeyItCannotSpell() {
    #expect(throws: SwiftScenarioWriter.UnsupportedKey.self) {
      try SwiftScenarioWriter.swiftSource(
        of: "name: a\nwindow: A\ncontrollers: {A: {}}\nsteps: [{wait: 1}]\nfuture: 1\n", path: "a.yaml")
    }
  }

  @Test func aTextOfSeveralLinesIsAMultiLineLiteralThatReadsBack() throws {
    let notes = "first \"quoted\" line\n\n  indented \\ backslash\nno final newline"
    let scenario = TransitionScenario("notes", window: "A", notes: notes) {
      Controller("A")
    } steps: {
      Wait(1)
    }
    let swift = try SwiftScenarioWriter.swiftSource(of: scenario.yaml, path: "notes.yaml")
    #expect(
      swift.contains(
        "notes: \"\"\"\n    first \"quoted\" line\n\n      indented \\\\ backslash\n    no final newline\n    \"\"\""))
  }
}

extension NavigationDelegateSpec {
  fileprivate var withoutLocation: NavigationDelegateSpec {
    var spec = self
    spec.location = .start
    return spec
  }
}

extension TabBarDelegateSpec {
  fileprivate var withoutLocation: TabBarDelegateSpec {
    var spec = self
    spec.location = .start
    return spec
  }
}
