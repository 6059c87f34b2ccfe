import ScenarioFile

/// A problem of an input file in JSON: `file`, `line`, `column` (null when the whole file is
/// meant) and `message`.
struct ProblemDocument: Encodable {
  let file: String
  let line: Int?
  let column: Int?
  let message: String

  enum CodingKeys: String, CodingKey {
    case file, line, column, message
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(message, forKey: .message)
  }

  /// One document per diagnostic of `error`.
  static func documents(_ error: ScenarioFileError) -> [ProblemDocument] {
    error.diagnostics.map {
      ProblemDocument(file: error.path, line: $0.location.line, column: $0.location.column, message: $0.message)
    }
  }
}
