// swift-format-ignore-file
// Generated: every fixture written in Swift by SwiftScenarioWriter, as
// `catalog show FILE --format swift` prints it. SwiftFormTests checks that this is what the
// writer writes now; `RECORD_GOLDEN=1 swift test --filter SwiftFormTests` rewrites it.
import ScenarioBuilder

enum FixtureScenarios {
  static let all: [(file: String, scenario: TransitionScenario)] = [
    ("alert-action-handler-after-dismissal.yaml", alertActionHandlerAfterDismissal()),
    ("app-driven-appearance.yaml", appDrivenAppearance()),
    ("book-detail-zoom.yaml", bookDetailZoom()),
    ("confirm-before-discarding.yaml", confirmBeforeDiscarding()),
    ("container-forwards-appearance.yaml", containerForwardsAppearance()),
    ("current-context-xyz.yaml", currentContextXyz()),
    ("custom-presentation-walkthrough.yaml", customPresentationWalkthrough()),
    ("custom-segue-immediate-present.yaml", customSegueImmediatePresent()),
    ("custom-segue-present-in-completion.yaml", customSeguePresentInCompletion()),
    ("custom-segue-remove-then-present.yaml", customSegueRemoveThenPresent()),
    ("dimming-presentation.yaml", dimmingPresentation()),
    ("dimming-view-tap.yaml", dimmingViewTap()),
    ("dismiss-stack-from-bottom.yaml", dismissStackFromBottom()),
    ("form-sheet-trait-change.yaml", formSheetTraitChange()),
    ("inspect-during-dismissal.yaml", inspectDuringDismissal()),
    ("interactive-present-cancelled.yaml", interactivePresentCancelled()),
    ("ios13-default-style.yaml", ios13DefaultStyle()),
    ("launch-present-before-root-appeared.yaml", launchPresentBeforeRootAppeared()),
    ("launch-present-from-view-did-load.yaml", launchPresentFromViewDidLoad()),
    ("mail-compose-sheet.yaml", mailComposeSheet()),
    ("non-animated-presentation.yaml", nonAnimatedPresentation()),
    ("partial-curl-nested.yaml", partialCurlNested()),
    ("popover-compact-fullscreen.yaml", popoverCompactFullscreen()),
    ("popover-compact-none.yaml", popoverCompactNone()),
    ("popover-tap-outside.yaml", popoverTapOutside()),
    ("popover-wrap-in-navigation.yaml", popoverWrapInNavigation()),
    ("present-from-outside-window.yaml", presentFromOutsideWindow()),
    ("present-from-view-did-appear.yaml", presentFromViewDidAppear()),
    ("presentation-context-layers.yaml", presentationContextLayers()),
    ("presenting-while-presenting.yaml", presentingWhilePresenting()),
    ("read-presentation-controller-early.yaml", readPresentationControllerEarly()),
    ("removing-presentation-controller.yaml", removingPresentationController()),
    ("rotate-covered-presenter.yaml", rotateCoveredPresenter()),
    ("rotation-sheet-by-traits.yaml", rotationSheetByTraits()),
    ("sheet-detents.yaml", sheetDetents()),
    ("sheet-modal-in-presentation.yaml", sheetModalInPresentation()),
    ("sheet-swipe-to-dismiss.yaml", sheetSwipeToDismiss()),
    ("spring-animator-pair.yaml", springAnimatorPair()),
    ("swipe-covered-sheet.yaml", swipeCoveredSheet()),
    ("tab-child-over-current-context.yaml", tabChildOverCurrentContext()),
    ("zoom-from-cell.yaml", zoomFromCell()),
  ]
}

private func alertActionHandlerAfterDismissal() -> TransitionScenario {
  TransitionScenario(
    "alert-action-handler-after-dismissal",
    window: "home",
    summary: "The user taps an alert's action; UIKit dismisses the alert and runs the handler afterwards, where presenting again works",
    notes: """
      The alert is modelled as an over-full-screen presentation. Tapping its action makes UIKit ask
      the alert's presenting controller to dismiss it and run the action's handler in that dismissal's
      completion, after the alert's viewDidDisappear(_:) (UIKIT-BEHAVIOR rule 20.5). A present from the
      handler finds nothing in its way.
      """,
    tags: ["alert", "during"]
  ) {
    Controller("home")
    Controller("alert", modalPresentationStyle: .overFullScreen)
    Controller("next")
  } steps: {
    Present("alert", from: "home")
    TapAlertAction("alert")
    Present("next", from: "home").during("alert.actionHandler")
  }
}

private func appDrivenAppearance() -> TransitionScenario {
  TransitionScenario(
    "app-driven-appearance",
    window: "feed",
    summary: "A drawer animator that calls the presenter's appearance methods itself",
    notes: """
      Custom animators that keep the presenter's view on screen sometimes call
      beginAppearanceTransition(_:animated:) and endAppearanceTransition() on the presenter themselves
      (PanModal issue 47, ZFDragableModalTransition 0.5.0; UIKIT-BEHAVIOR rule 13.6, rule 15.3). The
      app's calls give the presenter its callbacks; UIKit adds none of its own for a presentation that
      keeps the presenter's view.
      """,
    tags: ["custom", "scenario-actions", "appearance"]
  ) {
    Controller("feed")
    Controller("drawer", modalPresentationStyle: .overFullScreen, transitioningDelegate: "pan")
    TransitioningDelegate(
      "pan",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "DrawerAnimator", duration: 0.3),
      dismissAnimator: Animator(class: "DrawerAnimator", duration: 0.3)
    )
  } steps: {
    Present("drawer", from: "feed")
    BeginAppearanceTransition(
      "feed",
      appearing: false,
      animated: true
    ).during("drawer.viewWillAppear")
    EndAppearanceTransition("feed").during("drawer.viewDidAppear")
    Dismiss("drawer")
    BeginAppearanceTransition(
      "feed",
      appearing: true,
      animated: true
    ).during("drawer.viewWillDisappear")
    EndAppearanceTransition("feed").during("drawer.viewDidDisappear")
  }
}

