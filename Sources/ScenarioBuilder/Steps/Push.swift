import ScenarioFile

/// `push`: `N.pushViewController(controller, animated:)`; `N` is `on`, else the navigation
/// controller of `from` when the step runs, else the scenario's only one.
///
/// For example, `Push("B", on: "nav")`.
public struct Push: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

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

  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }
}
