// swift-format-ignore-file
// Generated: every fixture and evidence case written in Swift by SwiftScenarioWriter, as
// `catalog show FILE --format swift` prints it. SwiftFormTests checks that this is what the
// writer writes now; `RECORD_GOLDEN=1 swift test --filter SwiftFormTests` rewrites it.
import ScenarioBuilder

enum FixtureScenarios {
  static let all: [(file: String, scenario: TransitionScenario)] = [
    ("fixtures/alert-action-handler-after-dismissal.yaml", fixturesAlertActionHandlerAfterDismissal()),
    ("fixtures/app-driven-appearance.yaml", fixturesAppDrivenAppearance()),
    ("fixtures/book-detail-zoom.yaml", fixturesBookDetailZoom()),
    ("fixtures/confirm-before-discarding.yaml", fixturesConfirmBeforeDiscarding()),
    ("fixtures/container-forwards-appearance.yaml", fixturesContainerForwardsAppearance()),
    ("fixtures/current-context-xyz.yaml", fixturesCurrentContextXyz()),
    ("fixtures/custom-presentation-walkthrough.yaml", fixturesCustomPresentationWalkthrough()),
    ("fixtures/custom-segue-immediate-present.yaml", fixturesCustomSegueImmediatePresent()),
    ("fixtures/custom-segue-present-in-completion.yaml", fixturesCustomSeguePresentInCompletion()),
    ("fixtures/custom-segue-remove-then-present.yaml", fixturesCustomSegueRemoveThenPresent()),
    ("fixtures/dimming-presentation.yaml", fixturesDimmingPresentation()),
    ("fixtures/dimming-view-tap.yaml", fixturesDimmingViewTap()),
    ("fixtures/dismiss-stack-from-bottom.yaml", fixturesDismissStackFromBottom()),
    ("fixtures/form-sheet-trait-change.yaml", fixturesFormSheetTraitChange()),
    ("fixtures/inspect-during-dismissal.yaml", fixturesInspectDuringDismissal()),
    ("fixtures/interactive-present-cancelled.yaml", fixturesInteractivePresentCancelled()),
    ("fixtures/ios13-default-style.yaml", fixturesIos13DefaultStyle()),
    ("fixtures/launch-present-before-root-appeared.yaml", fixturesLaunchPresentBeforeRootAppeared()),
    ("fixtures/launch-present-from-view-did-load.yaml", fixturesLaunchPresentFromViewDidLoad()),
    ("fixtures/mail-compose-sheet.yaml", fixturesMailComposeSheet()),
    ("fixtures/nav-nested-push.yaml", fixturesNavNestedPush()),
    ("fixtures/nav-pop-custom-animator.yaml", fixturesNavPopCustomAnimator()),
    ("fixtures/nav-pop-to-root.yaml", fixturesNavPopToRoot()),
    ("fixtures/nav-pop-to.yaml", fixturesNavPopTo()),
    ("fixtures/nav-pop-under-sheet.yaml", fixturesNavPopUnderSheet()),
    ("fixtures/nav-present-full-screen-from-pushed.yaml", fixturesNavPresentFullScreenFromPushed()),
    ("fixtures/nav-push-animated.yaml", fixturesNavPushAnimated()),
    ("fixtures/nav-push-during-context-presentation.yaml", fixturesNavPushDuringContextPresentation()),
    ("fixtures/nav-push-not-animated.yaml", fixturesNavPushNotAnimated()),
    ("fixtures/nav-push-same-instance.yaml", fixturesNavPushSameInstance()),
    ("fixtures/nav-push-under-full-screen.yaml", fixturesNavPushUnderFullScreen()),
    ("fixtures/nav-set-view-controllers-pop-like.yaml", fixturesNavSetViewControllersPopLike()),
    ("fixtures/nav-set-view-controllers-replace-top.yaml", fixturesNavSetViewControllersReplaceTop()),
    ("fixtures/nav-swipe-back-cancel.yaml", fixturesNavSwipeBackCancel()),
    ("fixtures/nav-swipe-back-custom-cancel.yaml", fixturesNavSwipeBackCustomCancel()),
    ("fixtures/nav-swipe-back-finish.yaml", fixturesNavSwipeBackFinish()),
    ("fixtures/nav-two-pushes-same-turn.yaml", fixturesNavTwoPushesSameTurn()),
    ("fixtures/non-animated-presentation.yaml", fixturesNonAnimatedPresentation()),
    ("fixtures/partial-curl-nested.yaml", fixturesPartialCurlNested()),
    ("fixtures/popover-compact-fullscreen.yaml", fixturesPopoverCompactFullscreen()),
    ("fixtures/popover-compact-none.yaml", fixturesPopoverCompactNone()),
    ("fixtures/popover-legacy-delegate-methods.yaml", fixturesPopoverLegacyDelegateMethods()),
    ("fixtures/popover-tap-outside.yaml", fixturesPopoverTapOutside()),
    ("fixtures/popover-wrap-in-navigation.yaml", fixturesPopoverWrapInNavigation()),
    ("fixtures/present-from-outside-window.yaml", fixturesPresentFromOutsideWindow()),
    ("fixtures/present-from-view-did-appear.yaml", fixturesPresentFromViewDidAppear()),
    ("fixtures/presentation-context-layers.yaml", fixturesPresentationContextLayers()),
    ("fixtures/presenting-while-presenting.yaml", fixturesPresentingWhilePresenting()),
    ("fixtures/read-presentation-controller-early.yaml", fixturesReadPresentationControllerEarly()),
    ("fixtures/removing-presentation-controller.yaml", fixturesRemovingPresentationController()),
    ("fixtures/rotate-covered-presenter.yaml", fixturesRotateCoveredPresenter()),
    ("fixtures/rotation-sheet-by-traits.yaml", fixturesRotationSheetByTraits()),
    ("fixtures/sheet-detents.yaml", fixturesSheetDetents()),
    ("fixtures/sheet-modal-in-presentation.yaml", fixturesSheetModalInPresentation()),
    ("fixtures/sheet-swipe-to-dismiss.yaml", fixturesSheetSwipeToDismiss()),
    ("fixtures/spring-animator-pair.yaml", fixturesSpringAnimatorPair()),
    ("fixtures/swipe-covered-sheet.yaml", fixturesSwipeCoveredSheet()),
    ("fixtures/tab-child-over-current-context.yaml", fixturesTabChildOverCurrentContext()),
    ("fixtures/tab-over-current-context-switch.yaml", fixturesTabOverCurrentContextSwitch()),
    ("fixtures/tab-switch-animator.yaml", fixturesTabSwitchAnimator()),
    ("fixtures/tab-switch-user-and-app.yaml", fixturesTabSwitchUserAndApp()),
    ("fixtures/zoom-from-cell.yaml", fixturesZoomFromCell()),
    ("evidence/uikit-13/coordinator-sheet-no-view-will-appear.yaml", evidenceUikit13CoordinatorSheetNoViewWillAppear()),
    ("evidence/uikit-13/cropper-on-splash-presenting-flutter.yaml", evidenceUikit13CropperOnSplashPresentingFlutter()),
    ("evidence/uikit-13/default-full-over-full-screen-logs-ios16.yaml", evidenceUikit13DefaultFullOverFullScreenLogsIos16()),
    ("evidence/uikit-13/default-modal-ios11-vs-ios13-log.yaml", evidenceUikit13DefaultModalIos11VsIos13Log()),
    ("evidence/uikit-13/default-modal-swipe-or-unwind-no-lifecycle.yaml", evidenceUikit13DefaultModalSwipeOrUnwindNoLifecycle()),
    ("evidence/uikit-13/default-modal-swipes-down-ios13-beta.yaml", evidenceUikit13DefaultModalSwipesDownIos13Beta()),
    ("evidence/uikit-13/default-sheet-still-adapts-through-delegate.yaml", evidenceUikit13DefaultSheetStillAdaptsThroughDelegate()),
    ("evidence/uikit-13/did-attempt-only-when-modal-in-presentation.yaml", evidenceUikit13DidAttemptOnlyWhenModalInPresentation()),
    ("evidence/uikit-13/did-dismiss-only-for-swipe-not-programmatic.yaml", evidenceUikit13DidDismissOnlyForSwipeNotProgrammatic()),
    ("evidence/uikit-13/finn-bottomsheet-delegate-strong-reference.yaml", evidenceUikit13FinnBottomsheetDelegateStrongReference()),
    ("evidence/uikit-13/flutter-lifecycle-only-for-full-screen-present.yaml", evidenceUikit13FlutterLifecycleOnlyForFullScreenPresent()),
    ("evidence/uikit-13/full-screen-modal-not-swipeable-ios15.yaml", evidenceUikit13FullScreenModalNotSwipeableIos15()),
    ("evidence/uikit-13/full-screen-restores-view-did-appear.yaml", evidenceUikit13FullScreenRestoresViewDidAppear()),
    ("evidence/uikit-13/hwpanmodal-fromvc-not-removed.yaml", evidenceUikit13HwpanmodalFromvcNotRemoved()),
    ("evidence/uikit-13/image-picker-presented-twice-raises.yaml", evidenceUikit13ImagePickerPresentedTwiceRaises()),
    ("evidence/uikit-13/iperf-second-error-alert.yaml", evidenceUikit13IperfSecondErrorAlert()),
    ("evidence/uikit-13/keychain-example-sheet-no-reload.yaml", evidenceUikit13KeychainExampleSheetNoReload()),
    ("evidence/uikit-13/landscape-page-sheet-covers-like-over-full-screen.yaml", evidenceUikit13LandscapePageSheetCoversLikeOverFullScreen()),
    ("evidence/uikit-13/modal-in-presentation-blocks-swipe-rn-modal.yaml", evidenceUikit13ModalInPresentationBlocksSwipeRnModal()),
    ("evidence/uikit-13/over-current-context-dismiss-no-appear-event.yaml", evidenceUikit13OverCurrentContextDismissNoAppearEvent()),
    ("evidence/uikit-13/over-current-context-presenter-lifecycle-not-called.yaml", evidenceUikit13OverCurrentContextPresenterLifecycleNotCalled()),
    ("evidence/uikit-13/page-sheet-keeps-first-view-full-screen-removes-it.yaml", evidenceUikit13PageSheetKeepsFirstViewFullScreenRemovesIt()),
    ("evidence/uikit-13/panmodal-remove-presenter-appearance-calls.yaml", evidenceUikit13PanmodalRemovePresenterAppearanceCalls()),
    ("evidence/uikit-13/photo-viewer-fullscreen-hides-presenter.yaml", evidenceUikit13PhotoViewerFullscreenHidesPresenter()),
    ("evidence/uikit-13/picker-should-dismiss-only-when-not-modal.yaml", evidenceUikit13PickerShouldDismissOnlyWhenNotModal()),
    ("evidence/uikit-13/popover-tap-outside-asks-should-dismiss-ios14.yaml", evidenceUikit13PopoverTapOutsideAsksShouldDismissIos14()),
    ("evidence/uikit-13/popovers-sheet-while-container-presented.yaml", evidenceUikit13PopoversSheetWhileContainerPresented()),
    ("evidence/uikit-13/reading-presentation-controller-defeats-transparent-modal.yaml", evidenceUikit13ReadingPresentationControllerDefeatsTransparentModal()),
    ("evidence/uikit-13/reading-presentation-controller-keeps-sheet-ios13.yaml", evidenceUikit13ReadingPresentationControllerKeepsSheetIos13()),
    ("evidence/uikit-13/rn-alert-on-root-under-modal-screen.yaml", evidenceUikit13RnAlertOnRootUnderModalScreen()),
    ("evidence/uikit-13/rn-alert-while-modal-closing.yaml", evidenceUikit13RnAlertWhileModalClosing()),
    ("evidence/uikit-13/share-sheet-swipe-start-will-disappear.yaml", evidenceUikit13ShareSheetSwipeStartWillDisappear()),
    ("evidence/uikit-13/side-menu-default-style-no-will-disappear.yaml", evidenceUikit13SideMenuDefaultStyleNoWillDisappear()),
    ("evidence/uikit-13/slide-over-card-over-sheet.yaml", evidenceUikit13SlideOverCardOverSheet()),
    ("evidence/uikit-13/swiftui-second-sheet-from-destination.yaml", evidenceUikit13SwiftuiSecondSheetFromDestination()),
    ("evidence/uikit-13/swipe-dismiss-only-for-sheet-styles.yaml", evidenceUikit13SwipeDismissOnlyForSheetStyles()),
    ("evidence/uikit-13/view-controller-for-adaptive-style-not-asked-for-none.yaml", evidenceUikit13ViewControllerForAdaptiveStyleNotAskedForNone()),
    ("evidence/uikit-13/welcome-return-view-did-appear-ios12-not-13.yaml", evidenceUikit13WelcomeReturnViewDidAppearIos12Not13()),
    ("evidence/uikit-13/whats-new-swipe-did-dismiss-workaround.yaml", evidenceUikit13WhatsNewSwipeDidDismissWorkaround()),
    ("evidence/uikit-13/xcoordinator-dismissal-animation-default.yaml", evidenceUikit13XcoordinatorDismissalAnimationDefault()),
    ("evidence/uikit-17/ancestor-dismiss-skips-did-dismiss.yaml", evidenceUikit17AncestorDismissSkipsDidDismiss()),
    ("evidence/uikit-17/deltachat-error-alert-over-progress-alert.yaml", evidenceUikit17DeltachatErrorAlertOverProgressAlert()),
    ("evidence/uikit-17/full-screen-over-form-sheet-did-disappear.yaml", evidenceUikit17FullScreenOverFormSheetDidDisappear()),
    ("evidence/uikit-17/full-screen-vs-card-modal-is-appearing-log.yaml", evidenceUikit17FullScreenVsCardModalIsAppearingLog()),
    ("evidence/uikit-17/image-viewer-on-screen-presenting-modal.yaml", evidenceUikit17ImageViewerOnScreenPresentingModal()),
    ("evidence/uikit-17/mail-composer-on-splash-presenting-flutter.yaml", evidenceUikit17MailComposerOnSplashPresentingFlutter()),
    ("evidence/uikit-17/over-full-screen-demo-calls-appearance-by-hand.yaml", evidenceUikit17OverFullScreenDemoCallsAppearanceByHand()),
    ("evidence/uikit-17/paywall-from-root-under-modal.yaml", evidenceUikit17PaywallFromRootUnderModal()),
    ("evidence/uikit-17/popover-presented-on-itself-fast-tap.yaml", evidenceUikit17PopoverPresentedOnItselfFastTap()),
    ("evidence/uikit-17/present-during-inflight-dismissal-succeeds.yaml", evidenceUikit17PresentDuringInflightDismissalSucceeds()),
    ("evidence/uikit-17/should-dismiss-false-swipe-did-attempt.yaml", evidenceUikit17ShouldDismissFalseSwipeDidAttempt()),
    ("evidence/uikit-17/stripe-bottom-sheet-complete-transition-view-did-appear.yaml", evidenceUikit17StripeBottomSheetCompleteTransitionViewDidAppear()),
    ("evidence/uikit-17/switch-presented-child-dismisses-parent.yaml", evidenceUikit17SwitchPresentedChildDismissesParent()),
    ("evidence/uikit-17/transmission-sheet-presentation-controller-custom-animator.yaml", evidenceUikit17TransmissionSheetPresentationControllerCustomAnimator()),
    ("evidence/uikit-17/wansook-presentation-controller-callback-log.yaml", evidenceUikit17WansookPresentationControllerCallbackLog()),
    ("evidence/uikit-17/will-dismiss-repeats-did-dismiss-missing.yaml", evidenceUikit17WillDismissRepeatsDidDismissMissing()),
    ("evidence/uikit-7/custom-nav-not-shown-then-already-presenting.yaml", evidenceUikit7CustomNavNotShownThenAlreadyPresenting()),
    ("evidence/uikit-7/custom-style-without-animator-blank-screen.yaml", evidenceUikit7CustomStyleWithoutAnimatorBlankScreen()),
    ("evidence/uikit-7/fdtake-picker-on-root-under-presented-table.yaml", evidenceUikit7FdtakePickerOnRootUnderPresentedTable()),
    ("evidence/uikit-7/ios7-edge-book-customizable-styles.yaml", evidenceUikit7Ios7EdgeBookCustomizableStyles()),
    ("evidence/uikit-7/ios7-view-loads-after-present-returns.yaml", evidenceUikit7Ios7ViewLoadsAfterPresentReturns()),
    ("evidence/uikit-7/overlay-dismissed-before-presentation-starts.yaml", evidenceUikit7OverlayDismissedBeforePresentationStarts()),
    ("evidence/uikit-7/overlay-dismissed-while-being-presented.yaml", evidenceUikit7OverlayDismissedWhileBeingPresented()),
    ("evidence/uikit-7/teehanlax-non-animated-custom-ignores-animator.yaml", evidenceUikit7TeehanlaxNonAnimatedCustomIgnoresAnimator()),
    ("evidence/uikit-7/tweaks-present-on-root-that-presented.yaml", evidenceUikit7TweaksPresentOnRootThatPresented()),
    ("evidence/uikit-7/vctransitions-interactive-dismiss-to-100-hangs.yaml", evidenceUikit7VctransitionsInteractiveDismissTo100Hangs()),
    ("evidence/uikit-8/action-sheet-popover-item-alert-null.yaml", evidenceUikit8ActionSheetPopoverItemAlertNull()),
    ("evidence/uikit-8/adal-present-on-root-covered-by-modal.yaml", evidenceUikit8AdalPresentOnRootCoveredByModal()),
    ("evidence/uikit-8/alert-on-alert-being-dismissed.yaml", evidenceUikit8AlertOnAlertBeingDismissed()),
    ("evidence/uikit-8/alert-presented-twice-active-controller.yaml", evidenceUikit8AlertPresentedTwiceActiveController()),
    ("evidence/uikit-8/alert-show-on-root-nav-presenting-profile.yaml", evidenceUikit8AlertShowOnRootNavPresentingProfile()),
    ("evidence/uikit-8/bubble-delegate-released-before-dismiss.yaml", evidenceUikit8BubbleDelegateReleasedBeforeDismiss()),
    ("evidence/uikit-8/coordinator-initial-route-before-window.yaml", evidenceUikit8CoordinatorInitialRouteBeforeWindow()),
    ("evidence/uikit-8/current-context-inside-tab.yaml", evidenceUikit8CurrentContextInsideTab()),
    ("evidence/uikit-8/dismiss-from-bottom-intermediate-did-appear.yaml", evidenceUikit8DismissFromBottomIntermediateDidAppear()),
    ("evidence/uikit-8/dismissed-modal-presenting-nil-in-did-disappear.yaml", evidenceUikit8DismissedModalPresentingNilInDidDisappear()),
    ("evidence/uikit-8/doc-viewer-on-root-while-rn-modal-open.yaml", evidenceUikit8DocViewerOnRootWhileRnModalOpen()),
    ("evidence/uikit-8/draggable-modal-cancelled-drag-lifecycle.yaml", evidenceUikit8DraggableModalCancelledDragLifecycle()),
    ("evidence/uikit-8/drawerkit-presentation-controller-before-animators.yaml", evidenceUikit8DrawerkitPresentationControllerBeforeAnimators()),
    ("evidence/uikit-8/email-plugin-from-modal-view.yaml", evidenceUikit8EmailPluginFromModalView()),
    ("evidence/uikit-8/form-sheet-not-dismissed-by-tap-outside-ios11.yaml", evidenceUikit8FormSheetNotDismissedByTapOutsideIos11()),
    ("evidence/uikit-8/form-sheet-switches-to-full-screen-in-split.yaml", evidenceUikit8FormSheetSwitchesToFullScreenInSplit()),
    ("evidence/uikit-8/full-screen-segue-log-with-layout-ios12.yaml", evidenceUikit8FullScreenSegueLogWithLayoutIos12()),
    ("evidence/uikit-8/gsimageviewer-presenter-no-did-appear.yaml", evidenceUikit8GsimageviewerPresenterNoDidAppear()),
    ("evidence/uikit-8/halfmodal-presenter-no-will-appear-on-dismiss.yaml", evidenceUikit8HalfmodalPresenterNoWillAppearOnDismiss()),
    ("evidence/uikit-8/hero-cancelled-interactive-dismiss-will-appear.yaml", evidenceUikit8HeroCancelledInteractiveDismissWillAppear()),
    ("evidence/uikit-8/hero-non-animated-dismiss-bypasses-animator.yaml", evidenceUikit8HeroNonAnimatedDismissBypassesAnimator()),
    ("evidence/uikit-8/jelly-presenter-no-will-disappear.yaml", evidenceUikit8JellyPresenterNoWillDisappear()),
    ("evidence/uikit-8/jtmaterial-presenter-no-will-appear.yaml", evidenceUikit8JtmaterialPresenterNoWillAppear()),
    ("evidence/uikit-8/login-presented-before-root-installed.yaml", evidenceUikit8LoginPresentedBeforeRootInstalled()),
    ("evidence/uikit-8/mail-composer-on-popup-root.yaml", evidenceUikit8MailComposerOnPopupRoot()),
    ("evidence/uikit-8/mmtransition-presenter-no-appear-after-dismiss.yaml", evidenceUikit8MmtransitionPresenterNoAppearAfterDismiss()),
    ("evidence/uikit-8/motion-modal-appearance-trace.yaml", evidenceUikit8MotionModalAppearanceTrace()),
    ("evidence/uikit-8/motion-safari-unbalanced-on-navigation.yaml", evidenceUikit8MotionSafariUnbalancedOnNavigation()),
    ("evidence/uikit-8/native-present-while-transparent-rn-modal.yaml", evidenceUikit8NativePresentWhileTransparentRnModal()),
    ("evidence/uikit-8/nytphotos-presenter-appearance-not-called.yaml", evidenceUikit8NytphotosPresenterAppearanceNotCalled()),
    ("evidence/uikit-8/over-current-context-child-then-full-screen-from-nav.yaml", evidenceUikit8OverCurrentContextChildThenFullScreenFromNav()),
    ("evidence/uikit-8/over-current-context-presenting-is-parent.yaml", evidenceUikit8OverCurrentContextPresentingIsParent()),
    ("evidence/uikit-8/over-current-context-under-tab-bar.yaml", evidenceUikit8OverCurrentContextUnderTabBar()),
    ("evidence/uikit-8/page-element-detached-on-ipad.yaml", evidenceUikit8PageElementDetachedOnIpad()),
    ("evidence/uikit-8/page-menu-parent-presents-detached.yaml", evidenceUikit8PageMenuParentPresentsDetached()),
    ("evidence/uikit-8/panmodal-custom-style-appearance-missing.yaml", evidenceUikit8PanmodalCustomStyleAppearanceMissing()),
    ("evidence/uikit-8/papr-cancelled-dismiss-keeps-presented.yaml", evidenceUikit8PaprCancelledDismissKeepsPresented()),
    ("evidence/uikit-8/permission-alert-on-root-with-modal.yaml", evidenceUikit8PermissionAlertOnRootWithModal()),
    ("evidence/uikit-8/permission-scope-alert-detached.yaml", evidenceUikit8PermissionScopeAlertDetached()),
    ("evidence/uikit-8/pgdrawer-presenter-no-appear-callbacks.yaml", evidenceUikit8PgdrawerPresenterNoAppearCallbacks()),
    ("evidence/uikit-8/plus-popover-needs-trait-collection-method.yaml", evidenceUikit8PlusPopoverNeedsTraitCollectionMethod()),
    ("evidence/uikit-8/plus-popover-opens-full-screen.yaml", evidenceUikit8PlusPopoverOpensFullScreen()),
    ("evidence/uikit-8/popover-adapts-to-modal-on-rotation-in-split.yaml", evidenceUikit8PopoverAdaptsToModalOnRotationInSplit()),
    ("evidence/uikit-8/popover-becomes-full-screen-on-split-resize.yaml", evidenceUikit8PopoverBecomesFullScreenOnSplitResize()),
    ("evidence/uikit-8/popover-content-presents-detached.yaml", evidenceUikit8PopoverContentPresentsDetached()),
    ("evidence/uikit-8/popover-double-tap-dismisses-parent.yaml", evidenceUikit8PopoverDoubleTapDismissesParent()),
    ("evidence/uikit-8/popover-from-form-sheet-stays-popover.yaml", evidenceUikit8PopoverFromFormSheetStaysPopover()),
    ("evidence/uikit-8/popover-in-compact-split-view-is-full-screen.yaml", evidenceUikit8PopoverInCompactSplitViewIsFullScreen()),
    ("evidence/uikit-8/popover-should-dismiss-before-did-dismiss.yaml", evidenceUikit8PopoverShouldDismissBeforeDidDismiss()),
    ("evidence/uikit-8/popover-tap-outside-dismisses-presented-in-popover-too.yaml", evidenceUikit8PopoverTapOutsideDismissesPresentedInPopoverToo()),
    ("evidence/uikit-8/popup-bar-content-presents-detached.yaml", evidenceUikit8PopupBarContentPresentsDetached()),
    ("evidence/uikit-8/present-from-popover-presenter-keeps-appearing.yaml", evidenceUikit8PresentFromPopoverPresenterKeepsAppearing()),
    ("evidence/uikit-8/presenter-covered-by-own-picker.yaml", evidenceUikit8PresenterCoveredByOwnPicker()),
    ("evidence/uikit-8/presenting-is-full-screen-ancestor-not-caller.yaml", evidenceUikit8PresentingIsFullScreenAncestorNotCaller()),
    ("evidence/uikit-8/presentr-dismiss-animation-needs-strong-reference.yaml", evidenceUikit8PresentrDismissAnimationNeedsStrongReference()),
    ("evidence/uikit-8/presentr-local-presenter-full-screen.yaml", evidenceUikit8PresentrLocalPresenterFullScreen()),
    ("evidence/uikit-8/presentr-presenter-no-did-appear.yaml", evidenceUikit8PresentrPresenterNoDidAppear()),
    ("evidence/uikit-8/pst-alert-on-frontmost-being-dismissed.yaml", evidenceUikit8PstAlertOnFrontmostBeingDismissed()),
    ("evidence/uikit-8/radar-18424598-full-screen-over-custom-removes-view.yaml", evidenceUikit8Radar18424598FullScreenOverCustomRemovesView()),
    ("evidence/uikit-8/radar-18464897-non-animated-dismiss-not-immediate.yaml", evidenceUikit8Radar18464897NonAnimatedDismissNotImmediate()),
    ("evidence/uikit-8/radar-28918184-alongside-in-will-begin.yaml", evidenceUikit8Radar28918184AlongsideInWillBegin()),
    ("evidence/uikit-8/radar-34301562-frame-not-recalculated.yaml", evidenceUikit8Radar34301562FrameNotRecalculated()),
    ("evidence/uikit-8/radar-dismiss-popover-then-alert-same-runloop.yaml", evidenceUikit8RadarDismissPopoverThenAlertSameRunloop()),
    ("evidence/uikit-8/radar-present-in-action-sheet-did-dismiss.yaml", evidenceUikit8RadarPresentInActionSheetDidDismiss()),
    ("evidence/uikit-8/reading-presentation-controller-freezes-popover.yaml", evidenceUikit8ReadingPresentationControllerFreezesPopover()),
    ("evidence/uikit-8/ref-platform-modal-test-full-screen-order.yaml", evidenceUikit8RefPlatformModalTestFullScreenOrder()),
    ("evidence/uikit-8/reveal-rear-controller-detached.yaml", evidenceUikit8RevealRearControllerDetached()),
    ("evidence/uikit-8/rn-action-sheet-on-root-with-modal.yaml", evidenceUikit8RnActionSheetOnRootWithModal()),
    ("evidence/uikit-8/rn-dev-menu-over-form-sheet.yaml", evidenceUikit8RnDevMenuOverFormSheet()),
    ("evidence/uikit-8/rn-image-picker-from-rn-modal.yaml", evidenceUikit8RnImagePickerFromRnModal()),
    ("evidence/uikit-8/rn-second-modal-already-presenting.yaml", evidenceUikit8RnSecondModalAlreadyPresenting()),
    ("evidence/uikit-8/rxflow-cancelled-interactive-dismiss-will-disappear.yaml", evidenceUikit8RxflowCancelledInteractiveDismissWillDisappear()),
    ("evidence/uikit-8/seedante-form-sheet-ignores-presentation-controller.yaml", evidenceUikit8SeedanteFormSheetIgnoresPresentationController()),
    ("evidence/uikit-8/share-sheet-on-root-nav-with-modal.yaml", evidenceUikit8ShareSheetOnRootNavWithModal()),
    ("evidence/uikit-8/simpleimageviewer-over-full-screen-animator-no-will-appear.yaml", evidenceUikit8SimpleimageviewerOverFullScreenAnimatorNoWillAppear()),
    ("evidence/uikit-8/skphotobrowser-custom-without-delegate.yaml", evidenceUikit8SkphotobrowserCustomWithoutDelegate()),
    ("evidence/uikit-8/slide-menu-content-presents-detached.yaml", evidenceUikit8SlideMenuContentPresentsDetached()),
    ("evidence/uikit-8/spstork-parent-no-appearance-calls.yaml", evidenceUikit8SpstorkParentNoAppearanceCalls()),
    ("evidence/uikit-8/spstork-parent-no-will-appear.yaml", evidenceUikit8SpstorkParentNoWillAppear()),
    ("evidence/uikit-8/stackeddrafts-fast-interactive-finish-never-completes.yaml", evidenceUikit8StackeddraftsFastInteractiveFinishNeverCompletes()),
    ("evidence/uikit-8/stpopup-navigation-presenter-no-will-appear.yaml", evidenceUikit8StpopupNavigationPresenterNoWillAppear()),
    ("evidence/uikit-8/swiftpages-child-presents-detached.yaml", evidenceUikit8SwiftpagesChildPresentsDetached()),
    ("evidence/uikit-8/two-alerts-in-one-turn-named.yaml", evidenceUikit8TwoAlertsInOneTurnNamed()),
    ("evidence/uikit-8/tyalert-presenter-lifecycle-on-dismiss.yaml", evidenceUikit8TyalertPresenterLifecycleOnDismiss()),
    ("evidence/uikit-8/update-alert-on-root-after-quick-present.yaml", evidenceUikit8UpdateAlertOnRootAfterQuickPresent()),
    ("evidence/uikit-8/url-launcher-on-replaced-root.yaml", evidenceUikit8UrlLauncherOnReplacedRoot()),
    ("evidence/uikit-8/uservoice-contact-after-alert-null.yaml", evidenceUikit8UservoiceContactAfterAlertNull()),
    ("evidence/uikit-8/weibo-custom-modal-keeps-presenter.yaml", evidenceUikit8WeiboCustomModalKeepsPresenter()),
    ("evidence/uikit-8/xcoordinator-delegate-reset-in-completion.yaml", evidenceUikit8XcoordinatorDelegateResetInCompletion()),
    ("evidence/uikit-8/zfdragable-fullscreen-hides-presenter.yaml", evidenceUikit8ZfdragableFullscreenHidesPresenter()),
  ]
}

private func fixturesAlertActionHandlerAfterDismissal() -> TransitionScenario {
  TransitionScenario(
    "alert-action-handler-after-dismissal",
    window: "home",
    summary: "The user taps an alert's action; UIKit dismisses the alert and runs the handler afterwards, where presenting again works",
    notes: """
      The alert is modelled as an over-full-screen presentation. Tapping its action makes UIKit ask
      the alert's presenting controller to dismiss it and run the action's handler in that dismissal's
      completion, after the alert's viewDidDisappear(_:) (rule 20.5). A present from the
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

private func fixturesAppDrivenAppearance() -> TransitionScenario {
  TransitionScenario(
    "app-driven-appearance",
    window: "feed",
    summary: "A drawer animator that calls the presenter's appearance methods itself",
    notes: """
      Custom animators that keep the presenter's view on screen sometimes call
      beginAppearanceTransition(_:animated:) and endAppearanceTransition() on the presenter themselves
      (PanModal issue 47, ZFDragableModalTransition 0.5.0; rule 13.6, rule 15.3). The
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

private func fixturesBookDetailZoom() -> TransitionScenario {
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

private func fixturesConfirmBeforeDiscarding() -> TransitionScenario {
  TransitionScenario(
    "confirm-before-discarding",
    window: "inbox",
    summary: "A compose sheet with unsaved changes refuses a swipe, and its delegate then dismisses it",
    notes: """
      The sheet is modal while it holds a draft (isModalInPresentation), so a swipe down only produces
      presentationControllerDidAttemptToDismiss(_:) (rule 7.2). The app answers the
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

private func fixturesContainerForwardsAppearance() -> TransitionScenario {
  TransitionScenario(
    "container-forwards-appearance",
    window: "root",
    summary: "A container that turns off shouldAutomaticallyForwardAppearanceMethods tells its child itself, from its own callbacks",
    notes: """
      The container returns false from shouldAutomaticallyForwardAppearanceMethods (rule
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

private func fixturesCurrentContextXyz() -> TransitionScenario {
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

private func fixturesCustomPresentationWalkthrough() -> TransitionScenario {
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

private func fixturesCustomSegueImmediatePresent() -> TransitionScenario {
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

private func fixturesCustomSeguePresentInCompletion() -> TransitionScenario {
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

private func fixturesCustomSegueRemoveThenPresent() -> TransitionScenario {
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

private func fixturesDimmingPresentation() -> TransitionScenario {
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

private func fixturesDimmingViewTap() -> TransitionScenario {
  TransitionScenario(
    "dimming-view-tap",
    window: "map",
    summary: "A custom half-height card dismissed by a tap on its presentation controller's dimming view",
    notes: """
      The presentation controller's dimming view has a tap handler that calls dismiss(animated:):
      a programmatic dismissal, so the adaptive delegate hears none of should/will/did, unlike a tap
      outside a popover or a sheet drag (rule 13.6, rule 15.5).

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

private func fixturesDismissStackFromBottom() -> TransitionScenario {
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

private func fixturesFormSheetTraitChange() -> TransitionScenario {
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

private func fixturesInspectDuringDismissal() -> TransitionScenario {
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

private func fixturesInteractivePresentCancelled() -> TransitionScenario {
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

private func fixturesIos13DefaultStyle() -> TransitionScenario {
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

private func fixturesLaunchPresentBeforeRootAppeared() -> TransitionScenario {
  TransitionScenario(
    "launch-present-before-root-appeared",
    window: "root",
    summary: "A passcode screen presented right after makeKeyAndVisible, before the root has appeared, unbalances the root's appearance",
    notes: """
      application(_:didFinishLaunchingWithOptions:) makes the window visible and presents a passcode
      screen at once, in the same turn (rule 20.1). The root has heard
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

private func fixturesLaunchPresentFromViewDidLoad() -> TransitionScenario {
  TransitionScenario(
    "launch-present-from-view-did-load",
    window: "nav",
    summary: "At launch, a present from the root's top controller in viewDidLoad is refused; the same present in viewDidAppear works",
    notes: """
      The scenario starts before anything is on screen: its first step is 'launch', the window's
      makeKeyAndVisible() with the navigation controller as root (rule 20.1). 'home'
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

private func fixturesMailComposeSheet() -> TransitionScenario {
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

private func fixturesNavNestedPush() -> TransitionScenario {
  TransitionScenario(
    "nav-nested-push",
    window: "nav",
    summary: "A second push while the first one animates, then a pop",
    notes: """
      From uikit-8 on, UIKit queues the second push on the running transition and applies it when that
      transition completes: two transitions, no warning (rule 18.14 item 1). Under uikit-7 the second
      push nests: C joins the stack and hears willMove only, UIKit logs the nested-push and
      finishing-up warnings, and the next pop raises "Can't add self as subview" (item 4).

      """,
    tags: ["navigation", "push", "nested"]
  ) {
    Controller("nav", type: .navigation, children: ["A"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("C", viewLoaded: true)
  } steps: {
    Push("B", on: "nav")
    Push("C", on: "nav").at(0.1)
    Inspect("C", "nav.viewControllers")
    Pop("nav")
  }
}

private func fixturesNavPopCustomAnimator() -> TransitionScenario {
  TransitionScenario(
    "nav-pop-custom-animator",
    window: "nav",
    summary: "A pop animated by the navigation delegate's own animator",
    notes: """
      Phase A asks the delegate for the pop animator and the animator for its duration, after the popped
      controller's willMove(toParent: nil). willShow comes after both will callbacks; the did callbacks
      come popped controller first, with its didMove(toParent: nil) right after its viewDidDisappear
      (rules 18.2, 18.4, 18.6). The delegate declares no interaction, so it is not asked for one.

      """,
    tags: ["navigation", "pop", "delegate", "custom"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"], navigationDelegate: "fade")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    NavigationDelegate(
      "fade",
      willShow: true,
      didShow: true,
      popAnimator: Animator(class: "FadeAnimator", duration: 0.3)
    )
  } steps: {
    Pop("nav")
    Inspect("B.parent", "nav.viewControllers")
  }
}

private func fixturesNavPopToRoot() -> TransitionScenario {
  TransitionScenario(
    "nav-pop-to-root",
    window: "nav",
    summary: "popToRoot over an intermediate controller, then again with nothing left to pop",
    notes: """
      The intermediate controller B hears willMove(toParent: nil) and didMove(toParent: nil) at once,
      in phase A, before the old top's willMove; only the old top waits for phase D (rule 18.7). B hears
      no appearance callback. The second popToRoot returns nil and does nothing.

      """,
    tags: ["navigation", "pop"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B", "C"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("C", viewLoaded: true)
  } steps: {
    PopToRoot("nav")
    PopToRoot("nav")
  }
}

private func fixturesNavPopTo() -> TransitionScenario {
  TransitionScenario(
    "nav-pop-to",
    window: "nav",
    summary: "popTo a controller in the middle of the stack, then to one that is no longer on it",
    notes: """
      popToViewController returns the popped controllers bottom first; C, between the target and the
      top, hears willMove and didMove(toParent: nil) at once and no appearance callback (rule 18.7). The
      second popTo names a controller that has left the stack: it returns nil, UIKit logs E20 and
      nothing changes (an authoring warning too).

      """,
    tags: ["navigation", "pop"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B", "C", "D"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("C", viewLoaded: true)
    Controller("D", viewLoaded: true)
  } steps: {
    PopTo("B")
    PopTo("C")
    Inspect("nav.viewControllers", "C.parent")
  }
}

private func fixturesNavPopUnderSheet() -> TransitionScenario {
  TransitionScenario(
    "nav-pop-under-sheet",
    window: "nav",
    summary: "A pop while a page sheet is up, and the sheet dismissed afterwards",
    notes: """
      From uikit-13 the page sheet keeps the navigation controller on screen: the pop animates under
      the sheet and the sheet hears nothing (rule 18.16). Under uikit-7 and uikit-8 a page sheet on an
      iPhone is full screen: the pop happens while the navigation controller is out of the window, so
      it is not animated, B hears willMove and didMove at once, and A appears when the sheet is dismissed,
      through the navigation controller's pending transition (rule 18.17).

      """,
    tags: ["navigation", "pop", "sheet", "delegate"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"], navigationDelegate: "log")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("S", modalPresentationStyle: .pageSheet)
    NavigationDelegate("log", willShow: true, didShow: true)
  } steps: {
    Present("S", from: "B")
    Pop("nav")
    Inspect("S", "nav.viewControllers")
    Dismiss("S")
  }
}

private func fixturesNavPresentFullScreenFromPushed() -> TransitionScenario {
  TransitionScenario(
    "nav-present-full-screen-from-pushed",
    window: "nav",
    summary: "A pushed controller presents full screen; the navigation delegate hears nothing",
    notes: """
      The presenter is the navigation controller, the root of the layer (rule 5.1). It forwards its
      appearance callbacks to its top only (A hears nothing), and its delegate hears neither willShow
      nor didShow because the navigation controller disappears and reappears as part of a presentation
      and a dismissal (rules 18.11 and 18.15).

      """,
    tags: ["navigation", "presentation", "delegate"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"], navigationDelegate: "log")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("M", modalPresentationStyle: .fullScreen)
    NavigationDelegate("log", willShow: true, didShow: true)
  } steps: {
    Present("M", from: "B")
    Inspect("M")
    Dismiss("M")
  }
}

private func fixturesNavPushAnimated() -> TransitionScenario {
  TransitionScenario(
    "nav-push-animated",
    window: "nav",
    summary: "An animated push on a navigation controller that is on screen",
    notes: """
      The push changes the stack and sends willMove(toParent:) before it returns (phase A); the pushed
      view loads and the appearance callbacks run in the navigation controller's layout pass (phase B);
      the old top's viewDidDisappear comes before the new top's viewDidAppear, then didMove(toParent:)
      (rules 18.2-18.4).

      """,
    tags: ["navigation", "push"]
  ) {
    Controller("nav", type: .navigation, children: ["A"])
    Controller("A", viewLoaded: true)
    Controller("B")
  } steps: {
    Push("B", on: "nav")
    Inspect("nav.viewControllers", "B.parent")
  }
}

private func fixturesNavPushDuringContextPresentation() -> TransitionScenario {
  TransitionScenario(
    "nav-push-during-context-presentation",
    window: "nav",
    summary: "A push while an over-current-context presentation animates in the navigation controller's context",
    notes: """
      The presentation's coordinator conflicts with navigation transitions (an overCurrentContext
      presentation not containing the navigation controller), so UIKit drops the push and logs E19
      (rule 18.14 item 2). The stack stays [A].

      """,
    tags: ["navigation", "push", "current-context", "errors"]
  ) {
    Controller("nav", type: .navigation, children: ["A"])
    Controller("A", viewLoaded: true)
    Controller("B")
    Controller("O", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("O", from: "A")
    Push("B", on: "nav").at(0.1)
    Inspect("O", "nav.viewControllers")
    Dismiss("O")
  }
}

private func fixturesNavPushNotAnimated() -> TransitionScenario {
  TransitionScenario(
    "nav-push-not-animated",
    window: "nav",
    summary: "A push without animation, with a navigation delegate that vends an animator",
    notes: """
      The delegate is not asked for its animator when the push is not animated. The transition still
      waits for the navigation controller's layout pass, then completes in that same pass: the did
      callbacks, didMove and didShow come before the pushed controller's own layout (rule 18.5).

      """,
    tags: ["navigation", "push", "delegate"]
  ) {
    Controller("nav", type: .navigation, children: ["A"], navigationDelegate: "log")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    NavigationDelegate(
      "log",
      willShow: true,
      didShow: true,
      animator: Animator(class: "FadeAnimator", duration: 0.3)
    )
  } steps: {
    Push("B", on: "nav", animated: false)
    Inspect("B", "nav.topViewController")
  }
}

private func fixturesNavPushSameInstance() -> TransitionScenario {
  TransitionScenario(
    "nav-push-same-instance",
    window: "nav",
    summary: "Pushing a controller that is already on the stack raises",
    notes: """
      UIKit raises NSInvalidArgumentException in phase A; the text changed around iOS 13 (E13). The
      exception is the run's last event.

      """,
    tags: ["navigation", "push", "errors"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
  } steps: {
    Push("B", on: "nav")
  }
}

private func fixturesNavPushUnderFullScreen() -> TransitionScenario {
  TransitionScenario(
    "nav-push-under-full-screen",
    window: "nav",
    summary: "A push while a full-screen presentation covers the navigation controller",
    notes: """
      The push is not animated (no window), the delegate is not asked for an animator, and A hears
      nothing more: it disappeared with the navigation controller. When the presentation is dismissed,
      B loads and appears with the navigation controller, the delegate hears willShow and didShow with
      animated false, and nothing after viewDidAppear because this is a dismissal (rules 18.11, 18.17).

      """,
    tags: ["navigation", "push", "presentation", "delegate"]
  ) {
    Controller("nav", type: .navigation, children: ["A"], navigationDelegate: "log")
    Controller("A", viewLoaded: true)
    Controller("B")
    Controller("M", modalPresentationStyle: .fullScreen)
    NavigationDelegate(
      "log",
      willShow: true,
      didShow: true,
      pushAnimator: Animator(class: "FadeAnimator", duration: 0.3)
    )
  } steps: {
    Present("M", from: "A")
    Push("B", on: "nav")
    Inspect("nav.topViewController")
    Dismiss("M")
  }
}

private func fixturesNavSetViewControllersPopLike() -> TransitionScenario {
  TransitionScenario(
    "nav-set-view-controllers-pop-like",
    window: "nav",
    summary: "setViewControllers keeps only a controller that was below the top (a pop)",
    notes: """
      The old stack contains the new top, so the transition is a pop from C to B. Removed controllers
      are handled bottom first: A, not on top, hears willMove and didMove(toParent: nil) at once; C, the
      old top, hears willMove now and didMove after its viewDidDisappear (rule 18.8).

      """,
    tags: ["navigation", "set-view-controllers", "delegate"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B", "C"], navigationDelegate: "log")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("C", viewLoaded: true)
    NavigationDelegate("log", willShow: true, didShow: true)
  } steps: {
    SetViewControllers(["B"], on: "nav")
    Inspect("nav.viewControllers", "A.parent")
  }
}

private func fixturesNavSetViewControllersReplaceTop() -> TransitionScenario {
  TransitionScenario(
    "nav-set-view-controllers-replace-top",
    window: "nav",
    summary: "setViewControllers replaces the top with a controller that was not on the stack (a push)",
    notes: """
      The removed top hears willMove(toParent: nil) now and didMove(toParent: nil) in phase D; the added
      top hears willMove(toParent: nav) now and didMove(toParent: nav) in phase D. C was not on the old
      stack, so the transition is a push from B to C (rule 18.8).

      """,
    tags: ["navigation", "set-view-controllers"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("C")
  } steps: {
    SetViewControllers(["A", "C"], on: "nav")
    Inspect("nav.viewControllers")
  }
}

private func fixturesNavSwipeBackCancel() -> TransitionScenario {
  TransitionScenario(
    "nav-swipe-back-cancel",
    window: "nav",
    summary: "UIKit's edge swipe back released at 30 % and cancelled, with a logging delegate",
    notes: """
      The cancel makes no appearance callback; at completion the revealed controller's appearance is
      cancelled first (will- and did-disappear), then the staying controller's (will- and did-appear).
      B never hears didMove. Under uikit-17 the delegate also hears willShow and didShow for B
      (rule 18.10). The delegate implements no animator method, so UIKit's swipe works.

      """,
    tags: ["navigation", "pop", "swipe", "interactive", "cancel"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"], navigationDelegate: "log")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    NavigationDelegate("log", willShow: true, didShow: true)
  } steps: {
    SwipeBack("nav", progress: [0.2, 0.3], release: .cancel)
    Inspect("B", "nav.viewControllers")
  }
}

private func fixturesNavSwipeBackCustomCancel() -> TransitionScenario {
  TransitionScenario(
    "nav-swipe-back-custom-cancel",
    window: "nav",
    summary: "The app's own edge pan drives a custom pop and is cancelled",
    notes: """
      The delegate implements the animator method, so UIKit's swipe is off (rule 18.9 item 1); the app's
      pan calls popViewController(animated: true) and drives the delegate's percent-driven controller.
      Phase A asks for the animator, the interaction controller and the duration. At completion A's
      appearance is cancelled, then B's, with viewIsAppearing under uikit-17 and, under uikit-17 only,
      willShow and didShow for B (rule 18.10).

      """,
    tags: ["navigation", "pop", "swipe", "interactive", "cancel", "custom", "ios17"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"], navigationDelegate: "edge")
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    NavigationDelegate(
      "edge",
      willShow: true,
      didShow: true,
      popAnimator: Animator(class: "SlideBackAnimator", duration: 0.4),
      interaction: .percentDriven
    )
  } steps: {
    SwipeBack("nav", progress: [0.1, 0.25, 0.3], release: .cancel)
    Inspect("nav.viewControllers")
  }
}

private func fixturesNavSwipeBackFinish() -> TransitionScenario {
  TransitionScenario(
    "nav-swipe-back-finish",
    window: "nav",
    summary: "UIKit's edge swipe back, released at 70 % and finished",
    notes: """
      UIKit's own swipe calls popViewController(animated: true) and drives the built-in slide; its
      frames make no app callback. The popped controller has heard willMove(toParent: nil) and
      viewWillDisappear before the user lets go (rule 18.9). The release comes one frame after the last
      value (0.067 s) and the rest of the slide takes (1 - 0.7) x 0.35 s.

      """,
    tags: ["navigation", "pop", "swipe", "interactive"]
  ) {
    Controller("nav", type: .navigation, children: ["A", "B"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
  } steps: {
    SwipeBack("nav", progress: [0.2, 0.5, 0.7], release: .finish)
    Inspect("nav.viewControllers")
  }
}

private func fixturesNavTwoPushesSameTurn() -> TransitionScenario {
  TransitionScenario(
    "nav-two-pushes-same-turn",
    window: "nav",
    summary: "Two animated pushes in the same run-loop turn",
    notes: """
      From uikit-8 on the first push's coordinator exists from its phase A, so the second push is queued
      and runs when the first completes: two transitions (rules 18.13 item 3, 18.14 item 1). Under
      uikit-7 both change the stack at once and one transition goes from A to C; B hears willMove and
      didMove only (rule 18.13 item 4, Q26).

      """,
    tags: ["navigation", "push", "nested"]
  ) {
    Controller("nav", type: .navigation, children: ["A"])
    Controller("A", viewLoaded: true)
    Controller("B", viewLoaded: true)
    Controller("C", viewLoaded: true)
  } steps: {
    Push("B", on: "nav")
    Push("C", on: "nav").sameTurn()
    Inspect("nav.viewControllers")
  }
}

private func fixturesNonAnimatedPresentation() -> TransitionScenario {
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

private func fixturesPartialCurlNested() -> TransitionScenario {
  TransitionScenario(
    "partial-curl-nested",
    window: "A",
    summary: "A settings screen presented with a partial curl cannot present anything itself",
    notes: """
      A full-screen settings screen is presented with modalTransitionStyle = .partialCurl, which UIKit
      allows between full-screen controllers (rule 20.3). Presenting from the curled
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

private func fixturesPopoverCompactFullscreen() -> TransitionScenario {
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

private func fixturesPopoverCompactNone() -> TransitionScenario {
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

private func fixturesPopoverLegacyDelegateMethods() -> TransitionScenario {
  TransitionScenario(
    "popover-legacy-delegate-methods",
    window: "root",
    summary: "Three popovers tapped away, whose delegates implement the pre-iOS 13 popover methods, the iOS 13 adaptive ones, or both",
    notes: """
      Rule 20.7 of the rule book. Before iOS 13 only the popover delegate's
      popoverPresentationControllerShouldDismissPopover(_:) and DidDismissPopover(_:) exist, so
      'oldOnly' and 'both' hear them and 'newOnly' hears nothing. From iOS 13 UIKit asks the adaptive
      delegate's presentationControllerShouldDismiss(_:) and tells presentationControllerDidDismiss(_:)
      when the delegate implements them, and falls back to the popover delegate's methods only when it
      does not: 'oldOnly' still hears the old pair, 'newOnly' the new one, 'both' the new one alone. No
      delegate hears both spellings of one question.

      """,
    tags: ["popover", "user-dismissal", "adaptive-delegate"],
    device: ScenarioDevice(idiom: .pad)
  ) {
    Controller("root")
    Controller("first", modalPresentationStyle: .popover, presentationControllerDelegate: "oldOnly")
    Controller("second", modalPresentationStyle: .popover, presentationControllerDelegate: "newOnly")
    Controller("third", modalPresentationStyle: .popover, presentationControllerDelegate: "both")
    AdaptiveDelegate("oldOnly", popoverShouldDismiss: true, popoverDidDismiss: true)
    AdaptiveDelegate("newOnly", shouldDismiss: true, willDismiss: true, didDismiss: true)
    AdaptiveDelegate(
      "both",
      shouldDismiss: true,
      didDismiss: true,
      popoverShouldDismiss: true,
      popoverDidDismiss: true
    )
  } steps: {
    Present("first", from: "root")
    TapOutside("first")
    Present("second", from: "root")
    TapOutside("second")
    Present("third", from: "root")
    TapOutside("third")
  }
}

private func fixturesPopoverTapOutside() -> TransitionScenario {
  TransitionScenario(
    "popover-tap-outside",
    window: "list",
    summary: "A filter popover on iPad dismissed by a tap outside it",
    notes: """
      Tapping outside a popover is a user dismissal (rule 15.5, rule 13.6). Before
      iOS 13 UIKit asks popoverPresentationControllerShouldDismissPopover(_:) and reports
      popoverPresentationControllerDidDismissPopover(_:); from iOS 13 the adaptive delegate hears
      presentationControllerShouldDismiss(_:), WillDismiss and DidDismiss, as for a sheet drag. The
      delegate keeps the popover a popover in every width (.none), and allows the dismissal. It
      implements both pairs, as an app that supports iOS 12 and 13 does: each era hears its own
      (rule 20.7 of the rule book).

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
      didDismiss: true,
      popoverShouldDismiss: true,
      popoverDidDismiss: true
    )
  } steps: {
    Present("filters", from: "list")
    TapOutside("filters")
  }
}

private func fixturesPopoverWrapInNavigation() -> TransitionScenario {
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

private func fixturesPresentFromOutsideWindow() -> TransitionScenario {
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

private func fixturesPresentFromViewDidAppear() -> TransitionScenario {
  TransitionScenario(
    "present-from-view-did-appear",
    window: "home",
    summary: "An onboarding screen presents a login screen from its own viewDidAppear",
    notes: """
      App code in viewDidAppear(_:) presents again while UIKit is still completing the first
      presentation (remkoh's scenario 3, rule 13.6). The request waits until the first
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

private func fixturesPresentationContextLayers() -> TransitionScenario {
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

private func fixturesPresentingWhilePresenting() -> TransitionScenario {
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

private func fixturesReadPresentationControllerEarly() -> TransitionScenario {
  TransitionScenario(
    "read-presentation-controller-early",
    window: "master",
    summary: "Reading presentationController before presenting a custom transition loses the custom presentation controller",
    notes: """
      The app reads detail.presentationController (to set its delegate) before presenting with
      .custom: UIKit creates and keeps a default presentation controller then, so the transitioning
      delegate is never asked for its own (a public 2018 sample, "PresentationControllerBug";
      rule 13.6, rule 15.4). Under uikit-7 there are no presentation controllers and
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

private func fixturesRemovingPresentationController() -> TransitionScenario {
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

private func fixturesRotateCoveredPresenter() -> TransitionScenario {
  TransitionScenario(
    "rotate-covered-presenter",
    window: "main",
    summary: "A portrait-only screen refuses a rotation; the full-screen player it presents rotates, the covered screen hears viewWillTransition, and the dismissal turns the interface back",
    notes: """
      'main' supports portrait only and presents a player that supports every orientation
      (rule 20.2). Turned to landscape before the presentation, the device changes
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

private func fixturesRotationSheetByTraits() -> TransitionScenario {
  TransitionScenario(
    "rotation-sheet-by-traits",
    window: "nav",
    summary: "A form sheet on a large iPhone that is full screen in portrait and a sheet in landscape",
    notes: """
      The adaptive delegate answers from the traits (compact width: full screen; regular: keep the
      form sheet), as apps do (rule 13.6). Rotating to landscape (regular width,
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

private func fixturesSheetDetents() -> TransitionScenario {
  TransitionScenario(
    "sheet-detents",
    window: "nav",
    summary: "A filters sheet the user drags between detents and the app resets, then a share popover adapted on iPhone",
    notes: """
      rule 7.3, the iOS 15 UISheetPresentationController. The filters controller is a
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

private func fixturesSheetModalInPresentation() -> TransitionScenario {
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

private func fixturesSheetSwipeToDismiss() -> TransitionScenario {
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

private func fixturesSpringAnimatorPair() -> TransitionScenario {
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

private func fixturesSwipeCoveredSheet() -> TransitionScenario {
  TransitionScenario(
    "swipe-covered-sheet",
    window: "home",
    summary: "A drag on a sheet that another sheet covers does nothing; the top sheet can be dragged away",
    notes: """
      'first' presents 'second', both page sheets (iOS 13 on). The covered sheet does not get the drag:
      the covering presentation's container takes the touches (rule 20.6), so the first
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

private func fixturesTabChildOverCurrentContext() -> TransitionScenario {
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

private func fixturesTabOverCurrentContextSwitch() -> TransitionScenario {
  TransitionScenario(
    "tab-over-current-context-switch",
    window: "tabs",
    summary: "Tab switches while a tab's navigation controller shows an over-current-context overlay",
    notes: """
      The overlay is presented by the tab's navigation controller (it defines the context). Switching
      to the other tab and back: the navigation controller forwards its appearance callbacks to its top,
      the overlay hears nothing and is still presented afterwards (rule 18.21, Q32). No tab bar delegate,
      so the taps make no delegate call. overCurrentContext needs uikit-8 or later.

      """,
    tags: ["tab-bar", "navigation", "current-context"]
  ) {
    Controller("tabs", type: .tabBar, children: ["feedNav", "profile"])
    Controller("feedNav", type: .navigation, children: ["feed"])
    Controller("feed")
    Controller("profile")
    Controller("loading", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("loading", from: "feed", animated: false)
    Select(1)
    Select(0)
    Inspect("loading", "feed")
    Dismiss("loading", animated: false)
  }
}

private func fixturesTabSwitchAnimator() -> TransitionScenario {
  TransitionScenario(
    "tab-switch-animator",
    window: "tabs",
    summary: "Tab switches animated by the tab bar delegate's animator, by a tap and by the app",
    notes: """
      The animator and its duration are asked inside the tap, before didSelect; the will callbacks
      (new tab first) and animateTransition come after the commit; at completion the new tab's
      viewDidAppear comes before the old tab's viewDidDisappear (rule 18.20). The app's own switch asks
      the animator too, but makes no shouldSelect or didSelect (rule 18.19).

      """,
    tags: ["tab-bar", "delegate", "custom"]
  ) {
    Controller("tabs", type: .tabBar, children: ["home", "settings"], tabBarDelegate: "td")
    Controller("home", viewLoaded: true)
    Controller("settings")
    TabBarDelegate(
      "td",
      shouldSelect: .always(true),
      didSelect: true,
      animator: Animator(class: "SlideAnimator", duration: 0.25)
    )
  } steps: {
    Select("settings")
    Select(0, by: .app)
    Inspect("tabs.selectedIndex")
  }
}

private func fixturesTabSwitchUserAndApp() -> TransitionScenario {
  TransitionScenario(
    "tab-switch-user-and-app",
    window: "tabs",
    summary: "A tap on a navigation tab never shown before, then the app selects the first tab again",
    notes: """
      The tap asks shouldSelect, runs the will callbacks inside the tap (new tab first), sends didSelect,
      and the did callbacks come after the commit, old tab first (rule 18.18). feedNav appears for the
      first time: its top loads and appears with it, and its delegate hears willShow, didShow, and
      didShow again after viewDidAppear (rule 18.11 item 3). The app's selectedIndex assignment makes no
      delegate call (rule 18.19).

      """,
    tags: ["tab-bar", "navigation", "delegate"]
  ) {
    Controller("tabs", type: .tabBar, children: ["home", "feedNav"], tabBarDelegate: "tabsDelegate")
    Controller("home", viewLoaded: true)
    Controller("feedNav", type: .navigation, children: ["feed"], navigationDelegate: "log")
    Controller("feed")
    NavigationDelegate("log", willShow: true, didShow: true)
    TabBarDelegate("tabsDelegate", shouldSelect: .always(true), didSelect: true)
  } steps: {
    Select(1, on: "tabs")
    Select(0, on: "tabs", by: .app)
  }
}

private func fixturesZoomFromCell() -> TransitionScenario {
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

private func evidenceUikit13CoordinatorSheetNoViewWillAppear() -> TransitionScenario {
  TransitionScenario(
    "coordinator-sheet-no-view-will-appear",
    window: "splash",
    summary: "A coordinator's navigation flow presented with the iOS 13 default style is dismissed and the splash screen underneath hears no viewWillAppear",
    notes: """
      The coordinator presents its flow in a navigation controller with the default (.automatic)
      style and dismisses it when the order is created (a programmatic dismiss).

      """,
    source: EvidenceSource(
      url: "https://github.com/wtsnz/Coordinator-Example/issues/6",
      title: "SplashVC not updating when new order is created",
      date: "2019-11-18",
      ios: "13",
      feature: .sheet,
      quote: """
        Due to the default modal presentation style on iOS 13 being `.sheetStyle`, the `viewWillAppear()` of the underlaying `SplashViewController` is not called when the `NewOrderCoordinator` is dismissed and as a result the label is not updated after you've gone through the flow of creating a new order

        """
    )
  ) {
    Controller("splash")
    Controller("orderNav", type: .navigation, children: ["newOrder"])
    Controller("newOrder")
  } steps: {
    Present("orderNav", from: "splash")
    Dismiss("orderNav")
  } expect: {
    ExpectAbsent("splash.viewWillAppear")
  }
}

private func evidenceUikit13CropperOnSplashPresentingFlutter() -> TransitionScenario {
  TransitionScenario(
    "cropper-on-splash-presenting-flutter",
    window: "splash",
    summary: "An image cropper presented on a native splash controller that presents the Flutter view controller is refused with \"which is already presenting\"",
    notes: """
      A comment (2022-02-01) in the issue; no iOS version, iOS 15 is inferred from the date (iOS 15.3
      was current). The issue's title quotes a different reporter's log (E2) whose setup is not given;
      this case rests on the comment's log and setup: the window's root (a native splash controller)
      presents the Flutter view controller, and the plugin presents the cropper on the root. The style
      of the Flutter controller's presentation is not given; the scenario uses the default.

      """,
    tags: ["warning", "already-presenting", "flutter"],
    source: EvidenceSource(
      url: "https://github.com/hnvn/flutter_image_cropper/issues/291",
      title: "Attempt to present <TOCropViewController: 0x103128600> on <ViewController: 0x102f0ea70> whose view is not in the window hierarchy!",
      date: "2022-02-01",
      ios: "15",
      feature: .error,
      quote: """
        @manguoge @linchenko Are you still encountering this issue? By any chance you happen to create another ViewController on iOS side and initialising FlutterEngine and presenting FlutterViewController there?
        ...
        @shbmbhrdwj Our usecase is exactly like you mentioned with the error being
        `
        [Presentation] Attempt to present <TOCropViewController: 0x132017e00> on <Runner.SplashViewController: 0x107406fb0> (from <Runner.SplashViewController: 0x107406fb0>) which is already presenting <FlutterViewController: 0x10800d600>
        `

        """
    )
  ) {
    Controller("splash")
    Controller("flutter")
    Controller("cropper")
  } steps: {
    Present("flutter", from: "splash")
    Present("cropper", from: "splash")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <cropper> on <splash> (from <splash>) which is already presenting <flutter>"
    )
    ExpectAbsent("cropper.viewWillAppear")
  }
}

private func evidenceUikit13DefaultFullOverFullScreenLogsIos16() -> TransitionScenario {
  TransitionScenario(
    "default-full-over-full-screen-logs-ios16",
    window: "first",
    summary: "Logged on iOS 16 (inferred), the first screen hears nothing when the second is presented with the default style or over full screen, and the full appearance sequence when it is presented full screen",
    notes: """
      The post (2022-10-28) names no iOS version; iOS 16, released the month before, is inferred from
      the date. "None" is the style left at its default (.automatic, a page sheet); the screenshots'
      table labels the three "default", "fullScreen" and "overFullScreen". The post does not say how
      SecondViewController is dismissed; the scenario dismisses it programmatically (a button). The
      three logs are three separate runs; the scenario runs them one after the other from the same
      first screen (the window's root, whose launch callbacks are not in the timeline).

      """,
    source: EvidenceSource(
      url: "https://betterhee.tistory.com/75",
      title: "LifeCycle",
      date: "2022-10-28",
      ios: "16",
      feature: .appearance,
      quote: """
        ViewController LifeCycle
        1. None
        // FirstViewController가 보여지는 경우 FirstViewController viewDidLoad() FirstViewController viewWillAppear(_:) FirstViewController viewDidAppear(_:) // FirstViewController -> SecondViewController으로 present SecondViewController viewDidLoad() SecondViewController viewWillAppear(_:) SecondViewController viewDidAppear(_:) // SecondViewController -> FirstViewController으로 dismiss SecondViewController viewWillDisappear(_:) SecondViewController viewDidDisappear(_:) SecondViewController deinit
        2. FullScreen
        // FirstViewController가 보여지는 경우 FirstViewController viewDidLoad() FirstViewController viewWillAppear(_:) FirstViewController viewDidAppear(_:) // FirstViewController -> SecondViewController으로 present SecondViewController viewDidLoad() FirstViewController viewWillDisappear(_:) SecondViewController viewWillAppear(_:) SecondViewController viewDidAppear(_:) FirstViewController viewDidDisappear(_:) // SecondViewController -> FirstViewController으로 dismiss SecondViewController viewWillDisappear(_:) FirstViewController viewWillAppear(_:) FirstViewController viewDidAppear(_:) SecondViewController viewDidDisappear(_:) SecondViewController deinit
        3. OverFullScreen
        // FirstViewController가 보여지는 경우 FirstViewController viewDidLoad() FirstViewController viewWillAppear(_:) FirstViewController viewDidAppear(_:) // FirstViewController -> SecondViewController으로 present SecondViewController viewDidLoad() SecondViewController viewWillAppear(_:) SecondViewController viewDidAppear(_:) // SecondViewController -> FirstViewController으로 dismiss SecondViewController viewWillDisappear(_:) SecondViewController viewDidDisappear(_:) SecondViewController deinit
        FullScreen vs. OverFullScreen
        None | FullScreen | OverFullScreen |

        """
    )
  ) {
    Controller("first")
    Controller("secondDefault")
    Controller("secondFull", modalPresentationStyle: .fullScreen)
    Controller("secondOver", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("secondDefault", from: "first")
    Dismiss("secondDefault")
    Present("secondFull", from: "first")
    Dismiss("secondFull")
    Present("secondOver", from: "first")
    Dismiss("secondOver")
  } expect: {
    ExpectBefore("secondDefault.viewDidDisappear", after: "first.viewWillDisappear")
    ExpectBefore("secondDefault.viewDidLoad", after: "secondDefault.viewWillAppear")
    ExpectBefore("secondDefault.viewWillDisappear", after: "secondDefault.viewDidDisappear")
    ExpectBefore("secondFull.viewDidLoad", after: "first.viewWillDisappear")
    ExpectBefore("first.viewWillDisappear", after: "secondFull.viewWillAppear")
    ExpectBefore("secondFull.viewDidAppear", after: "first.viewDidDisappear")
    ExpectBefore("secondFull.viewWillDisappear", after: "first.viewWillAppear")
    ExpectBefore("first.viewDidAppear", after: "secondFull.viewDidDisappear")
    ExpectBefore("first.viewDidAppear", after: "secondOver.viewDidLoad")
    ExpectCount("first.viewWillDisappear", n: 1)
    ExpectCount("first.viewDidDisappear", n: 1)
    ExpectCount("first.viewWillAppear", n: 1)
    ExpectCount("first.viewDidAppear", n: 1)
    ExpectBefore("secondOver.viewWillDisappear", after: "secondOver.viewDidDisappear")
  }
}

private func evidenceUikit13DefaultModalIos11VsIos13Log() -> TransitionScenario {
  TransitionScenario(
    "default-modal-ios11-vs-ios13-log",
    window: "home",
    summary: "The same default-style present and dismiss logged on iOS 11 (presenter disappears and reappears) and on iOS 13 (presenter hears nothing)",
    notes: """
      The post logs the same app (modalPresentationStyle left at its default) on an iPhone 8 with iOS 11
      and an iPhone 11 with iOS 13, so the iOS 11 facts are pinned to uikit-8 and the iOS 13 facts to
      uikit-13. The first lines of each log are the home screen's own launch appearance, which the
      scenario does not replay (the timeline starts at the first step). The post dismisses with a
      Dismiss button in the modal, a programmatic dismiss.

      """,
    source: EvidenceSource(
      url: "https://github.com/leefilll/leefilll.github.io/blob/master/_posts/2020-04-12-swift-modal-in-ios13.md",
      title: "[Swift] iOS 13에서 Modal의 ViewLifeCycle",
      date: "2020-04-12",
      ios: "13",
      device: "iPhone 11 (iOS 13) and iPhone 8 (iOS 11)",
      feature: .sheet,
      quote: """
        iPhone 8 - iOS 11 버전과 iPhone 11 - iOS 13 을 비교하였다.
        ...
        우선 iOS 11 에서 모달을 띄우면 다음과 같이 출력된다.
        ViewController viewWillAppear(_:)
        ViewController viewDidAppear(_:)
        ViewController viewWillDisappear(_:)
        ModalViewController viewWillAppear(_:)
        ModalViewController viewDidAppear(_:)
        ViewController viewDidDisappear(_:)
        ...
        ModalViewController viewWillDisappear(_:)
        ViewController viewWillAppear(_:)
        ViewController viewDidAppear(_:)
        ModalViewController viewDidDisappear(_:)
        ...
        iPhone 11 - iOS 13
        ...
        ModalViewController viewWillAppear(_:)
        ModalViewController viewDidAppear(_:)
        ...
        ModalViewController viewWillDisappear(_:)
        ModalViewController viewDidDisappear(_:)
        ...
        그냥 `ModalViewController`만 뷰 계층에서 제거되고 `ViewController`의 어떠한 라이프 사이클 메소드도 호출되지 않았다(심지어 `viewWillAppear` 조차도...).

        """
    )
  ) {
    Controller("home")
    Controller("modal")
  } steps: {
    Present("modal", from: "home")
    Dismiss("modal")
  } expect: {
    ExpectBefore("home.viewWillDisappear", after: "modal.viewWillAppear").profiles("uikit-8")
    ExpectBefore("modal.viewDidAppear", after: "home.viewDidDisappear").profiles("uikit-8")
    ExpectBefore("modal.viewWillDisappear", after: "home.viewWillAppear").profiles("uikit-8")
    ExpectBefore("home.viewDidAppear", after: "modal.viewDidDisappear").profiles("uikit-8")
    ExpectAbsent("home.viewWillDisappear").profiles("uikit-13")
    ExpectAbsent("home.viewDidDisappear").profiles("uikit-13")
    ExpectAbsent("home.viewWillAppear").profiles("uikit-13")
    ExpectAbsent("home.viewDidAppear").profiles("uikit-13")
    ExpectBefore("modal.viewWillDisappear", after: "modal.viewDidDisappear").profiles("uikit-13")
  }
}

private func evidenceUikit13DefaultModalSwipeOrUnwindNoLifecycle() -> TransitionScenario {
  TransitionScenario(
    "default-modal-swipe-or-unwind-no-lifecycle",
    window: "first",
    summary: "On iOS 13 a default (page sheet) modal segue, left by unwind or by a swipe down, gives the first screen no lifecycle calls at all; the same trip with a full-screen segue gives it viewWillDisappear, viewDidDisappear, viewWillAppear and viewDidAppear",
    notes: """
      The first screen (ViewController, the window's root) prints viewWillDisappear, viewDidDisappear,
      viewWillAppear and viewDidAppear; prepare(for:sender:) prints the destination's style. The
      "New Default" segue keeps the destination's default (.automatic, read as pageSheet); "Full
      Screen" sets .fullScreen. An unwind segue back to the first screen dismisses the presented
      controller programmatically. The post's text is also in the blog's source file (the
      "実行結果" section quoted here); the sample project is aokiplayer/ModalXcode11.

      """,
    source: EvidenceSource(
      url: "https://yagamo-style.com/2020/03/02/default-modal-segue-xcode11/",
      title: "iOS/iPadOS 13 のモーダル画面から戻った際に、ライフサイクルメソッドが呼ばれないパターンがある",
      date: "2020-03-02",
      ios: "13",
      feature: .sheet,
      quote: """
        - その場合、本来呼ばれるはずのライフサイクルメソッドが呼ばれません
            - もちろん、 unwind セグエメソッドも呼ばれません
            - unwind セグエから戻っても、ライフサイクルメソッドは呼ばれません（unwind セグエメソッドは呼ばれる）
        ...
        ## 実行結果
        ### New Default ボタンで遷移 -> Unwind ボタンで戻る
        ```
        pageSheet
        NewDefaultVC.swift
        Returned through unwind segue.
        ```

        - unwind セグエメソッドは呼ばれていますが、戻ったシーンのライフサイクルメソッドが呼ばれていません

        ### New Default ボタンで遷移 -> 画面上部からスワイプダウンで戻る
        ```
        pageSheet
        ```

        - やはり、戻ったシーンのライフサイクルメソッドは呼ばれていません
        ...
        ### Full Screen ボタンで遷移 -> Unwind ボタンで戻る
        ```
        fullScreen
        viewWillDisappear(_:)
        viewDidDisappear(_:)
        FullScreenVC.swift
        Returned through unwind segue.
        viewWillAppear(_:)
        viewDidAppear(_:)
        ```

        - こちらは、 iOS 12 までと同じですね

        """
    )
  ) {
    Controller("first")
    Controller("newDefault")
    Controller("newDefault2")
    Controller("fullScreenVC", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("newDefault", from: "first")
    Dismiss("newDefault")
    Present("newDefault2", from: "first")
    SwipeDown("newDefault2", progress: [0.3, 0.6, 0.9], release: .finish)
    Present("fullScreenVC", from: "first")
    Dismiss("fullScreenVC")
  } expect: {
    ExpectBefore("newDefault2.viewDidDisappear", after: "first.viewWillDisappear")
    ExpectCount("first.viewWillDisappear", n: 1)
    ExpectCount("first.viewDidDisappear", n: 1)
    ExpectCount("first.viewWillAppear", n: 1)
    ExpectCount("first.viewDidAppear", n: 1)
    ExpectBefore("first.viewWillDisappear", after: "first.viewDidDisappear")
    ExpectBefore("first.viewDidDisappear", after: "first.viewWillAppear")
    ExpectBefore("first.viewWillAppear", after: "first.viewDidAppear")
    ExpectBefore("fullScreenVC.viewDidLoad", after: "first.viewWillAppear")
  }
}

private func evidenceUikit13DefaultModalSwipesDownIos13Beta() -> TransitionScenario {
  TransitionScenario(
    "default-modal-swipes-down-ios13-beta",
    window: "home",
    summary: "In the iOS 13 beta, a controller presented with the default style can be swiped down to go back",
    notes: """
      Written on 2019-06-10, a week after the first iOS 13 beta. The default presentation has a
      parallax (card) effect and the presented screen can be swiped down to go back; pages that must
      be confirmed need adapting, for example by asking for .fullScreen.

      """,
    source: EvidenceSource(
      url: "https://github.com/ChenYilong/iOS13AdaptationTips/issues/13",
      title: "模态界面默认交互改变",
      date: "2019-06-10",
      ios: "13 beta",
      feature: .sheet,
      quote: """
        13的present 默认有视差效果，模态出来的界面现在默认都下滑返回。
        ...
        一些页面必须要点确认才能消失的，需要适配。
        ...
        可以 手动写 

         ```Objective-C
        self.modalPresentationStyle = .fullScreen
         ```

        """
    )
  ) {
    Controller("home")
    Controller("page")
  } steps: {
    Present("page", from: "home")
    SwipeDown("page", progress: [0.2, 0.5, 0.8], release: .finish)
    Inspect("home")
  } expect: {
    ExpectPresent("page.viewDidDisappear")
    ExpectPresent("home.presentedViewController").result("nil")
  }
}

private func evidenceUikit13DefaultSheetStillAdaptsThroughDelegate() -> TransitionScenario {
  TransitionScenario(
    "default-sheet-still-adapts-through-delegate",
    window: "main",
    summary: "On iOS 13 a controller presented with the default style (a page sheet) still goes through the adaptive delegate, which can turn it into .overFullScreen in compact width",
    notes: """
      Matt Neuburg's example code, commit 8b601bd2 ("tweaking and experimenting with presented view
      controller and tab bar controller examples", 2019-08-07, iOS 13 beta). The delegate also
      implements willPresentWithAdaptiveStyle (it prints the style) and returns a replacement
      controller from viewControllerForAdaptivePresentationStyle, which the format cannot say; the
      scenario leaves that method out. iPhone portrait: compact width.

      """,
    source: EvidenceSource(
      url: "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/8b601bd2e8f6b7f16f431e941296b32f6b35f6cf/bk2ch06p271presentedViewControllerAdaptive/ch19p601presentedViewController/ViewController.swift",
      title: "Programming iOS Book Examples: bk2ch06p271presentedViewControllerAdaptive ViewController.swift",
      date: "2019-08-07",
      ios: "13 beta",
      device: "iPhone",
      feature: .adaptive,
      quote: """
                // gosh, in iOS what if I don't say that?
                // .pageSheet is the default, so do we still adapt?
                // yes we do!
                // svc.modalPresentationStyle = .pageSheet

                svc.presentationController!.delegate = self // *
                // must be _before_ `present`
        ...
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                print("adapt!")
                if traitCollection.horizontalSizeClass == .compact {
                    return .overFullScreen

        """
    )
  ) {
    Controller("main")
    Controller("second", presentationControllerDelegate: "mainDelegate")
    AdaptiveDelegate(
      "mainDelegate",
      adaptivePresentationStyleForTraitCollection: .byWidth(compact: .overFullScreen, regular: .none),
      willPresentWithAdaptiveStyle: true
    )
  } steps: {
    ReadPresentationController("second")
    Present("second", from: "main")
  } expect: {
    ExpectPresent(
      "mainDelegate.adaptivePresentationStyle(for:traitCollection:)"
    ).result("overFullScreen")
    ExpectPresent(
      "mainDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "overFullScreen"
    )
  }
}

private func evidenceUikit13DidAttemptOnlyWhenModalInPresentation() -> TransitionScenario {
  TransitionScenario(
    "did-attempt-only-when-modal-in-presentation",
    window: "root",
    summary: "On the iOS 13 beta, the attempt-to-dismiss callback fires for a swipe only when the presented controller has isModalInPresentation set",
    notes: """
      The linked issue 41 gives the system as "iOS 13 beta 1"; the pull request is dated 2019-07-17.
      The scenario swipes a modal-in-presentation sheet (an attempt), then clears the flag and swipes
      again (a dismissal, with no attempt).

      """,
    source: EvidenceSource(
      url: "https://github.com/iZettle/Presentation/pull/43",
      title: "iOS 13 modal sheets (issue #41)",
      date: "2019-07-17",
      ios: "13 beta",
      feature: .sheet,
      quote: """
        The modal Sheets can be dismissed by swiping them down, and in doing so, Presentation framework wasn't disposing the bag of its presentation.
        This PR makes Presentation's view controller to conform to `UIAdaptivePresentationDelegate` that will handle actions for when the view attempt's, will and did dismiss and disposing the bag appropriately when the view dismisses.
        ...
        The `didAttemptToDismissSignal` will fire only if the view controller that's presented has `.isModalInPresentation = true` and then the developer can execute a block with what they want to happen when the user attempt to dismiss (optional)

        """
    )
  ) {
    Controller("root")
    Controller("sheet", presentationControllerDelegate: "bag", isModalInPresentation: true)
    AdaptiveDelegate("bag", willDismiss: true, didDismiss: true, didAttemptToDismiss: true)
  } steps: {
    Present("sheet", from: "root")
    SwipeDown("sheet", progress: [0.1, 0.2], release: .cancel)
    SetProperties("sheet", .isModalInPresentation(false))
    SwipeDown("sheet", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectCount("bag.presentationControllerDidAttemptToDismiss", n: 1)
    ExpectPresent("bag.presentationControllerDidDismiss")
  }
}

private func evidenceUikit13DidDismissOnlyForSwipeNotProgrammatic() -> TransitionScenario {
  TransitionScenario(
    "did-dismiss-only-for-swipe-not-programmatic",
    window: "cards",
    summary: "presentationControllerDidDismiss catches a swipe-to-close and is not called when the screen is closed in code",
    notes: """
      Review comment by the author on PopUpViewContoller's presentationControllerDidDismiss(_:). The
      pull request names no iOS version; iOS 15 is inferred from its date (2022-03-16). The scenario
      closes the screen in code once, presents it again, and the user swipes it away the second time.

      """,
    source: EvidenceSource(
      url: "https://github.com/tinkoff-mobile-tech/tinkoff-asdk-ios/pull/118",
      title: "MIC-4824 (v2) | Added cancelCompletion to some controllers",
      date: "2022-03-16",
      ios: "15",
      feature: .sheet,
      quote: """
        Метод срабатывает только на iOS 13 и выше, чтобы отловить свайп для закрытия экрана.
        При программном закрытии экрана, например, при успешном добавлении карты, этот метод не будет вызван.

        """
    )
  ) {
    Controller("cards")
    Controller("popUp", presentationControllerDelegate: "popUpDelegate")
    AdaptiveDelegate("popUpDelegate", didDismiss: true)
  } steps: {
    Present("popUp", from: "cards")
    Dismiss("popUp")
    Present("popUp", from: "cards")
    SwipeDown("popUp", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectCount("popUpDelegate.presentationControllerDidDismiss", n: 1)
    ExpectBefore(
      "cards.present",
      after: "popUpDelegate.presentationControllerDidDismiss",
      occurrence: (2, 1)
    )
  }
}

private func evidenceUikit13FinnBottomsheetDelegateStrongReference() -> TransitionScenario {
  TransitionScenario(
    "finn-bottomsheet-delegate-strong-reference",
    window: "R",
    summary: "A bottom sheet's transitioning delegate held only by a local constant is gone by the dismissal, which then does not use the sheet's own animation",
    notes: """
      The linked issue 30 ("Bottom sheet jumps to top when dismiss.", 2020-09-21) creates the
      BottomSheetTransitioningDelegate as a local constant, sets it with `.custom` and presents; the
      pull request documents the limitation in the README. The delegate vends the library's
      presentation controller and animators. The pull request gives no iOS version; it is dated
      2021-01-29, when iOS 14 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/finn-no/BottomSheet/pull/39",
      title: "Update README.md with info about transitioning delegate",
      date: "2021-01-29",
      ios: "14",
      feature: .custom,
      quote: """
        To avoid animation glitches you need a strong reference to the transitioning delegate. As discussed in https://github.com/finn-no/BottomSheet/issues/30

        """
    )
  ) {
    Controller("R")
    Controller("sheet", modalPresentationStyle: .custom, transitioningDelegate: "bottomSheet")
    TransitioningDelegate(
      "bottomSheet",
      retainedElsewhere: false,
      presentationController: PresentationController(class: "BottomSheetPresentationController"),
      presentAnimator: Animator(class: "BottomSheetAnimator"),
      dismissAnimator: Animator(class: "BottomSheetAnimator")
    )
  } steps: {
    Present("sheet", from: "R")
    Dismiss("sheet")
  } expect: {
    ExpectBefore("bottomSheet.deinit", after: "sheet.dismiss")
    ExpectAbsent("bottomSheet.animationController(forDismissed:)")
  }
}

private func evidenceUikit13FlutterLifecycleOnlyForFullScreenPresent() -> TransitionScenario {
  TransitionScenario(
    "flutter-lifecycle-only-for-full-screen-present",
    window: "flutterVC",
    summary: "A native page presented from a Flutter screen changes Flutter's lifecycle state only when it is presented full screen, since the engine follows the Flutter view controller's disappearance",
    notes: """
      The Flutter engine drives the lifecycle states from FlutterViewController's appearance
      callbacks (a maintainer in flutter/flutter issue 76410: "the engine is driving `paused` from
      `viewDidDisappear:`"), so no state change means the Flutter view controller heard no
      viewWillDisappear/viewDidDisappear. No iOS version is named; iOS 16 is inferred from the date
      (2023-04-12). The scenario presents with the default style, dismisses, then presents full screen.

      """,
    source: EvidenceSource(
      url: "https://github.com/flutter/flutter/issues/124659",
      title: "iOS add-to-app -- Will present affect the touch method of the didChangeAppLifecycleState method?",
      date: "2023-04-12",
      ios: "16",
      feature: .appearance,
      quote: """
        Open the native page from flutter, use the present method in the native, the didChangeAppLifecycleState method will not be triggered, and it will only be triggered when the modalPresentationStyle is changed to UIModalPresentationFullScreen. Why?
        ...
        ViewController *vc = [ViewController alloc] init]
        //vc.modalPresentationStyle = UIModalPresentationFullScreen;
         [self  presentViewController:vc animated:YES completion:nil];

        """
    )
  ) {
    Controller("flutterVC")
    Controller("nativePage")
  } steps: {
    Present("nativePage", from: "flutterVC")
    Dismiss("nativePage")
    SetProperties("nativePage", .modalPresentationStyle(.fullScreen))
    Present("nativePage", from: "flutterVC")
  } expect: {
    ExpectCount("flutterVC.viewDidDisappear", n: 1)
    ExpectBefore("flutterVC.present", after: "flutterVC.viewWillDisappear", occurrence: (2, 1))
  }
}

private func evidenceUikit13FullScreenModalNotSwipeableIos15() -> TransitionScenario {
  TransitionScenario(
    "full-screen-modal-not-swipeable-ios15",
    window: "stack",
    summary: "On iOS 15.1.1 a page-sheet modal can be swiped down to dismiss, a full-screen modal cannot",
    notes: """
      In react-native-screens, 'modal' is a page sheet and 'fullScreenModal' is
      UIModalPresentationFullScreen (the maintainer's answer). The engine treats the drag on the
      full-screen modal as a swipe on a controller that is not a sheet: nothing happens, with an
      authoring warning.

      """,
    source: EvidenceSource(
      url: "https://github.com/software-mansion/react-native-screens/issues/1232",
      title: "iOS - fullScreenModal not dismissable",
      date: "2021-12-07",
      ios: "15.1.1",
      feature: .sheet,
      quote: """
        Using @react-navigation/native-stack you can't dismiss a fullScreenModal with a gesture like 'presentation: modal' does. Don't know if it's a bug or if it's intended but it would be nice to be able to dismiss a fullscreen modal with a swipe down gesture.

        iOS 15.1.1
        ...
        `fullScreenModal` resolves to [`UIModalPresentationFullScreen`:](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/uimodalpresentationfullscreen?language=objc)

        """
    )
  ) {
    Controller("stack")
    Controller("modal", modalPresentationStyle: .pageSheet)
    Controller("fullScreenModal", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("modal", from: "stack")
    SwipeDown("modal", progress: [0.2, 0.5, 0.8], release: .finish)
    Present("fullScreenModal", from: "stack")
    SwipeDown("fullScreenModal", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectPresent("modal.viewDidDisappear")
    ExpectAbsent("fullScreenModal.viewDidDisappear")
  }
}

private func evidenceUikit13FullScreenRestoresViewDidAppear() -> TransitionScenario {
  TransitionScenario(
    "full-screen-restores-view-did-appear",
    window: "main",
    summary: "On iOS 13 a card-style modal does not call the underlying controller's viewDidAppear when it is dismissed; forcing .fullScreen restores the call",
    notes: """
      The pull request that fixes issue 15 of the same repository (another case in this corpus quotes
      the issue's iOS 12 versus iOS 13.2 comparison); this one states the fix's effect. The scenario
      presents the setup controller with the default style, dismisses it, then presents it full screen
      and dismisses it again.

      """,
    source: EvidenceSource(
      url: "https://github.com/pretix/pretixscan-ios/pull/18",
      title: "Force full screen presentation for Setup View Controllers",
      date: "2019-11-10",
      ios: "13",
      feature: .sheet,
      quote: """
        In iOS 13, modal view controllers are by default shown as a card stack. This is cool, but makes them auto-dismissible and doesn't call the underlying controller's `viewDidAppear` method again when the VC dismisses.

        This clashes with out implementation for showing the setup VCs in order and causes #15.

        This PR forces the VCs to always present as full screen, restoring the previous functionality.

        """
    )
  ) {
    Controller("main")
    Controller("setup")
  } steps: {
    Present("setup", from: "main")
    Dismiss("setup")
    SetProperties("setup", .modalPresentationStyle(.fullScreen))
    Present("setup", from: "main")
    Dismiss("setup")
  } expect: {
    ExpectCount("main.viewDidAppear", n: 1)
    ExpectBefore("main.present", after: "main.viewDidAppear", occurrence: (2, 1))
  }
}

private func evidenceUikit13HwpanmodalFromvcNotRemoved() -> TransitionScenario {
  TransitionScenario(
    "hwpanmodal-fromvc-not-removed",
    window: "R",
    summary: "A custom presentation controller that keeps the presenter's view makes UIKit send the presenter no appearance callbacks",
    notes: """
      "Since the fromVC is not actually removed, I think this method should not be called ... Try the
      built-in present styles: when the fromVC's view is not removed, beginAppearanceTransition is
      generally not called; only when the presented controller is full screen is the fromVC's view
      removed." The maintainer agreed and added `shouldEnableAppearanceTransition` (0.8.1) to turn the
      library's own calls off; this case is the presentation with them off. The issue gives no iOS
      version; it is dated 2020-11-10, when iOS 14 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/HeathWang/HWPanModal/issues/74",
      title: "可以增加一个选项决定是否调用\"[fromVC beginAppearanceTransition:NO animated:YES];\"?",
      date: "2020-11-10",
      ios: "14",
      feature: .custom,
      quote: """
        由于实际上fromVC并没有移除，所以我觉得不应该调用这个方法

        你可以尝试一下自带的几个 present style，如果是没有移除 fromVC 的 view，一般是不会调用 beginAppearanceTransition 的，只有present 出来的 vc 是全屏的，才会移除 fromVC 的 view。

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "panModal")
    TransitioningDelegate(
      "panModal",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "HWPanModalPresentationController",
        shouldRemovePresentersView: false
      ),
      presentAnimator: Animator(class: "HWPanModalPresentationAnimator"),
      dismissAnimator: Animator(class: "HWPanModalPresentationAnimator")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillDisappear")
    ExpectAbsent("R.viewWillAppear")
  }
}

private func evidenceUikit13ImagePickerPresentedTwiceRaises() -> TransitionScenario {
  TransitionScenario(
    "image-picker-presented-twice-raises",
    window: "flutter",
    summary: "A photo picker presented a second time while the first presentation is in flight raises \"that is already being presented by\"",
    notes: """
      No iOS version in the issue; iOS 15 is inferred from its date (2022-08-03: iOS 15.6 was current).
      The stack trace in the issue raises from inside the transition context's completeTransition, which
      suggests UIKit deferred the second present to the end of the first transition. The scenario makes
      the second present 0.1 s into the first presentation; the fact is the exception's text, not its
      time. The engine raises at once, with the same text.

      """,
    tags: ["exception", "already-presented"],
    source: EvidenceSource(
      url: "https://github.com/flutter/flutter/issues/108900",
      title: "[image_picker][iOS] Occasional crash, maybe due to multiple modal viewControllers being presented",
      date: "2022-08-03",
      ios: "15",
      feature: .error,
      quote: """
        Occasionally (hundreds of crashes per month from userbase of millions) seeing the following error message:

        ```
        Application tried to present modally a view controller <PHPickerViewController: 0x157b805f0> that is already being presented by <FlutterViewController: 0x111824c00>.
        ```

        """
    )
  ) {
    Controller("flutter")
    Controller("picker")
  } steps: {
    Present("picker", from: "flutter")
    Present("picker", from: "flutter").at(0.1)
  } expect: {
    ExpectPresent(
      "UIKit.exception",
      argContains: "Application tried to present modally a view controller <picker> that is already being presented by <flutter>."
    )
  }
}

private func evidenceUikit13IperfSecondErrorAlert() -> TransitionScenario {
  TransitionScenario(
    "iperf-second-error-alert",
    window: "nav",
    summary: "A test runner inside a navigation controller presents two error alerts; the second is refused on the navigation controller, naming the runner as source and the first alert",
    notes: """
      The comment gives no iOS version; iOS 14 is inferred from its date (2020-11-14: iOS 14.2 was
      current). The same issue's first report (2019-06-09, iOS 12 era) logged the older text "Warning:
      Attempt to present <UIAlertController: 0x7fb9aa818e00>  on <IPFTestRunnerViewController:
      0x7fb9a9f10fa0> which is already presenting (null)". The two error alerts come from one failed
      test run, so the scenario presents them in the same run-loop turn (an inference: the source does
      not show the code).

      """,
    tags: ["warning", "already-presenting", "alert", "same-turn"],
    source: EvidenceSource(
      url: "https://github.com/ndfred/iperf-ios/issues/24",
      title: "Warning when presenting an error",
      date: "2020-11-14",
      ios: "14",
      feature: .alert,
      quote: """
        Still seeing this now (just start a test without entering a server address):

        > 2020-11-14 13:06:22.741120+0000 iperf[1248:288452] [Presentation] Attempt to present <UIAlertController: 0x11c089000> on <UINavigationController: 0x11c017600> (from <IPFTestRunnerViewController: 0x11be090c0>) which is already presenting <UIAlertController: 0x11e816000>.
        ...
        First error message:

        > Unknown error 115 running the test

        Second error message:

        > Error running the test

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["runner"])
    Controller("runner")
    Controller("error1", modalPresentationStyle: .overFullScreen)
    Controller("error2", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("error1", from: "runner")
    Present("error2", from: "runner").sameTurn()
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <error2> on <nav> (from <runner>) which is already presenting <error1>."
    )
    ExpectAbsent("error2.viewWillAppear")
  }
}

private func evidenceUikit13KeychainExampleSheetNoReload() -> TransitionScenario {
  TransitionScenario(
    "keychain-example-sheet-no-reload",
    window: "nav",
    summary: "The maintainer explains a blank list on iOS 13 - the input screen is a sheet, so the list's viewWillAppear is not called when it is dismissed",
    notes: """
      The example's AccountsViewController sits in a navigation controller and presents the input
      screen (in its own navigation controller) with the default style; saving dismisses it.

      """,
    source: EvidenceSource(
      url: "https://github.com/kishikawakatsumi/KeychainAccess/issues/446",
      title: "iOS Example does not work on iOS 13",
      date: "2019-10-20",
      ios: "13",
      feature: .sheet,
      quote: """
        In iOS 13, it changes a modal view's behavior (Sheet style transition). If the input view is presented modally with the sheet style transition, `viewWillAppear:` isn't called when it dismissed. That's why the main view doesn't reload.

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["accounts"])
    Controller("accounts")
    Controller("inputNav", type: .navigation, children: ["input"])
    Controller("input")
  } steps: {
    Present("inputNav", from: "accounts")
    Dismiss("inputNav")
  } expect: {
    ExpectAbsent("accounts.viewWillAppear")
  }
}

private func evidenceUikit13LandscapePageSheetCoversLikeOverFullScreen() -> TransitionScenario {
  TransitionScenario(
    "landscape-page-sheet-covers-like-over-full-screen",
    window: "main",
    summary: "On an iPhone in landscape (compact height), iOS 13 shows a page sheet like .overFullScreen, with the presenter's view still behind it",
    notes: """
      Matt Neuburg's example code, commit 8b601bd2 (2019-08-07, iOS 13 beta). The translucent background
      shows the presenter's view behind the sheet, as with .overFullScreen, whose presenter keeps its
      view and hears no appearance callbacks. The companion ViewController.swift (commit 36088ea3,
      2019-08-05) notes that .automatic "resolves to .pageSheet except in compact vertical". The
      presenting controller there has an adaptive delegate with only the iOS 13 dismissal methods.
      A standard iPhone in landscape is compact in both size classes.

      """,
    device: ScenarioDevice(
      idiom: .phone,
      size: (width: 667, height: 375),
      horizontalSizeClass: .compact,
      verticalSizeClass: .compact
    ),
    source: EvidenceSource(
      url: "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/8b601bd2e8f6b7f16f431e941296b32f6b35f6cf/bk2ch06p264presentedViewController/ch19p601presentedViewController/SecondViewController.swift",
      title: "Programming iOS Book Examples: bk2ch06p264presentedViewController SecondViewController.swift",
      date: "2019-08-07",
      ios: "13 beta",
      device: "iPhone (landscape)",
      feature: .sheet,
      quote: """
        // could be useful to know what's really behind us
        // try this in landscape iPhone, proves that .pageSheet is treated like .overFullScreen
        self.view.backgroundColor = UIColor.red.withAlphaComponent(0.7)

        """
    )
  ) {
    Controller("main")
    Controller("second", modalPresentationStyle: .pageSheet)
  } steps: {
    Present("second", from: "main")
  } expect: {
    ExpectAbsent("main.viewWillDisappear")
    ExpectAbsent("main.viewDidDisappear")
  }
}

private func evidenceUikit13ModalInPresentationBlocksSwipeRnModal() -> TransitionScenario {
  TransitionScenario(
    "modal-in-presentation-blocks-swipe-rn-modal",
    window: "app",
    summary: "A page sheet with isModalInPresentation set cannot be swiped away; clearing the flag makes swipe-to-dismiss work",
    notes: """
      Comment by the library's maintainer of 2021-09-25; no iOS version is named, iOS 15 is inferred
      from the date (iOS 15 was released five days earlier). React Native's modal host controller
      sets modalInPresentation (isModalInPresentation) to YES; the scenario swipes with the flag set,
      clears it, and swipes again.

      """,
    source: EvidenceSource(
      url: "https://github.com/grahammendick/navigation/issues/522",
      title: "Support for Presenting Modals on iOS and Android",
      date: "2021-09-25",
      ios: "15",
      feature: .sheet,
      quote: """
        @salockhart you need to set `modalInPresentation` to NO to get swipe to dismiss working. Not sure why [react native has hard-coded it to true](https://github.com/facebook/react-native/blob/5bc9d91b10a33ed4184693a69ecbdcaebe59011e/React/Views/RCTModalHostViewController.m#L28). There's a [PR for it](https://github.com/facebook/react-native/pull/29249) but you could comment out the line and patch package it in the meantime

        """
    )
  ) {
    Controller("app")
    Controller("rnModal", modalPresentationStyle: .pageSheet, isModalInPresentation: true)
  } steps: {
    Present("rnModal", from: "app")
    SwipeDown("rnModal", progress: [0.2, 0.5, 0.8], release: .finish)
    SetProperties("rnModal", .isModalInPresentation(false))
    SwipeDown("rnModal", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectCount("rnModal.viewDidDisappear", n: 1)
    ExpectBefore(
      "rnModal.isModalInPresentation",
      after: "rnModal.viewDidDisappear",
      occurrence: (2, 1)
    )
  }
}

private func evidenceUikit13OverCurrentContextDismissNoAppearEvent() -> TransitionScenario {
  TransitionScenario(
    "over-current-context-dismiss-no-appear-event",
    window: "stack",
    summary: "After dismissing a modal shown with .overCurrentContext, the screen underneath gets no appear event, unlike after a default modal",
    notes: """
      react-native-navigation emits componentDidAppear from the native view controller's
      viewDidAppear(_:). No iOS version is named; iOS 15 is inferred from the date (2021-11-19). The
      modal B has RNN's default style, which the issue does not name, so no fact is pinned on it. The
      fact is the over-current-context dismissal, after which A's viewDidAppear is not called. The
      push of A is not something the format can say; A is the top of the navigation stack from the
      start.

      """,
    source: EvidenceSource(
      url: "https://github.com/wix/react-native-navigation/issues/7359",
      title: "Trigger appear event after dismissModal (modalPresentationStyle -> overCurrentContext)",
      date: "2021-11-19",
      ios: "15",
      feature: .appearance,
      quote: """
        ```
        push(A) // will trigger appear A
        showModal(B) // will trigger appear B
        dismissModal(B) // will trigger appear A
        showModal(C, { modalPresentationStyle: 'overCurrentContext' }) // will trigger appear C
        dismissModal(C) // will NOT trigger any appear event on A 
        ```

        Not sure if this is a restriction on iOS

        """
    )
  ) {
    Controller("stack", type: .navigation, children: ["A"])
    Controller("A")
    Controller("C", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("C", from: "A")
    Dismiss("C")
  } expect: {
    ExpectAbsent("A.viewDidAppear")
    ExpectPresent("C.viewDidAppear")
  }
}

private func evidenceUikit13OverCurrentContextPresenterLifecycleNotCalled() -> TransitionScenario {
  TransitionScenario(
    "over-current-context-presenter-lifecycle-not-called",
    window: "nav",
    summary: "With .overCurrentContext the presenting page's appearance methods are not called, and the app has to call beginAppearanceTransition itself",
    notes: """
      The style set is UIModalPresentationOverCurrentContext | UIModalPresentationFullScreen, which is
      6 | 0 = .overCurrentContext. Comments of 2020-09-22 and 2020-09-23: after setting
      overCurrentContext the presenting controller's lifecycle is not normal, and calling its
      beginAppearanceTransition methods by hand makes its lifecycle methods come back. No iOS version
      is named; iOS 13 is inferred from the dates (2020). The Flutter container sits in a navigation
      controller.

      """,
    source: EvidenceSource(
      url: "https://github.com/alibaba/flutter_boost/issues/745",
      title: "iOS present lifecycle not execute",
      date: "2020-06-12",
      ios: "13",
      feature: .appearance,
      quote: """
        vc.modalPresentationStyle = UIModalPresentationOverCurrentContext|UIModalPresentationFullScreen;
        这里我设置了这句话
        ...
        设置UIModalPresentationOverCurrentContext后presentingViewController的生命周期不正常，dismiss后界面卡住了
        ...
        在native侧FLBPlatform协议present对应方法的实现中，主动去调用presentingVC的beginAppearanceTransition相关方法，这样它的生命周期方法就会恢复正常

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["flutterPage"])
    Controller("flutterPage")
    Controller("nextPage", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("nextPage", from: "flutterPage")
    Dismiss("nextPage")
  } expect: {
    ExpectAbsent("flutterPage.viewWillDisappear")
    ExpectAbsent("flutterPage.viewDidDisappear")
    ExpectAbsent("flutterPage.viewWillAppear")
    ExpectAbsent("flutterPage.viewDidAppear")
  }
}

private func evidenceUikit13PageSheetKeepsFirstViewFullScreenRemovesIt() -> TransitionScenario {
  TransitionScenario(
    "page-sheet-keeps-first-view-full-screen-removes-it",
    window: "first",
    summary: "A page sheet leaves the first screen's view in place, so its viewWillDisappear and viewDidDisappear are not called; a full-screen presentation removes it and calls both",
    notes: """
      The post's title gives its date (29.10.21, 2021-10-29); iOS 15 is inferred from it. The
      navigation (push) half of the last sentence is not something the format can say; the scenario
      presents the second screen as a page sheet, dismisses it, then presents it full screen.

      """,
    source: EvidenceSource(
      url: "https://velog.io/@yeahg_dev/29.10.21-릴리-TIL-6lp6877u",
      title: "29.10.21 릴리 TIL",
      date: "2021-10-29",
      ios: "15",
      feature: .appearance,
      quote: """
        같은 presentation 화면 전환 방식이지만, 어떻게 보여지느냐에 따라 view life cycle엔 차이가 있다.
        결론부터 말하면,
        Page sheet방식은 첫 화면의 view는 그대로 있다. 따라서 첫번째 뷰의 viewWillDisappear() viewDidDisappear() 는 호출 되지 않는다.
        Page sheet방식은 두번째 화면으로 전환하더라도, 첫 화면이 뒷 배경으로 보여진다. 따라서 첫화면으로 돌아와도 첫화면의 내용은 그대로이다.

        반면에 Full Screen방식과 Navigation방식으로 전환하면 첫번째 view는 사라진다. viewWillDisappear() viewDidDisappear() 가 호출된다.

        """
    )
  ) {
    Controller("first")
    Controller("second", modalPresentationStyle: .pageSheet)
  } steps: {
    Present("second", from: "first")
    Dismiss("second")
    SetProperties("second", .modalPresentationStyle(.fullScreen))
    Present("second", from: "first")
  } expect: {
    ExpectBefore("first.present", after: "first.viewWillDisappear", occurrence: (2, 1))
    ExpectCount("first.viewWillDisappear", n: 1)
    ExpectCount("first.viewDidDisappear", n: 1)
  }
}

private func evidenceUikit13PanmodalRemovePresenterAppearanceCalls() -> TransitionScenario {
  TransitionScenario(
    "panmodal-remove-presenter-appearance-calls",
    window: "R",
    summary: "Without the library's own calls, a presenter that stays visible under a custom presentation hears no appearance callbacks, as under overFullScreen, overCurrentContext and pageSheet",
    notes: """
      PanModal presents with `.custom` and its PanModalPresentationController, which keeps the
      presenter's view; this pull request (fixing issue 139) removes the appearance calls its animator
      made on the presenting controller, so the presenter behaves as UIKit leaves it. Another pull
      request of the same library (2019, panmodal-custom-style-appearance-missing) reports the same
      missing callbacks under iOS 12. The pull request gives no iOS version; it is dated 2021-03-22,
      when iOS 14 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/slackhq/PanModal/pull/140",
      title: "Remove appearance transitions called on presenting controller",
      date: "2021-03-22",
      ios: "14",
      feature: .custom,
      quote: """
        This better mimics how iOS handles `overFullScreen`/`overCurrentContext`/`pageSheet` style presentations where—since the presenting view controller is remaining visible and part of the view hierarchy—it does not call `view*Appear`/`view*Disappear` methods

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "panModal")
    TransitioningDelegate(
      "panModal",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "PanModalPresentationController",
        shouldRemovePresentersView: false
      ),
      presentAnimator: Animator(class: "PanModalPresentationAnimator"),
      dismissAnimator: Animator(class: "PanModalPresentationAnimator")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
    ExpectAbsent("R.viewWillDisappear")
    ExpectAbsent("R.viewDidDisappear")
  }
}

private func evidenceUikit13PhotoViewerFullscreenHidesPresenter() -> TransitionScenario {
  TransitionScenario(
    "photo-viewer-fullscreen-hides-presenter",
    window: "gallery",
    summary: "Switching a photo viewer to full-screen presentation makes the presenting controller get viewWillDisappear and viewDidDisappear",
    notes: """
      The pull request does not name the iOS version; iOS 13 is inferred from its date (2020-03-26,
      when iOS 13.4 was current). The viewer also has its own animator for the photo zoom; the fact
      here is about the full-screen style, so the scenario leaves the animator out.

      """,
    source: EvidenceSource(
      url: "https://github.com/nytimes/NYTPhotoViewer/pull/302",
      title: "Capture fullscreen presentation context",
      date: "2020-03-26",
      ios: "13",
      feature: .appearance,
      quote: """
        Change `NYTPhotosViewController` to use fullscreen presentation by default, so it causes the presenting view to disappear behind it, i.e. to get `-viewWillDisappear:` and `-viewDidDisappear:` called on it.

        """
    )
  ) {
    Controller("gallery")
    Controller("photos", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("photos", from: "gallery")
  } expect: {
    ExpectPresent("gallery.viewWillDisappear")
    ExpectPresent("gallery.viewDidDisappear")
  }
}

private func evidenceUikit13PickerShouldDismissOnlyWhenNotModal() -> TransitionScenario {
  TransitionScenario(
    "picker-should-dismiss-only-when-not-modal",
    window: "root",
    summary: "presentationControllerShouldDismiss is asked only while isModalInPresentation is false, and answering false keeps the sheet",
    notes: """
      The picker answered presentationControllerShouldDismiss with its own isModalInPresentation
      (false), so a swipe never dismissed it. The scenario swipes once in that state, then sets
      isModalInPresentation and swipes again: the question is asked once only.

      """,
    source: EvidenceSource(
      url: "https://github.com/zhangao0086/DKImagePickerController/issues/629",
      title: "IOS 13 Modal Won't Dismiss, Fix recommended. [BUG]",
      date: "2019-10-31",
      ios: "13",
      feature: .sheet,
      quote: """
        presentationControllerShouldDismiss function must not return self.isModalInPresentation, because isModalInPresentation defaults to false, the should dismiss function only called when isModalInPresentation is false, therefore it is never set to true and sheet won't dismiss.
        ...
        It won't dismiss with swipe down action as opposed to new IOS 13 sheet presentation.

        """
    )
  ) {
    Controller("root")
    Controller("picker", presentationControllerDelegate: "pickerDelegate")
    AdaptiveDelegate("pickerDelegate", shouldDismiss: false, willDismiss: true, didDismiss: true)
  } steps: {
    Present("picker", from: "root")
    SwipeDown("picker", progress: [0.2, 0.5, 0.8], release: .finish)
    SetProperties("picker", .isModalInPresentation(true))
    SwipeDown("picker", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectCount("pickerDelegate.presentationControllerShouldDismiss", n: 1)
    ExpectAbsent("pickerDelegate.presentationControllerDidDismiss")
    ExpectAbsent("picker.viewDidDisappear")
  }
}

private func evidenceUikit13PopoverTapOutsideAsksShouldDismissIos14() -> TransitionScenario {
  TransitionScenario(
    "popover-tap-outside-asks-should-dismiss-ios14",
    window: "host",
    summary: "On iOS 14, a popover tapped away consults the adaptive delegate's presentationControllerShouldDismiss, which replaces the deprecated popover method",
    notes: """
      The deprecated method the pull request removes is
      popoverPresentationControllerShouldDismissPopover(_:) (deprecated in iOS 13); the description
      names both methods with the new name. Xcode 12.5 shipped the iOS 14.5 SDK, which gives the
      version. The drawer is shown as a popover on iPad; the user taps outside it and the delegate's
      presentationControllerShouldDismiss(_:) decides.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/microsoft/fluentui-apple/pull/581",
      title: "Remove deprecated API delegate method to fix auto popover dismiss in Xcode 12.5",
      date: "2021-05-20",
      ios: "14.5",
      device: "iPad",
      feature: .popover,
      quote: """
        API `presentationControllerShouldDismiss` is deprecated. A side effect of using it causes the popover to be dismissed when hovered by accessibility inspector. 

        Substituting it with `presentationControllerShouldDismiss` and relaying call to `drawerControllerShouldDismissDrawer` resolves the problem and allows client to control the default functionality. 
        ...
        Test scenarios for dismissal work with the new API's as expected 

        """
    )
  ) {
    Controller("host")
    Controller(
      "drawer",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "drawerDelegate"
    )
    AdaptiveDelegate("drawerDelegate", shouldDismiss: true, didDismiss: true)
  } steps: {
    Present("drawer", from: "host")
    TapOutside("drawer")
  } expect: {
    ExpectPresent("drawerDelegate.presentationControllerShouldDismiss")
    ExpectBefore(
      "drawerDelegate.presentationControllerShouldDismiss",
      after: "drawer.viewWillDisappear"
    )
  }
}

private func evidenceUikit13PopoversSheetWhileContainerPresented() -> TransitionScenario {
  TransitionScenario(
    "popovers-sheet-while-container-presented",
    window: "host",
    summary: "A SwiftUI sheet requested while a popover library's container is still presented is refused on the root hosting controller, naming the container",
    notes: """
      No iOS version in the issue; iOS 15 is inferred from its date (2022-01-05: iOS 15.2 was current).
      `host` is the window's root hosting controller and `column` the hosting controller of the
      navigation column inside it (a contained child); the library's container is presented over full
      screen from the column, then the sheet is requested from the same column.

      """,
    tags: ["warning", "already-presenting", "swiftui"],
    source: EvidenceSource(
      url: "https://github.com/aheze/Popovers/issues/11",
      title: "SwiftUI sheet sometimes fails to present",
      date: "2022-01-05",
      ios: "15",
      feature: .error,
      quote: """
        Sometimes when I try to present a sheet, nothing happens, and this is printed to the console:

        > 2022-01-05 09:37:44.755224-0800 PopoversPlaygroundsApp[83666:1047669] [Presentation] Attempt to present <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_: 0x129811c00> on <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x127e0e060> (from <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVVS_22_VariadicView_Children7ElementVS_24NavigationColumnModifier__: 0x127e09d90>) which is already presenting <Popovers.PopoverContainerViewController: 0x12c70a5d0>.

        This is reproducible in the sample app if you tap on the "Context Menu" button, then tap on the "Popover from Sheet" button *before* dismissing the context menu.

        """
    )
  ) {
    Controller("host", children: ["column"])
    Controller("column")
    Controller("container", modalPresentationStyle: .overFullScreen)
    Controller("sheet")
  } steps: {
    Present("container", from: "column")
    Present("sheet", from: "column")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <sheet> on <host> (from <column>) which is already presenting <container>."
    )
    ExpectAbsent("sheet.viewWillAppear")
  }
}

private func evidenceUikit13ReadingPresentationControllerDefeatsTransparentModal() -> TransitionScenario {
  TransitionScenario(
    "reading-presentation-controller-defeats-transparent-modal",
    window: "stack",
    summary: "Accessing presentationController before setting the modal presentation style creates the presentation controller, which cannot change afterwards, so an .overFullScreen (transparent) modal is presented as the default sheet",
    notes: """
      In react-native-screens, 'transparentModal' is .overFullScreen. No iOS version is named; iOS 13
      is inferred from the date (2019-10-18), when the default style became a sheet. With the
      presentation controller created for the default style, the modal is a page sheet: the user can
      swipe it down, which an .overFullScreen presentation would not allow. Up to rules version 3 the
      engine applied the early read only to .custom (rule 15.4); rule 19.2 made it hold
      this case, which is among the sources of that rule.

      """,
    source: EvidenceSource(
      url: "https://github.com/software-mansion/react-native-screens/pull/185",
      title: "Fix non-default modal presentation styles",
      date: "2019-10-18",
      ios: "13",
      feature: .present,
      quote: """
        Using alternative modal presentation styles like `transparentModal` is not working. This is because accessing `presentationController` before setting the `modalPresentationStyle` causes the presentation controller to be created and cannot be changed afterwards. This is documented https://developer.apple.com/documentation/uikit/uiviewcontroller/1621426-presentationcontroller?language=objc.

        Yes very cool API

        Tested via @react-navigation/native-stack using presentation: 'transparentModal'.

        """
    )
  ) {
    Controller("stack")
    Controller("transparentModal")
  } steps: {
    ReadPresentationController("transparentModal")
    SetProperties("transparentModal", .modalPresentationStyle(.overFullScreen))
    Present("transparentModal", from: "stack")
    SwipeDown("transparentModal", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectPresent("transparentModal.viewDidDisappear")
  }
}

private func evidenceUikit13ReadingPresentationControllerKeepsSheetIos13() -> TransitionScenario {
  TransitionScenario(
    "reading-presentation-controller-keeps-sheet-ios13",
    window: "home",
    summary: "On iOS 13, reading a navigation controller's presentationController before presenting makes a later .fullScreen style ineffective; it is still presented as a page sheet",
    notes: """
      The report is of 2019-09-04 and the maintainer's explanation of 2019-09-05: the library read
      presentationController (in a swizzled pushViewController) before the navigation controller was
      presented, and the .fullScreen set afterwards had no effect. A page sheet keeps the presenter on
      screen, so the presenter hears no viewWillDisappear. Up to rules version 3 the engine applied the
      early read only to .custom (rule 15.4); rule 19.2 made it hold this case, which is
      among the sources of that rule.

      """,
    source: EvidenceSource(
      url: "https://github.com/HeathWang/HWPanModal/issues/27",
      title: "影响iOS13 present modalPresentationStyle",
      date: "2019-09-05",
      ios: "13",
      feature: .present,
      quote: """
        在iOS13中 present 带Navigation的控制器， 设置 nav.modalPresentationStyle = .fullScreen 无效， present的效果依旧是iOS13中的pageSheet效果
        ...
        不是交换的问题，是在controller没有present出来的时候调用了获取`presentationController `造成的。

        """
    )
  ) {
    Controller("home")
    Controller("nav", type: .navigation, children: ["page"])
    Controller("page")
  } steps: {
    ReadPresentationController("nav")
    SetProperties("nav", .modalPresentationStyle(.fullScreen))
    Present("nav", from: "home")
  } expect: {
    ExpectAbsent("home.viewWillDisappear")
    ExpectAbsent("home.viewDidDisappear")
  }
}

private func evidenceUikit13RnAlertOnRootUnderModalScreen() -> TransitionScenario {
  TransitionScenario(
    "rn-alert-on-root-under-modal-screen",
    window: "root",
    summary: "A React Native alert from a screen shown with modal stack presentation is refused on the root controller, which is already presenting the screen",
    notes: """
      A comment (2021-04-21) in the issue; no iOS version, iOS 14 is inferred from the date (iOS 14.5
      was current). The root controller presents the screen modally (react-native-screens' `modal`
      stack presentation, a page sheet); the alert is then presented on the root, which is presenter
      and source in the log.

      """,
    tags: ["warning", "already-presenting", "alert", "react-native"],
    source: EvidenceSource(
      url: "https://github.com/tinycreative/react-native-intercom/issues/417",
      title: "Issue with alerts after library integration",
      date: "2021-04-21",
      ios: "14",
      feature: .alert,
      quote: """
        Having a similar issue. Alerts which are called in a screen with 'stackPresentation: modal' are not appearing.

        Edit: This error is showing in Xcode logs...
        `[Presentation] Attempt to present <UIAlertController: 0x7fd37c0e0c00> on <UIViewController: 0x7fd379c176f0> (from <UIViewController: 0x7fd379c176f0>) which is already presenting <RNSScreen: 0x7fd381254bd0>.`

        """
    )
  ) {
    Controller("root")
    Controller("screen", modalPresentationStyle: .pageSheet)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("screen", from: "root")
    Present("alert", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <alert> on <root> (from <root>) which is already presenting <screen>."
    )
    ExpectAbsent("alert.viewWillAppear")
  }
}

private func evidenceUikit13RnAlertWhileModalClosing() -> TransitionScenario {
  TransitionScenario(
    "rn-alert-while-modal-closing",
    window: "root",
    summary: "An alert presented on the top-most controller while that React Native modal is being closed is not shown",
    notes: """
      No iOS version in the pull request; iOS 13 is inferred from its date (2020-07-08: iOS 13.5 was
      current; the test plan uses React Native 0.63.0-rc.1). Closing the modal and calling Alert.alert
      happen in one handler; React Native presents the alert on the top-most presented controller, the
      modal being dismissed. The modal's style is React Native's default then (full screen). The source
      quotes no console line.

      """,
    tags: ["alert", "in-flight", "react-native", "same-turn"],
    source: EvidenceSource(
      url: "https://github.com/react/react-native/pull/29295",
      title: "iOS: Update RCTAlertManager to use new RCTAlertController",
      date: "2020-07-08",
      ios: "13",
      feature: .alert,
      quote: """
        Currently when an alert is being shown while a modal is being dismissed, it causes the alert not to show and In some cases it causes the UI to become unresponsive. I think this was caused by using RCTPresentedViewController to try and display the Alert the currently presented view. The View the Alert was going to be shown on is dismissed and the modal doesn't show.
        ...
          onCloseBroken = () => {
            setVisible(false)
            Alert.alert('Alert', 'Alert won\\'t show')
          }

        """
    )
  ) {
    Controller("root")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("modal", from: "root")
    Dismiss("modal")
    Present("alert", from: "modal").sameTurn()
  } expect: {
    ExpectAbsent("alert.viewDidAppear")
  }
}

private func evidenceUikit13ShareSheetSwipeStartWillDisappear() -> TransitionScenario {
  TransitionScenario(
    "share-sheet-swipe-start-will-disappear",
    window: "host",
    summary: "On iOS 13, starting to swipe a sheet down already calls its viewWillDisappear; if the user cancels, the sheet stays and viewDidDisappear never comes",
    notes: """
      The share view is presented as a sheet (the iOS 13 default) and the user drags it part of the
      way, then lets go. The rule book's Q17 asks where the presented controller's "will" falls during
      a drag; this source places viewWillDisappear at the start of the swipe, before the release.

      """,
    source: EvidenceSource(
      url: "https://github.com/Expensify/react-native-share-menu/pull/81",
      title: "[ios 13] Swipe to dismiss issues",
      date: "2020-09-22",
      ios: "13",
      feature: .sheet,
      quote: """
        1. When start swiping down, `viewWillDisappear` is triggered, so `ShareMenuReactView` detach the delegate. If user cancel swipe down, the share view still showing but the delegate already detached.
        -> **Solution**: detach delegate in `viewDidDisappear`

        """
    )
  ) {
    Controller("host")
    Controller("shareView")
  } steps: {
    Present("shareView", from: "host")
    SwipeDown("shareView", progress: [0.1, 0.2, 0.3], release: .cancel)
  } expect: {
    ExpectPresent("shareView.viewWillDisappear")
    ExpectAbsent("shareView.viewDidDisappear")
  }
}

private func evidenceUikit13SideMenuDefaultStyleNoWillDisappear() -> TransitionScenario {
  TransitionScenario(
    "side-menu-default-style-no-will-disappear",
    window: "main",
    summary: "A side menu presents a screen with the iOS 13 default style and its own viewWillDisappear never comes",
    notes: """
      SideMenu presents its navigation controller over the screen (.overFullScreen with its own
      animator); the scenario keeps the style and leaves the animator out. The menu's list presents a
      controller with the default style. Under uikit-8 the default is full screen and the menu would
      hear viewWillDisappear; the issue implies the library relied on that, but does not say it,
      so no fact is pinned to uikit-8.

      """,
    source: EvidenceSource(
      url: "https://github.com/jonkykong/SideMenu/issues/558",
      title: "dismissOnPresent on iOS 13",
      date: "2019-09-25",
      ios: "13",
      feature: .sheet,
      quote: """
        When modally presenting a controller from the side menu on iOS 13 the menu doesn't dismiss. The problem itself is because of iOS 13 `modalPresentationStyle` changes:

        > Defaults to UIModalPresentationAutomatic on iOS starting in iOS 13.0, and UIModalPresentationFullScreen on previous versions.

        As result, `viewWillDisappear` of `SideMenuNavigationController` isn't called, when presenting a controller with default presentation style.

        """
    )
  ) {
    Controller("main")
    Controller(
      "menu",
      type: .navigation,
      children: ["menuList"],
      modalPresentationStyle: .overFullScreen
    )
    Controller("menuList")
    Controller("detail")
  } steps: {
    Present("menu", from: "main")
    Present("detail", from: "menuList")
  } expect: {
    ExpectAbsent("menu.viewWillDisappear")
  }
}

private func evidenceUikit13SlideOverCardOverSheet() -> TransitionScenario {
  TransitionScenario(
    "slide-over-card-over-sheet",
    window: "root",
    summary: "A card library presents on the window's root hosting controller while a SwiftUI sheet is up; refused with \"which is already presenting\" naming the sheet's hosting controller",
    notes: """
      No iOS version in the issue; iOS 14 is inferred from its date (2021-06-02: iOS 14.6 was current).
      The window's root hosting controller presents the SwiftUI sheet (a page sheet); the card manager
      then presents its own hosting controller on the root, which is both presenter and source in the
      log.

      """,
    tags: ["warning", "already-presenting", "swiftui", "sheet"],
    source: EvidenceSource(
      url: "https://github.com/joogps/SlideOverCard/issues/6",
      title: "SOCManager doesn't work inside sheet",
      date: "2021-06-02",
      ios: "14",
      feature: .sheet,
      quote: """
        If I tried to present a card using the SOCManager from a Sheet, it doesn't work.
        ...
        Error message in terminal:

        2021-06-02 14:54:58.677044+0300 CardTest[53318:3531446] [Presentation] Attempt to present <_TtGC7SwiftUI19UIHostingControllerGV13SlideOverCard13SlideOverCardGVS_6ZStackVS_4Text___: 0x7faab5d29920> on <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x7faab5f05810> (from <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x7faab5f05810>) which is already presenting <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_: 0x7faab5d12080>.

        """
    )
  ) {
    Controller("root")
    Controller("sheet", modalPresentationStyle: .pageSheet)
    Controller("card", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("sheet", from: "root")
    Present("card", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <card> on <root> (from <root>) which is already presenting <sheet>."
    )
    ExpectAbsent("card.viewWillAppear")
  }
}

private func evidenceUikit13SwiftuiSecondSheetFromDestination() -> TransitionScenario {
  TransitionScenario(
    "swiftui-second-sheet-from-destination",
    window: "root",
    summary: "While a SwiftUI settings sheet is up, a sheet requested from a navigation destination is refused on the root hosting controller, naming the destination as source",
    notes: """
      iOS 14 beta 5 (the issue says "beta 5 for iOS and Xcode"). The settings sheet is presented by the
      root hosting controller; while it is up, a sheet is requested from a navigation destination's
      hosting controller, inside a navigation controller that is a child of the root. UIKit names the
      root as presenter and the destination as source. The quoted log is cut inside the last class
      name.

      """,
    tags: ["warning", "already-presenting", "swiftui", "sheet"],
    source: EvidenceSource(
      url: "https://github.com/writefreely/writefreely-swiftui-multiplatform/issues/23",
      title: "[iOS] Close button does not dismiss Settings sheet after logging in",
      date: "2020-08-25",
      ios: "14.0 beta 5",
      feature: .sheet,
      quote: """
        - This behaviour occurs in beta 5 for iOS and Xcode.
        ...
        Seems likely to be related — the debugger shows the following on login/logout:

        ```
        2020-08-25 14:57:07.934096-0400 WriteFreely-MultiPlatform[35318:3866267] [Presentation] Attempt to present
        <_TtGC7SwiftUI22SheetHostingControllerVS_7AnyView_: 0x7faa044df580> on
        <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x7faa07106800> (from
        <_TtGC7SwiftUIP10$10c60dcd428DestinationHostingControllerVS_7AnyView_: 0x7faa056c4350>) which is already
        presenting <_TtGC7SwiftUI22SheetHostin

        """
    )
  ) {
    Controller("root", children: ["nav"])
    Controller("nav", type: .navigation, children: ["list", "destination"])
    Controller("list")
    Controller("destination")
    Controller("settings")
    Controller("other")
  } steps: {
    Present("settings", from: "root")
    Present("other", from: "destination")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <other> on <root> (from <destination>) which is already presenting <settings>"
    )
    ExpectAbsent("other.viewWillAppear")
  }
}

private func evidenceUikit13SwipeDismissOnlyForSheetStyles() -> TransitionScenario {
  TransitionScenario(
    "swipe-dismiss-only-for-sheet-styles",
    window: "root",
    summary: "Swipe-to-dismiss works for .formSheet and .pageSheet presentations and not for a full-screen one, a native constraint",
    notes: """
      The question is of 2020-04-14 and the maintainer's answer of 2020-04-16; no iOS version is named,
      iOS 13 is inferred from the dates. The swipe on the full-screen modal is the user's drag that
      UIKit ignores; the engine treats it as a swipe on a controller that is not a sheet, which does
      nothing (and prints an authoring warning).

      """,
    source: EvidenceSource(
      url: "https://github.com/wix/react-native-navigation/issues/6125",
      title: "Can you swipeToDismiss fullScreen modal?",
      date: "2020-04-16",
      ios: "13",
      feature: .sheet,
      quote: """
        I've tested all options with `modalPresentationStyle` and `modalTransitionStyle` to get swipeToDismiss to work, but It only works with `formSheet` and `pageSheet`  `modalPresentationStyle`. 
        ...
        Hi there, `swipeToDismiss` feature is only available for `sheet` style modals. This is a native constraint.

        """
    )
  ) {
    Controller("root")
    Controller("sheet", modalPresentationStyle: .formSheet)
    Controller("full", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("sheet", from: "root")
    SwipeDown("sheet", progress: [0.2, 0.5, 0.8], release: .finish)
    Present("full", from: "root")
    SwipeDown("full", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectPresent("sheet.viewDidDisappear")
    ExpectAbsent("full.viewWillDisappear")
    ExpectAbsent("full.viewDidDisappear")
  }
}

private func evidenceUikit13ViewControllerForAdaptiveStyleNotAskedForNone() -> TransitionScenario {
  TransitionScenario(
    "view-controller-for-adaptive-style-not-asked-for-none",
    window: "main",
    summary: "When the adaptive delegate answers .none, presentationController(_:viewControllerForAdaptivePresentationStyle:) is not called, and the popover stays a popover on iPhone",
    notes: """
      Matt Neuburg's example code, commit 4f916d62 ("continuing to play with chapter 9 examples",
      2019-09-08); iOS 13 is inferred from that date. The view controller sets the popover's
      presentation controller delegate before presenting, which reads presentationController after
      the style is set to .popover; the delegate answers .none from the trait-collection method
      (the comment above it: "permitted not to adapt even on iPhone").

      """,
    source: EvidenceSource(
      url: "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/4f916d628ea85407b28786707313bf2a99835e61/bk2ch09p477popoversOnPhone/PopoverOnPhone/ViewController.swift",
      title: "Programming iOS Book Examples: bk2ch09p477popoversOnPhone ViewController.swift",
      date: "2019-09-08",
      ios: "13",
      device: "iPhone",
      feature: .adaptive,
      quote: """
            // return .fullScreen // permitted to adapt even on iPad
            // return .formSheet // can adapt to anything
            return .none
        }

        // called only if the adaptive presentation style is not .none
        func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {

        """
    )
  ) {
    Controller("main")
    Controller(
      "help",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "mainDelegate"
    )
    AdaptiveDelegate(
      "mainDelegate",
      adaptivePresentationStyleForTraitCollection: .noAdaptation,
      viewControllerForAdaptivePresentationStyle: .wrapInNavigation
    )
  } steps: {
    ReadPresentationController("help")
    Present("help", from: "main")
  } expect: {
    ExpectPresent("mainDelegate.adaptivePresentationStyle(for:traitCollection:)").result("none")
    ExpectAbsent("mainDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)")
  }
}

private func evidenceUikit13WelcomeReturnViewDidAppearIos12Not13() -> TransitionScenario {
  TransitionScenario(
    "welcome-return-view-did-appear-ios12-not-13",
    window: "main",
    summary: "A welcome screen presented modally returns; the presenter's viewDidAppear runs on iOS 12 but not on iOS 13.2",
    notes: """
      The iOS 12 half of the observation is pinned to uikit-8. The fix (pull request 18 of the same
      repository) forces .fullScreen, which restores the call.

      """,
    source: EvidenceSource(
      url: "https://github.com/pretix/pretixscan-ios/issues/15",
      title: "Unable to set up event on iOS 13.2",
      date: "2019-11-10",
      ios: "13.2",
      feature: .sheet,
      quote: """
        This seems to be because we display the welcome and ticket scanning view controllers modally, but what "modal" means has changed in iOS 13. When the welcome controller returns, `viewDidAppear` is called on iOS 12, but not 13, so `checkFirstRunActions` is not called any more when the welcome view controller is dismissed.

        """
    )
  ) {
    Controller("main")
    Controller("welcome")
  } steps: {
    Present("welcome", from: "main")
    Dismiss("welcome")
  } expect: {
    ExpectPresent("main.viewDidAppear").profiles("uikit-8")
    ExpectAbsent("main.viewDidAppear")
  }
}

private func evidenceUikit13WhatsNewSwipeDidDismissWorkaround() -> TransitionScenario {
  TransitionScenario(
    "whats-new-swipe-did-dismiss-workaround",
    window: "planner",
    summary: "A library's dismissal closure misses a swipe on a page sheet; setting the presentation controller's delegate and implementing presentationControllerDidDismiss catches it",
    notes: """
      The issue names no iOS version; iOS 14 is inferred from its date (2020-09-20, four days after
      iOS 14's release). The parent reads whatsNew.presentationController to set its delegate before
      presenting, as the workaround does.

      """,
    source: EvidenceSource(
      url: "https://github.com/BalestraPatrick/WhatsNew/issues/35",
      title: "\"onDismissal\" closure doesn't execute when vc is dismissed with swipe",
      date: "2020-09-20",
      ios: "14",
      feature: .sheet,
      quote: """
        But the closure only executes when the user clicks on the "continue" button at the bottom of the WhatsNew vc. It does not execute when the user dismisses the page sheet by swiping downward.
        ...
        Then in the parent vc's function where I initialize the WhatsNew vc, prior to calling `whatsNew.presentIfNeeded(on: self)`, I set "self" as the presentation controller delegate:

        `whatsNew.presentationController?.delegate = self`

        Lastly, in the parent VC, I implement the [`presentationControllerDidDismiss(_:)`](https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/3229889-presentationcontrollerdiddismiss) method and call the same dismissal action that I defined for `whatsNew.onDismissal`:

        """
    )
  ) {
    Controller("planner")
    Controller("whatsNew", presentationControllerDelegate: "planner_delegate")
    AdaptiveDelegate("planner_delegate", didDismiss: true)
  } steps: {
    ReadPresentationController("whatsNew")
    Present("whatsNew", from: "planner")
    SwipeDown("whatsNew", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectPresent("planner_delegate.presentationControllerDidDismiss")
  }
}

private func evidenceUikit13XcoordinatorDismissalAnimationDefault() -> TransitionScenario {
  TransitionScenario(
    "xcoordinator-dismissal-animation-default",
    window: "R",
    summary: "An Animation object used as transitioning delegate and kept by nobody gives the custom presentation but UIKit's default dismissal",
    notes: """
      The second paragraph is the maintainer's answer; the reporter confirmed "That solved it". The
      issue gives no iOS version; it is dated 2020-03-06, when iOS 13 was the released version
      (inferred from the date). It does not say the presentation style either; `fullScreen` is chosen
      here as the smallest style that plays a custom animator without a presentation controller.

      """,
    source: EvidenceSource(
      url: "https://github.com/QuickBirdEng/XCoordinator/issues/164",
      title: "Dismissal animation not working",
      date: "2020-03-06",
      ios: "13",
      feature: .custom,
      quote: """
        the presentation animation works as expected but not the dismissal. I get the default animation.

        Since Animations are used as `transitioningDelegate` in your viewController and therefore are not held strongly by the viewController itself (but only as a weak reference), you will have to make sure to hold it yourself.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .fullScreen, transitioningDelegate: "animation")
    TransitioningDelegate(
      "animation",
      retainedElsewhere: false,
      presentAnimator: Animator(class: "ZoomInAnimation"),
      dismissAnimator: Animator(class: "ZoomOutAnimation")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectPresent("animation.animationController(forPresented:presenting:source:)")
    ExpectAbsent("animation.animationController(forDismissed:)")
  }
}

private func evidenceUikit17AncestorDismissSkipsDidDismiss() -> TransitionScenario {
  TransitionScenario(
    "ancestor-dismiss-skips-did-dismiss",
    window: "browser",
    summary: "A sheet dismissed in code by its presenter does not go through presentationControllerDidDismiss, but its viewDidDisappear runs with isBeingDismissed",
    notes: """
      The code comment in AIChatContextualSheetViewController.swift, added by the pull request. No iOS
      version is named; iOS 26 is inferred from the date (2026-05-27). The sheet's presentation
      controller delegate implements presentationControllerDidDismiss(_:); the browser controller that
      presented the sheet dismisses it in code.

      """,
    source: EvidenceSource(
      url: "https://github.com/duckduckgo/apple-browsers/pull/5126",
      title: "iOS: Add Duck.ai chrome split-button + contextual-sheet toggle",
      date: "2026-05-27",
      ios: "26",
      feature: .sheet,
      quote: """
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Catches dismissals that don't route through presentationControllerDidDismiss
            // (e.g. programmatic dismiss by an ancestor, tab transitions). Keeps the
            // coordinator's isSheetPresented flag in sync with reality so the chrome chip
            // doesn't show a stale "sheet open" glyph.
            if isBeingDismissed || isMovingFromParent {
                delegate?.aiChatContextualSheetViewControllerDidDismiss(self)
            }
        }

        """
    )
  ) {
    Controller("browser")
    Controller(
      "contextualSheet",
      modalPresentationStyle: .pageSheet,
      presentationControllerDelegate: "coordinator"
    )
    AdaptiveDelegate("coordinator", didDismiss: true)
  } steps: {
    Present("contextualSheet", from: "browser")
    Dismiss("browser")
  } expect: {
    ExpectAbsent("coordinator.presentationControllerDidDismiss")
    ExpectPresent("contextualSheet.viewDidDisappear")
  }
}

private func evidenceUikit17DeltachatErrorAlertOverProgressAlert() -> TransitionScenario {
  TransitionScenario(
    "deltachat-error-alert-over-progress-alert",
    window: "tabs",
    summary: "While a progress alert is up, an error alert from a chat screen inside a tab bar is refused on the tab bar controller, naming the progress alert",
    notes: """
      No iOS version in the issue; iOS 18 is inferred from its date (2025-06-02: iOS 18.5 was current).
      The chat screen sits in a navigation controller inside the tab bar controller; the progress alert
      is already up (presented from the chat screen, so by the tab bar controller) when the error alert
      is presented from the same chat screen.

      """,
    tags: ["warning", "already-presenting", "alert"],
    source: EvidenceSource(
      url: "https://github.com/deltachat/deltachat-ios/issues/2736",
      title: "showing error alerts not always working",
      date: "2025-06-02",
      ios: "18",
      feature: .alert,
      quote: """
        we're presenting a "progress" bar eg. on recoding videos or on attaching multiple files.
        ...
        logging works, however, presenting fails easily with error as `2025-06-02 14:29:45.712144+0200 deltachat-ios[1151:38684] [Presentation] Attempt to present <UIAlertController: 0x116970e00> on <UITabBarController: 0x1168a6c00> (from <deltachat_ios.ChatViewController: 0x117817c00>) which is already presenting <UIAlertController: 0x11788f800>.`

        it seems clear there is already sth displayed (the progress bar) and therefore the alert cannot be shown.

        """
    )
  ) {
    Controller("tabs", type: .tabBar, children: ["chats"])
    Controller("chats", type: .navigation, children: ["chat"])
    Controller("chat")
    Controller("progress", modalPresentationStyle: .overFullScreen)
    Controller("error", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("progress", from: "chat")
    Present("error", from: "chat")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "[Presentation] Attempt to present <error> on <tabs> (from <chat>) which is already presenting <progress>."
    )
    ExpectAbsent("error.viewWillAppear")
  }
}

private func evidenceUikit17FullScreenOverFormSheetDidDisappear() -> TransitionScenario {
  TransitionScenario(
    "full-screen-over-form-sheet-did-disappear",
    window: "root",
    summary: "A full-screen modal presented from a form sheet makes the sheet's controller get viewDidDisappear while the sheet stays presented",
    notes: """
      Review thread on RNSFormSheetContentController.mm: an automated reviewer raised the case and a
      maintainer (kligarski) confirmed it on a device recording. No iOS version is named; iOS 26 is
      inferred from the date (2026-06-15). "Pushed" here is a modal presentation from the sheet.

      """,
    source: EvidenceSource(
      url: "https://github.com/software-mansion/react-native-screens/pull/4016",
      title: "fix(FabricExample, FormSheet v5): Fix stacking FormSheets",
      date: "2026-06-15",
      ios: "26",
      feature: .appearance,
      quote: """
        `viewDidDisappear:` can be triggered when this controller is temporarily covered by another full-screen modal presented from it, not only when it is dismissed.
        ...
        I pushed full screen modal over the formsheet and I got `viewDidDisappear` which caused JS state desynchronization.

        """
    )
  ) {
    Controller("root")
    Controller("formSheet", modalPresentationStyle: .formSheet)
    Controller("fullModal", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("formSheet", from: "root")
    Present("fullModal", from: "formSheet")
    Inspect("formSheet")
  } expect: {
    ExpectPresent("formSheet.viewDidDisappear")
    ExpectPresent("formSheet.presentingViewController").result("root")
  }
}

private func evidenceUikit17FullScreenVsCardModalIsAppearingLog() -> TransitionScenario {
  TransitionScenario(
    "full-screen-vs-card-modal-is-appearing-log",
    window: "first",
    summary: "With viewIsAppearing logged, a full-screen modal gives first.willDisappear, second.willAppear, second.isAppearing, second.didAppear, first.didDisappear, while a card modal dismissed all the way gives the first screen nothing",
    notes: """
      No iOS version is named; iOS 17 is inferred from the date (2024-02-07) and from viewIsAppearing
      in the log. The rule book's RUDIN17 (rule 13.1) may be this same author's post; it is cited there
      for the card modal released early, a fact this case does not use. The scenario shows the card
      modal swiped away, then the full-screen modal presented.

      """,
    source: EvidenceSource(
      url: "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal",
      title: "[iOS] LifeCycle in Modal",
      date: "2024-02-07",
      ios: "17",
      feature: .appearance,
      quote: """
        Card Modal scene을 완전히 닫을 시
        - Card Modal vc만 deinit 된다.
        - First vc는 그대로 계층구조에 남아있기 때문에 별 다른 LifeCycle 메소드는 실행되지 않는다.
        ...
        FullScreen Modal scene으로 이동 시
        - Card Modal과 달리, 기존의 First vc는 Second vc가 메모리에 로드 된 뒤 Disappear된다.
        fist vc willDisappear -second vc willAppear - second vc isAppearing - second vc didAppear - first vc didDisappear

        """
    )
  ) {
    Controller("first")
    Controller("card")
    Controller("second", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("card", from: "first")
    SwipeDown("card", progress: [0.2, 0.5, 0.8], release: .finish)
    Present("second", from: "first")
  } expect: {
    ExpectAbsent("first.viewWillAppear")
    ExpectAbsent("first.viewDidAppear")
    ExpectBefore("first.viewWillDisappear", after: "second.viewWillAppear")
    ExpectBefore("second.viewWillAppear", after: "second.viewIsAppearing")
    ExpectBefore("second.viewIsAppearing", after: "second.viewDidAppear")
    ExpectBefore("second.viewDidAppear", after: "first.viewDidDisappear")
  }
}

private func evidenceUikit17ImageViewerOnScreenPresentingModal() -> TransitionScenario {
  TransitionScenario(
    "image-viewer-on-screen-presenting-modal",
    window: "below",
    summary: "An image viewer presented on a screen that is already presenting a modal screen (Expo Router, presentation modal) is refused with \"which is already presenting\"",
    notes: """
      No iOS version in the issue; iOS 18 is inferred from its date (2025-04-02: iOS 18.4 was current).
      The screen below (`below`) presents the route's screen (`detail`) as a modal (`presentation:
      'modal'`, a page sheet); the image library presents its viewer on `below`, which is presenter and
      source in the log. Note the log's prefix here is "[UIKitCore]" rather than "[Presentation]"; the
      fact leaves the prefix out.

      """,
    tags: ["warning", "already-presenting", "react-native"],
    source: EvidenceSource(
      url: "https://github.com/nandorojo/galeria/issues/35",
      title: "Usage in modal screen with stack navigation (Expo router)",
      date: "2025-04-02",
      ios: "18",
      feature: .error,
      quote: """
        On that screen, which is a dynamic route, I'm using galeria to show images. Because I'm using the screen as a modal, galeria is not working: `[UIKitCore] Attempt to present <ImageViewer_swift.ImageCarouselViewController: 0x13301a600> on <RNSScreen: 0x374ea4c00> (from <RNSScreen: 0x374ea4c00>) which is already presenting <RNSScreen:
        0x107f5e000>.`

        """
    )
  ) {
    Controller("below")
    Controller("detail", modalPresentationStyle: .pageSheet)
    Controller("viewer", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("detail", from: "below")
    Present("viewer", from: "below")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <viewer> on <below> (from <below>) which is already presenting <detail>."
    )
    ExpectAbsent("viewer.viewWillAppear")
  }
}

private func evidenceUikit17MailComposerOnSplashPresentingFlutter() -> TransitionScenario {
  TransitionScenario(
    "mail-composer-on-splash-presenting-flutter",
    window: "splash",
    summary: "A mail composer presented on a native splash controller that presents the Flutter view controller is refused with \"which is already presenting\"",
    notes: """
      No iOS version in the issue; iOS 18 is inferred from its date (2025-01-28: iOS 18.2 was current).
      The splash controller is the window's root and presents the Flutter view controller; the plugin
      presents the composer on the window's root. The style of the Flutter controller's presentation is
      not given; the scenario uses the default.

      """,
    tags: ["warning", "already-presenting", "flutter"],
    source: EvidenceSource(
      url: "https://github.com/sidlatau/flutter_email_sender/issues/117",
      title: "Error: Attempt to present which is already presenting",
      date: "2025-01-28",
      ios: "18",
      feature: .error,
      quote: """
        I builded a native splashViewController with this tutorial:
        ...
        If I try to open the MFMailComposeViewController with this package I get the following error:

        `Attempt to present <MFMailComposeViewController: 0x1508ed800> on <Runner.SplashViewController: 0x147f131c0> (from <Runner.SplashViewController: 0x147f131c0>) which is already presenting <FlutterViewController: 0x14a25f800>.`

        How could I prevent this?

        To change the rootController with `appDelegate.window?.rootViewController = flutterViewController` is not possible because I get a black blinking between the views. present is working better.

        """
    )
  ) {
    Controller("splash")
    Controller("flutter")
    Controller("mail")
  } steps: {
    Present("flutter", from: "splash")
    Present("mail", from: "splash")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <mail> on <splash> (from <splash>) which is already presenting <flutter>."
    )
    ExpectAbsent("mail.viewWillAppear")
  }
}

private func evidenceUikit17OverFullScreenDemoCallsAppearanceByHand() -> TransitionScenario {
  TransitionScenario(
    "over-full-screen-demo-calls-appearance-by-hand",
    window: "nav",
    summary: "A demo dismisses an .overFullScreen controller and calls beginAppearanceTransition on the screen underneath by hand, because UIKit sends that screen no appearance callbacks",
    notes: """
      The code is flutter_boost's demo, quoted by the reporter; its comment says that under
      UIModalPresentationOverFullScreen the lifecycle display has a problem, so the controller at the
      bottom has to be driven by hand to run its viewAppear logic. No iOS version is named; iOS 18 is
      inferred from the date (2025-08-07). The scenario presents the transparent page over full screen
      and dismisses it the demo's way, with the app's begin/end appearance calls around the dismissal;
      the fact is that UIKit's own callbacks for the page underneath are the app's, not UIKit's.

      """,
    source: EvidenceSource(
      url: "https://github.com/alibaba/flutter_boost/issues/2225",
      title: "[Bug]: iOS 关于透明页面，提前影响 flutter 顶层容器 生命周期的问题",
      date: "2025-08-07",
      ios: "18",
      feature: .appearance,
      quote: """
        //这里分为两种情况，由于UIModalPresentationOverFullScreen下，生命周期显示会有问题
        //所以需要手动调用的场景，从而使下面底部的vc调用viewAppear相关逻辑
        if vc.modalPresentationStyle == .overFullScreen {

            //这里手动beginAppearanceTransition触发页面生命周期
            self.navigationController?.topViewController?.beginAppearanceTransition(true, animated: false)

            vc.dismiss(animated: true) {
                self.navigationController?.topViewController?.endAppearanceTransition()
            }
        }else{
            //正常场景，直接dismiss
            vc.dismiss(animated: true, completion: nil)
        }

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["flutterA"])
    Controller("flutterA")
    Controller("transparentB", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("transparentB", from: "flutterA")
    BeginAppearanceTransition("flutterA", appearing: true, animated: false)
    Dismiss("transparentB").sameTurn()
    EndAppearanceTransition("flutterA").during("transparentB.completion")
  } expect: {
    ExpectAbsent("flutterA.viewWillDisappear")
    ExpectAbsent("flutterA.viewDidDisappear")
    ExpectCount("flutterA.viewWillAppear", n: 1)
    ExpectBefore("flutterA.beginAppearanceTransition", after: "flutterA.viewWillAppear")
  }
}

private func evidenceUikit17PaywallFromRootUnderModal() -> TransitionScenario {
  TransitionScenario(
    "paywall-from-root-under-modal",
    window: "A",
    summary: "A paywall SDK presents on the window's root while the root presents screen B modally; refused with \"which is already presenting\"",
    notes: """
      No iOS version in the pull request; iOS 18 is inferred from its date (2025-03-14: iOS 18.3 was
      current). The style of B's presentation is not given; the scenario uses the default
      (`.automatic`, a page sheet). The quoted log is cut after "already presenting".

      """,
    tags: ["warning", "already-presenting", "react-native"],
    source: EvidenceSource(
      url: "https://github.com/adaptyteam/AdaptySDK-iOS/pull/116",
      title: "fix presenting AdaptUI from a modal view controller",
      date: "2025-03-14",
      ios: "18",
      feature: .error,
      quote: """
        When adapty UI is presented from a view controller which is presented modally, we got this error

        ```
        Attempt to present <AdaptyUI.AdaptyPaywallController: 0x152e89e00> on <UIViewController: 0x102b00400> (from <UIViewController: 0x102b00400>) which is already presenting
        ```
        ...
        - I have a screen `A`, which presents another controller `B`, modally.
        - Screen `B` has a purchase button.

        When tapping the button, it just does not work and the system prints a log saying this

        This is because adapty is trying to show the paywall screen from screen A (`window.rootViewcontroller`) which is not allowed because it is already presenting B.

        """
    )
  ) {
    Controller("A")
    Controller("B")
    Controller("paywall")
  } steps: {
    Present("B", from: "A")
    Present("paywall", from: "A")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <paywall> on <A> (from <A>) which is already presenting"
    )
    ExpectAbsent("paywall.viewWillAppear")
  }
}

private func evidenceUikit17PopoverPresentedOnItselfFastTap() -> TransitionScenario {
  TransitionScenario(
    "popover-presented-on-itself-fast-tap",
    window: "root",
    summary: "Tapping fast enough that a kept popover controller is presented again from the top-most controller, which is itself, raises \"Application tried to present modal view controller on itself\"",
    notes: """
      No iOS version in the issue; iOS 17 is inferred from its date (2024-01-11: iOS 17.2 was current).
      The popover library presents the kept controller from the top-most controller; on the second, fast
      tap that is the kept controller itself, still being presented. The scenario presents it as a
      popover from the root, then again from itself 0.1 s later.

      """,
    tags: ["exception", "on-itself", "popover"],
    source: EvidenceSource(
      url: "https://github.com/Kofktu/KUIPopOver/issues/28",
      title: "Using popped-up viewController as local property leads to error",
      date: "2024-01-11",
      ios: "17",
      feature: .error,
      quote: """
        I use a viewController as a local property(to keep some info when it is opened again). But if I click the trigger button very fast. An error happens:

        ```
        *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modal view controller on itself. Presenting controller is <testPopup.TipViewController: 0x103c12e40>.'
        ```

        """
    )
  ) {
    Controller("root")
    Controller("tip", modalPresentationStyle: .popover)
  } steps: {
    Present("tip", from: "root")
    Present("tip", from: "tip").at(0.1)
  } expect: {
    ExpectPresent(
      "UIKit.exception",
      argContains: "Application tried to present modal view controller on itself. Presenting controller is <tip>."
    )
  }
}

private func evidenceUikit17PresentDuringInflightDismissalSucceeds() -> TransitionScenario {
  TransitionScenario(
    "present-during-inflight-dismissal-succeeds",
    window: "home",
    summary: "On iOS 18 and 26 a present on a controller that is already presenting is ignored with a warning, but a present made while its presented sheet is being dismissed succeeds",
    notes: """
      A review comment by the pull request's author, testing in simulators of iOS 18 and iOS 26 (both
      uikit-17). The guard it discusses presents only when `presentedViewController` is nil, so both
      presents are made on the controller that presents the sheet. Step 2 is a present while the sheet is
      up; step 4 is a present 0.1 s into the sheet's dismissal. Up to rules version 3 the engine dropped
      the second present with E1; rule 19.9 rests on this case.

      """,
    tags: ["already-presenting", "in-flight", "sheet"],
    source: EvidenceSource(
      url: "https://github.com/woocommerce/woocommerce-ios/pull/17776",
      title: "Guard against stacked modal presentations crashing sheets on iOS 26",
      date: "2026-09-02",
      ios: "26",
      feature: .present,
      quote: """
        I actually tested raw present() behavior on both versions sims with a small probe app. If something is already presented, UIKit ignores the call on both iOS 18 and 26 (with the "Attempt to present…" warning) — so the guard changes nothing there. Presenting during an in-flight dismissal succeeds on both — the difference is that iOS 26's new sheet internals get corrupted by that overlap, while iOS

        """
    )
  ) {
    Controller("home")
    Controller("sheet")
    Controller("other")
    Controller("next")
  } steps: {
    Present("sheet", from: "home")
    Present("other", from: "home")
    Dismiss("sheet")
    Present("next", from: "home").at(0.45)
  } expect: {
    ExpectPresent("UIKit.warning", argContains: "Attempt to present <other>")
    ExpectAbsent("other.viewWillAppear")
    ExpectPresent("next.viewDidAppear")
  }
}

private func evidenceUikit17ShouldDismissFalseSwipeDidAttempt() -> TransitionScenario {
  TransitionScenario(
    "should-dismiss-false-swipe-did-attempt",
    window: "stack",
    summary: "When presentationControllerShouldDismiss answers false, a swipe on a form sheet is cancelled and UIKit still calls presentationControllerDidAttemptToDismiss",
    notes: """
      No iOS version is named; iOS 26 is inferred from the date (2026-03-17). The backdrop-tap half of
      the observation (no delegate call at all) is not something the format can say: tapOutside is a
      popover action. The scenario is the swipe.

      """,
    source: EvidenceSource(
      url: "https://github.com/software-mansion/react-native-screens/pull/3771",
      title: "fix(iOS, Stack v4): Fix `usePreventRemove` callback not called when tapping formSheet backdrop",
      date: "2026-03-17",
      ios: "26",
      feature: .sheet,
      quote: """
        When using a `FormSheet` with `preventNativeDismiss` enabled, swiping down the sheet correctly triggers the event for dismiss cancellation to JS. However, tapping the dimming backdrop fails to trigger it.
        When `presentationControllerShouldDismiss:` returns `NO`, UIKit cancels the dismissal. For swipe gestures, it still calls the `presentationControllerDidAttemptToDismiss` method. For backdrop taps, it simply drops the touch event entirely without any notification.

        """
    )
  ) {
    Controller("stack")
    Controller(
      "formSheet",
      modalPresentationStyle: .formSheet,
      presentationControllerDelegate: "screen"
    )
    AdaptiveDelegate(
      "screen",
      shouldDismiss: false,
      willDismiss: true,
      didDismiss: true,
      didAttemptToDismiss: true
    )
  } steps: {
    Present("formSheet", from: "stack")
    SwipeDown("formSheet", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectBefore(
      "screen.presentationControllerShouldDismiss",
      after: "screen.presentationControllerDidAttemptToDismiss"
    )
    ExpectAbsent("screen.presentationControllerDidDismiss")
    ExpectAbsent("formSheet.viewDidDisappear")
  }
}

private func evidenceUikit17StripeBottomSheetCompleteTransitionViewDidAppear() -> TransitionScenario {
  TransitionScenario(
    "stripe-bottom-sheet-complete-transition-view-did-appear",
    window: "R",
    summary: "In a custom bottom-sheet presentation, the presented controller's and its child's viewDidAppear come from the animator's completeTransition",
    notes: """
      The pull request's testing section says "Manually tested via lots of print statements". Stripe's
      PaymentSheet presents its BottomSheetViewController with `.custom` and the shared
      `BottomSheetTransitioningDelegate.default`, which vends a BottomSheetPresentationController and
      BottomSheetPresentationAnimator objects for both directions (BottomSheetTransitioningDelegate.swift);
      the sheet contains the current content (here the loading controller) as a child. The pull request
      gives no iOS version; it is dated 2024-07-22, when iOS 17 was the released version (inferred from
      the date). Only (A), the presentation, is modelled; (B) is the library's own container call.

      """,
    source: EvidenceSource(
      url: "https://github.com/stripe/stripe-ios/pull/3814",
      title: "Make BottomSheetViewController setContent... complete presentation tr…",
      date: "2024-07-22",
      ios: "17",
      feature: .custom,
      quote: """
        A) When we present the sheet, we need to call transitionContext.completeTransition when the presentation completes
         You must call this method after your animations have completed to notify the system that the transition animation is done.
        B) When we transition content within the sheet, we need to call endAppearanceTransition.
         If you are implementing a custom container controller, use this method to tell the child that the view transition is complete.
        Both of these methods end up calling viewDidAppear.

        If loading finishes after the sheet finishes presenting, it's fine - (A) only invokes the loading VC's viewDidAppear.

        """
    )
  ) {
    Controller("R")
    Controller(
      "sheet",
      children: ["loading"],
      modalPresentationStyle: .custom,
      transitioningDelegate: "bottomSheet"
    )
    Controller("loading")
    TransitioningDelegate(
      "bottomSheet",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "BottomSheetPresentationController"),
      presentAnimator: Animator(class: "BottomSheetPresentationAnimator"),
      dismissAnimator: Animator(class: "BottomSheetPresentationAnimator")
    )
  } steps: {
    Present("sheet", from: "R")
  } expect: {
    ExpectBefore("context:sheet.completeTransition", after: "sheet.viewDidAppear")
    ExpectBefore("context:sheet.completeTransition", after: "loading.viewDidAppear")
  }
}

private func evidenceUikit17SwitchPresentedChildDismissesParent() -> TransitionScenario {
  TransitionScenario(
    "switch-presented-child-dismisses-parent",
    window: "root",
    summary: "Dismissing a presented child twice while it is still being dismissed (to switch to another child) dismisses the presented parent as well",
    notes: """
      No iOS version in the pull request; iOS 26 is inferred from its date (2026-03-02). The parent
      `parent` is itself presented (by the root) and presents `child`; switching to another child calls
      dismiss on the parent while `child` is already being dismissed, and the parent goes too (the
      mechanism of the rule book's rule 17.3, from other sources). The second dismiss is made in the same
      turn as the first. The styles are the defaults (page sheets). The engine refuses the second
      dismiss with E4 ("Attempt to dismiss from view controller <parent> while a presentation or dismiss
      is in progress!") and the parent stays.

      """,
    tags: ["dismiss", "double-dismiss"],
    source: EvidenceSource(
      url: "https://github.com/pointfreeco/swift-navigation/pull/332",
      title: "UIKit: Fix switch presented child double dismiss",
      date: "2026-03-02",
      ios: "26",
      feature: .dismiss,
      quote: """
        Sometimes when changing the presented view controller from one to another, the parent also gets dismissed.

        The fix is to check if the `presentedViewController` is already being dismissed. If it is, wait for it to finish dismissing before presenting the new one.

        """
    )
  ) {
    Controller("root")
    Controller("parent")
    Controller("child")
  } steps: {
    Present("parent", from: "root")
    Present("child", from: "parent")
    Dismiss("parent")
    Dismiss("parent").sameTurn()
  } expect: {
    ExpectPresent("parent.viewDidDisappear")
    ExpectPresent("child.viewDidDisappear")
  }
}

private func evidenceUikit17TransmissionSheetPresentationControllerCustomAnimator() -> TransitionScenario {
  TransitionScenario(
    "transmission-sheet-presentation-controller-custom-animator",
    window: "R",
    summary: "A .custom transition whose delegate returns a UISheetPresentationController and its own animators uses those animators for both directions",
    notes: """
      The maintainer's answer (with his quick test) and the reporter's confirmation. The custom
      transition vends a UISheetPresentationController and a CoverTransitionAnimator lasting 1 s for
      presentation and dismissal. The issue gives no iOS version; it is dated 2024-04-09, when iOS 17
      was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/nathantannar4/Transmission/issues/39",
      title: "Possible to only provide a custom animator?",
      date: "2024-04-09",
      ios: "17",
      feature: .custom,
      quote: """
        This should work automatically with `Transmission` already. Please let me know if there is any functionality that is not working, but from some quick testing it looks to work as expected.

          func presentationController(
              sourceView: UIView,
              presented: UIViewController,
              presenting: UIViewController?
          ) -> UIPresentationController {
              UISheetPresentationController(
                  presentedViewController: presented,
                  presenting: presenting
              )
          }

        Ah, okay. This seems to be working for me now. Thanks!

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "transition")
    TransitioningDelegate(
      "transition",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "UISheetPresentationController"),
      presentAnimator: Animator(class: "CoverTransitionAnimator", duration: 1),
      dismissAnimator: Animator(class: "CoverTransitionAnimator", duration: 1)
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectPresent("transition.presentationController(forPresented:presenting:source:)")
    ExpectPresent("transition.animationController(forPresented:presenting:source:)")
    ExpectPresent("transition.animationController(forDismissed:)")
  }
}

private func evidenceUikit17WansookPresentationControllerCallbackLog() -> TransitionScenario {
  TransitionScenario(
    "wansook-presentation-controller-callback-log",
    window: "R",
    summary: "A printed log of a custom presentation controller's presentation, will-begin, container layout, did-end",
    notes: """
      "I doubted it really goes like that, so I tested it ... It really did!" The post lists the
      documented presentation steps and prints the four presentation-controller overrides of a
      `.custom` presentation with a transitioning delegate that vends a presentation controller and
      animators. The post gives no iOS version; it is dated 2023-10-01 (front matter `created`), two
      weeks after iOS 17's release, so iOS 17 is inferred from that date.

      """,
    source: EvidenceSource(
      url: "https://wansook.world/Development/iOS/UIKit/UIPresentationController",
      title: "UIPresentationController",
      date: "2023-10-01",
      ios: "17",
      feature: .custom,
      quote: """
        실제로 그러한지 의문스러워 테스트 했다.

        ````
        presentationTransitionWillBegin Called!!!
        containerViewWillLayoutSubviews Called!!!
        containerViewDidLayoutSubviews Called!!!
        presentationTransitionDidEnd Called!!!
        ````

        실제로 그랬다!

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "delegate")
    TransitioningDelegate(
      "delegate",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "CardPresentationController"),
      presentAnimator: Animator(class: "TodayAnimationTransition"),
      dismissAnimator: Animator(class: "TodayAnimationTransition")
    )
  } steps: {
    Present("P", from: "R")
  } expect: {
    ExpectBefore(
      "pc:P.presentationTransitionWillBegin",
      after: "pc:P.containerViewWillLayoutSubviews"
    )
    ExpectBefore("pc:P.containerViewWillLayoutSubviews", after: "pc:P.containerViewDidLayoutSubviews")
    ExpectBefore("pc:P.containerViewDidLayoutSubviews", after: "pc:P.presentationTransitionDidEnd")
  }
}

private func evidenceUikit17WillDismissRepeatsDidDismissMissing() -> TransitionScenario {
  TransitionScenario(
    "will-dismiss-repeats-did-dismiss-missing",
    window: "root",
    summary: "presentationControllerWillDismiss comes with every drag of a sheet, and DidDismiss does not follow when the user lets the sheet go back",
    notes: """
      The issue names no iOS version; iOS 17 is inferred from its date (2023-12-05). Two drags that
      the user abandons: WillDismiss twice, DidDismiss never.

      """,
    source: EvidenceSource(
      url: "https://github.com/MvvmCross/MvvmCross/issues/4781",
      title: "MvxModalPresentationControllerDelegate closes a ViewController when the ViewController is not actually dismissed by a user",
      date: "2023-12-05",
      ios: "17",
      feature: .sheet,
      quote: """
        Calling the method in UIAdaptivePresentationControllerDelegate.WillDismiss() is not appropriate, because WillDismiss() can be called multiple times and, most importantly, a UIAdaptivePresentationControllerDelegate.DidDismiss() could not be called after all because a user can stop dragging or prevent dismissal of a ViewController.

        """
    )
  ) {
    Controller("root")
    Controller(
      "modal",
      modalPresentationStyle: .pageSheet,
      presentationControllerDelegate: "presenter"
    )
    AdaptiveDelegate("presenter", willDismiss: true, didDismiss: true)
  } steps: {
    Present("modal", from: "root")
    SwipeDown("modal", progress: [0.1, 0.3], release: .cancel)
    SwipeDown("modal", progress: [0.2, 0.4], release: .cancel)
  } expect: {
    ExpectCount("presenter.presentationControllerWillDismiss", n: 2)
    ExpectAbsent("presenter.presentationControllerDidDismiss")
  }
}

private func evidenceUikit7CustomNavNotShownThenAlreadyPresenting() -> TransitionScenario {
  TransitionScenario(
    "custom-nav-not-shown-then-already-presenting",
    window: "rootNav",
    summary: "On an iOS 7 device a custom-transition navigation controller does not show, and presenting it again from the root navigation controller is refused with \"which is already presenting\"",
    notes: """
      The title says iOS 7 ("does not display on ios7"); the reporter saw the same with the library's
      demo on a device. A first custom presentation (with the library's animator) left the root
      navigation controller presenting a controller that did not show (the transition context gave a
      zero final frame); the next attempt to present a new navigation controller is refused. The
      scenario presents twice from the root navigation controller's child.

      """,
    tags: ["warning", "already-presenting", "custom", "ios7"],
    source: EvidenceSource(
      url: "https://github.com/AugustRush/ARTransitionAnimator/issues/5",
      title: "ios7 中 不能显示",
      date: "2016-03-21",
      ios: "7",
      feature: .custom,
      quote: """
        UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:viewController];
                navigation.modalPresentationStyle = UIModalPresentationCustom;
                navigation.transitioningDelegate = self.transitionAnimator;
                [self presentViewController:navigation animated:YES completion:nil];

         Warning: Attempt to present <UINavigationController: 0x1558c390>  on <UINavigationController: 0x1553a550> which is already presenting <UINavigationController: 0x15580ae0>
        不能显示controller
        ...
        恩，我正在查询，我用的是你的demo在真机上调试也是一样的。        CGRect ToViewFinalRect = [transitionContext finalFrameForViewController:toViewController];
        这个返回的CGRectZero

        """
    )
  ) {
    Controller("rootNav", type: .navigation, children: ["list"])
    Controller("list")
    Controller(
      "first",
      type: .navigation,
      children: ["page1"],
      modalPresentationStyle: .custom,
      transitioningDelegate: "animator"
    )
    Controller("page1")
    Controller(
      "second",
      type: .navigation,
      children: ["page2"],
      modalPresentationStyle: .custom,
      transitioningDelegate: "animator"
    )
    Controller("page2")
    TransitioningDelegate(
      "animator",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "ARTransitionAnimator", duration: 0.5),
      dismissAnimator: Animator(class: "ARTransitionAnimator", duration: 0.5)
    )
  } steps: {
    Present("first", from: "list")
    Present("second", from: "list")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Warning: Attempt to present <second> on <rootNav> which is already presenting <first>"
    )
    ExpectAbsent("page2.viewWillAppear")
  }
}

private func evidenceUikit7CustomStyleWithoutAnimatorBlankScreen() -> TransitionScenario {
  TransitionScenario(
    "custom-style-without-animator-blank-screen",
    window: "vc",
    summary: "On iOS 7, an animated custom-style presentation without an animator logs a warning and leaves a blank, unresponsive screen instead of raising",
    notes: """
      iOS 7.1 on an iPhone 4s, and iOS 7.0 on an iPhone 4 and 5 (a later comment). The menu is
      presented animated with `.custom` and no animator on iOS 7 (the library relied on iOS 8's
      presentation controllers). UIKit logs the text as a warning ("Warning: <presenter>-><presented>
      …") and the app goes on with a blank screen. Up to rules version 3 the engine raised E9 as an
      NSInternalInconsistencyException; rule 19.3 (a warning, then a full-screen
      presentation) rests on this case.

      """,
    tags: ["warning", "custom", "ios7"],
    source: EvidenceSource(
      url: "https://github.com/carsonxyz/CNPGridMenu/issues/9",
      title: "White blank screen in iOS 7.1 device 4s but works fine in simulatore",
      date: "2015-05-13",
      ios: "7.1",
      device: "iPhone 4s",
      feature: .custom,
      quote: """
        I am facing this strange issue , everything works fine in simulator but in device (iPhone 4s iOS 7.1) a white blank irresponsive screen appears with warning "<CNPGridMenu: 0x146ee2c0> UIModalPresentationCustom presentation style can only be used with an animator or with unanimated presentations."
        Works fine iOS 8+ with iphone 5,6,6 +
        ...
        When it displays blank screen (with iOS 7.0, iPhone 4 and iPhone 5) it gives following warning

        Warning: <ViewController: 0x14d760c0>-><CNPGridMenu: 0x14d9b000> UIModalPresentationCustom presentation style can only be used with an animator or with unanimated presentations.

        """
    )
  ) {
    Controller("vc")
    Controller("menu", modalPresentationStyle: .custom)
  } steps: {
    Present("menu", from: "vc")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "UIModalPresentationCustom presentation style can only be used with an animator or with unanimated presentations."
    )
    ExpectAbsent("UIKit.exception")
  }
}

private func evidenceUikit7FdtakePickerOnRootUnderPresentedTable() -> TransitionScenario {
  TransitionScenario(
    "fdtake-picker-on-root-under-presented-table",
    window: "nav",
    summary: "On iOS 7, an image picker presented on the root navigation controller while a table controller is presented over it is refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 7 is inferred from its date (2014-04-26: iOS 7.1 was current).
      The table controller is presented (full screen) over the root navigation controller, and the
      picker is presented on that navigation controller, which names it in the warning. Up to rules
      version 3 the engine checked "already presenting" (E1) first and printed E1 here;
      rule 19.1 (E2 before E1) made the engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy"],
    source: EvidenceSource(
      url: "https://github.com/fulldecent/FDTake/issues/37",
      title: "Error on Presenting FDTake",
      date: "2014-04-26",
      ios: "7",
      feature: .error,
      quote: """
        I got a error on Presenting FDTake FROM a PRESENTED TableViewController.

        2014-04-26 14:23:39.069 Group2Study[217:60b] Warning: Attempt to present UIImagePickerController: 0x14454a880 on NavigationViewController: 0x14452f900 whose view is not in the window hierarchy!

        NavigationViewController is a subclass of UINavigationController. It's from REMenu (https://github.com/romaonthego/REMenu).

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["home"])
    Controller("home")
    Controller("table", modalPresentationStyle: .fullScreen)
    Controller("picker")
  } steps: {
    Present("table", from: "home")
    Present("picker", from: "nav")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <picker> on <nav> whose view is not in the window hierarchy"
    )
    ExpectAbsent("picker.viewWillAppear")
  }
}

private func evidenceUikit7Ios7EdgeBookCustomizableStyles() -> TransitionScenario {
  TransitionScenario(
    "ios7-edge-book-customizable-styles",
    window: "R",
    summary: "An iOS 7 book states that a modal transition can be customized only when the presented controller is full screen or custom, so a form sheet's transitioning delegate is not asked for an animator",
    notes: """
      A book chapter (Bleeding Edge Press, "Developing an iOS 7 Edge", 2013), read from its copy at the
      URL above; it is the authors' statement of iOS 7 behaviour, not a log. The scenario presents a
      form sheet on an iPad (where a form sheet is not adapted) with a transitioning delegate that vends
      animators. For iOS 9, seedante-form-sheet-ignores-presentation-controller reports the opposite
      (the custom animation runs for page and form sheets). The engine asks a form sheet's delegate for
      both animators under uikit-7.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://apprize.info/apple/edge/3.html",
      title: "Bleeding Edge Press Developing an iOS 7 Edge (2013) - 3. View Transition Animations",
      date: "2013",
      ios: "7",
      feature: .custom,
      quote: """
        Modal Presentations and Dismissals

        Modal transitions can be customized as long as the presented view controller has either the UIModalPresentationFullScreen or UIModalPresentationCustom as its modalPresentationStyle.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .formSheet, transitioningDelegate: "delegate")
    TransitioningDelegate(
      "delegate",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "CustomAnimator"),
      dismissAnimator: Animator(class: "CustomAnimator")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("delegate.animationController(forPresented:presenting:source:)")
    ExpectAbsent("delegate.animationController(forDismissed:)")
  }
}

private func evidenceUikit7Ios7ViewLoadsAfterPresentReturns() -> TransitionScenario {
  TransitionScenario(
    "ios7-view-loads-after-present-returns",
    window: "home",
    summary: "On iOS 7, presentViewController returns before the presented controller's view is loaded; viewDidLoad comes only after the caller's code has run (on iOS 6 it came inside the call)",
    notes: """
      The post's example is a push; its conclusion names presentViewController:animated: too, which is
      the case here. The app's code right after the call is an inspect in the same run-loop turn
      ("+0"): on iOS 7 it runs before viewDidLoad. Up to rules version 3 the engine loaded the view
      inside present (phase A) in every era; rule 19.8 rests on this case.

      """,
    source: EvidenceSource(
      url: "http://quesera2.hatenablog.jp/entry/2014/04/24/212158",
      title: "iOS6/7のviewDidLoadが呼ばれるタイミングの違い",
      date: "2014-04-24",
      ios: "7",
      feature: .present,
      quote: """
        HogeViewController *vc = [HogeViewController new];
        [self.navigationController pushViewController:vc animated:YES];
        vc.hogeLabel.text = @"hoge";

        このコードはiOS6ではラベルが書き換わるのだけど、iOS7ではvc.hogeLabelがnilと評価されるため、動作しません。ここでは画面遷移をコードで管理していますが、storyboardを用いて、[segue destinationViewController]で取得した場合でも同じことが言えます。

        つまるところ、iOS6ではpushViewController:animated:やpresentViewController:animated:が実行された時点でviewプロパティにアクセスされ、viewDidLoadがコールされていたのに対して、iOS7ではそのスタックを抜けた時点で初めてviewプロパティにアクセスされるよう変更されました。

        """
    )
  ) {
    Controller("home")
    Controller("hoge")
  } steps: {
    Present("hoge", from: "home")
    Inspect("hoge").sameTurn()
  } expect: {
    ExpectBefore("hoge.presentingViewController", after: "hoge.viewDidLoad")
  }
}

private func evidenceUikit7OverlayDismissedBeforePresentationStarts() -> TransitionScenario {
  TransitionScenario(
    "overlay-dismissed-before-presentation-starts",
    window: "root",
    summary: "On iOS 7, dismissing an overlay in the same run-loop turn as its present, before the presentation has started, does not dismiss it",
    notes: """
      No iOS version in the pull request; iOS 7 is inferred from its date (2014-08-19: iOS 7.1 was
      current). "This fix" is the library's earlier pull request 3 (2014-05-30: a dismiss made while the
      overlay "is being presented" leaves it on screen, "the viewcontroller does not get dismissed");
      this one extends it to a dismiss made before the presentation has started, i.e. in the same turn
      as the present. The source quotes no console line.

      """,
    tags: ["dismiss", "in-progress", "same-turn"],
    source: EvidenceSource(
      url: "https://github.com/almerlucke/FCOverlayViewController/pull/5",
      title: "Fixed issue when trying to dismiss viewcontroller before it was being presented",
      date: "2014-08-19",
      ios: "7",
      feature: .dismiss,
      quote: """
        There was an issue with a viewcontroller being dismissed before it had started to present. Improved this fix.

        """
    )
  ) {
    Controller("root")
    Controller("overlay", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("overlay", from: "root")
    Dismiss("overlay").sameTurn()
  } expect: {
    ExpectAbsent("overlay.viewDidDisappear")
  }
}

private func evidenceUikit7OverlayDismissedWhileBeingPresented() -> TransitionScenario {
  TransitionScenario(
    "overlay-dismissed-while-being-presented",
    window: "root",
    summary: "On iOS 7, dismissing a loading overlay while it is still being presented leaves it on screen",
    notes: """
      No iOS version in the pull request; iOS 7 is inferred from its date (2014-05-30: iOS 7.1 was
      current). The network request finishes 0.1 s into the overlay's presentation and the overlay is
      dismissed then; it stays presented. The source quotes no console line (UIKit's E4 text is
      "Attempt to dismiss from view controller … while a presentation or dismiss is in progress!").

      """,
    tags: ["dismiss", "in-progress"],
    source: EvidenceSource(
      url: "https://github.com/almerlucke/FCOverlayViewController/pull/3",
      title: "Added safety check for if UIViewController is being presented when trying to dismiss",
      date: "2014-05-30",
      ios: "7",
      feature: .dismiss,
      quote: """
        I noticed that if the I use FCOverlay to present a loading view will performing a network request and the request finishes and dismiss is called while the viewcontroller is being presented then the viewcontroller does not get dismissed. I have added a fix for this.

        """
    )
  ) {
    Controller("root")
    Controller("overlay", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("overlay", from: "root")
    Dismiss("overlay").at(0.1)
  } expect: {
    ExpectAbsent("overlay.viewDidDisappear")
    ExpectPresent("overlay.viewDidAppear")
  }
}

private func evidenceUikit7TeehanlaxNonAnimatedCustomIgnoresAnimator() -> TransitionScenario {
  TransitionScenario(
    "teehanlax-non-animated-custom-ignores-animator",
    window: "R",
    summary: "On iOS 7 a non-animated .custom presentation skips the vended animator's code and shows the presented view full screen",
    notes: """
      A different issue of the sample the rule book cites as TEEHAN7 (which is about the presenter's
      appearance callbacks); this one is about the animator. In the sample (TLMasterViewController.m,
      HEAD b701379) `prepareForSegue:` sets the destination's `transitioningDelegate = self` and
      `modalPresentationStyle = UIModalPresentationCustom`; the delegate returns a new
      TLTransitionAnimator for both directions and vends nothing else (no presentation controller
      exists on iOS 7). TLTransitionAnimator's `animateTransition:` is where the small frame is set, so
      "the code ... will be ignored" is read as UIKit not running `animateTransition:` for a
      non-animated segue; whether it still asks the delegate for the animator is not said. The sample
      presents from a table controller inside a navigation controller; the scenario presents from the
      window's root. The issue gives no iOS version; it is dated 2014-04-29, when iOS 7.1 was the
      released version (inferred from the date). The maintainer's reply (the same day) suggests child
      view controllers instead and does not dispute the observation. Up to rules version 3 the engine
      followed rule 4.1 item 3 (the header comment) under uikit-7 and ran the animator;
      rule 19.4 rests on this case.

      """,
    source: EvidenceSource(
      url: "https://github.com/TeehanLax/UIViewController-Transitions-Example/issues/4",
      title: "Code that sets the size, tintAdjustmentMode and userInteractionEnabled is ignored for non-animated transitions.",
      date: "2014-04-29",
      ios: "7",
      feature: .custom,
      quote: """
        If I uncheck the "Animates" checkbox for the segue with the identifier "details" the code in TLTransitionAnimator.m will be ignored and the small gray view will be displayed fullscreen instead.

        This comment in UIViewControllerTransitioning.h appears to promise that the custom UIViewControllerAnimatedTransitioning will be used for non-animated transitions, too.

        """
    )
  ) {
    Controller("R")
    Controller("detail", modalPresentationStyle: .custom, transitioningDelegate: "master")
    TransitioningDelegate(
      "master",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "TLTransitionAnimator"),
      dismissAnimator: Animator(class: "TLTransitionAnimator")
    )
  } steps: {
    Present("detail", from: "R", animated: false)
  } expect: {
    ExpectAbsent("animator:detail.animateTransition")
  }
}

private func evidenceUikit7TweaksPresentOnRootThatPresented() -> TransitionScenario {
  TransitionScenario(
    "tweaks-present-on-root-that-presented",
    window: "tabs",
    summary: "A library presents on the window's root while the root has a modal up; iOS 7 refuses with \"whose view is not in the window hierarchy\"",
    notes: """
      The pull request does not name the iOS version; iOS 7 is inferred from its date (2014-04-02: iOS 7.1
      was current, iOS 8 came out on 2014-09-17).
      The root is a tab bar controller that has presented another controller (full screen, the only
      iPhone style of iOS 7); the library then presents on the root. UIKit names the root and says its
      view is not in the window hierarchy, not that it is already presenting. Up to rules version 3 the
      engine checked "already presenting" (E1) first and printed E1 here; rule 19.1 (E2
      before E1) made the engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy"],
    source: EvidenceSource(
      url: "https://github.com/facebookarchive/Tweaks/pull/15",
      title: "Enabled tweak view controller presentation anywhere in hierarchy.",
      date: "2014-04-02",
      ios: "7",
      feature: .error,
      quote: """
        This fixes FBTweakViewController not being presented if rootViewController has presented another view controller, because its view is not in the window hierarchy. The error I was getting was:

        _Warning: Attempt to present <FBTweakViewController: 0x914ffd0> on <UITabBarController: 0x8c7bc70> whose view is not in the window hierarchy!_

        """
    )
  ) {
    Controller("tabs", type: .tabBar, children: ["home"])
    Controller("home")
    Controller("other", modalPresentationStyle: .fullScreen)
    Controller("tweaks")
  } steps: {
    Present("other", from: "tabs")
    Present("tweaks", from: "tabs")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <tweaks> on <tabs> whose view is not in the window hierarchy"
    )
    ExpectAbsent("tweaks.viewWillAppear")
  }
}

private func evidenceUikit7VctransitionsInteractiveDismissTo100Hangs() -> TransitionScenario {
  TransitionScenario(
    "vctransitions-interactive-dismiss-to-100-hangs",
    window: "main",
    summary: "An interactive dismissal dragged by hand all the way to the end never completes, because the animator's animation completion never runs",
    notes: """
      The library's demo presents its Settings page modally with a flip animator and wires a
      horizontal-swipe interaction controller (a UIPercentDrivenInteractiveTransition subclass) to
      dismiss it; the swipe is dragged to 100% and released. The issue is labelled "bug, workaround".
      It gives no iOS version; it is dated 2013-09-30, twelve days after iOS 7's release, so iOS 7 is
      inferred from the date. The engine completes such a transition at once (the rest of the
      animation lasts 0 s after `finish()` at 1.0), so it emits `completeTransition(true)`.

      """,
    source: EvidenceSource(
      url: "https://github.com/ColinEberhardt/VCTransitionsLibrary/issues/4",
      title: "App hangs if the animation is completed manually with interaction controller enabled.",
      date: "2013-09-30",
      ios: "7",
      feature: .interactive,
      quote: """
        The issue is that if an interaction controller and animation controller are both set, and if a transition animation is completed fully by hand after that, the app just hangs.

        4. Starting on the right side of the screen, pan to the left side until the "MyView" page is completely visible (so that leaving the mouse/lifting the finger from the touch) does not do any more animation.
        5. Now the app hangs.

        The problem seems to be that for the animation controller, while the `- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext` is called at the beginning of the interaction, since the animation is completed fully manually, the `completeTransition` method is not called from the `[UIView  animateKeyframesWithDuration.. ]`'s completion handler.

        """
    )
  ) {
    Controller("main")
    Controller("settings", modalPresentationStyle: .fullScreen, transitioningDelegate: "main")
    TransitioningDelegate(
      "main",
      presentAnimator: Animator(class: "CEFlipAnimationController", duration: 1),
      dismissAnimator: Animator(class: "CEFlipAnimationController", duration: 1),
      dismissInteraction: .percentDriven
    )
  } steps: {
    Present("settings", from: "main")
    InteractiveDismiss("settings", progress: [0.25, 0.5, 0.75, 1], release: .finish)
  } expect: {
    ExpectPresent("interaction:settings.startInteractiveTransition")
    ExpectAbsent("context:settings.completeTransition")
  }
}

private func evidenceUikit8ActionSheetPopoverItemAlertNull() -> TransitionScenario {
  TransitionScenario(
    "action-sheet-popover-item-alert-null",
    window: "vc",
    summary: "On iPad, an alert presented from an action-sheet item's action while the sheet's popover goes away is refused with \"which is already presenting (null)\"",
    notes: """
      No iOS version in the issue; iOS 11 is inferred from its date (2018-02-13: iOS 11.2 was current).
      On iPad the action sheet is presented by the view controller as a popover; tapping an item
      dismisses it and runs the item's action, which presents an alert from the same view controller in
      the same turn. UIKit names no presented controller: "(null)" (the rule book's rule 17.4, from other
      sources). The engine names the popover, which it still counts as presented.

      """,
    tags: ["warning", "already-presenting", "popover", "alert", "same-turn"],
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/danielsaidi/Sheeeeeeeeet/issues/7",
      title: "Some problems on iPad",
      date: "2018-02-13",
      ios: "11",
      device: "iPad",
      feature: .popover,
      quote: """
        Second, in the demo app, when I open Standard menu and I tap a menu item no alert appears. In the console I see

        > SheeeeeeeeetExample[8754:168099] Warning: Attempt to present <UIAlertController: 0x7fdabd04f400>  on <SheeeeeeeeetExample.ViewController: 0x7fdabbc06b10> which is already presenting (null)
        ...
        Regarding the alert, I see it too. The reason for this is that the example app tries to alert while the popover is still presented. It just requires a quick fix...will look at it asap.

        """
    )
  ) {
    Controller("vc")
    Controller("sheet", modalPresentationStyle: .popover)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("sheet", from: "vc")
    Dismiss("sheet")
    Present("alert", from: "vc").sameTurn()
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Warning: Attempt to present <alert> on <vc> which is already presenting (null)"
    )
    ExpectAbsent("alert.viewWillAppear")
  }
}

private func evidenceUikit8AdalPresentOnRootCoveredByModal() -> TransitionScenario {
  TransitionScenario(
    "adal-present-on-root-covered-by-modal",
    window: "root",
    summary: "An authentication broker presents on the window's root while the root presents a modal; UIKit says the root's view is not in the window hierarchy",
    notes: """
      No iOS version in the pull request; iOS 8 is inferred from its date (2015-01-12: iOS 8.1 was
      current). The root is a navigation controller that presents a modal; the broker then presents its
      own navigation controller on the root. Up to rules version 3 the engine checked "already
      presenting" (E1) first and printed E1 here; rule 19.1 (E2 before E1) made the
      engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy"],
    source: EvidenceSource(
      url: "https://github.com/AzureAD/azure-activedirectory-library-for-objc/pull/242",
      title: "Current view controller fix",
      date: "2015-01-12",
      ios: "8",
      feature: .error,
      quote: """
        The rootViewController method does not always return the current viewController.
        If the root view controller is already presenting a modal view controller its view is not even in the view hierarchy.

        In ADAuthentication Broker this leads to an unhandled error when another modal view controller is currently presented.

            Attempt to present <UINavigationController: 0x17523ef0> on <UINavigationController: 0x1754a1f0> whose     view is not in the window hierarchy!

        """
    )
  ) {
    Controller("root", type: .navigation, children: ["home"])
    Controller("home")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("login", type: .navigation, children: ["form"])
    Controller("form")
  } steps: {
    Present("modal", from: "home")
    Present("login", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <login> on <root> whose view is not in the window hierarchy"
    )
    ExpectAbsent("login.viewWillAppear")
  }
}

private func evidenceUikit8AlertOnAlertBeingDismissed() -> TransitionScenario {
  TransitionScenario(
    "alert-on-alert-being-dismissed",
    window: "vc",
    summary: "An alert library presents a new alert on the previous alert while that one is being dismissed; refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 9 is inferred from its date (2015-11-23: iOS 9.1 was current).
      presentWithAnimated presents on the top-most controller, which is still the previous alert while
      it is being dismissed. The scenario presents the second alert from the first 0.1 s into the
      first's dismissal animation. The maintainer answered: "You can't present on view controllers that
      haven't been fully presented yet. If you try the same with `UIAlertController`, it will give you
      that same warning." The engine refuses with E3 ("while a presentation is in progress") here,
      because the first alert's own transition is in flight.

      """,
    tags: ["warning", "window-hierarchy", "alert"],
    source: EvidenceSource(
      url: "https://github.com/sberrevoets/SDCAlertView/issues/125",
      title: "Alert fails to show if a prior alert was dismissed ~1 second or less prior.",
      date: "2015-11-23",
      ios: "9",
      feature: .alert,
      quote: """
        If alerts are shown in quick succession (i.e. first dismiss an alert and then shown another right after dismissing the prior alert) [SDCAlertController presentWithAnimated] fails with the following message:

        Warning: Attempt to present "SDCAlertController: 0x7f9b99ab0760" on "SDCAlertController: 0x7f9b9fd44af0" whose view is not in the window hierarchy!

        The workaround seems to be to wait atleast a second or two before calling presentWithAnimated.

        """
    )
  ) {
    Controller("vc")
    Controller("first", modalPresentationStyle: .overFullScreen)
    Controller("second", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("first", from: "vc")
    Dismiss("first")
    Present("second", from: "first").at(0.45)
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <second> on <first> whose view is not in the window hierarchy"
    )
    ExpectAbsent("second.viewWillAppear")
  }
}

private func evidenceUikit8AlertPresentedTwiceActiveController() -> TransitionScenario {
  TransitionScenario(
    "alert-presented-twice-active-controller",
    window: "splash",
    summary: "An alert presented by the app and then, in the same turn, again by a library's show() raises \"Application tried to present modally an active controller\"",
    notes: """
      No iOS version in the issue; iOS 11 is inferred from its date (2018-06-11: iOS 11.4 was current).
      The library's show() presents the alert on the window's root (the splash controller, whose view
      was not in the window: here it has presented the home screen full screen). With the app's own
      present first, the same alert is presented twice in one turn, and the second request raises. Up to
      rules version 3 the engine raised with E8's text ("… that is already being presented by <home>");
      rule 19.7 rests on this case.

      """,
    tags: ["exception", "active-controller", "alert", "same-turn"],
    source: EvidenceSource(
      url: "https://github.com/dillidon/alerts-and-pickers/issues/44",
      title: "AlertController with textfield not showing",
      date: "2018-06-11",
      ios: "11",
      feature: .alert,
      quote: """
        Actually I am trying to use the One TextField Picker, but the alert is not showing and I am getting this error: `Attempt to present <UIAlertController: 0x7fa2b21d2400> on <Project.SplashViewController: 0x7fa2b140c560> whose view is not in the window hierarchy!`

        When I add `self.present(alert, animated: true, completion: nil)` before `alert.show()` to solve the problem I am getting another exception: `Application tried to present modally an active controller `
        ...
        It's OK I have resolved the problem by adding only `self.present(alert, animated: true, completion: nil)` and removing `alert.show()`

        """
    )
  ) {
    Controller("splash")
    Controller("home", modalPresentationStyle: .fullScreen)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("home", from: "splash")
    Present("alert", from: "home")
    Present("alert", from: "splash").sameTurn()
  } expect: {
    ExpectPresent(
      "UIKit.exception",
      argContains: "Application tried to present modally an active controller"
    )
  }
}

private func evidenceUikit8AlertShowOnRootNavPresentingProfile() -> TransitionScenario {
  TransitionScenario(
    "alert-show-on-root-nav-presenting-profile",
    window: "nav",
    summary: "A library's alert.show() presents on the root navigation controller while it presents an edit-profile screen; refused with \"which is already presenting\"",
    notes: """
      A comment in the issue (2019-08-26) by another user; no iOS version, iOS 12 is inferred from the
      date (iOS 12.4 was current). The library's show() presents on the window's root (the same
      library's issue 44 shows this); the root navigation controller has presented the edit-profile
      screen. Its style is not given: the scenario uses the era's default (full screen). Other sources
      report "whose view is not in the window hierarchy" for a root covered by a full-screen
      presentation; this one reports E1.

      """,
    tags: ["warning", "already-presenting", "alert"],
    source: EvidenceSource(
      url: "https://github.com/dillidon/alerts-and-pickers/issues/70",
      title: "whose view is not in the window hierarchy",
      date: "2019-08-26",
      ios: "12",
      feature: .alert,
      quote: """
        # help me
        Attempt to present <UIAlertController: 0x7fc7b3072e00>  on <UINavigationController: 0x7fc7b3011400> which is already presenting <TaimeeLike.EditProfileViewController: 0x7fc7b6c88300>

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["home"])
    Controller("home")
    Controller("profile")
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("profile", from: "home")
    Present("alert", from: "nav")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <alert> on <nav> which is already presenting <profile>"
    )
    ExpectAbsent("alert.viewWillAppear")
  }
}

private func evidenceUikit8BubbleDelegateReleasedBeforeDismiss() -> TransitionScenario {
  TransitionScenario(
    "bubble-delegate-released-before-dismiss",
    window: "R",
    summary: "A transitioning delegate created in a helper and held by nobody is gone at dismissal, which falls back to UIKit's own animation",
    notes: """
      The delegate is a local constant of an extension method (`let bubbleTransitionDelegate = ...`),
      assigned to `transitioningDelegate` with `.custom`, and nothing else keeps it. The issue gives no
      iOS version; it is dated 2017-09-10, before iOS 11's release (2017-09-19), so iOS 10 is inferred
      from that date.

      """,
    source: EvidenceSource(
      url: "https://github.com/andreamazz/BubbleTransition/issues/38",
      title: "self.transitioningDelegate not retained",
      date: "2017-09-10",
      ios: "10",
      feature: .custom,
      quote: """
        I'm running into a problem where transitioningDelegate is set the VC is presented with the custom transition but at some point, the transitioningDelegate is nil and so when its dismissed, the transition is the regular dismiss one.

        I understand that transitioningDelegate is a weak property

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "bubble")
    TransitioningDelegate(
      "bubble",
      retainedElsewhere: false,
      presentAnimator: Animator(class: "BubbleTransition", duration: 0.5),
      dismissAnimator: Animator(class: "BubbleTransition", duration: 0.5)
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectBefore(
      "bubble.animationController(forPresented:presenting:source:)",
      after: "P.viewDidAppear"
    )
    ExpectAbsent("bubble.animationController(forDismissed:)")
    ExpectBefore("P.viewDidAppear", after: "P.viewDidDisappear")
  }
}

private func evidenceUikit8CoordinatorInitialRouteBeforeWindow() -> TransitionScenario {
  TransitionScenario(
    "coordinator-initial-route-before-window",
    window: "placeholder",
    summary: "A coordinator that performs its initial presenting route immediately, before its navigation controller is in the window, gets \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 11 is inferred from its date (2018-08-20: iOS 11.4 was current).
      With immediate loading, the coordinator performs its initial route, a presentation of the home
      navigation controller, while creating its root navigation controller, before the app puts that
      root in a window. The format cannot install a window root during the run, so the root
      navigation controller is modelled as created but not yet in the window (a placeholder is).

      """,
    tags: ["warning", "window-hierarchy", "launch", "coordinator"],
    source: EvidenceSource(
      url: "https://github.com/QuickBirdEng/XCoordinator/issues/15",
      title: "Transition between coordinators have problems with \"whose view is not in the window hierarchy!\"",
      date: "2018-08-20",
      ios: "11",
      feature: .error,
      quote: """
        I'm trying to change `initialRoute` depend on `business logic` but I got a problem with the warning `"whose view is not in the window hierarchy!"`
        ...
        coordinator = BasicCoordinator<MainRoute>(initialRoute: .home, initialLoadingType: .immediately)

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        self.window = window
        ```
        Then I got the error
        ```Warning: Attempt to present <UINavigationController: 0x7face0815400> on <UINavigationController: 0x7face1822e00> whose view is not in the window hierarchy!```

        """
    )
  ) {
    Controller("placeholder")
    Controller("rootNav", type: .navigation, children: ["start"])
    Controller("start")
    Controller("homeNav", type: .navigation, children: ["home"])
    Controller("home")
  } steps: {
    Present("homeNav", from: "rootNav")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <homeNav> on <rootNav> whose view is not in the window hierarchy"
    )
    ExpectAbsent("home.viewWillAppear")
  }
}

private func evidenceUikit8CurrentContextInsideTab() -> TransitionScenario {
  TransitionScenario(
    "current-context-inside-tab",
    window: "tabs",
    summary: "On iOS 8, a tab's controller that defines the presentation context presents with .currentContext and the presented controller appears over it inside the tabbed interface, on iPhone as on iPad",
    notes: """
      Matt Neuburg's example code; the comment is in the file from its first Swift version (commit
      b952b9d2, 2014-07-16, during the iOS 8 beta); the quoted Swift is the file's current spelling of
      the same lines. The first controller is a tab of a tab bar controller; the presented controller
      covers it, not the tab bar, so the first controller is its presenting controller.

      """,
    source: EvidenceSource(
      url: "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/b952b9d24148a1c1524f81f6f3b2b2905823473e/bk2ch06p270modalPresentationContext/ch19p607modalPresentationContext/FirstViewController.swift",
      title: "Programming iOS Book Examples: bk2ch06p270modalPresentationContext FirstViewController.swift",
      date: "2014-07-16",
      ios: "8 beta",
      device: "iPhone",
      feature: .present,
      quote: """
        // in iOS 8+, this works on iPhone as well as iPad!
        // presented vc appears over first vc *inside* tabbed interface
        let vc = ExtraViewController()
        self.definesPresentationContext = true
        vc.modalPresentationStyle = .currentContext
        self.present(vc, animated: true)

        """
    )
  ) {
    Controller("tabs", type: .tabBar, children: ["first", "second"])
    Controller("first", definesPresentationContext: true)
    Controller("second")
    Controller("extra", modalPresentationStyle: .currentContext)
  } steps: {
    Present("extra", from: "first")
    Inspect("extra", "tabs")
  } expect: {
    ExpectPresent("extra.presentingViewController").result("first")
    ExpectAbsent("tabs.viewWillDisappear")
  }
}

private func evidenceUikit8DismissFromBottomIntermediateDidAppear() -> TransitionScenario {
  TransitionScenario(
    "dismiss-from-bottom-intermediate-did-appear",
    window: "home",
    summary: "Dismissing a chain of full-screen presentations from its bottom controller also calls viewDidAppear on a controller in the middle of the chain",
    notes: """
      The app presents home -> login -> loading -> main, each full screen, and on logout calls
      dismissViewControllerAnimated:NO on home. The loading page's viewDidAppear ran again; the author
      only guesses that the login page's would too, so no fact is pinned on it. No iOS version is
      named; iOS 8 is inferred from the date (2014-12-17). The engine (rule 3.1) gives the controllers
      in the middle of the chain no appearance callbacks when the chain is dismissed from its bottom.

      """,
    source: EvidenceSource(
      url: "http://kyfxbl.com/2014/12/17/dismiss-view-controller-in-ios",
      title: "iOS调用dismissViewController的细节",
      date: "2014-12-17",
      ios: "8",
      feature: .dismiss,
      quote: """
        在ViewController队列的栈底调用dismissViewController时,会导致栈上每一个ViewController的viewDidAppear被依次调用。这个细节有时候会引发BUG

        我们的APP从启动到进入主页面,是通过presentViewController构造了一个ViewController序列,类似于首页 登陆页 启动加载页 主页面
        ...
        [origin dismissViewControllerAnimated:NO completion:nil];

        预期的结果是,直接回到首页,然后触发首页的viewDidAppear方法。实际上通过观察console warning才发现,中间启动加载页的viewDidAppear方法也被调用了。登陆页由于没有写viewDidAppear方法,所以没有发现,但我猜测如果有的话,也一样会被调用。

        """
    )
  ) {
    Controller("home")
    Controller("login", modalPresentationStyle: .fullScreen)
    Controller("loading", modalPresentationStyle: .fullScreen)
    Controller("main", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("login", from: "home")
    Present("loading", from: "login")
    Present("main", from: "loading")
    Dismiss("home", animated: false)
  } expect: {
    ExpectBefore("home.dismiss", after: "loading.viewDidAppear", occurrence: (1, 2))
    ExpectPresent("home.viewDidAppear")
  }
}

private func evidenceUikit8DismissedModalPresentingNilInDidDisappear() -> TransitionScenario {
  TransitionScenario(
    "dismissed-modal-presenting-nil-in-did-disappear",
    window: "root",
    summary: "On iOS, a dismissed modal's presentingViewController is already nil in its viewDidDisappear",
    notes: """
      WinObjC is a re-implementation of UIKit; "the ref platform" is iOS, which its authors compared
      against. The issue names no iOS version; iOS 10 is inferred from its date (2017-02-28). The
      inspect step reads the modal's relationships inside its own viewDidDisappear(_:).

      """,
    source: EvidenceSource(
      url: "https://github.com/microsoft/WinObjC/issues/2114",
      title: "UIViewController viewDidAppear/viewDidDisappear called too soon",
      date: "2017-02-28",
      ios: "10",
      feature: .appearance,
      quote: """
        During a modal dismiss, the current implementation tears down the presented-presenting relationship just before calling the user completion block (but after viewDidDisappear: is called on the modal). This doesn't match the ref platform where e.g. presentingViewController should be nil on viewDidDisappear: of the modal.

        """
    )
  ) {
    Controller("root")
    Controller("modal", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("modal", from: "root")
    Dismiss("modal")
    Inspect("modal").during("modal.viewDidDisappear")
  } expect: {
    ExpectPresent("modal.presentingViewController").result("nil")
  }
}

private func evidenceUikit8DocViewerOnRootWhileRnModalOpen() -> TransitionScenario {
  TransitionScenario(
    "doc-viewer-on-root-while-rn-modal-open",
    window: "root",
    summary: "A React Native document viewer presents on the window's root while a React Native Modal is open; refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the pull request; iOS 11 is inferred from its date (2017-11-02: iOS 11.1 was
      current). React Native's Modal presents its host controller from the root view's controller, full
      screen unless transparent; the plugin then presented the preview controller on the key window's
      root. Up to rules version 3 the engine checked "already presenting" (E1) first and printed E1
      here; rule 19.1 (E2 before E1) made the engine hold this case, which is among the
      sources of that rule.

      """,
    tags: ["warning", "window-hierarchy", "react-native"],
    source: EvidenceSource(
      url: "https://github.com/philipphecht/react-native-doc-viewer/pull/50",
      title: "Fix openDoc doesn't work with modal (iOS)",
      date: "2017-11-02",
      ios: "11",
      feature: .error,
      quote: """
        The `openDoc` method doesn't work when react-native's Modal component is open.
        ```
        Warning: Attempt to present <QLPreviewController: 0x7f94bc0bf000> on <UIViewController: 0x7f94b8d0dbe0> whose view is not in the window hierarchy!
        ```

        This is a fix to use `presentedViewController` if it's available.

        """
    )
  ) {
    Controller("root")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("preview")
  } steps: {
    Present("modal", from: "root")
    Present("preview", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <preview> on <root> whose view is not in the window hierarchy"
    )
    ExpectAbsent("preview.viewWillAppear")
  }
}

private func evidenceUikit8DraggableModalCancelledDragLifecycle() -> TransitionScenario {
  TransitionScenario(
    "draggable-modal-cancelled-drag-lifecycle",
    window: "R",
    summary: "Starting an interactive dismissal that is later cancelled still sends the presented controller its lifecycle callbacks",
    notes: """
      The library starts `dismiss(animated: true)` when its pan gesture begins and drives the
      dismissal with an interaction controller, cancelling it if the drag does not go far enough. The
      pull request gives no iOS version; it is dated 2017-07-24, when iOS 10 was the released version
      (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/shingt/DraggableModalTransition/pull/7",
      title: "Avoid dismissing when state is not draggable",
      date: "2017-07-24",
      ios: "10",
      feature: .interactive,
      quote: """
        Previously `DraggableModalTransition` **always** dismisses view when `handlePanGesture` gets called, even if it will be cancelled later. This leads to unnecessary calls of view lifecycle methods.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "draggable")
    TransitioningDelegate(
      "draggable",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "DraggableModalTransition"),
      dismissAnimator: Animator(class: "DraggableModalTransition"),
      dismissInteraction: .percentDriven
    )
  } steps: {
    Present("P", from: "R")
    InteractiveDismiss("P", progress: [0.02, 0.04], release: .cancel)
  } expect: {
    ExpectPresent("P.viewWillDisappear")
  }
}

private func evidenceUikit8DrawerkitPresentationControllerBeforeAnimators() -> TransitionScenario {
  TransitionScenario(
    "drawerkit-presentation-controller-before-animators",
    window: "R",
    summary: "UIKit asks the transitioning delegate for the presentation controller before it asks for the presentation animator",
    notes: """
      The library relies on this order to pass the presenting controller from the presentation
      controller to its animators; the same description says a drawer view controller creates and
      retains a `DrawerController`, sets `modalPresentationStyle = .custom` and makes the
      DrawerController its transitioning delegate, which vends a presentation controller and
      animators. The pull request gives no iOS version; it is dated 2017-10-16, when iOS 11 was the
      released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/babylonhealth/DrawerKit/pull/3",
      title: "Reduce API surface.",
      date: "2017-10-16",
      ios: "11",
      feature: .custom,
      quote: """
        `DrawerController` tracks if it has ever created any `PresentationController`. Since UIKit pretty much guarantees that it asks for a presentation controller before the animators, we can explore this in order to retrieve the presenting VC for the animator dynamically.

        """
    )
  ) {
    Controller("R")
    Controller("drawer", modalPresentationStyle: .custom, transitioningDelegate: "drawerController")
    TransitioningDelegate(
      "drawerController",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "PresentationController"),
      presentAnimator: Animator(class: "PresentationAnimator"),
      dismissAnimator: Animator(class: "DismissalAnimator")
    )
  } steps: {
    Present("drawer", from: "R")
  } expect: {
    ExpectBefore(
      "drawerController.presentationController",
      after: "drawerController.animationController"
    )
  }
}

private func evidenceUikit8EmailPluginFromModalView() -> TransitionScenario {
  TransitionScenario(
    "email-plugin-from-modal-view",
    window: "r",
    summary: "An email plugin composing from a modal view presents on the window's root, which presented the modal; refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 12 is inferred from its date (2019-07-30: iOS 12.3 was current).
      The plugin obtained the window's root (the controller named `r`) while the app showed a modal
      view (full screen, the iOS 12 default) over it. Up to rules version 3 the engine checked "already
      presenting" (E1) first and printed E1 here; rule 19.1 (E2 before E1) made the
      engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy"],
    source: EvidenceSource(
      url: "https://github.com/EddyVerbruggen/nativescript-email/issues/34",
      title: "Cannot use compose when presented from a modal view on iOS",
      date: "2019-07-30",
      ios: "12",
      feature: .error,
      quote: """
        I get the following error when trying to compose an email from a modal view. (I made sure that compose works in other places and I check if its available)

        ```
        Attempt to present <MFMailComposeViewController: 0x11200f200> on <r: 0x10651dae0> whose view is not in the window hierarchy!
        ```
        ...
        This is probably related to the way the UIViewController is obtained here https://github.com/EddyVerbruggen/nativescript-email/blob/master/email.ios.js#L49

        """
    )
  ) {
    Controller("r")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("mail")
  } steps: {
    Present("modal", from: "r")
    Present("mail", from: "r")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <mail> on <r> whose view is not in the window hierarchy"
    )
    ExpectAbsent("mail.viewWillAppear")
  }
}

private func evidenceUikit8FormSheetNotDismissedByTapOutsideIos11() -> TransitionScenario {
  TransitionScenario(
    "form-sheet-not-dismissed-by-tap-outside-ios11",
    window: "main",
    summary: "On iOS 11 an iPad form sheet is not dismissed when the user touches the area outside it",
    notes: """
      The remote is presented with UIModalPresentationFormSheet on an iPad running iOS 11; the
      maintainer answers that this is expected ("valid"), and the app adds Done buttons. The tap is the
      tapOutside action; the engine treats a tap outside a controller that is not a popover as doing
      nothing (with an authoring warning).

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/xbmc/Official-Kodi-Remote-iOS/issues/606",
      title: "Showstopper: Remote does not dismiss on iPad with iOS 11",
      date: "2022-02-19",
      ios: "11",
      device: "iPad",
      feature: .dismiss,
      quote: """
        Either this is something which worked before rebase/merge with other changes, or I have complete overseen this. The new remote popover does simply not dismiss on iOS 11.x when touching the are outside of the remote.
        ...
        Oh sorry, I meant the type `UIModalPresentationFormSheet`.
        ...
        then I think this is valid:

        """
    )
  ) {
    Controller("main")
    Controller("remote", modalPresentationStyle: .formSheet)
  } steps: {
    Present("remote", from: "main")
    TapOutside("remote")
  } expect: {
    ExpectAbsent("remote.viewWillDisappear")
    ExpectAbsent("remote.viewDidDisappear")
  }
}

private func evidenceUikit8FormSheetSwitchesToFullScreenInSplit() -> TransitionScenario {
  TransitionScenario(
    "form-sheet-switches-to-full-screen-in-split",
    window: "root",
    summary: "A UIKit form sheet switches to full screen when iPad split screen makes the app compact in width (a library's own form sheet did not)",
    notes: """
      The comparison is with UIKit's own UIModalPresentationFormSheet, which does switch to full screen.
      No iOS version is named; iOS 10 is inferred from the date (2016-12-08). An observer delegate that
      implements only willPresentWithAdaptiveStyle shows the style UIKit chose.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/m1entus/MZFormSheetPresentationController/issues/121",
      title: "FormSheet no change to Fullscreen when use iPad Split screen",
      date: "2016-12-08",
      ios: "10",
      device: "iPad",
      feature: .adaptive,
      quote: """
        But I found that when I change traitCollection with iPad Split screen view did not switch to Fullscreen like with UIModalPresentationFormSheet.  And my view is cut by screen border.

        """
    )
  ) {
    Controller("root")
    Controller(
      "sheet",
      modalPresentationStyle: .formSheet,
      presentationControllerDelegate: "observer"
    )
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("sheet", from: "root")
    Resize(width: 320, height: 1024, horizontalSizeClass: .compact)
  } expect: {
    ExpectPresent(
      "observer.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "fullScreen"
    )
  }
}

private func evidenceUikit8FullScreenSegueLogWithLayoutIos12() -> TransitionScenario {
  TransitionScenario(
    "full-screen-segue-log-with-layout-ios12",
    window: "A",
    summary: "On iOS 12.2 a Present Modally segue and its unwind log the full order, with the covered presenter laying out during the presentation and the returning presenter laying out between its viewWillAppear and viewDidAppear",
    notes: """
      The post (also in the blog's source, with the sample project aokiplayer/ViewControllerLifeCycleSample)
      presents B with a storyboard Present Modally segue, full screen on iOS 12, and comes back with an
      unwind segue, which dismisses B programmatically. The scenario starts after launch, so A's
      launch-time layout passes are not in the timeline: A's first viewWillLayoutSubviews here is the
      one during the presentation, its second the one during the dismissal. The engine lays out only the
      presented controller: it emits no viewWillLayoutSubviews for A during either transition, so the
      three facts about A's layout are not held; B's second layout pass is not emitted either (not a
      fact here: the post says the number of layout passes varies with the constraints).

      """,
    source: EvidenceSource(
      url: "https://yagamo-style.com/2019/05/21/viewcontrollerlifecycle",
      title: "UIViewControllerのライフサイクルメソッド",
      date: "2019-05-21",
      ios: "12.2",
      feature: .appearance,
      quote: """
        - Xcode 10.2
        - iOS 12.2
        - Swift 5
        ...
        - A, Bの2画面があり、以下のように遷移します（Aが初期画面）
            - A -> Bは、単純にPresent Modallyなセグエで遷移
            - B -> Aは、unwindセグエで遷移
        ...
        ### Bへ遷移（Present Modallyセグエ）
        ...
        ```console
            B: init(coder:)
        A: prepare(for:sender:)
            B: loadView()
            B: viewDidLoad()
        A: viewWillDisappear(_:)
            B: viewWillAppear(_:)
            B: viewWillLayoutSubviews()
            B: viewDidLayoutSubviews()
        A: viewWillLayoutSubviews()
        A: viewDidLayoutSubviews()
            B: viewWillLayoutSubviews()
            B: viewDidLayoutSubviews()
            B: viewDidAppear(_:)
        A: viewDidDisappear(_:)
        ```

        ### Aへ戻る（unwindセグエ）
        - unwindセグエで戻る際も、`prepare(for:sender:)`は呼ばれています

        ```console
            B: prepare(for:sender:)
        A: unwindToFirst(_:)
            B: viewWillDisappear(_:)
        A: viewWillAppear(_:)
        A: viewWillLayoutSubviews()
        A: viewDidLayoutSubviews()
        A: viewDidAppear(_:)
            B: viewDidDisappear(_:)
            B: deinit
        A: viewWillLayoutSubviews()
        A: viewDidLayoutSubviews()
        ```

        """
    )
  ) {
    Controller("A")
    Controller("B", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("B", from: "A")
    Dismiss("B")
  } expect: {
    ExpectBefore("B.loadView", after: "B.viewDidLoad")
    ExpectBefore("B.viewDidLoad", after: "A.viewWillDisappear")
    ExpectBefore("A.viewWillDisappear", after: "B.viewWillAppear")
    ExpectBefore("B.viewWillAppear", after: "B.viewWillLayoutSubviews")
    ExpectBefore("B.viewDidLayoutSubviews", after: "A.viewWillLayoutSubviews")
    ExpectBefore("A.viewDidLayoutSubviews", after: "B.viewDidAppear")
    ExpectBefore("B.viewDidAppear", after: "A.viewDidDisappear")
    ExpectBefore("B.viewWillDisappear", after: "A.viewWillAppear")
    ExpectBefore("A.viewWillAppear", after: "A.viewWillLayoutSubviews", occurrence: (1, 2))
    ExpectBefore("A.viewDidAppear", after: "B.viewDidDisappear")
  }
}

private func evidenceUikit8GsimageviewerPresenterNoDidAppear() -> TransitionScenario {
  TransitionScenario(
    "gsimageviewer-presenter-no-did-appear",
    window: "R",
    summary: "A zoom image viewer that is its own transitioning delegate (.custom, animators only) gives the presenter no viewDidAppear on dismissal, and the presenter's dismiss method is not called",
    notes: """
      At the time (GSImageViewerController.swift at commit 128aa33, 2017-11-10, the maintainer's answer
      adding `dismissCompletion`) the viewer sets `transitioningDelegate = self` and
      `modalPresentationStyle = .custom` and vends animators only (0.35 s); it dismisses itself with
      `dismiss(animated: true, completion:)`. The issue gives no iOS version; it is dated 2017-11-09,
      when iOS 11 was the released version (inferred from the date). The engine under uikit-8 still
      sends the presenter appearance callbacks for `.custom` without a presentation controller
      (rule 17.1 of the rule book was not implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/wxxsw/GSImageViewerController/issues/7",
      title: "Detect dismission",
      date: "2017-11-09",
      ios: "11",
      feature: .custom,
      quote: """
        I would like to hide the status bar before presenting the image (which is easily done) but I fail to detect the moment when GSImageViewerController has been dismissed again, in order to show the status bar again. I had to edit your files...

        Is there a way to detect it? I was not able to do so by using viewDidAppear by any presenting viewControllers nor by using dismiss(animated...), which is simply not called on the presenting viewController...

        """
    )
  ) {
    Controller("R")
    Controller("viewer", modalPresentationStyle: .custom, transitioningDelegate: "viewer")
    TransitioningDelegate(
      "viewer",
      presentAnimator: Animator(class: "GSImageViewerTransition", duration: 0.35),
      dismissAnimator: Animator(class: "GSImageViewerTransition", duration: 0.35)
    )
  } steps: {
    Present("viewer", from: "R")
    Dismiss("viewer")
  } expect: {
    ExpectAbsent("R.viewDidAppear")
    ExpectAbsent("R.dismiss")
  }
}

private func evidenceUikit8HalfmodalPresenterNoWillAppearOnDismiss() -> TransitionScenario {
  TransitionScenario(
    "halfmodal-presenter-no-will-appear-on-dismiss",
    window: "R",
    summary: "Dismissing a half-height modal shown by a custom presentation controller gives the presenter no viewWillAppear",
    notes: """
      At the time (commit 46f0da9) the sample's `prepare(for:sender:)` sets the destination's
      `modalPresentationStyle = .custom` and a HalfModalTransitioningDelegate kept in a property; the
      delegate vends a HalfModalPresentationController (no `shouldRemovePresentersView` override, so
      false; a half-height `frameOfPresentedViewInContainerView`; dimming animated alongside from both
      will-begin methods), a dismissal animator and, while a drag runs, a dismissal interaction
      controller; it vends no presentation animator. The issue gives no iOS version; it is dated
      2018-06-08, when iOS 11 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/martinnormark/HalfModalPresentationController/issues/15",
      title: "event for dismiss ?",
      date: "2018-06-08",
      ios: "11",
      feature: .custom,
      quote: """
        when i dismiss i need to do something are you have event view will appear not call how i can make any event when dismiss

        """
    )
  ) {
    Controller("R")
    Controller("modal", modalPresentationStyle: .custom, transitioningDelegate: "halfModal")
    TransitioningDelegate(
      "halfModal",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "HalfModalPresentationController",
        frame: .rect(x: 0, y: 333, width: 375, height: 334),
        alongsideAnimations: true
      ),
      dismissAnimator: Animator(class: "HalfModalTransitionAnimator")
    )
  } steps: {
    Present("modal", from: "R")
    Dismiss("modal")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
  }
}

private func evidenceUikit8HeroCancelledInteractiveDismissWillAppear() -> TransitionScenario {
  TransitionScenario(
    "hero-cancelled-interactive-dismiss-will-appear",
    window: "R",
    summary: "A cancelled interactive dismissal sends the presented controller viewWillDisappear and then viewWillAppear again",
    notes: """
      The quote is the maintainer's (lkzhao) answer to the report that "viewWillAppear /
      viewWillDisappear will be called when doing interactive transition". Hero presents full screen
      with its own animator and interaction controller. The issue gives no iOS version; the answer is
      dated 2017-07-02, when iOS 10 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/HeroTransitions/Hero/issues/204",
      title: "viewWillAppear / viewWillDisappear will be called when doing interactive transition",
      date: "2017-07-02",
      ios: "10",
      feature: .interactive,
      quote: """
        Think this is expected. Transition will trigger a `viewWillDisappear` when your view controller is being dismissed. And if your interactive transition cancels, `viewWillAppear` will be called. This is also true for other transitions.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .fullScreen, transitioningDelegate: "hero")
    TransitioningDelegate(
      "hero",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "HeroTransition"),
      dismissAnimator: Animator(class: "HeroTransition"),
      dismissInteraction: .percentDriven
    )
  } steps: {
    Present("P", from: "R")
    InteractiveDismiss("P", progress: [0.1, 0.2, 0.3], release: .cancel)
  } expect: {
    ExpectBefore("P.viewWillDisappear", after: "P.viewWillAppear", occurrence: (1, 2))
    ExpectCount("P.viewWillAppear", n: 2)
  }
}

private func evidenceUikit8HeroNonAnimatedDismissBypassesAnimator() -> TransitionScenario {
  TransitionScenario(
    "hero-non-animated-dismiss-bypasses-animator",
    window: "R",
    summary: "Dismissing an over-full-screen custom transition without animation bypasses the transitioning delegate's animator",
    notes: """
      The second paragraph is the maintainer's (lkzhao) explanation; the issue is labelled "confirmed
      bug". Hero is the transitioning delegate and animator. The issue gives no iOS version; it is
      dated 2017-07-06, when iOS 10 was the released version (inferred from the date). The engine asks
      the delegate for a dismissal animator even without animation (rule 17.2 of the rule book was not
      implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/HeroTransitions/Hero/issues/231",
      title: "modal dismiss animated:NO causes black screen",
      date: "2017-07-06",
      ios: "10",
      feature: .custom,
      quote: """
        when using modal presentation with .overFullScreen (or overCurrentContext)
         dismiss(animated: true, completion: nil) works fine
        but  dismiss(animated: false, completion: nil) causes black screen

        The reason why this is needed it is because Hero stores some state informations on the presentingViewController. If you dismiss without animation, then UIKit will by pass Hero, and Hero is not able to rewind the action.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .overFullScreen, transitioningDelegate: "hero")
    TransitioningDelegate(
      "hero",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "HeroTransition"),
      dismissAnimator: Animator(class: "HeroTransition")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P", animated: false)
  } expect: {
    ExpectPresent("hero.animationController(forPresented:presenting:source:)")
    ExpectAbsent("hero.animationController(forDismissed:)")
  }
}

private func evidenceUikit8JellyPresenterNoWillDisappear() -> TransitionScenario {
  TransitionScenario(
    "jelly-presenter-no-will-disappear",
    window: "R",
    summary: "A controller presented with Jelly's custom presentation controller leaves the presenter without viewWillDisappear",
    notes: """
      The second paragraph is the maintainer's answer (2017-06-28). Jelly presents with `.custom`, its
      own presentation controller (which keeps the presenter's view) and animators. The issue gives no
      iOS version; it is dated 2017-06-26, when iOS 10 was the released version (inferred from the
      date).

      """,
    source: EvidenceSource(
      url: "https://github.com/SebastianBoldt/Jelly/issues/45",
      title: "viewWillDisappear never called",
      date: "2017-06-26",
      ios: "10",
      feature: .custom,
      quote: """
        Before I used Jelly `viewWillDisappear` was called. Now with Jelly `viewWillDisappear` never called!

        This has to to with the nature of modal viewControllers in iOS.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "jelly")
    TransitioningDelegate(
      "jelly",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "JellyPresentationController"),
      presentAnimator: Animator(class: "JellyPresentationAnimator"),
      dismissAnimator: Animator(class: "JellyPresentationAnimator")
    )
  } steps: {
    Present("P", from: "R")
  } expect: {
    ExpectAbsent("R.viewWillDisappear")
  }
}

private func evidenceUikit8JtmaterialPresenterNoWillAppear() -> TransitionScenario {
  TransitionScenario(
    "jtmaterial-presenter-no-will-appear",
    window: "R",
    summary: "Closing a controller presented with .custom and an animator-only transitioning delegate gives the presenter no viewWillAppear",
    notes: """
      The two deleted lines of the library's example are `controller.modalPresentationStyle =
      UIModalPresentationCustom;` and `controller.transitioningDelegate = self.transition;`; the
      transition object vends animators only (no presentation controller). The issue gives no iOS
      version; it is dated 2015-09-14, two days before iOS 9's release, so iOS 8 is inferred from the
      date. The engine under uikit-8 still sends the presenter appearance callbacks for `.custom`
      without a presentation controller (rule 17.1 of the rule book was not implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/johnvuko/JTMaterialTransition/issues/8",
      title: "Hi！The viewController life cycle abnormality",
      date: "2015-09-14",
      ios: "8",
      feature: .custom,
      quote: """
        The `
        viewWillAppear
        ` method called, but when close secondViewController page, this methods not called.

        I delete https://github.com/jonathantribouharet/JTMaterialTransition/blob/master/Example/Example/ViewController.m#L53 and
        https://github.com/jonathantribouharet/JTMaterialTransition/blob/master/Example/Example/ViewController.m#L54 line.
        don't use UIViewControllerAnimatedTransitioning

        The `viewWillAppear` method called.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "transition")
    TransitioningDelegate(
      "transition",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "JTMaterialTransition", duration: 0.5),
      dismissAnimator: Animator(class: "JTMaterialTransition", duration: 0.5)
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
  }
}

private func evidenceUikit8LoginPresentedBeforeRootInstalled() -> TransitionScenario {
  TransitionScenario(
    "login-presented-before-root-installed",
    window: "placeholder",
    summary: "At launch a login screen is presented from a side-navigation controller before that controller is made the window's root; the presentation fails because its view is not in the window",
    notes: """
      No iOS version in the issue; iOS 9 is inferred from its date (2016-01-31: iOS 9.2 was current).
      The title carries UIKit's complaint ("view is not in the window hierarchy"). The side-navigation
      controller presents before it becomes the window's root; the format has no step that installs a
      new root, so the scenario stops at the present: `side` is created but not in the window, whose
      root is a placeholder.

      """,
    tags: ["warning", "window-hierarchy", "launch"],
    source: EvidenceSource(
      url: "https://github.com/CosmicMind/Material/issues/132",
      title: "presentViewController does not work: view is not in the window hierarchy",
      date: "2016-01-31",
      ios: "9",
      feature: .error,
      quote: """
        I want to add a login page on project startup using the presentViewController function.
        ...
                let sideNavigationViewController = SideNavigationViewController(mainViewController: mainViewController, leftViewController: sideViewController)
                sideNavigationViewController.presentViewController(loginViewController, animated: true, completion: nil)
                // Configure the window with the SideNavigationViewController as the root view controller
                window = UIWindow(frame: UIScreen.mainScreen().bounds)

        """
    )
  ) {
    Controller("placeholder")
    Controller("side")
    Controller("login")
  } steps: {
    Present("login", from: "side")
  } expect: {
    ExpectPresent("UIKit.warning", argContains: "whose view is not in the window hierarchy")
    ExpectAbsent("login.viewWillAppear")
  }
}

private func evidenceUikit8MailComposerOnPopupRoot() -> TransitionScenario {
  TransitionScenario(
    "mail-composer-on-popup-root",
    window: "renderer",
    summary: "A mail composer presented on the key window's root while that root presents a popup page is refused with \"which is already presenting\"",
    notes: """
      No iOS version in the issue; iOS 12 is inferred from its date (2018-10-15: iOS 12.0 was current).
      The popup's renderer is the key window's root and presents the popup page (over the screen, so
      over full screen here); the app presents the composer on the key window's root.

      """,
    tags: ["warning", "already-presenting"],
    source: EvidenceSource(
      url: "https://github.com/rotorgames/Rg.Plugins.Popup/issues/373",
      title: "RgPopupPlatformRenderer: is already presenting",
      date: "2018-10-15",
      ios: "12",
      feature: .error,
      quote: """
        Since upgrading to 1.1.4.168 a button on a pop-up to an send email no longer works and results in the following error on iOS:

        Warning: Attempt to present <MFMailComposeViewController: 0x10bc8f800>  on <RgPopupPlatformRenderer: 0x11093f8f0> which is already presenting <Rg_Plugins_Popup_IOS_Renderers_PopupPageRenderer: 0x110928480>

        I've added this work-around in my code to get things working again...
        ...
        Previous the code was...

        `UIApplication.SharedApplication.KeyWindow.RootViewController.PresentViewController(controller, true, null);`

        """
    )
  ) {
    Controller("renderer")
    Controller("page", modalPresentationStyle: .overFullScreen)
    Controller("mail")
  } steps: {
    Present("page", from: "renderer")
    Present("mail", from: "renderer")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Warning: Attempt to present <mail> on <renderer> which is already presenting <page>"
    )
    ExpectAbsent("mail.viewWillAppear")
  }
}

private func evidenceUikit8MmtransitionPresenterNoAppearAfterDismiss() -> TransitionScenario {
  TransitionScenario(
    "mmtransition-presenter-no-appear-after-dismiss",
    window: "R",
    summary: "After a controller presented with MMTransition's custom presentation controller is dismissed, the presenter gets no viewWillAppear or viewDidAppear",
    notes: """
      "After presenting a view, when coming back, the fromView's viewWillAppear and viewDidAppear
      methods stopped working." At the time (commit 250a1a6, 2017-04-25) MMPresentAnimator sets the
      presented controller's `modalPresentationStyle = .custom` and itself as `transitioningDelegate`,
      and vends a BasePresentationController subclass whose `shouldPresentInFullscreen` and
      `shouldRemovePresentersView` are false, plus animators for both directions. The issue gives no
      iOS version; it is dated 2017-04-26, when iOS 10 was the released version (inferred from the
      date).

      """,
    source: EvidenceSource(
      url: "https://github.com/MillmanY/MMTransition/issues/2",
      title: "The method of failure \"viewWillAppear\"",
      date: "2017-04-26",
      ios: "10",
      feature: .custom,
      quote: """
        present一个视图后，返回来的时候fromView的"viewWillAppear"和“viewDidAppear"方法失效了。

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "mm")
    TransitioningDelegate(
      "mm",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "DialogPresentationController",
        shouldPresentInFullscreen: false,
        shouldRemovePresentersView: false
      ),
      presentAnimator: Animator(class: "DialogTransition"),
      dismissAnimator: Animator(class: "DialogTransition")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
  }
}

private func evidenceUikit8MotionModalAppearanceTrace() -> TransitionScenario {
  TransitionScenario(
    "motion-modal-appearance-trace",
    window: "root",
    summary: "UIKit's appearance callbacks for a full-screen modal over a root container, a navigation controller and its child, on presentation and dismissal",
    notes: """
      No iOS version in the pull request; iOS 11 is inferred from its date (2018-07-16: iOS 11.4 was
      current). The trace is the same for UIKit's own modal transition, so it is UIKit's order. The root
      container holds the navigation controller as a child, whose root is the bottom-navigation
      controller; the modal is presented full screen and then dismissed. Notably the covered
      controllers' viewDidAppear come before the modal's viewDidDisappear on dismissal.

      """,
    tags: ["appearance", "order", "containment"],
    source: EvidenceSource(
      url: "https://github.com/CosmicMind/Motion/pull/42",
      title: "Fixed issue-29, unbalanced calls to begin/end appearance transitions",
      date: "2018-07-16",
      ios: "11",
      feature: .appearance,
      quote: """
        Fixed issue #29. Calling `{begin,end}AppearanceTransition` methods for modal transitions was causing the issue since `UIKit` was already calling them internally.

        I did rigorous testing after fixing the issue with multiple setups (TabsContoller, NavigationDrawer, NavigationContoller, BottomNavigationBar) to try various transitions types, it never showed up again. I examined the `view{Will,Did}{Appear,Disappear}` call trace and it was exactly same for `Motion` and `UIKit` modal transitions. Example trace:
        ```
        viewWillDisappear AppRootController
        viewWillDisappear NavigationController
        viewWillDisappear BottomNavigationController
        viewWillAppear ModalViewController
        viewDidAppear ModalViewController
        viewDidDisappear AppRootController
        viewDidDisappear NavigationController
        viewDidDisappear BottomNavigationController
        viewWillDisappear ModalViewController
        viewWillAppear AppRootController
        viewWillAppear NavigationController
        viewWillAppear BottomNavigationController
        viewDidAppear AppRootController
        viewDidAppear NavigationController
        viewDidAppear BottomNavigationController
        viewDidDisappear ModalViewController
        ```

        """
    )
  ) {
    Controller("root", children: ["nav"])
    Controller("nav", type: .navigation, children: ["bottom"])
    Controller("bottom")
    Controller("modal", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("modal", from: "bottom")
    Dismiss("modal")
  } expect: {
    ExpectBefore("root.viewWillDisappear", after: "nav.viewWillDisappear")
    ExpectBefore("nav.viewWillDisappear", after: "bottom.viewWillDisappear")
    ExpectBefore("bottom.viewWillDisappear", after: "modal.viewWillAppear")
    ExpectBefore("modal.viewDidAppear", after: "root.viewDidDisappear")
    ExpectBefore("nav.viewDidDisappear", after: "bottom.viewDidDisappear")
    ExpectBefore("modal.viewWillDisappear", after: "root.viewWillAppear")
    ExpectBefore("bottom.viewWillAppear", after: "root.viewDidAppear")
    ExpectBefore("bottom.viewDidAppear", after: "modal.viewDidDisappear")
  }
}

private func evidenceUikit8MotionSafariUnbalancedOnNavigation() -> TransitionScenario {
  TransitionScenario(
    "motion-safari-unbalanced-on-navigation",
    window: "nav",
    summary: "A transition library that calls the presenter's begin/endAppearanceTransition during a full-screen modal, on top of UIKit's own calls, makes UIKit log \"Unbalanced calls\" for the presenter",
    notes: """
      The library's animator (Motion) called beginAppearanceTransition/endAppearanceTransition on the
      presenting controller itself; its fix (Motion pull request 42) removed the calls for modal
      transitions "since UIKit was already calling them internally". The presentation is full screen
      (the default then), so UIKit gives the navigation controller its own callbacks too. Where exactly
      the library made its calls is not stated: the scenario makes them when the presented controller's
      viewWillAppear and viewDidAppear arrive.

      """,
    tags: ["warning", "unbalanced", "custom"],
    source: EvidenceSource(
      url: "https://github.com/CosmicMind/Material/issues/1007",
      title: "Unbalanced appearance transition breaks SFSafariViewController",
      date: "2017-12-28",
      ios: "11.2",
      feature: .appearance,
      quote: """
        iOS 11.2
        SFSafariViewController gets broken and does not load content

        Console output: Unbalanced calls to begin/end appearance transitions for <Material.NavigationController: 0x7f9328828200>.

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["home"])
    Controller("home")
    Controller("safari", modalPresentationStyle: .fullScreen, transitioningDelegate: "motion")
    TransitioningDelegate(
      "motion",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "MotionTransition", duration: 0.35)
    )
  } steps: {
    Present("safari", from: "home")
    BeginAppearanceTransition("nav", appearing: false).during("safari.viewWillAppear")
    EndAppearanceTransition("nav").during("safari.viewDidAppear")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Unbalanced calls to begin/end appearance transitions for <nav>"
    )
  }
}

private func evidenceUikit8NativePresentWhileTransparentRnModal() -> TransitionScenario {
  TransitionScenario(
    "native-present-while-transparent-rn-modal",
    window: "root",
    summary: "While a transparent React Native Modal is visible, a native module's present on the key window's root does nothing and its completion never runs",
    notes: """
      No iOS version in the issue; iOS 11 is inferred from its date (2018-04-01: iOS 11.3 was current).
      React Native presents a transparent Modal over full screen from the root view's controller, here
      the key window's root; the native module then presents a navigation controller on that root. The
      issue quotes no UIKit console line. `root.completion` is the completion of a request made by the
      root: only the Modal's own presentation completes.

      """,
    tags: ["already-presenting", "react-native", "completion"],
    source: EvidenceSource(
      url: "https://github.com/react/react-native/issues/18645",
      title: "Call iOS native presentViewController fail when <Modal /> visible.",
      date: "2018-04-01",
      ios: "11",
      feature: .present,
      quote: """
        <View style={{flex: 1}}>
          <Modal visible transparent>
            <Button
              onPress={() => NativeModules.Tools.TestPresent()}
              title="Present"
            />
          </Modal>
        </View>
        ...
            [rooterController presentViewController:nav animated:YES completion:^{
              RCTLog(@"in blocks");
            }];
        ...
        When I click `Present` button, nothing happens. `TestController` not present.
        But in Xcode console area only ` RCTLog(@"in function");` logs, the ` RCTLog(@"in blocks");` not log;
        And yes, breakpoints will go to `[rooterController presentViewController:nav animated:YES completion:^{` and rootController is right, and then nothing will happen, so the completion block won't run.

        """
    )
  ) {
    Controller("root")
    Controller("modal", modalPresentationStyle: .overFullScreen)
    Controller("nav", type: .navigation, children: ["test"])
    Controller("test")
  } steps: {
    Present("modal", from: "root")
    Present("nav", from: "root")
  } expect: {
    ExpectAbsent("test.viewWillAppear")
    ExpectCount("root.completion", n: 1)
  }
}

private func evidenceUikit8NytphotosPresenterAppearanceNotCalled() -> TransitionScenario {
  TransitionScenario(
    "nytphotos-presenter-appearance-not-called",
    window: "R",
    summary: "Presenting and dismissing the NYT photo viewer (.custom, animator-only delegate) gives the presenter none of its four appearance callbacks",
    notes: """
      NYTPhotosViewController sets `.custom` and its NYTPhotoTransitionController as transitioning
      delegate; that object (Pod/Classes/ios/NYTPhotoTransitionController.m) vends the animator for
      both directions and a dismissal interaction controller, and no presentation controller. The pull
      request gives no iOS version; it is dated 2016-11-28, when iOS 10 was the released version
      (inferred from the date). The engine under uikit-8 still sends the presenter appearance
      callbacks for `.custom` without a presentation controller (rule 17.1 of the rule book was not
      implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/nytimes/NYTPhotoViewer/pull/222",
      title: "Fix: Parent's `viewWillAppear` etc. methods are not getting called",
      date: "2016-11-28",
      ios: "10",
      feature: .custom,
      quote: """
        When presenting/dismissing `NYTPhotosViewController` the actual presenter's `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear` methods aren't getting called. This sucks a bit.

        The bug is due to the transition animator `NYTPhotoTransitionAnimator` not dispatching `beginAppearanceTransition` and `endAppearanceTransition` calls to the respective ViewControllers.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "transitionController")
    TransitioningDelegate(
      "transitionController",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "NYTPhotoTransitionAnimator"),
      dismissAnimator: Animator(class: "NYTPhotoTransitionAnimator")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillDisappear")
    ExpectAbsent("R.viewDidDisappear")
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
  }
}

private func evidenceUikit8OverCurrentContextChildThenFullScreenFromNav() -> TransitionScenario {
  TransitionScenario(
    "over-current-context-child-then-full-screen-from-nav",
    window: "nav",
    summary: "A child controller that defines the context presents over current context (the pushed controller and the child hear nothing); a full-screen present from the navigation controller then makes both disappear and reappear, while the over-context controller hears nothing",
    notes: """
      The README is a Chinese write-up of a test project (log dated 2016-07-19); no iOS version is
      named, iOS 9 (then current, with iOS 10 in beta) is inferred from the log's date. The push of
      pushedVC happened before; the scenario starts with the navigation stack [root, pushed] and the
      child already added to pushed. PresentedVC1 presents VC2 by calling present on
      self.presentingViewController.navigationController, which is the navigation controller; the
      scenario presents vc2 from nav. The dismissal lines come from another run of the same app
      (process 3163), the README's own log. The README also logs the opaque variant (vc1 presented
      full screen from the child, its presenting controller the navigation controller); one source is
      one case, so that variant is only noted here.

      """,
    source: EvidenceSource(
      url: "https://github.com/g-enius/testPresent/blob/19dcbe13c0504c89f8ff73c273ebf405306a7ed6/README.MD",
      title: "testPresent: 透明/不透明 PresentedVC 与 presentingViewController 生命周期函数之间的关系",
      date: "2016-07-19",
      ios: "9",
      feature: .appearance,
      quote: """
        整个 demo 流程为:  1⃣️ navigationController —> rootViewController : ViewController     2⃣️ —> push : pushedVC     3⃣️ —> addChildController : childVC      4⃣️—> 透明/不透明 present : presentVC1      5⃣️—> 正常 present : presentVC2
        ...
        self.definesPresentationContext = YES; (self 为 childVC)
        ...
        presentedVC1.modalPresentationStyle = UIModalPresentationOverCurrentContext;
        ...
        透明的话, (PresentedVC1的) presentingVC 就是上一个 VC (childVC); 不透明的话, (PresentedVC1的) presentingVC 是上个页面的 VC (childVC) 的 navigationController.
        ...
        childVC 透明 present presentedVC1, pushedVC 及 childVC 没有调用 viewWillAppear/viewDidAppear; 而当再 present 一个正常的 presentVC2的时候, pushedVC 及 childVC 的生命周期会跟着一起调用, 而 presentedVC1 的生命周期却没有调用;
        ...
        透明的 其实执行的是 [self.presentingViewController.navigationController presentViewController:vc2 animated:YES completion:nil];
        ...
        TRANSPARENT
        ...
        2016-07-19 15:24:28.967 testPresent[3000:127671] presentedVC  1 viewDidLoad
        2016-07-19 15:24:35.817 testPresent[3000:127671] presentedVC  1 viewWillAppear
        2016-07-19 15:24:36.318 testPresent[3000:127671] presentedVC  1 viewDidAppear
        2016-07-19 15:24:36.319 testPresent[3000:127671] self = <PresentedVC1: 0x7fea2c969650>, self.presentingViewController = <ChildVC: 0x7fea2b628480>, self.presentingViewController.navigationController = <UINavigationController: 0x7fea2d012800>
        2016-07-19 15:24:37.620 testPresent[3000:127671] PresentedVC  2 viewDidLoad
        2016-07-19 15:24:37.622 testPresent[3000:127671] PushedVC viewWillDisappear
        2016-07-19 15:24:37.622 testPresent[3000:127671] ChildVC viewWillDisappear
        2016-07-19 15:24:37.622 testPresent[3000:127671] PresentedVC  2 viewWillAppear
        2016-07-19 15:24:38.124 testPresent[3000:127671] PresentedVC  2 viewDidAppear
        2016-07-19 15:24:38.124 testPresent[3000:127671] PushedVC viewDidDisappear
        2016-07-19 15:24:38.124 testPresent[3000:127671] ChildVC viewDidDisappear
        016-07-19 15:25:14.104 testPresent[3163:136396] PresentedVC  2 viewWillDisappear
        2016-07-19 15:25:14.105 testPresent[3163:136396] ++++++++PushedVC viewWillAppear
        2016-07-19 15:25:14.105 testPresent[3163:136396] ++++++++ChildVC viewWillAppear
        2016-07-19 15:25:14.609 testPresent[3163:136396] PushedVC viewDidAppear
        ...
        2016-07-19 15:25:14.609 testPresent[3163:136396] ChildVC viewDidAppear
        ...
        2016-07-19 15:25:14.610 testPresent[3163:136396] PresentedVC  2 viewDidDisappear

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["root", "pushed"])
    Controller("root")
    Controller("pushed", children: ["child"])
    Controller("child", definesPresentationContext: true)
    Controller("vc1", modalPresentationStyle: .overCurrentContext)
    Controller("vc2")
  } steps: {
    Present("vc1", from: "child")
    Inspect("vc1")
    Present("vc2", from: "nav")
    Dismiss("vc2")
  } expect: {
    ExpectPresent("vc1.presentingViewController").result("child")
    ExpectBefore("vc1.viewWillAppear", after: "vc1.viewDidAppear")
    ExpectCount("pushed.viewWillDisappear", n: 1)
    ExpectBefore("vc2.viewDidLoad", after: "pushed.viewWillDisappear")
    ExpectBefore("pushed.viewWillDisappear", after: "child.viewWillDisappear")
    ExpectBefore("child.viewWillDisappear", after: "vc2.viewWillAppear")
    ExpectBefore("vc2.viewDidAppear", after: "pushed.viewDidDisappear")
    ExpectBefore("pushed.viewDidDisappear", after: "child.viewDidDisappear")
    ExpectBefore("vc2.viewWillDisappear", after: "pushed.viewWillAppear")
    ExpectBefore("pushed.viewWillAppear", after: "child.viewWillAppear")
    ExpectBefore("child.viewWillAppear", after: "pushed.viewDidAppear")
    ExpectBefore("pushed.viewDidAppear", after: "child.viewDidAppear")
    ExpectBefore("child.viewDidAppear", after: "vc2.viewDidDisappear")
    ExpectCount("vc1.viewWillDisappear", n: 0)
    ExpectCount("vc1.viewWillAppear", n: 1)
  }
}

private func evidenceUikit8OverCurrentContextPresentingIsParent() -> TransitionScenario {
  TransitionScenario(
    "over-current-context-presenting-is-parent",
    window: "nav",
    summary: "A photo viewer presented over the current context from a child reports the parent as its presentingViewController",
    notes: """
      The issue does not say what the parent is; the scenario puts the presenting controller in a
      navigation controller, the usual parent, which defines the presentation context by default. No iOS version is
      named; iOS 10 is inferred from the date (2017-07-14). The cross-dissolve transition style is not
      something the format can say and does not change the presenting controller.

      """,
    source: EvidenceSource(
      url: "https://github.com/alexhillc/AXPhotoViewer/issues/3",
      title: "Present over current context",
      date: "2017-07-14",
      ios: "10",
      feature: .present,
      quote: """
        I am trying to present PhotosViewController over current context like this:
        ```
                        photosViewController.modalPresentationStyle = .overCurrentContext
                        photosViewController.modalTransitionStyle = .crossDissolve
        ```
        ...
        self.presentingViewController is returning parent view controller rather than the top view controller I am presenting on.

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["chat"])
    Controller("chat")
    Controller("photos", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("photos", from: "chat")
    Inspect("photos")
  } expect: {
    ExpectPresent("photos.presentingViewController").result("nav")
    ExpectAbsent("photos.presentingViewController").result("chat")
  }
}

private func evidenceUikit8OverCurrentContextUnderTabBar() -> TransitionScenario {
  TransitionScenario(
    "over-current-context-under-tab-bar",
    window: "tabs",
    summary: "On iOS 8, an over-current-context modal from a controller in a navigation controller inside a tab bar controller is presented in the navigation controller's context, under the tab bar",
    notes: """
      rdar://21520873 (openradar.me/21520873), created 2015-06-24. A modal underneath the tab bar is
      one presented in the navigation controller's context (a navigation controller defines the
      presentation context by default), so its presentingViewController is the navigation controller,
      not the tab bar controller; the fact reads that relationship.

      """,
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/694",
      title: "21520873: Modal displayed underneath tab bar in iOS8",
      date: "2015-06-24",
      ios: "8",
      feature: .present,
      quote: """
        When displaying a modal view controller with presentation style UIModalPresentationStyleOverCurrentContext from a view controller embedded in a navigation controller and using a tab bar controller the modal will be underneath the tab bar on iOS8.
        ...
        Expected Results:
        modal view controller on top of tab bar

        Actual Results:
        modal view controller underneath tab bar
        ...
        Configuration:
        iOS 8 simulator

        """
    )
  ) {
    Controller("tabs", type: .tabBar, children: ["nav"])
    Controller("nav", type: .navigation, children: ["second"])
    Controller("second")
    Controller("third", modalPresentationStyle: .overCurrentContext)
  } steps: {
    Present("third", from: "second")
    Inspect("third")
  } expect: {
    ExpectPresent("third.presentingViewController").result("nav")
  }
}

private func evidenceUikit8PageElementDetachedOnIpad() -> TransitionScenario {
  TransitionScenario(
    "page-element-detached-on-ipad",
    window: "screen",
    summary: "An element page of a page view controller, whose parentViewController is nil, presents a form modally; UIKit logs the detached-controller warning",
    notes: """
      iOS 9.1 public beta on an iPad Air. The page view controller is a child of the screen (the
      reporter adds it with containment); its element has no parent, its view being put in the pager's
      view without containment, and presents from there.

      """,
    tags: ["warning", "detached", "containment"],
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/stefanceriu/SCPageViewController/issues/16",
      title: "Presenting a view controller from an element",
      date: "2015-09-23",
      ios: "9.1 beta",
      device: "iPad Air",
      feature: .container,
      quote: """
        I am trying to present a modal view controller from an element - the user is filling in a form. This present me with the warning " Presenting view controllers on detached view controllers is discouraged <ASSurveyTOCTableViewController: 0x131000e50>" where ASSurveyTOCTableViewController is an element of the PageViewController. When I check the parentViewController of ASSurveyTOCTableViewController, it is nil.
        ...
        Running on an iPad Air 9.1 public beta, Xcode

        """
    )
  ) {
    Controller("screen", children: ["pager"])
    Controller("pager")
    Controller("element", viewLoaded: true)
    Controller("form", modalPresentationStyle: .formSheet)
  } steps: {
    AddSubview("element", to: "pager")
    Present("form", from: "element")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged <element>"
    )
  }
}

private func evidenceUikit8PageMenuParentPresentsDetached() -> TransitionScenario {
  TransitionScenario(
    "page-menu-parent-presents-detached",
    window: "profile",
    summary: "A page inside a page menu presents through its parent, the page menu, whose view was added by hand; UIKit logs the detached-controller warning",
    notes: """
      No iOS version in the issue; iOS 9 is inferred from its date (2016-04-20: iOS 9.3 was current).
      The warning is the issue's title, "shown in the console". The page is a child of the page menu,
      whose view the profile screen added without containment (the later question in the thread, "How
      to add a child view controller to this PageMenu?", points there); the page presents through its
      parent. The crash after the presentation is not modelled.

      """,
    tags: ["warning", "detached", "containment"],
    source: EvidenceSource(
      url: "https://github.com/PageMenu/PageMenu/issues/212",
      title: "presenting view controllers on detached view controllers is discouraged?",
      date: "2016-04-20",
      ios: "9",
      feature: .container,
      quote: """
        I am using CAPSPageMenu for loading my view controllers and tableviews.in my  tableview i created a button like this,
        ...
            [self.parentViewController presentViewController:ivc animated:YES completion:nil];
        ...
        when i click on button view controller is loading but after moving the app will crash.and showing this error in console.How can i do that?
        Here is my ProfileView Controller is the View controllers loading Class(main class).

        """
    )
  ) {
    Controller("profile")
    Controller("menu", children: ["page"], viewLoaded: true)
    Controller("page", viewLoaded: true)
    Controller("education")
  } steps: {
    AddSubview("menu", to: "profile")
    Present("education", from: "menu")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged <menu>"
    )
    ExpectPresent("education.viewDidLoad")
  }
}

private func evidenceUikit8PanmodalCustomStyleAppearanceMissing() -> TransitionScenario {
  TransitionScenario(
    "panmodal-custom-style-appearance-missing",
    window: "R",
    summary: "With PanModal's .custom presentation controller the presenter hears no appearance callbacks, so the library's animator sends them itself",
    notes: """
      PanModal presents with `.custom`, its PanModalPresentationController and its own animator. This
      pull request is what added the animator's calls; the case is UIKit's behaviour without them. The
      pull request gives no iOS version; it is dated 2019-04-18, when iOS 12 was the released version
      (inferred from the date). The rule book cites PanModal issue 47 (the later question about those
      calls), not this pull request.

      """,
    source: EvidenceSource(
      url: "https://github.com/slackhq/PanModal/pull/21",
      title: "Adding functionality for UIViewController appearance callback forwarding",
      date: "2019-04-18",
      ios: "12",
      feature: .custom,
      quote: """
        Appearance callbacks were missing because the view controller is presented with a `.custom` `modalPresentationStyle`, so the `PanModalPresentationAnimator` is in charge of making the appropriate calls as necessary (before animating, after animating).

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "panModal")
    TransitioningDelegate(
      "panModal",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "PanModalPresentationController"),
      presentAnimator: Animator(class: "PanModalPresentationAnimator"),
      dismissAnimator: Animator(class: "PanModalPresentationAnimator")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillDisappear")
    ExpectAbsent("R.viewDidDisappear")
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
  }
}

private func evidenceUikit8PaprCancelledDismissKeepsPresented() -> TransitionScenario {
  TransitionScenario(
    "papr-cancelled-dismiss-keeps-presented",
    window: "list",
    summary: "A cancelled interactive dismissal leaves the controller presented; a finished one removes it",
    notes: """
      The pull request makes a coordinator's `pop` cancellable for an interactive dismissal of the
      photo detail screen. It gives no iOS version; it is dated 2018-12-28, when iOS 12 was the
      released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/jdisho/Papr/pull/72",
      title: "Feature/present interactive",
      date: "2018-12-28",
      ios: "12",
      feature: .interactive,
      quote: """
        we fire the `dismiss(animated: true, completion: nil)`
        Under the hood (this is how UIKit works) it starts the animation (which we modify the progress of animation under the hood with something like `propertyAnimator.fractionComplete = gesture.percent`)
        and if we cancel the animation it doesn't remove the current controller view from stack
        if we complete the animation it remove the current controller view

        """
    )
  ) {
    Controller("list")
    Controller("detail", modalPresentationStyle: .custom, transitioningDelegate: "transition")
    TransitioningDelegate(
      "transition",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "PhotoDetailsAnimator"),
      dismissAnimator: Animator(class: "PhotoDetailsAnimator"),
      dismissInteraction: .percentDriven
    )
  } steps: {
    Present("detail", from: "list")
    InteractiveDismiss("detail", progress: [0.1, 0.2], release: .cancel)
    Inspect("list")
  } expect: {
    ExpectPresent("list.presentedViewController").result("detail")
  }
}

private func evidenceUikit8PermissionAlertOnRootWithModal() -> TransitionScenario {
  TransitionScenario(
    "permission-alert-on-root-with-modal",
    window: "root",
    summary: "A permission library's alert, presented on the window's root while a modal is up, fails with \"whose view is not in the window hierarchy\"",
    notes: """
      The issue gives no iOS version; iOS 9 is inferred from its date (2016-03-31: iOS 9.3 was
      current). The library presented its UIAlertController on the window's root while the root was
      presenting a modal controller (full screen, the default then). The quoted console line has lost
      its class names; what it keeps is the E2 wording. Up to rules version 3 the engine checked
      "already presenting" (E1) first and printed E1 here; rule 19.1 (E2 before E1) made
      the engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy", "alert"],
    source: EvidenceSource(
      url: "https://github.com/delba/Permission/issues/8",
      title: "DisabledAlert and DeniedAlert fail to show with warning: Warning: Attempt to present on whose view is not in the window hierarchy!",
      date: "2016-03-31",
      ios: "9",
      feature: .alert,
      quote: """
        DisabledAlert and DeniedAlert fail to show when there is a presented VC displayed (aka modal VC).

        Console : `Warning: Attempt to present on whose view is not in the window hierarchy!`

        When presenting an alert, we need to test for rootVC.presentedViewControllerC, and fallback to rootVC if needed

        """
    )
  ) {
    Controller("root")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("modal", from: "root")
    Present("alert", from: "root")
  } expect: {
    ExpectPresent("UIKit.warning", argContains: "whose view is not in the window hierarchy")
    ExpectAbsent("alert.viewWillAppear")
  }
}

private func evidenceUikit8PermissionScopeAlertDetached() -> TransitionScenario {
  TransitionScenario(
    "permission-scope-alert-detached",
    window: "main",
    summary: "A permissions dialog whose controller's view is shown outside the controller hierarchy presents an alert; UIKit logs the detached-controller warning",
    notes: """
      No iOS version in the issue; iOS 8 is inferred from its date (2015-05-27: iOS 8.3 was current).
      The dialog's controller puts its view over the app's screen without containment; the scenario adds
      it by hand to the root's view and presents the alert from it.

      """,
    tags: ["warning", "detached", "containment", "alert"],
    source: EvidenceSource(
      url: "https://github.com/nickoneill/PermissionScope/issues/23",
      title: "Warning when alerting user about denied permissions",
      date: "2015-05-27",
      ios: "8",
      feature: .container,
      quote: """
        This happens when we present the alert view: "Presenting view controllers on detached view controllers is discouraged" because we present it on the permission scope view rather than the main view.

        """
    )
  ) {
    Controller("main")
    Controller("scope", viewLoaded: true)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    AddSubview("scope", to: "main")
    Present("alert", from: "scope")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged <scope>"
    )
  }
}

private func evidenceUikit8PgdrawerPresenterNoAppearCallbacks() -> TransitionScenario {
  TransitionScenario(
    "pgdrawer-presenter-no-appear-callbacks",
    window: "R",
    summary: "A drawer presented .custom with animators but no presentation controller leaves the presenter without viewWillAppear and viewDidAppear",
    notes: """
      Opened and answered by the library's author. At the time (DrawerTransition.swift at commit
      cffc39f) the drawer gets `modalPresentationStyle = .custom` and the DrawerTransition object as
      `transitioningDelegate`, which returns itself as animator for both directions and vends no
      presentation controller. The fix (commit 2e192a1, same day) calls `from.viewWillDisappear` /
      `viewDidDisappear` when presenting and `to.viewWillAppear` / `viewDidAppear` when dismissing, so
      the missing calls are the presenter's on both legs. The issue gives no iOS version; it is dated
      2017-06-02, when iOS 10 was the released version (inferred from the date). The engine under
      uikit-8 still sends the presenter appearance callbacks for `.custom` without a presentation
      controller (rule 17.1 of the rule book was not implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/ipagong/PGDrawerTransition/issues/4",
      title: "No called viewController life cycle methods.",
      date: "2017-06-02",
      ios: "10",
      feature: .custom,
      quote: """
        **viewWillAppear
        viewDidAppear**

        these methods were not called. 

        in transition class, called on toVc & fromVc directly.

        """
    )
  ) {
    Controller("R")
    Controller("drawer", modalPresentationStyle: .custom, transitioningDelegate: "transition")
    TransitioningDelegate(
      "transition",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "DrawerTransition"),
      dismissAnimator: Animator(class: "DrawerTransition")
    )
  } steps: {
    Present("drawer", from: "R")
    Dismiss("drawer")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
  }
}

private func evidenceUikit8PlusPopoverNeedsTraitCollectionMethod() -> TransitionScenario {
  TransitionScenario(
    "plus-popover-needs-trait-collection-method",
    window: "browser",
    summary: "Reader-mode controls stay a popover on an iPhone Plus only with the trait-collection form of adaptivePresentationStyle answering .none",
    notes: """
      No iOS version is named; iOS 9 is inferred from the date (2016-04-06). The bugs are about an
      iPhone Plus in landscape (regular width, compact height), where an answer of .none from the
      iOS 8.0 method alone does not keep the popover (the rule book's rule 13.2 has other sources for
      that); the fix adds the trait-collection method. The scenario is the fixed delegate, which
      implements both, and checks that UIKit asks the trait-collection method and keeps the popover.

      """,
    device: ScenarioDevice(
      idiom: .phone,
      size: (width: 736, height: 414),
      horizontalSizeClass: .regular,
      verticalSizeClass: .compact
    ),
    source: EvidenceSource(
      url: "https://github.com/mozilla-mobile/firefox-ios/pull/1691",
      title: "Bug 1247906 & 1247908 - ensure reader mode controls displayed in popover on iPhone plus",
      date: "2016-04-06",
      ios: "9",
      device: "iPhone 6 Plus / 6s Plus",
      feature: .adaptive,
      quote: """
        Caused by requiring an implementation of the more specific adaptivePresentationStyleForPresentationController delegate method that takes a UITraitCollection as an argument

        """
    )
  ) {
    Controller("browser")
    Controller(
      "readerSettings",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "browserDelegate"
    )
    AdaptiveDelegate(
      "browserDelegate",
      adaptivePresentationStyleForTraitCollection: .noAdaptation,
      adaptivePresentationStyle: .noAdaptation,
      willPresentWithAdaptiveStyle: true
    )
  } steps: {
    Present("readerSettings", from: "browser")
  } expect: {
    ExpectPresent("browserDelegate.adaptivePresentationStyle(for:traitCollection:)").result("none")
    ExpectPresent(
      "browserDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "none"
    )
  }
}

private func evidenceUikit8PlusPopoverOpensFullScreen() -> TransitionScenario {
  TransitionScenario(
    "plus-popover-opens-full-screen",
    window: "workspace",
    summary: "On an iPhone 6/7 Plus a popover is presented with .fullScreen instead of .popover",
    notes: """
      No iOS version is named; iOS 10 is inferred from the date (2016-10-12, a month after iOS 10 and
      the iPhone 7 Plus). The scenario is the Plus in portrait (compact width). To observe the style
      UIKit chose, the popover's delegate implements only
      presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:), which answers
      nothing and so changes nothing.

      """,
    device: ScenarioDevice(idiom: .phone, size: (width: 414, height: 736)),
    source: EvidenceSource(
      url: "https://github.com/google/blockly-ios/issues/236",
      title: "Presenting popovers in iPhone 6/7 Plus is not ideal",
      date: "2016-10-12",
      ios: "10",
      device: "iPhone 6/7 Plus",
      feature: .adaptive,
      quote: """
        iOS opens popovers for iPhone 6/7 Plus screens using `.fullScreen` instead of `.popover` (see https://developer.apple.com/reference/uikit/uimodalpresentationstyle/1621382-popover).

        """
    )
  ) {
    Controller("workspace")
    Controller("picker", modalPresentationStyle: .popover, presentationControllerDelegate: "observer")
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("picker", from: "workspace")
  } expect: {
    ExpectPresent(
      "observer.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "fullScreen"
    )
  }
}

private func evidenceUikit8PopoverAdaptsToModalOnRotationInSplit() -> TransitionScenario {
  TransitionScenario(
    "popover-adapts-to-modal-on-rotation-in-split",
    window: "editor",
    summary: "An iPad popover shown beside a narrow multitasking app adapts to a modal presentation when the iPad rotates to portrait",
    notes: """
      No iOS version is named; iOS 9 is inferred from the date (2016-08-26, before iOS 10's release).
      With another app in the narrow slot, the app is regular in width in landscape and compact in
      portrait. The scenario is the unfixed popover; its observer delegate implements only
      willPresentWithAdaptiveStyle, which changes nothing, to show the style UIKit chose. (The fix,
      a delegate that keeps the popover, is the pull request's own choice, not an observation.)

      """,
    device: ScenarioDevice(idiom: .pad, size: (width: 694, height: 768)),
    source: EvidenceSource(
      url: "https://github.com/Automattic/simplenote-ios/pull/81",
      title: "Issues/80: Action sheet buttons should now work correctly on iPad.",
      date: "2016-08-26",
      ios: "9",
      device: "iPad",
      feature: .adaptive,
      quote: """
        Also blocked the popover from adapting its style whilst presented to fix a layout issue when:

        * Viewing the app on iPad with another app in a narrow multitasking split on the right.
        * Show the popover
        * Rotate to portrait

        Normally the popover would adapt to show as a modal, but it doesn't lay itself back out correctly. The simplest fix seems to be to retain the popover presentation in this layout.

        """
    )
  ) {
    Controller("editor")
    Controller(
      "actions",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "observer"
    )
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("actions", from: "editor")
    Resize(width: 438, height: 1024, horizontalSizeClass: .compact)
  } expect: {
    ExpectPresent(
      "observer.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "fullScreen"
    )
  }
}

private func evidenceUikit8PopoverBecomesFullScreenOnSplitResize() -> TransitionScenario {
  TransitionScenario(
    "popover-becomes-full-screen-on-split-resize",
    window: "content",
    summary: "A popover presented on a full-screen iPad turns into a full-screen presentation when multitasking makes the app compact in width",
    notes: """
      "Expected" is UIKit's behaviour observed with an older version of the library, which did not
      interfere. In a 50/50 split an iPad Air 2 app is compact in width, so "becomes Regular" in the
      report reads as a slip for compact. No iOS version is named; iOS 9 is inferred from the date
      (2015-11-10) and from the 50/50 split, new in iOS 9. The presented controller is a navigation
      controller; an observer delegate shows the adaptive style.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/LeoNatan/LNPopupController/issues/27",
      title: "Issues with UI adaptivity",
      date: "2015-11-10",
      ios: "9",
      device: "iPad Air 2 simulator",
      feature: .adaptive,
      quote: """
        One of the symptoms is that UIPopoverPresentationController's adaptivity behaviour has stopped working when presented inside the popup controller.
        ...
        On iPad Air 2 simulator present the test view controller and change the multitasking mode to 50/50 so that the horizontal size class becomes Regular. 

        Expected: the presented popover transforms to fullscreen (the screenshot was taken from an older version of the library)
        Actual: the popover style remains (the recent version)

        """
    )
  ) {
    Controller("content")
    Controller(
      "nc",
      type: .navigation,
      children: ["testVC"],
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "observer"
    )
    Controller("testVC")
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("nc", from: "content")
    Resize(width: 507, height: 768, horizontalSizeClass: .compact)
  } expect: {
    ExpectPresent(
      "observer.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "fullScreen"
    )
  }
}

private func evidenceUikit8PopoverContentPresentsDetached() -> TransitionScenario {
  TransitionScenario(
    "popover-content-presents-detached",
    window: "screen",
    summary: "A third-party popover's content controller, not a child of any controller, presents; UIKit logs the detached-controller warning",
    notes: """
      No iOS version in the issue; iOS 8 is inferred from its date (2015-08-06: iOS 8.4 was current).
      The library shows the content controller's view in its own overlay without containment; the
      scenario adds it by hand to the presenting screen's view. "Only a harmless warning": the
      presentation goes ahead.

      """,
    tags: ["warning", "detached", "containment"],
    source: EvidenceSource(
      url: "https://github.com/sammcewan/WYPopoverController/issues/74",
      title: "Presenting view controllers on detached view controllers is discouraged",
      date: "2015-08-06",
      ios: "8",
      feature: .container,
      quote: """
        It's important that we are able to present view controllers directly from the content view controller of the popover controller (see #25 for an example).

        However, when we do, we get the following warning in the console:
        `Presenting view controllers on detached view controllers is discouraged`

        It's only a harmless warning for now, but it could become worse in a future OS update, so it really should be fixed.

        I believe the fix should be to be able to pass a parent view controller through the API, and set the content view controller as a child of its parent, using the `addChildViewController` method

        """
    )
  ) {
    Controller("screen")
    Controller("content", viewLoaded: true)
    Controller("detail")
  } steps: {
    AddSubview("content", to: "screen")
    Present("detail", from: "content")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged"
    )
    ExpectPresent("detail.viewDidAppear")
  }
}

private func evidenceUikit8PopoverDoubleTapDismissesParent() -> TransitionScenario {
  TransitionScenario(
    "popover-double-tap-dismisses-parent",
    window: "root",
    summary: "On iOS 8.1.1, double-tapping outside a popover whose delegate does not implement should-dismiss dismisses the popover and then its modally presented parent",
    notes: """
      rdar://19067761 (openradar.me/19067761). The parent is a controller presented modally that
      presents the popover; the popover has no delegate. The double tap is two tapOutside steps in
      the same run-loop turn. rdar://18481560 (mirror issue 3055) reports the same on iOS 8 with a
      container that defines the presentation context. Up to rules version 3 the engine dismissed only
      what the popover's own controller presents and ignored a second tap; rule 19.6 (a
      tap outside dismisses through the popover's presenter) rests on this case.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/2669",
      title: "19067761: Dismissing a popover can also lead to dismissing it's parent controller (regression)",
      date: "2014-11-22",
      ios: "8.1.1",
      feature: .popover,
      quote: """
        Dismissing a popover can also lead to dismissing it's parent controller if the user double-taps to dismiss. This is a regression from iOS 7 where it works as expected.
        ...
        Expected Results:
        Should only ever dismiss the popover it controls, not the parent.

        Actual Results:
        Dismisses the parent as well.
        ...
        The sample also shows UIKit pseudocode where you see that someone forgot checking [controller dismissing] in the code path where the delegate isn't implemented - that's whys simply implementing the delegate actually fixes the issue.
        ...
        Product Version: iOS 8.1.1
        Created: 2014-11-22T13:29:07.883520

        """
    )
  ) {
    Controller("root")
    Controller("parent", modalPresentationStyle: .fullScreen)
    Controller("popover", modalPresentationStyle: .popover)
  } steps: {
    Present("parent", from: "root")
    Present("popover", from: "parent")
    TapOutside("popover")
    TapOutside("popover").sameTurn()
    Inspect("root")
  } expect: {
    ExpectPresent("popover.viewDidDisappear")
    ExpectPresent("parent.viewDidDisappear")
    ExpectPresent("root.presentedViewController").result("nil")
  }
}

private func evidenceUikit8PopoverFromFormSheetStaysPopover() -> TransitionScenario {
  TransitionScenario(
    "popover-from-form-sheet-stays-popover",
    window: "document",
    summary: "On an iPad under iOS 9, an activity view controller presented from a form sheet is shown in a popover, not adapted to fill the sheet or the screen",
    notes: """
      The radar's sample project presents a UIActivityViewController (whose style on iPad is
      .popover) from a controller shown as a form sheet on an iPad in full-screen (regular width)
      multitasking. The scenario models the activity view controller as a plain controller with the
      popover style; to observe the style UIKit chose it gives the popover an adaptive delegate that
      implements only willPresentWithAdaptiveStyle, which changes nothing. The radar's reporter
      calls the form sheet's environment horizontally compact; the format has no per-controller
      traits, so that part is not a fact here. The fact reads the style UIKit passes as the
      delegate call's argument (`argContains` searches argument values, not their labels; an earlier
      version of this case searched for "willPresentWithAdaptiveStyle: none", which no argument holds).

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/15413",
      title: "27448912: Can’t show activity view controller filling a form sheet",
      date: "2016-07-20",
      ios: "9",
      device: "iPad",
      feature: .adaptive,
      quote: """
        On iOS 9 on a small iPad, Pages shows an activity view controller filling a form sheet (see attached screen shot). (Note that Pages uses a popover on large iPad Pro on iOS 10 — not sure which change causes this.)

        We can't reproduce this behaviour.
        ...
        6. Run the attached sample project on an iPad
        7. Notice the activity view controller is shown as a popover
        ...
        Since the activity view controller is like a popover and is being presented in a horizontally compact environment, one logical conclusion is that it should be shown full screen by default, which is clearly ridiculous.
        ...
        In Pages, the activity view controller is shown filling the form sheet, not as a popover. We can’t replicate this behaviour. When we present an activity view controller from a form sheet the activity view controller is in a popover.

        """
    )
  ) {
    Controller("document")
    Controller("sendCopy", modalPresentationStyle: .formSheet)
    Controller(
      "activity",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "observer"
    )
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("sendCopy", from: "document")
    Present("activity", from: "sendCopy")
  } expect: {
    ExpectPresent(
      "observer.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "none"
    )
  }
}

private func evidenceUikit8PopoverInCompactSplitViewIsFullScreen() -> TransitionScenario {
  TransitionScenario(
    "popover-in-compact-split-view-is-full-screen",
    window: "form",
    summary: "On iOS 9, an iPad app in a compact multitasking split presents a popover full screen, the popover presentation controller's default in compact width",
    notes: """
      iOS 9 was in beta on the issue's date (2015-07-20). The app's window is compact in width in the
      split. The picker's popover has no adaptive delegate of the app's; to observe the style UIKit
      chose, the scenario gives it one that implements only willPresentWithAdaptiveStyle, which
      changes nothing.

      """,
    device: ScenarioDevice(
      idiom: .pad,
      size: (width: 320, height: 768),
      horizontalSizeClass: .compact
    ),
    source: EvidenceSource(
      url: "https://github.com/skywinder/ActionSheetPicker-3.0/issues/194",
      title: "Picker presenting problems on iOS 9 within multitasking-splitview in compact size",
      date: "2015-07-20",
      ios: "9 beta",
      device: "iPad",
      feature: .adaptive,
      quote: """
        When presenting picker on iPad using iOS9 and within multitasking splitview when app
        is sized to compact size, picker covers all screen (instead of beeing presented as popover or presented as sheet from below) and becomes unresponsive of buttons.
        ...
        Happens to be UIPopoverPresentationController  (as it is attached when presenting picker)  default behavior - full screen in compact size.

        """
    )
  ) {
    Controller("form")
    Controller("picker", modalPresentationStyle: .popover, presentationControllerDelegate: "observer")
    AdaptiveDelegate("observer", willPresentWithAdaptiveStyle: true)
  } steps: {
    Present("picker", from: "form")
  } expect: {
    ExpectPresent(
      "observer.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      argContains: "fullScreen"
    )
  }
}

private func evidenceUikit8PopoverShouldDismissBeforeDidDismiss() -> TransitionScenario {
  TransitionScenario(
    "popover-should-dismiss-before-did-dismiss",
    window: "filters",
    summary: "Before iOS 13, a popover tapped away asks popoverPresentationControllerShouldDismissPopover before the dismissal and reports popoverPresentationControllerDidDismissPopover only after it",
    notes: """
      The pull request names no iOS version; iOS 11 is inferred from its date (2018-05-03). The
      delegate is the UIPopoverPresentationControllerDelegate of a popover the user dismisses by
      tapping outside it; "did dismiss" comes when the dismissal has ended, "should dismiss" before it
      starts. The iPad is the device where the popover stays a popover without an adaptive answer.
      The delegate implements the popover delegate's pair (the only one before iOS 13, rule 20.7).

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/finn-no/charcoal-ios/pull/10",
      title: "Delegate when a popover will be dismissed",
      date: "2018-05-03",
      ios: "11",
      feature: .popover,
      quote: """
        At the moment we can only get notified when a popover did dismiss. At the time this is notified it's to late to update the views in the presenting view controller without the update being visible.
        To be able to update views before dismissal has ended we have had to use the execution of `shouldDismissPopover` method to update the UI which is not optimal.

        """
    )
  ) {
    Controller("filters")
    Controller(
      "filterPopover",
      modalPresentationStyle: .popover,
      presentationControllerDelegate: "popoverDelegate"
    )
    AdaptiveDelegate("popoverDelegate", popoverShouldDismiss: true, popoverDidDismiss: true)
  } steps: {
    Present("filterPopover", from: "filters")
    TapOutside("filterPopover")
  } expect: {
    ExpectBefore(
      "popoverDelegate.popoverPresentationControllerShouldDismissPopover",
      after: "filterPopover.viewWillDisappear"
    )
    ExpectBefore(
      "filterPopover.viewDidDisappear",
      after: "popoverDelegate.popoverPresentationControllerDidDismissPopover"
    )
  }
}

private func evidenceUikit8PopoverTapOutsideDismissesPresentedInPopoverToo() -> TransitionScenario {
  TransitionScenario(
    "popover-tap-outside-dismisses-presented-in-popover-too",
    window: "main",
    summary: "On iOS 9 (as on 8.1), tapping outside a popover whose content presents a controller over the current context dismisses both, the popover included",
    notes: """
      Matt Neuburg's example code, commit 0ba3ebe8 ("starting to update chapter 9 examples",
      2015-08-25, during the iOS 9 beta). The presented-in-popover controller uses .currentContext and
      is presented by the navigation controller shown in the popover; the popover has no
      should-dismiss answer that refuses (the workaround is the author's own addition). Up to rules
      version 3 the engine dismissed only what the popover's own controller presents and ignored a
      second tap; rule 19.6 (a tap outside dismisses through the popover's presenter)
      rests on this case.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/0ba3ebe88df89949b051e6cea4ce97e8bd94e17d/bk2ch09p476popovers/ch22p751popovers/ViewController.swift",
      title: "Programming iOS Book Examples: bk2ch09p476popovers ViewController.swift",
      date: "2015-08-25",
      ios: "9 beta",
      device: "iPad",
      feature: .popover,
      quote: """
        // change in iOS 8.3!
        // I was trying to show that even though presented-in-popover v.c. _is_ modal in popover...
        // ... this has no effect: tapping outside dismisses _both_, including the popover
        // that was in iOS 8.1 (and 8.2?), but this is no longer true in 8.3
        // what happens now is that, as in iOS 7, presented-in-popover v.c. is modal once again
        // tapping outside the popover dismisses the presented-in-popover v.c.
        // but _not_ the popover itself
        // more about this in a later example

        // changed again in iOS 9?! 
        // Now we are back to the way it was in 8.1: tapping outside dismisses both
        // I'm working around this with `shouldDismiss`, below

        """
    )
  ) {
    Controller("main")
    Controller(
      "nav",
      type: .navigation,
      children: ["popover1View1"],
      modalPresentationStyle: .popover
    )
    Controller("popover1View1")
    Controller("inner", modalPresentationStyle: .currentContext)
  } steps: {
    Present("nav", from: "main")
    Present("inner", from: "nav")
    TapOutside("nav")
    Inspect("main")
  } expect: {
    ExpectPresent("inner.viewDidDisappear")
    ExpectPresent("main.presentedViewController").result("nil")
  }
}

private func evidenceUikit8PopupBarContentPresentsDetached() -> TransitionScenario {
  TransitionScenario(
    "popup-bar-content-presents-detached",
    window: "nav",
    summary: "A controller shown in a popup bar library's popup (not a child controller) presents an alert or Safari; UIKit logs the detached-controller warning",
    notes: """
      No iOS version in the issue; iOS 10 is inferred from its date (2017-03-16: iOS 10.2 was current).
      The maintainer confirms the popup's content controller is not a child controller; its view sits in
      the navigation controller's view. The alert is presented ("UIalertCs work fine").

      """,
    tags: ["warning", "detached", "containment", "alert"],
    source: EvidenceSource(
      url: "https://github.com/LeoNatan/LNPopupController/issues/147",
      title: "Presenting view controllers on detached view controllers is discouraged",
      date: "2017-03-16",
      ios: "10",
      feature: .container,
      quote: """
        When displaying a popupcontroller of a uinavigationcontroller with set rootVC, presenting another VC on top (UIalertcontroller, sfsafariVC, etc) results in "Presenting view controllers on detached view controllers is discouraged"

        I know why this happens. Controllers presented in the popup are not added as child view controllers. They used to be, but this had nasty side effects.
        ...
        The real issue i'm seeing in regards to this is a sfsafarVC just doesn't load the website if its presented like this (UIalertCs work fine).

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["root"])
    Controller("root")
    Controller("popup", viewLoaded: true)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    AddSubview("popup", to: "nav")
    Present("alert", from: "popup")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged <popup>"
    )
    ExpectPresent("alert.viewDidAppear")
  }
}

private func evidenceUikit8PresentFromPopoverPresenterKeepsAppearing() -> TransitionScenario {
  TransitionScenario(
    "present-from-popover-presenter-keeps-appearing",
    window: "A",
    summary: "A controller inside a popover presents a navigation controller; the controller under the popover does not get viewWillDisappear",
    notes: """
      The note names iOS 7 only for the status-bar symptom; the viewWillDisappear observation is not
      tied to a version, and iOS 8 is inferred from its date (2015-07-11). B is shown in a
      UIPopoverController, which from iOS 8 is a presentation with the popover style; the scenario uses
      that style. C's navigation controller is presented with the default style.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/onmyway133/notes/issues/22",
      title: "Present from UIPopoverController",
      date: "2015-07-11",
      ios: "8",
      device: "iPad",
      feature: .popover,
      quote: """
        ## PROBLEM
        VC A -- (present) -- VC B (embedded in UIPopoverController) -- (present) -- VC C (embedded in UINavigationController)

        - VC A `viewWillDisappear` is not called
        - On iOS 7, VC C does not overlap the Status bar

        ## SOLUTION
        Dismiss UIPopoverController, then present VC C from VC A

        """
    )
  ) {
    Controller("A")
    Controller("B", modalPresentationStyle: .popover)
    Controller("navC", type: .navigation, children: ["C"])
    Controller("C")
  } steps: {
    Present("B", from: "A")
    Present("navC", from: "B")
  } expect: {
    ExpectAbsent("A.viewWillDisappear")
  }
}

private func evidenceUikit8PresenterCoveredByOwnPicker() -> TransitionScenario {
  TransitionScenario(
    "presenter-covered-by-own-picker",
    window: "previous",
    summary: "A controller that presented a full-screen image picker presents again from itself in the picker's delegate callback; refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 9 is inferred from its date (2016-01-13: iOS 9.2 was current).
      The "previous view controller" presented the image picker (full screen) and, in the picker's
      delegate method, presents another controller from itself; presenting from the picker instead
      worked (the reporter: "Oh yes thanks!"). The quoted warning has lost its class names. Up to rules
      version 3 the engine checked "already presenting" (E1) first and printed E1 here;
      rule 19.1 (E2 before E1) made the engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy"],
    source: EvidenceSource(
      url: "https://github.com/hyperoslo/ImagePicker/issues/88",
      title: "Present ViewController from the ImagePickerController",
      date: "2016-01-13",
      ios: "9",
      feature: .error,
      quote: """
        How can I present a ViewController from the ImagePickerController?
        ...
                self.presentViewController(view, animated: true, completion: nil)
        ...
        I get this Error :
        Attempt to present ... on ... whose view is not in the window hierarchy!
        ...
        You are calling the delegate method, so I guess this is in your previous view controller. If you do this:

        ```swift
        imagePickerController.presentViewController(controller, animated: true, completion: nil)
        ```

        It should do the work already.

        """
    )
  ) {
    Controller("previous")
    Controller("picker", modalPresentationStyle: .fullScreen)
    Controller("custom")
  } steps: {
    Present("picker", from: "previous")
    Present("custom", from: "previous")
  } expect: {
    ExpectPresent("UIKit.warning", argContains: "whose view is not in the window hierarchy")
    ExpectAbsent("custom.viewWillAppear")
  }
}

private func evidenceUikit8PresentingIsFullScreenAncestorNotCaller() -> TransitionScenario {
  TransitionScenario(
    "presenting-is-full-screen-ancestor-not-caller",
    window: "root",
    summary: "A controller inside a navigation controller presents full screen; its presentedViewController is the new controller, but the new controller's presentingViewController is the ancestor that covers the screen",
    notes: """
      No iOS version is named; iOS 8 is inferred from the date (2014-11-24). vc1 is a controller that
      does not occupy the whole screen by itself: here the top of a navigation controller that is the
      window's root, presenting full screen.

      """,
    source: EvidenceSource(
      url: "http://fantageek.com/blog/2014/11/24/understand-presentingviewcontroller",
      title: "Understanding presentingViewController",
      date: "2014-11-24",
      ios: "8",
      feature: .present,
      quote: """
        After this vc1.presentedViewController == vc2. You may also think that vc2.presentingViewController == vc1 but this is not always the case.
        ...
        This is vc2.presentingViewController, but it is not always vc1. This is the view controller whose view is replaced or covered by vc2.view. It is by default the view controller whose view occupies the entire screen, it can be either root view controller or an already presented view controller. It might not be the same with vc1.

        For example, the presenting view controller is the root view controller, we have rootViewController.presentedViewController == vc2. So in this example, vc2 can be a presentedViewController of both original presenter (vc1) and presenting view controller (root view controller)

        """
    )
  ) {
    Controller("root", type: .navigation, children: ["vc1"])
    Controller("vc1")
    Controller("vc2", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("vc2", from: "vc1")
    Inspect("vc1", "vc2", "root")
  } expect: {
    ExpectPresent("vc1.presentedViewController").result("vc2")
    ExpectPresent("vc2.presentingViewController").result("root")
    ExpectPresent("root.presentedViewController").result("vc2")
  }
}

private func evidenceUikit8PresentrDismissAnimationNeedsStrongReference() -> TransitionScenario {
  TransitionScenario(
    "presentr-dismiss-animation-needs-strong-reference",
    window: "R",
    summary: "A Presentr object kept by nobody no longer exists at dismissal, so its dismiss transition type is never used",
    notes: """
      The second paragraph is the maintainer's answer. Presentr is the transitioning delegate of a
      `.custom` presentation and vends its own presentation controller and animators. The issue gives
      no iOS version; it is dated 2017-08-27, when iOS 10 was the released version (inferred from the
      date).

      """,
    source: EvidenceSource(
      url: "https://github.com/IcaliaLabs/Presentr/issues/108",
      title: "dismissTransitionType doesnt work",
      date: "2017-08-27",
      ios: "10",
      feature: .custom,
      quote: """
        When I set dismissTransitionType the animation is always the slide down animation
        `presenter.dismissTransitionType = .crossDissolve
        `

        You have to keep a strong referencia via an instance property, to the Presentr, otherwise it won't exist when dismissing and won't be able to animate.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "presentr")
    TransitioningDelegate(
      "presentr",
      retainedElsewhere: false,
      presentationController: PresentationController(class: "PresentrController"),
      presentAnimator: Animator(class: "CrossDissolveAnimation"),
      dismissAnimator: Animator(class: "CrossDissolveAnimation")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("presentr.animationController(forDismissed:)")
    ExpectBefore("presentr.deinit", after: "P.dismiss")
  }
}

private func evidenceUikit8PresentrLocalPresenterFullScreen() -> TransitionScenario {
  TransitionScenario(
    "presentr-local-presenter-full-screen",
    window: "R",
    summary: "A Presentr object held only by a local variable is not used at all - the controller is presented like a default full-screen modal",
    notes: """
      The third paragraph is another user's answer (2017-07-09) quoting Presentr's README.
      `customPresentViewController` sets the Presentr object as the controller's transitioning
      delegate with `.custom` and calls `present` at once; the report says none of its presentation
      controller or animators took part, i.e. the delegate was already gone when UIKit asked for them.
      The issue gives no iOS version; it is dated 2017-07-07, when iOS 10 was the released version
      (inferred from the date). The engine asks the delegate synchronously inside `present` (rule 2.1)
      and only then releases it, so it uses the Presentr presentation controller.

      """,
    source: EvidenceSource(
      url: "https://github.com/IcaliaLabs/Presentr/issues/91",
      title: "Strange behavior for presenter",
      date: "2017-07-07",
      ios: "10",
      feature: .custom,
      quote: """
               let presenter = Presentr(presentationType: .popup)
                presenter.transitionType = .coverHorizontalFromRight
                presenter.dismissTransitionType = .coverVerticalFromTop
                presenter.dismissAnimated = true
        ...
                customPresentViewController(presenter, viewController: popupViewController, animated: true, completion: nil)`

        but there's no popup, the view presented normally like iOS default present method with full screen width and height.

        @Mohammed-Eliass make sure that you have a strong reference to the presenter, like keeping it as a property of the calling class. I ran into this same issue and that's how I resolved it

        > It is important to hold on to the Presentr object as a property on the presenting/current View Controller since internally it will be used as a delegate for the custom presentation, so you must hold a strong reference to it.

        """
    )
  ) {
    Controller("R")
    Controller("popup", modalPresentationStyle: .custom, transitioningDelegate: "presenter")
    TransitioningDelegate(
      "presenter",
      retainedElsewhere: false,
      presentationController: PresentationController(class: "PresentrController"),
      presentAnimator: Animator(class: "CoverHorizontalAnimation"),
      dismissAnimator: Animator(class: "CoverVerticalAnimation")
    )
  } steps: {
    Present("popup", from: "R")
  } expect: {
    ExpectAbsent("presenter.presentationController(forPresented:presenting:source:)")
    ExpectAbsent("presenter.animationController(forPresented:presenting:source:)")
  }
}

private func evidenceUikit8PresentrPresenterNoDidAppear() -> TransitionScenario {
  TransitionScenario(
    "presentr-presenter-no-did-appear",
    window: "R",
    summary: "Dismissing a Presentr presentation gives the presenter neither viewWillAppear nor viewDidAppear",
    notes: """
      The second paragraph is another user's comment (2019-08-23). Presentr presents with `.custom`
      and its own presentation controller. The issue gives no iOS version; it is dated 2018-05-08,
      when iOS 11 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/IcaliaLabs/Presentr/issues/143",
      title: "viewDidAppear / viewWillAppear isn't called after dismissing a presented view controller",
      date: "2018-05-08",
      ios: "11",
      feature: .custom,
      quote: """
        The viewDidAppear method isn't called after I call the dismiss(animated: true, completion: nil) method. Am I wrong or is this behavior not possible?

        I am noticing this as well. None of the viewDid/Will methods are getting called.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "presentr")
    TransitioningDelegate(
      "presentr",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "PresentrController"),
      presentAnimator: Animator(class: "CoverVerticalAnimation"),
      dismissAnimator: Animator(class: "CoverVerticalAnimation")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewDidAppear")
    ExpectAbsent("R.viewWillAppear")
  }
}

private func evidenceUikit8PstAlertOnFrontmostBeingDismissed() -> TransitionScenario {
  TransitionScenario(
    "pst-alert-on-frontmost-being-dismissed",
    window: "root",
    summary: "An alert shown on the front-most controller while that controller is being dismissed is refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the pull request; iOS 9 is inferred from its date (2016-08-19: iOS 9.3 was
      current). The front-most controller (here `front`, presented by the root) is being dismissed when
      the alert is presented on it; the scenario presents the alert 0.1 s into the dismissal. The engine
      refuses with E3 ("while a presentation is in progress") instead.

      """,
    tags: ["warning", "window-hierarchy", "alert"],
    source: EvidenceSource(
      url: "https://github.com/steipete/PSTAlertController/pull/40",
      title: "the alert can't be showed when the frontmost viewController is begin dissmissed",
      date: "2016-08-19",
      ios: "9",
      feature: .alert,
      quote: """
        the alert can't be showed when the frontmost viewController is begin dissmissed
        ...
        log message:
        Warning: Attempt to present < PSTAlertController > on < ViewController > whose view is not in the window hierarchy!

        """
    )
  ) {
    Controller("root")
    Controller("front", modalPresentationStyle: .fullScreen)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("front", from: "root")
    Dismiss("front")
    Present("alert", from: "front").at(0.45)
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <alert> on <front> whose view is not in the window hierarchy"
    )
    ExpectAbsent("alert.viewWillAppear")
  }
}

private func evidenceUikit8Radar18424598FullScreenOverCustomRemovesView() -> TransitionScenario {
  TransitionScenario(
    "radar-18424598-full-screen-over-custom-removes-view",
    window: "A",
    summary: "A full-screen modal presented by a controller that was itself presented with a custom presentation controller removes that controller's view, and puts it back on dismissal",
    notes: """
      Open radar 18424598 ("critical bug, reproducible always"); the complaint is the size at which the
      view comes back, view state the format does not record. The part of the mirror that was read
      does not show the product version; the mirror's copy is dated 2015-08-11, and iOS 8 is inferred
      from that date (the radar number is of the iOS 8 period too). The first controller's own
      presentation controller keeps its presenter's view and insets the presented view. That removing
      and restoring the view shows as B's disappearance and reappearance callbacks is our reading.

      """,
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/3102",
      title: "18424598: Default modal presentation doesn't use metrics from previous presentations' presentation controller",
      date: "2015-08-11",
      ios: "8",
      feature: .custom,
      quote: """
        I present a view controller using a presentation controller which presents in the current context and sizes the presented view controller to show some of the content behind it.

        This controller then presents another view controller with presentationStyle of UIModalPresentationFullScreen.

        By default the default modal presentation removes the presenting view controller's view from the view hierarchy for memory reasons. When dismissing this presented view controller the presentation then restores the presenting view controller's view back into the view hierarchy.

        """
    )
  ) {
    Controller("A")
    Controller("B", modalPresentationStyle: .custom, transitioningDelegate: "half")
    Controller("C", modalPresentationStyle: .fullScreen)
    TransitioningDelegate(
      "half",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "HalfPresentationController",
        frame: .inset(dx: 0, dy: 150)
      ),
      presentAnimator: Animator(class: "HalfAnimator"),
      dismissAnimator: Animator(class: "HalfAnimator")
    )
  } steps: {
    Present("B", from: "A")
    Present("C", from: "B")
    Dismiss("C")
  } expect: {
    ExpectBefore("B.viewWillDisappear", after: "B.viewDidDisappear")
    ExpectBefore("C.viewWillDisappear", after: "B.viewWillAppear", occurrence: (1, 2))
  }
}

private func evidenceUikit8Radar18464897NonAnimatedDismissNotImmediate() -> TransitionScenario {
  TransitionScenario(
    "radar-18464897-non-animated-dismiss-not-immediate",
    window: "myController",
    summary: "Right after dismissViewControllerAnimated:NO returns, presentedViewController is still set; the non-animated dismissal finishes in a later run-loop turn",
    notes: """
      Open radar 18464897, iOS 8.0.2 (12A405). The radar counts two or three run-loop turns; the engine
      finishes a non-animated transition in the next turn (open question Q8), so only the fact stated
      by the log is pinned here: the property read in the same turn still names the presented
      controller.

      """,
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/3068",
      title: "18464897: -[UIViewController dismissViewControllerAnimated:NO] is not performed immediately on iOS8",
      date: "2014-09-26",
      ios: "8.0.2",
      feature: .dismiss,
      quote: """
        `dismissViewControllerAnimated:NO` and `presentViewController:animated:NO` finish the presentation immediately on previous version, but the behavior seems have changed on iOS8.

        The dismiss operation without animation seems to be finished after 2-3 runloops.

        [myController dismissViewControllerAnimated:NO completion:nil];

        NSLog(@"presentedViewController: %@", myController.presentedViewController);

        Expected Results:
        presentedViewController: nil

        Actual Results:
        presentedViewController: <UIViewController: 0x*******>

        """
    )
  ) {
    Controller("myController")
    Controller("P")
  } steps: {
    Present("P", from: "myController", animated: false)
    Dismiss("myController", animated: false)
    Inspect("myController").sameTurn()
  } expect: {
    ExpectPresent("myController.presentedViewController").result("P")
  }
}

private func evidenceUikit8Radar28918184AlongsideInWillBegin() -> TransitionScenario {
  TransitionScenario(
    "radar-28918184-alongside-in-will-begin",
    window: "R",
    summary: "An animation registered alongside the transition from presentationTransitionWillBegin runs during the presentation (reversed, according to the radar)",
    notes: """
      Open radar 28918184 (reproducible always). The presentation controller takes the coordinator from
      `[[self presentingViewController] transitionCoordinator]` inside
      `presentationTransitionWillBegin`. The direction of the animation is view state the format does
      not record; what it records is that the alongside block runs during the presentation, after
      will-begin. The part of the radar that was read gives no version; it is dated 2016-10-24, when
      iOS 10 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/16215",
      title: "28918184: UIViewControllerTransitionCoordinator's animateAlongsideTransition doesn't work as expected",
      date: "2016-10-24",
      ios: "10",
      feature: .custom,
      quote: """
        Calling animateAlongsideTransition within presentationTransitionWillBegin creates an animation that seems to be the reverse of what is expected. I used a UIVisualEffectView with a UIBlurEffect that I wanted to fade is as I present a view controller. However, the view comes in with full opacity and then fades out, and at the end of the presentation, appears on the screen abruptly again.

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "blur")
    TransitioningDelegate(
      "blur",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "BlurPresentationController",
        alongsideAnimations: true
      ),
      presentAnimator: Animator(class: "Animator"),
      dismissAnimator: Animator(class: "Animator")
    )
  } steps: {
    Present("P", from: "R")
  } expect: {
    ExpectBefore("pc:P.presentationTransitionWillBegin", after: "coordinator:P.alongsideAnimation")
    ExpectBefore("coordinator:P.alongsideAnimation", after: "pc:P.presentationTransitionDidEnd")
  }
}

private func evidenceUikit8Radar34301562FrameNotRecalculated() -> TransitionScenario {
  TransitionScenario(
    "radar-34301562-frame-not-recalculated",
    window: "A",
    summary: "After a full-screen modal over a custom-presented controller is dismissed, the presentation controller lays out its container again and the app must reapply its frame there",
    notes: """
      Open radar 34301562, reproducible always. The fact that B's presentation controller hears
      `containerViewWillLayoutSubviews()` after C's dismissal starts rests on the radar's workaround
      (the frame has to be reset there, so the method runs then); the frame itself is view state the
      format does not record. C is presented with `.fullScreen`. The engine does not lay B's container
      out again when C is dismissed: `pc:B.containerViewWillLayoutSubviews()` appears once, during B's
      presentation.

      """,
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/18340",
      title: "34301562: UIPresentationController's presentedViewController's frame isn't recalculated after dismissing a modal",
      date: "2017-09-07",
      ios: "11 beta 10",
      feature: .custom,
      quote: """
        Consider a view controller A that presents a view controller B, using a custom UIPresentationController.

        Next, B presents a view controller C, using a `modalPresentationStyle` other than `.currentContext` and `.overCurrentContext`, so that the C's presentation controls B's view.

        Next, C is dismissed, so B becomes the topmost view controller again.

        B's frame isn't automatically recalculated as per its own presentation controller, however

        Actual Results:
        B's view's frame remains the same as set by C's presentation. It needs to be manually set to `frameOfPresentedViewInContainerView` in `containerViewWillLayoutSubviews()`

        """
    )
  ) {
    Controller("A")
    Controller("B", modalPresentationStyle: .custom, transitioningDelegate: "half")
    Controller("C", modalPresentationStyle: .fullScreen)
    TransitioningDelegate(
      "half",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "HalfPresentationController",
        frame: .inset(dx: 0, dy: 150)
      ),
      presentAnimator: Animator(class: "SlideAnimator"),
      dismissAnimator: Animator(class: "SlideAnimator")
    )
  } steps: {
    Present("B", from: "A")
    Present("C", from: "B")
    Dismiss("C")
  } expect: {
    ExpectBefore(
      "C.viewWillDisappear",
      after: "pc:B.containerViewWillLayoutSubviews",
      occurrence: (1, 2)
    )
  }
}

private func evidenceUikit8RadarDismissPopoverThenAlertSameRunloop() -> TransitionScenario {
  TransitionScenario(
    "radar-dismiss-popover-then-alert-same-runloop",
    window: "root",
    summary: "Dismissing a popover and presenting an alert in the same run-loop turn; the alert is never displayed",
    notes: """
      rdar://19045528, filed 2014-11-20 against iOS 8.1.1 (mirrored twice: openradar-mirror issues 2680
      and 11522). The button inside the popover dismisses the popover and presents an alert from the
      same controller in the same turn; the alert never appears. A popover on iPad is assumed (the
      radar's sample is not available). The radar does not quote the console line.

      """,
    tags: ["same-turn", "popover", "alert"],
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/2680",
      title: "19045528: It is not possible to dismiss a controller and present another within the same runloop.",
      date: "2014-11-20",
      ios: "8.1.1",
      feature: .popover,
      quote: """
        Summary:
        It is not possible to dismiss a controller and present another within the same runloop. This seems like an arbitrary restriction which is especially problematic with the transition to UIViewController-based alert views.

        Steps to Reproduce:
        Open the attached example, click on the button inside the popover, then check the log.

        Expected Results:
        Should show an alert view displaying “Will never be displayed”. But doesn’t happen.
        ...
        Notes:
        Using a dispatch_async on the main thread would fix the issue, but this is code smell.

        """
    )
  ) {
    Controller("root")
    Controller("popover", modalPresentationStyle: .popover)
    Controller("alert", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("popover", from: "root")
    Dismiss("popover")
    Present("alert", from: "root").sameTurn()
  } expect: {
    ExpectAbsent("alert.viewWillAppear")
  }
}

private func evidenceUikit8RadarPresentInActionSheetDidDismiss() -> TransitionScenario {
  TransitionScenario(
    "radar-present-in-action-sheet-did-dismiss",
    window: "vc",
    summary: "On an iPad, presenting from an action sheet's did-dismiss callback is refused with \"while a presentation is in progress\"",
    notes: """
      rdar://17762871 (iOS 8 beta 4, iPad simulator). On iOS 8 an action sheet shown from a rect is a
      UIAlertController in a popover presented by the view controller; the delegate's did-dismiss
      callback runs while that dismissal is in flight, so the scenario presents in the same turn as the
      sheet's dismissal. The first warning names the view controller, which is dismissing the sheet,
      not a controller whose own presentation is in progress; the engine refuses with E1 ("which is
      already presenting <sheet>") instead. The second warning (a dismiss refused right after) comes from
      the action sheet's own machinery and is not modelled.

      """,
    tags: ["warning", "in-progress", "popover"],
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/lionheart/openradar-mirror/issues/3466",
      title: "17762871: Can't present a view controller in a UIActionSheet's didDismissWithButtonIndex: delegate method",
      date: "2014-07-22",
      ios: "8.0 beta 4",
      device: "iPad simulator",
      feature: .error,
      quote: """
        Steps to Reproduce:
        1. Create and show an action sheet using `showFromRect`.
        2. Implement the actionSheet(actionSheet: didDismissWithButtonIndex:) method, presenting a view controller when it is called.

        Expected Results:
        View controller is presented when a button in the action sheet is tapped.

        Actual Results:
        No view controller is presented, and warnings are logged:

        2014-07-22 11:53:04.452 ActionSheetTest[78364:11899560] Warning: Attempt to present <UIViewController: 0x78e544a0> on <_TtC15ActionSheetTest14ViewController: 0x7a166470> while a presentation is in progress!
        2014-07-22 11:53:04.453 ActionSheetTest[78364:11899560] Warning: Attempt to dismiss from view controller <_TtC15ActionSheetTest14ViewController: 0x7a166470> while a presentation or dismiss is in progress!

        """
    )
  ) {
    Controller("vc")
    Controller("sheet", modalPresentationStyle: .popover)
    Controller("next")
  } steps: {
    Present("sheet", from: "vc")
    Dismiss("sheet")
    Present("next", from: "vc").sameTurn()
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Warning: Attempt to present <next> on <vc> while a presentation is in progress!"
    )
    ExpectAbsent("next.viewWillAppear")
  }
}

private func evidenceUikit8ReadingPresentationControllerFreezesPopover() -> TransitionScenario {
  TransitionScenario(
    "reading-presentation-controller-freezes-popover",
    window: "main",
    summary: "On iOS 8, merely reading a navigation controller's presentationController before setting .popover freezes it, and the presentation never becomes a popover",
    notes: """
      Matt Neuburg's example code for his book, as of commit 07a5b136 ("update for 6.1", 2014-10-07);
      iOS 8 is inferred from that date and Xcode 6.1. The commented-out println is the read that
      triggers it. On iOS 8 an unconfigured controller's style is full screen, so the frozen
      presentation controller is the full-screen one, which removes the presenter's view (the fact
      below). Up to rules version 3 the engine applied the early read only to .custom (rule 15.4);
      rule 19.2 made it hold this case, which is among the sources of that rule.

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/07a5b136d72846e9af0279ca37bc869b1fa0d5b5/bk2ch09p476popovers/ch22p751popovers/ViewController.swift",
      title: "Programming iOS Book Examples: bk2ch09p476popovers ViewController.swift",
      date: "2014-10-07",
      ios: "8",
      device: "iPad",
      feature: .popover,
      quote: """
        //hmm, this feels like a bug: merely examining the presentation controller...
        //freezes it so that it never becomes a popover presentation controller
        //println(nav.presentationController)
        nav.modalPresentationStyle = .Popover

        """
    )
  ) {
    Controller("main")
    Controller("nav", type: .navigation, children: ["popover1View1"])
    Controller("popover1View1")
  } steps: {
    ReadPresentationController("nav")
    SetProperties("nav", .modalPresentationStyle(.popover))
    Present("nav", from: "main")
  } expect: {
    ExpectPresent("main.viewWillDisappear")
  }
}

private func evidenceUikit8RefPlatformModalTestFullScreenOrder() -> TransitionScenario {
  TransitionScenario(
    "ref-platform-modal-test-full-screen-order",
    window: "presenting",
    summary: "A modal present/dismiss test that passes on iOS pins the full-screen order - presenter's will-disappear first, presented's did-appear before presenter's did-disappear, completions last",
    notes: """
      The comments and expectations are from the test the pull request adds,
      tests/functionaltests/Tests/UIKitTests/UIViewControllerTests.mm in microsoft/WinObjC (a
      re-implementation of UIKit; "the ref platform" is iOS). The quoted EXPECTs run in the present's
      completion (the first pair) and the dismiss's completion (the second pair). The test presents
      and dismisses without animation (c_animationModes is { NO }). No iOS version is named; iOS 10 is
      inferred from the date (2017-03-09).

      """,
    source: EvidenceSource(
      url: "https://github.com/microsoft/WinObjC/pull/2194",
      title: "UIViewController modal present/dismiss test",
      date: "2017-03-09",
      ios: "10",
      feature: .appearance,
      quote: """
        A version of this test hacked into a test app passes on the ref platform.
        ...
        // We're about to hide the presenting view controller. Verify it received a viewWillDisappear: message first.
        ...
        // We should receive viewDidAppear: before parent receives viewDidDisappear:.
        // Ensure last message sent to parent is viewWillDisappear:
        ...
        // viewWillDisappear: on the modal should've come first.
        ...
        if (_hidesParent(style)) {
            EXPECT_TRUE(sel_isEqual([presenting lastEvent], @selector(viewDidDisappear:)));
        }

        EXPECT_TRUE(sel_isEqual([presented lastEvent], @selector(viewDidAppear:)));
        ...
        EXPECT_TRUE(sel_isEqual([presented lastEvent],
                                @selector(viewDidDisappear:)));
        EXPECT_TRUE(sel_isEqual([presenting lastEvent],
                                @selector(viewDidAppear:)));

        """
    )
  ) {
    Controller("presenting")
    Controller("presented", modalPresentationStyle: .fullScreen)
  } steps: {
    Present("presented", from: "presenting", animated: false)
    Dismiss("presenting", animated: false)
  } expect: {
    ExpectBefore("presenting.viewWillDisappear", after: "presented.viewWillAppear")
    ExpectBefore("presented.viewDidAppear", after: "presenting.viewDidDisappear")
    ExpectBefore("presenting.viewDidDisappear", after: "presenting.completion")
    ExpectBefore("presented.viewWillDisappear", after: "presenting.viewWillAppear")
    ExpectBefore("presented.viewDidDisappear", after: "presenting.completion", occurrence: (1, 2))
    ExpectBefore("presenting.viewDidAppear", after: "presenting.completion", occurrence: (1, 2))
  }
}

private func evidenceUikit8RevealRearControllerDetached() -> TransitionScenario {
  TransitionScenario(
    "reveal-rear-controller-detached",
    window: "reveal",
    summary: "Presenting from a reveal menu's rear controller logs \"Presenting view controllers on detached view controllers is discouraged\"",
    notes: """
      No iOS version in the issue; iOS 8 is inferred from its date (2014-10-15: iOS 8.0 was current,
      the first release that logs this text). The warning names the rear controller, so UIKit did not
      find it in the controller hierarchy: the scenario adds its view to the reveal controller's view by
      hand, without containment, then presents from it. The source does not say whether the
      presentation then appeared.

      """,
    tags: ["warning", "detached", "containment"],
    source: EvidenceSource(
      url: "https://github.com/John-Lluch/SWRevealViewController/issues/344",
      title: "Presenting view controllers on detached view controllers is discouraged",
      date: "2014-10-15",
      ios: "8",
      feature: .container,
      quote: """
        I try to present view controller from SWRevealViewController.rearViewController and get this log from console:

        ```
        Presenting view controllers on detached view controllers is discouraged <SideMenuViewController: 0x14fbc6f0>
        ```

        """
    )
  ) {
    Controller("reveal")
    Controller("rear", viewLoaded: true)
    Controller("next")
  } steps: {
    AddSubview("rear", to: "reveal")
    Present("next", from: "rear")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged <rear>"
    )
  }
}

private func evidenceUikit8RnActionSheetOnRootWithModal() -> TransitionScenario {
  TransitionScenario(
    "rn-action-sheet-on-root-with-modal",
    window: "nav",
    summary: "React Native's action sheet, presented on the key window's root while the root presents a modal, fails with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the pull request; iOS 9 is inferred from its date (2016-01-12: iOS 9.2 was
      current). The root is a navigation controller presenting a modal (full screen, the default then).
      Up to rules version 3 the engine checked "already presenting" (E1) first and printed E1 here;
      rule 19.1 (E2 before E1) made the engine hold this case, which is among the sources
      of that rule.

      """,
    tags: ["warning", "window-hierarchy", "react-native", "alert"],
    source: EvidenceSource(
      url: "https://github.com/react/react-native/pull/5263",
      title: "ActionSheetIOS support for presentation from modal view controller",
      date: "2016-01-12",
      ios: "9",
      feature: .error,
      quote: """
        Currently the RCTActionSheetManager attempts to present itself from the 'rootViewController' of the key window, presenting a modal from a view controller which is already presenting a modal is not allowed on iOS and this fails with the following error appearing in the XCode debugger (but not the chrome debugger):

        ```
        Warning: Attempt to present <UIAlertController: 0x7fca85b14f40> on <UINavigationController: 0x7fca84812000> whose view is not in the window hierarchy!
        ```

        This change recursively looks through modally presented view controllers until it finds the top one and then uses that to present the action sheet.

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["home"])
    Controller("home")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("sheet", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("modal", from: "home")
    Present("sheet", from: "nav")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <sheet> on <nav> whose view is not in the window hierarchy"
    )
    ExpectAbsent("sheet.viewWillAppear")
  }
}

private func evidenceUikit8RnDevMenuOverFormSheet() -> TransitionScenario {
  TransitionScenario(
    "rn-dev-menu-over-form-sheet",
    window: "root",
    summary: "With a form sheet presented from the root, React Native's developer menu alert presented on the root is refused with \"which is already presenting\"",
    notes: """
      No iOS version in the issue; iOS 8 is inferred from its date (2015-07-20: iOS 8.4 was current).
      The device is not given. The developer menu presents its alert on the key window's root. A
      maintainer could not reproduce it with the root view inside the form sheet. The logged text (E1,
      "which is already presenting") is printed only while the root's view is still in the window
      (rule 19.1: UIKit checks the window first), which a form sheet does on an iPad;
      on an iPhone the form sheet adapts to full screen and the root's view leaves the window. An
      earlier version of this case used the default iPhone, which cannot give the quoted log; the case
      now uses an iPad, the device a form sheet is for.

      """,
    tags: ["warning", "already-presenting", "react-native", "alert"],
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/react/react-native/issues/2063",
      title: "[DevMenu] (AlertView / ActionSheet) is not activated when a view controller is presented modally",
      date: "2015-07-20",
      ios: "8",
      feature: .alert,
      quote: """
        Reproduction:

        1. Present a simple `UIViewController` with `vc.modalPresentationStyle = UIModalPresentationFormSheet`
        2. Shake the device.
        3. Observe that the following error is produced:

        ```objc
        Warning: Attempt to present <UIAlertController: 0x7fba7bd348f0>  on <UIViewController: 0x7fba7bf4a1e0> which is already presenting <UIViewController: 0x7fba7bee1d90>
        ```

        """
    )
  ) {
    Controller("root")
    Controller("vc", modalPresentationStyle: .formSheet)
    Controller("menu", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("vc", from: "root")
    Present("menu", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <menu> on <root> which is already presenting <vc>"
    )
    ExpectAbsent("menu.viewWillAppear")
  }
}

private func evidenceUikit8RnImagePickerFromRnModal() -> TransitionScenario {
  TransitionScenario(
    "rn-image-picker-from-rn-modal",
    window: "root",
    summary: "An image picker presented on the window's root while a React Native Modal is up is refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 9 is inferred from its date (2015-12-31: iOS 9.2 was current).
      The module presented the picker on the key window's root, which had presented React Native's Modal
      host controller (full screen); the fix in the thread presents from the top-most presented
      controller. The first console line (a view loaded while deallocating) is not modelled. Up to rules
      version 3 the engine checked "already presenting" (E1) first and printed E1 here;
      rule 19.1 (E2 before E1) made the engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy", "react-native"],
    source: EvidenceSource(
      url: "https://github.com/react-native-image-picker/react-native-image-picker/issues/69",
      title: "showImagePicker from Modal still not working",
      date: "2015-12-31",
      ios: "9",
      feature: .error,
      quote: """
        When calling showImagePicker from Facebook's Modal component I get the following error:

        Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior

        Warning: Attempt to present  UIImagePickerController: 0x7f8cde1afc00 on  UIViewController: 0x7f8cded45ba0  whose view is not in the window hierarchy!
        ...
        This will recursively look up any modally presented view controllers until it finds the last one, and present from that view controller.

        """
    )
  ) {
    Controller("root")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("picker")
  } steps: {
    Present("modal", from: "root")
    Present("picker", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <picker> on <root> whose view is not in the window hierarchy"
    )
    ExpectAbsent("picker.viewWillAppear")
  }
}

private func evidenceUikit8RnSecondModalAlreadyPresenting() -> TransitionScenario {
  TransitionScenario(
    "rn-second-modal-already-presenting",
    window: "root",
    summary: "A second React Native Modal presented on the root controller while the first is up is refused with \"which is already presenting\" naming the first",
    notes: """
      No iOS version in the issue; iOS 9 is inferred from its date (2015-10-15: iOS 9.0.2 was current).
      Both Modal host controllers are presented by the root view's controller; the second request comes
      after the first is up (the source does not say whether in the same turn; the log names the first
      Modal, not "(null)"). The modals' style is left at the era's default (full screen).

      """,
    tags: ["warning", "already-presenting", "react-native"],
    source: EvidenceSource(
      url: "https://github.com/react/react-native/issues/3445",
      title: "Multiple Modal components",
      date: "2015-10-15",
      ios: "9",
      feature: .present,
      quote: """
        It is currently impossible to create multiple Modal components.
        Here is the warning that appears:
        `
        Warning: Attempt to present <RCTModalHostViewController: 0x7f89e4f8c2a0>  on <UIViewController: 0x7f89e4903770> which is already presenting <RCTModalHostViewController: 0x7f89e4f84f10>
        `
        ...
        This is currently not possible, I'm working on supporting this. For now you should be able to nest <Modal> components to achieve this behaviour.

        """
    )
  ) {
    Controller("root")
    Controller("modal1")
    Controller("modal2")
  } steps: {
    Present("modal1", from: "root")
    Present("modal2", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Warning: Attempt to present <modal2> on <root> which is already presenting <modal1>"
    )
    ExpectAbsent("modal2.viewWillAppear")
  }
}

private func evidenceUikit8RxflowCancelledInteractiveDismissWillDisappear() -> TransitionScenario {
  TransitionScenario(
    "rxflow-cancelled-interactive-dismiss-will-disappear",
    window: "R",
    summary: "A cancelled interactive dismissal still sends the presented controller viewWillDisappear (with isBeingDismissed), but not viewDidDisappear",
    notes: """
      RxFlow observed `isBeingDismissed` from `viewWillDisappear`; the fix observes it once the
      controller has disappeared completely (its did-disappear), which a cancelled dismissal never
      reaches. The pull request gives no iOS version; it is dated 2018-09-03, when iOS 11 was the
      released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/RxSwiftCommunity/RxFlow/pull/75",
      title: "UIViewController dismissed ControlEvent fix",
      date: "2018-09-03",
      ios: "11",
      feature: .interactive,
      quote: """
        Using **UIViewControllerAnimatedTransitioning** for custom transitions, for `dismissal` case, calling **vc.dismiss(animated:completion:)** will trigger **Flow** deallocation  which is hosting vc (root).
        Even if I use **UIViewControllerInteractiveTransitioning** for interactive dismissal, and interaction is finished, everything is OK.
        But when I use **UIViewControllerInteractiveTransitioning** without completing the interaction, by canceling it (vc - will return to his previous state), the **Flow** is deallocated anyway, which is wrong.

        This PR is fixing the behaviour about observing **isBeingDismissed** value only after viewController was disappeared completely.

        """
    )
  ) {
    Controller("R")
    Controller("vc", modalPresentationStyle: .custom, transitioningDelegate: "transition")
    TransitioningDelegate(
      "transition",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "CustomAnimator"),
      dismissAnimator: Animator(class: "CustomAnimator"),
      dismissInteraction: .percentDriven
    )
  } steps: {
    Present("vc", from: "R")
    InteractiveDismiss("vc", progress: [0.1, 0.2, 0.3], release: .cancel)
  } expect: {
    ExpectPresent("vc.viewWillDisappear")
    ExpectAbsent("vc.viewDidDisappear")
  }
}

private func evidenceUikit8SeedanteFormSheetIgnoresPresentationController() -> TransitionScenario {
  TransitionScenario(
    "seedante-form-sheet-ignores-presentation-controller",
    window: "R",
    summary: "A form sheet with a transitioning delegate plays the custom animator but never asks for the delegate's presentation controller, and keeps the presenter's view",
    notes: """
      "When I set modalPresentationStyle to values other than .Custom and .FullScreen, the custom
      transition still runs" (the question); the author's answers: "the one certain thing is that
      with a UIPresentationController the property must be .Custom" and "a quick test: in .PageSheet
      and .FormSheet the layout decided by the animator is affected, and neither mode removes the
      presentingView, the same as .Custom." A form sheet that keeps the presenter's view is the
      regular-width (iPad) form sheet, so the device is inferred to be an iPad. The issue gives no iOS
      version; it is dated 2016-03-15, when iOS 9 was the released version (inferred from the date).

      """,
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/seedante/iOS-Note/issues/2",
      title: "关于 UIViewController 的modalPresentationStyle属性设置问题",
      date: "2016-03-15",
      ios: "9",
      feature: .custom,
      quote: """
        但是我尝试将 modalPresentationStyle 设置为.Custom 和 .FullScreen 以外的其他值时，发现也会执行自定义的转场效果

        唯一确定的是在与 UIPresentationController 配合时该属性必须为.Custom。

        简单试了下，在.PageSheet, .FormSheet模式下，会对动画控制器决定的布局产生影响，这两种模式下都没有移除 presentingView，这点和.Custom 模式下相同。

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .formSheet, transitioningDelegate: "delegate")
    TransitioningDelegate(
      "delegate",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "CustomPresentationController"),
      presentAnimator: Animator(class: "CustomAnimator"),
      dismissAnimator: Animator(class: "CustomAnimator")
    )
  } steps: {
    Present("P", from: "R")
  } expect: {
    ExpectAbsent("delegate.presentationController(forPresented:presenting:source:)")
    ExpectPresent("delegate.animationController(forPresented:presenting:source:)")
    ExpectAbsent("R.viewWillDisappear")
  }
}

private func evidenceUikit8ShareSheetOnRootNavWithModal() -> TransitionScenario {
  TransitionScenario(
    "share-sheet-on-root-nav-with-modal",
    window: "root",
    summary: "A share helper presents an activity controller on the root navigation controller while a modal is up; refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 8 is inferred from its date (2015-02-02: iOS 8.1 was current).
      The reporter showed the share sheet from a modally presented controller, and the library, with no
      presenting controller set, presented on the window's root navigation controller (the maintainer's
      reply); the fix was to present on the top-most controller. Up to rules version 3 the engine
      checked "already presenting" (E1) first and printed E1 here; rule 19.1 (E2 before
      E1) made the engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy"],
    source: EvidenceSource(
      url: "https://github.com/BobDG/BDGShare/issues/4",
      title: "Warning: Attempt to present <UIActivityViewController: 0x7a64f430> on <UINavigationController: 0x7a71b220> whose view is not in the window hierarchy!",
      date: "2015-02-02",
      ios: "8",
      feature: .error,
      quote: """
        Warning: Attempt to present <UIActivityViewController: 0x7a64f430> on <UINavigationController: 0x7a71b220> whose view is not in the window hierarchy!
        ...
        i try to showit in a viewmodelviewcontroller, so i got that error,
        ...
        Ah you used it without setting the presentingViewController. I'll look into the CVKHierarchySearcher.

        """
    )
  ) {
    Controller("root", type: .navigation, children: ["home"])
    Controller("home")
    Controller("modal", modalPresentationStyle: .fullScreen)
    Controller("share", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("modal", from: "home")
    Present("share", from: "root")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <share> on <root> whose view is not in the window hierarchy"
    )
    ExpectAbsent("share.viewWillAppear")
  }
}

private func evidenceUikit8SimpleimageviewerOverFullScreenAnimatorNoWillAppear() -> TransitionScenario {
  TransitionScenario(
    "simpleimageviewer-over-full-screen-animator-no-will-appear",
    window: "R",
    summary: "An image viewer presented over full screen with its own animators leaves the presenter without viewWillAppear when it is dismissed",
    notes: """
      At the time (commit ca66d0a) ImageViewerController sets `modalPresentationStyle = .overFullScreen`
      and, in `setupTransitions()`, `transitioningDelegate` to an ImageViewerTransitioningHandler it
      keeps in a property; the handler vends presentation and dismissal animators (and a dismissal
      interaction controller only while the user drags) and no presentation controller. The issue
      gives no iOS version; it is dated 2018-01-05, when iOS 11 was the released version (inferred from
      the date). The reporter's follow-up says they worked around it with notifications.

      """,
    source: EvidenceSource(
      url: "https://github.com/LcTwisk/SimpleImageViewer/issues/13",
      title: "Viewwillappear is not called",
      date: "2018-01-05",
      ios: "11",
      feature: .custom,
      quote: """
        The viewwillappear is not called from the previous view controller even after releasing the simpleimageviewer by dismissing it after viewing the image in the simpleimageviewer. 

        """
    )
  ) {
    Controller("R")
    Controller(
      "viewer",
      modalPresentationStyle: .overFullScreen,
      transitioningDelegate: "transitionHandler"
    )
    TransitioningDelegate(
      "transitionHandler",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "ImageViewerPresentationTransition"),
      dismissAnimator: Animator(class: "ImageViewerDismissalTransition")
    )
  } steps: {
    Present("viewer", from: "R")
    Dismiss("viewer")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
  }
}

private func evidenceUikit8SkphotobrowserCustomWithoutDelegate() -> TransitionScenario {
  TransitionScenario(
    "skphotobrowser-custom-without-delegate",
    window: "R",
    summary: "A photo browser presented with .custom and no transitioning delegate leaves the presenter without viewWillAppear and viewDidAppear when it is dismissed",
    notes: """
      SKPhotoBrowser's `setup()` (SKPhotoBrowser/SKPhotoBrowser.swift) sets `modalPresentationStyle =
      .Custom`, `modalPresentationCapturesStatusBarAppearance = true` and a cross-dissolve transition
      style, with no transitioning delegate, so UIKit uses a plain UIPresentationController. The issue
      gives no iOS version; it is dated 2017-09-07, before iOS 11's release (2017-09-19), so iOS 10 is
      inferred from the date. The engine under uikit-8 still sends the presenter appearance callbacks
      for `.custom` without a presentation controller (rule 17.1 of the rule book was not implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/suzuki-0000/SKPhotoBrowser/issues/234",
      title: "Presenting View Controller not able to call it's viewWillAppear or viewDidAppear",
      date: "2017-09-07",
      ios: "10",
      feature: .custom,
      quote: """
        When a presenting view controller presents the PhotoBrowser and after dismissing the PhotoBrowser , Presenting view controller not able to call it's viewWillAppear or viewDidAppear.

        """
    )
  ) {
    Controller("R")
    Controller("browser", modalPresentationStyle: .custom)
  } steps: {
    Present("browser", from: "R")
    Dismiss("browser")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
  }
}

private func evidenceUikit8SlideMenuContentPresentsDetached() -> TransitionScenario {
  TransitionScenario(
    "slide-menu-content-presents-detached",
    window: "main",
    summary: "A slide menu's content controller, installed without containment by the menu's segue, presents modally; UIKit logs the detached-controller warning",
    notes: """
      No iOS version in the issue; iOS 8 is inferred from its date (2015-02-19: iOS 8.1 was current).
      The menu's content segue put the selected item's controller on screen without making it a child
      (the one-line fix referred to above); the scenario adds its view by hand to the menu's main
      controller.

      """,
    tags: ["warning", "detached", "containment"],
    source: EvidenceSource(
      url: "https://github.com/matghazaryan/AMSlideMenu2/issues/137",
      title: "Presenting Modally From Detached ViewController",
      date: "2015-02-19",
      ios: "8",
      feature: .container,
      quote: """
        I'm trying to present a VC modally from the VC of one of the selected slide menu items. However, I keep receiving this warning:

        Presenting view controllers on detached view controllers is discouraged.
        ...
        If you use the version from cocoapods then please make sure that this line https://github.com/NinoScript/AMSlideMenu/commit/5df647e1a4e0bcd2b7d3fef8b87427f8c61f1042
        exists  there. If not then just add it
        ...
        That fixes it!

        """
    )
  ) {
    Controller("main")
    Controller("item", viewLoaded: true)
    Controller("modal")
  } steps: {
    AddSubview("item", to: "main")
    Present("modal", from: "item")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged <item>"
    )
  }
}

private func evidenceUikit8SpstorkParentNoAppearanceCalls() -> TransitionScenario {
  TransitionScenario(
    "spstork-parent-no-appearance-calls",
    window: "R",
    summary: "The controller under an SPStorkController card hears none of the four appearance callbacks, on presentation or dismissal",
    notes: """
      Reporter (2019-04-08), maintainer (2019-04-08), reporter, maintainer again (2019-05-02, after
      testing). The issue gives no iOS version; iOS 12 is inferred from the dates (April-May 2019).
      A different thread from spstork-parent-no-will-appear: this one also reports the disappearance
      callbacks and has the maintainer's test.

      """,
    source: EvidenceSource(
      url: "https://github.com/ivanvorobei/SPStorkController/issues/57",
      title: "viewDidAppear and viewWillAppear not calling for parent controller",
      date: "2019-05-02",
      ios: "12",
      feature: .custom,
      quote: """
        viewDidAppear and viewWillAppear not called on parent view controller after dismissing child view controller presented using SPStorkController.

        Oh sorry, `viewDidAppear` and `viewWillAppear` not calling. It is true. But I do not know what is the reason.

        Also viewDidDisappear and viewWillDisappear not calling, I hope you find a fix.

        When you present modal controllers, the parent controller doesn't actually hide. It is simply blocked by another

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "stork")
    TransitioningDelegate(
      "stork",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "SPStorkPresentationController"),
      presentAnimator: Animator(class: "SPStorkPresentingAnimationController"),
      dismissAnimator: Animator(class: "SPStorkDismissingAnimationController")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
    ExpectAbsent("R.viewWillDisappear")
    ExpectAbsent("R.viewDidDisappear")
  }
}

private func evidenceUikit8SpstorkParentNoWillAppear() -> TransitionScenario {
  TransitionScenario(
    "spstork-parent-no-will-appear",
    window: "R",
    summary: "Dismissing an SPStorkController card does not send the presenter viewWillAppear, because it never disappeared",
    notes: """
      The second paragraph is the maintainer's answer. SPStorkController uses `.custom` with its own
      presentation controller (the presenter stays visible, scaled down behind the card). The issue
      gives no iOS version; it is dated 2018-12-20, when iOS 12 was the released version (inferred
      from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/ivanvorobei/SPStorkController/issues/19",
      title: "will appear is not calling after dismissing the view",
      date: "2018-12-20",
      ios: "12",
      feature: .custom,
      quote: """
        will appear is not calling after dismissing the popup

        When SPStorkController is presented, your controller does not hide. You can see his entry. These methods should not be called because parent controller not hide

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "stork")
    TransitioningDelegate(
      "stork",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "SPStorkPresentationController"),
      presentAnimator: Animator(class: "SPStorkPresentingAnimationController"),
      dismissAnimator: Animator(class: "SPStorkDismissingAnimationController")
    )
  } steps: {
    Present("P", from: "R")
    Dismiss("P")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
  }
}

private func evidenceUikit8StackeddraftsFastInteractiveFinishNeverCompletes() -> TransitionScenario {
  TransitionScenario(
    "stackeddrafts-fast-interactive-finish-never-completes",
    window: "R",
    summary: "On iOS 8, finishing a percent-driven dismissal sooner than the animator's duration leaves the animation's completion, and so completeTransition, uncalled",
    notes: """
      A documentation comment in Stack Exchange's StackedDrafts library; the iOS version is the
      comment's own. The animator's `animateTransition(_:)` calls `completeTransition(_:)` only from
      that UIView animation's completion block, so the block never running means the context never
      hears `completeTransition`. The setup at that commit: DraftTransitioningDelegate vends a
      DraftPresentationController, a presentation animator and a DraftDismissalAnimatedTransitioning
      lasting 0.3 s; its `interactionControllerForDismissal(_:)` returns the presentation controller's
      UIPercentDrivenInteractiveTransition, which a pan gesture updates and then finishes or cancels.
      The scenario's gesture lasts three frames (0.05 s), well under 0.3 s. The hack applies only below
      iOS 9 (`if #available(iOS 9, *)` keeps the normal duration), so the fact is iOS 8's, not the
      whole uikit-8 era's. The engine completes the transition: it has no model of this iOS 8
      animation bug.

      """,
    source: EvidenceSource(
      url: "https://github.com/bnickel/StackedDrafts/blob/1ddbc52cd3956b1244b081a20dfef1be688f205e/StackedDrafts/StackedDrafts/DraftDismissalAnimatedTransitioning.swift",
      title: "StackedDrafts: DraftDismissalAnimatedTransitioning.swift (commit 1ddbc52, \"Fixed some bad behavior in iOS8\")",
      date: "2016-04-28",
      ios: "8",
      feature: .interactive,
      quote: """
        Sooo... in iOS 8 if the gap between `updateInteractiveTransition` and `finishInteractiveTransition` is below transitionDuration (with some amount of wiggle room), the animation's completion block will never call.  This hack drops the duration really low on iOS 8, then cranks down the interaction completion speed to compensate.

        """
    )
  ) {
    Controller("R")
    Controller("draft", modalPresentationStyle: .custom, transitioningDelegate: "drafts")
    TransitioningDelegate(
      "drafts",
      retainedElsewhere: true,
      presentationController: PresentationController(class: "DraftPresentationController"),
      presentAnimator: Animator(class: "SingleDraftPresentationAnimatedTransitioning", duration: 0.3),
      dismissAnimator: Animator(class: "DraftDismissalAnimatedTransitioning", duration: 0.3),
      dismissInteraction: .percentDriven
    )
  } steps: {
    Present("draft", from: "R")
    InteractiveDismiss("draft", progress: [0.2, 0.5, 0.8], release: .finish)
  } expect: {
    ExpectAbsent("context:draft.completeTransition")
  }
}

private func evidenceUikit8StpopupNavigationPresenterNoWillAppear() -> TransitionScenario {
  TransitionScenario(
    "stpopup-navigation-presenter-no-will-appear",
    window: "nav",
    summary: "After an STPopup popup (.custom, animator-only delegate) is dismissed, the controller in the navigation stack under it gets no viewWillAppear",
    notes: """
      The second paragraph is the maintainer's answer. STPopupController is the transitioning delegate
      and animator of its container controller (`UIViewControllerTransitioningDelegate,
      UIViewControllerAnimatedTransitioning` in STPopupController.m, no presentation controller) and
      keeps itself alive in a static set while presented. The issue gives no iOS version; it is dated
      2015-09-22, when iOS 9 had just been released (inferred from the date). The engine under uikit-8
      still sends the presenter appearance callbacks for `.custom` without a presentation controller
      (rule 17.1 of the rule book was not implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/kevin-lyn/STPopup/issues/7",
      title: "UINavigation Controller ViewwillAppear not called.",
      date: "2015-09-22",
      ios: "9",
      feature: .custom,
      quote: """
        After dismissing STPopUp,ViewWillAppear not Called in my ViewController.Am i missing anything?

        @bharathi91 noted. I realized this issue as well. will fix.

        """
    )
  ) {
    Controller("nav", type: .navigation, children: ["A"])
    Controller("A")
    Controller("popup", modalPresentationStyle: .custom, transitioningDelegate: "stpopup")
    TransitioningDelegate(
      "stpopup",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "STPopupController", duration: 0.5),
      dismissAnimator: Animator(class: "STPopupController", duration: 0.5)
    )
  } steps: {
    Present("popup", from: "A")
    Dismiss("popup")
  } expect: {
    ExpectAbsent("A.viewWillAppear")
  }
}

private func evidenceUikit8SwiftpagesChildPresentsDetached() -> TransitionScenario {
  TransitionScenario(
    "swiftpages-child-presents-detached",
    window: "menu",
    summary: "A page controller's child, whose view the pager added by hand, presents modally; UIKit warns about a detached controller and presents anyway",
    notes: """
      No iOS version in the issue; Xcode 7 and the date (2015-11-26) point to iOS 9 (9.1 was current).
      The pager adds its pages' views without view-controller containment (the warning says the page is
      detached). The layout problem after the dismissal is not modelled.

      """,
    tags: ["warning", "detached", "containment"],
    source: EvidenceSource(
      url: "https://github.com/GabrielAlva/SwiftPages/issues/18",
      title: "Presenting view controllers on detached view controllers is discouraged",
      date: "2015-11-26",
      ios: "9",
      feature: .container,
      quote: """
        I have a Menu with 3 child viewControllers.
        One of them has tableView and when a cell is tapped, presentViewController method is called in didSelectItemAtIndexPath.
        Then, the following warning displays in debug window.

        Presenting view controllers on detached view controllers is discouraged
        The modal viewcontroller is displayed properly but when dismissViewControllerAnimated is called, source view layout collapses and the view goes under navigationbar.
        ...
        Swift 2.0
        XCode 7

        """
    )
  ) {
    Controller("menu")
    Controller("page", viewLoaded: true)
    Controller("modal", modalPresentationStyle: .fullScreen)
  } steps: {
    AddSubview("page", to: "menu")
    Present("modal", from: "page")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Presenting view controllers on detached view controllers is discouraged"
    )
    ExpectPresent("modal.viewDidAppear")
  }
}

private func evidenceUikit8TwoAlertsInOneTurnNamed() -> TransitionScenario {
  TransitionScenario(
    "two-alerts-in-one-turn-named",
    window: "vc",
    summary: "Two alerts presented back to back in one method; the second is refused with \"which is already presenting\" naming the first alert",
    notes: """
      The maintainer's comment gives no iOS version; it was written on 2015-09-14, two days before
      iOS 9's release, so iOS 8 (8.4) is inferred; both are uikit-8. The two presents run in the same
      run-loop turn, yet the log names the first alert, not "(null)" as the logs behind the rule book's
      rule 17.4 show for a refusal in the same turn. The alert is modelled as an over-full-screen
      presentation (the fixtures' convention for UIAlertController).

      """,
    tags: ["warning", "already-presenting", "alert", "same-turn"],
    source: EvidenceSource(
      url: "https://github.com/sberrevoets/SDCAlertView/issues/112",
      title: "SDCAlertController doesn't queue alerts",
      date: "2015-09-14",
      ios: "8",
      feature: .alert,
      quote: """
        ```swift
                let alert = UIAlertController(title: "Test", message: "Message", preferredStyle: .Alert)
                alert.addAction(UIAlertAction(title: "OK", style: .Cancel, handler: nil))
                presentViewController(alert, animated: true, completion: nil)

                let alert2 = UIAlertController(title: "Test 2", message: "Message 2", preferredStyle: .Alert)
                alert2.addAction(UIAlertAction(title: "OK", style: .Cancel, handler: nil))
                presentViewController(alert2, animated: true, completion: nil)
        ```

        This spits out a message in the console: `Warning: Attempt to present <UIAlertController: 0x7f8793656400>  on <ViewController: 0x7f8793474340> which is already presenting <UIAlertController: 0x7f879358dce0>`

        """
    )
  ) {
    Controller("vc")
    Controller("alert", modalPresentationStyle: .overFullScreen)
    Controller("alert2", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("alert", from: "vc")
    Present("alert2", from: "vc").sameTurn()
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <alert2> on <vc> which is already presenting <alert>"
    )
    ExpectAbsent("alert2.viewWillAppear")
  }
}

private func evidenceUikit8TyalertPresenterLifecycleOnDismiss() -> TransitionScenario {
  TransitionScenario(
    "tyalert-presenter-lifecycle-on-dismiss",
    window: "R",
    summary: "An alert controller that is its own transitioning delegate (.custom, animators only) leaves its presenter without lifecycle callbacks on dismissal, unlike UIAlertController",
    notes: """
      At the time (TYAlertController.m at commit d268fb3) the alert sets `modalPresentationStyle =
      UIModalPresentationCustom` and `transitioningDelegate = self`, and its category
      TYAlertController+TransitionAnimate.m vends animators only. The issue gives no iOS version; it is
      dated 2015-11-17, when iOS 9 was the released version (inferred from the date). The engine under
      uikit-8 still sends the presenter appearance callbacks for `.custom` without a presentation
      controller (rule 17.1 of the rule book was not implemented when this case was written).

      """,
    source: EvidenceSource(
      url: "https://github.com/12207480/TYAlertController/issues/1",
      title: "VC lifecycle methods not called on dismiss for presentingViewController",
      date: "2015-11-17",
      ios: "9",
      feature: .custom,
      quote: """
        I analyzed the issue and it looks that there number of solutions here http://stackoverflow.com/questions/25488267/custom-transition-animation-not-calling-vc-lifecycle-methods-on-dismiss

        @12207480 usage of ```dismissComplete``` is a workaround, but no solution, e.g. lifecycle methods are called by using ```UIAlertController``` from-the-box.

        """
    )
  ) {
    Controller("R")
    Controller("alert", modalPresentationStyle: .custom, transitioningDelegate: "alert")
    TransitioningDelegate(
      "alert",
      presentAnimator: Animator(class: "TYAlertScaleFadeAnimation"),
      dismissAnimator: Animator(class: "TYAlertScaleFadeAnimation")
    )
  } steps: {
    Present("alert", from: "R")
    Dismiss("alert")
  } expect: {
    ExpectAbsent("R.viewWillAppear")
    ExpectAbsent("R.viewDidAppear")
  }
}

private func evidenceUikit8UpdateAlertOnRootAfterQuickPresent() -> TransitionScenario {
  TransitionScenario(
    "update-alert-on-root-after-quick-present",
    window: "launch",
    summary: "A launch-time update alert presented on the window's root after the app has already presented its main screen fails with \"whose view is not in the window hierarchy\"",
    notes: """
      The pull request names Xcode 10.2.1, whose SDK is iOS 12.2; the device's version is not given.
      The root presents the main screen (full screen, the iOS 12 default), then the library presents
      its update alert on the window's root. Up to rules version 3 the engine checked "already
      presenting" (E1) first and printed E1 here; rule 19.1 (E2 before E1) made the
      engine hold this case, which is among the sources of that rule.

      """,
    tags: ["warning", "window-hierarchy", "alert", "launch"],
    source: EvidenceSource(
      url: "https://github.com/dtrenz/LaunchGate/pull/47",
      title: "Use topViewController not rootViewController",
      date: "2019-06-28",
      ios: "12.2",
      feature: .alert,
      quote: """
        In my case,
        - When launching app, I check whether user is already logged in or not.
        - If  logged in, I present mainViewController quickly.
        - Update alert didn't show up because of "whose view is not in the window hierarchy!" error.

        So,
        I'm using the most top topViewController when it's available.

        Swift 4.2
        Xcode 10.2.1

        """
    )
  ) {
    Controller("launch")
    Controller("main", modalPresentationStyle: .fullScreen)
    Controller("update", modalPresentationStyle: .overFullScreen)
  } steps: {
    Present("main", from: "launch")
    Present("update", from: "launch")
  } expect: {
    ExpectPresent("UIKit.warning", argContains: "whose view is not in the window hierarchy")
    ExpectAbsent("update.viewWillAppear")
  }
}

private func evidenceUikit8UrlLauncherOnReplacedRoot() -> TransitionScenario {
  TransitionScenario(
    "url-launcher-on-replaced-root",
    window: "app",
    summary: "A plugin keeps the window's first root and presents on it after the app replaced the root; refused with \"whose view is not in the window hierarchy\"",
    notes: """
      No iOS version in the issue; iOS 12 is inferred from its date (2019-05-23: iOS 12.3 was current).
      The format cannot replace the window's root during a run, so the scenario starts after the
      replacement: `flutter` is the old root, loaded but no longer in the window, and `app` the new one.
      The plugin presents the Safari controller on the old root.

      """,
    tags: ["warning", "window-hierarchy", "flutter"],
    source: EvidenceSource(
      url: "https://github.com/flutter/flutter/issues/33259",
      title: "[url_launcher - iOS] After window.rootViewController reset launch url is not working",
      date: "2019-05-23",
      ios: "12",
      feature: .error,
      quote: """
        At some point I have to reset my application window's root view controller. After that, `launch(url);` from dart it is printing warning `Warning: Attempt to present <SFSafariViewController: 0x7fc42e866c00> on <FlutterViewController: 0x7fc42e828e00> whose view is not in the window hierarchy!` in the log.

        """
    )
  ) {
    Controller("app")
    Controller("flutter", viewLoaded: true)
    Controller("safari")
  } steps: {
    Present("safari", from: "flutter")
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Attempt to present <safari> on <flutter> whose view is not in the window hierarchy"
    )
    ExpectAbsent("safari.viewWillAppear")
  }
}

private func evidenceUikit8UservoiceContactAfterAlertNull() -> TransitionScenario {
  TransitionScenario(
    "uservoice-contact-after-alert-null",
    window: "article",
    summary: "On iOS 8 iPad, presenting a modal from an alert's button handler, while the alert goes away, is refused with \"which is already presenting (null)\"",
    notes: """
      The title says iOS 8 on iPad. The article screen shows an alert; the alert's button handler
      presents the "Contact Us" navigation controller from the article screen while the alert is being
      dismissed, in the same run-loop turn (the format cannot run a step inside an alert's handler, so the
      dismissal and the present are two steps in one turn). UIKit names no presented controller:
      "(null)" (the rule book's rule 17.4 from other sources). The engine names the alert, which it still
      counts as presented.

      """,
    tags: ["warning", "already-presenting", "alert", "same-turn"],
    device: ScenarioDevice(idiom: .pad),
    source: EvidenceSource(
      url: "https://github.com/uservoice/uservoice-ios-sdk/pull/347",
      title: "On iOS 8 / iPad, display \"Contact Us\" modal view, after the UIAltertView in an article",
      date: "2015-01-12",
      ios: "8",
      device: "iPad",
      feature: .alert,
      quote: """
        Avoid "Warning: Attempt to present <UINavigationController: XXX>  on <UVArticleViewController: XXX> which is already presenting (null)".

        """
    )
  ) {
    Controller("article")
    Controller("alert", modalPresentationStyle: .overFullScreen)
    Controller("contact", type: .navigation, children: ["form"], modalPresentationStyle: .formSheet)
    Controller("form")
  } steps: {
    Present("alert", from: "article")
    Dismiss("alert")
    Present("contact", from: "article").sameTurn()
  } expect: {
    ExpectPresent(
      "UIKit.warning",
      argContains: "Warning: Attempt to present <contact> on <article> which is already presenting (null)"
    )
    ExpectAbsent("form.viewWillAppear")
  }
}

private func evidenceUikit8WeiboCustomModalKeepsPresenter() -> TransitionScenario {
  TransitionScenario(
    "weibo-custom-modal-keeps-presenter",
    window: "home",
    summary: "A code comment notes that a custom modal presentation keeps the presenter (a standard one removes it) and that the container is laid out in containerViewWillLayoutSubviews",
    notes: """
      "1. Without a custom transition, the modally presented controller removes the original
      controller. 2. With a custom transition it does not remove it. 3. Without a custom transition
      the presented controller is the size of the screen; with one, we control it in
      containerViewWillLayoutSubviews()." The comment heads the app's UIPresentationController
      subclass, whose `containerViewWillLayoutSubviews()` sets the presented view's frame; the
      transitioning delegate (LYPresentationManager.swift) vends it and is its own animator
      (`transitionDuration` returns 12, the animation itself lasts 0.5 s and then calls
      `completeTransition(true)`; 0.5 s is used here). The file gives no iOS version; it is dated
      2017-03-02 (file header), when iOS 10 was the released version (inferred from the date).

      """,
    source: EvidenceSource(
      url: "https://github.com/MYLILUYANG/xinlangweibo/blob/89416e4268866a8c95f4ff7a775e366f257639f1/xinlangweibo/xinlangweibo/Class/Home/LYPresentationController.swift",
      title: "xinlangweibo: LYPresentationController.swift",
      date: "2017-03-02",
      ios: "10",
      feature: .custom,
      quote: """
        1、 如果不自定义转场modal 出来的控制器会移除原来的控制器
        2、 如果自定义转场modal 出来的控制器不会移除原来的控制器
        3、 如果不自定义转场modal 出来的控制器的尺寸和屏幕一样，
        如果自定义转成model 出来的控制器我们可以在 containerViewWillLayoutSubviews() 方法中控制contentview 非常重要，容器视图，所有modal 出来的视图都添加在contentview 上

        """
    )
  ) {
    Controller("home")
    Controller("popover", modalPresentationStyle: .custom, transitioningDelegate: "manager")
    TransitioningDelegate(
      "manager",
      retainedElsewhere: true,
      presentationController: PresentationController(
        class: "LYPresentationController",
        frame: .rect(x: 100, y: 55, width: 200, height: 200)
      ),
      presentAnimator: Animator(class: "LYPresentationManager", duration: 0.5),
      dismissAnimator: Animator(class: "LYPresentationManager", duration: 0.5)
    )
  } steps: {
    Present("popover", from: "home")
  } expect: {
    ExpectAbsent("home.viewWillDisappear")
    ExpectAbsent("home.viewDidDisappear")
    ExpectPresent("pc:popover.containerViewWillLayoutSubviews")
  }
}

private func evidenceUikit8XcoordinatorDelegateResetInCompletion() -> TransitionScenario {
  TransitionScenario(
    "xcoordinator-delegate-reset-in-completion",
    window: "R",
    summary: "Resetting transitioningDelegate to nil in the presentation's completion leaves the later dismissal without the custom animator",
    notes: """
      The excerpt of the thread that was read ends mid-sentence ("there is no `transiti..."); the
      title says what follows: the dismissal animation is lost. The issue is labelled "bug". The
      library keeps the Animation object elsewhere; the completion sets the delegate back to the
      previous value, nil here. The issue gives no iOS version; it is dated 2018-11-16, when iOS 12 was
      the released version (inferred from the date). The presentation style is not shown; `custom` is
      used here.

      """,
    source: EvidenceSource(
      url: "https://github.com/QuickBirdEng/XCoordinator/issues/27",
      title: "Dismissal animation transition gets dropped",
      date: "2018-11-16",
      ios: "12",
      feature: .custom,
      quote: """
        A change was made in commit c26da8c44a38d4c41192af381afc009c57579024 on the transition-rework branch that introduces an issue where the dismissal animation passed into a `present` transition gets lost.

            rootViewController.present(viewController, animated: options.animated) {
                viewController.transitioningDelegate = previousTransitionDelegate
                completion?()
            }

        the issue in the new version is `viewController.transitioningDelegate = previousTransitionDelegate`, where if `previousTransitionDelegate` is nil then the side effect is that when `dismiss()` is later called there is no

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .custom, transitioningDelegate: "animation")
    TransitioningDelegate(
      "animation",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "StaticTransitionAnimation"),
      dismissAnimator: Animator(class: "StaticTransitionAnimation")
    )
  } steps: {
    Present("P", from: "R")
    SetProperties("P", .transitioningDelegate(nil)).during("R.completion")
    Dismiss("P")
  } expect: {
    ExpectPresent("animation.animationController(forPresented:presenting:source:)")
    ExpectAbsent("animation.animationController(forDismissed:)")
  }
}

private func evidenceUikit8ZfdragableFullscreenHidesPresenter() -> TransitionScenario {
  TransitionScenario(
    "zfdragable-fullscreen-hides-presenter",
    window: "R",
    summary: "With .fullScreen and a custom animator the presenter is hidden (disappears) after the animation; with .custom it stays visible",
    notes: """
      The second paragraph is a comment (2015-06-24) answering the maintainer; the excerpt that was
      read ends there. The library's animator is used with either style. The rule book cites other
      threads of this repository (issue 13, issue 49 and release 0.5.0), not this pull request. The
      pull request gives no iOS version; it is dated 2015-05-28 to 2015-06-24, when iOS 8 was the
      released version (inferred from the dates).

      """,
    source: EvidenceSource(
      url: "https://github.com/zoonooz/ZFDragableModalTransition/pull/48",
      title: "Fullscreen presentation style support for modal controllers",
      date: "2015-06-24",
      ios: "8",
      feature: .custom,
      quote: """
        By default the modal controller has used a custom presentation style, which can lead to a large view hierarchy, which is not needed in most cases, since the view controller underneath are not visible.

        No, UIModalPresentationCustom is just for Presentations, where the fromViewController should stay visible AFTER the transition (e.g. Alerts, Overlays, etc.). UIModalPresentationFullScreen hides the fromViewController after the animation

        """
    )
  ) {
    Controller("R")
    Controller("P", modalPresentationStyle: .fullScreen, transitioningDelegate: "animator")
    TransitioningDelegate(
      "animator",
      retainedElsewhere: true,
      presentAnimator: Animator(class: "ZFModalTransitionAnimator"),
      dismissAnimator: Animator(class: "ZFModalTransitionAnimator")
    )
  } steps: {
    Present("P", from: "R")
  } expect: {
    ExpectBefore("animator:P.animateTransition", after: "R.viewDidDisappear")
    ExpectBefore("context:P.completeTransition", after: "R.viewDidDisappear")
  }
}
