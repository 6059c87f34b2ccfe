import ScenarioFile

/// `resize`: the window's size changes (a rotation, a multitasking resize), with any size classes given.
///
/// For example, `Resize(width: 844, height: 390, verticalSizeClass: .compact)`.
public struct Resize: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `Resize` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    width: Double,
    height: Double,
    horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    var resize = Fields()
    resize.add("size", [width, height])
    resize.add("horizontalSizeClass", horizontalSizeClass)
    resize.add("verticalSizeClass", verticalSizeClass)
    fields.add("resize", resize.document)
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
