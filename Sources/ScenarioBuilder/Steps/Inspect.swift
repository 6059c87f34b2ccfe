import ScenarioFile

/// `inspect`: query events with each controller's `presentingViewController` and
/// `presentedViewController`, or, for an `id.property` item, that one property.
///
/// For example, `Inspect("A", "D")` and `Inspect("nav.viewControllers", "B.parent")`.
public struct Inspect: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ controllers: String...,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("inspect", controllers)
    self.fields = fields
    self.location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }
}
