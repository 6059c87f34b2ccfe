import ScenarioFile

/// `setViewControllers`: `N.setViewControllers(controllers, animated:)`.
///
/// For example, `SetViewControllers(["A", "C"], on: "nav")`.
public struct SetViewControllers: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ controllers: [String],
    on: String,
    animated: Bool? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("setViewControllers", controllers)
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
