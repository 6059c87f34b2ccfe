import ScenarioFile

/// `swipeBack`: the back swipe from the left edge of a navigation controller: UIKit's own, or the
/// app's pan when its delegate vends a pop animator and an interaction controller.
///
/// For example, `SwipeBack("nav", progress: [0.2, 0.5], release: .cancel)`.
public struct SwipeBack: ScenarioStep {
  /// When the step runs (`at`, `during`); nil once the world has settled.
  public var time: StepTime?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `SwipeBack` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ navigation: String,
    progress: [Double],
    release: GestureRelease? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("swipeBack", navigation)
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
