import Foundation

/// The repository's `fixtures/` folder.
package let fixturesFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("fixtures")

/// The names of the entries of `fixtures/` that `keep` accepts, sorted, or none when the folder
/// cannot be read: the arguments of a test run once per fixture (such as
/// `fixtureFiles(where: ScenarioFile.hasScenarioExtension)`).
package func fixtureFiles(where keep: (String) -> Bool) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []).filter(keep).sorted()
}

/// Scenario files the runner and command tests build on.
package enum ScenarioTexts {
  /// A small valid scenario named `name`: A presents D full screen, waits `variant + 0.5`
  /// seconds and dismisses it; `variant` changes its source and its summary.
  package static func valid(_ name: String, variant: Int = 0, tags: [String] = ["custom"]) -> String {
    scenario(
      name, summary: "Variant \(variant) of \(name)", tags: tags,
      between: "  - wait: \(Double(variant) + 0.5)\n")
  }

  /// The same presentation without the wait, summarised "A plain full-screen presentation".
  package static func plain(_ name: String, tags: [String] = ["custom"]) -> String {
    scenario(name, summary: "A plain full-screen presentation", tags: tags, between: "")
  }

  private static func scenario(_ name: String, summary: String, tags: [String], between: String) -> String {
    """
    name: \(name)
    summary: \(summary)
    tags: [\(tags.joined(separator: ", "))]
    window: A
    controllers:
      A: {}
      D: {modalPresentationStyle: fullScreen}
    steps:
      - present: D
        from: A
    \(between)  - dismiss: D

    """
  }

  /// A scenario with two problems: an unknown key (line 5) and an unknown controller (line 7).
  package static let invalid = """
    name: broken
    window: A
    controllers:
      A: {}
    stepz: []
    steps:
      - present: Q
        from: A

    """

  /// The path of the repository's `fixtures/` folder.
  package static var fixtures: String { fixturesFolder.path }

  /// A scenario that uses every key and every step of the format (the reference of
  /// `CompleteScenarioTests` and of the compiled form's golden file).
  package static let everyKey = """
    format: 1
    name: every-key.v1_test
    summary: A scenario that uses every key of the format
    notes: |
      Line one.
      Line two.
    tags: [custom, presentation-controller, v1.2_x]
    device:
      idiom: pad
      size: [1024, 768.5]
      horizontalSizeClass: compact
      verticalSizeClass: compact
    window: tabs
    controllers:
      tabs: {type: tabBar, children: [nav, X], selectedIndex: 1, tabBarDelegate: td}
      nav:
        type: navigation
        children: [A, B, C]
        navigationDelegate: log
      A: {}
      B:
      C: {definesPresentationContext: true}
      X: {viewLoaded: true}
      D:
        modalPresentationStyle: custom
        transitioningDelegate: fade
        presentationControllerDelegate: adapt
        definesPresentationContext: false
        providesPresentationContextTransitionStyle: true
        isModalInPresentation: true
        viewLoaded: false
        modalTransitionStyle: crossDissolve
        supportedInterfaceOrientations: landscape
        shouldAutomaticallyForwardAppearanceMethods: false
      E: {type: viewController, modalPresentationStyle: pageSheet, transitioningDelegate: plain}
    transitioningDelegates:
      fade:
        retainedElsewhere: true
        presentationController:
          class: DimmingPresentationController
          shouldPresentInFullscreen: false
          shouldRemovePresentersView: true
          frame: {inset: [50, 40]}
          alongsideAnimations: true
          adaptivePresentationStyle: overFullScreen
        presentAnimator: {class: ZoomAnimator, duration: 1.0}
        dismissAnimator: {duration: 0.4}
        presentInteraction: percentDriven
        dismissInteraction: percentDriven
        completionSpeed: 0.5
      plain:
        presentationController: {frame: {rect: [10, 20, 300, 400.5]}}
        presentAnimator: {}
      bare:
        presentationController: {frame: container}
        dismissAnimator: null
    adaptiveDelegates:
      adapt:
        adaptivePresentationStyleForTraitCollection: {compact: formSheet, regular: none}
        adaptivePresentationStyle: fullScreen
        viewControllerForAdaptivePresentationStyle: wrapInNavigation
        willPresentWithAdaptiveStyle: true
        shouldDismiss: false
        willDismiss: true
        didDismiss: true
        didAttemptToDismiss: true
        didChangeSelectedDetent: true
        prepare: true
      quiet: {popoverShouldDismiss: false, popoverDidDismiss: true}
    navigationDelegates:
      log:
        willShow: true
        didShow: true
        pushAnimator: {class: SlideAnimator, duration: 0.3}
        popAnimator: null
        interaction: percentDriven
        completionSpeed: 2
      both: {animator: {}}
    tabBarDelegates:
      td:
        shouldSelect: {X: false}
        didSelect: true
        animator: null
        interaction: percentDriven
      always: {shouldSelect: true}
    steps:
      - launch: tabs
      - present: D
        from: C
        animated: false
      - dismiss: D
        animated: true
        at: 1.25
      - interactivePresent: D
        from: C
        progress: [0.2, 0.6]
        release: cancel
        at: "+0"
      - interactiveDismiss: D
        progress: [0.1, 0.3, 0.35]
      - swipeDown: E
        progress: [0, 1]
        release: finish
      - traits: {horizontalSizeClass: regular}
      - set: {controller: X, definesPresentationContext: true, transitioningDelegate: null}
      - set:
          controller: E
          modalPresentationStyle: overCurrentContext
          transitioningDelegate: fade
          presentationControllerDelegate: quiet
          providesPresentationContextTransitionStyle: false
          isModalInPresentation: false
      - addSubview: D
        to: C
      - removeFromSuperview: D
      - inspect: [A, D]
        at: 2
      - wait: 0.5
      - present: E
        at: +0
      - detent: E
        to: medium
      - detent: E
        to: large
        by: app
        at: 3
      - resize: {size: [844, 390], verticalSizeClass: compact}
      - readPresentationController: E
      - present: B
        from: E
        during: E.viewDidAppear
      - beginAppearanceTransition: X
        appearing: false
        animated: true
      - endAppearanceTransition: X
        during: adapt.presentationControllerDidDismiss
      - tapOutside: E
      - tapDimmingView: D
      - push: E
        on: nav
      - push: D
        from: A
        animated: false
      - pop: nav
        animated: false
      - popTo: A
        on: nav
      - popToRoot: nav
      - setViewControllers: [A, C]
        on: nav
        animated: true
      - select: 1
        on: tabs
      - select: X
        by: app
        during: log.didShow
      - swipeBack: nav
        progress: [0.5]
        release: cancel
      - inspect: [nav.viewControllers, tabs.selectedIndex, A.parent, A.navigationController, A.tabBarController]
      - inspect: [nav.topViewController, nav.visibleViewController, tabs.selectedViewController]
      - inspect: [D.presentingViewController, D.presentedViewController]
      - set: {controller: nav, navigationDelegate: null}
      - set: {controller: tabs, tabBarDelegate: always}
      - dismiss: D
        during: A.willMove
      - dismiss: D
        during: td.shouldSelect
      - rotate: landscapeLeft
        at: 4
      - tapAlertAction: E
      - set: {controller: C, modalTransitionStyle: flipHorizontal, supportedInterfaceOrientations: all, shouldAutomaticallyForwardAppearanceMethods: true}
      - present: A
        from: C
        during: E.actionHandler
    expect:
      - before: D.viewWillAppear
        after: D.viewDidAppear(_:)
        occurrence: [1, 2]
        profiles: [uikit-8, uikit-17]
      - absent: pc:D#2.presentationTransitionWillBegin
        result: nil
      - present: UIKit.warning
        argContains: "in progress"
      - count: adapt.presentationControllerDidDismiss
        n: 0
        result: null
    source:
      url: https://example.com/issues/1
      title: "A title"
      date: 2017-02
      ios: "10.2"
      device: iPhone 7
      feature: dismiss
      quote: |
        Quoted words.

    """
}
