import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 18 of the rule book (Docs/rules/18-containers.md): navigation and tab bar transitions.
/// Each test replays one scenario of the container examples page
/// (Docs/rules/container-examples.md, the `nav-*` and `tab-*` fixtures) under every profile that
/// can replay it and asserts the exact order the page traces, line by line, to the rules named in
/// the test's comment.
@Suite("Container transitions (rules 18.1–18.22)")
struct Section18RulesTests {

  /// Rules 18.1, 18.2, 18.3, 18.4, 18.22: example 1, `nav-push-animated`.
  @Test func navPushAnimated() throws {
    let scenario = """
      name: nav-push-animated
      summary: An animated push on a navigation controller that is on screen
      notes: |
        The push changes the stack and sends willMove(toParent:) before it returns (phase A); the pushed
        view loads and the appearance callbacks run in the navigation controller's layout pass (phase B);
        the old top's viewDidDisappear comes before the new top's viewDidAppear, then didMove(toParent:)
        (rules 18.2-18.4).
      tags: [navigation, push]
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {viewLoaded: true}
        B: {}
      steps:
        - push: B
          on: nav
        - inspect: [nav.viewControllers, B.parent]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, B]
         0.350  B.parent -> nav
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.traitCollectionDidChange(nil)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, B]
         0.350  B.parent -> nav
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, B]
         0.350  B.parent -> nav
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, B]
         0.350  B.parent -> nav
      """)
  }

  /// Rules 18.1, 18.2, 18.5, 18.22: example 2, `nav-push-not-animated`.
  @Test func navPushNotAnimated() throws {
    let scenario = """
      name: nav-push-not-animated
      summary: A push without animation, with a navigation delegate that vends an animator
      notes: |
        The delegate is not asked for its animator when the push is not animated. The transition still
        waits for the navigation controller's layout pass, then completes in that same pass: the did
        callbacks, didMove and didShow come before the pushed controller's own layout (rule 18.5).
      tags: [navigation, push, delegate]
      window: nav
      controllers:
        nav: {type: navigation, children: [A], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      navigationDelegates:
        log: {willShow: true, didShow: true, animator: {class: FadeAnimator, duration: 0.3}}
      steps:
        - push: B
          on: nav
          animated: false
        - inspect: [B, nav.topViewController]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  B.didMove(toParent: nav)
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.presentingViewController -> nil
         0.000  B.presentedViewController -> nil
         0.000  nav.topViewController -> B
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  B.traitCollectionDidChange(nil)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  B.didMove(toParent: nav)
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.presentingViewController -> nil
         0.000  B.presentedViewController -> nil
         0.000  nav.topViewController -> B
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  B.didMove(toParent: nav)
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.presentingViewController -> nil
         0.000  B.presentedViewController -> nil
         0.000  nav.topViewController -> B
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  B.viewIsAppearing(false)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  B.didMove(toParent: nav)
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.presentingViewController -> nil
         0.000  B.presentedViewController -> nil
         0.000  nav.topViewController -> B
      """)
  }

  /// Rules 18.1, 18.2, 18.3, 18.4, 18.6, 18.22: example 3, `nav-pop-custom-animator`.
  @Test func navPopCustomAnimator() throws {
    let scenario = """
      name: nav-pop-custom-animator
      summary: A pop animated by the navigation delegate's own animator
      notes: |
        Phase A asks the delegate for the pop animator and the animator for its duration, after the popped
        controller's willMove(toParent: nil). willShow comes after both will callbacks; the did callbacks
        come popped controller first, with its didMove(toParent: nil) right after its viewDidDisappear
        (rules 18.2, 18.4, 18.6). The delegate declares no interaction, so it is not asked for one.
      tags: [navigation, pop, delegate, custom]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B], navigationDelegate: fade}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      navigationDelegates:
        fade: {willShow: true, didShow: true, popAnimator: {class: FadeAnimator, duration: 0.3}}
      steps:
        - pop: nav
        - inspect: [B.parent, nav.viewControllers]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  fade.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  fade.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  fade.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  B.parent -> nil
         0.300  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  fade.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.traitCollectionDidChange(nil)
         0.000  fade.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  fade.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  B.parent -> nil
         0.300  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  fade.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  fade.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  fade.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  B.parent -> nil
         0.300  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  fade.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  fade.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  fade.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  B.parent -> nil
         0.300  nav.viewControllers -> [A]
      """)
  }

  /// Rules 18.3, 18.4, 18.6, 18.7, 18.22: example 4, `nav-pop-to-root`.
  @Test func navPopToRoot() throws {
    let scenario = """
      name: nav-pop-to-root
      summary: popToRoot over an intermediate controller, then again with nothing left to pop
      notes: |
        The intermediate controller B hears willMove(toParent: nil) and didMove(toParent: nil) at once,
        in phase A, before the old top's willMove; only the old top waits for phase D (rule 18.7). B hears
        no appearance callback. The second popToRoot returns nil and does nothing.
      tags: [navigation, pop]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B, C]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        C: {viewLoaded: true}
      steps:
        - popToRoot: nav
        - popToRoot: nav
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.popToRootViewController(animated: true) -> [B, C]
         0.000  B.willMove(toParent: nil)
         0.000  B.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  A.viewDidAppear(true)
         0.350  nav.popToRootViewController(animated: true) -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.popToRootViewController(animated: true) -> [B, C]
         0.000  B.willMove(toParent: nil)
         0.000  B.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.traitCollectionDidChange(nil)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  A.viewDidAppear(true)
         0.350  nav.popToRootViewController(animated: true) -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popToRootViewController(animated: true) -> [B, C]
         0.000  B.willMove(toParent: nil)
         0.000  B.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  A.viewDidAppear(true)
         0.350  nav.popToRootViewController(animated: true) -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.popToRootViewController(animated: true) -> [B, C]
         0.000  B.willMove(toParent: nil)
         0.000  B.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  A.viewDidAppear(true)
         0.350  nav.popToRootViewController(animated: true) -> nil
      """)
  }

  /// Rules 18.1, 18.3, 18.4, 18.8, 18.22: example 5, `nav-set-view-controllers-replace-top`.
  @Test func navSetViewControllersReplaceTop() throws {
    let scenario = """
      name: nav-set-view-controllers-replace-top
      summary: setViewControllers replaces the top with a controller that was not on the stack (a push)
      notes: |
        The removed top hears willMove(toParent: nil) now and didMove(toParent: nil) in phase D; the added
        top hears willMove(toParent: nav) now and didMove(toParent: nav) in phase D. C was not on the old
        stack, so the transition is a push from B to C (rule 18.8).
      tags: [navigation, set-view-controllers]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        C: {}
      steps:
        - setViewControllers: [A, C]
          on: nav
        - inspect: [nav.viewControllers]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.setViewControllers([A, C], animated: true)
         0.000  B.willMove(toParent: nil)
         0.000  C.willMove(toParent: nav)
         0.000  C.loadView()
         0.000  C.viewDidLoad()
         0.000  B.viewWillDisappear(true)
         0.000  C.viewWillAppear(true)
         0.000  C.viewWillLayoutSubviews()
         0.000  C.viewDidLayoutSubviews()
         0.350  B.viewDidDisappear(true)
         0.350  B.didMove(toParent: nil)
         0.350  C.viewDidAppear(true)
         0.350  C.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, C]
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.setViewControllers([A, C], animated: true)
         0.000  B.willMove(toParent: nil)
         0.000  C.willMove(toParent: nav)
         0.000  C.loadView()
         0.000  C.viewDidLoad()
         0.000  B.viewWillDisappear(true)
         0.000  C.viewWillAppear(true)
         0.000  C.traitCollectionDidChange(nil)
         0.000  C.viewWillLayoutSubviews()
         0.000  C.viewDidLayoutSubviews()
         0.350  B.viewDidDisappear(true)
         0.350  B.didMove(toParent: nil)
         0.350  C.viewDidAppear(true)
         0.350  C.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, C]
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.setViewControllers([A, C], animated: true)
         0.000  B.willMove(toParent: nil)
         0.000  C.willMove(toParent: nav)
         0.000  C.loadView()
         0.000  C.viewDidLoad()
         0.000  B.viewWillDisappear(true)
         0.000  C.viewWillAppear(true)
         0.000  C.viewWillLayoutSubviews()
         0.000  C.viewDidLayoutSubviews()
         0.350  B.viewDidDisappear(true)
         0.350  B.didMove(toParent: nil)
         0.350  C.viewDidAppear(true)
         0.350  C.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, C]
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.setViewControllers([A, C], animated: true)
         0.000  B.willMove(toParent: nil)
         0.000  C.willMove(toParent: nav)
         0.000  C.loadView()
         0.000  C.viewDidLoad()
         0.000  B.viewWillDisappear(true)
         0.000  C.viewWillAppear(true)
         0.000  C.viewIsAppearing(true)
         0.000  C.viewWillLayoutSubviews()
         0.000  C.viewDidLayoutSubviews()
         0.350  B.viewDidDisappear(true)
         0.350  B.didMove(toParent: nil)
         0.350  C.viewDidAppear(true)
         0.350  C.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, C]
      """)
  }

  /// Rules 18.1, 18.3, 18.4, 18.6, 18.9, 18.22: example 6, `nav-swipe-back-finish`.
  @Test func navSwipeBackFinish() throws {
    let scenario = """
      name: nav-swipe-back-finish
      summary: UIKit's edge swipe back, released at 70 % and finished
      notes: |
        UIKit's own swipe calls popViewController(animated: true) and drives the built-in slide; its
        frames make no app callback. The popped controller has heard willMove(toParent: nil) and
        viewWillDisappear before the user lets go (rule 18.9). The release comes one frame after the last
        value (0.067 s) and the rest of the slide takes (1 - 0.7) x 0.35 s.
      tags: [navigation, pop, swipe, interactive]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      steps:
        - swipeBack: nav
          progress: [0.2, 0.5, 0.7]
          release: finish
        - inspect: [nav.viewControllers]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.172  B.viewDidDisappear(true)
         0.172  B.didMove(toParent: nil)
         0.172  A.viewDidAppear(true)
         0.172  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.traitCollectionDidChange(nil)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.172  B.viewDidDisappear(true)
         0.172  B.didMove(toParent: nil)
         0.172  A.viewDidAppear(true)
         0.172  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.172  B.viewDidDisappear(true)
         0.172  B.didMove(toParent: nil)
         0.172  A.viewDidAppear(true)
         0.172  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.172  B.viewDidDisappear(true)
         0.172  B.didMove(toParent: nil)
         0.172  A.viewDidAppear(true)
         0.172  nav.viewControllers -> [A]
      """)
  }

  /// Rules 18.3, 18.6, 18.9, 18.10, 18.22: example 7, `nav-swipe-back-cancel`.
  @Test func navSwipeBackCancel() throws {
    let scenario = """
      name: nav-swipe-back-cancel
      summary: UIKit's edge swipe back released at 30 % and cancelled, with a logging delegate
      notes: |
        The cancel makes no appearance callback; at completion the revealed controller's appearance is
        cancelled first (will- and did-disappear), then the staying controller's (will- and did-appear).
        B never hears didMove. Under uikit-17 the delegate also hears willShow and didShow for B
        (rule 18.10). The delegate implements no animator method, so UIKit's swipe works.
      tags: [navigation, pop, swipe, interactive, cancel]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      navigationDelegates:
        log: {willShow: true, didShow: true}
      steps:
        - swipeBack: nav
          progress: [0.2, 0.3]
          release: cancel
        - inspect: [B, nav.viewControllers]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.155  A.viewWillDisappear(true)
         0.155  A.viewDidDisappear(true)
         0.155  B.viewWillAppear(true)
         0.155  B.viewDidAppear(true)
         0.155  B.presentingViewController -> nil
         0.155  B.presentedViewController -> nil
         0.155  nav.viewControllers -> [A, B]
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.traitCollectionDidChange(nil)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.155  A.viewWillDisappear(true)
         0.155  A.viewDidDisappear(true)
         0.155  B.viewWillAppear(true)
         0.155  B.viewDidAppear(true)
         0.155  B.presentingViewController -> nil
         0.155  B.presentedViewController -> nil
         0.155  nav.viewControllers -> [A, B]
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.155  A.viewWillDisappear(true)
         0.155  A.viewDidDisappear(true)
         0.155  B.viewWillAppear(true)
         0.155  B.viewDidAppear(true)
         0.155  B.presentingViewController -> nil
         0.155  B.presentedViewController -> nil
         0.155  nav.viewControllers -> [A, B]
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.155  A.viewWillDisappear(true)
         0.155  A.viewDidDisappear(true)
         0.155  B.viewWillAppear(true)
         0.155  B.viewIsAppearing(true)
         0.155  B.viewDidAppear(true)
         0.155  log.navigationController(nav, willShow: B, animated: true)
         0.155  log.navigationController(nav, didShow: B, animated: true)
         0.155  B.presentingViewController -> nil
         0.155  B.presentedViewController -> nil
         0.155  nav.viewControllers -> [A, B]
      """)
  }

  /// Rules 18.1, 18.2, 18.3, 18.4, 18.6, 18.14, 18.22: example 8, `nav-nested-push`.
  @Test func navNestedPush() throws {
    let scenario = """
      name: nav-nested-push
      summary: A second push while the first one animates, then a pop
      notes: |
        From uikit-8 on, UIKit queues the second push on the running transition and applies it when that
        transition completes: two transitions, no warning (rule 18.14 item 1). Under uikit-7 the second
        push nests: C joins the stack and hears willMove only, UIKit logs the nested-push and
        finishing-up warnings, and the next pop raises "Can't add self as subview" (item 4).
      tags: [navigation, push, nested]
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        C: {viewLoaded: true}
      steps:
        - push: B
          on: nav
        - push: C
          on: nav
          at: 0.1
        - inspect: [C, nav.viewControllers]
        - pop: nav
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.100  nav.pushViewController(C, animated: true)
         0.100  C.willMove(toParent: nav)
         0.100  UIKit.warning("nested push animation can result in corrupted navigation bar")
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  UIKit.warning("Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
         0.350  C.presentingViewController -> nil
         0.350  C.presentedViewController -> nil
         0.350  nav.viewControllers -> [A, B, C]
         0.350  nav.popViewController(animated: true) -> C
         0.350  C.willMove(toParent: nil)
         0.350  UIKit.exception(NSInvalidArgumentException, "Can't add self as subview")
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.traitCollectionDidChange(nil)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.100  nav.pushViewController(C, animated: true)
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  C.willMove(toParent: nav)
         0.350  B.viewWillDisappear(true)
         0.350  C.viewWillAppear(true)
         0.350  C.traitCollectionDidChange(nil)
         0.350  C.viewWillLayoutSubviews()
         0.350  C.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  C.viewDidAppear(true)
         0.700  C.didMove(toParent: nav)
         0.700  C.presentingViewController -> nil
         0.700  C.presentedViewController -> nil
         0.700  nav.viewControllers -> [A, B, C]
         0.700  nav.popViewController(animated: true) -> C
         0.700  C.willMove(toParent: nil)
         0.700  C.viewWillDisappear(true)
         0.700  B.viewWillAppear(true)
         1.050  C.viewDidDisappear(true)
         1.050  C.didMove(toParent: nil)
         1.050  B.viewDidAppear(true)
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.100  nav.pushViewController(C, animated: true)
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  C.willMove(toParent: nav)
         0.350  B.viewWillDisappear(true)
         0.350  C.viewWillAppear(true)
         0.350  C.viewWillLayoutSubviews()
         0.350  C.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  C.viewDidAppear(true)
         0.700  C.didMove(toParent: nav)
         0.700  C.presentingViewController -> nil
         0.700  C.presentedViewController -> nil
         0.700  nav.viewControllers -> [A, B, C]
         0.700  nav.popViewController(animated: true) -> C
         0.700  C.willMove(toParent: nil)
         0.700  C.viewWillDisappear(true)
         0.700  B.viewWillAppear(true)
         1.050  C.viewDidDisappear(true)
         1.050  C.didMove(toParent: nil)
         1.050  B.viewDidAppear(true)
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.100  nav.pushViewController(C, animated: true)
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  C.willMove(toParent: nav)
         0.350  B.viewWillDisappear(true)
         0.350  C.viewWillAppear(true)
         0.350  C.viewIsAppearing(true)
         0.350  C.viewWillLayoutSubviews()
         0.350  C.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  C.viewDidAppear(true)
         0.700  C.didMove(toParent: nav)
         0.700  C.presentingViewController -> nil
         0.700  C.presentedViewController -> nil
         0.700  nav.viewControllers -> [A, B, C]
         0.700  nav.popViewController(animated: true) -> C
         0.700  C.willMove(toParent: nil)
         0.700  C.viewWillDisappear(true)
         0.700  B.viewWillAppear(true)
         0.700  B.viewIsAppearing(true)
         1.050  C.viewDidDisappear(true)
         1.050  C.didMove(toParent: nil)
         1.050  B.viewDidAppear(true)
      """)
  }

  /// Rules 18.11, 18.15, 18.22: example 9, `nav-present-full-screen-from-pushed`.
  @Test func navPresentFullScreenFromPushed() throws {
    let scenario = """
      name: nav-present-full-screen-from-pushed
      summary: A pushed controller presents full screen; the navigation delegate hears nothing
      notes: |
        The presenter is the navigation controller, the root of the layer (rule 5.1). It forwards its
        appearance callbacks to its top only (A hears nothing), and its delegate hears neither willShow
        nor didShow because the navigation controller disappears and reappears as part of a presentation
        and a dismissal (rules 18.11 and 18.15).
      tags: [navigation, presentation, delegate]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        M: {modalPresentationStyle: fullScreen}
      navigationDelegates:
        log: {willShow: true, didShow: true}
      steps:
        - present: M
          from: B
        - inspect: [M]
        - dismiss: M
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  B.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  B.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  B.viewDidDisappear(true)
         0.350  B.completion
         0.350  M.presentingViewController -> nav
         0.350  M.presentedViewController -> nil
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  B.viewWillAppear(true)
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  B.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  B.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.traitCollectionDidChange(nil)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  B.viewDidDisappear(true)
         0.350  B.completion
         0.350  M.presentingViewController -> nav
         0.350  M.presentedViewController -> nil
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  B.viewWillAppear(true)
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  B.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  B.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  B.viewDidDisappear(true)
         0.350  B.completion
         0.350  M.presentingViewController -> nav
         0.350  M.presentedViewController -> nil
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  B.viewWillAppear(true)
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  B.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  B.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewIsAppearing(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  B.viewDidDisappear(true)
         0.350  B.completion
         0.350  M.presentingViewController -> nav
         0.350  M.presentedViewController -> nil
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  nav.viewIsAppearing(true)
         0.350  B.viewWillAppear(true)
         0.350  B.viewIsAppearing(true)
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
  }

  /// Rules 18.11, 18.18, 18.19, 18.22: example 10, `tab-switch-user-and-app`.
  @Test func tabSwitchUserAndApp() throws {
    let scenario = """
      name: tab-switch-user-and-app
      summary: A tap on a navigation tab never shown before, then the app selects the first tab again
      notes: |
        The tap asks shouldSelect, runs the will callbacks inside the tap (new tab first), sends didSelect,
        and the did callbacks come after the commit, old tab first (rule 18.18). feedNav appears for the
        first time: its top loads and appears with it, and its delegate hears willShow, didShow, and
        didShow again after viewDidAppear (rule 18.11 item 3). The app's selectedIndex assignment makes no
        delegate call (rule 18.19).
      tags: [tab-bar, navigation, delegate]
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [home, feedNav], tabBarDelegate: tabsDelegate}
        home: {viewLoaded: true}
        feedNav: {type: navigation, children: [feed], navigationDelegate: log}
        feed: {}
      navigationDelegates:
        log: {willShow: true, didShow: true}
      tabBarDelegates:
        tabsDelegate: {shouldSelect: true, didSelect: true}
      steps:
        - select: 1
          on: tabs
        - select: 0
          on: tabs
          by: app
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  tabsDelegate.tabBarController(tabs, shouldSelect: feedNav) -> true
         0.000  feedNav.loadView()
         0.000  feedNav.viewDidLoad()
         0.000  feedNav.viewWillAppear(false)
         0.000  feed.loadView()
         0.000  feed.viewDidLoad()
         0.000  feed.viewWillAppear(false)
         0.000  log.navigationController(feedNav, willShow: feed, animated: false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  home.viewWillDisappear(false)
         0.000  tabsDelegate.tabBarController(tabs, didSelect: feedNav)
         0.000  feedNav.viewWillLayoutSubviews()
         0.000  feedNav.viewDidLayoutSubviews()
         0.000  feed.viewWillLayoutSubviews()
         0.000  feed.viewDidLayoutSubviews()
         0.000  home.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  tabs.selectedIndex(0)
         0.000  home.viewWillAppear(false)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  home.viewDidAppear(false)
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  tabsDelegate.tabBarController(tabs, shouldSelect: feedNav) -> true
         0.000  feedNav.loadView()
         0.000  feedNav.viewDidLoad()
         0.000  feedNav.viewWillAppear(false)
         0.000  feedNav.traitCollectionDidChange(nil)
         0.000  feed.loadView()
         0.000  feed.viewDidLoad()
         0.000  feed.viewWillAppear(false)
         0.000  feed.traitCollectionDidChange(nil)
         0.000  log.navigationController(feedNav, willShow: feed, animated: false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  home.viewWillDisappear(false)
         0.000  tabsDelegate.tabBarController(tabs, didSelect: feedNav)
         0.000  feedNav.viewWillLayoutSubviews()
         0.000  feedNav.viewDidLayoutSubviews()
         0.000  feed.viewWillLayoutSubviews()
         0.000  feed.viewDidLayoutSubviews()
         0.000  home.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  tabs.selectedIndex(0)
         0.000  home.viewWillAppear(false)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  home.viewDidAppear(false)
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  tabsDelegate.tabBarController(tabs, shouldSelect: feedNav) -> true
         0.000  feedNav.loadView()
         0.000  feedNav.viewDidLoad()
         0.000  feedNav.viewWillAppear(false)
         0.000  feed.loadView()
         0.000  feed.viewDidLoad()
         0.000  feed.viewWillAppear(false)
         0.000  log.navigationController(feedNav, willShow: feed, animated: false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  home.viewWillDisappear(false)
         0.000  tabsDelegate.tabBarController(tabs, didSelect: feedNav)
         0.000  feedNav.viewWillLayoutSubviews()
         0.000  feedNav.viewDidLayoutSubviews()
         0.000  feed.viewWillLayoutSubviews()
         0.000  feed.viewDidLayoutSubviews()
         0.000  home.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  tabs.selectedIndex(0)
         0.000  home.viewWillAppear(false)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  home.viewDidAppear(false)
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  tabsDelegate.tabBarController(tabs, shouldSelect: feedNav) -> true
         0.000  feedNav.loadView()
         0.000  feedNav.viewDidLoad()
         0.000  feedNav.viewWillAppear(false)
         0.000  feedNav.viewIsAppearing(false)
         0.000  feed.loadView()
         0.000  feed.viewDidLoad()
         0.000  feed.viewWillAppear(false)
         0.000  feed.viewIsAppearing(false)
         0.000  log.navigationController(feedNav, willShow: feed, animated: false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  home.viewWillDisappear(false)
         0.000  tabsDelegate.tabBarController(tabs, didSelect: feedNav)
         0.000  feedNav.viewWillLayoutSubviews()
         0.000  feedNav.viewDidLayoutSubviews()
         0.000  feed.viewWillLayoutSubviews()
         0.000  feed.viewDidLayoutSubviews()
         0.000  home.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  log.navigationController(feedNav, didShow: feed, animated: false)
         0.000  tabs.selectedIndex(0)
         0.000  home.viewWillAppear(false)
         0.000  home.viewIsAppearing(false)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  home.viewDidAppear(false)
      """)
  }

  /// Rules 18.1, 18.3, 18.4, 18.6, 18.11, 18.16, 18.17, 18.22: example 11, `nav-pop-under-sheet`.
  @Test func navPopUnderSheet() throws {
    let scenario = """
      name: nav-pop-under-sheet
      summary: A pop while a page sheet is up, and the sheet dismissed afterwards
      notes: |
        From uikit-13 the page sheet keeps the navigation controller on screen: the pop animates under
        the sheet and the sheet hears nothing (rule 18.16). Under uikit-7 and uikit-8 a page sheet on an
        iPhone is full screen: the pop happens while the navigation controller is out of the window, so
        it is not animated, B hears willMove and didMove at once, and A appears when the sheet is dismissed,
        through the navigation controller's pending transition (rule 18.17).
      tags: [navigation, pop, sheet, delegate]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        S: {modalPresentationStyle: pageSheet}
      navigationDelegates:
        log: {willShow: true, didShow: true}
      steps:
        - present: S
          from: B
        - pop: nav
        - inspect: [S, nav.viewControllers]
        - dismiss: S
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  B.present(S, animated: true)
         0.000  S.loadView()
         0.000  S.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  B.viewWillDisappear(true)
         0.000  S.viewWillAppear(true)
         0.000  S.viewWillLayoutSubviews()
         0.000  S.viewDidLayoutSubviews()
         0.350  S.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  B.viewDidDisappear(true)
         0.350  B.completion
         0.350  nav.popViewController(animated: true) -> B
         0.350  B.willMove(toParent: nil)
         0.350  B.didMove(toParent: nil)
         0.350  S.presentingViewController -> nav
         0.350  S.presentedViewController -> nil
         0.350  nav.viewControllers -> [A]
         0.350  S.dismiss(animated: true)
         0.350  S.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  A.viewWillAppear(true)
         0.350  log.navigationController(nav, willShow: A, animated: false)
         0.350  log.navigationController(nav, didShow: A, animated: false)
         0.350  A.viewWillLayoutSubviews()
         0.350  A.viewDidLayoutSubviews()
         0.700  nav.viewDidAppear(true)
         0.700  A.viewDidAppear(true)
         0.700  S.viewDidDisappear(true)
         0.700  S.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  B.present(S, animated: true)
         0.000  S.loadView()
         0.000  S.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  B.viewWillDisappear(true)
         0.000  S.viewWillAppear(true)
         0.000  S.traitCollectionDidChange(nil)
         0.000  S.viewWillLayoutSubviews()
         0.000  S.viewDidLayoutSubviews()
         0.350  S.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  B.viewDidDisappear(true)
         0.350  B.completion
         0.350  nav.popViewController(animated: true) -> B
         0.350  B.willMove(toParent: nil)
         0.350  B.didMove(toParent: nil)
         0.350  S.presentingViewController -> nav
         0.350  S.presentedViewController -> nil
         0.350  nav.viewControllers -> [A]
         0.350  S.dismiss(animated: true)
         0.350  S.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  A.viewWillAppear(true)
         0.350  A.traitCollectionDidChange(nil)
         0.350  log.navigationController(nav, willShow: A, animated: false)
         0.350  log.navigationController(nav, didShow: A, animated: false)
         0.350  A.viewWillLayoutSubviews()
         0.350  A.viewDidLayoutSubviews()
         0.700  nav.viewDidAppear(true)
         0.700  A.viewDidAppear(true)
         0.700  S.viewDidDisappear(true)
         0.700  S.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  B.present(S, animated: true)
         0.000  S.loadView()
         0.000  S.viewDidLoad()
         0.000  S.viewWillAppear(true)
         0.000  S.viewWillLayoutSubviews()
         0.000  S.viewDidLayoutSubviews()
         0.350  S.viewDidAppear(true)
         0.350  B.completion
         0.350  nav.popViewController(animated: true) -> B
         0.350  B.willMove(toParent: nil)
         0.350  B.viewWillDisappear(true)
         0.350  A.viewWillAppear(true)
         0.350  log.navigationController(nav, willShow: A, animated: true)
         0.350  A.viewWillLayoutSubviews()
         0.350  A.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  B.didMove(toParent: nil)
         0.700  A.viewDidAppear(true)
         0.700  log.navigationController(nav, didShow: A, animated: true)
         0.700  S.presentingViewController -> nav
         0.700  S.presentedViewController -> nil
         0.700  nav.viewControllers -> [A]
         0.700  S.dismiss(animated: true)
         0.700  S.viewWillDisappear(true)
         1.050  S.viewDidDisappear(true)
         1.050  S.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  B.present(S, animated: true)
         0.000  S.loadView()
         0.000  S.viewDidLoad()
         0.000  S.viewWillAppear(true)
         0.000  S.viewIsAppearing(true)
         0.000  S.viewWillLayoutSubviews()
         0.000  S.viewDidLayoutSubviews()
         0.350  S.viewDidAppear(true)
         0.350  B.completion
         0.350  nav.popViewController(animated: true) -> B
         0.350  B.willMove(toParent: nil)
         0.350  B.viewWillDisappear(true)
         0.350  A.viewWillAppear(true)
         0.350  A.viewIsAppearing(true)
         0.350  log.navigationController(nav, willShow: A, animated: true)
         0.350  A.viewWillLayoutSubviews()
         0.350  A.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  B.didMove(toParent: nil)
         0.700  A.viewDidAppear(true)
         0.700  log.navigationController(nav, didShow: A, animated: true)
         0.700  S.presentingViewController -> nav
         0.700  S.presentedViewController -> nil
         0.700  nav.viewControllers -> [A]
         0.700  S.dismiss(animated: true)
         0.700  S.viewWillDisappear(true)
         1.050  S.viewDidDisappear(true)
         1.050  S.completion
      """)
  }

  /// Rules 18.1, 18.11, 18.17, 18.22: example 12, `nav-push-under-full-screen`.
  @Test func navPushUnderFullScreen() throws {
    let scenario = """
      name: nav-push-under-full-screen
      summary: A push while a full-screen presentation covers the navigation controller
      notes: |
        The push is not animated (no window), the delegate is not asked for an animator, and A hears
        nothing more: it disappeared with the navigation controller. When the presentation is dismissed,
        B loads and appears with the navigation controller, the delegate hears willShow and didShow with
        animated false, and nothing after viewDidAppear because this is a dismissal (rules 18.11, 18.17).
      tags: [navigation, push, presentation, delegate]
      window: nav
      controllers:
        nav: {type: navigation, children: [A], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {}
        M: {modalPresentationStyle: fullScreen}
      navigationDelegates:
        log: {willShow: true, didShow: true, pushAnimator: {class: FadeAnimator, duration: 0.3}}
      steps:
        - present: M
          from: A
        - push: B
          on: nav
        - inspect: [nav.topViewController]
        - dismiss: M
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
         0.350  nav.pushViewController(B, animated: true)
         0.350  B.willMove(toParent: nav)
         0.350  nav.topViewController -> B
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  B.loadView()
         0.350  B.viewDidLoad()
         0.350  B.viewWillAppear(true)
         0.350  log.navigationController(nav, willShow: B, animated: false)
         0.350  log.navigationController(nav, didShow: B, animated: false)
         0.350  B.viewWillLayoutSubviews()
         0.350  B.viewDidLayoutSubviews()
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  B.didMove(toParent: nav)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.traitCollectionDidChange(nil)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
         0.350  nav.pushViewController(B, animated: true)
         0.350  B.willMove(toParent: nav)
         0.350  nav.topViewController -> B
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  B.loadView()
         0.350  B.viewDidLoad()
         0.350  B.viewWillAppear(true)
         0.350  B.traitCollectionDidChange(nil)
         0.350  log.navigationController(nav, willShow: B, animated: false)
         0.350  log.navigationController(nav, didShow: B, animated: false)
         0.350  B.viewWillLayoutSubviews()
         0.350  B.viewDidLayoutSubviews()
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  B.didMove(toParent: nav)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
         0.350  nav.pushViewController(B, animated: true)
         0.350  B.willMove(toParent: nav)
         0.350  nav.topViewController -> B
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  B.loadView()
         0.350  B.viewDidLoad()
         0.350  B.viewWillAppear(true)
         0.350  log.navigationController(nav, willShow: B, animated: false)
         0.350  log.navigationController(nav, didShow: B, animated: false)
         0.350  B.viewWillLayoutSubviews()
         0.350  B.viewDidLayoutSubviews()
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  B.didMove(toParent: nav)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewIsAppearing(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
         0.350  nav.pushViewController(B, animated: true)
         0.350  B.willMove(toParent: nav)
         0.350  nav.topViewController -> B
         0.350  M.dismiss(animated: true)
         0.350  M.viewWillDisappear(true)
         0.350  nav.viewWillAppear(true)
         0.350  nav.viewIsAppearing(true)
         0.350  B.loadView()
         0.350  B.viewDidLoad()
         0.350  B.viewWillAppear(true)
         0.350  B.viewIsAppearing(true)
         0.350  log.navigationController(nav, willShow: B, animated: false)
         0.350  log.navigationController(nav, didShow: B, animated: false)
         0.350  B.viewWillLayoutSubviews()
         0.350  B.viewDidLayoutSubviews()
         0.700  nav.viewDidAppear(true)
         0.700  B.viewDidAppear(true)
         0.700  B.didMove(toParent: nav)
         0.700  M.viewDidDisappear(true)
         0.700  M.completion
      """)
  }

  /// Rules 18.11, 18.18, 18.21, 18.22: example 13, `tab-over-current-context-switch`.
  @Test func tabOverCurrentContextSwitch() throws {
    let scenario = """
      name: tab-over-current-context-switch
      summary: Tab switches while a tab's navigation controller shows an over-current-context overlay
      notes: |
        The overlay is presented by the tab's navigation controller (it defines the context). Switching
        to the other tab and back: the navigation controller forwards its appearance callbacks to its top,
        the overlay hears nothing and is still presented afterwards (rule 18.21, Q32). No tab bar delegate,
        so the taps make no delegate call. overCurrentContext needs uikit-8 or later.
      tags: [tab-bar, navigation, current-context]
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [feedNav, profile]}
        feedNav: {type: navigation, children: [feed]}
        feed: {}
        profile: {}
        loading: {modalPresentationStyle: overCurrentContext}
      steps:
        - present: loading
          from: feed
          animated: false
        - select: 1
        - select: 0
        - inspect: [loading, feed]
        - dismiss: loading
          animated: false
      """
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  feed.present(loading, animated: false)
         0.000  loading.loadView()
         0.000  loading.viewDidLoad()
         0.000  loading.viewWillAppear(false)
         0.000  loading.traitCollectionDidChange(nil)
         0.000  loading.viewWillLayoutSubviews()
         0.000  loading.viewDidLayoutSubviews()
         0.000  loading.viewDidAppear(false)
         0.000  feed.completion
         0.000  profile.loadView()
         0.000  profile.viewDidLoad()
         0.000  profile.viewWillAppear(false)
         0.000  profile.traitCollectionDidChange(nil)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  profile.viewWillLayoutSubviews()
         0.000  profile.viewDidLayoutSubviews()
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  profile.viewDidAppear(false)
         0.000  feedNav.viewWillAppear(false)
         0.000  feed.viewWillAppear(false)
         0.000  profile.viewWillDisappear(false)
         0.000  profile.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  loading.presentingViewController -> feedNav
         0.000  loading.presentedViewController -> nil
         0.000  feed.presentingViewController -> nil
         0.000  feed.presentedViewController -> loading
         0.000  loading.dismiss(animated: false)
         0.000  loading.viewWillDisappear(false)
         0.000  loading.viewDidDisappear(false)
         0.000  loading.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  feed.present(loading, animated: false)
         0.000  loading.loadView()
         0.000  loading.viewDidLoad()
         0.000  loading.viewWillAppear(false)
         0.000  loading.viewWillLayoutSubviews()
         0.000  loading.viewDidLayoutSubviews()
         0.000  loading.viewDidAppear(false)
         0.000  feed.completion
         0.000  profile.loadView()
         0.000  profile.viewDidLoad()
         0.000  profile.viewWillAppear(false)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  profile.viewWillLayoutSubviews()
         0.000  profile.viewDidLayoutSubviews()
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  profile.viewDidAppear(false)
         0.000  feedNav.viewWillAppear(false)
         0.000  feed.viewWillAppear(false)
         0.000  profile.viewWillDisappear(false)
         0.000  profile.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  loading.presentingViewController -> feedNav
         0.000  loading.presentedViewController -> nil
         0.000  feed.presentingViewController -> nil
         0.000  feed.presentedViewController -> loading
         0.000  loading.dismiss(animated: false)
         0.000  loading.viewWillDisappear(false)
         0.000  loading.viewDidDisappear(false)
         0.000  loading.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  feed.present(loading, animated: false)
         0.000  loading.loadView()
         0.000  loading.viewDidLoad()
         0.000  loading.viewWillAppear(false)
         0.000  loading.viewIsAppearing(false)
         0.000  loading.viewWillLayoutSubviews()
         0.000  loading.viewDidLayoutSubviews()
         0.000  loading.viewDidAppear(false)
         0.000  feed.completion
         0.000  profile.loadView()
         0.000  profile.viewDidLoad()
         0.000  profile.viewWillAppear(false)
         0.000  profile.viewIsAppearing(false)
         0.000  feedNav.viewWillDisappear(false)
         0.000  feed.viewWillDisappear(false)
         0.000  profile.viewWillLayoutSubviews()
         0.000  profile.viewDidLayoutSubviews()
         0.000  feedNav.viewDidDisappear(false)
         0.000  feed.viewDidDisappear(false)
         0.000  profile.viewDidAppear(false)
         0.000  feedNav.viewWillAppear(false)
         0.000  feedNav.viewIsAppearing(false)
         0.000  feed.viewWillAppear(false)
         0.000  feed.viewIsAppearing(false)
         0.000  profile.viewWillDisappear(false)
         0.000  profile.viewDidDisappear(false)
         0.000  feedNav.viewDidAppear(false)
         0.000  feed.viewDidAppear(false)
         0.000  loading.presentingViewController -> feedNav
         0.000  loading.presentedViewController -> nil
         0.000  feed.presentingViewController -> nil
         0.000  feed.presentedViewController -> loading
         0.000  loading.dismiss(animated: false)
         0.000  loading.viewWillDisappear(false)
         0.000  loading.viewDidDisappear(false)
         0.000  loading.completion
      """)
  }

  /// Rules 18.1, 18.18, 18.19, 18.20, 18.22: example 14, `tab-switch-animator`.
  @Test func tabSwitchAnimator() throws {
    let scenario = """
      name: tab-switch-animator
      summary: Tab switches animated by the tab bar delegate's animator, by a tap and by the app
      notes: |
        The animator and its duration are asked inside the tap, before didSelect; the will callbacks
        (new tab first) and animateTransition come after the commit; at completion the new tab's
        viewDidAppear comes before the old tab's viewDidDisappear (rule 18.20). The app's own switch asks
        the animator too, but makes no shouldSelect or didSelect (rule 18.19).
      tags: [tab-bar, delegate, custom]
      window: tabs
      controllers:
        tabs: {type: tabBar, children: [home, settings], tabBarDelegate: td}
        home: {viewLoaded: true}
        settings: {}
      tabBarDelegates:
        td:
          shouldSelect: true
          didSelect: true
          animator: {class: SlideAnimator, duration: 0.25}
      steps:
        - select: settings
        - select: 0
          by: app
        - inspect: [tabs.selectedIndex]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  td.tabBarController(tabs, shouldSelect: settings) -> true
         0.000  settings.loadView()
         0.000  settings.viewDidLoad()
         0.000  td.tabBarController(tabs, animationControllerForTransitionFrom: home, to: settings) -> SlideAnimator
         0.000  animator:tabs/settings.transitionDuration(using: context:tabs/settings) -> 0.25
         0.000  td.tabBarController(tabs, didSelect: settings)
         0.000  settings.viewWillAppear(true)
         0.000  home.viewWillDisappear(true)
         0.000  animator:tabs/settings.animateTransition(using: context:tabs/settings)
         0.000  settings.viewWillLayoutSubviews()
         0.000  settings.viewDidLayoutSubviews()
         0.250  context:tabs/settings.completeTransition(true)
         0.250  settings.viewDidAppear(true)
         0.250  home.viewDidDisappear(true)
         0.250  animator:tabs/settings.animationEnded(true)
         0.250  tabs.selectedIndex(0)
         0.250  td.tabBarController(tabs, animationControllerForTransitionFrom: settings, to: home) -> SlideAnimator
         0.250  animator:tabs/home.transitionDuration(using: context:tabs/home) -> 0.25
         0.250  home.viewWillAppear(true)
         0.250  settings.viewWillDisappear(true)
         0.250  animator:tabs/home.animateTransition(using: context:tabs/home)
         0.500  context:tabs/home.completeTransition(true)
         0.500  home.viewDidAppear(true)
         0.500  settings.viewDidDisappear(true)
         0.500  animator:tabs/home.animationEnded(true)
         0.500  tabs.selectedIndex -> 0
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  td.tabBarController(tabs, shouldSelect: settings) -> true
         0.000  settings.loadView()
         0.000  settings.viewDidLoad()
         0.000  td.tabBarController(tabs, animationControllerForTransitionFrom: home, to: settings) -> SlideAnimator
         0.000  animator:tabs/settings.transitionDuration(using: context:tabs/settings) -> 0.25
         0.000  td.tabBarController(tabs, didSelect: settings)
         0.000  settings.viewWillAppear(true)
         0.000  settings.traitCollectionDidChange(nil)
         0.000  home.viewWillDisappear(true)
         0.000  animator:tabs/settings.animateTransition(using: context:tabs/settings)
         0.000  settings.viewWillLayoutSubviews()
         0.000  settings.viewDidLayoutSubviews()
         0.250  context:tabs/settings.completeTransition(true)
         0.250  settings.viewDidAppear(true)
         0.250  home.viewDidDisappear(true)
         0.250  animator:tabs/settings.animationEnded(true)
         0.250  tabs.selectedIndex(0)
         0.250  td.tabBarController(tabs, animationControllerForTransitionFrom: settings, to: home) -> SlideAnimator
         0.250  animator:tabs/home.transitionDuration(using: context:tabs/home) -> 0.25
         0.250  home.viewWillAppear(true)
         0.250  settings.viewWillDisappear(true)
         0.250  animator:tabs/home.animateTransition(using: context:tabs/home)
         0.500  context:tabs/home.completeTransition(true)
         0.500  home.viewDidAppear(true)
         0.500  settings.viewDidDisappear(true)
         0.500  animator:tabs/home.animationEnded(true)
         0.500  tabs.selectedIndex -> 0
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  td.tabBarController(tabs, shouldSelect: settings) -> true
         0.000  settings.loadView()
         0.000  settings.viewDidLoad()
         0.000  td.tabBarController(tabs, animationControllerForTransitionFrom: home, to: settings) -> SlideAnimator
         0.000  animator:tabs/settings.transitionDuration(using: context:tabs/settings) -> 0.25
         0.000  td.tabBarController(tabs, didSelect: settings)
         0.000  settings.viewWillAppear(true)
         0.000  home.viewWillDisappear(true)
         0.000  animator:tabs/settings.animateTransition(using: context:tabs/settings)
         0.000  settings.viewWillLayoutSubviews()
         0.000  settings.viewDidLayoutSubviews()
         0.250  context:tabs/settings.completeTransition(true)
         0.250  settings.viewDidAppear(true)
         0.250  home.viewDidDisappear(true)
         0.250  animator:tabs/settings.animationEnded(true)
         0.250  tabs.selectedIndex(0)
         0.250  td.tabBarController(tabs, animationControllerForTransitionFrom: settings, to: home) -> SlideAnimator
         0.250  animator:tabs/home.transitionDuration(using: context:tabs/home) -> 0.25
         0.250  home.viewWillAppear(true)
         0.250  settings.viewWillDisappear(true)
         0.250  animator:tabs/home.animateTransition(using: context:tabs/home)
         0.500  context:tabs/home.completeTransition(true)
         0.500  home.viewDidAppear(true)
         0.500  settings.viewDidDisappear(true)
         0.500  animator:tabs/home.animationEnded(true)
         0.500  tabs.selectedIndex -> 0
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  td.tabBarController(tabs, shouldSelect: settings) -> true
         0.000  settings.loadView()
         0.000  settings.viewDidLoad()
         0.000  td.tabBarController(tabs, animationControllerForTransitionFrom: home, to: settings) -> SlideAnimator
         0.000  animator:tabs/settings.transitionDuration(using: context:tabs/settings) -> 0.25
         0.000  td.tabBarController(tabs, didSelect: settings)
         0.000  settings.viewWillAppear(true)
         0.000  settings.viewIsAppearing(true)
         0.000  home.viewWillDisappear(true)
         0.000  animator:tabs/settings.animateTransition(using: context:tabs/settings)
         0.000  settings.viewWillLayoutSubviews()
         0.000  settings.viewDidLayoutSubviews()
         0.250  context:tabs/settings.completeTransition(true)
         0.250  settings.viewDidAppear(true)
         0.250  home.viewDidDisappear(true)
         0.250  animator:tabs/settings.animationEnded(true)
         0.250  tabs.selectedIndex(0)
         0.250  td.tabBarController(tabs, animationControllerForTransitionFrom: settings, to: home) -> SlideAnimator
         0.250  animator:tabs/home.transitionDuration(using: context:tabs/home) -> 0.25
         0.250  home.viewWillAppear(true)
         0.250  home.viewIsAppearing(true)
         0.250  settings.viewWillDisappear(true)
         0.250  animator:tabs/home.animateTransition(using: context:tabs/home)
         0.500  context:tabs/home.completeTransition(true)
         0.500  home.viewDidAppear(true)
         0.500  settings.viewDidDisappear(true)
         0.500  animator:tabs/home.animationEnded(true)
         0.500  tabs.selectedIndex -> 0
      """)
  }

  /// Rules 18.2, 18.3, 18.6, 18.9, 18.10, 18.22: example 15, `nav-swipe-back-custom-cancel`.
  @Test func navSwipeBackCustomCancel() throws {
    let scenario = """
      name: nav-swipe-back-custom-cancel
      summary: The app's own edge pan drives a custom pop and is cancelled
      notes: |
        The delegate implements the animator method, so UIKit's swipe is off (rule 18.9 item 1); the app's
        pan calls popViewController(animated: true) and drives the delegate's percent-driven controller.
        Phase A asks for the animator, the interaction controller and the duration. At completion A's
        appearance is cancelled, then B's, with viewIsAppearing under uikit-17 and, under uikit-17 only,
        willShow and didShow for B (rule 18.10).
      tags: [navigation, pop, swipe, interactive, cancel, custom, ios17]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B], navigationDelegate: edge}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      navigationDelegates:
        edge:
          willShow: true
          didShow: true
          popAnimator: {class: SlideBackAnimator, duration: 0.4}
          interaction: percentDriven
      steps:
        - swipeBack: nav
          progress: [0.1, 0.25, 0.3]
          release: cancel
        - inspect: [nav.viewControllers]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  edge.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> SlideBackAnimator
         0.000  edge.navigationController(nav, interactionControllerFor: animator:nav/A) -> UIPercentDrivenInteractiveTransition
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.4
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  edge.navigationController(nav, willShow: A, animated: true)
         0.000  interaction:nav/A.startInteractiveTransition(context:nav/A)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.017  interaction:nav/A.update(0.1)
         0.033  interaction:nav/A.update(0.25)
         0.050  interaction:nav/A.update(0.3)
         0.067  interaction:nav/A.cancel()
         0.187  context:nav/A.completeTransition(false)
         0.187  A.viewWillDisappear(true)
         0.187  A.viewDidDisappear(true)
         0.187  B.viewWillAppear(true)
         0.187  B.viewDidAppear(true)
         0.187  animator:nav/A.animationEnded(false)
         0.187  nav.viewControllers -> [A, B]
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  edge.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> SlideBackAnimator
         0.000  edge.navigationController(nav, interactionControllerFor: animator:nav/A) -> UIPercentDrivenInteractiveTransition
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.4
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.traitCollectionDidChange(nil)
         0.000  edge.navigationController(nav, willShow: A, animated: true)
         0.000  interaction:nav/A.startInteractiveTransition(context:nav/A)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.017  interaction:nav/A.update(0.1)
         0.033  interaction:nav/A.update(0.25)
         0.050  interaction:nav/A.update(0.3)
         0.067  interaction:nav/A.cancel()
         0.187  context:nav/A.completeTransition(false)
         0.187  A.viewWillDisappear(true)
         0.187  A.viewDidDisappear(true)
         0.187  B.viewWillAppear(true)
         0.187  B.viewDidAppear(true)
         0.187  animator:nav/A.animationEnded(false)
         0.187  nav.viewControllers -> [A, B]
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  edge.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> SlideBackAnimator
         0.000  edge.navigationController(nav, interactionControllerFor: animator:nav/A) -> UIPercentDrivenInteractiveTransition
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.4
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  edge.navigationController(nav, willShow: A, animated: true)
         0.000  interaction:nav/A.startInteractiveTransition(context:nav/A)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.017  interaction:nav/A.update(0.1)
         0.033  interaction:nav/A.update(0.25)
         0.050  interaction:nav/A.update(0.3)
         0.067  interaction:nav/A.cancel()
         0.187  context:nav/A.completeTransition(false)
         0.187  A.viewWillDisappear(true)
         0.187  A.viewDidDisappear(true)
         0.187  B.viewWillAppear(true)
         0.187  B.viewDidAppear(true)
         0.187  animator:nav/A.animationEnded(false)
         0.187  nav.viewControllers -> [A, B]
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.willMove(toParent: nil)
         0.000  edge.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> SlideBackAnimator
         0.000  edge.navigationController(nav, interactionControllerFor: animator:nav/A) -> UIPercentDrivenInteractiveTransition
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.4
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  edge.navigationController(nav, willShow: A, animated: true)
         0.000  interaction:nav/A.startInteractiveTransition(context:nav/A)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.000  A.viewWillLayoutSubviews()
         0.000  A.viewDidLayoutSubviews()
         0.017  interaction:nav/A.update(0.1)
         0.033  interaction:nav/A.update(0.25)
         0.050  interaction:nav/A.update(0.3)
         0.067  interaction:nav/A.cancel()
         0.187  context:nav/A.completeTransition(false)
         0.187  A.viewWillDisappear(true)
         0.187  A.viewDidDisappear(true)
         0.187  B.viewWillAppear(true)
         0.187  B.viewIsAppearing(true)
         0.187  B.viewDidAppear(true)
         0.187  edge.navigationController(nav, willShow: B, animated: true)
         0.187  edge.navigationController(nav, didShow: B, animated: true)
         0.187  animator:nav/A.animationEnded(false)
         0.187  nav.viewControllers -> [A, B]
      """)
  }

  /// Rules 18.1, 18.3, 18.4, 18.6, 18.7, 18.8, 18.22: example 16, `nav-set-view-controllers-pop-like`.
  @Test func navSetViewControllersPopLike() throws {
    let scenario = """
      name: nav-set-view-controllers-pop-like
      summary: setViewControllers keeps only a controller that was below the top (a pop)
      notes: |
        The old stack contains the new top, so the transition is a pop from C to B. Removed controllers
        are handled bottom first: A, not on top, hears willMove and didMove(toParent: nil) at once; C, the
        old top, hears willMove now and didMove after its viewDidDisappear (rule 18.8).
      tags: [navigation, set-view-controllers, delegate]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B, C], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        C: {viewLoaded: true}
      navigationDelegates:
        log: {willShow: true, didShow: true}
      steps:
        - setViewControllers: [B]
          on: nav
        - inspect: [nav.viewControllers, A.parent]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.setViewControllers([B], animated: true)
         0.000  A.willMove(toParent: nil)
         0.000  A.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  log.navigationController(nav, didShow: B, animated: true)
         0.350  nav.viewControllers -> [B]
         0.350  A.parent -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.setViewControllers([B], animated: true)
         0.000  A.willMove(toParent: nil)
         0.000  A.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.traitCollectionDidChange(nil)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  log.navigationController(nav, didShow: B, animated: true)
         0.350  nav.viewControllers -> [B]
         0.350  A.parent -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.setViewControllers([B], animated: true)
         0.000  A.willMove(toParent: nil)
         0.000  A.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  log.navigationController(nav, didShow: B, animated: true)
         0.350  nav.viewControllers -> [B]
         0.350  A.parent -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.setViewControllers([B], animated: true)
         0.000  A.willMove(toParent: nil)
         0.000  A.didMove(toParent: nil)
         0.000  C.willMove(toParent: nil)
         0.000  C.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  C.viewDidDisappear(true)
         0.350  C.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  log.navigationController(nav, didShow: B, animated: true)
         0.350  nav.viewControllers -> [B]
         0.350  A.parent -> nil
      """)
  }

  /// Rules 18.1, 18.3, 18.4, 18.7, 18.22: example 17, `nav-pop-to`.
  @Test func navPopTo() throws {
    let scenario = """
      name: nav-pop-to
      summary: popTo a controller in the middle of the stack, then to one that is no longer on it
      notes: |
        popToViewController returns the popped controllers bottom first; C, between the target and the
        top, hears willMove and didMove(toParent: nil) at once and no appearance callback (rule 18.7). The
        second popTo names a controller that has left the stack: it returns nil, UIKit logs E20 and
        nothing changes (an authoring warning too).
      tags: [navigation, pop]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B, C, D]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        C: {viewLoaded: true}
        D: {viewLoaded: true}
      steps:
        - popTo: B
        - popTo: C
        - inspect: [nav.viewControllers, C.parent]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.popToViewController(B, animated: true) -> [C, D]
         0.000  C.willMove(toParent: nil)
         0.000  C.didMove(toParent: nil)
         0.000  D.willMove(toParent: nil)
         0.000  D.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  D.viewDidDisappear(true)
         0.350  D.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  nav.popToViewController(C, animated: true) -> nil
         0.350  UIKit.warning("Tried to pop to a view controller that doesn't exist.")
         0.350  nav.viewControllers -> [A, B]
         0.350  C.parent -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.popToViewController(B, animated: true) -> [C, D]
         0.000  C.willMove(toParent: nil)
         0.000  C.didMove(toParent: nil)
         0.000  D.willMove(toParent: nil)
         0.000  D.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.traitCollectionDidChange(nil)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  D.viewDidDisappear(true)
         0.350  D.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  nav.popToViewController(C, animated: true) -> nil
         0.350  UIKit.warning("Tried to pop to a view controller that doesn't exist.")
         0.350  nav.viewControllers -> [A, B]
         0.350  C.parent -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popToViewController(B, animated: true) -> [C, D]
         0.000  C.willMove(toParent: nil)
         0.000  C.didMove(toParent: nil)
         0.000  D.willMove(toParent: nil)
         0.000  D.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  D.viewDidDisappear(true)
         0.350  D.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  nav.popToViewController(C, animated: true) -> nil
         0.350  UIKit.warning("Tried to pop to a view controller that doesn't exist.")
         0.350  nav.viewControllers -> [A, B]
         0.350  C.parent -> nil
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.popToViewController(B, animated: true) -> [C, D]
         0.000  C.willMove(toParent: nil)
         0.000  C.didMove(toParent: nil)
         0.000  D.willMove(toParent: nil)
         0.000  D.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  D.viewDidDisappear(true)
         0.350  D.didMove(toParent: nil)
         0.350  B.viewDidAppear(true)
         0.350  nav.popToViewController(C, animated: true) -> nil
         0.350  UIKit.warning("Tried to pop to a view controller that doesn't exist.")
         0.350  nav.viewControllers -> [A, B]
         0.350  C.parent -> nil
      """)
  }

  /// Rules 18.2: example 18, `nav-push-same-instance`.
  @Test func navPushSameInstance() throws {
    let scenario = """
      name: nav-push-same-instance
      summary: Pushing a controller that is already on the stack raises
      notes: |
        UIKit raises NSInvalidArgumentException in phase A; the text changed around iOS 13 (E13). The
        exception is the run's last event.
      tags: [navigation, push, errors]
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      steps:
        - push: B
          on: nav
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  UIKit.exception(NSInvalidArgumentException, "Pushing the same view controller instance more than once is not supported (<B>)")
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  UIKit.exception(NSInvalidArgumentException, "Pushing the same view controller instance more than once is not supported (<B>)")
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  UIKit.exception(NSInvalidArgumentException, "<nav> is pushing the same view controller instance (<B>) more than once which is not supported and is most likely an error in the application : <app>")
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  UIKit.exception(NSInvalidArgumentException, "<nav> is pushing the same view controller instance (<B>) more than once which is not supported and is most likely an error in the application : <app>")
      """)
  }

  /// Rules 18.1, 18.2, 18.3, 18.4, 18.13, 18.14, 18.22: example 19, `nav-two-pushes-same-turn`.
  @Test func navTwoPushesSameTurn() throws {
    let scenario = """
      name: nav-two-pushes-same-turn
      summary: Two animated pushes in the same run-loop turn
      notes: |
        From uikit-8 on the first push's coordinator exists from its phase A, so the second push is queued
        and runs when the first completes: two transitions (rules 18.13 item 3, 18.14 item 1). Under
        uikit-7 both change the stack at once and one transition goes from A to C; B hears willMove and
        didMove only (rule 18.13 item 4, Q26).
      tags: [navigation, push, nested]
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
        C: {viewLoaded: true}
      steps:
        - push: B
          on: nav
        - push: C
          on: nav
          at: "+0"
        - inspect: [nav.viewControllers]
      """
    try expectTimeline(
      scenario, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  nav.pushViewController(C, animated: true)
         0.000  C.willMove(toParent: nav)
         0.000  B.didMove(toParent: nav)
         0.000  A.viewWillDisappear(true)
         0.000  C.viewWillAppear(true)
         0.000  C.viewWillLayoutSubviews()
         0.000  C.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  C.viewDidAppear(true)
         0.350  C.didMove(toParent: nav)
         0.350  nav.viewControllers -> [A, B, C]
      """)
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  nav.pushViewController(C, animated: true)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.traitCollectionDidChange(nil)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  C.willMove(toParent: nav)
         0.350  B.viewWillDisappear(true)
         0.350  C.viewWillAppear(true)
         0.350  C.traitCollectionDidChange(nil)
         0.350  C.viewWillLayoutSubviews()
         0.350  C.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  C.viewDidAppear(true)
         0.700  C.didMove(toParent: nav)
         0.700  nav.viewControllers -> [A, B, C]
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  nav.pushViewController(C, animated: true)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  C.willMove(toParent: nav)
         0.350  B.viewWillDisappear(true)
         0.350  C.viewWillAppear(true)
         0.350  C.viewWillLayoutSubviews()
         0.350  C.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  C.viewDidAppear(true)
         0.700  C.didMove(toParent: nav)
         0.700  nav.viewControllers -> [A, B, C]
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  nav.pushViewController(C, animated: true)
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.350  A.viewDidDisappear(true)
         0.350  B.viewDidAppear(true)
         0.350  B.didMove(toParent: nav)
         0.350  C.willMove(toParent: nav)
         0.350  B.viewWillDisappear(true)
         0.350  C.viewWillAppear(true)
         0.350  C.viewIsAppearing(true)
         0.350  C.viewWillLayoutSubviews()
         0.350  C.viewDidLayoutSubviews()
         0.700  B.viewDidDisappear(true)
         0.700  C.viewDidAppear(true)
         0.700  C.didMove(toParent: nav)
         0.700  nav.viewControllers -> [A, B, C]
      """)
  }

  /// Rules 18.1, 18.14, 18.22: example 20, `nav-push-during-context-presentation`.
  @Test func navPushDuringContextPresentation() throws {
    let scenario = """
      name: nav-push-during-context-presentation
      summary: A push while an over-current-context presentation animates in the navigation controller's context
      notes: |
        The presentation's coordinator conflicts with navigation transitions (an overCurrentContext
        presentation not containing the navigation controller), so UIKit drops the push and logs E19
        (rule 18.14 item 2). The stack stays [A].
      tags: [navigation, push, current-context, errors]
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {viewLoaded: true}
        B: {}
        O: {modalPresentationStyle: overCurrentContext}
      steps:
        - present: O
          from: A
        - push: B
          on: nav
          at: 0.1
        - inspect: [O, nav.viewControllers]
        - dismiss: O
      """
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  A.present(O, animated: true)
         0.000  O.loadView()
         0.000  O.viewDidLoad()
         0.000  O.viewWillAppear(true)
         0.000  O.traitCollectionDidChange(nil)
         0.000  O.viewWillLayoutSubviews()
         0.000  O.viewDidLayoutSubviews()
         0.100  nav.pushViewController(B, animated: true)
         0.100  UIKit.warning("pushViewController:animated: called on <nav> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
         0.350  O.viewDidAppear(true)
         0.350  A.completion
         0.350  O.presentingViewController -> nav
         0.350  O.presentedViewController -> nil
         0.350  nav.viewControllers -> [A]
         0.350  O.dismiss(animated: true)
         0.350  O.viewWillDisappear(true)
         0.700  O.viewDidDisappear(true)
         0.700  O.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  A.present(O, animated: true)
         0.000  O.loadView()
         0.000  O.viewDidLoad()
         0.000  O.viewWillAppear(true)
         0.000  O.viewWillLayoutSubviews()
         0.000  O.viewDidLayoutSubviews()
         0.100  nav.pushViewController(B, animated: true)
         0.100  UIKit.warning("_applyViewControllers:transition:animated:operation:rescheduleBlock: called on <nav> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
         0.350  O.viewDidAppear(true)
         0.350  A.completion
         0.350  O.presentingViewController -> nav
         0.350  O.presentedViewController -> nil
         0.350  nav.viewControllers -> [A]
         0.350  O.dismiss(animated: true)
         0.350  O.viewWillDisappear(true)
         0.700  O.viewDidDisappear(true)
         0.700  O.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  A.present(O, animated: true)
         0.000  O.loadView()
         0.000  O.viewDidLoad()
         0.000  O.viewWillAppear(true)
         0.000  O.viewIsAppearing(true)
         0.000  O.viewWillLayoutSubviews()
         0.000  O.viewDidLayoutSubviews()
         0.100  nav.pushViewController(B, animated: true)
         0.100  UIKit.warning("_applyViewControllers:transition:animated:operation:rescheduleBlock: called on <nav> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
         0.350  O.viewDidAppear(true)
         0.350  A.completion
         0.350  O.presentingViewController -> nav
         0.350  O.presentedViewController -> nil
         0.350  nav.viewControllers -> [A]
         0.350  O.dismiss(animated: true)
         0.350  O.viewWillDisappear(true)
         0.700  O.viewDidDisappear(true)
         0.700  O.completion
      """)
  }

  /// Rule 18.12 (with rules 18.4 items 3–5, 18.5 and 18.14 item 1): an animated stack change has
  /// a coordinator from phase A until its completion blocks have run, after `didShow`. A pop
  /// requested from the pushed controller's `viewDidAppear` (phase D) therefore waits for those
  /// blocks: its phase A (`willMove(toParent: nil)`, the animator question) comes after
  /// `didShow(B)` and before the push animator's `animationEnded`, and its phase B in the next
  /// turn. A push without animation has no coordinator: the same pop is applied at once, before
  /// `didShow(B)`. uikit-7 has no queue (rule 18.14 item 4): the pop is applied at once there too
  /// (the push's animation is over, so nothing nests).
  @Test func theCoordinatorLivesUntilItsCompletionBlocks() throws {
    let animated = """
      name: nav-coordinator-lifetime
      window: nav
      controllers:
        nav: {type: navigation, children: [A], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      navigationDelegates:
        log: {willShow: true, didShow: true, animator: {class: FadeAnimator, duration: 0.3}}
      steps:
        - push: B
          on: nav
        - pop: nav
          during: B.viewDidAppear
        - inspect: [nav.viewControllers]
      """
    let withoutAnimation = """
      name: nav-no-coordinator
      window: nav
      controllers:
        nav: {type: navigation, children: [A], navigationDelegate: log}
        A: {viewLoaded: true}
        B: {viewLoaded: true}
      navigationDelegates:
        log: {willShow: true, didShow: true, animator: {class: FadeAnimator, duration: 0.3}}
      steps:
        - push: B
          on: nav
          animated: false
        - pop: nav
          during: B.viewDidAppear
        - inspect: [nav.viewControllers]
      """
    try expectTimeline(
      animated, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  log.navigationController(nav, animationControllerFor: push, from: A, to: B) -> FadeAnimator
         0.000  animator:nav/B.transitionDuration(using: context:nav/B) -> 0.3
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  animator:nav/B.animateTransition(using: context:nav/B)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.300  context:nav/B.completeTransition(true)
         0.300  A.viewDidDisappear(true)
         0.300  B.viewDidAppear(true)
         0.300  nav.popViewController(animated: true) -> B
         0.300  B.didMove(toParent: nav)
         0.300  B.willMove(toParent: nil)
         0.300  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.300  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.300  log.navigationController(nav, didShow: B, animated: true)
         0.300  animator:nav/B.animationEnded(true)
         0.300  B.viewWillDisappear(true)
         0.300  A.viewWillAppear(true)
         0.300  log.navigationController(nav, willShow: A, animated: true)
         0.300  animator:nav/A.animateTransition(using: context:nav/A)
         0.600  context:nav/A.completeTransition(true)
         0.600  B.viewDidDisappear(true)
         0.600  B.didMove(toParent: nil)
         0.600  A.viewDidAppear(true)
         0.600  log.navigationController(nav, didShow: A, animated: true)
         0.600  animator:nav/A.animationEnded(true)
         0.600  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      animated, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  log.navigationController(nav, animationControllerFor: push, from: A, to: B) -> FadeAnimator
         0.000  animator:nav/B.transitionDuration(using: context:nav/B) -> 0.3
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.traitCollectionDidChange(nil)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  animator:nav/B.animateTransition(using: context:nav/B)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.300  context:nav/B.completeTransition(true)
         0.300  A.viewDidDisappear(true)
         0.300  B.viewDidAppear(true)
         0.300  nav.popViewController(animated: true) -> B
         0.300  B.didMove(toParent: nav)
         0.300  log.navigationController(nav, didShow: B, animated: true)
         0.300  B.willMove(toParent: nil)
         0.300  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.300  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.300  animator:nav/B.animationEnded(true)
         0.300  B.viewWillDisappear(true)
         0.300  A.viewWillAppear(true)
         0.300  log.navigationController(nav, willShow: A, animated: true)
         0.300  animator:nav/A.animateTransition(using: context:nav/A)
         0.600  context:nav/A.completeTransition(true)
         0.600  B.viewDidDisappear(true)
         0.600  B.didMove(toParent: nil)
         0.600  A.viewDidAppear(true)
         0.600  log.navigationController(nav, didShow: A, animated: true)
         0.600  animator:nav/A.animationEnded(true)
         0.600  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      animated, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  log.navigationController(nav, animationControllerFor: push, from: A, to: B) -> FadeAnimator
         0.000  animator:nav/B.transitionDuration(using: context:nav/B) -> 0.3
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  animator:nav/B.animateTransition(using: context:nav/B)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.300  context:nav/B.completeTransition(true)
         0.300  A.viewDidDisappear(true)
         0.300  B.viewDidAppear(true)
         0.300  nav.popViewController(animated: true) -> B
         0.300  B.didMove(toParent: nav)
         0.300  log.navigationController(nav, didShow: B, animated: true)
         0.300  B.willMove(toParent: nil)
         0.300  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.300  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.300  animator:nav/B.animationEnded(true)
         0.300  B.viewWillDisappear(true)
         0.300  A.viewWillAppear(true)
         0.300  log.navigationController(nav, willShow: A, animated: true)
         0.300  animator:nav/A.animateTransition(using: context:nav/A)
         0.600  context:nav/A.completeTransition(true)
         0.600  B.viewDidDisappear(true)
         0.600  B.didMove(toParent: nil)
         0.600  A.viewDidAppear(true)
         0.600  log.navigationController(nav, didShow: A, animated: true)
         0.600  animator:nav/A.animationEnded(true)
         0.600  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      animated, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: true)
         0.000  B.willMove(toParent: nav)
         0.000  log.navigationController(nav, animationControllerFor: push, from: A, to: B) -> FadeAnimator
         0.000  animator:nav/B.transitionDuration(using: context:nav/B) -> 0.3
         0.000  A.viewWillDisappear(true)
         0.000  B.viewWillAppear(true)
         0.000  B.viewIsAppearing(true)
         0.000  log.navigationController(nav, willShow: B, animated: true)
         0.000  animator:nav/B.animateTransition(using: context:nav/B)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.300  context:nav/B.completeTransition(true)
         0.300  A.viewDidDisappear(true)
         0.300  B.viewDidAppear(true)
         0.300  nav.popViewController(animated: true) -> B
         0.300  B.didMove(toParent: nav)
         0.300  log.navigationController(nav, didShow: B, animated: true)
         0.300  B.willMove(toParent: nil)
         0.300  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.300  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.300  animator:nav/B.animationEnded(true)
         0.300  B.viewWillDisappear(true)
         0.300  A.viewWillAppear(true)
         0.300  A.viewIsAppearing(true)
         0.300  log.navigationController(nav, willShow: A, animated: true)
         0.300  animator:nav/A.animateTransition(using: context:nav/A)
         0.600  context:nav/A.completeTransition(true)
         0.600  B.viewDidDisappear(true)
         0.600  B.didMove(toParent: nil)
         0.600  A.viewDidAppear(true)
         0.600  log.navigationController(nav, didShow: A, animated: true)
         0.600  animator:nav/A.animationEnded(true)
         0.600  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      withoutAnimation, profile: .uikit7,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.didMove(toParent: nav)
         0.000  B.willMove(toParent: nil)
         0.000  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  log.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      withoutAnimation, profile: .uikit8,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  B.traitCollectionDidChange(nil)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.didMove(toParent: nav)
         0.000  B.willMove(toParent: nil)
         0.000  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  log.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      withoutAnimation, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.didMove(toParent: nav)
         0.000  B.willMove(toParent: nil)
         0.000  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  log.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  nav.viewControllers -> [A]
      """)
    try expectTimeline(
      withoutAnimation, profile: .uikit17,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  B.viewIsAppearing(false)
         0.000  log.navigationController(nav, willShow: B, animated: false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  nav.popViewController(animated: true) -> B
         0.000  B.didMove(toParent: nav)
         0.000  B.willMove(toParent: nil)
         0.000  log.navigationController(nav, animationControllerFor: pop, from: B, to: A) -> FadeAnimator
         0.000  animator:nav/A.transitionDuration(using: context:nav/A) -> 0.3
         0.000  log.navigationController(nav, didShow: B, animated: false)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  B.viewWillDisappear(true)
         0.000  A.viewWillAppear(true)
         0.000  A.viewIsAppearing(true)
         0.000  log.navigationController(nav, willShow: A, animated: true)
         0.000  animator:nav/A.animateTransition(using: context:nav/A)
         0.300  context:nav/A.completeTransition(true)
         0.300  B.viewDidDisappear(true)
         0.300  B.didMove(toParent: nil)
         0.300  A.viewDidAppear(true)
         0.300  log.navigationController(nav, didShow: A, animated: true)
         0.300  animator:nav/A.animationEnded(true)
         0.300  nav.viewControllers -> [A]
      """)
  }

  /// Rule 18.19 (with rule 18.17): the app selects another tab while a full-screen presentation
  /// covers the tab bar controller. The selection changes without a transition (the assignment is
  /// the only event), and the new tab loads and appears when the tab bar controller reappears with
  /// the dismissal; the old tab, already gone with it, hears nothing more.
  @Test func aTabSwitchByTheAppOutOfTheWindowWaitsForTheTabBar() throws {
    let scenario = """
      name: tabcov
      window: root
      controllers:
        root: {type: tabBar, children: [first, second]}
        first: {}
        second: {type: navigation, children: [secondTop]}
        secondTop: {}
        P0: {modalPresentationStyle: fullScreen}
      steps:
        - present: P0
        - select: 1
          on: root
          by: app
        - dismiss: P0
      """
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  root.present(P0, animated: true)
         0.000  P0.loadView()
         0.000  P0.viewDidLoad()
         0.000  root.viewWillDisappear(true)
         0.000  first.viewWillDisappear(true)
         0.000  P0.viewWillAppear(true)
         0.000  P0.traitCollectionDidChange(nil)
         0.000  P0.viewWillLayoutSubviews()
         0.000  P0.viewDidLayoutSubviews()
         0.350  P0.viewDidAppear(true)
         0.350  root.viewDidDisappear(true)
         0.350  first.viewDidDisappear(true)
         0.350  root.completion
         0.350  root.selectedIndex(1)
         0.350  P0.dismiss(animated: true)
         0.350  P0.viewWillDisappear(true)
         0.350  root.viewWillAppear(true)
         0.350  second.loadView()
         0.350  second.viewDidLoad()
         0.350  second.viewWillAppear(true)
         0.350  second.traitCollectionDidChange(nil)
         0.350  secondTop.loadView()
         0.350  secondTop.viewDidLoad()
         0.350  secondTop.viewWillAppear(true)
         0.350  secondTop.traitCollectionDidChange(nil)
         0.700  root.viewDidAppear(true)
         0.700  second.viewDidAppear(true)
         0.700  secondTop.viewDidAppear(true)
         0.700  P0.viewDidDisappear(true)
         0.700  P0.completion
      """)
    try expectTimeline(
      scenario, profile: .uikit17,
      """
         0.000  root.present(P0, animated: true)
         0.000  P0.loadView()
         0.000  P0.viewDidLoad()
         0.000  root.viewWillDisappear(true)
         0.000  first.viewWillDisappear(true)
         0.000  P0.viewWillAppear(true)
         0.000  P0.viewIsAppearing(true)
         0.000  P0.viewWillLayoutSubviews()
         0.000  P0.viewDidLayoutSubviews()
         0.350  P0.viewDidAppear(true)
         0.350  root.viewDidDisappear(true)
         0.350  first.viewDidDisappear(true)
         0.350  root.completion
         0.350  root.selectedIndex(1)
         0.350  P0.dismiss(animated: true)
         0.350  P0.viewWillDisappear(true)
         0.350  root.viewWillAppear(true)
         0.350  root.viewIsAppearing(true)
         0.350  second.loadView()
         0.350  second.viewDidLoad()
         0.350  second.viewWillAppear(true)
         0.350  second.viewIsAppearing(true)
         0.350  secondTop.loadView()
         0.350  secondTop.viewDidLoad()
         0.350  secondTop.viewWillAppear(true)
         0.350  secondTop.viewIsAppearing(true)
         0.700  root.viewDidAppear(true)
         0.700  second.viewDidAppear(true)
         0.700  secondTop.viewDidAppear(true)
         0.700  P0.viewDidDisappear(true)
         0.700  P0.completion
      """)
  }

  /// Rules 18.17 item 3 and 16.7: a controller pushed on a navigation controller out of the window
  /// (an unselected tab) and popped again before it appears hears its `didMove(toParent: N)` right
  /// before `willMove(toParent: nil)`, so its containment callbacks pair up.
  @Test func aControllerPushedAndPoppedOutOfTheWindowPairsItsContainment() throws {
    let scenario = """
      name: off
      window: root
      controllers:
        root: {type: tabBar, children: [first, second]}
        first: {}
        second: {type: navigation, children: [secondTop]}
        secondTop: {}
        S0: {}
      steps:
        - push: S0
          on: second
        - pop: second
        - select: second
          on: root
      """
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  second.pushViewController(S0, animated: true)
         0.000  S0.willMove(toParent: second)
         0.000  second.popViewController(animated: true) -> S0
         0.000  S0.didMove(toParent: second)
         0.000  S0.willMove(toParent: nil)
         0.000  S0.didMove(toParent: nil)
         0.000  second.loadView()
         0.000  second.viewDidLoad()
         0.000  second.viewWillAppear(false)
         0.000  secondTop.loadView()
         0.000  secondTop.viewDidLoad()
         0.000  secondTop.viewWillAppear(false)
         0.000  secondTop.viewWillLayoutSubviews()
         0.000  secondTop.viewDidLayoutSubviews()
         0.000  first.viewWillDisappear(false)
         0.000  second.viewWillLayoutSubviews()
         0.000  second.viewDidLayoutSubviews()
         0.000  first.viewDidDisappear(false)
         0.000  second.viewDidAppear(false)
         0.000  secondTop.viewDidAppear(false)
      """)
  }

  /// Rule 18.2 item 1 with rule 18.14 item 2: pushes queued behind a presentation around the
  /// navigation controller are performed when it ends, each against the stack as it is then, so the
  /// second push of the same controller raises E13 there (a fuzz finding: the stack held it twice).
  @Test func aQueuedSecondPushOfTheSameControllerRaisesWhenPerformed() throws {
    let scenario = """
      name: queued-double-push
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {}
        B: {}
        M: {modalPresentationStyle: fullScreen}
      steps:
        - present: M
          from: nav
        - push: B
          on: nav
          at: "+0"
        - push: B
          on: nav
          at: "+0"
      """
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  nav.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.pushViewController(B, animated: true)
         0.000  nav.pushViewController(B, animated: true)
         0.000  nav.viewWillDisappear(true)
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.traitCollectionDidChange(nil)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  A.viewDidDisappear(true)
         0.350  nav.completion
         0.350  B.willMove(toParent: nav)
         0.350  UIKit.exception(NSInvalidArgumentException, "Pushing the same view controller instance more than once is not supported (<B>)")
      """)
  }

  // Rule 18.11 item 4: a stack change while a presentation covers the navigation controller
  // forwards no appearance; its end ends the old top's disappearance (DEC26-NAV
  // `_didEndTransitionFromView:…`), and the new top appears with the navigation controller.
  @Test func aPushUnderACoveringPresentationForwardsNoAppearance() throws {
    let scenario = """
      name: push-under-covering-presentation
      window: nav
      controllers:
        nav: {type: navigation, children: [A], navigationDelegate: d}
        A: {}
        B: {}
        M: {modalPresentationStyle: fullScreen}
      navigationDelegates:
        d: {willShow: true, didShow: true}
      steps:
        - present: M
          from: nav
        - push: B
          on: nav
          animated: false
          at: 0.1
        - dismiss: M
          at: 1
      """
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.100  nav.pushViewController(B, animated: false)
         0.100  B.willMove(toParent: nav)
         0.100  B.loadView()
         0.100  B.viewDidLoad()
         0.100  d.navigationController(nav, willShow: B, animated: false)
         0.100  A.viewDidDisappear(false)
         0.100  B.didMove(toParent: nav)
         0.100  B.viewWillLayoutSubviews()
         0.100  B.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  nav.completion
         1.000  M.dismiss(animated: true)
         1.000  M.viewWillDisappear(true)
         1.000  nav.viewWillAppear(true)
         1.000  B.viewWillAppear(true)
         1.350  nav.viewDidAppear(true)
         1.350  B.viewDidAppear(true)
         1.350  M.viewDidDisappear(true)
         1.350  M.completion
      """)
  }

  // Rule 18.11 item 4: a current-context presenter that a stack change of the same turn covered
  // before the presentation's phase B hears no appearance callback from the presentation.
  @Test func aPresenterCoveredByAPushOfTheSameTurnHearsNothing() throws {
    let scenario = """
      name: presenter-covered-by-push
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {definesPresentationContext: true}
        B: {}
        M: {modalPresentationStyle: currentContext}
      steps:
        - push: B
          on: nav
          animated: false
        - present: M
          from: A
          at: "+0"
      """
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.willMove(toParent: nav)
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  B.loadView()
         0.000  B.viewDidLoad()
         0.000  A.viewWillDisappear(false)
         0.000  B.viewWillAppear(false)
         0.000  A.viewDidDisappear(false)
         0.000  B.viewDidAppear(false)
         0.000  B.didMove(toParent: nav)
         0.000  B.viewWillLayoutSubviews()
         0.000  B.viewDidLayoutSubviews()
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  A.completion
      """)
  }

  // Rule 18.11 item 5: a dismissal's presenter that a push covered meanwhile stays covered; the
  // pop that reveals it makes it appear.
  @Test func aDismissalUnderAPushedControllerLeavesThePresenterCovered() throws {
    let scenario = """
      name: dismissal-under-pushed-controller
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {definesPresentationContext: true}
        B: {}
        M: {modalPresentationStyle: currentContext}
      steps:
        - present: M
          from: A
        - push: B
          on: nav
          animated: false
          at: 1
        - dismiss: M
          at: 2
        - pop: nav
          animated: false
          at: 3
      """
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
         1.000  nav.pushViewController(B, animated: false)
         1.000  B.willMove(toParent: nav)
         1.000  B.loadView()
         1.000  B.viewDidLoad()
         1.000  B.viewWillAppear(false)
         1.000  B.viewDidAppear(false)
         1.000  B.didMove(toParent: nav)
         1.000  B.viewWillLayoutSubviews()
         1.000  B.viewDidLayoutSubviews()
         2.000  M.dismiss(animated: true)
         2.000  M.viewWillDisappear(true)
         2.350  M.viewDidDisappear(true)
         2.350  M.completion
         3.000  nav.popViewController(animated: false) -> B
         3.000  B.willMove(toParent: nil)
         3.000  B.viewWillDisappear(false)
         3.000  A.viewWillAppear(false)
         3.000  B.viewDidDisappear(false)
         3.000  B.didMove(toParent: nil)
         3.000  A.viewDidAppear(false)
      """)
  }

  // Rule 18.13 item 1: a pop and a push back of the same controller in one turn show nothing; the
  // controller's didMove comes in the layout pass.
  @Test func aPopAndAPushBackInOneTurnShowNothing() throws {
    let scenario = """
      name: pop-and-push-back
      window: nav
      controllers:
        nav: {type: navigation, children: [A, B]}
        A: {}
        B: {}
      steps:
        - pop: nav
          animated: false
        - push: B
          on: nav
          at: "+0"
          animated: false
      """
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  nav.popViewController(animated: false) -> B
         0.000  B.willMove(toParent: nil)
         0.000  nav.pushViewController(B, animated: false)
         0.000  B.didMove(toParent: nil)
         0.000  B.willMove(toParent: nav)
         0.000  B.didMove(toParent: nav)
      """)
  }

  // Rule 18.11 item 5: a controller a pop reveals while its own current-context presentation
  // covers it stays out of sight: it hears no appearance callback.
  @Test func aPopRevealingACoveredPresenterLeavesItOutOfSight() throws {
    let scenario = """
      name: pop-reveals-covered-presenter
      window: nav
      controllers:
        nav: {type: navigation, children: [A]}
        A: {definesPresentationContext: true}
        B: {}
        M: {modalPresentationStyle: currentContext}
      steps:
        - present: M
          from: A
        - push: B
          on: nav
          animated: false
          at: 1
        - pop: nav
          animated: false
          at: 2
      """
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  A.present(M, animated: true)
         0.000  M.loadView()
         0.000  M.viewDidLoad()
         0.000  A.viewWillDisappear(true)
         0.000  M.viewWillAppear(true)
         0.000  M.viewWillLayoutSubviews()
         0.000  M.viewDidLayoutSubviews()
         0.350  M.viewDidAppear(true)
         0.350  A.viewDidDisappear(true)
         0.350  A.completion
         1.000  nav.pushViewController(B, animated: false)
         1.000  B.willMove(toParent: nav)
         1.000  B.loadView()
         1.000  B.viewDidLoad()
         1.000  B.viewWillAppear(false)
         1.000  B.viewDidAppear(false)
         1.000  B.didMove(toParent: nav)
         1.000  B.viewWillLayoutSubviews()
         1.000  B.viewDidLayoutSubviews()
         2.000  nav.popViewController(animated: false) -> B
         2.000  B.willMove(toParent: nil)
         2.000  B.viewWillDisappear(false)
         2.000  B.viewDidDisappear(false)
         2.000  B.didMove(toParent: nil)
      """)
  }
}
