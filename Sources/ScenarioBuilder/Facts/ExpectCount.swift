import ScenarioFile

/// `count:`/`n:`: exactly `n` events are named `event`.
///
/// For example, `ExpectCount("detail.viewIsAppearing", n: 2)`.
public struct ExpectCount: ScenarioFact {
  /// `result:`; set with `result(_:)`.
  public var resultText: String?
  /// `profiles:`; set with `profiles(_:)`.
  public var profileNames: [String]?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `ExpectCount` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ event: String,
    n: Int,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("count", event)
    fields.add("n", n)
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
