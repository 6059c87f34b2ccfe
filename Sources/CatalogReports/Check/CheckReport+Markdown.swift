import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogStorage
import ScenarioFile

extension CheckReport {
  /// A Markdown summary for a pull request or `$GITHUB_STEP_SUMMARY`: the verdict, the counts,
  /// each change group with its scenarios, a Mermaid sequence diagram of one member's change
  /// (GitHub draws it) and its folded diff, then the other problems.
  package func markdown() -> String {
    var out = "## catalog check: \(passed ? "passed ✅" : "failed ❌")\n\n"
    out += "| outcome | results |\n|---|---:|\n"
    for outcome in CheckOutcome.allCases { out += "| \(outcome.rawValue) | \(count(outcome)) |\n" }
    let facts = factCounts
    if facts.held + facts.failed > 0 {
      out += "| facts not holding | \(facts.failed) of \(facts.held + facts.failed) |\n"
    }
    for group in groups {
      let members = group.items.map { items[$0] }
      out += "\n### Change group \(group.number): \(Self.markdownOutsideCode(group.signature.title))\n\n"
      out += members.map { "- `\($0.title)`" }.joined(separator: "\n") + "\n"
      if let first = members.first, let diff = first.diff {
        if let versions = first.versions { out += "\nBaseline \(versions).\n" }
        out += Self.diagram(diff, title: first.title, order: order(of: first))
        out += "\n<details><summary>Diff of <code>\(Self.html(first.title))</code></summary>\n\n```diff\n"
        out += diff.unified(leftLabel: "baseline \(first.title)", rightLabel: "now \(first.title)")
        out += "```\n\n</details>\n"
      }
    }
    for (outcome, heading) in [
      (CheckOutcome.new, "New (no baseline)"), (.failed, "Failed"), (.obsolete, "Obsolete baselines"),
    ] {
      let matching = items.filter { $0.outcome == outcome }
      guard !matching.isEmpty else { continue }
      out += "\n### \(heading)\n\n"
      out +=
        matching.map {
          "- `\($0.title)`"
            + ($0.message.map { ": " + Self.markdownText(VisibleText.escaped($0, keepingLines: true)) } ?? "")
        }.joined(
          separator: "\n") + "\n"
    }
    let withFailedFacts = itemsWithFailedFacts
    if !withFailedFacts.isEmpty {
      out += "\n### Facts that do not hold (`expect:`)\n\n"
      for item in withFailedFacts {
        for verdict in item.facts.failed {
          out += "- `\(item.title)` fact \(verdict.number) (line \(verdict.line)): `\(verdict.fact)`"
          out += (verdict.reason.map { ": " + Self.markdownText($0) } ?? "") + "\n"
          if !verdict.lines.isEmpty {
            out += "\n  ```text\n" + verdict.lines.map { "  " + $0 + "\n" }.joined() + "  ```\n"
          }
        }
      }
    }
    if !passed && (!groups.isEmpty || count(.new) > 0) {
      var hint = "\nTo accept: "
      if !groups.isEmpty { hint += "`catalog accept --group N` for one change group, " }
      hint += "`catalog accept --group all` for every change of this check"
      if let folder {
        hint +=
          " (or `catalog check \(folder) --accept`); both write the folder's baseline files, to review and commit.\n"
      } else {
        hint += " (or `catalog check --accept`); then `catalog export --to DIR` writes the baseline files for review.\n"
      }
      out += CommandHints.adding(commandOption, to: hint, quote: "`")
    }
    // A summary is read on a terminal too (`--summary /dev/stdout`): no control character from a
    // file name or a message reaches it raw.
    return VisibleText.escaped(out, keepingLines: true)
  }

  /// The participant order of `item`'s scenario, read again from the checked folder's file; the
  /// order of first appearance otherwise.
  func order(of item: CheckItem) -> ParticipantOrder {
    guard folder != nil, let path = path(of: item), let loaded = try? ScenarioFile.load(contentsOf: path) else {
      return ParticipantOrder()
    }
    return ParticipantOrder(loaded.scenario)
  }

  /// The most lines of hunks drawn as a diagram; a larger change is left to its diff.
  static let diagramLineLimit = 80

  /// A ```` ```mermaid ```` block of `diff`'s hunks, or a line saying why there is none.
  static func diagram(_ diff: TimelineDiff, title: String, order: ParticipantOrder = ParticipantOrder()) -> String {
    let lines = diff.hunks.reduce(0) { $0 + $1.lines.count }
    guard lines <= diagramLineLimit else {
      return "\nNo diagram: the change spans \(lines) events (at most \(diagramLineLimit) are drawn).\n"
    }
    return "\n```mermaid\n" + SequenceDiagram.diff(diff, title: title, order: order) + "```\n"
  }

  static func html(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// `text` made safe for Markdown outside its code spans (between backticks), which Markdown
  /// shows as written: escaping `<` there would show `&lt;` (CommonMark does not decode
  /// entities inside code spans).
  static func markdownOutsideCode(_ text: String) -> String {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
      index % 2 == 1 ? String(part) : markdownText(String(part))
    }.joined(separator: "`")
  }

  /// Keeps Markdown inline text from turning into HTML or tables.
  static func markdownText(_ text: String) -> String {
    html(text).replacingOccurrences(of: "|", with: "\\|")
  }
}
