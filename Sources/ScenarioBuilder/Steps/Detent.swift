import ScenarioFile

/// `detent`: the selected detent of the sheet presenting the controller changes (uikit-17 only).
///
/// For example, `Detent("D", to: .medium)`.
public struct Detent: ScenarioStep {
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ controller: String,
    to: SheetDetent,
    by: DetentChangeOrigin? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("detent", controller)
    fields.add("to", to)
    fields.add("by", by)
    self.fields = fields
    self.location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }
}
