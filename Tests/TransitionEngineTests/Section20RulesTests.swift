import CatalogModel
import Testing

@testable import TransitionEngine

/// Section 20 of the rule book (Docs/rules/20-format-situations.md): the situations the scenario
/// format could not say before, each with the exact order the engine gives.
@Suite("Situations the format says (rules 20.1–20.7)")
struct Section20RulesTests {
  // MARK: - Rule 20.1

  /// Rule 20.1: `launch` loads the root, sends `viewWillAppear(false)` before the view is in the
  /// window, lays it out, and `viewDidAppear(false)` after the commit; a present from the top
  /// controller's `viewDidLoad()` (armed as the launch starts) meets E2, the same present from its
  /// `viewDidAppear(_:)` works. Nothing reports traits at launch, even under uikit-8.
  @Test func aPresentFromViewDidLoadAtLaunchMeetsE2() throws {
    try expectTimeline(
      """
      name: r20-1
      window: nav
      controllers: {nav: {type: navigation, children: [home]}, home: {}, status: {modalPresentationStyle: fullScreen}}
      steps:
        - launch: nav
        - {present: status, from: home, during: home.viewDidLoad}
        - {present: status, from: home, during: home.viewDidAppear}
      """, profile: .uikit8,
      """
         0.000  UIKit.makeKeyAndVisible()
         0.000  nav.loadView()
         0.000  nav.viewDidLoad()
         0.000  nav.viewWillAppear(false)
         0.000  home.loadView()
         0.000  home.viewDidLoad()
         0.000  home.present(status, animated: true)
         0.000  UIKit.warning("Warning: Attempt to present <status> on <nav> whose view is not in the window hierarchy!")
         0.000  home.viewWillAppear(false)
         0.000  nav.viewWillLayoutSubviews()
         0.000  nav.viewDidLayoutSubviews()
         0.000  home.viewWillLayoutSubviews()
         0.000  home.viewDidLayoutSubviews()
         0.000  nav.viewDidAppear(false)
         0.000  home.viewDidAppear(false)
         0.000  home.present(status, animated: true)
         0.000  status.loadView()
         0.000  status.viewDidLoad()
         0.000  nav.viewWillDisappear(true)
         0.000  home.viewWillDisappear(true)
         0.000  status.viewWillAppear(true)
         0.000  status.traitCollectionDidChange(nil)
         0.000  status.viewWillLayoutSubviews()
         0.000  status.viewDidLayoutSubviews()
         0.350  status.viewDidAppear(true)
         0.350  nav.viewDidDisappear(true)
         0.350  home.viewDidDisappear(true)
         0.350  home.completion
      """)
  }

  /// Rule 20.1 with rule 9.1's model: a present in the turn of `makeKeyAndVisible()` starts before
  /// the root's `viewDidAppear`: the root hears `viewWillDisappear` while appearing, UIKit logs E6,
  /// and the root never hears `viewDidAppear`.
  @Test func aPresentBeforeTheRootAppearedUnbalancesIt() throws {
    try expectTimeline(
      """
      name: r20-1b
      window: root
      controllers: {root: {}, passcode: {modalPresentationStyle: fullScreen}}
      steps: [{launch: root}, {present: passcode, from: root, at: "+0"}]
      """, profile: .uikit17,
      """
         0.000  UIKit.makeKeyAndVisible()
         0.000  root.loadView()
         0.000  root.viewDidLoad()
         0.000  root.viewWillAppear(false)
         0.000  root.viewIsAppearing(false)
         0.000  root.viewWillLayoutSubviews()
         0.000  root.viewDidLayoutSubviews()
         0.000  root.present(passcode, animated: true)
         0.000  passcode.loadView()
         0.000  passcode.viewDidLoad()
         0.000  root.viewWillDisappear(true)
         0.000  UIKit.warning("Unbalanced calls to begin/end appearance transitions for <root>.")
         0.000  passcode.viewWillAppear(true)
         0.000  passcode.viewIsAppearing(true)
         0.000  passcode.viewWillLayoutSubviews()
         0.000  passcode.viewDidLayoutSubviews()
         0.350  passcode.viewDidAppear(true)
         0.350  root.viewDidDisappear(true)
         0.350  root.completion
      """)
  }

  // MARK: - Rule 20.2

