/// A view controller as the scenario declares it: its kind, its children and its properties.
public struct ControllerSpec: Hashable, Sendable {
  /// The id used in the file and in the timeline (`A`, `nav`, `D`).
  public var id: String
  public var kind: ControllerKind
  /// Navigation: the stack, bottom first. Tab bar: the tabs. Plain controller: contained children.
  public var children: [ControllerID]
  /// Tab bar only: the selected tab.
  public var selectedIndex: Int
  public var properties: ControllerProperties
  /// Whether the view is loaded before the first step (Docs/scenario-format.md, `viewLoaded`).
  public var viewLoaded: Bool
  /// Where the controller is declared (its key).
  public var location: SourceLocation
  /// Where `modalPresentationStyle` is written, if it is.
  public var styleLocation: SourceLocation?

  public init(
    id: String,
    kind: ControllerKind = .viewController,
    children: [ControllerID] = [],
    selectedIndex: Int = 0,
    properties: ControllerProperties? = nil,
    viewLoaded: Bool = false,
    location: SourceLocation = .start,
    styleLocation: SourceLocation? = nil
  ) {
    self.id = id
    self.kind = kind
    self.children = children
    self.selectedIndex = selectedIndex
    self.properties = properties ?? ControllerProperties(kind: kind)
    self.viewLoaded = viewLoaded
    self.location = location
    self.styleLocation = styleLocation
  }
}

/// The container kinds a scenario can declare.
public enum ControllerKind: String, CaseIterable, Hashable, Sendable {
  case viewController
  case navigation
  case tabBar
}