private func bookDetailZoom() -> TransitionScenario {
  TransitionScenario(
    "book-detail-zoom",
    window: "shelf",
    summary: "A book cover zooms into its detail page and back; the shelf is its own transitioning delegate, one animator both ways",
    notes: """
      The transition walkthrough of S004 (2017): a collection-view controller sets itself as the
      detail controller's transitioning delegate and vends the same animator object to present and to
      dismiss; there is no presentation controller and the detail keeps the default style. S004 sums up
      what UIKit then does: asks the delegate for the animator, asks the animator for its duration,
      runs animateTransition, waits for completeTransition, removes the container and runs the
      completion. The animator's duration (a constant S004 does not give) is the engine's choice here.
      The console log is console-logs/book-detail-zoom.1.log, imported as the recording beside this file.
      """,
    tags: ["animator", "self-delegate", "recorded"]
  ) {
    Controller("shelf")
    Controller("detail", transitioningDelegate: "shelf")
    TransitioningDelegate(
      "shelf",
      presentAnimator: Animator(class: "BookZoomAnimator", duration: 0.5),
      dismissAnimator: Animator(class: "BookZoomAnimator", duration: 0.5)
    )
  } steps: {
    Present("detail", from: "shelf")
    Dismiss("detail")
  }
}

private func confirmBeforeDiscarding() -> TransitionScenario {
  TransitionScenario(
    "confirm-before-discarding",
    window: "inbox",
    summary: "A compose sheet with unsaved changes refuses a swipe, and its delegate then dismisses it",
    notes: """
      The sheet is modal while it holds a draft (isModalInPresentation), so a swipe down only produces
      presentationControllerDidAttemptToDismiss(_:) (UIKIT-BEHAVIOR rule 7.2). The app answers the
      attempt by dismissing the sheet itself, from inside that callback (rule 13.6, rule 15.1): a
      programmatic dismissal, so the delegate hears no will/did. Sheets can be swiped from iOS 13, so
      uikit-7 and uikit-8 refuse the swipe by name.
      """,
    tags: ["sheet", "user-dismissal", "during"]
  ) {
    Controller("inbox")
    Controller(
      "compose",
      modalPresentationStyle: .pageSheet,
      presentationControllerDelegate: "draft",
      isModalInPresentation: true
    )
    AdaptiveDelegate("draft", willDismiss: true, didDismiss: true, didAttemptToDismiss: true)
  } steps: {
    Present("compose", from: "inbox")
    SwipeDown("compose", progress: [0.1, 0.2], release: .cancel)
    Dismiss("compose").during("draft.presentationControllerDidAttemptToDismiss")
  }
}

private func containerForwardsAppearance() -> TransitionScenario {
  TransitionScenario(
    "container-forwards-appearance",
    window: "root",
    summary: "A container that turns off shouldAutomaticallyForwardAppearanceMethods tells its child itself, from its own callbacks",
    notes: """
      The container returns false from shouldAutomaticallyForwardAppearanceMethods (UIKIT-BEHAVIOR rule
      20.4), so UIKit sends its child no appearance callbacks; the container calls the child's
      beginAppearanceTransition(true, animated:) from its viewWillAppear(_:) and
      endAppearanceTransition() from its viewDidAppear(_:), as Apple's documentation asks.
      """,
    tags: ["containment", "appearance", "during"]
  ) {
    Controller("root")
    Controller("container", children: ["child"], shouldAutomaticallyForwardAppearanceMethods: false)
    Controller("child")
  } steps: {
    Present("container", from: "root")
    BeginAppearanceTransition("child").during("container.viewWillAppear")
    EndAppearanceTransition("child").during("container.viewDidAppear")
  }
}

private func currentContextXyz() -> TransitionScenario {
  TransitionScenario(
    "current-context-xyz",
    window: "tabs",
    summary: "The X/Y/Z current-context quirk of iOS 8 — who Z reports as its presenter",
    notes: """
      X defines a presentation context and Y covers it with .currentContext. When Y presents Z full
      screen, Z reports X (not Y) as its presentingViewController (rule 5.5; S001 noted that unwind
      segues wired to Z then stop working). When Y presents Zc with .currentContext, Zc covers X's area
      again and reports Y.
      """,
    tags: ["current-context", "hierarchy", "quirk", "inspect"]
  ) {
    Controller("tabs", type: .tabBar, children: ["X", "other"])
    Controller("X", definesPresentationContext: true)
    Controller("other")
    Controller("Y", modalPresentationStyle: .currentContext)
    Controller("Z", modalPresentationStyle: .fullScreen)
    Controller("Zc", modalPresentationStyle: .currentContext)
  } steps: {
    Present("Y", from: "X")
    Present("Z", from: "Y")
    Inspect("Z", "Y")
    Dismiss("Z")
    Present("Zc", from: "Y")
    Inspect("Zc", "Y")
  }
}

private func customPresentationWalkthrough() -> TransitionScenario {
  TransitionScenario(
    "custom-presentation-walkthrough",
    window: "yellow",
    summary: "The custom presentation S000 walks through, presentation only, with a dimming presentation controller and a 1 s animator",
    notes: """
      S000 (2016) walks through what UIKit calls when a yellow controller presents a red one with a
      transitioning delegate that vends a UIPresentationController subclass (presented view inset by
      50 pt, a dimming view faded in alongside) and an animator of 1 s, and numbers the calls in fifteen
      steps. Its walkthrough ends when the presentation does, so this scenario presents and stops;
      dimming-presentation goes on to dismiss. The console log of those steps is
      console-logs/custom-presentation-walkthrough.1.log, imported as the recording beside this file.
      """,
    tags: ["custom", "presentation-controller", "alongside", "recorded"]
  ) {
    Controller("yellow")
    Controller("red", modalPresentationStyle: .custom, transitioningDelegate: "dimmer")
    TransitioningDelegate(
      "dimmer",
      presentationController: PresentationController(
        class: "MyPresentationController",
        frame: .inset(dx: 50, dy: 50),
        alongsideAnimations: true
      ),
      presentAnimator: Animator(class: "TransitioningAnimator", duration: 1)
    )
  } steps: {
    Present("red", from: "yellow")
  }
}

private func customSegueImmediatePresent() -> TransitionScenario {
  TransitionScenario(
    "custom-segue-immediate-present",
    window: "source",
    summary: "Custom segue pitfall 1 — the destination's view is added by hand, then presented in the same turn",
    notes: """
      A custom segue that adds the destination's view to the source's view to animate it, and calls
      present(animated: false) straight away (S001). The view entering the window sends viewWillAppear
      by itself; the presentation then completes the appearance, and the deferred by-hand viewDidAppear
      finds nothing to end: "Unbalanced calls to begin/end appearance transitions" (rule 9.1, E6).
      """,
    tags: ["custom-segue", "warning", "appearance"]
  ) {
    Controller("source")
    Controller("destination")
  } steps: {
    AddSubview("destination", to: "source")
    Present("destination", from: "source", animated: false).sameTurn()
  }
}