  /// Rule 20.2 (onmyway133/notes issues 202 and 210): a portrait-only presenter refuses the
  /// rotation; the full-screen player it presents decides, the interface rotates, and the covered
  /// presenter hears `viewWillTransition(to:with:)` too; at the end of the dismissal the presenter
  /// decides again and the interface turns back.
  @Test func aRotationReachesTheCoveredPresenterAndTurnsBackAfterTheDismissal() throws {
    try expectTimeline(
      """
      name: r20-2
      window: main
      controllers:
        main: {supportedInterfaceOrientations: portrait}
        player: {modalPresentationStyle: fullScreen, supportedInterfaceOrientations: all}
      steps: [{rotate: landscapeLeft}, {rotate: portrait}, {present: player, from: main}, {rotate: landscapeLeft}, {dismiss: player}]
      """, profile: .uikit13,
      """
         0.000  UIKit.deviceOrientationDidChange(landscapeLeft)
         0.000  main.supportedInterfaceOrientations -> portrait
         0.000  UIKit.deviceOrientationDidChange(portrait)
         0.000  main.present(player, animated: true)
         0.000  player.loadView()
         0.000  player.viewDidLoad()
         0.000  main.viewWillDisappear(true)
         0.000  player.viewWillAppear(true)
         0.000  player.viewWillLayoutSubviews()
         0.000  player.viewDidLayoutSubviews()
         0.350  player.viewDidAppear(true)
         0.350  main.viewDidDisappear(true)
         0.350  main.completion
         0.350  UIKit.deviceOrientationDidChange(landscapeLeft)
         0.350  player.supportedInterfaceOrientations -> all
         0.350  player.willTransition(to: compact/compact, with: coordinator:window)
         0.350  main.viewWillTransition(to: [0, 0, 667, 375], with: coordinator:window)
         0.350  player.viewWillTransition(to: [0, 0, 667, 375], with: coordinator:window)
         0.350  player.traitCollectionDidChange(compact/regular)
         0.350  player.viewWillLayoutSubviews()
         0.350  player.viewDidLayoutSubviews()
         0.350  player.dismiss(animated: true)
         0.350  player.viewWillDisappear(true)
         0.350  main.willTransition(to: compact/compact, with: nil)
         0.350  main.viewWillAppear(true)
         0.350  main.traitCollectionDidChange(compact/regular)
         0.700  main.viewDidAppear(true)
         0.700  player.viewDidDisappear(true)
         0.700  player.completion
         0.700  main.supportedInterfaceOrientations -> portrait
         0.700  main.willTransition(to: compact/regular, with: coordinator:window)
         0.700  main.viewWillTransition(to: [0, 0, 375, 667], with: coordinator:window)
         0.700  main.traitCollectionDidChange(compact/compact)
         0.700  main.viewWillLayoutSubviews()
         0.700  main.viewDidLayoutSubviews()
      """)
  }

  // MARK: - Rule 20.3

