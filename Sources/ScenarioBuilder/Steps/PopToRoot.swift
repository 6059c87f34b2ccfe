import ScenarioFile

/// `popToRoot`: `N.popToRootViewController(animated:)`.
///
/// For example, `PopToRoot("nav", animated: false)`.
public struct PopToRoot: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ navigation: String,
    animated: Bool? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("popToRoot", navigation)
    fields.add("animated", animated)
    self.fields = fields
    self.location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }
}