private func customSeguePresentInCompletion() -> TransitionScenario {
  TransitionScenario(
    "custom-segue-present-in-completion",
    window: "source",
    summary: "Custom segue pitfall 2 — present from the animation's completion, so the destination appears twice",
    notes: """
      The segue animates the destination's view for 0.3 s and presents it from the animation's
      completion (S001). No warning this time, but viewWillAppear and viewDidAppear arrive twice — once
      when the view was added by hand, once for the presentation — and no disappearance in between
      (rule 9.1).
      """,
    tags: ["custom-segue", "appearance"]
  ) {
    Controller("source")
    Controller("destination")
  } steps: {
    AddSubview("destination", to: "source")
    Wait(0.3)
    Present("destination", from: "source", animated: false)
  }
}

private func customSegueRemoveThenPresent() -> TransitionScenario {
  TransitionScenario(
    "custom-segue-remove-then-present",
    window: "source",
    summary: "Custom segue pitfall 3 — remove the animated view, then present it in the same turn",
    notes: """
      The advice found online: remove the destination's view in the animation's completion before
      presenting (S001). It makes things worse: viewWillDisappear, then viewWillAppear with no
      viewDidAppear, and the "Unbalanced calls" warning (rule 9.1, E6).
      """,
    tags: ["custom-segue", "warning", "appearance"]
  ) {
    Controller("source")
    Controller("destination")
  } steps: {
    AddSubview("destination", to: "source")
    Wait(0.3)
    RemoveFromSuperview("destination")
    Present("destination", from: "source", animated: false).sameTurn()
  }
}

private func dimmingPresentation() -> TransitionScenario {
  TransitionScenario(
    "dimming-presentation",
    window: "yellow",
    summary: "A red controller presented over yellow with a dimming presentation controller and an inset frame",
    notes: """
      The custom-presentation walkthrough (S000): a UIPresentationController subclass that insets the
      presented view by 50 pt on each side, fades a dimming view in alongside the transition, and a zoom
      animator lasting 1 s. The transitioning delegate is held only weakly by UIKit, so it is released
      right after it vended the animator (rule 1.3) — which is why the dismissal falls back to UIKit's
      own animation.
      """,
    tags: ["custom", "presentation-controller", "alongside"]
  ) {
    Controller("yellow")
    Controller("red", modalPresentationStyle: .custom, transitioningDelegate: "dimmer")
    TransitioningDelegate(
      "dimmer",
      presentationController: PresentationController(
        class: "DimmingPresentationController",
        frame: .inset(dx: 50, dy: 50),
        alongsideAnimations: true
      ),
      presentAnimator: Animator(class: "ZoomAnimator", duration: 1)
    )
  } steps: {
    Present("red", from: "yellow")
    Inspect("yellow", "red")
    Dismiss("red")
  }
}

private func dimmingViewTap() -> TransitionScenario {
  TransitionScenario(
    "dimming-view-tap",
    window: "map",
    summary: "A custom half-height card dismissed by a tap on its presentation controller's dimming view",
    notes: """
      The presentation controller's dimming view has a tap handler that calls dismiss(animated:):
      a programmatic dismissal, so the adaptive delegate hears none of should/will/did, unlike a tap
      outside a popover or a sheet drag (UIKIT-BEHAVIOR rule 13.6, rule 15.5).
      """,
    tags: ["custom", "presentation-controller", "user-dismissal"]
  ) {
    Controller("map")
    Controller(
      "card",
      modalPresentationStyle: .custom,
      transitioningDelegate: "half",
      presentationControllerDelegate: "watcher"
    )
    TransitioningDelegate(
      "half",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "DimmingPresentationController",
        shouldPresentInFullscreen: false,
        frame: .rect(x: 0, y: 333, width: 375, height: 334)
      ),
      presentAnimator: Animator(class: "CardAnimator", duration: 0.3),
      dismissAnimator: Animator(class: "CardAnimator", duration: 0.3)
    )
    AdaptiveDelegate("watcher", willDismiss: true, didDismiss: true)
  } steps: {
    Present("card", from: "map")
    TapDimmingView("card")
  }
}

