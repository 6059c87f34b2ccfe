import ScenarioFile

/// `tapAlertAction`: the user taps an action of the alert; UIKit dismisses it, then runs the
/// action's handler.
///
/// For example, `TapAlertAction("alert")`.
public struct TapAlertAction: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `TapAlertAction` element; the location parameters default to the call site, where problems are
  /// reported.
  public init(
    _ controller: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("tapAlertAction", controller)
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
