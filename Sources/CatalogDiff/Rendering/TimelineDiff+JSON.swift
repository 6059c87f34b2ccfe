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

    enum CodingKeys: String, CodingKey {
      case format, equal, summary, ignoreTime, kinds, left, right, hunks, signature
    }

    struct Side: Encodable {
      let label: String
      let events: Int
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(TimelineDiff.jsonFormatVersion, forKey: .format)
      try container.encode(diff.isEqual, forKey: .equal)
      try container.encode(diff.summary, forKey: .summary)
      try container.encode(diff.options.ignoreTime, forKey: .ignoreTime)
      try container.encodeIfPresent(diff.options.kindNames, forKey: .kinds)
      try container.encode(Side(label: leftLabel, events: diff.leftCount), forKey: .left)
      try container.encode(Side(label: rightLabel, events: diff.rightCount), forKey: .right)
      try container.encode(diff.hunks.map { HunkDocument(diff: diff, hunk: $0) }, forKey: .hunks)
      try container.encode(diff.signature, forKey: .signature)
    }
  }

  /// A hunk: `leftStart`, `leftCount`, `rightStart`, `rightCount`, `time`, `lines`.
  struct HunkDocument: Encodable {
    let diff: TimelineDiff
    let hunk: Hunk

    enum CodingKeys: String, CodingKey {
      case leftStart, leftCount, rightStart, rightCount, time, lines
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(hunk.leftStart, forKey: .leftStart)
      try container.encode(hunk.leftRange.count, forKey: .leftCount)
      try container.encode(hunk.rightStart, forKey: .rightStart)
      try container.encode(hunk.rightRange.count, forKey: .rightCount)
      try container.encode(hunk.time.seconds, forKey: .time)
      try container.encode(hunk.lines.map { LineDocument(diff: diff, line: $0) }, forKey: .lines)
    }
  }

  /// A line: `op`, `parts` (changed lines only), `left` and `right` events or null, and for an
  /// event that moved `movedTo` (a removed line) or `movedFrom` (an added line): its position in
  /// the other timeline.
  struct LineDocument: Encodable {
    let diff: TimelineDiff
    let line: DiffLine

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(line.operation.rawValue, forKey: .op)
      if case .changed(_, _, let parts) = line {
        try container.encode(parts.names, forKey: .parts)
      }
      try container.encode(line.left.map { diff.left.encodedEvent($0, at: diff.leftPosition($0)) }, forKey: .left)
      try container.encode(line.right.map { diff.right.encodedEvent($0, at: diff.rightPosition($0)) }, forKey: .right)
      switch line {
      case .removed(let i):
        try container.encodeIfPresent(diff.moves.rightOfLeft[i].map(diff.rightPosition), forKey: .movedTo)
      case .added(let j):
        try container.encodeIfPresent(diff.moves.leftOfRight[j].map(diff.leftPosition), forKey: .movedFrom)
      case .context, .changed: break
      }
    }

    enum CodingKeys: String, CodingKey {
      case op, parts, left, right, movedTo, movedFrom
    }
  }
}
