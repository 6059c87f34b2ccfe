/// The presentation-related properties of a view controller, which a `set` step may change.
public struct ControllerProperties: Hashable, Sendable {
  public var modalPresentationStyle: PresentationStyle
  public var transitioningDelegate: TransitioningDelegateID?
  /// The delegate UIKit gives the presentation controller (`presentationController.delegate`).
  public var presentationControllerDelegate: AdaptiveDelegateID?
  public var definesPresentationContext: Bool
  public var providesPresentationContextTransitionStyle: Bool
  public var isModalInPresentation: Bool
  /// `modalTransitionStyle`: the built-in animation used when no animator replaces it (rule 20.3).
  public var modalTransitionStyle: ModalTransitionStyle
  /// `supportedInterfaceOrientations`; nil is UIKit's default for the device (rule 20.2).
  public var supportedInterfaceOrientations: InterfaceOrientationMask?
  /// `shouldAutomaticallyForwardAppearanceMethods`: false for a container that forwards its
  /// children's appearance callbacks itself (rule 20.4).
  public var shouldAutomaticallyForwardAppearanceMethods: Bool
  /// Navigation controllers only: `UINavigationController.delegate`.
  public var navigationDelegate: NavigationDelegateID?
  /// Tab bar controllers only: `UITabBarController.delegate`.
  public var tabBarDelegate: TabBarDelegateID?

  /// The defaults for a controller of `kind`.
  ///
  /// `UINavigationController` defaults `definesPresentationContext` to true, other controllers
  /// to false (rule 5.2 item 3).
  public init(kind: ControllerKind = .viewController) {
    modalPresentationStyle = .automatic
    transitioningDelegate = nil
    presentationControllerDelegate = nil
    definesPresentationContext = kind == .navigation
    providesPresentationContextTransitionStyle = false
    isModalInPresentation = false
    modalTransitionStyle = .coverVertical
    supportedInterfaceOrientations = nil
    shouldAutomaticallyForwardAppearanceMethods = true
    navigationDelegate = nil
    tabBarDelegate = nil
  }

  /// Applies one change, as a `set` step does.
  public mutating func apply(_ change: ControllerProperty) {
    switch change {
    case .modalPresentationStyle(let value): modalPresentationStyle = value
    case .transitioningDelegate(let value): transitioningDelegate = value
    case .presentationControllerDelegate(let value): presentationControllerDelegate = value
    case .definesPresentationContext(let value): definesPresentationContext = value
    case .providesPresentationContextTransitionStyle(let value):
      providesPresentationContextTransitionStyle = value
    case .isModalInPresentation(let value): isModalInPresentation = value
    case .modalTransitionStyle(let value): modalTransitionStyle = value
    case .supportedInterfaceOrientations(let value): supportedInterfaceOrientations = value
    case .shouldAutomaticallyForwardAppearanceMethods(let value): shouldAutomaticallyForwardAppearanceMethods = value
    case .navigationDelegate(let value): navigationDelegate = value
    case .tabBarDelegate(let value): tabBarDelegate = value
    }
  }
}

/// One property change of a `set` step.
public enum ControllerProperty: Hashable, Sendable {
  case modalPresentationStyle(PresentationStyle)
  /// `nil` clears the delegate (`transitioningDelegate: null` in the file).
  case transitioningDelegate(TransitioningDelegateID?)
  case presentationControllerDelegate(AdaptiveDelegateID?)
  case definesPresentationContext(Bool)
  case providesPresentationContextTransitionStyle(Bool)
  case isModalInPresentation(Bool)
  case modalTransitionStyle(ModalTransitionStyle)
  case supportedInterfaceOrientations(InterfaceOrientationMask)
  case shouldAutomaticallyForwardAppearanceMethods(Bool)
  /// `nil` clears the delegate (`navigationDelegate: null`).
  case navigationDelegate(NavigationDelegateID?)
  /// `nil` clears the delegate (`tabBarDelegate: null`).
  case tabBarDelegate(TabBarDelegateID?)

  /// The key that names this property in a scenario file.
  public var key: String {
    switch self {
    case .modalPresentationStyle: "modalPresentationStyle"
    case .transitioningDelegate: "transitioningDelegate"
    case .presentationControllerDelegate: "presentationControllerDelegate"
    case .definesPresentationContext: "definesPresentationContext"
    case .providesPresentationContextTransitionStyle: "providesPresentationContextTransitionStyle"
    case .isModalInPresentation: "isModalInPresentation"
    case .modalTransitionStyle: "modalTransitionStyle"
    case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
    case .shouldAutomaticallyForwardAppearanceMethods: "shouldAutomaticallyForwardAppearanceMethods"
    case .navigationDelegate: "navigationDelegate"
    case .tabBarDelegate: "tabBarDelegate"
    }
  }
}
