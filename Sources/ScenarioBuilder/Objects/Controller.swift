import ScenarioFile

/// A view controller under `controllers`: its id and the keys a file gives it.
///
/// For example, `Controller("tabs", type: .tabBar, children: ["nav", "settings"])` and
/// `Controller("D", modalPresentationStyle: .custom, transitioningDelegate: "fade")`.
public struct Controller: ScenarioObject {
  /// The element as its line of the scenario file.
  public let part: ScenarioPart

  /// - Parameters:
  ///   - id: The controller's id.
  ///   - type: `viewController` (the default), `navigation` or `tabBar`.
  ///   - children: The navigation stack (bottom first), the tabs, or contained children.
  ///   - selectedIndex: Tab bars: the selected tab.
  ///   - modalPresentationStyle: The style it is presented with.
  ///   - transitioningDelegate: The id of its transitioning delegate.
  ///   - presentationControllerDelegate: The id of the adaptive delegate of its presentation
  ///     controller.
  ///   - definesPresentationContext: Whether it defines a presentation context.
  ///   - providesPresentationContextTransitionStyle: Whether it provides the context's transition
  ///     style.
  ///   - isModalInPresentation: Whether it refuses swipe-to-dismiss (iOS 13+).
  ///   - viewLoaded: Whether its view is loaded before the first step.
  ///   - modalTransitionStyle: The transition style it is presented with (rule 20.3).
  ///   - supportedInterfaceOrientations: The orientations it supports (rule 20.2).
  ///   - shouldAutomaticallyForwardAppearanceMethods: Whether a container forwards appearance
  ///     callbacks to its children itself (rule 20.4).
  ///   - navigationDelegate: Navigation controllers: the id of its navigation delegate.
  ///   - tabBarDelegate: Tab bar controllers: the id of its tab bar delegate.
  ///   - fileID: Where the element is written (the call site, by default), for problems.
  ///   - filePath: Where the element is written.
  ///   - line: Where the element is written.
  ///   - column: Where the element is written.
  public init(
    _ id: String,
    type: ControllerKind? = nil,
    children: [String]? = nil,
    selectedIndex: Int? = nil,
    modalPresentationStyle: PresentationStyle? = nil,
    transitioningDelegate: String? = nil,
    presentationControllerDelegate: String? = nil,
    definesPresentationContext: Bool? = nil,
    providesPresentationContextTransitionStyle: Bool? = nil,
    isModalInPresentation: Bool? = nil,
    viewLoaded: Bool? = nil,
    modalTransitionStyle: ModalTransitionStyle? = nil,
    supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
    shouldAutomaticallyForwardAppearanceMethods: Bool? = nil,
    navigationDelegate: String? = nil,
    tabBarDelegate: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("type", type)
    fields.add("children", children)
    fields.add("selectedIndex", selectedIndex)
    fields.add("modalPresentationStyle", modalPresentationStyle)
    fields.add("transitioningDelegate", transitioningDelegate)
    fields.add("presentationControllerDelegate", presentationControllerDelegate)
    fields.add("definesPresentationContext", definesPresentationContext)
    fields.add("providesPresentationContextTransitionStyle", providesPresentationContextTransitionStyle)
    fields.add("isModalInPresentation", isModalInPresentation)
    fields.add("viewLoaded", viewLoaded)
    fields.add("modalTransitionStyle", modalTransitionStyle)
    fields.add("supportedInterfaceOrientations", supportedInterfaceOrientations)
    fields.add("shouldAutomaticallyForwardAppearanceMethods", shouldAutomaticallyForwardAppearanceMethods)
    fields.add("navigationDelegate", navigationDelegate)
    fields.add("tabBarDelegate", tabBarDelegate)
    part = ScenarioPart(
      .controllers, id: id, value: fields.document,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
