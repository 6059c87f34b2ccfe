import ScenarioFile

/// `pop`: `N.popViewController(animated:)`.
///
/// For example, `Pop("nav")`.
public struct Pop: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ navigation: String,
    animated: Bool? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("pop", navigation)
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
