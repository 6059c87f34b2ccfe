/// Every UIKit member the engine can emit, with its Swift name and event kind.
///
/// Call names are interned statically: an event stores a `Name` whose raw value is the member's
/// raw value, so the engine never builds or hashes a string to name a call. The text and JSON
/// parsers map names back through `Member(named:)` and use `kind` to restore an event's kind,
/// which the canonical text does not spell out.
///
/// A property the app assigns is a `call` named by the property's bare name, with the assigned
/// value as its one argument: `pc:D.selectedDetentIdentifier(medium)` is the app's
/// `D.sheetPresentationController?.selectedDetentIdentifier = .medium`. The bare name with a
/// `-> result` and no argument stays what it always was: a `query`, UIKit reading a property.
public enum Member: UInt16, CaseIterable, Sendable {
  // MARK: The scenario's actions
  case present, dismiss, update, finish, cancel, addSubview, removeFromSuperview
  case completeTransition, traitsDidChange
  /// The window's size changes (rotation, a multitasking resize): the scenario's `resize` step.
  case sizeDidChange
  /// Rule 9.2 / 13.6: the app drives appearance itself.
  case beginAppearanceTransition, endAppearanceTransition
  /// Rule 7.3: the app assigns a sheet's `selectedDetentIdentifier` (a `detent` step `by: app`).
  case selectedDetentIdentifier

  // MARK: UIViewControllerTransitioningDelegate
  case presentationControllerForPresented, animationControllerForPresented
  case animationControllerForDismissed, interactionControllerForPresentation
  case interactionControllerForDismissal

  // MARK: UIPresentationController overrides
  case presentationTransitionWillBegin, presentationTransitionDidEnd
  case dismissalTransitionWillBegin, dismissalTransitionDidEnd
  case containerViewWillLayoutSubviews, containerViewDidLayoutSubviews

  // MARK: UIAdaptivePresentationControllerDelegate
  // `adaptivePresentationStyle` names both the delegate's iOS 8.0 method and the presentation
  // controller's own `adaptivePresentationStyle(for:)`: one Swift name, one member.
  case adaptivePresentationStyleForTraitCollection, adaptivePresentationStyle
  case viewControllerForAdaptiveStyle, willPresentWithAdaptiveStyle, prepareAdaptivePresentation
  case shouldDismiss, willDismiss, didDismiss, didAttemptToDismiss
  /// `UIPopoverPresentationControllerDelegate` before iOS 13: may a tap outside dismiss the popover,
  /// and the popover was dismissed by the user.
  case popoverShouldDismiss, popoverDidDismiss

  // MARK: UISheetPresentationControllerDelegate (iOS 15)
  case didChangeSelectedDetentIdentifier

  // MARK: UIViewController
  case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
  case viewWillLayoutSubviews, viewDidLayoutSubviews
  case willTransitionToTraits, traitCollectionDidChange
  /// `UIContentContainer.viewWillTransition(to:with:)`: the view's size is about to change.
  case viewWillTransitionToSize

  // MARK: Animators and interaction controllers
  case transitionDuration, animateTransition, animationEnded, startInteractiveTransition

  // MARK: Queries
  case shouldPresentInFullscreen, shouldRemovePresentersView, presentedView
  case frameOfPresentedViewInContainerView, presentingViewController, presentedViewController
  case isModalInPresentation, modalTransitionStyle, completionSpeed
  /// Rule 13.6: the app reads `presentationController`, which creates and caches one.
  case presentationControllerProperty

  // MARK: Blocks
  case completion, alongsideAnimation, alongsideCompletion, interactionChanged

  // MARK: Lifecycle
  case loadView, viewDidLoad, deinitialize

  // MARK: Console
  case warning, exception

  // MARK: Launch, rotation and alerts (rules 20.1, 20.2, 20.5)
  /// The window becomes visible: the scenario's `launch` step (`UIWindow.makeKeyAndVisible()`).
  case makeKeyAndVisible
  /// The user turns the device: the scenario's `rotate` step.
  case deviceOrientationDidChange
  /// UIKit asks the controller that decides the interface orientation which orientations it
  /// supports.
  case supportedInterfaceOrientations
  /// The handler of an alert action the user tapped.
  case actionHandler
  // MARK: User gestures (receiver `user:<presented>`)
  case userDragDown, userRelease, userTapOutside, userTapDimmingView, userDragToDetent

