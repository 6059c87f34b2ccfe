/// One step of a scenario: an action and when it runs.
public struct Step: Hashable, Sendable {
  public var action: StepAction
  public var timing: StepTiming
  /// Where the step starts in the file.
  public var location: SourceLocation

  public init(_ action: StepAction, timing: StepTiming = .settled, location: SourceLocation = .start) {
    self.action = action
    self.timing = timing
    self.location = location
  }
}

/// What a step does (Docs/scenario-format.md, `steps`).
public enum StepAction: Hashable, Sendable {
  /// `from.present(controller, animated:completion:)`; `from` nil means the top-most presented
  /// controller, or the window's root when nothing is presented.
  case present(ControllerID, from: ControllerID?, animated: Bool)
  /// `receiver.dismiss(animated:completion:)`.
  case dismiss(ControllerID, animated: Bool)
  /// A gesture drives the delegate's `presentInteraction` while presenting `controller`.
  case interactivePresent(ControllerID, from: ControllerID?, gesture: Gesture)
  /// A gesture drives the delegate's `dismissInteraction` while dismissing `controller`.
  case interactiveDismiss(ControllerID, gesture: Gesture)
  /// The user drags a sheet down (profiles with sheets only).
  case swipeDown(ControllerID, gesture: Gesture)
  /// The selected detent of the sheet presenting `controller` changes to `to`, by the user or by
  /// the app (iOS 15 `UISheetPresentationController`; profiles with sheet presentation
  /// controllers only).
  case detent(ControllerID, to: SheetDetent, by: DetentChangeOrigin)
  /// The window's traits change.
  case traits(TraitChange)
  /// The window's size changes (a rotation, a multitasking resize), with the size classes that
  /// change with it.
  case resize(width: Double, height: Double, traits: TraitChange)
  /// Controller properties change between steps.
  case set(ControllerID, [ControllerProperty])
  /// `to.view.addSubview(controller.view)`, outside any transition.
  case addSubview(ControllerID, to: ControllerID)
  /// `controller.view.removeFromSuperview()`, outside any transition.
  case removeFromSuperview(ControllerID)
  /// Query events: for each controller, its `presentingViewController` and
  /// `presentedViewController`; for an `id.property` item, that one property.
  case inspect([InspectItem])
  /// Lets virtual time pass.
  case wait(VirtualTime)
  /// The app reads `controller.presentationController` before presenting it, which creates and
  /// caches UIKit's default presentation controller (rule 13.6).
  case readPresentationController(ControllerID)
  /// The app calls `controller.beginAppearanceTransition(appearing, animated:)` itself (rules 9.2, 13.6).
  case beginAppearance(ControllerID, appearing: Bool, animated: Bool)
  /// The app calls `controller.endAppearanceTransition()` itself.
  case endAppearance(ControllerID)
  /// The user taps outside the popover presenting `controller` (rule 13.6).
  case tapOutside(ControllerID)
  /// The user taps the dimming view of the app's presentation controller of `controller`, which
  /// dismisses it (rule 13.6).
  case tapDimmingView(ControllerID)
  /// The window becomes visible with the scenario's window root (`makeKeyAndVisible()`): the
  /// first step of a scenario that starts before anything is on screen (rule 20.1).
  case launch(ControllerID)
  /// The user turns the device to an orientation (rule 20.2).
  case rotate(InterfaceOrientation)
  /// The user taps an action of the alert `controller`: UIKit dismisses the alert, then runs the
  /// action's handler (rule 20.5).
  case tapAlertAction(ControllerID)
  /// `N.pushViewController(controller, animated:)` (rule 18.2): `N` is `on`; without it, the
  /// navigation controller of `from` when the step runs; without either, the scenario's only one.
  case push(ControllerID, on: ControllerID?, from: ControllerID?, animated: Bool)
  /// `N.popViewController(animated:)` (rule 18.6).
  case pop(ControllerID, animated: Bool)
  /// `N.popToViewController(controller, animated:)` (rule 18.7): `N` is `on`; without it, the
  /// navigation controller holding `controller` when the step runs, else the scenario's only one.
  case popTo(ControllerID, on: ControllerID?, animated: Bool)
  /// `N.popToRootViewController(animated:)` (rule 18.7).
  case popToRoot(ControllerID, animated: Bool)
  /// `N.setViewControllers(controllers, animated:)` (rule 18.8).
  case setViewControllers([ControllerID], on: ControllerID, animated: Bool)
  /// A tab switch (rules 18.18–18.20): the user taps a tab, or the app assigns `selectedIndex` or
  /// `selectedViewController`. `on` is the tab bar controller; without it, the scenario's only one.
  case select(TabSelection, on: ControllerID?, by: SelectionOrigin)
  /// The back swipe from the left edge of `N` (rules 18.9–18.10).
  case swipeBack(ControllerID, gesture: Gesture)

