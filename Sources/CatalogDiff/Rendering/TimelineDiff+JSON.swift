import CatalogModel

// MARK: - JSON form

extension TimelineDiff {
  /// The version of the JSON form; it changes only when a key is removed or changes meaning.
  public static let jsonFormatVersion = 1

  /// The diff as the `Encodable` document of `Docs/diff-format.md`, a stable contract for
  /// scripts. Events are the timeline's JSON event objects (Docs/timeline-format.md, "Events"), `seq` being each
  /// event's position in its own timeline.
  ///
  /// For example:
  /// ```swift
  /// let data = try encoder.encode(diff.document(leftLabel: "baseline", rightLabel: "run 42"))
  /// ```
  public func document(leftLabel: String, rightLabel: String) -> Document {
    Document(diff: self, leftLabel: leftLabel, rightLabel: rightLabel)
  }

  /// A diff as its JSON document: `format`, `equal`, `summary`, `ignoreTime`, `kinds` (only when
  /// `--kinds` chose some), `left`, `right`, `hunks`, `signature`.
  public struct Document: Encodable, Sendable {
    public let diff: TimelineDiff
    public let leftLabel: String
    public let rightLabel: String

    /// The document's keys, encoded as Swift synthesizes it.
    public func encode(to encoder: any Encoder) throws { try Body(self).encode(to: encoder) }

    struct Body: Encodable {
      let format: Int
      let equal: Bool
      let summary: DiffSummary
      let ignoreTime: Bool
      /// Only when `--kinds` chose some: left out otherwise.
      let kinds: [String]?
      let left: Side
      let right: Side
      let hunks: [HunkDocument]
      let signature: ChangeSignature

      init(_ document: Document) {
        let diff = document.diff
        format = TimelineDiff.jsonFormatVersion
        equal = diff.isEqual
        summary = diff.summary
        ignoreTime = diff.options.ignoreTime
        kinds = diff.options.kindNames
        left = Side(label: document.leftLabel, events: diff.leftCount)
        right = Side(label: document.rightLabel, events: diff.rightCount)
        hunks = diff.hunks.map { HunkDocument(diff: diff, hunk: $0) }
        signature = diff.signature
      }
    }

    struct Side: Encodable {
      let label: String
      let events: Int
    }
  }

  /// A hunk: `leftStart`, `leftCount`, `rightStart`, `rightCount`, `time`, `lines`.
  struct HunkDocument: Encodable {
    let leftStart: Int
    let leftCount: Int
    let rightStart: Int
    let rightCount: Int
    let time: Double
    let lines: [LineDocument]

    init(diff: TimelineDiff, hunk: Hunk) {
      leftStart = hunk.leftStart
      leftCount = hunk.leftRange.count
      rightStart = hunk.rightStart
      rightCount = hunk.rightRange.count
      time = hunk.time.seconds
      lines = hunk.lines.map { LineDocument(diff: diff, line: $0) }
    }
  }

  /// A line: `op`, `parts` (changed lines only), `left` and `right` events or null, and for an
  /// event that moved `movedTo` (a removed line) or `movedFrom` (an added line): its position in
  /// the other timeline. Keys without a value are left out, but for `left` and `right`.
  struct LineDocument: Encodable {
    let op: String
    let parts: [String]?
    @Nullable var left: Timeline.EncodedEvent?
    @Nullable var right: Timeline.EncodedEvent?
    let movedTo: Int?
    let movedFrom: Int?

    init(diff: TimelineDiff, line: DiffLine) {
      op = line.operation.rawValue
      if case .changed(_, _, let changed) = line { parts = changed.names } else { parts = nil }
      left = line.left.map { diff.left.encodedEvent($0, at: diff.leftPosition($0)) }
      right = line.right.map { diff.right.encodedEvent($0, at: diff.rightPosition($0)) }
      movedTo = if case .removed(let i) = line { diff.moves.rightOfLeft[i].map(diff.rightPosition) } else { nil }
      movedFrom = if case .added(let j) = line { diff.moves.leftOfRight[j].map(diff.leftPosition) } else { nil }
    }
  }
}
