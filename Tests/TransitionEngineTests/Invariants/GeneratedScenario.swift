import CatalogModel

/// A scenario written from a list of choices, so that a property test can generate thousands of
/// them and shrink a failing one to a short list (fewer steps, simpler choices).
///
/// Every choice list gives a valid scenario file: the choices pick a window hierarchy, styles,
/// delegates and steps among what the format allows, and a list that runs out means defaults.
struct GeneratedScenario: CustomStringConvertible {
  let yaml: String

  var description: String { yaml }

  init(_ choices: [Int]) {
    var reader = ChoiceReader(choices)
    let styles = [
      "fullScreen", "pageSheet", "formSheet", "overFullScreen", "overCurrentContext", "currentContext", "popover",
      "custom", "automatic",
    ]
    let idiom = reader.pick(["phone", "pad"])
    var lines = ["name: generated", "device: {idiom: \(idiom)}", "window: root", "controllers:"]
    var onScreen = ["root"]
    switch reader.next(3) {
    case 1:
      lines.append("  root: {type: navigation, children: [top]}")
      lines.append("  top: {definesPresentationContext: \(reader.bool())}")
      onScreen.append("top")
    case 2:
      lines.append("  root: {type: tabBar, children: [first, second]}")
      lines.append("  first: {}")
      lines.append("  second: {}")
      onScreen.append("first")
    default:
      lines.append("  root: {}")
    }
    let presentedCount = reader.next(3) + 2
    var presented: [String] = []
    for index in 0..<presentedCount {
      let id = "P\(index)"
      presented.append(id)
      var fields = ["modalPresentationStyle: \(reader.pick(styles))"]
      if reader.next(2) == 1 { fields.append("transitioningDelegate: fade") }
      if reader.next(3) == 1 { fields.append("presentationControllerDelegate: adapt") }
      if reader.next(4) == 1 { fields.append("isModalInPresentation: true") }
      if reader.next(4) == 1 {
        lines.append("  \(id): {type: navigation, children: [\(id)top], \(fields.joined(separator: ", "))}")
        lines.append("  \(id)top: {}")
      } else {
        lines.append("  \(id): {\(fields.joined(separator: ", "))}")
      }
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
    for _ in 0..<stepCount {
      let target = reader.pick(presented)
      switch reader.next(14) {
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
      default:
        lines.append("  - wait: 0.\(reader.next(9) + 1)")
      }
    }
    yaml = lines.joined(separator: "\n") + "\n"
  }
}

/// Reads choices one by one; out of choices, every read is 0.
struct ChoiceReader {
  private var choices: [Int]
  private var position = 0

  init(_ choices: [Int]) {
    self.choices = choices
  }

  var remaining: Int { max(0, choices.count - position) }

  mutating func next(_ bound: Int) -> Int {
    guard position < choices.count else { return 0 }
    defer { position += 1 }
    return abs(choices[position]) % bound
  }

  mutating func pick(_ options: [String]) -> String { options[next(options.count)] }

  mutating func bool() -> Bool { next(2) == 1 }
}
