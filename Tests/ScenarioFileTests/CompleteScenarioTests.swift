import CatalogModel
import CatalogTestSupport
import Testing

@testable import ScenarioFile

/// A scenario that uses every key of the format reads into exactly the expected model.
struct CompleteScenarioTests {
  static let yaml = ScenarioTexts.everyKey

  static func expected() -> Scenario {
    let ids = (0..<8).map(ControllerID.init)
    let (tabs, nav, a, b, c, x, d, e) = (
      ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], ids[6], ids[7]
    )
    func loc(_ line: Int, _ column: Int) -> CatalogModel.SourceLocation {
      .init(line: line, column: column)
    }

    var dProperties = ControllerProperties()
    dProperties.modalPresentationStyle = .custom
    dProperties.transitioningDelegate = TransitioningDelegateID(0)
    dProperties.presentationControllerDelegate = AdaptiveDelegateID(0)
    dProperties.providesPresentationContextTransitionStyle = true
    dProperties.isModalInPresentation = true
    dProperties.modalTransitionStyle = .crossDissolve
    dProperties.supportedInterfaceOrientations = .landscape
    dProperties.shouldAutomaticallyForwardAppearanceMethods = false
    var eProperties = ControllerProperties()
    eProperties.modalPresentationStyle = .pageSheet
    eProperties.transitioningDelegate = TransitioningDelegateID(1)
    var cProperties = ControllerProperties()
    cProperties.definesPresentationContext = true
    var tabsProperties = ControllerProperties(kind: .tabBar)
    tabsProperties.tabBarDelegate = TabBarDelegateID(0)
    var navProperties = ControllerProperties(kind: .navigation)
    navProperties.navigationDelegate = NavigationDelegateID(0)

