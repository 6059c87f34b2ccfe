import ScenarioFile

/// `set`: controller properties change between steps, in the order written.
///
/// For example, `SetProperties("X", .definesPresentationContext(true), .transitioningDelegate(nil))`
/// is `- {set: {controller: X, definesPresentationContext: true, transitioningDelegate: null}}`.
public struct SetProperties: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `SetProperties` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ controller: String, _ changes: PropertyChange...,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var set = Fields()
    set.add("controller", controller)
    for change in changes { set.add(change.key, change.value) }
    var fields = Fields()
    fields.add("set", set.document)
    self.fields = fields
    self.location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The element as its line of the scenario file.
  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }

  /// A property a `set` step changes.
  public enum PropertyChange: Hashable, Sendable {
    case modalPresentationStyle(PresentationStyle)
    /// A delegate id, or nil to clear it.
    case transitioningDelegate(String?)
    /// A delegate id, or nil to clear it.
    case presentationControllerDelegate(String?)
    case definesPresentationContext(Bool)
    case providesPresentationContextTransitionStyle(Bool)
    case isModalInPresentation(Bool)
    case modalTransitionStyle(ModalTransitionStyle)
    case supportedInterfaceOrientations(InterfaceOrientationMask)
    case shouldAutomaticallyForwardAppearanceMethods(Bool)
    /// A navigation delegate id, or nil to clear it.
    case navigationDelegate(String?)
    /// A tab bar delegate id, or nil to clear it.
    case tabBarDelegate(String?)

    var key: String {
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

    var value: ScenarioDocument {
      switch self {
      case .modalPresentationStyle(let style): .string(style.rawValue)
      case .transitioningDelegate(let id), .presentationControllerDelegate(let id), .navigationDelegate(let id),
        .tabBarDelegate(let id):
        id.map(ScenarioDocument.string) ?? .null
      case .definesPresentationContext(let flag), .providesPresentationContextTransitionStyle(let flag),
        .isModalInPresentation(let flag), .shouldAutomaticallyForwardAppearanceMethods(let flag):
        .bool(flag)
      case .modalTransitionStyle(let style): .string(style.rawValue)
      case .supportedInterfaceOrientations(let mask): .string(mask.rawValue)
      }
    }
  }
}
