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
          id: "tabs", kind: .tabBar, children: [nav, x], selectedIndex: 1, location: loc(15, 3)),
        ControllerSpec(id: "nav", kind: .navigation, children: [a, b, c], location: loc(16, 3)),
        ControllerSpec(id: "A", location: loc(19, 3)),
        ControllerSpec(id: "B", location: loc(20, 3)),
        ControllerSpec(id: "C", properties: cProperties, location: loc(21, 3)),
        ControllerSpec(id: "X", viewLoaded: true, location: loc(22, 3)),
        ControllerSpec(
          id: "D", properties: dProperties, location: loc(23, 3), styleLocation: loc(24, 29)),
        ControllerSpec(
          id: "E", properties: eProperties, location: loc(34, 3), styleLocation: loc(34, 53)),
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
          location: loc(36, 3)),
        TransitioningDelegateSpec(
          id: "plain",
          presentationController: PresentationControllerSpec(
            frame: .rect(Rect(x: 10, y: 20, width: 300, height: 400.5))),
          presentAnimator: AnimatorSpec(), location: loc(50, 3)),
        TransitioningDelegateSpec(
          id: "bare", presentationController: PresentationControllerSpec(), location: loc(53, 3)),
      ],
      adaptiveDelegates: [
        AdaptiveDelegateSpec(
          id: "adapt", adaptivePresentationStyleForTraitCollection: .byWidth(compact: .formSheet, regular: .none),
          adaptivePresentationStyle: .always(.fullScreen),
          viewControllerForAdaptivePresentationStyle: .wrapInNavigation,
          willPresentWithAdaptiveStyle: true,
          shouldDismiss: false, willDismiss: true, didDismiss: true, didAttemptToDismiss: true,
          didChangeSelectedDetent: true, prepare: true, location: loc(57, 3)),
        AdaptiveDelegateSpec(id: "quiet", popoverShouldDismiss: false, popoverDidDismiss: true, location: loc(68, 3)),
      ],
      steps: [
        Step(.launch(tabs), location: loc(70, 5)),
        Step(.present(d, from: c, animated: false), location: loc(71, 5)),
        Step(
          .dismiss(d, animated: true), timing: .at(VirtualTime(milliseconds: 1250)),
          location: loc(74, 5)),
        Step(
          .interactivePresent(
            d, from: c, gesture: Gesture(progress: [0.2, 0.6], release: .cancel)),
          timing: .sameTurn, location: loc(77, 5)),
        Step(
          .interactiveDismiss(d, gesture: Gesture(progress: [0.1, 0.3, 0.35], release: .finish)),
          location: loc(82, 5)),
        Step(
          .swipeDown(e, gesture: Gesture(progress: [0, 1], release: .finish)), location: loc(84, 5)),
        Step(.traits(TraitChange(horizontalSizeClass: .regular)), location: loc(87, 5)),
        Step(
          .set(x, [.definesPresentationContext(true), .transitioningDelegate(nil)]),
          location: loc(88, 5)),
        Step(
          .set(
            e,
            [
              .modalPresentationStyle(.overCurrentContext),
              .transitioningDelegate(TransitioningDelegateID(0)),
              .presentationControllerDelegate(AdaptiveDelegateID(1)),
              .providesPresentationContextTransitionStyle(false),
              .isModalInPresentation(false),
            ]), location: loc(89, 5)),
        Step(.addSubview(d, to: c), location: loc(96, 5)),
        Step(.removeFromSuperview(d), location: loc(98, 5)),
        Step(.inspect([a, d]), timing: .at(VirtualTime(milliseconds: 2000)), location: loc(99, 5)),
        Step(.wait(VirtualTime(milliseconds: 500)), location: loc(101, 5)),
        Step(.present(e, from: nil, animated: true), timing: .sameTurn, location: loc(102, 5)),
        Step(.detent(e, to: .medium, by: .user), location: loc(104, 5)),
        Step(
          .detent(e, to: .large, by: .app), timing: .at(VirtualTime(milliseconds: 3000)),
          location: loc(106, 5)),
        Step(.resize(width: 844, height: 390, traits: TraitChange(verticalSizeClass: .compact)), location: loc(110, 5)),
        Step(.readPresentationController(e), location: loc(111, 5)),
        Step(
          .present(b, from: e, animated: true), timing: .during(StepTrigger(object: "E", callback: .viewDidAppear)),
          location: loc(112, 5)),
        Step(.beginAppearance(x, appearing: false, animated: true), location: loc(115, 5)),
        Step(
          .endAppearance(x), timing: .during(StepTrigger(object: "adapt", callback: .presentationControllerDidDismiss)),
          location: loc(118, 5)),
        Step(.tapOutside(e), location: loc(120, 5)),
        Step(.tapDimmingView(d), location: loc(121, 5)),
        Step(.rotate(.landscapeLeft), timing: .at(VirtualTime(milliseconds: 4000)), location: loc(122, 5)),
        Step(.tapAlertAction(e), location: loc(124, 5)),
        Step(
          .set(
            c,
            [
              .modalTransitionStyle(.flipHorizontal), .supportedInterfaceOrientations(.all),
              .shouldAutomaticallyForwardAppearanceMethods(true),
            ]), location: loc(125, 5)),
        Step(
          .present(a, from: c, animated: true), timing: .during(StepTrigger(object: "E", callback: .actionHandler)),
          location: loc(126, 5)),
      ],
      facts: [
        ScenarioFact(
          .order(
            before: EventPattern(receiver: "D", member: "viewWillAppear"),
            after: EventPattern(receiver: "D", member: "viewDidAppear(_:)"), occurrences: (1, 2)),
          profiles: ["uikit-8", "uikit-17"], location: loc(130, 5)),
        ScenarioFact(
          .absent(EventPattern(receiver: "pc:D#2", member: "presentationTransitionWillBegin")), result: "nil",
          location: loc(134, 5)),
        ScenarioFact(
          .present(EventPattern(receiver: "UIKit", member: "warning"), argumentContains: "in progress"),
          location: loc(136, 5)),
        ScenarioFact(
          .count(EventPattern(receiver: "adapt", member: "presentationControllerDidDismiss"), times: 0), result: "nil",
          location: loc(138, 5)),
      ],
      source: ScenarioSource(
        url: "https://example.com/issues/1", title: "A title", date: "2017-02", ios: "10.2", device: "iPhone 7",
        feature: .dismiss, quote: "Quoted words.\n", location: loc(141, 1)))
  }

  @Test func everyKeyReadsIntoTheExpectedModel() throws {
    let loaded = try ScenarioFile.parse(Self.yaml, path: "fixtures/every-key.yaml")
    let expected = Self.expected()
    #expect(loaded.scenario.controllers == expected.controllers)
    #expect(loaded.scenario.transitioningDelegates == expected.transitioningDelegates)
    #expect(loaded.scenario.adaptiveDelegates == expected.adaptiveDelegates)
    for (step, expectedStep) in zip(loaded.scenario.steps, expected.steps) {
      #expect(step == expectedStep)
    }
    #expect(loaded.scenario == expected)
    #expect(loaded.format == .yaml)
    #expect(loaded.path == "fixtures/every-key.yaml")
    #expect(loaded.source == Self.yaml)
  }
}
