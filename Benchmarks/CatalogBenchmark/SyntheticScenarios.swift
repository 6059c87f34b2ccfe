/// Generates large, varied, deterministic scenario files for the benchmarks.
///
/// Every scenario is valid under `uikit-8` and later. They cover deep container hierarchies,
/// long step lists, every presentation style, custom presentation controllers with animators,
/// interactive dismissals that finish and cancel, adaptive popovers under trait changes, stacks
/// dismissed from the bottom, current-context presentations and custom-segue patterns.
enum SyntheticScenarios {
  /// A small deterministic generator (SplitMix64), so every run builds the same scenarios.
  struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  static let styles = [
    "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
    "overCurrentContext", "popover", "automatic",
  ]

  /// How long the generated scenarios are.
  enum Size {
    /// Long step lists (about 490 events each): the engine benchmark's load.
    case large
    /// Fixture-sized (a few dozen to a hundred events): what a catalog of real scenarios holds.
    case small
  }

  /// `count` scenario files as (name, YAML text).
  static func generate(count: Int, size: Size = .large, seed: UInt64 = 2026) -> [(name: String, yaml: String)] {
    var random = Random(state: seed)
    let scale = size == .large ? 1 : 0
    return (0..<count).map { index in
      let name = "synthetic-\(index)"
      switch index % 5 {
      case 0:
        return (
          name, deepHierarchy(name, &random, rounds: size == .large ? 3 : 1, styles: size == .large ? styles.count : 3)
        )
      case 1:
        return (name, customCycles(name, &random, cycles: scale == 1 ? 10 + random.below(10) : 1 + random.below(2)))
      case 2:
        return (name, interactive(name, &random, gestures: scale == 1 ? 6 + random.below(6) : 1 + random.below(2)))
      case 3: return (name, adaptive(name, &random, rounds: scale == 1 ? 5 + random.below(5) : 1))
      default: return (name, stacksAndSegues(name, &random, rounds: scale == 1 ? 4 : 1))
      }
    }
  }

  /// A navigation stack under a tab bar, nested plain containers, and presentations of every
  /// style from deep inside, each inspected and dismissed.
  static func deepHierarchy(_ name: String, _ random: inout Random, rounds: Int, styles count: Int) -> String {
    let depth = 4 + random.below(5)
    var yaml =
      "name: \(name)\nsummary: deep hierarchy, every style\ntags: [synthetic, deep]\nwindow: tabs\ncontrollers:\n"
    yaml += "  tabs: {type: tabBar, children: [nav, other]}\n"
    yaml += "  other: {}\n"
    yaml += "  nav: {type: navigation, children: [\((0..<depth).map { "n\($0)" }.joined(separator: ", "))]}\n"
    for level in 0..<depth {
      let defines = level == depth - 2 ? ", definesPresentationContext: true" : ""
      yaml += level == depth - 1 ? "  n\(level): {children: [leaf]}\n" : "  n\(level): {viewLoaded: true\(defines)}\n"
    }
    yaml += "  leaf: {}\n"
    for (offset, style) in styles.enumerated() {
      yaml +=
        "  P\(offset): {modalPresentationStyle: \(style)\(style == "custom" ? ", transitioningDelegate: dim" : "")}\n"
    }
    yaml += "transitioningDelegates:\n  dim:\n    retainedElsewhere: true\n"
    yaml += "    presentationController: {class: Dimming, frame: {inset: [20, 40]}, alongsideAnimations: true}\n"
    yaml += "    presentAnimator: {class: Zoom, duration: 0.3}\n    dismissAnimator: {class: Fade, duration: 0.2}\n"
    yaml += "steps:\n"
    for round in 0..<rounds {
      for offset in styles.indices.prefix(count) {
        let animated = (offset + round) % 3 != 0
        yaml += "  - present: P\(offset)\n    from: leaf\n    animated: \(animated)\n"
        yaml += "  - inspect: [leaf, P\(offset), nav]\n"
        yaml += "  - dismiss: P\(offset)\n    animated: \(!animated)\n"
      }
    }
    return yaml
  }

