import CatalogDiff
import CatalogModel
import CatalogRunner

extension DiffReport: Report {
  /// The diff (nothing when equal), then the one-line summary.
  package func text(style: TextStyle) -> String {
    var notes: [String] = []
    if let kinds = diff.options.kindNames { notes.append("only \(kinds.joined(separator: ", ")) events compared") }
    if diff.options.ignoreTime { notes.append("ignoring time") }
    if let skipped = recording?.summaryNote { notes.append(skipped) }
    let note = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
    let header = recording.map { style.dim($0.header) } ?? ""
    guard !diff.isEqual else {
      // A recording is compared with the engine's events of its receivers and members only.
      let summary = recording != nil && recording?.exact == false ? "the compared events are equal" : "\(diff.summary)"
      return header + "\(leftLabel) and \(rightLabel): \(summary)\(note).\n"
    }
    let body: String
    switch layout {
    case .unified:
      body = diff.unified(leftLabel: leftLabel, rightLabel: rightLabel, color: style.isColored)
    case .sideBySide(let width):
      body = diff.sideBySide(leftLabel: leftLabel, rightLabel: rightLabel, width: width, color: style.isColored)
    }
    return header + body + "\(diff.summary)\(note).\n"
  }

  package var outcome: ReportOutcome { diff.isEqual ? .success : .difference }

  enum CodingKeys: String, CodingKey {
    case recording
  }

  /// The diff's document (Docs/diff-format.md), with `recording` when the right side is one.
  package func encode(to encoder: any Encoder) throws {
    try diff.document(leftLabel: leftLabel, rightLabel: rightLabel).encode(to: encoder)
    if let recording {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(recording, forKey: .recording)
    }
  }
}
