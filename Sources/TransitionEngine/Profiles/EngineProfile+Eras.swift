import CatalogModel

// Each era starts from the rules of the one before it and states only what changes, so this
// file reads as the history the profiles stand for (docs: Docs/profiles/).

extension EngineProfile {
  /// iOS 7: transitioning delegates and animators, no presentation controllers.
  ///
  /// Rules 2: `.custom` keeps the presenter's view (rule 13.5); E9's dismissal variant (rule 13.4);
  /// `.none` raises (rule 13.3); requests from a completion wait for it (rule 15.2). Rules 3: a
  /// second dismiss during a dismissal goes one level further (rule 17.3); a refusal in the turn of
  /// the presenter's own request names `(null)` (rule 17.4). Rules 4: E2 before E1 (rule 19.1); an
  /// early `presentationController` read creates nothing (rule 19.2); E9 is a warning and the
  /// presentation goes on full screen (rule 19.3); no animators without animation (rule 19.4); an
  /// already presented controller meets E7's text (rule 19.7); the presented view loads in phase B
  /// unless it is a sheet (rule 19.8). Rules 5: `traits` and `resize` steps are refused (rule
  /// 14.6): without trait collections they did nothing, and a scenario replayed into a timeline
  /// where its steps did nothing is wrong; a stored run of such a scenario under older rules is not
  /// reused. Every profile's rules 5 also record the user's gestures (`user:D`, rule 15.5).
  /// Rules 6: navigation and tab bar transitions (rule book section 18): push, pop, the back
  /// swipe and tab switches, with custom navigation animators from iOS 7 on and no queue for a
  /// change requested during a running transition (rules 18.13 item 4, 18.14 item 4).
  public static let uikit7 = EngineProfile(
    name: "uikit-7", rulesVersion: 6, era: "iOS 7",
    summary: "transitioning delegates and animators only: no presentation controllers or adaptivity; "
      + "an animated .custom presentation without an animator logs E9 and goes on full screen",
    rules: ProfileRules(
      hasPresentationControllers: false,
      hasAdaptivity: false,
      automaticStyle: .fullScreen,
      sheetsAreCards: false,
      hasSwipeToDismiss: false,
      hasTraitCollections: false,
      predictsTraits: false,
      hasViewIsAppearing: false,
      hasSheetPresentationController: false,
      hasPrepareAdaptivePresentation: false,
      modernConsoleMessages: false,
      customNeedsAnimatorWhenAnimated: true,
      ios80AdaptiveDelegateQuirks: false,
      currentContextPresenterQuirk: true,
      reversedWillCallsOnCancel: .atCancel,
      styles: [.automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .none]
    ).changing {
      $0.loadsPresentedViewInPresent = false  // rule 19.8
      $0.queuesNavigationRequests = false  // rules 18.13 item 4, 18.14 item 4
    })

  /// iOS 8–12: presentation controllers, adaptivity, `.automatic` means `.fullScreen`.
  ///
  /// Rules 2: trait changes through the window's coordinator and a controller's first traits
  /// (`traitCollectionDidChange(nil)`, rules 14.1–14.5); popovers in compact height (rule 13.2);
  /// the children of a presented container are laid out (rule 2.2 step 8); `.none` raises. Rules 3:
  /// `.custom` without the app's presentation controller keeps the presenter (rule 17.1); no
  /// animators without animation (rule 17.2); rules 17.3 and 17.4; the app's presentation
  /// controller ignores the presentation context (rule 17.5). Rules 4: E2 before E1 (rule 19.1);
  /// an early `presentationController` read holds for every style (rule 19.2); a tap outside a
  /// popover dismisses through its presenter, and a second tap during that dismissal takes the
  /// presenter too (rule 19.6); E7's text for an already presented controller (rule 19.7). Rules 5:
  /// the user's gestures are recorded (`user:D`, rule 15.5).
  /// Rules 6: a tap outside a popover asks and tells only the popover delegate's own methods
  /// (rule 20.7). Rules 7: navigation and tab bar transitions (rule book section 18), with a
  /// change requested during an animated one queued to its coordinator (rules 18.12–18.14).
  public static let uikit8 = EngineProfile(
    name: "uikit-8", rulesVersion: 7, era: "iOS 8–12",
    summary: "adds presentation controllers, adaptivity and the over-/popover styles; "
      + ".custom keeps the presenter's view; iOS 8.0 adaptive-delegate quirks (rule 8.4)",
    rules: uikit7.rules.changing {
      $0.hasPresentationControllers = true  // rule 10.2
      $0.hasAdaptivity = true  // rule 8
      $0.hasTraitCollections = true  // trait changes, rule 14.6
      $0.styles = Set(PresentationStyle.allCases)  // rule 4.2
      $0.customNeedsAnimatorWhenAnimated = false  // E9 was iOS 7's
      $0.loadsPresentedViewInPresent = true  // rule 2.1 step 7 (crash stacks from iOS 8 on)
      $0.ios80AdaptiveDelegateQuirks = true  // rule 8.4
      $0.queuesNavigationRequests = true  // rules 18.13, 18.14
    })

