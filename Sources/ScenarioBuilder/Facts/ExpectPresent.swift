import ScenarioFile

/// `present:`: at least one event is named `event` (with `argContains`, one with an argument containing that text).
///
/// For example, `ExpectPresent("UIKit.warning", argContains: "whose view is not in the window hierarchy")`.
public struct ExpectPresent: ScenarioFact {
  public var resultText: String?
  public var profileNames: [String]?
  private let fields: Fields
  private let location: SwiftSourceLocation

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

  public var part: ScenarioPart {
    var fields = fields
    fields.add("result", resultText)
    fields.add("profiles", profileNames)
    return ScenarioPart(.expect, value: fields.document, location: location)
  }
}
