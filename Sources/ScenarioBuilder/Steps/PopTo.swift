import ScenarioFile

/// `popTo`: `N.popToViewController(controller, animated:)`; `N` is `on`, else the navigation
/// controller holding the controller when the step runs, else the scenario's only one.
///
/// For example, `PopTo("B")`.
public struct PopTo: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ controller: String,
    on: String? = nil,
    animated: Bool? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("popTo", controller)
    fields.add("on", on)
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