private func dismissStackFromBottom() -> TransitionScenario {
  TransitionScenario(
    "dismiss-stack-from-bottom",
    window: "root",
    summary: "Three controllers presented in turn, then dismissed all at once from the bottom",
    notes: """
      root presents first, first presents second (over full screen, so first stays visible), second
      presents third. Calling dismiss on root dismisses all three; only the top-most animates, with its
      own transition style, and the visible one in the middle goes with it (rule 3.1 item 1). root gets
      its view back and its appearance callbacks, because the bottom presentation had removed it.
      """,
    tags: ["dismissal", "stack"]
  ) {
    Controller("root")
    Controller("first", modalPresentationStyle: .fullScreen)
    Controller("second", modalPresentationStyle: .overFullScreen)
    Controller("third", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("first", from: "root")
    Present("second", from: "first")
    Present("third", from: "second")
    Inspect("root", "third")
    Dismiss("root")
    Inspect("root", "first")
  }
}

private func formSheetTraitChange() -> TransitionScenario {
  TransitionScenario(
    "form-sheet-trait-change",
    window: "split",
    summary: "A form sheet on iPad when the app goes into a narrow Split View and back",
    notes: """
      In regular width the form sheet keeps the presenter on screen. When multitasking makes the width
      compact, UIKit adapts the live presentation (rules 8.1, 8.5): a new presentation controller
      (pc:form#2 in later delegate calls), the delegate told through the trait-change coordinator, and
      the presenter — now covered — gets its disappearance callbacks. Back in regular width the sheet
      returns, and so does the presenter.
      """,
    tags: ["adaptive", "form-sheet", "traits", "pad"],
    device: ScenarioDevice(idiom: .pad)
  ) {
    Controller("split", children: ["master", "detail"])
    Controller("master")
    Controller("detail")
    Controller("form", modalPresentationStyle: .formSheet, presentationControllerDelegate: "observer")
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("form", from: "detail")
    Traits(horizontalSizeClass: .compact)
    Inspect("form")
    Traits(horizontalSizeClass: .regular)
    Dismiss("form")
  }
}

private func inspectDuringDismissal() -> TransitionScenario {
  TransitionScenario(
    "inspect-during-dismissal",
    window: "home",
    summary: "Inside the dismissed controller's viewWillDisappear, the relationships still name each other",
    notes: """
      An inspect step runs inside a callback (rule 15.1): in the dismissed controller's
      viewWillDisappear(_:) both relationships are still set, and after the dismissal both are nil (Q3;
      DEC26 clears them in _cleanupPresentation at the end of the dismissal).
      """,
    tags: ["inspect", "during", "relationships"]
  ) {
    Controller("home")
    Controller("detail", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("detail", from: "home")
    Dismiss("detail")
    Inspect("home", "detail").during("detail.viewWillDisappear")
    Inspect("home", "detail")
  }
}

private func interactivePresentCancelled() -> TransitionScenario {
  TransitionScenario(
    "interactive-present-cancelled",
    window: "main",
    summary: "A drawer pulled in by an edge pan that is released too early",
    notes: """
      The delegate vends a percent-driven interaction controller only while the pan runs (rule 6.6).
      The pan stops at 35 % and cancels: the drawer's viewWillDisappear follows at once (Q2, at cancel),
      presentationTransitionDidEnd(false) lets the presentation controller remove its chrome, and the
      drawer is not presented afterwards (rule 6.5). A plain present then runs without interaction.
      """,
    tags: ["custom", "interactive", "presentation-controller"]
  ) {
    Controller("main")
    Controller("drawer", modalPresentationStyle: .custom, transitioningDelegate: "edge")
    TransitioningDelegate(
      "edge",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "DrawerPresentationController",
        shouldPresentInFullscreen: true,
        frame: .rect(x: 0, y: 0, width: 300, height: 667),
        alongsideAnimations: true
      ),
      presentAnimator: Animator(class: "DrawerAnimator", duration: 0.3),
      presentInteraction: .percentDriven
    )
  } steps: {
    InteractivePresent("drawer", from: "main", progress: [0.1, 0.2, 0.3, 0.35], release: .cancel)
    Inspect("main")
    Present("drawer", from: "main")
    Inspect("main")
  }
}

private func ios13DefaultStyle() -> TransitionScenario {
  TransitionScenario(
    "ios13-default-style",
    window: "nav",
    summary: "The same default-style presentation before and after iOS 13 — the presenter's callbacks vanish",
    notes: """
      A controller presented with the default .automatic style. Under uikit-8 it is full screen, so the
      presenter (the navigation controller and its top controller) gets viewWillDisappear/viewDidDisappear
      and, on dismissal, viewWillAppear/viewDidAppear. From uikit-13 .automatic means a card sheet that
      keeps the presenter on screen: none of those calls (Appendix A item 4, rule 10.3) — the WWDC19
      surprise for code that refreshed data in viewWillAppear.
      """,
    tags: ["ios13", "sheet", "appearance"]
  ) {
    Controller("nav", type: .navigation, children: ["list"])
    Controller("list")
    Controller("detail")
  } steps: {
    Present("detail", from: "list")
    Dismiss("detail")
  }
}

private func launchPresentBeforeRootAppeared() -> TransitionScenario {
  TransitionScenario(
    "launch-present-before-root-appeared",
    window: "root",
    summary: "A passcode screen presented right after makeKeyAndVisible, before the root has appeared, unbalances the root's appearance",
    notes: """
      application(_:didFinishLaunchingWithOptions:) makes the window visible and presents a passcode
      screen at once, in the same turn (UIKIT-BEHAVIOR rule 20.1). The root has heard
      viewWillAppear(false) and is in the window; its viewDidAppear(_:) would come after the first
      Core Animation commit, but the presentation starts first: the root hears viewWillDisappear while
      its appearance is open, UIKit logs "Unbalanced calls to begin/end appearance transitions", and
      the root never hears viewDidAppear(_:).
      """,
    tags: ["launch", "warning", "unbalanced"]
  ) {
    Controller("root")
    Controller("passcode", modalPresentationStyle: .fullScreen)
  } steps: {
    Launch("root")
    Present("passcode", from: "root").sameTurn()
  }
}

private func launchPresentFromViewDidLoad() -> TransitionScenario {
  TransitionScenario(
    "launch-present-from-view-did-load",
    window: "nav",
    summary: "At launch, a present from the root's top controller in viewDidLoad is refused; the same present in viewDidAppear works",
    notes: """
      The scenario starts before anything is on screen: its first step is 'launch', the window's
      makeKeyAndVisible() with the navigation controller as root (UIKIT-BEHAVIOR rule 20.1). 'home'
      loads its view inside the navigation controller's first appearance; a present from its
      viewDidLoad() meets E2, since the window's root has heard viewWillAppear but its view is not in
      the window yet (DCModalSegue issue 10: "presenting another view controller in viewDidLoad will
      break"). The same request in viewDidAppear(_:) succeeds. The second step is armed when the launch
      starts, so it runs inside the launch's own viewDidLoad.
      """,
    tags: ["launch", "during", "window-hierarchy"]
  ) {
    Controller("nav", type: .navigation, children: ["home"])
    Controller("home")
    Controller("status", modalPresentationStyle: .fullScreen)
  } steps: {
    Launch("nav")
    Present("status", from: "home").during("home.viewDidLoad")
    Present("status", from: "home").during("home.viewDidAppear")
  }
}

private func mailComposeSheet() -> TransitionScenario {
  TransitionScenario(
    "mail-compose-sheet",
    window: "inbox",
    summary: "A mail-compose card that scales the presenter back, with pan-to-dismiss that cancels, then finishes",
    notes: """
      The interactive dismissal walkthrough (S002): the presentation controller scales the presenter
      back alongside the transition and restores it in dismissalTransitionDidEnd(false) when a pan is
      cancelled. The first pan is released at 30 % and cancels; the second reaches 80 % and finishes,
      with completionSpeed 1.5 shortening the rest of the animation (rule 6.1).
      """,
    tags: ["custom", "interactive", "presentation-controller", "alongside"]
  ) {
    Controller("inbox", type: .navigation, children: ["list"])
    Controller("list")
    Controller("compose", modalPresentationStyle: .custom, transitioningDelegate: "mail")
    TransitioningDelegate(
      "mail",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "MailPresentationController",
        frame: .rect(x: 0, y: 40, width: 375, height: 627),
        alongsideAnimations: true
      ),
      presentAnimator: Animator(class: "MailAnimator", duration: 0.4),
      dismissAnimator: Animator(class: "MailAnimator", duration: 0.4),
      dismissInteraction: .percentDriven,
      completionSpeed: 1.5
    )
  } steps: {
    Present("compose", from: "list")
    InteractiveDismiss("compose", progress: [0.05, 0.12, 0.2, 0.26, 0.3], release: .cancel)
    Inspect("compose")
    InteractiveDismiss("compose", progress: [0.1, 0.25, 0.45, 0.62, 0.8], release: .finish)
    Inspect("list", "compose")
  }
}

