/// What kind of object receives a member: a console log names classes, and a class stands for the
/// scenario id whose role fits the member it logged.
///
/// A class that is several things at once (a controller that is its own transitioning delegate)
/// maps to several ids, `EditViewController=compose,mail`, and each line picks the one whose role
/// fits its member.
package enum ReceiverRole: String, CaseIterable, Hashable, Sendable, Comparable {
  case controller = "a view controller"
  case presentationController = "a presentation controller"
  case transitioningDelegate = "a transitioning delegate"
  case adaptiveDelegate = "an adaptive presentation delegate"
  case animator = "an animator"
  case interactionController = "an interaction controller"
  /// The transition context (`context:X`): `completeTransition(_:)`.
  case transitionContext = "a transition context"
  /// The transition coordinator (`coordinator:X`): alongside blocks.
  case coordinator = "a transition coordinator"
  /// A `UINavigationControllerDelegate` of the scenario's `navigationDelegates` (rule book section 18).
  case navigationDelegate = "a navigation controller delegate"
  /// A `UITabBarControllerDelegate` of the scenario's `tabBarDelegates` (rules 18.18–18.20).
  case tabBarDelegate = "a tab bar controller delegate"

  /// The prefix of the ids the engine gives objects of this role (`pc:red`), if it makes them.
  package var idPrefix: String? {
    switch self {
    case .presentationController: "pc:"
    case .animator: "animator:"
    case .interactionController: "interaction:"
    case .transitionContext: "context:"
    case .coordinator: "coordinator:"
    case .controller, .transitioningDelegate, .adaptiveDelegate, .navigationDelegate, .tabBarDelegate: nil
    }
  }

  package static func < (lhs: ReceiverRole, rhs: ReceiverRole) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
