import CatalogModel

/// What importing a console log found: the recording, or every problem that stops it, and what
/// was skipped.
public struct ConsoleLogImport: Sendable {
  /// A line whose member the catalog does not model, kept to tell the user what was skipped.
  public struct Unmodelled: Hashable, Sendable, Encodable {
    public var line: Int
    /// The member as the log printed it: `viewSafeAreaInsetsDidChange()`.
    public var member: String
    /// How many lines printed it.
    public var count: Int

    public init(line: Int, member: String, count: Int) {
      self.line = line
      self.member = member
      self.count = count
    }
  }

  /// The recording; nil when there are problems.
  public var recording: Recording?
  /// Problems in the log, each at its line and column.
  public var problems: [ScenarioDiagnostic] = []
  /// Problems with the options given beside the log (`--map`, `--ios`, …), as sentences.
  public var optionProblems: [String] = []
  /// Lines that became events.
  public var eventLines = 0
  /// The lines that did not become events, by reason; blank and `#` lines are not counted.
  public var skipped = RecordingHeader.Skipped()
  /// How many lines were skipped, for every reason.
  public var skippedLines: Int { skipped.total }
  /// Members that looked like calls but are not modelled, in order of first appearance (at most
  /// eight).
  public var unmodelled: [Unmodelled] = []

  public init() {}

  /// Whether the log imported.
  public var succeeded: Bool { recording != nil }
}