  /// A custom presentation controller and animators, presented and dismissed many times, with
  /// both removing and keeping presenters.
  static func customCycles(_ name: String, _ random: inout Random, cycles: Int) -> String {
    let removes = random.below(2) == 0
    var yaml = """
      name: \(name)
      summary: custom presentation controller cycles
      tags: [synthetic, custom]
      window: root
      controllers:
        root: {type: navigation, children: [A, B]}
        A: {viewLoaded: true}
        B: {}
        D: {modalPresentationStyle: custom, transitioningDelegate: fade}
        E: {modalPresentationStyle: overFullScreen, transitioningDelegate: fade}
      transitioningDelegates:
        fade:
          retainedElsewhere: true
          presentationController: {class: Card, shouldRemovePresentersView: \(removes), frame: {rect: [0, 100, 375, 567]}, alongsideAnimations: true}
          presentAnimator: {class: Spring, duration: 0.5}
          dismissAnimator: {class: Slide, duration: 0.3}
      steps:

      """
    for cycle in 0..<cycles {
      yaml += "  - present: D\n    from: B\n"
      if cycle % 3 == 0 { yaml += "  - present: E\n    from: D\n  - dismiss: E\n" }
      yaml += "  - inspect: [B, D]\n  - dismiss: B\n"
    }
    return yaml
  }

  /// Interactive dismissals driven frame by frame, finishing and cancelling.
  static func interactive(_ name: String, _ random: inout Random, gestures: Int) -> String {
    var yaml = """
      name: \(name)
      summary: interactive dismissals
      tags: [synthetic, interactive]
      window: Y
      controllers:
        Y: {}
        M: {modalPresentationStyle: custom, transitioningDelegate: mail}
      transitioningDelegates:
        mail:
          retainedElsewhere: true
          presentationController: {class: MailPresentation, alongsideAnimations: true}
          presentAnimator: {class: Spring, duration: 0.4}
          dismissAnimator: {class: Slide, duration: 0.4}
          dismissInteraction: percentDriven
          completionSpeed: 1.5
      steps:
        - present: M
          from: Y

      """
    for gesture in 0..<gestures {
      let frames = 8 + random.below(20)
      let finish = gesture % 2 == 0
      let target = finish ? 0.8 : 0.3
      let progress = (1...frames).map { frame -> String in
        let value = target * Double(frame) / Double(frames)
        return String((value * 1000).rounded() / 1000)
      }
      yaml += "  - interactiveDismiss: M\n    progress: [\(progress.joined(separator: ", "))]\n"
      yaml += "    release: \(finish ? "finish" : "cancel")\n"
      if finish { yaml += "  - present: M\n    from: Y\n" }
      yaml += "  - inspect: [Y, M]\n"
    }
    return yaml
  }

  /// Popovers and form sheets with an adaptive delegate, under trait changes.
  static func adaptive(_ name: String, _ random: inout Random, rounds: Int) -> String {
    var yaml = """
      name: \(name)
      summary: adaptive popovers and sheets
      tags: [synthetic, adaptive]
      device: {idiom: pad}
      window: split
      controllers:
        split: {children: [list, detail]}
        list: {}
        detail: {}
        pop: {modalPresentationStyle: popover, presentationControllerDelegate: adapt}
        sheet: {modalPresentationStyle: formSheet, presentationControllerDelegate: keep}
      adaptiveDelegates:
        adapt: {adaptivePresentationStyle: overFullScreen, viewControllerForAdaptivePresentationStyle: wrapInNavigation, willPresentWithAdaptiveStyle: true}
        keep: {adaptivePresentationStyleForTraitCollection: none, willPresentWithAdaptiveStyle: true}
      steps:

      """
    for round in 0..<rounds {
      let presented = round % 2 == 0 ? "pop" : "sheet"
      yaml += "  - present: \(presented)\n    from: detail\n"
      yaml += "  - traits: {horizontalSizeClass: compact}\n  - inspect: [detail, \(presented)]\n"
      yaml += "  - traits: {horizontalSizeClass: regular}\n  - dismiss: \(presented)\n"
    }
    return yaml
  }

  /// Stacks of presentations dismissed from the bottom, double presents, and custom segues.
  static func stacksAndSegues(_ name: String, _ random: inout Random, rounds: Int) -> String {
    let height = 3 + random.below(3)
    var yaml =
      "name: \(name)\nsummary: stacks, warnings and segues\ntags: [synthetic, stack]\nwindow: R\ncontrollers:\n  R: {}\n"
    for level in 0..<height {
      yaml += "  S\(level): {modalPresentationStyle: \(level % 2 == 0 ? "fullScreen" : "overFullScreen")}\n"
    }
    yaml += "  G: {}\nsteps:\n"
    for round in 0..<rounds {
      for level in 0..<height {
        yaml +=
          "  - present: S\(level)\n    from: \(level == 0 ? "R" : "S\(level - 1)")\n    animated: \(round % 2 == 0)\n"
      }
      yaml += "  - present: G\n    from: R\n    at: \"+0\"\n"
      yaml += "  - inspect: [R, S0, S\(height - 1)]\n  - dismiss: R\n"
      yaml += "  - addSubview: G\n    to: R\n  - present: G\n    from: R\n    animated: false\n    at: \"+0\"\n"
      yaml += "  - dismiss: G\n"
    }
    return yaml
  }
}
