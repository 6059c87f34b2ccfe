import ScenarioFile

/// `launch`: the window becomes visible with its root controller (`makeKeyAndVisible()`), the
/// first step of a scenario that starts before anything is on screen.
///
/// For example, `Launch("root")`.
public struct Launch: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `Launch` element; the location parameters default to the call site, where problems are
  /// reported.
  public init(
    _ controller: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("launch", controller)
    self.fields = fields
    self.location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The element as its line of the scenario file.
  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }
}
