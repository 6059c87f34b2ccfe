import CatalogModel

// MARK: - JSON rendering

extension TimelineDiff {
  /// The version of the JSON form; it changes only when a key is removed or changes meaning.
  public static let jsonFormatVersion = 1

  /// The diff as one JSON object, documented in `Docs/diff-format.md`: a stable contract for
  /// scripts.
  ///
  /// Keys come in a fixed order and the layout is fixed (two-space indentation, one hunk line per
  /// text line), so the same diff always gives the same bytes. Events are written exactly as in a
  /// timeline's JSON Lines form (FORMATS 2.1), with `seq` being the event's position in its own
  /// timeline. The text ends in a newline.
  ///
  /// For example:
  /// ```json
  /// {
  ///   "format": 1,
  ///   "equal": false,
  ///   "summary": {"added": 0, "removed": 0, "changed": 1},
  ///   "ignoreTime": false,
  ///   "left": {"label": "baseline", "events": 2},
  ///   "right": {"label": "run 42", "events": 2},
  ///   "hunks": [
  ///     {
  ///       "leftStart": 0, "leftCount": 2, "rightStart": 0, "rightCount": 2, "time": 0.000,
  ///       "lines": [
  ///         {"op": "context", "left": {"seq": 0, …}, "right": {"seq": 0, …}},
  ///         {"op": "changed", "parts": ["args"], "left": {"seq": 1, …}, "right": {"seq": 1, …}}
  ///       ]
  ///     }
  ///   ],
  ///   "signature": {"id": "…", "title": "…", "items": ["~ D.viewWillAppear(_:) (args)"]}
  /// }
  /// ```
  public func json(leftLabel: String, rightLabel: String) -> String {
    var out = "{\n"
    out += "  \"format\": \(Self.jsonFormatVersion),\n"
    out += "  \"equal\": \(isEqual ? "true" : "false"),\n"
    out +=
      "  \"summary\": {\"added\": \(summary.added), \"removed\": \(summary.removed), \"changed\": \(summary.changed)},\n"
    out += "  \"ignoreTime\": \(options.ignoreTime ? "true" : "false"),\n"
    out +=
      "  \"left\": {\"label\": " + JSONText.string(leftLabel) + ", \"events\": \(left.count)},\n"
    out +=
      "  \"right\": {\"label\": " + JSONText.string(rightLabel) + ", \"events\": \(right.count)},\n"
    if hunks.isEmpty {
      out += "  \"hunks\": [],\n"
    } else {
      out += "  \"hunks\": [\n"
      for (hunkNumber, hunk) in hunks.enumerated() {
        out += "    {\n"
        out +=
          "      \"leftStart\": \(hunk.leftRange.lowerBound), \"leftCount\": \(hunk.leftRange.count), "
        out +=
          "\"rightStart\": \(hunk.rightRange.lowerBound), \"rightCount\": \(hunk.rightRange.count), "
        out += "\"time\": \(hunk.time.decimalString),\n"
        out += "      \"lines\": [\n"
        for (lineNumber, line) in hunk.lines.enumerated() {
          out += "        {\"op\": \"\(line.operation.rawValue)\""
          if case .changed(_, _, let parts) = line {
            out += ", \"parts\": [" + parts.names.map(JSONText.string).joined(separator: ", ") + "]"
          }
          out += ", \"left\": "
          if let i = line.left { left.appendJSONObject(i, to: &out) } else { out += "null" }
          out += ", \"right\": "
          if let j = line.right { right.appendJSONObject(j, to: &out) } else { out += "null" }
          out += lineNumber + 1 < hunk.lines.count ? "},\n" : "}\n"
        }
        out += "      ]\n"
        out += hunkNumber + 1 < hunks.count ? "    },\n" : "    }\n"
      }
      out += "  ],\n"
    }
    let signature = self.signature
    out += "  \"signature\": {\"id\": " + JSONText.string(signature.id)
    out += ", \"title\": " + JSONText.string(signature.title)
    out +=
      ", \"items\": ["
      + signature.items.map { JSONText.string($0.description) }.joined(separator: ", ") + "]}\n"
    out += "}\n"
    return out
  }
}
