import CatalogDiff
import CatalogModel
import CatalogRunner

/// A diff's hunks as two aligned columns, old on the left and new on the right, as the text's
/// side-by-side form lays them out: context rows across both, a removed event with a gap on the
/// right, an added one with a gap on the left, a changed pair on one row with the words that
/// changed marked, a moved event marked at both places with where it went, and a run of events
/// shifted alike in time as one row ("~ times from event N shift by +X s").
///
/// The rows are a JSON record the page's script draws, only those in view when there are many;
/// selecting a row selects its events in the two timelines' swimlanes (`left`, `right`).
struct DiffTable {
  let diff: TimelineDiff
  /// The ids of the swimlane sections of the two sides.
  let left: String
  let right: String
  let leftLabel: String
  let rightLabel: String

  func html() -> String {
    var out = "<div class=\"difftable\" data-left=\"\(left)\" data-right=\"\(right)\" role=\"table\" "
    out += "aria-label=\"\(MarkupText.escaped("\(leftLabel) → \(rightLabel)"))\">\n"
    out += "<div class=\"dhead\"><span>\(MarkupText.escaped(leftLabel))</span><i></i>"
    out += "<span>\(MarkupText.escaped(rightLabel))</span></div>\n"
    out += "<div class=\"drows\"></div>\n<script type=\"application/json\" class=\"dt\">"
    out += rows()
    out += "</script>\n</div>\n"
    return out
  }

  /// `[[0, header], [1, l, r, text, text?], [2, l, text, note], [3, r, text, note],
  /// [4, l, r, old, new, oldFrom, oldTo, newFrom, newTo], [5, l, r, count, text]]`.
  func rows() -> String {
    var json = PageJSON(capacity: diff.hunks.reduce(0) { $0 + $1.lines.count } * 100)
    var leftLines = CanonicalRenderer(diff.left)
    var rightLines = CanonicalRenderer(diff.right)
    json.raw("[")
    var first = true
    func start() {
      if !first { json.raw(",") }
      first = false
    }
    /// `[kind, event, text, note]`: a removed or added line, and where it moved (or `""`).
    func oneSided(_ kind: Int, _ event: Int, _ text: String, note: String?) {
      json.raw("[\(kind),\(event),")
      json.string(text)
      json.raw(",")
      json.string(note ?? "")
      json.raw("]")
    }
    for hunk in diff.hunks {
      start()
      json.raw("[0,")
      json.string(hunk.header)
      json.raw("]")
      var index = 0
      while index < hunk.lines.count {
        if let shift = diff.timeShift(startingAt: index, in: hunk.lines) {
          start()
          json.raw("[5,\(shift.left),\(shift.right),\(shift.count),")
          json.string("~ " + shift.description)
          json.raw("]")
          index += shift.count
          continue
        }
        let line = hunk.lines[index]
        index += 1
        start()
        switch line {
        case .context(let i, let j):
          let (old, new) = (leftLines.line(i), rightLines.line(j))
          json.raw("[1,\(i),\(j),")
          json.string(old)
          if old != new {
            json.raw(",")
            json.string(new)
          }
          json.raw("]")
        case .removed(let i):
          oneSided(2, i, leftLines.line(i), note: diff.moves.rightOfLeft[i].map { "moved to event \($0)" })
        case .added(let j):
          oneSided(3, j, rightLines.line(j), note: diff.moves.leftOfRight[j].map { "moved from event \($0)" })
        case .changed(let i, let j, _):
          let (old, new) = (leftLines.line(i), rightLines.line(j))
          let ranges = ChangedWords.ranges(old, new)
          json.raw("[4,\(i),\(j),")
          json.string(old)
          json.raw(",")
          json.string(new)
          json.raw(
            ",\(ranges.old.lowerBound),\(ranges.old.upperBound),\(ranges.new.lowerBound),\(ranges.new.upperBound)]")
        }
      }
    }
    json.raw("]")
    return json.text
  }
}
