import ScenarioFile

/// `absent:`: no event is named `event`.
///
/// For example, `ExpectAbsent("nav.viewWillDisappear")`.
public struct ExpectAbsent: ScenarioFact {
  public var resultText: String?
  public var profileNames: [String]?
  private let fields: Fields
  private let location: SwiftSourceLocation

  public init(
    _ event: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("absent", event)
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
