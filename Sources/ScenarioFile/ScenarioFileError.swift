import CatalogModel
import Foundation

/// Every problem found in one scenario file, each with its position.
///
/// The description prints one line per problem in the compiler's style, so editors and terminals
/// can jump to it:
///
/// ```
/// fixtures/bad.yaml:4:5: error: unknown key 'modalPresentationStle' in controller 'D'; did you mean 'modalPresentationStyle'?
/// fixtures/bad.yaml:9:14: error: 'animated' in step 2: expected true or false, found 'yes'
/// ```
///
/// Problems that concern the whole file (it is missing, too large, not UTF-8) are reported at 1:1
/// or, for encoding problems, at the first offending byte.
public struct ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given to `ScenarioFile.load(contentsOf:)` or `ScenarioFile.parse(_:path:)`.
  public var path: String
  /// All problems of the file, sorted by position. Never empty.
  public var diagnostics: [ScenarioDiagnostic]

  public init(path: String, diagnostics: [ScenarioDiagnostic]) {
    self.path = path
    self.diagnostics = diagnostics
  }

  /// A problem that concerns the whole file, reported at its start.
  public init(path: String, fileProblem message: String) {
    self.init(path: path, diagnostics: [ScenarioDiagnostic(.start, message)])
  }

  /// One `path:line:column: error: message` line per problem.
  public var description: String {
    // The path comes from a folder listing or the command line: its control characters (a
    // newline, an escape) are written out, so that they cannot forge a line or reach a terminal.
    let shown = VisibleText.escaped(path)
    return diagnostics.map { "\(shown):\($0.location): error: \($0.message)" }.joined(separator: "\n")
  }
}

extension ScenarioFileError: LocalizedError {
  /// The same lines as `description`, for code that prints `localizedDescription`.
  public var errorDescription: String? { description }
}
