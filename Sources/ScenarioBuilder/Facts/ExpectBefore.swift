import ScenarioFile

/// `before:`/`after:`: the first event named `before` comes before the first named `after` (or the occurrences given).
///
/// For example, `ExpectBefore("list.viewWillDisappear", after: "detail.viewDidAppear")`.
public struct ExpectBefore: ScenarioFact {
  /// `result:`; set with `result(_:)`.
  public var resultText: String?
  /// `profiles:`; set with `profiles(_:)`.
  public var profileNames: [String]?
  private let fields: Fields
  private let location: SwiftSourceLocation

  /// The `ExpectBefore` element; a parameter left nil is a key left out, and the location parameters
  /// default to the call site, where problems are reported.
  public init(
    _ before: String,
    after: String,
    occurrence: (Int, Int)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    var fields = Fields()
    fields.add("before", before)
    fields.add("after", after)
    fields.add(
      "occurrence", occurrence.map { ScenarioDocument.sequence([.number(Double($0.0)), .number(Double($0.1))]) })
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
