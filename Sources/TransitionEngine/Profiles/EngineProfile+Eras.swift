import CatalogModel

extension EngineProfile {
  /// iOS 7: transitioning delegates and animators, no presentation controllers.
  public static let uikit7 = EngineProfile(
    name: "uikit-7", rulesVersion: 1, era: "iOS 7",
    summary: "transitioning delegates and animators only: no presentation controllers or adaptivity; "
      + "an animated .custom presentation needs an animator (E9)",
    rules: ProfileRules(
      hasPresentationControllers: false,
      hasAdaptivity: false,
      automaticStyle: .fullScreen,
      sheetsAreCards: false,
      hasSwipeToDismiss: false,
      hasViewIsAppearing: false,
      hasSheetPresentationController: false,
      hasPrepareAdaptivePresentation: false,
      modernConsoleMessages: false,
      customNeedsAnimatorWhenAnimated: true,
      customRemovesPresentersView: true,
      seed001AdaptiveQuirks: false,
      currentContextPresenterQuirk: true,
      reversedWillCallsOnCancel: .atCancel,
      styles: [.automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .none]))

  /// iOS 8–12: presentation controllers, adaptivity, `.automatic` means `.fullScreen`.
  public static let uikit8 = EngineProfile(
    name: "uikit-8", rulesVersion: 1, era: "iOS 8–12",
    summary: "adds presentation controllers, adaptivity and the over-/popover styles; "
      + ".custom keeps the presenter's view; iOS 8.0 adaptive-delegate quirks (rule 8.4)",
    rules: ProfileRules(
      hasPresentationControllers: true,
      hasAdaptivity: true,
      automaticStyle: .fullScreen,
      sheetsAreCards: false,
      hasSwipeToDismiss: false,
      hasViewIsAppearing: false,
      hasSheetPresentationController: false,
      hasPrepareAdaptivePresentation: false,
      modernConsoleMessages: false,
      customNeedsAnimatorWhenAnimated: false,
      customRemovesPresentersView: false,
      seed001AdaptiveQuirks: true,
      currentContextPresenterQuirk: true,
      reversedWillCallsOnCancel: .atCancel,
      styles: Set(PresentationStyle.allCases)))

  /// iOS 13–16: card sheets, swipe to dismiss, `.automatic` means `.pageSheet`.
  public static let uikit13 = EngineProfile(
    name: "uikit-13", rulesVersion: 1, era: "iOS 13–16",
    summary: ".automatic becomes .pageSheet; sheets are cards with no presenter appearance callbacks; "
      + "swipe to dismiss and the adaptive delegate's dismissal methods; \"[Presentation]\" console texts",
    rules: ProfileRules(
      hasPresentationControllers: true,
      hasAdaptivity: true,
      automaticStyle: .pageSheet,
      sheetsAreCards: true,
      hasSwipeToDismiss: true,
      hasViewIsAppearing: false,
      hasSheetPresentationController: false,
      hasPrepareAdaptivePresentation: false,
      modernConsoleMessages: true,
      customNeedsAnimatorWhenAnimated: false,
      customRemovesPresentersView: false,
      seed001AdaptiveQuirks: false,
      currentContextPresenterQuirk: true,
      reversedWillCallsOnCancel: .atCancel,
      styles: Set(PresentationStyle.allCases)))

  /// iOS 17 and later: `viewIsAppearing(_:)`, and the iOS 15 sheet APIs (rule 7.3), which this
  /// is the first profile to cover entirely: uikit-13 stands for iOS 13.0 sheets.
  public static let uikit17 = EngineProfile(
    name: "uikit-17", rulesVersion: 1, era: "iOS 17+",
    summary: "adds viewIsAppearing(_:) between viewWillAppear(_:) and viewDidAppear(_:) (rule 2.2 step 9); "
      + "iOS 15's sheet detents and presentationController(_:prepare:) (rule 7.3)",
    rules: ProfileRules(
      hasPresentationControllers: true,
      hasAdaptivity: true,
      automaticStyle: .pageSheet,
      sheetsAreCards: true,
      hasSwipeToDismiss: true,
      hasViewIsAppearing: true,
      hasSheetPresentationController: true,
      hasPrepareAdaptivePresentation: true,
      modernConsoleMessages: true,
      customNeedsAnimatorWhenAnimated: false,
      customRemovesPresentersView: false,
      seed001AdaptiveQuirks: false,
      currentContextPresenterQuirk: true,
      reversedWillCallsOnCancel: .atCancel,
      styles: Set(PresentationStyle.allCases)))
}
