import ScenarioFile

/// `select`: the user taps a tab, or the app assigns `selectedIndex` (an index) or
/// `selectedViewController` (an id); `on` is the tab bar controller, by default the only one.
///
/// For example, `Select(1)` and `Select("home", by: .app)`.
public struct Select: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The tab at `index`.
  public init(
    _ index: Int,
    on: String? = nil,
    by: SelectionOrigin? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      .number(Double(index)), on: on, by: by,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The tab `controller`.
  public init(
    _ controller: String,
    on: String? = nil,
    by: SelectionOrigin? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      .string(controller), on: on, by: by,
      location: SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private init(_ tab: ScenarioDocument, on: String?, by: SelectionOrigin?, location: SwiftSourceLocation) {
    var fields = Fields()
    fields.add("select", tab)
    fields.add("on", on)
    fields.add("by", by)
    self.fields = fields
    self.location = location
  }

  /// The element as its line of the scenario file.
  public var part: ScenarioPart {
    var fields = fields
    fields.add(time)
    return ScenarioPart(.steps, value: fields.document, location: location)
  }
}
