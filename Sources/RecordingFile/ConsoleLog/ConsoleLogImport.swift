import CatalogModel

/// What importing a console log found: the recording, or every problem that stops it, and what
/// was skipped.
package struct ConsoleLogImport: Sendable {
  /// A line whose member the catalog does not model, kept to tell the user what was skipped.
  package struct Unmodelled: Hashable, Sendable, Encodable {
    package var line: Int
    /// The member as the log printed it: `viewSafeAreaInsetsDidChange()`.
    package var member: String
    /// How many lines printed it.
    package var count: Int

    package init(line: Int, member: String, count: Int) {
      self.line = line
      self.member = member
      self.count = count
    }
  }

  /// The recording; nil when there are problems.
  package var recording: Recording?
  /// Problems in the log, each at its line and column.
  package var problems: [ScenarioDiagnostic] = []
  /// Problems with the options given beside the log (`--map`, `--ios`, …), as sentences.
  package var optionProblems: [String] = []
  /// Lines that became events.
  package var eventLines = 0
  /// The lines that did not become events, by reason; blank and `#` lines are not counted.
  package var skipped = RecordingHeader.Skipped()
  /// How many lines were skipped, for every reason.
  package var skippedLines: Int { skipped.total }
  /// Members that looked like calls but are not modelled, in order of first appearance (at most
  /// eight).
  package var unmodelled: [Unmodelled] = []

  package init() {}

  /// Whether the log imported.
  package var succeeded: Bool { recording != nil }
}
