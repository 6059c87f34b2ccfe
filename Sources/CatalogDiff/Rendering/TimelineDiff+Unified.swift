import CatalogModel

// MARK: - Unified rendering

extension TimelineDiff {
  /// The diff in unified form, the way `diff -u` shows text.
  ///
  /// A header names both sides, then each hunk is a `@@` line followed by its events in canonical
  /// text (FORMATS 2.2), prefixed with ` ` (context), `-` (removed) or `+` (added). A changed pair
  /// is its `-` line directly followed by its `+` line.
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
      for line in hunk.lines {
        switch line {
        case .context(let i, _):
          out += " " + leftLines.line(i) + "\n"
        case .removed(let i):
          out += ANSIStyle.red.apply("-" + leftLines.line(i), if: color) + "\n"
        case .added(let j):
          out += ANSIStyle.green.apply("+" + rightLines.line(j), if: color) + "\n"
        case .changed(let i, let j, _):
          out += ANSIStyle.red.apply("-" + leftLines.line(i), if: color) + "\n"
          out += ANSIStyle.green.apply("+" + rightLines.line(j), if: color) + "\n"
        }
      }
    }
    return out
  }
}
