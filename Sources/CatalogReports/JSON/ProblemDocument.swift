import CatalogModel
import CatalogRunner
import ScenarioFile

/// A problem of an input file in JSON: `file`, `line`, `column` (null when the whole file is
/// meant) and `message`.
struct ProblemDocument: Encodable {
  let file: String
  @Nullable var line: Int?
  @Nullable var column: Int?
  let message: String

  /// One document per diagnostic of `error`.
  static func documents(_ error: ScenarioFileError) -> [ProblemDocument] {
    error.diagnostics.map {
      ProblemDocument(file: error.path, line: $0.location.line, column: $0.location.column, message: $0.message)
    }
  }
}