private func nonAnimatedPresentation() -> TransitionScenario {
  TransitionScenario(
    "non-animated-presentation",
    window: "home",
    summary: "A non-animated presentation is still deferred to the next run-loop turn",
    notes: """
      present(animated: false) returns before any appearance callback: Phase B still waits for the next
      turn after the Core Animation commit (rule 4.1). Every callback gets false, UIKit's own animator
      completes at once, and the completion runs after viewDidAppear. The inspect step in the same turn
      shows the relationships already set (Q3).
      """,
    tags: ["timing", "full-screen"]
  ) {
    Controller("home")
    Controller("onboarding", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("onboarding", from: "home", animated: false)
    Inspect("home").sameTurn()
    Dismiss("onboarding", animated: false)
  }
}

private func partialCurlNested() -> TransitionScenario {
  TransitionScenario(
    "partial-curl-nested",
    window: "A",
    summary: "A settings screen presented with a partial curl cannot present anything itself",
    notes: """
      A full-screen settings screen is presented with modalTransitionStyle = .partialCurl, which UIKit
      allows between full-screen controllers (UIKIT-BEHAVIOR rule 20.3). Presenting from the curled
      screen raises "Application tried to present a nested modal view controller while curled".
      """,
    tags: ["transition-style", "exception"]
  ) {
    Controller("A")
    Controller("settings", modalPresentationStyle: .fullScreen, modalTransitionStyle: .partialCurl)
    Controller("more")
  } steps: {
    Present("settings", from: "A")
    Present("more", from: "settings")
  }
}

private func popoverCompactFullscreen() -> TransitionScenario {
  TransitionScenario(
    "popover-compact-fullscreen",
    window: "nav",
    summary: "A popover on an iPhone adapts to full screen when the delegate does not object",
    notes: """
      In compact width a popover becomes full screen by default (rule 8.2 item 3; Q9 resolved to
      .fullScreen as the header and S001 say). The adaptive delegate only watches: it implements
      willPresentWithAdaptiveStyle, so it hears the adaptation (rule 8.3 item 5). Full screen covers the
      presenter, which therefore disappears and reappears (rule 4.3).
      """,
    tags: ["adaptive", "popover"]
  ) {
    Controller("nav", type: .navigation, children: ["settings"])
    Controller("settings")
    Controller("picker", modalPresentationStyle: .popover, presentationControllerDelegate: "watcher")
    AdaptiveDelegate("watcher", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("picker", from: "settings")
    Dismiss("picker")
  }
}

private func popoverCompactNone() -> TransitionScenario {
  TransitionScenario(
    "popover-compact-none",
    window: "nav",
    summary: "A real popover on an iPhone — the delegate returns .none to stop the adaptation",
    notes: """
      Returning .none from adaptivePresentationStyle(for:traitCollection:) keeps the popover in compact
      width (rule 8.2 item 1; S001). The delegate also implements the iOS 8.0 form, which UIKit no longer
      asks because the trait-collection form exists. The presenter stays on screen: no appearance
      callbacks (rule 4.3).
      """,
    tags: ["adaptive", "popover"]
  ) {
    Controller("nav", type: .navigation, children: ["settings"])
    Controller("settings")
    Controller("picker", modalPresentationStyle: .popover, presentationControllerDelegate: "keeper")
    AdaptiveDelegate(
      "keeper",
      adaptivePresentationStyleForTraitCollection: .noAdaptation,
      adaptivePresentationStyle: .fullScreen,
      willPresentWithAdaptiveStyle: true
    )
  } steps: {
    Present("picker", from: "settings")
    Dismiss("picker")
  }
}

private func popoverTapOutside() -> TransitionScenario {
  TransitionScenario(
    "popover-tap-outside",
    window: "list",
    summary: "A filter popover on iPad dismissed by a tap outside it",
    notes: """
      Tapping outside a popover is a user dismissal (rule 15.5, UIKIT-BEHAVIOR rule 13.6). Before
      iOS 13 UIKit asks popoverPresentationControllerShouldDismissPopover(_:) and reports
      popoverPresentationControllerDidDismissPopover(_:); from iOS 13 the adaptive delegate hears
      presentationControllerShouldDismiss(_:), WillDismiss and DidDismiss, as for a sheet drag. The
      delegate keeps the popover a popover in every width (.none), and allows the dismissal.
      """,
    tags: ["popover", "user-dismissal", "adaptive-delegate"],
    device: ScenarioDevice(idiom: .pad)
  ) {
    Controller("list")
    Controller("filters", modalPresentationStyle: .popover, presentationControllerDelegate: "picker")
    AdaptiveDelegate(
      "picker",
      adaptivePresentationStyleForTraitCollection: .noAdaptation,
      shouldDismiss: true,
      willDismiss: true,
      didDismiss: true
    )
  } steps: {
    Present("filters", from: "list")
    TapOutside("filters")
  }
}

private func popoverWrapInNavigation() -> TransitionScenario {
  TransitionScenario(
    "popover-wrap-in-navigation",
    window: "nav",
    summary: "A popover adapted to over-full-screen and wrapped in a navigation controller for a Done button",
    notes: """
      The delegate answers .overFullScreen in compact width and wraps the picker in a navigation
      controller from viewControllerForAdaptivePresentationStyle (rule 8.3 item 4), the classic way to
      give an adapted popover a Done button. Under uikit-8 the iOS 8.0 quirk applies: the wrapper is
      asked for only because the delegate implements adaptivePresentationStyle(for:) (rule 8.4).
      """,
    tags: ["adaptive", "popover", "navigation"]
  ) {
    Controller("nav", type: .navigation, children: ["settings"])
    Controller("settings")
    Controller("picker", modalPresentationStyle: .popover, presentationControllerDelegate: "wrapper")
    AdaptiveDelegate(
      "wrapper",
      adaptivePresentationStyle: .overFullScreen,
      viewControllerForAdaptivePresentationStyle: .wrapInNavigation,
      willPresentWithAdaptiveStyle: true
    )
  } steps: {
    Present("picker", from: "settings")
    Inspect("settings", "picker")
    Dismiss("picker")
  }
}

private func presentFromOutsideWindow() -> TransitionScenario {
  TransitionScenario(
    "present-from-outside-window",
    window: "root",
    summary: "Presenting from a controller whose view is not in the window, and from one added by hand",
    notes: """
      The classic "present in viewDidLoad" mistake: the source's view is not in the window hierarchy,
      so the request is dropped with E2. Then a controller whose view was added to the window by hand,
      without view-controller containment, presents: UIKit warns that presenting on detached view
      controllers is discouraged (E10), and presents anyway.
      """,
    tags: ["warning", "hierarchy"]
  ) {
    Controller("root")
    Controller("offscreen")
    Controller("floating", viewLoaded: true)
    Controller("sheet", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("sheet", from: "offscreen")
    AddSubview("floating", to: "root")
    Present("sheet", from: "floating")
  }
}

private func presentFromViewDidAppear() -> TransitionScenario {
  TransitionScenario(
    "present-from-view-did-appear",
    window: "home",
    summary: "An onboarding screen presents a login screen from its own viewDidAppear",
    notes: """
      App code in viewDidAppear(_:) presents again while UIKit is still completing the first
      presentation (remkoh's scenario 3, UIKIT-BEHAVIOR rule 13.6). The request waits until the first
      transition has finished, then runs (rule 15.2, Appendix A item 7): the onboarding screen, now
      covered, hears its own viewWillDisappear/viewDidDisappear after its viewDidAppear.
      """,
    tags: ["scenario-actions", "during", "queue"]
  ) {
    Controller("home")
    Controller("onboarding", modalPresentationStyle: .fullScreen)
    Controller("login", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("onboarding", from: "home")
    Present("login", from: "onboarding").during("onboarding.viewDidAppear")
    Dismiss("home")
  }
}

private func presentationContextLayers() -> TransitionScenario {
  TransitionScenario(
    "presentation-context-layers",
    window: "A",
    summary: "Three presentation layers A→B→C / D→E / F→G and what each controller reports",
    notes: """
      S001's hierarchy: a navigation controller A with B and C pushed; C presents the navigation
      controller D (holding E); E presents the navigation controller F (holding G). Full-screen
      presentations are made by the root of the source's layer (rule 5.1), so A presents D and D presents
      F. The inspect steps show rule 5.4: presentedViewController counts the nearest ancestor,
      presentingViewController the farthest; the children of the window's root report no presenter.
      """,
    tags: ["hierarchy", "navigation", "inspect"]
  ) {
    Controller("A", type: .navigation, children: ["B", "C"])
    Controller("B", viewLoaded: true)
    Controller("C")
    Controller("D", type: .navigation, children: ["E"], modalPresentationStyle: .fullScreen)
    Controller("E")
    Controller("F", type: .navigation, children: ["G"], modalPresentationStyle: .fullScreen)
    Controller("G")
  } steps: {
    Present("D", from: "C")
    Present("F", from: "E")
    Inspect("A", "B", "C", "D", "E", "F", "G")
    Dismiss("C")
    Inspect("A", "D")
  }
}

private func presentingWhilePresenting() -> TransitionScenario {
  TransitionScenario(
    "presenting-while-presenting",
    window: "nav",
    summary: "Two presentations requested in the same run-loop turn — the second is dropped with a warning",
    notes: """
      A login screen and an alert-like controller requested back to back. The relationships are set as
      soon as present returns (Q3), so the second request finds the presenter already presenting and is
      dropped; its completion never runs and its view never loads. Because the first presentation has
      not started yet, the iOS 7–12 texts name "(null)" (rule 17.4), iOS 13–16 name the login screen
      as at any other time (rule 19.5) and iOS 17 says "while a presentation is in progress" (rule
      17.6). A third request made while the first is still animating, from the controller being
      presented, is dropped with E3.
      """,
    tags: ["warning", "timing"]
  ) {
    Controller("nav", type: .navigation, children: ["home"])
    Controller("home")
    Controller("login")
    Controller("alert", modalPresentationStyle: .overFullScreen)
    Controller("banner", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("login", from: "home")
    Present("alert", from: "home").sameTurn()
    Present("banner", from: "login").at(0.1)
  }
}

private func readPresentationControllerEarly() -> TransitionScenario {
  TransitionScenario(
    "read-presentation-controller-early",
    window: "master",
    summary: "Reading presentationController before presenting a custom transition loses the custom presentation controller",
    notes: """
      The app reads detail.presentationController (to set its delegate) before presenting with
      .custom: UIKit creates and keeps a default presentation controller then, so the transitioning
      delegate is never asked for its own (a public 2018 sample, "PresentationControllerBug";
      UIKIT-BEHAVIOR rule 13.6, rule 15.4). Under uikit-7 there are no presentation controllers and
      the read returns nil.
      """,
    tags: ["custom", "presentation-controller", "scenario-actions"]
  ) {
    Controller("master")
    Controller("detail", modalPresentationStyle: .custom, transitioningDelegate: "slide")
    TransitioningDelegate(
      "slide",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "HalfHeightPresentationController",
        shouldPresentInFullscreen: false,
        frame: .rect(x: 0, y: 333, width: 375, height: 334)
      ),
      presentAnimator: Animator(class: "SlideAnimator", duration: 0.3)
    )
  } steps: {
    ReadPresentationController("detail")
    Present("detail", from: "master")
  }
}

private func removingPresentationController() -> TransitionScenario {
  TransitionScenario(
    "removing-presentation-controller",
    window: "deck",
    summary: "A custom presentation controller that removes the presenter's view, to get its appearance callbacks",
    notes: """
      With .custom, the presenter keeps its view and gets no appearance callbacks — a frequent complaint
      (DeckTransition #40). Overriding shouldRemovePresentersView to return true restores them: the
      presenter's viewWillDisappear comes between presentationTransitionWillBegin and the presented
      controller's viewWillAppear, and viewDidDisappear after its viewDidAppear (rules 2.4, 4.3).
      """,
    tags: ["custom", "presentation-controller", "appearance"]
  ) {
    Controller("deck")
    Controller("card", modalPresentationStyle: .custom, transitioningDelegate: "cards")
    TransitioningDelegate(
      "cards",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "DeckPresentationController",
        shouldRemovePresentersView: true,
        frame: .rect(x: 0, y: 60, width: 375, height: 607)
      ),
      presentAnimator: Animator(class: "DeckPresentAnimator", duration: 0.5),
      dismissAnimator: Animator(class: "DeckDismissAnimator", duration: 0.5)
    )
  } steps: {
    Present("card", from: "deck")
    Dismiss("card")
  }
}

private func rotateCoveredPresenter() -> TransitionScenario {
  TransitionScenario(
    "rotate-covered-presenter",
    window: "main",
    summary: "A portrait-only screen refuses a rotation; the full-screen player it presents rotates, the covered screen hears viewWillTransition, and the dismissal turns the interface back",
    notes: """
      'main' supports portrait only and presents a player that supports every orientation
      (UIKIT-BEHAVIOR rule 20.2). Turned to landscape before the presentation, the device changes
      nothing: 'main' decides and refuses. With the player on screen the interface rotates, and 'main',
      covered, hears viewWillTransition(to:with:) too (onmyway133/notes issues 202 and 210). At the end
      of the dismissal 'main' decides again, the interface turns back to portrait, and 'main' hears
      viewWillTransition(to:with:) once more.
      """,
    tags: ["rotation", "traits", "orientation"]
  ) {
    Controller("main", supportedInterfaceOrientations: .portrait)
    Controller("player", modalPresentationStyle: .fullScreen, supportedInterfaceOrientations: .all)
  } steps: {
    Rotate(.landscapeLeft)
    Rotate(.portrait)
    Present("player", from: "main")
    Rotate(.landscapeLeft)
    Dismiss("player")
  }
}

private func rotationSheetByTraits() -> TransitionScenario {
  TransitionScenario(
    "rotation-sheet-by-traits",
    window: "nav",
    summary: "A form sheet on a large iPhone that is full screen in portrait and a sheet in landscape",
    notes: """
      The adaptive delegate answers from the traits (compact width: full screen; regular: keep the
      form sheet), as apps do (UIKIT-BEHAVIOR rule 13.6). Rotating to landscape (regular width,
      compact height) and back runs each change through the window's transition coordinator
      (rules 14.1–14.5): willTransition(to:with:) and the adaptation, viewWillTransition(to:with:),
      traitCollectionDidChange(_:), one layout pass, then the appearance transitions end.
      """,
    tags: ["adaptive-delegate", "traits", "rotation"],
    device: ScenarioDevice(idiom: .phone, size: (width: 414, height: 896))
  ) {
    Controller("nav", type: .navigation, children: ["settings"])
    Controller("settings")
    Controller(
      "account",
      modalPresentationStyle: .formSheet,
      presentationControllerDelegate: "sizing"
    )
    AdaptiveDelegate(
      "sizing",
      adaptivePresentationStyleForTraitCollection: .byWidth(compact: .fullScreen, regular: .none),
      willPresentWithAdaptiveStyle: true
    )
  } steps: {
    Present("account", from: "settings")
    Resize(width: 896, height: 414, horizontalSizeClass: .regular, verticalSizeClass: .compact)
    Resize(width: 414, height: 896, horizontalSizeClass: .compact, verticalSizeClass: .regular)
  }
}

private func sheetDetents() -> TransitionScenario {
  TransitionScenario(
    "sheet-detents",
    window: "nav",
    summary: "A filters sheet the user drags between detents and the app resets, then a share popover adapted on iPhone",
    notes: """
      UIKIT-BEHAVIOR rule 7.3, the iOS 15 UISheetPresentationController. The filters controller is a
      page sheet (.automatic) presented at the large detent. The user drags it to medium: its
      delegate hears sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:). The app then
      sets selectedDetentIdentifier = .large itself: UIKit does not report the app's own change. The
      user lets go on the detent already selected, which changes nothing, then drags to medium again.
      No detent change makes appearance or presentation-controller transition callbacks.
      The share popover adapts to full screen in compact width (rule 8.3): right after UIKit creates
      the adaptive presentation controller (pc:share#2) and copies the delegate, the delegate gets
      presentationController(_:prepare:), before it is asked for a replacement controller.
      iOS 15 features are modelled from uikit-17, the first profile whose era includes them entirely,
      so the older profiles refuse this scenario by name.
      """,
    tags: ["ios15", "sheet", "detents", "adaptive", "popover"]
  ) {
    Controller("nav", type: .navigation, children: ["list"])
    Controller("list")
    Controller("filters", presentationControllerDelegate: "sheetDelegate")
    Controller(
      "share",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "sheetDelegate"
    )
    AdaptiveDelegate(
      "sheetDelegate",
      viewControllerForAdaptivePresentationStyle: .wrapInNavigation,
      willPresentWithAdaptiveStyle: true,
      didChangeSelectedDetent: true,
      prepare: true
    )
  } steps: {
    Present("filters", from: "list")
    Detent("filters", to: .medium)
    Detent("filters", to: .large, by: .app)
    Detent("filters", to: .large)
    Detent("filters", to: .medium)
    Dismiss("filters")
    Present("share", from: "list")
    Dismiss("share")
  }
}

private func sheetModalInPresentation() -> TransitionScenario {
  TransitionScenario(
    "sheet-modal-in-presentation",
    window: "nav",
    summary: "An iOS 13 sheet with unsaved changes — isModalInPresentation refuses the swipe, then the app dismisses",
    notes: """
      With isModalInPresentation set, a swipe rubber-bands and UIKit asks nothing before it; when the
      drag ends the delegate hears DidAttemptToDismiss, the cue to offer "Discard changes?" (rule 7.2
      item 1). The app then clears the flag and dismisses programmatically, which sends none of the
      delegate's dismissal methods (item 6).
      """,
    tags: ["ios13", "sheet", "swipe", "modal"]
  ) {
    Controller("nav", type: .navigation, children: ["list"])
    Controller("list")
    Controller(
      "editor",
      modalPresentationStyle: .formSheet,
      presentationControllerDelegate: "guard",
      isModalInPresentation: true
    )
    AdaptiveDelegate(
      "guard",
      shouldDismiss: true,
      willDismiss: true,
      didDismiss: true,
      didAttemptToDismiss: true
    )
  } steps: {
    Present("editor", from: "list")
    SwipeDown("editor", progress: [0.1, 0.2, 0.25], release: .finish)
    SetProperties("editor", .isModalInPresentation(false))
    Dismiss("editor")
  }
}

private func sheetSwipeToDismiss() -> TransitionScenario {
  TransitionScenario(
    "sheet-swipe-to-dismiss",
    window: "nav",
    summary: "An iOS 13 sheet swiped down — once released too early, once all the way",
    notes: """
      The adaptive delegate implements every dismissal method. The first drag stops at 30 % and the
      sheet springs back: ShouldDismiss, WillDismiss, the presented controller's viewWillDisappear, then
      viewWillAppear and viewDidAppear, and no DidDismiss (rule 7.2 item 5). The second drag finishes:
      DidDismiss arrives after all animations (rule 7.2 item 4). A programmatic dismissal would call
      none of them (item 6).
      """,
    tags: ["ios13", "sheet", "swipe", "interactive"]
  ) {
    Controller("nav", type: .navigation, children: ["list"])
    Controller("list")
    Controller("editor", modalPresentationStyle: .pageSheet, presentationControllerDelegate: "guard")
    AdaptiveDelegate(
      "guard",
      shouldDismiss: true,
      willDismiss: true,
      didDismiss: true,
      didAttemptToDismiss: true
    )
  } steps: {
    Present("editor", from: "list")
    SwipeDown("editor", progress: [0.1, 0.2, 0.3], release: .cancel)
    SwipeDown("editor", progress: [0.15, 0.35, 0.6, 0.85], release: .finish)
    Inspect("list")
  }
}

private func springAnimatorPair() -> TransitionScenario {
  TransitionScenario(
    "spring-animator-pair",
    window: "nav",
    summary: "A spring presentation animator and a quicker dismissal animator over full screen",
    notes: """
      An over-full-screen card whose delegate vends a spring animator to present and a slide animator to
      dismiss. No presentation controller is asked for: UIKit requests one only for .custom (rule 4.4),
      but it uses the delegate's animators with any style. The presenter stays on screen, so it gets no
      appearance callbacks (rule 4.3).
      """,
    tags: ["animator", "over-full-screen"]
  ) {
    Controller("nav", type: .navigation, children: ["feed"])
    Controller("feed")
    Controller("card", modalPresentationStyle: .overFullScreen, transitioningDelegate: "springs")
    TransitioningDelegate(
      "springs",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "SpringPresentAnimator", duration: 0.6),
      dismissAnimator: Animator(class: "SlideDismissAnimator", duration: 0.3)
    )
  } steps: {
    Present("card", from: "feed")
    Dismiss("card")
  }
}

private func swipeCoveredSheet() -> TransitionScenario {
  TransitionScenario(
    "swipe-covered-sheet",
    window: "home",
    summary: "A drag on a sheet that another sheet covers does nothing; the top sheet can be dragged away",
    notes: """
      'first' presents 'second', both page sheets (iOS 13 on). The covered sheet does not get the drag:
      the covering presentation's container takes the touches (UIKIT-BEHAVIOR rule 20.6), so the first
      swipeDown does nothing and is reported as an authoring warning. The top sheet, dragged, goes, and
      only its own delegate hears about it.
      """,
    tags: ["sheet", "swipe"]
  ) {
    Controller("home")
    Controller("first", presentationControllerDelegate: "firstWatch")
    Controller("second", presentationControllerDelegate: "secondWatch")
    AdaptiveDelegate("firstWatch", willDismiss: true, didDismiss: true)
    AdaptiveDelegate("secondWatch", willDismiss: true, didDismiss: true)
  } steps: {
    Present("first", from: "home")
    Present("second", from: "first")
    SwipeDown("first", progress: [0.3, 0.6])
    SwipeDown("second", progress: [0.3, 0.6])
  }
}

private func tabChildOverCurrentContext() -> TransitionScenario {
  TransitionScenario(
    "tab-child-over-current-context",
    window: "tabs",
    summary: "A tab's navigation controller presents a loading overlay over its own context",
    notes: """
      The overlay uses .overCurrentContext from a controller inside a tab's navigation controller.
      Navigation controllers define a presentation context by default (rule 5.2 item 3), so the
      navigation controller of the tab presents, the tab bar stays usable, and nobody loses their view
      (no presenter callbacks). Switching tabs is out of scope; the inspect steps show who presents.
      """,
    tags: ["current-context", "tab-bar", "navigation"]
  ) {
    Controller("tabs", type: .tabBar, children: ["feedNav", "profile"])
    Controller("feedNav", type: .navigation, children: ["feed"])
    Controller("feed")
    Controller("profile")
    Controller("loading", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("loading", from: "feed", animated: false)
    Inspect("loading", "feed", "tabs")
    Dismiss("loading", animated: false)
  }
}

private func zoomFromCell() -> TransitionScenario {
  TransitionScenario(
    "zoom-from-cell",
    window: "nav",
    summary: "A photo zooms out of a grid cell; the presenting grid controller is its own transitioning delegate",
    notes: """
      A common pattern: the grid controller conforms to UIViewControllerTransitioningDelegate and sets
      itself as the photo's delegate, so the animator can read the tapped cell's frame. Because the
      delegate is a controller in the hierarchy, it is never released after vending (rule 1.3), and the
      dismissal zooms back into the cell with the delegate's own animator. The grid is inside a
      navigation controller, which becomes the presenting controller (rule 5.1).
      """,
    tags: ["animator", "full-screen", "self-delegate"]
  ) {
    Controller("nav", type: .navigation, children: ["grid"])
    Controller("grid")
    Controller("photo", modalPresentationStyle: .fullScreen, transitioningDelegate: "grid")
    TransitioningDelegate(
      "grid",
      presentAnimator: Animator(class: "ZoomFromCellAnimator", duration: 0.45),
      dismissAnimator: Animator(class: "ZoomToCellAnimator", duration: 0.35)
    )
  } steps: {
    Present("photo", from: "grid")
    Inspect("grid", "photo")
    Dismiss("photo")
  }
}