    return Scenario(
      name: "every-key.v1_test",
      summary: "A scenario that uses every key of the format",
      notes: "Line one.\nLine two.\n",
      tags: ["custom", "presentation-controller", "v1.2_x"],
      device: Device(
        idiom: .pad, width: 1024, height: 768.5, horizontalSizeClass: .compact,
        verticalSizeClass: .compact),
      window: tabs,
      controllers: [
        ControllerSpec(
          id: "tabs", kind: .tabBar, children: [nav, x], selectedIndex: 1, properties: tabsProperties,
          location: loc(15, 3)),
        ControllerSpec(
          id: "nav", kind: .navigation, children: [a, b, c], properties: navProperties, location: loc(16, 3)),
        ControllerSpec(id: "A", location: loc(20, 3)),
        ControllerSpec(id: "B", location: loc(21, 3)),
        ControllerSpec(id: "C", properties: cProperties, location: loc(22, 3)),
        ControllerSpec(id: "X", viewLoaded: true, location: loc(23, 3)),
        ControllerSpec(
          id: "D", properties: dProperties, location: loc(24, 3), styleLocation: loc(25, 29)),
        ControllerSpec(
          id: "E", properties: eProperties, location: loc(35, 3), styleLocation: loc(35, 53)),
      ],
      transitioningDelegates: [
        TransitioningDelegateSpec(
          id: "fade", retainedElsewhere: true,
          presentationController: PresentationControllerSpec(
            className: "DimmingPresentationController", shouldPresentInFullscreen: false,
            shouldRemovePresentersView: true, frame: .inset(dx: 50, dy: 40),
            alongsideAnimations: true,
            adaptivePresentationStyle: .overFullScreen),
          presentAnimator: AnimatorSpec(
            className: "ZoomAnimator", duration: VirtualTime(milliseconds: 1000)),
          dismissAnimator: AnimatorSpec(duration: VirtualTime(milliseconds: 400)),
          presentInteraction: .percentDriven, dismissInteraction: .percentDriven,
          completionSpeed: 0.5,
          location: loc(37, 3)),
        TransitioningDelegateSpec(
          id: "plain",
          presentationController: PresentationControllerSpec(
            frame: .rect(Rect(x: 10, y: 20, width: 300, height: 400.5))),
          presentAnimator: AnimatorSpec(), location: loc(51, 3)),
        TransitioningDelegateSpec(
          id: "bare", presentationController: PresentationControllerSpec(), location: loc(54, 3)),
      ],
      adaptiveDelegates: [
        AdaptiveDelegateSpec(
          id: "adapt", adaptivePresentationStyleForTraitCollection: .byWidth(compact: .formSheet, regular: .none),
          adaptivePresentationStyle: .always(.fullScreen),
          viewControllerForAdaptivePresentationStyle: .wrapInNavigation,
          willPresentWithAdaptiveStyle: true,
          shouldDismiss: false, willDismiss: true, didDismiss: true, didAttemptToDismiss: true,
          didChangeSelectedDetent: true, prepare: true, location: loc(58, 3)),
        AdaptiveDelegateSpec(id: "quiet", popoverShouldDismiss: false, popoverDidDismiss: true, location: loc(69, 3)),
      ],
      navigationDelegates: [
        NavigationDelegateSpec(
          id: "log", willShow: true, didShow: true, implementsAnimatorMethod: true,
          pushAnimator: AnimatorSpec(className: "SlideAnimator", duration: VirtualTime(milliseconds: 300)),
          popAnimator: nil, implementsInteraction: true, interaction: .percentDriven, completionSpeed: 2,
          location: loc(71, 3)),
        NavigationDelegateSpec(
          id: "both", implementsAnimatorMethod: true, pushAnimator: AnimatorSpec(), popAnimator: AnimatorSpec(),
          location: loc(78, 3)),
      ],
      tabBarDelegates: [
        TabBarDelegateSpec(
          id: "td", shouldSelect: .byTab([TabBarDelegateSpec.TabAnswer(tab: x, answer: false)]), didSelect: true,
          implementsAnimatorMethod: true, animator: nil, implementsInteraction: true, location: loc(80, 3)),
        TabBarDelegateSpec(id: "always", shouldSelect: .always(true), location: loc(85, 3)),
      ],
      steps: [
        Step(.launch(tabs), location: loc(87, 5)),
        Step(.present(d, from: c, animated: false), location: loc(88, 5)),
        Step(
          .dismiss(d, animated: true), timing: .at(VirtualTime(milliseconds: 1250)),
          location: loc(91, 5)),
        Step(
          .interactivePresent(
            d, from: c, gesture: Gesture(progress: [0.2, 0.6], release: .cancel)),
          timing: .sameTurn, location: loc(94, 5)),
        Step(
          .interactiveDismiss(d, gesture: Gesture(progress: [0.1, 0.3, 0.35], release: .finish)),
          location: loc(99, 5)),
        Step(
          .swipeDown(e, gesture: Gesture(progress: [0, 1], release: .finish)), location: loc(101, 5)),
        Step(.traits(TraitChange(horizontalSizeClass: .regular)), location: loc(104, 5)),
        Step(
          .set(x, [.definesPresentationContext(true), .transitioningDelegate(nil)]),
          location: loc(105, 5)),
        Step(
          .set(
            e,
            [
              .modalPresentationStyle(.overCurrentContext),
              .transitioningDelegate(TransitioningDelegateID(0)),
              .presentationControllerDelegate(AdaptiveDelegateID(1)),
              .providesPresentationContextTransitionStyle(false),
              .isModalInPresentation(false),
            ]), location: loc(106, 5)),
        Step(.addSubview(d, to: c), location: loc(113, 5)),
        Step(.removeFromSuperview(d), location: loc(115, 5)),
        Step(
          .inspect([InspectItem(a), InspectItem(d)]), timing: .at(VirtualTime(milliseconds: 2000)),
          location: loc(116, 5)),
        Step(.wait(VirtualTime(milliseconds: 500)), location: loc(118, 5)),
        Step(.present(e, from: nil, animated: true), timing: .sameTurn, location: loc(119, 5)),
        Step(.detent(e, to: .medium, by: .user), location: loc(121, 5)),
        Step(
          .detent(e, to: .large, by: .app), timing: .at(VirtualTime(milliseconds: 3000)),
          location: loc(123, 5)),
        Step(.resize(width: 844, height: 390, traits: TraitChange(verticalSizeClass: .compact)), location: loc(127, 5)),
        Step(.readPresentationController(e), location: loc(128, 5)),
        Step(
          .present(b, from: e, animated: true), timing: .during(StepTrigger(object: "E", callback: .viewDidAppear)),
          location: loc(129, 5)),
        Step(.beginAppearance(x, appearing: false, animated: true), location: loc(132, 5)),
        Step(
          .endAppearance(x), timing: .during(StepTrigger(object: "adapt", callback: .presentationControllerDidDismiss)),
          location: loc(135, 5)),
        Step(.tapOutside(e), location: loc(137, 5)),
        Step(.tapDimmingView(d), location: loc(138, 5)),
        Step(.push(e, on: nav, from: nil, animated: true), location: loc(139, 5)),
        Step(.push(d, on: nil, from: a, animated: false), location: loc(141, 5)),
        Step(.pop(nav, animated: false), location: loc(144, 5)),
        Step(.popTo(a, on: nav, animated: true), location: loc(146, 5)),
        Step(.popToRoot(nav, animated: true), location: loc(148, 5)),
        Step(.setViewControllers([a, c], on: nav, animated: true), location: loc(149, 5)),
        Step(.select(.index(1), on: tabs, by: .user), location: loc(152, 5)),
        Step(
          .select(.controller(x), on: nil, by: .app), timing: .during(StepTrigger(object: "log", callback: .didShow)),
          location: loc(154, 5)),
        Step(.swipeBack(nav, gesture: Gesture(progress: [0.5], release: .cancel)), location: loc(157, 5)),
        Step(
          .inspect([
            InspectItem(nav, .viewControllers), InspectItem(tabs, .selectedIndex), InspectItem(a, .parent),
            InspectItem(a, .navigationController), InspectItem(a, .tabBarController),
          ]), location: loc(160, 5)),
        Step(
          .inspect([
            InspectItem(nav, .topViewController), InspectItem(nav, .visibleViewController),
            InspectItem(tabs, .selectedViewController),
          ]), location: loc(161, 5)),
        Step(
          .inspect([InspectItem(d, .presentingViewController), InspectItem(d, .presentedViewController)]),
          location: loc(162, 5)),
        Step(.set(nav, [.navigationDelegate(nil)]), location: loc(163, 5)),
        Step(.set(tabs, [.tabBarDelegate(TabBarDelegateID(1))]), location: loc(164, 5)),
        Step(
          .dismiss(d, animated: true), timing: .during(StepTrigger(object: "A", callback: .willMove)),
          location: loc(165, 5)),
        Step(
          .dismiss(d, animated: true), timing: .during(StepTrigger(object: "td", callback: .shouldSelect)),
          location: loc(167, 5)),
        Step(.rotate(.landscapeLeft), timing: .at(VirtualTime(milliseconds: 4000)), location: loc(169, 5)),
        Step(.tapAlertAction(e), location: loc(171, 5)),
        Step(
          .set(
            c,
            [
              .modalTransitionStyle(.flipHorizontal), .supportedInterfaceOrientations(.all),
              .shouldAutomaticallyForwardAppearanceMethods(true),
            ]), location: loc(172, 5)),
        Step(
          .present(a, from: c, animated: true), timing: .during(StepTrigger(object: "E", callback: .actionHandler)),
          location: loc(173, 5)),
      ],
      facts: [
        ScenarioFact(
          .order(
            before: EventPattern(receiver: "D", member: "viewWillAppear"),
            after: EventPattern(receiver: "D", member: "viewDidAppear(_:)"), occurrences: (1, 2)),
          profiles: ["uikit-8", "uikit-17"], location: loc(177, 5)),
        ScenarioFact(
          .absent(EventPattern(receiver: "pc:D#2", member: "presentationTransitionWillBegin")), result: "nil",
          location: loc(181, 5)),
        ScenarioFact(
          .present(EventPattern(receiver: "UIKit", member: "warning"), argumentContains: "in progress"),
          location: loc(183, 5)),
        ScenarioFact(
          .count(EventPattern(receiver: "adapt", member: "presentationControllerDidDismiss"), times: 0), result: "nil",
          location: loc(185, 5)),
      ],
      source: ScenarioSource(
        url: "https://example.com/issues/1", title: "A title", date: "2017-02", ios: "10.2", device: "iPhone 7",
        feature: .dismiss, quote: "Quoted words.\n", location: loc(188, 1)))
  }

  @Test func everyKeyReadsIntoTheExpectedModel() throws {
    let loaded = try ScenarioFile.parse(Self.yaml, path: "fixtures/every-key.yaml")
    let expected = Self.expected()
    #expect(loaded.scenario.controllers == expected.controllers)
    #expect(loaded.scenario.transitioningDelegates == expected.transitioningDelegates)
    #expect(loaded.scenario.adaptiveDelegates == expected.adaptiveDelegates)
    #expect(loaded.scenario.navigationDelegates == expected.navigationDelegates)
    #expect(loaded.scenario.tabBarDelegates == expected.tabBarDelegates)
    for (step, expectedStep) in zip(loaded.scenario.steps, expected.steps) {
      #expect(step == expectedStep)
    }
    #expect(loaded.scenario == expected)
    #expect(loaded.format == .yaml)
    #expect(loaded.path == "fixtures/every-key.yaml")
    #expect(loaded.source == Self.yaml)
  }
}
