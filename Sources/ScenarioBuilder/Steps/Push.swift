import ScenarioFile

/// `push`: `N.pushViewController(controller, animated:)`; `N` is `on`, else the navigation
/// controller of `from` when the step runs, else the scenario's only one.
///
/// For example, `Push("B", on: "nav")`.
public struct Push: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `Push` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ controller: String,
    on: String? = nil,
    from: String? = nil,
    animated: Bool? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("push", controller)
    fields.add("on", on)
    fields.add("from", from)
    fields.add("animated", animated)
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