  /// The kind of step, which names it in a scenario file.
  public var kind: StepKind {
    switch self {
    case .present: .present
    case .dismiss: .dismiss
    case .interactivePresent: .interactivePresent
    case .interactiveDismiss: .interactiveDismiss
    case .swipeDown: .swipeDown
    case .detent: .detent
    case .traits: .traits
    case .resize: .resize
    case .set: .set
    case .addSubview: .addSubview
    case .removeFromSuperview: .removeFromSuperview
    case .inspect: .inspect
    case .wait: .wait
    case .readPresentationController: .readPresentationController
    case .beginAppearance: .beginAppearanceTransition
    case .endAppearance: .endAppearanceTransition
    case .tapOutside: .tapOutside
    case .tapDimmingView: .tapDimmingView
    case .launch: .launch
    case .rotate: .rotate
    case .tapAlertAction: .tapAlertAction
    case .push: .push
    case .pop: .pop
    case .popTo: .popTo
    case .popToRoot: .popToRoot
    case .setViewControllers: .setViewControllers
    case .select: .select
    case .swipeBack: .swipeBack
    }
  }
}

/// One item of an `inspect` step: a controller, or one property of it (`nav.viewControllers`).
public struct InspectItem: Hashable, Sendable {
  public var controller: ControllerID
  /// The property read; nil reads `presentingViewController` and `presentedViewController`.
  public var property: InspectedProperty?

  public init(_ controller: ControllerID, _ property: InspectedProperty? = nil) {
    self.controller = controller
    self.property = property
  }
}

/// The properties an `inspect` item may name (`id.property`).
public enum InspectedProperty: String, CaseIterable, Hashable, Sendable {
  case parent
  case navigationController
  case tabBarController
  case presentingViewController
  case presentedViewController
  case viewControllers
  case topViewController
  case visibleViewController
  case selectedIndex
  case selectedViewController

  /// The kind of controller the property belongs to; nil for every controller.
  public var owner: ControllerKind? {
    switch self {
    case .viewControllers, .topViewController, .visibleViewController: .navigation
    case .selectedIndex, .selectedViewController: .tabBar
    default: nil
    }
  }
}

/// The tab a `select` step chooses: by index (`selectedIndex`) or by controller
/// (`selectedViewController`).
public enum TabSelection: Hashable, Sendable {
  case index(Int)
  case controller(ControllerID)
}

/// Who makes a change: the user (a tap, a drag) or the app (an assignment).
public enum SelectionOrigin: String, CaseIterable, Hashable, Sendable {
  case user
  case app
}

/// A gesture: one `update(_:)` value per 1/60 s frame, then a release.
public struct Gesture: Hashable, Sendable {
  public var progress: [Double]
  public var release: GestureRelease

  public init(progress: [Double], release: GestureRelease) {
    self.progress = progress
    self.release = release
  }
}

/// How a gesture ends.
public enum GestureRelease: String, CaseIterable, Hashable, Sendable {
  case finish
  case cancel
}

/// A change of the window's traits.
public struct TraitChange: Hashable, Sendable {
  public var horizontalSizeClass: SizeClass?
  public var verticalSizeClass: SizeClass?

  public init(horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}

/// When a step starts (Docs/scenario-format.md, "Timing of steps").
public enum StepTiming: Hashable, Sendable {
  /// Once the world has settled: no transition in flight, no deferred work pending.
  case settled
  /// At an absolute virtual time, whatever is still in flight.
  case at(VirtualTime)
  /// In the same run-loop turn as the previous step, before any deferred work (`at: "+0"`).
  case sameTurn
  /// Inside a callback, the next time it happens once the previous step has run (`during:`,
  /// rule 13.6).
  case during(StepTrigger)
}
