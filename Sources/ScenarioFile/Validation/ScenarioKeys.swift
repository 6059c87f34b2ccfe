import CatalogModel

/// The keys each mapping of a scenario file allows (Docs/scenario-format.md), in documentation order.
enum ScenarioKeys {
  static let topLevel = [
    "format", "name", "summary", "notes", "tags", "device", "window", "controllers",
    "transitioningDelegates", "adaptiveDelegates", "navigationDelegates", "tabBarDelegates", "steps", "expect",
    "source",
  ]
  static let device = ["idiom", "size", "horizontalSizeClass", "verticalSizeClass"]
  static let controller = [
    "type", "children", "selectedIndex", "modalPresentationStyle", "transitioningDelegate",
    "presentationControllerDelegate", "definesPresentationContext",
    "providesPresentationContextTransitionStyle", "isModalInPresentation", "viewLoaded",
    "modalTransitionStyle", "supportedInterfaceOrientations", "shouldAutomaticallyForwardAppearanceMethods",
    "navigationDelegate", "tabBarDelegate",
  ]
  static let transitioningDelegate = [
    "retainedElsewhere", "presentationController", "presentAnimator", "dismissAnimator",
    "presentInteraction", "dismissInteraction", "completionSpeed",
  ]
  static let presentationController = [
    "class", "shouldPresentInFullscreen", "shouldRemovePresentersView", "frame",
    "alongsideAnimations",
    "adaptivePresentationStyle",
  ]
  static let frame = ["inset", "rect"]
  static let animator = ["class", "duration"]
  static let adaptiveDelegate = [
    "adaptivePresentationStyleForTraitCollection", "adaptivePresentationStyle",
    "viewControllerForAdaptivePresentationStyle", "willPresentWithAdaptiveStyle", "shouldDismiss",
    "willDismiss", "didDismiss", "didAttemptToDismiss", "didChangeSelectedDetent", "prepare",
    "popoverShouldDismiss", "popoverDidDismiss",
  ]
  static let navigationDelegate = [
    "willShow", "didShow", "pushAnimator", "popAnimator", "animator", "interaction", "completionSpeed",
  ]
  static let tabBarDelegate = ["shouldSelect", "didSelect", "animator", "interaction"]
  static let traits = ["horizontalSizeClass", "verticalSizeClass"]

  /// The engine's profiles (`EngineProfile.names`), which a fact's `profiles:` may name. This
  /// target does not depend on the engine; `FactParsingTests` keeps the two lists equal.
  static let profileNames = ["uikit-7", "uikit-8", "uikit-13", "uikit-17"]
  static let resize = ["size", "horizontalSizeClass", "verticalSizeClass"]

  /// The controller properties a `set` step may change (`ControllerProperty`).
  static let settableProperties = [
    "modalPresentationStyle", "transitioningDelegate", "presentationControllerDelegate",
    "definesPresentationContext", "providesPresentationContextTransitionStyle",
    "isModalInPresentation", "modalTransitionStyle", "supportedInterfaceOrientations",
    "shouldAutomaticallyForwardAppearanceMethods", "navigationDelegate", "tabBarDelegate",
  ]

  /// The step actions, one of which every step has: the keys of `StepKind`, `wait` last.
  static let actions = StepKind.allCases.filter { $0 != .wait }.map(\.rawValue) + [StepKind.wait.rawValue]

  /// Every key a step may have besides its action.
  static let modifiers = ["from", "on", "animated", "progress", "release", "to", "by", "appearing", "at", "during"]

  /// The modifiers each kind of step allows.
  static func modifiers(of kind: StepKind) -> [String] {
    switch kind {
    case .present: ["from", "animated", "at", "during"]
    case .dismiss: ["animated", "at", "during"]
    case .interactiveDismiss, .swipeDown, .swipeBack: ["progress", "release", "at"]
    case .interactivePresent: ["from", "progress", "release", "at"]
    case .addSubview: ["to", "at", "during"]
    case .detent: ["to", "by", "at"]
    case .traits, .resize, .set, .removeFromSuperview, .inspect, .readPresentationController, .endAppearanceTransition,
      .tapOutside, .tapDimmingView:
      ["at", "during"]
    case .beginAppearanceTransition: ["appearing", "animated", "at", "during"]
    case .rotate, .tapAlertAction: ["at"]
    case .wait, .launch: []
    case .push: ["on", "from", "animated", "at", "during"]
    case .pop, .popToRoot: ["animated", "at", "during"]
    case .popTo, .setViewControllers: ["on", "animated", "at", "during"]
    case .select: ["on", "by", "at", "during"]
    }
  }
}
