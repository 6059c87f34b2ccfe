import ScenarioFile

/// `absent:`: no event is named `event`.
///
/// For example, `ExpectAbsent("nav.viewWillDisappear")`.
public struct ExpectAbsent: ScenarioFact {
  /// `result:`; set with `result(_:)`.
  public var resultText: String?
  /// `profiles:`; set with `profiles(_:)`.
  public var profileNames: [String]?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `ExpectAbsent` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ event: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("absent", event)
    self.fields = fields
    self.location = SwiftSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The element as its line of the scenario file.
  public var part: ScenarioPart {
    var fields = fields
    fields.add("result", resultText)
    fields.add("profiles", profileNames)
    return ScenarioPart(.expect, value: fields.document, location: location)
  }
}
