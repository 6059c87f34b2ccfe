import ScenarioFile

/// `traits`: the window's size classes change; a size class left nil keeps its value.
///
/// For example, `Traits(horizontalSizeClass: .regular)`.
public struct Traits: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `Traits` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    var traits = Fields()
    traits.add("horizontalSizeClass", horizontalSizeClass)
    traits.add("verticalSizeClass", verticalSizeClass)
    fields.add("traits", traits.document)
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