  /// Rule 20.3 (DEC26): a partial curl needs full-screen controllers on both sides, and a curled
  /// controller cannot present; both raise.
  @Test func partialCurlsRaiseOutsideFullScreen() throws {
    let sheet = try replay(
      """
      name: r20-3
      window: A
      controllers: {A: {}, sheet: {modalTransitionStyle: partialCurl}}
      steps: [{present: sheet, from: A}]
      """, profile: .uikit13)
    #expect(
      calls(sheet).last
        == #"UIKit.exception(NSInvalidArgumentException, "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <A>.")"#
    )
    let nested = try replay(
      """
      name: r20-3b
      window: A
      controllers: {A: {}, settings: {modalPresentationStyle: fullScreen, modalTransitionStyle: partialCurl}, more: {}}
      steps: [{present: settings, from: A}, {present: more, from: settings}]
      """, profile: .uikit8)
    #expect(calls(nested).contains("settings.viewDidAppear(true)"))
    #expect(
      calls(nested).last
        == #"UIKit.exception(NSInvalidArgumentException, "Application tried to present a nested modal view controller while curled <settings>.")"#
    )
  }

  // MARK: - Rule 20.4

  /// Rule 20.4: a container that turns off `shouldAutomaticallyForwardAppearanceMethods` gets its
  /// own callbacks; its child hears only what the container forwards by hand.
  @Test func aContainerThatDoesNotForwardDrivesItsChild() throws {
    try expectTimeline(
      """
      name: r20-4
      window: root
      controllers: {root: {}, container: {children: [child], shouldAutomaticallyForwardAppearanceMethods: false}, child: {}}
      steps:
        - {present: container, from: root}
        - {beginAppearanceTransition: child, during: container.viewWillAppear}
        - {endAppearanceTransition: child, during: container.viewDidAppear}
      """, profile: .uikit13,
      """
         0.000  root.present(container, animated: true)
         0.000  container.loadView()
         0.000  container.viewDidLoad()
         0.000  container.viewWillAppear(true)
         0.000  child.beginAppearanceTransition(true, animated: true)
         0.000  child.loadView()
         0.000  child.viewDidLoad()
         0.000  child.viewWillAppear(true)
         0.000  container.viewWillLayoutSubviews()
         0.000  container.viewDidLayoutSubviews()
         0.000  child.viewWillLayoutSubviews()
         0.000  child.viewDidLayoutSubviews()
         0.350  container.viewDidAppear(true)
         0.350  child.endAppearanceTransition()
         0.350  child.viewDidAppear(true)
         0.350  root.completion
      """)
    let alone = try replay(
      """
      name: r20-4b
      window: root
      controllers: {root: {}, container: {children: [child], shouldAutomaticallyForwardAppearanceMethods: false}, child: {}}
      steps: [{present: container, from: root}]
      """, profile: .uikit13)
    #expect(calls(alone) { $0.hasPrefix("child.view") && $0.contains("Appear") }.isEmpty)
  }

  // MARK: - Rule 20.5

  /// Rule 20.5 (DEC26 `UIAlertController`): the tapped action's handler runs in the completion of
  /// the alert's dismissal, which UIKit asks of the alert's presenter; a present from the handler
  /// waits for that dismissal to finish (rule 15.2) and then works.
  @Test func anAlertActionHandlerRunsAfterTheDismissal() throws {
    try expectTimeline(
      """
      name: r20-5
      window: home
      controllers: {home: {}, alert: {modalPresentationStyle: overFullScreen}, next: {}}
      steps:
        - {present: alert, from: home}
        - tapAlertAction: alert
        - {present: next, from: home, during: alert.actionHandler}
      """, profile: .uikit13,
      """
         0.000  home.present(alert, animated: true)
         0.000  alert.loadView()
         0.000  alert.viewDidLoad()
         0.000  alert.viewWillAppear(true)
         0.000  alert.viewWillLayoutSubviews()
         0.000  alert.viewDidLayoutSubviews()
         0.350  alert.viewDidAppear(true)
         0.350  home.completion
         0.350  home.dismiss(animated: true)
         0.350  alert.viewWillDisappear(true)
         0.700  alert.viewDidDisappear(true)
         0.700  alert.actionHandler
         0.700  home.present(next, animated: true)
         0.700  next.loadView()
         0.700  next.viewDidLoad()
         0.700  next.viewWillAppear(true)
         0.700  next.viewWillLayoutSubviews()
         0.700  next.viewDidLayoutSubviews()
         1.050  next.viewDidAppear(true)
         1.050  home.completion
      """)
  }

  // MARK: - Rule 20.6

  /// Rule 20.6: a drag on a sheet another sheet covers does nothing (an authoring warning), and
  /// neither delegate hears anything; the top sheet still goes when dragged.
  @Test func aCoveredSheetIgnoresTheDrag() throws {
    let scenario = try parseScenario(
      """
      name: r20-6
      window: home
      controllers:
        home: {}
        first: {presentationControllerDelegate: firstWatch}
        second: {presentationControllerDelegate: secondWatch}
      adaptiveDelegates:
        firstWatch: {willDismiss: true, didDismiss: true}
        secondWatch: {willDismiss: true, didDismiss: true}
      steps:
        - {present: first, from: home}
        - {present: second, from: first}
        - {swipeDown: first, progress: [0.3, 0.6]}
        - {swipeDown: second, progress: [0.3, 0.6]}
      """)
    let (timeline, warnings) = try TransitionEngine(profile: .uikit13).runReportingWarnings(scenario)
    #expect(warnings.map(\.message) == ["'swipeDown' on 'first', whose sheet 'second' covers; the drag does nothing"])
    #expect(calls(timeline) { $0.hasPrefix("firstWatch.") }.isEmpty)
    #expect(
      calls(timeline) { $0.hasPrefix("secondWatch.") } == [
        "secondWatch.presentationControllerWillDismiss(pc:second)",
        "secondWatch.presentationControllerDidDismiss(pc:second)",
      ])
  }

  // MARK: - Rule 20.7

  /// Rule 20.7: before iOS 13 a tap outside a popover asks and tells only the popover delegate's
  /// own methods ('newOnly' hears nothing); from iOS 13 the adaptive delegate's methods when
  /// implemented, else the popover delegate's ('oldOnly'), never both ('both').
  @Test func aPopoverDelegateHearsOnePairPerEra() throws {
    let scenario = """
      name: r20-7
      device: {idiom: pad}
      window: root
      controllers:
        root: {}
        first: {modalPresentationStyle: popover, presentationControllerDelegate: oldOnly}
        second: {modalPresentationStyle: popover, presentationControllerDelegate: newOnly}
        third: {modalPresentationStyle: popover, presentationControllerDelegate: both}
      adaptiveDelegates:
        oldOnly: {popoverShouldDismiss: true, popoverDidDismiss: true}
        newOnly: {shouldDismiss: true, willDismiss: true, didDismiss: true}
        both: {shouldDismiss: true, didDismiss: true, popoverShouldDismiss: true, popoverDidDismiss: true}
      steps:
        - {present: first, from: root}
        - tapOutside: first
        - {present: second, from: root}
        - tapOutside: second
        - {present: third, from: root}
        - tapOutside: third
      """
    try expectTimeline(
      scenario, profile: .uikit8,
      """
         0.000  root.present(first, animated: true)
         0.000  first.loadView()
         0.000  first.viewDidLoad()
         0.000  first.viewWillAppear(true)
         0.000  first.traitCollectionDidChange(nil)
         0.000  first.viewWillLayoutSubviews()
         0.000  first.viewDidLayoutSubviews()
         0.350  first.viewDidAppear(true)
         0.350  root.completion
         0.350  user:first.tapOutside()
         0.350  oldOnly.popoverPresentationControllerShouldDismissPopover(pc:first) -> true
         0.350  first.viewWillDisappear(true)
         0.700  first.viewDidDisappear(true)
         0.700  oldOnly.popoverPresentationControllerDidDismissPopover(pc:first)
         0.700  root.present(second, animated: true)
         0.700  second.loadView()
         0.700  second.viewDidLoad()
         0.700  second.viewWillAppear(true)
         0.700  second.traitCollectionDidChange(nil)
         0.700  second.viewWillLayoutSubviews()
         0.700  second.viewDidLayoutSubviews()
         1.050  second.viewDidAppear(true)
         1.050  root.completion
         1.050  user:second.tapOutside()
         1.050  second.viewWillDisappear(true)
         1.400  second.viewDidDisappear(true)
         1.400  root.present(third, animated: true)
         1.400  third.loadView()
         1.400  third.viewDidLoad()
         1.400  third.viewWillAppear(true)
         1.400  third.traitCollectionDidChange(nil)
         1.400  third.viewWillLayoutSubviews()
         1.400  third.viewDidLayoutSubviews()
         1.750  third.viewDidAppear(true)
         1.750  root.completion
         1.750  user:third.tapOutside()
         1.750  both.popoverPresentationControllerShouldDismissPopover(pc:third) -> true
         1.750  third.viewWillDisappear(true)
         2.100  third.viewDidDisappear(true)
         2.100  both.popoverPresentationControllerDidDismissPopover(pc:third)
      """)
    try expectTimeline(
      scenario, profile: .uikit13,
      """
         0.000  root.present(first, animated: true)
         0.000  first.loadView()
         0.000  first.viewDidLoad()
         0.000  first.viewWillAppear(true)
         0.000  first.viewWillLayoutSubviews()
         0.000  first.viewDidLayoutSubviews()
         0.350  first.viewDidAppear(true)
         0.350  root.completion
         0.350  user:first.tapOutside()
         0.350  first.isModalInPresentation -> false
         0.350  oldOnly.popoverPresentationControllerShouldDismissPopover(pc:first) -> true
         0.350  first.viewWillDisappear(true)
         0.700  first.viewDidDisappear(true)
         0.700  oldOnly.popoverPresentationControllerDidDismissPopover(pc:first)
         0.700  root.present(second, animated: true)
         0.700  second.loadView()
         0.700  second.viewDidLoad()
         0.700  second.viewWillAppear(true)
         0.700  second.viewWillLayoutSubviews()
         0.700  second.viewDidLayoutSubviews()
         1.050  second.viewDidAppear(true)
         1.050  root.completion
         1.050  user:second.tapOutside()
         1.050  second.isModalInPresentation -> false
         1.050  newOnly.presentationControllerShouldDismiss(pc:second) -> true
         1.050  newOnly.presentationControllerWillDismiss(pc:second)
         1.050  second.viewWillDisappear(true)
         1.400  second.viewDidDisappear(true)
         1.400  newOnly.presentationControllerDidDismiss(pc:second)
         1.400  root.present(third, animated: true)
         1.400  third.loadView()
         1.400  third.viewDidLoad()
         1.400  third.viewWillAppear(true)
         1.400  third.viewWillLayoutSubviews()
         1.400  third.viewDidLayoutSubviews()
         1.750  third.viewDidAppear(true)
         1.750  root.completion
         1.750  user:third.tapOutside()
         1.750  third.isModalInPresentation -> false
         1.750  both.presentationControllerShouldDismiss(pc:third) -> true
         1.750  third.viewWillDisappear(true)
         2.100  third.viewDidDisappear(true)
         2.100  both.presentationControllerDidDismiss(pc:third)
      """)
  }
}
