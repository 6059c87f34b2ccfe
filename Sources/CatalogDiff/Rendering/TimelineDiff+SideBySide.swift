import CatalogModel

// MARK: - Side-by-side rendering

extension TimelineDiff {
  /// The diff in two columns, left timeline on the left, with the same hunks as `unified`.
  ///
  /// Each column is `(width - 3) / 2` characters wide; a longer canonical line is cut and ends in
  /// `…`. Between the columns a gutter marker says what the row is: ` ` context, `|` changed,
  /// `<` removed (left only), `>` added (right only), `^` an event that moved (on its row at the
  /// old place, left, and on its row at the new place, right). A run of events that differ only
  /// by the same time shift is one row across both columns, `~ times from event N shift by +X s
  /// (…)`, as in `unified`. The first row names both sides; each hunk starts with its `@@` line. Rows carry no trailing spaces, and equal timelines render to the
  /// empty string.
  ///
  /// For example, at width 80:
  /// ```
  /// baseline                                  run 42
  /// @@ -0,2 +0,2 @@ event 0, t=0.000
  ///    0.000  C.present(D, animated: true)        0.000  C.present(D, animated: true)
  ///    0.000  D.viewWillAppear(true)        |     0.000  D.viewWillAppear(false)
  /// ```
  ///
  /// - Parameters:
  ///   - width: the total width in characters; at least 23 is used.
  ///   - color: bold labels, cyan `@@` lines, removed text in red and added text in green; in a
  ///     changed pair whose lines fit their columns, the words that changed bold and underlined,
  ///     as in `unified`.
  public func sideBySide(
    leftLabel: String, rightLabel: String, width: Int = 160, color: Bool = false
  ) -> String {
    guard !hunks.isEmpty else { return "" }
    let total = max(width, 23)
    let column = (total - 3) / 2
    var out = ""

    func row(
      _ leftText: String?, _ marker: Character, _ rightText: String?, _ leftStyle: ANSIStyle?,
      _ rightStyle: ANSIStyle?, emphasized: (String, String)? = nil
    ) {
      let leftCell = Self.fit(leftText ?? "", column)
      let rightCell = Self.fit(rightText ?? "", column)
      var line = leftStyle?.apply(leftCell, if: color) ?? leftCell
      if let emphasized { line = ANSIStyle.red.rawValue + emphasized.0 + ANSIStyle.reset }
      if marker != " " || !rightCell.isEmpty {
        line += String(repeating: " ", count: column - leftCell.count) + " "
        let markerText = String(marker)
        switch marker {
        case "<", "^": line += ANSIStyle.red.apply(markerText, if: color)
        case ">": line += ANSIStyle.green.apply(markerText, if: color)
        case "|": line += ANSIStyle.yellow.apply(markerText, if: color)
        default: line += markerText
        }
        if let emphasized {
          line += " " + ANSIStyle.green.rawValue + emphasized.1 + ANSIStyle.reset
        } else if !rightCell.isEmpty {
          line += " " + (rightStyle?.apply(rightCell, if: color) ?? rightCell)
        }
      }
      out += line + "\n"
    }

    var leftLines = CanonicalRenderer(left)
    var rightLines = CanonicalRenderer(right)
    row(leftLabel, " ", rightLabel, .bold, .bold)
    for hunk in hunks {
      out += ANSIStyle.cyan.apply(Self.fit(hunk.header, total), if: color) + "\n"
      var index = 0
      while index < hunk.lines.count {
        if let shift = timeShift(startingAt: index, in: hunk.lines) {
          out += ANSIStyle.yellow.apply(Self.fit("~   " + shift.description, total), if: color) + "\n"
          index += shift.count
          continue
        }
        let line = hunk.lines[index]
        index += 1
        switch line {
        case .context(let i, let j):
          row(leftLines.line(i), " ", rightLines.line(j), nil, nil)
        case .removed(let i):
          row(leftLines.line(i), moves.rightOfLeft[i] == nil ? "<" : "^", nil, .red, nil)
        case .added(let j):
          row(nil, moves.leftOfRight[j] == nil ? ">" : "^", rightLines.line(j), nil, .green)
        case .changed(let i, let j, _):
          let (old, new) = (leftLines.line(i), rightLines.line(j))
          let fits = color && old.count <= column && new.count <= column
          row(old, "|", new, .red, .green, emphasized: fits ? Self.emphasizingDifference(old, new) : nil)
        }
      }
    }
    return out
  }

  /// `text` if it fits in `width` characters, else its beginning and `…` in exactly `width`.
  static func fit(_ text: String, _ width: Int) -> String {
    guard text.count > width else { return text }
    return String(text.prefix(max(0, width - 1))) + "…"
  }
}