  /// iOS 13–16: card sheets, swipe to dismiss, `.automatic` means `.pageSheet`.
  ///
  /// Rules 2: trait changes through the window's coordinator (rules 14.1–14.5); the children of a
  /// presented container are laid out (rule 2.2 step 8); `.none` raises (rule 13.3). Rules 3:
  /// rules 17.1–17.3; the app's presentation controller respects the context, and every delegate
  /// call names the presenter it ends with (rule 17.5); E3's text for a presenter whose own
  /// request has not started (rule 17.6). Rules 4: rules 19.1, 19.2 and 19.6; a refusal in the
  /// turn of the presenter's request names the presented controller (rule 19.5, narrowing 17.6 to
  /// uikit-17). Rules 5: the user's gestures are recorded (`user:D`, rule 15.5).
  /// Rules 6: a popover delegate without the iOS 13 should/did-dismiss methods hears its pre-iOS 13
  /// ones instead (rule 20.7). Rules 7: navigation and tab bar transitions (rule book section
  /// 18), as uikit-8.
  public static let uikit13 = EngineProfile(
    name: "uikit-13", rulesVersion: 7, era: "iOS 13–16",
    summary: ".automatic becomes .pageSheet; sheets are cards with no presenter appearance callbacks; "
      + "swipe to dismiss and the adaptive delegate's dismissal methods; \"[Presentation]\" console texts",
    rules: uikit8.rules.changing {
      $0.automaticStyle = .pageSheet  // rule 10.3, Appendix A item 4
      $0.sheetsAreCards = true  // rule 7.1
      $0.predictsTraits = true  // trait changes, rule 14.4 (iOS 13 release notes)
      $0.hasSwipeToDismiss = true  // rule 7.2
      $0.modernConsoleMessages = true  // section 9, rule 10.4
      $0.ios80AdaptiveDelegateQuirks = false  // rule 8.4 was iOS 8.0's (Q13)
      $0.customControllersRespectContext = true  // rule 17.5 (the rule before it, kept)
      $0.sameTurnRefusal = .named  // rule 19.5
    })

  /// iOS 17 and later: `viewIsAppearing(_:)`, and the iOS 15 sheet APIs (rule 7.3), which this
  /// is the first profile to cover entirely: uikit-13 stands for iOS 13.0 sheets.
  ///
  /// Rules 2: `viewIsAppearing(_:)` right after `viewWillAppear(_:)`, before the controller's own
  /// layout, on every appearance (rule 13.1); with uikit-13's changes of rules 2 and 3. Rules 4:
  /// E3's text for a refusal in the turn of the presenter's request (rule 17.6); a `present` during
  /// a dismissal that has started waits for it (rule 19.9). Rules 5: the user's gestures are
  /// recorded (`user:D`, rule 15.5).
  /// Rules 6: as uikit-13 (rule 20.7). Rules 7: navigation and tab bar transitions (rule book
  /// section 18), with `viewIsAppearing(_:)` on every container appearance, and the delegate's
  /// `willShow`/`didShow` for the controller a cancelled back swipe keeps (rule 18.10 item 4).
  public static let uikit17 = EngineProfile(
    name: "uikit-17", rulesVersion: 7, era: "iOS 17+",
    summary: "adds viewIsAppearing(_:) right after viewWillAppear(_:), on every appearance (rule 13.1); "
      + "iOS 15's sheet detents and presentationController(_:prepare:) (rule 7.3)",
    rules: uikit13.rules.changing {
      $0.hasViewIsAppearing = true  // rule 13.1, rule 10.6
      $0.hasSheetPresentationController = true  // rule 7.3, rule 10.5
      $0.hasPrepareAdaptivePresentation = true  // rule 7.3, rule 8.3 item 2
      $0.sameTurnRefusal = .inProgress  // rule 17.6
      $0.presentWaitsForDismissal = true  // rule 19.9
      $0.showsStayingControllerAfterCancelledSwipe = true  // rule 18.10 item 4, Q25
    })
}

extension ProfileRules {
  /// These rules with the changes `body` makes.
  func changing(_ body: (inout ProfileRules) -> Void) -> ProfileRules {
    var rules = self
    body(&rules)
    return rules
  }
}
