import CatalogModel

/// Why a recording file or a console log cannot be read: every problem found, each at its line
/// and column.
///
/// For example:
/// ```
/// logs/present.log:12:1: error: no mapping for class 'RedViewController'; add '--map RedViewController=ID' …
/// ```
package struct RecordingFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as the caller named the file.
  package var path: String
  /// The problems, sorted by position; never empty.
  package var diagnostics: [ScenarioDiagnostic]

  package init(path: String, diagnostics: [ScenarioDiagnostic]) {
    self.path = path
    self.diagnostics = diagnostics.sorted()
  }

  /// One `path:line:column: error: message` line per problem.
  package var description: String {
    diagnostics.map { "\(path):\($0.location): error: \($0.message)" }.joined(separator: "\n")
  }
}
