import ScenarioFile

/// `present:`: at least one event is named `event` (with `argContains`, one with an argument containing that text).
///
/// For example, `ExpectPresent("UIKit.warning", argContains: "whose view is not in the window hierarchy")`.
public struct ExpectPresent: ScenarioFact {
  /// `result:`; set with `result(_:)`.
  public var resultText: String?
  /// `profiles:`; set with `profiles(_:)`.
  public var profileNames: [String]?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `ExpectPresent` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ event: String,
    argContains: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("present", event)
    fields.add("argContains", argContains)
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