  // MARK: Containers (rule book section 18)
  /// The app's (or UIKit's) stack changes of a `UINavigationController`.
  case pushViewController, popViewController, popToViewController, popToRootViewController, setViewControllers
  /// `UITabBarController`'s selection: assigned by the app (`call`) or read by `inspect` (`query`).
  case selectedIndex, selectedViewController
  /// `UIViewController` containment callbacks.
  case willMoveToParent, didMoveToParent
  /// `UINavigationControllerDelegate`.
  case navigationAnimationController, navigationInteractionController, navigationWillShow, navigationDidShow
  /// `UITabBarControllerDelegate`.
  case tabShouldSelect, tabDidSelect, tabAnimationController, tabInteractionController
  /// Container properties an `inspect` step reads.
  case viewControllers, topViewController, visibleViewController, parent, navigationController, tabBarController

  /// The member's Swift name with its argument labels, as Docs/timeline-format.md, "Events": `call` spells it.
  public var name: String {
    switch self {
    case .present: "present(_:animated:completion:)"
    case .dismiss: "dismiss(animated:completion:)"
    case .update: "update(_:)"
    case .finish: "finish()"
    case .cancel: "cancel()"
    case .addSubview: "addSubview(_:)"
    case .removeFromSuperview: "removeFromSuperview()"
    case .completeTransition: "completeTransition(_:)"
    case .traitsDidChange: "traitsDidChange(horizontalSizeClass:verticalSizeClass:)"
    case .sizeDidChange: "sizeDidChange(width:height:)"
    case .beginAppearanceTransition: "beginAppearanceTransition(_:animated:)"
    case .endAppearanceTransition: "endAppearanceTransition()"
    case .viewWillTransitionToSize: "viewWillTransition(to:with:)"
    case .popoverShouldDismiss: "popoverPresentationControllerShouldDismissPopover(_:)"
    case .popoverDidDismiss: "popoverPresentationControllerDidDismissPopover(_:)"
    case .presentationControllerProperty: "presentationController"
    case .selectedDetentIdentifier: "selectedDetentIdentifier"
    case .presentationControllerForPresented: "presentationController(forPresented:presenting:source:)"
    case .animationControllerForPresented: "animationController(forPresented:presenting:source:)"
    case .animationControllerForDismissed: "animationController(forDismissed:)"
    case .interactionControllerForPresentation: "interactionControllerForPresentation(using:)"
    case .interactionControllerForDismissal: "interactionControllerForDismissal(using:)"
    case .presentationTransitionWillBegin: "presentationTransitionWillBegin()"
    case .presentationTransitionDidEnd: "presentationTransitionDidEnd(_:)"
    case .dismissalTransitionWillBegin: "dismissalTransitionWillBegin()"
    case .dismissalTransitionDidEnd: "dismissalTransitionDidEnd(_:)"
    case .containerViewWillLayoutSubviews: "containerViewWillLayoutSubviews()"
    case .containerViewDidLayoutSubviews: "containerViewDidLayoutSubviews()"
    case .adaptivePresentationStyleForTraitCollection: "adaptivePresentationStyle(for:traitCollection:)"
    case .adaptivePresentationStyle: "adaptivePresentationStyle(for:)"
    case .viewControllerForAdaptiveStyle: "presentationController(_:viewControllerForAdaptivePresentationStyle:)"
    case .willPresentWithAdaptiveStyle: "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
    case .prepareAdaptivePresentation: "presentationController(_:prepare:)"
    case .shouldDismiss: "presentationControllerShouldDismiss(_:)"
    case .willDismiss: "presentationControllerWillDismiss(_:)"
    case .didDismiss: "presentationControllerDidDismiss(_:)"
    case .didAttemptToDismiss: "presentationControllerDidAttemptToDismiss(_:)"
    case .didChangeSelectedDetentIdentifier: "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
    case .viewWillAppear: "viewWillAppear(_:)"
    case .viewIsAppearing: "viewIsAppearing(_:)"
    case .viewDidAppear: "viewDidAppear(_:)"
    case .viewWillDisappear: "viewWillDisappear(_:)"
    case .viewDidDisappear: "viewDidDisappear(_:)"
    case .viewWillLayoutSubviews: "viewWillLayoutSubviews()"
    case .viewDidLayoutSubviews: "viewDidLayoutSubviews()"
    case .willTransitionToTraits: "willTransition(to:with:)"
    case .traitCollectionDidChange: "traitCollectionDidChange(_:)"
    case .transitionDuration: "transitionDuration(using:)"
    case .animateTransition: "animateTransition(using:)"
    case .animationEnded: "animationEnded(_:)"
    case .startInteractiveTransition: "startInteractiveTransition(_:)"
    case .shouldPresentInFullscreen: "shouldPresentInFullscreen"
    case .shouldRemovePresentersView: "shouldRemovePresentersView"
    case .presentedView: "presentedView"
    case .frameOfPresentedViewInContainerView: "frameOfPresentedViewInContainerView"
    case .presentingViewController: "presentingViewController"
    case .presentedViewController: "presentedViewController"
    case .isModalInPresentation: "isModalInPresentation"
    case .modalTransitionStyle: "modalTransitionStyle"
    case .completionSpeed: "completionSpeed"
    case .completion: "completion"
    case .alongsideAnimation: "alongsideAnimation"
    case .alongsideCompletion: "alongsideCompletion"
    case .interactionChanged: "interactionChanged"
    case .loadView: "loadView()"
    case .viewDidLoad: "viewDidLoad()"
    case .deinitialize: "deinit"
    case .warning: "warning"
    case .userDragDown: "dragDown()"
    case .userRelease: "release(dismissing:)"
    case .userTapOutside: "tapOutside()"
    case .userTapDimmingView: "tapDimmingView()"
    case .userDragToDetent: "drag(toDetent:)"
    case .exception: "exception"
    case .makeKeyAndVisible: "makeKeyAndVisible()"
    case .deviceOrientationDidChange: "deviceOrientationDidChange(_:)"
    case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
    case .actionHandler: "actionHandler"
    case .pushViewController: "pushViewController(_:animated:)"
    case .popViewController: "popViewController(animated:)"
    case .popToViewController: "popToViewController(_:animated:)"
    case .popToRootViewController: "popToRootViewController(animated:)"
    case .setViewControllers: "setViewControllers(_:animated:)"
    case .selectedIndex: "selectedIndex"
    case .selectedViewController: "selectedViewController"
    case .willMoveToParent: "willMove(toParent:)"
    case .didMoveToParent: "didMove(toParent:)"
    case .navigationAnimationController: "navigationController(_:animationControllerFor:from:to:)"
    case .navigationInteractionController: "navigationController(_:interactionControllerFor:)"
    case .navigationWillShow: "navigationController(_:willShow:animated:)"
    case .navigationDidShow: "navigationController(_:didShow:animated:)"
    case .tabShouldSelect: "tabBarController(_:shouldSelect:)"
    case .tabDidSelect: "tabBarController(_:didSelect:)"
    case .tabAnimationController: "tabBarController(_:animationControllerForTransitionFrom:to:)"
    case .tabInteractionController: "tabBarController(_:interactionControllerFor:)"
    case .viewControllers: "viewControllers"
    case .topViewController: "topViewController"
    case .visibleViewController: "visibleViewController"
    case .parent: "parent"
    case .navigationController: "navigationController"
    case .tabBarController: "tabBarController"
    }
  }

