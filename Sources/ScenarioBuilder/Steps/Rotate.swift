import ScenarioFile

/// `rotate`: the user turns the device to an orientation.
///
/// For example, `Rotate(.landscapeLeft)`.
public struct Rotate: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `Rotate` element; the location parameters default to the call site, where problems are
  /// reported.
  public init(
    _ orientation: InterfaceOrientation,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("rotate", orientation.rawValue)
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
