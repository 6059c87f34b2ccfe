/// A scenario written from a list of choices, so that a property test can generate thousands of
/// them and shrink a failing one to a short list (fewer steps, simpler choices), and a fuzzer can
/// mutate the choices (one byte each) rather than the text.
///
/// Every choice list gives a valid scenario file: the choices pick a window hierarchy, styles,
/// delegates and steps among what the format allows, and a list that runs out means defaults.
///
/// For example:
/// ```swift
/// let scenario = try ScenarioFile.parse(GeneratedScenario([0, 2, 5, 1]).yaml, path: "generated.yaml")
/// ```
package struct GeneratedScenario: CustomStringConvertible, Sendable {
  /// The steps a generated scenario chooses among.
  package enum Steps: Sendable {
    /// Presentations, dismissals, trait changes, resizes, gestures, taps outside, presentations
    /// during a callback, inspections and waits: the set the property test's kept regressions
    /// were found with (their choices still mean the same scenarios).
    case classic
    /// The classic steps and detents, property changes (`set`), presentation-controller reads,
    /// dimming-view taps, steps at a time or on the previous step's turn, vertical trait
    /// changes, views added to or removed from another controller's view, and the container
    /// steps of rule book section 18 (`push`, `pop`, `popTo`, `popToRoot`, `setViewControllers`,
    /// `select`, `swipeBack`, a push inside a callback) with navigation and tab bar delegates
    /// and controllers to push (`S0`–`S2`). (App-driven
    /// appearance transitions are left out: called on a controller that is not on screen, as a
    /// generator would, they break the appearance invariant as UIKit itself would be misused.)
    case all
  }

  package let yaml: String

  package var description: String { yaml }

  package init(_ choices: [Int], steps: Steps = .all) {
    var reader = ChoiceReader(choices)
    let styles = [
      "fullScreen", "pageSheet", "formSheet", "overFullScreen", "overCurrentContext", "currentContext", "popover",
      "custom", "automatic",
    ]
    let idiom = reader.pick(["phone", "pad"])
    var lines = ["name: generated", "device: {idiom: \(idiom)}", "window: root", "controllers:"]
    var onScreen = ["root"]
    let containerSteps = steps == .all
    // Navigation controllers with their roots, and the tab bar controller, that container steps use.
    var navigations: [(id: String, root: String)] = []
    var tabBar: [String] = []
    var tabBarUsesDelegate = false
    // With container steps, four hierarchies in five have a navigation or a tab bar controller.
    switch containerSteps ? [0, 1, 2, 1, 2][reader.next(5)] : reader.next(3) {
    case 1:
      let delegate = containerSteps && reader.next(3) != 0 ? ", navigationDelegate: navd" : ""
      lines.append("  root: {type: navigation, children: [top]\(delegate)}")
      lines.append("  top: {definesPresentationContext: \(reader.bool())}")
      onScreen.append("top")
      navigations.append(("root", "top"))
    case 2:
      if containerSteps {
        tabBarUsesDelegate = reader.next(3) != 0
        let delegate = tabBarUsesDelegate ? ", tabBarDelegate: tabd" : ""
        lines.append("  root: {type: tabBar, children: [first, second]\(delegate)}")
        lines.append("  first: {}")
        lines.append("  second: {type: navigation, children: [secondTop]}")
        lines.append("  secondTop: {}")
        navigations.append(("second", "secondTop"))
        tabBar = ["first", "second"]
      } else {
        lines.append("  root: {type: tabBar, children: [first, second]}")
        lines.append("  first: {}")
        lines.append("  second: {}")
      }
      onScreen.append("first")
    default:
      lines.append("  root: {}")
    }
    let presentedCount = reader.next(3) + 2
    var presented: [String] = []
    var containers: Set<String> = []
    for index in 0..<presentedCount {
      let id = "P\(index)"
      presented.append(id)
      var fields = ["modalPresentationStyle: \(reader.pick(styles))"]
      if reader.next(2) == 1 { fields.append("transitioningDelegate: fade") }
      if reader.next(3) == 1 { fields.append("presentationControllerDelegate: adapt") }
      if reader.next(4) == 1 { fields.append("isModalInPresentation: true") }
      if reader.next(4) == 1 {
        lines.append("  \(id): {type: navigation, children: [\(id)top], \(fields.joined(separator: ", "))}")
        containers.insert(id)
        lines.append("  \(id)top: {}")
        navigations.append((id, "\(id)top"))
      } else {
        lines.append("  \(id): {\(fields.joined(separator: ", "))}")
      }
    }
    // Controllers for the container steps to push, and a navigation and a tab bar delegate.
    let pushable = ["S0", "S1", "S2"]
    if containerSteps {
      for id in pushable { lines.append("  \(id): {}") }
      var navd = ["willShow: \(reader.bool())", "didShow: \(reader.bool())"]
      switch reader.next(4) {
      case 1: navd.append("animator: {duration: 0.\(reader.next(4) + 2)}")
      case 2: navd.append("pushAnimator: {duration: 0.3}, popAnimator: null")
      case 3: navd.append("popAnimator: {duration: 0.25}")
      default: break
      }
      if reader.next(2) == 1 { navd.append("interaction: percentDriven") }
      lines.append("navigationDelegates:")
      lines.append("  navd: {\(navd.joined(separator: ", "))}")
      var tabd = ["didSelect: \(reader.bool())"]
      switch reader.next(4) {
      case 1: tabd.append("shouldSelect: true")
      case 2: tabd.append("shouldSelect: false")
      case 3: tabd.append(tabBarUsesDelegate ? "shouldSelect: {second: false}" : "shouldSelect: false")
      default: break
      }
      if reader.next(3) == 1 { tabd.append("animator: {duration: 0.2}") }
      lines.append("tabBarDelegates:")
      lines.append("  tabd: {\(tabd.joined(separator: ", "))}")
    }
    // One transitioning delegate and one adaptive delegate, in one of several shapes each.
    lines.append("transitioningDelegates:")
    var fade = ["retainedElsewhere: \(reader.bool())"]
    if reader.next(2) == 1 {
      fade.append(
        "presentationController: {shouldPresentInFullscreen: \(reader.next(4) != 0), "
          + "shouldRemovePresentersView: \(reader.bool()), alongsideAnimations: \(reader.bool())}")
    }
    if reader.next(3) != 0 { fade.append("presentAnimator: {duration: 0.\(reader.next(5) + 1)}") }
    if reader.next(3) != 0 { fade.append("dismissAnimator: {duration: 0.\(reader.next(5) + 1)}") }
    if reader.next(3) == 1 { fade.append("presentInteraction: percentDriven") }
    if reader.next(3) == 1 { fade.append("dismissInteraction: percentDriven") }
    lines.append("  fade: {\(fade.joined(separator: ", "))}")
    lines.append("adaptiveDelegates:")
    var adapt = ["willPresentWithAdaptiveStyle: \(reader.bool())"]
    switch reader.next(4) {
    case 1: adapt.append("adaptivePresentationStyleForTraitCollection: none")
    case 2: adapt.append("adaptivePresentationStyleForTraitCollection: {compact: fullScreen, regular: none}")
    case 3: adapt.append("adaptivePresentationStyle: overFullScreen")
    default: break
    }
    if reader.next(2) == 1 { adapt.append("viewControllerForAdaptivePresentationStyle: wrapInNavigation") }
    if reader.next(2) == 1 { adapt.append("shouldDismiss: \(reader.bool())") }
    adapt.append("willDismiss: true, didDismiss: true, didAttemptToDismiss: true")
    lines.append("  adapt: {\(adapt.joined(separator: ", "))}")

    lines.append("steps:")
    let stepCount = max(1, min(8, reader.remaining / 3))
    let anyController = onScreen + presented
    var nextAt = 0
    for step in 0..<stepCount {
      let isFirstStep = step == 0
      let target = reader.pick(presented)
      // With container steps, 16 choices of 40 are one of the eight container steps (24–31).
      let choice = reader.next(steps == .classic ? 14 : 40)
      let kind = choice < 32 ? choice : choice - 8
      switch kind {
      case 0, 1, 2:
        var step = "  - present: \(target)"
        if reader.next(3) == 1 { step += "\n    from: \(reader.pick(anyController))" }
        if reader.next(4) == 1 { step += "\n    animated: false" }
        lines.append(step)
      case 3, 4:
        lines.append(
          "  - dismiss: \(reader.pick(anyController))" + (reader.next(4) == 1 ? "\n    animated: false" : ""))
      case 5:
        lines.append("  - traits: {horizontalSizeClass: \(reader.pick(["compact", "regular"]))}")
      case 6:
        lines.append(
          "  - resize: {size: [\(reader.pick(["390, 844", "844, 390", "1024, 768"]))], "
            + "verticalSizeClass: \(reader.pick(["compact", "regular"]))}")
      case 7:
        lines.append(
          "  - interactiveDismiss: \(target)\n    progress: [0.1, 0.\(reader.next(8) + 2)]\n"
            + "    release: \(reader.pick(["finish", "cancel"]))")
      case 8:
        lines.append(
          "  - interactivePresent: \(target)\n    progress: [0.2, 0.4]\n    release: \(reader.pick(["finish", "cancel"]))"
        )
      case 9:
        lines.append(
          "  - swipeDown: \(target)\n    progress: [0.2, 0.6]\n    release: \(reader.pick(["finish", "cancel"]))")
      case 10:
        lines.append("  - tapOutside: \(target)")
      case 11:
        let trigger = reader.pick(presented)
        lines.append("  - present: \(target)\n    from: \(trigger)\n    during: \(trigger).viewDidAppear")
      case 12:
        lines.append("  - inspect: [\(reader.pick(anyController))]")
      case 13:
        lines.append("  - wait: 0.\(reader.next(9) + 1)")
      case 14:
        lines.append(
          "  - detent: \(target)\n    to: \(reader.pick(["medium", "large"]))\n    by: \(reader.pick(["user", "app"]))")
      case 15:
        lines.append("  - set: {controller: \(target), modalPresentationStyle: \(reader.pick(styles))}")
      case 16:
        let property = reader.pick(["isModalInPresentation", "definesPresentationContext"])
        lines.append("  - set: {controller: \(reader.pick(anyController)), \(property): \(reader.bool())}")
      case 17:
        lines.append("  - readPresentationController: \(target)")
      case 18:
        lines.append("  - tapDimmingView: \(target)")
      case 19:
        lines.append("  - present: \(target)\n    from: \(reader.pick(anyController))\n    at: \"+0\"")
      case 20:
        // Times far apart, so that each is still ahead when its step is reached.
        nextAt += 10
        lines.append("  - dismiss: \(reader.pick(anyController))\n    at: \(nextAt)")
      case 21:
        lines.append("  - traits: {verticalSizeClass: \(reader.pick(["compact", "regular"]))}")
      case 22 where isFirstStep && !containers.contains(target):
        // As a custom segue does, before anything is presented: adding the view of a controller
        // that is already presented is a misuse UIKit does not guard against either. Only a
        // controller without children: for a navigation controller the engine sends its child
        // viewWillAppear twice (once for the view, once for the presentation), a case the rule
        // book has no evidence for yet (rule 9.1 is about a single controller).
        lines.append("  - addSubview: \(target)\n    to: \(reader.pick(onScreen))")
      case 22:
        lines.append("  - inspect: [\(presented.joined(separator: ", "))]")
      case 23:
        lines.append("  - removeFromSuperview: \(target)")
      case 29 where !tabBar.isEmpty, 24...31 where navigations.isEmpty && !tabBar.isEmpty:
        // A tab switch by the user (a tap) or by the app (an index or a controller).
        let tab = reader.next(2) == 1 ? reader.pick(tabBar) : String(reader.next(2))
        lines.append("  - select: \(tab)\n    on: root\n    by: \(reader.pick(["user", "app"]))")
      case 24...31 where navigations.isEmpty:
        lines.append("  - inspect: [\(reader.pick(anyController))]")
      default:
        lines.append(containerStep(kind, navigation: reader.pick(navigations.map(\.id)), &reader))
      }
    }
    yaml = lines.joined(separator: "\n") + "\n"

    /// A step of rule book section 18 on `navigation`, for step choice `kind` (24–31).
    func containerStep(_ kind: Int, navigation: String, _ reader: inout ChoiceReader) -> String {
      let root = navigations.first { $0.id == navigation }?.root ?? navigation
      let animated = reader.next(4) == 1 ? "\n    animated: false" : ""
      switch kind {
      case 24:
        return "  - push: \(reader.pick(pushable))\n    on: \(navigation)" + animated
      case 25:
        return "  - pop: \(navigation)" + animated
      case 26:
        return "  - popTo: \(reader.pick([root] + pushable))\n    on: \(navigation)" + animated
      case 27:
        return "  - popToRoot: \(navigation)" + animated
      case 28:
        let rest = pushable.filter { _ in reader.bool() }
        return "  - setViewControllers: [\(([root] + rest).joined(separator: ", "))]\n    on: \(navigation)" + animated
      case 30:
        return "  - swipeBack: \(navigation)\n    progress: [0.3, 0.\(reader.next(8) + 2)]\n"
          + "    release: \(reader.pick(["finish", "cancel"]))"
      default:
        // A push inside a callback of the transition before it, or in the same turn.
        let pushed = reader.pick(pushable)
        switch reader.next(3) {
        case 0: return "  - push: \(pushed)\n    on: \(navigation)\n    at: \"+0\""
        case 1: return "  - push: \(pushed)\n    on: \(navigation)\n    during: \(reader.pick(pushable)).viewDidAppear"
        default: return "  - pop: \(navigation)\n    during: \(reader.pick(pushable)).viewWillAppear"
        }
      }
    }
  }
}