  /// The kind of every event that names this member.
  public var kind: EventKind {
    switch self {
    case .present, .dismiss, .update, .finish, .cancel, .addSubview, .removeFromSuperview,
      .completeTransition, .traitsDidChange, .selectedDetentIdentifier, .sizeDidChange, .beginAppearanceTransition,
      .endAppearanceTransition, .makeKeyAndVisible, .deviceOrientationDidChange, .pushViewController,
      .popViewController, .popToViewController, .popToRootViewController, .setViewControllers, .userDragDown,
      .userRelease, .userTapOutside, .userTapDimmingView, .userDragToDetent:
      .call
    case .shouldPresentInFullscreen, .shouldRemovePresentersView, .presentedView,
      .frameOfPresentedViewInContainerView, .presentingViewController, .presentedViewController,
      .isModalInPresentation, .modalTransitionStyle, .completionSpeed, .presentationControllerProperty,
      .supportedInterfaceOrientations, .viewControllers, .topViewController, .visibleViewController, .parent,
      .navigationController, .tabBarController, .selectedIndex, .selectedViewController:
      .query
    case .completion, .alongsideAnimation, .alongsideCompletion, .interactionChanged, .actionHandler:
      .block
    case .loadView, .viewDidLoad, .deinitialize:
      .lifecycle
    case .warning:
      .warning
    case .exception:
      .exception
    default:
      .callback
    }
  }

  /// Whether the member is a property the app assigns as well as one it reads: its events are
  /// `call`s when written with the assigned value (`tabs.selectedIndex(0)`) and `query`s when
  /// written with a result (`tabs.selectedIndex -> 0`). `kind` is the query's.
  public var isAssignableProperty: Bool { self == .selectedIndex || self == .selectedViewController }

  /// The kind of an event of this member written with or without arguments in parentheses: an
  /// assignable property's form decides (`isAssignableProperty`), every other member has one kind.
  public func kind(hasArguments: Bool) -> EventKind {
    isAssignableProperty && hasArguments ? .call : kind
  }

  /// The interned name of this member.
  @inlinable public var internedName: Name { Name(raw: UInt32(rawValue)) }

  private static let byName: [String: Member] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The member whose Swift name is `name`, if the engine knows it.
  public init?(named name: String) {
    guard let member = Member.byName[name] else { return nil }
    self = member
  }
}
