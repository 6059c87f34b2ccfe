import ScenarioFile

/// A view controller under `controllers`: its id and the keys a file gives it.
///
/// For example, `Controller("tabs", type: .tabBar, children: ["nav", "settings"])` and
/// `Controller("D", modalPresentationStyle: .custom, transitioningDelegate: "fade")`.
public struct Controller: ScenarioObject {
  public let part: ScenarioPart

  /// - Parameters:
  ///   - id: The controller's id.
  ///   - type: `viewController` (the default), `navigation` or `tabBar`.
  ///   - children: The navigation stack (bottom first), the tabs, or contained children.
  ///   - other parameters: The keys of the same names (Docs/scenario-format.md, `controllers`).
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
    fields.add("navigationDelegate", navigationDelegate)
    fields.add("tabBarDelegate", tabBarDelegate)
    part = ScenarioPart(
      .controllers, id: id, value: fields.document,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
