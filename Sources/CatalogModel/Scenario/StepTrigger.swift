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

    /// Whether the callback is a view controller's (else an adaptive delegate's).
    public var isControllerCallback: Bool {
      switch self {
      case .presentationControllerWillDismiss, .presentationControllerDidDismiss,
        .presentationControllerDidAttemptToDismiss:
        false
      default:
        true
      }
    }
  }

  /// The id of the controller or adaptive delegate whose callback it is.
  public var object: String
  public var callback: Callback

  public init(object: String, callback: Callback) {
    self.object = object
    self.callback = callback
  }
}
