import ScenarioFile

/// `interactivePresent`: a gesture drives the transitioning delegate's `presentInteraction` while presenting the controller; one `progress` value per 1/60 s frame.
///
/// For example, `InteractivePresent("D", from: "C", progress: [0.2, 0.6])`.
public struct InteractivePresent: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `InteractivePresent` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ controller: String,
    from: String? = nil,
    progress: [Double],
    release: GestureRelease? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("interactivePresent", controller)
    fields.add("from", from)
    fields.add("progress", progress)
    fields.add("release", release)
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
