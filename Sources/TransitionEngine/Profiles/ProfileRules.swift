import CatalogModel

/// The behaviour switches of one UIKit era. Engine code reads these, never a profile's name.
///
/// Each switch names the rule of the rule book (Docs/rules/) it stands for, so a reader can see why two profiles
/// give different timelines.
public struct ProfileRules: Hashable, Sendable {
  /// Rule 10.1 / 10.2: `UIPresentationController` exists (iOS 8); without it no PC events at all.
  public var hasPresentationControllers: Bool
  /// Rule 10.2 / 8: adaptivity and `UIAdaptivePresentationControllerDelegate` exist (iOS 8).
  public var hasAdaptivity: Bool
  /// Appendix A item 4 / rule 10.3: what `.automatic` resolves to.
  public var automaticStyle: PresentationStyle
  /// Rule 7.1 / 10.3: page and form sheets are cards that keep the presenter in place and do not
  /// adapt to full screen in compact width (iOS 13).
  public var sheetsAreCards: Bool
  /// Rule 7.2: the user can swipe a sheet down, and the adaptive delegate hears about it (iOS 13).
  public var hasSwipeToDismiss: Bool
  /// Trait changes, rule 14.6: trait collections and content containers exist (iOS 8).
  public var hasTraitCollections: Bool
  /// Trait changes, rule 14.4: a view's traits are predicted before it enters the hierarchy, and
  /// `traitCollectionDidChange(_:)` is not called for its first traits (iOS 13).
  public var predictsTraits: Bool
  /// Rule 2.2 step 9 / 10.6: `viewIsAppearing(_:)` is called (iOS 17 SDK).
  public var hasViewIsAppearing: Bool
  /// Rule 7.3 / 10.5: sheets are `UISheetPresentationController`s with detents, and the delegate
  /// hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` after the user
  /// changes the detent (iOS 15).
  ///
  /// iOS 15 features are modelled from uikit-17, the first profile whose era includes them
  /// entirely: uikit-13 stands for iOS 13.0 sheets, before detents existed.
  public var hasSheetPresentationController: Bool
  /// Rule 7.3 / 8.3 item 2 / 10.5: the adaptive delegate's `presentationController(_:prepare:)`
  /// is called with each adaptive presentation controller UIKit creates (iOS 15; modelled from
  /// uikit-17, as above).
  public var hasPrepareAdaptivePresentation: Bool
  /// Section 9 / 10.4: console texts take the "[Presentation] … (from …)" form (iOS 13+).
  public var modernConsoleMessages: Bool
  /// Rule 4.1 item 7 / E9, amended by rule 19.3: an animated `.custom` presentation without an
  /// animator logs E9 and goes on full screen with UIKit's own animation (iOS 7).
  public var customNeedsAnimatorWhenAnimated: Bool
  /// Rule 8.4: the iOS 8.0 adaptive-delegate quirks seen in S001.
  public var ios80AdaptiveDelegateQuirks: Bool
  /// Rule 5.5: a full-screen presentation made from a controller presented over a current
  /// context reports the context controller as its `presentingViewController`.
  public var currentContextPresenterQuirk: Bool
  /// Q2 / rule 6.4: when a cancelled interactive transition sends the reversed "will" calls.
  public var reversedWillCallsOnCancel: ReversedWillTiming
  /// The styles this era has; others are a validation error naming the profile.
  public var styles: Set<PresentationStyle>
  /// Rule 17.5: the app's presentation controller that answers `shouldPresentInFullscreen` false
  /// is confined to the presentation context (iOS 13 on, kept from the rules before 17.5); on
  /// iOS 8–12 it is presented full screen whatever it answers.
  public var customControllersRespectContext = false
  /// Rules 18.13–18.14: a navigation stack change requested while an animated one is pending or
  /// running is queued on its coordinator and applied when it completes (iOS 9 on; iOS 8 is INF);
  /// on iOS 7 it nests (E16–E18) and same-turn changes merge into one transition.
  public var queuesNavigationRequests = true
  /// Rule 18.10 item 4: after a cancelled back swipe the navigation delegate hears `willShow` and
  /// `didShow` for the controller that stays (recent SDKs; Q25).
  public var showsStayingControllerAfterCancelledSwipe = false

  /// Rule 2.1 step 7, amended by rule 19.8: the presented controller's view loads inside
  /// `present` (iOS 8 on); on iOS 7 a sheet's does, and any other loads when the transition
  /// starts in phase B.
  public var loadsPresentedViewInPresent = true
  /// Rule 19.9: a `present` on a controller whose presented controller is being dismissed is not
  /// refused; it waits for the dismissal to end (iOS 17 era).
  public var presentWaitsForDismissal = false
  /// Rules 17.4, 17.6 and 19.5: what UIKit prints when a `present` is refused because the
  /// presenter is already presenting, and that presentation (or its dismissal) was requested in the
  /// same turn and has not started.
  public var sameTurnRefusal: SameTurnRefusal = .null

  /// The text of a refusal in the turn of the presenter's own request (rules 17.4, 17.6, 19.5).
  public enum SameTurnRefusal: String, Hashable, Sendable {
    /// E1 naming `(null)` instead of the presented controller (iOS 7–12, rule 17.4).
    case null
    /// E1 naming the presented controller, as at any other time (iOS 13–16, rule 19.5).
    case named
    /// E3's text, "while a presentation is in progress" (iOS 17 and later, rule 17.6).
    case inProgress
  }

  /// When the reversed appearance "will" calls of a cancelled interactive transition fire (Q2).
  public enum ReversedWillTiming: String, Hashable, Sendable {
    /// At `cancel()`, after the interaction-change handlers (Apple's `notifyWhenInteractionChanges` page).
    case atCancel
    /// At `completeTransition(false)`, just before the "did" calls (DEC, wangling.me log).
    case atCompletion
  }
}
