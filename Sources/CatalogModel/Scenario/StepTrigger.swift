/// The callback a step runs inside (`during: D.viewDidAppear`): the app's code reacting to UIKit,
/// such as presenting from `viewDidAppear(_:)` or dismissing from
/// `presentationControllerDidAttemptToDismiss(_:)` (rule 13.6; Docs/rules/15-scenario-actions.md).
public struct StepTrigger: Hashable, Sendable {
  /// The callbacks a step may run inside.
  public enum Callback: String, CaseIterable, Hashable, Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case traitCollectionDidChange
    /// The completion block of the object's `present` or `dismiss`.
    case completion
    case presentationControllerWillDismiss, presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss
    /// The handler of the alert action the user tapped (`tapAlertAction`, rule 20.5).
    case actionHandler
    /// `willMove(toParent:)` and `didMove(toParent:)` of a controller (rule 18.2).
    case willMove, didMove
    /// A navigation delegate's `navigationController(_:willShow:animated:)` and
    /// `navigationController(_:didShow:animated:)`.
    case willShow, didShow
    /// A tab bar delegate's `tabBarController(_:shouldSelect:)` and `tabBarController(_:didSelect:)`.
    case shouldSelect, didSelect

    /// Whether the callback is a view controller's.
    public var isControllerCallback: Bool { owner == .controller }

    /// The kind of object whose callback it is.
    public var owner: Owner {
      switch self {
      case .presentationControllerWillDismiss, .presentationControllerDidDismiss,
        .presentationControllerDidAttemptToDismiss:
        .adaptiveDelegate
      case .willShow, .didShow: .navigationDelegate
      case .shouldSelect, .didSelect: .tabBarDelegate
      default: .controller
      }
    }
  }

  /// The kinds of object a step may run inside a callback of.
  public enum Owner: Hashable, Sendable {
    case controller
    case adaptiveDelegate
    case navigationDelegate
    case tabBarDelegate
  }

  /// The id of the controller or delegate whose callback it is.
  public var object: String
  public var callback: Callback

  public init(object: String, callback: Callback) {
    self.object = object
    self.callback = callback
  }
}
