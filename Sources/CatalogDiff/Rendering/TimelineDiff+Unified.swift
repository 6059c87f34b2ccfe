import CatalogModel

// MARK: - Unified rendering

extension TimelineDiff {
  /// The diff in unified form, the way `diff -u` shows text.
  ///
  /// A header names both sides, then each hunk is a `@@` line followed by its events in canonical
  /// text (Docs/timeline-format.md, "Canonical text"), prefixed with ` ` (context), `-` (removed) or `+` (added). A changed pair
  /// is its `-` line directly followed by its `+` line. An event that moved is a `-` line at its
  /// old place ending in `(moved to event J)` and a `+` line at its new place ending in `(moved
  /// from event I)`, positions in the other timeline.
  ///
  /// Positions in the `@@` line are event positions (`seq`, from 0) and counts, left then right,
  /// then the left position again and the time of the hunk's first event. Equal timelines render
  /// to the empty string. Every line ends in a newline; the output is byte-stable.
  ///
  /// For example:
  /// ```
  /// --- baseline dimming @ uikit-8
  /// +++ run 42
  /// @@ -3,3 +3,3 @@ event 3, t=0.000
  ///     0.000  pc:D.presentationTransitionWillBegin()
  /// -   0.000  D.viewWillAppear(true)
  /// +   0.000  D.viewWillAppear(false)
  ///     0.000  C.viewWillDisappear(true)
  /// ```
  ///
  /// - Parameters:
  ///   - leftLabel: names the left side on the `---` line, e.g. `baseline dimming @ uikit-8`.
  ///   - rightLabel: names the right side on the `+++` line, e.g. `run 42`.
  ///   - color: wraps the header in bold, `@@` lines in cyan, removals in red and additions in
  ///     green (ANSI escapes); the caller decides whether the terminal wants them.
  public func unified(leftLabel: String, rightLabel: String, color: Bool = false) -> String {
    guard !hunks.isEmpty else { return "" }
    var leftLines = CanonicalRenderer(left)
    var rightLines = CanonicalRenderer(right)
    var out = ""
    out += ANSIStyle.bold.apply("--- " + leftLabel, if: color) + "\n"
    out += ANSIStyle.bold.apply("+++ " + rightLabel, if: color) + "\n"
    for hunk in hunks {
      out += ANSIStyle.cyan.apply(hunk.header, if: color) + "\n"
      var index = 0
      while index < hunk.lines.count {
        // A run of events that differ only by the same time shift (a longer animation before
        // them) reads as one line rather than a pair per event.
        if let shift = timeShift(startingAt: index, in: hunk.lines) {
          out += ANSIStyle.yellow.apply("~   " + shift.description, if: color) + "\n"
          index += shift.count
          continue
        }
        let line = hunk.lines[index]
        index += 1
        switch line {
        case .context(let i, _):
          out += " " + leftLines.line(i) + "\n"
        case .removed(let i):
          let moved = moves.rightOfLeft[i].map { "  (moved to event \(rightPosition($0)))" } ?? ""
          out += ANSIStyle.red.apply("-" + leftLines.line(i) + moved, if: color) + "\n"
        case .added(let j):
          let moved = moves.leftOfRight[j].map { "  (moved from event \(leftPosition($0)))" } ?? ""
          out += ANSIStyle.green.apply("+" + rightLines.line(j) + moved, if: color) + "\n"
        case .changed(let i, let j, _):
          let (old, new) = (leftLines.line(i), rightLines.line(j))
          if color {
            // The words that changed stand out inside the changed pair (bold and underlined).
            let (oldMarked, newMarked) = Self.emphasizingDifference(old, new)
            out += ANSIStyle.red.rawValue + "-" + oldMarked + ANSIStyle.reset + "\n"
            out += ANSIStyle.green.rawValue + "+" + newMarked + ANSIStyle.reset + "\n"
          } else {
            out += "-" + old + "\n"
            out += "+" + new + "\n"
          }
        }
      }
    }
    return out
  }

  /// `old` and `new` with the part that differs (between their common prefix and suffix, widened
  /// to whole words) wrapped in bold and underline, inside the line's red or green.
  static func emphasizingDifference(_ old: String, _ new: String) -> (String, String) {
    let ranges = ChangedWords.ranges(old, new)
    func marked(_ characters: [Character], _ range: Range<Int>, _ base: ANSIStyle) -> String {
      guard !range.isEmpty else { return String(characters) }
      return String(characters[..<range.lowerBound]) + "\u{1B}[1;4m" + String(characters[range]) + ANSIStyle.reset
        + base.rawValue + String(characters[range.upperBound...])
    }
    return (marked(Array(old), ranges.old, .red), marked(Array(new), ranges.new, .green))
  }
}
