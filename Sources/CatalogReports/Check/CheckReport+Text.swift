import CatalogDiff
import CatalogModel
import CatalogRunner
import CatalogStorage

extension CheckReport {
  /// The one-screen summary: counts, each change group once with its diff, then new, failed and
  /// obsolete results, and what to do next.
  ///
  /// - Parameter accepted: The changed and new results were accepted (`check --accept`): the last
  ///   line says so instead of a FAILED verdict, and failures accepting cannot fix stay listed.
  func summaryText(style: TextStyle, accepted: Bool = false) -> String {
    let color = style.isColored
    var out = "catalog check: \(items.count) result\(items.count == 1 ? "" : "s")"
    if let folder { out += " for '\(VisibleText.escaped(folder))'" }
    out += " in \(String(format: "%.2f", seconds)) s (catalog \(CatalogVersion.current))\n"
    if reusedCount > 0 {
      out +=
        "\(reusedCount) of them reused: their latest runs replayed the same revisions under the same rules and "
        + "catalog version to the baseline's timeline ('--no-reuse' replays them).\n"
    }
    for line in readded { out += "Re-added: \(VisibleText.escaped(line)).\n" }
    if let createdCatalog {
      out +=
        catalogInCache
        ? "Keeps its catalog database in the cache, '\(VisibleText.escaped(createdCatalog))', not in the folder ('--db PATH' or CATALOG_DB chooses another).\n"
        : "Created the catalog database '\(VisibleText.escaped(createdCatalog))' for it ('--db PATH' or CATALOG_DB chooses another).\n"
    }
    out += "\n"
    for outcome in CheckOutcome.allCases {
      let count = count(outcome)
      let name = outcome.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      var line = "  \(name)\(String(count).leftPadded(5))"
      if outcome == .changed && !groups.isEmpty { line += "   in \(groups.count) group\(groups.count == 1 ? "" : "s")" }
      let paint = outcome == .new && allowNew ? style.yellow : style.red
      out += (count > 0 && outcome != .passed ? paint(line) : line) + "\n"
    }
    let facts = factCounts
    if facts.held + facts.failed > 0 {
      let line = "  facts     \(String(facts.held).leftPadded(5)) held, \(facts.failed) not holding"
      out += (facts.failed > 0 ? style.red(line) : line) + "\n"
    }
    for group in groups {
      let members = group.items.map { items[$0] }
      out +=
        "\n"
        + style.bold(
          "Group \(group.number) · \(members.count) result\(members.count == 1 ? "" : "s") · \(group.signature.title)"
        ) + "\n"
      for member in members { out += "  \(member.title)\n" }
      guard let first = members.first, let diff = first.diff else { continue }
      if let versions = first.versions { out += "  baseline \(versions)\n" }
      out += diff.unified(leftLabel: "baseline \(first.title)", rightLabel: "now \(first.title)", color: color)
    }
    out += warningsText(style: style)
    for (outcome, heading) in [
      (CheckOutcome.new, "New, no baseline yet:"), (.failed, "Failed:"), (.obsolete, "Obsolete baselines:"),
    ] {
      guard count(outcome) > 0 else { continue }
      out += "\n" + style.bold(heading) + "\n"
      for index in items.indices where items[index].outcome == outcome {
        out += "  \(items[index].title)" + (items[index].message.map { ": \($0)" } ?? "") + "\n"
      }
    }
    let withFailedFacts = itemsWithFailedFacts
    if !withFailedFacts.isEmpty {
      out += "\n" + style.bold("Facts that do not hold (expect:):") + "\n"
      for item in withFailedFacts {
        out += "  \(item.title)" + (path(of: item).map { " (\(VisibleText.escaped($0)))" } ?? "") + "\n"
        for verdict in item.facts.failed { out += verdict.text(indent: "    ") }
      }
    }
    out += "\n"
    if let pending { out += pending.text(folder: folder ?? ".") }
    let factsPart = facts.failed > 0 ? ["\(facts.failed) fact\(facts.failed == 1 ? "" : "s") not holding"] : []
    if accepted && !passed {
      let taken = count(.changed) + count(.new)
      let left =
        CheckOutcome.allCases.filter { ($0 == .failed || $0 == .obsolete) && count($0) > 0 }
        .map { "\(count($0)) \($0.rawValue)" } + factsPart
      out +=
        style.bold(style.green("ACCEPTED"))
        + ": \(taken) changed or new result\(taken == 1 ? "" : "s") became baselines"
      out += left.isEmpty ? ".\n" : "; " + style.red("still failing: " + left.joined(separator: ", ")) + ".\n"
    } else if passed {
      let newCount = count(.new)
      out +=
        style.bold(style.green("PASSED")) + ": every result equals its baseline"
        + (newCount > 0 ? " (\(newCount) new allowed)" : "")
        + (facts.held > 0 ? " and every fact holds" : "") + ".\n"
    } else {
      let parts =
        CheckOutcome.allCases.filter { $0 != .passed && count($0) > 0 && !($0 == .new && allowNew) }
        .map { "\(count($0)) \($0.rawValue)" } + factsPart
      out += style.bold(style.red("FAILED")) + ": " + parts.joined(separator: ", ") + "."
      if !groups.isEmpty || count(.new) > 0 { out += " " + acceptHint }
      out += "\n"
    }
    return CommandHints.adding(commandOption, to: out)
  }

  /// The authoring warnings of the check (rule 15.6), each once with the profiles it was found
  /// under: `  ui/a.yaml:12:5: warning: … (uikit-8, uikit-13)`.
  func warningsText(style: TextStyle) -> String {
    // The items are read in place, through their buffer: a copy of each retains its strings and
    // boxes. Each distinct line once, in order, with the profiles it was found under: a line is
    // looked up once, by its place in `order`.
    var order: [(line: String, profiles: [String])] = []
    var place: [String: Int] = [:]
    // Whether a result failed because of its warnings (`--strict`).
    var strictFailures = false
    items.withUnsafeBufferPointer { items in
      // Room for every warning's line: the table grew a dozen times, moving its keys each time.
      place.reserveCapacity(items.indices.reduce(0) { $0 + items[$1].warnings.count })
      for index in items.indices {
        let warnings = items[index].warnings
        guard !warnings.isEmpty else { continue }
        if items[index].outcome == .failed { strictFailures = true }
        let file = VisibleText.escaped(path(of: items[index]) ?? items[index].scenario)
        let profile = items[index].profile?.name ?? ""
        for warning in warnings {
          let line = "\(file):\(warning.location): warning: \(VisibleText.escaped(warning.message))"
          if let known = place[line] {
            order[known].profiles.append(profile)
          } else {
            place[line] = order.count
            order.append((line, [profile]))
          }
        }
      }
    }
    guard !order.isEmpty else { return "" }
    place = [:]
    var out = "\n" + style.bold("Authoring warnings (things a scenario declares that never take effect):") + "\n"
    // Room for every line at once: built by appending, the text was copied each time it grew.
    out.reserveCapacity(out.utf8.count + order.reduce(0) { $0 + $1.line.utf8.count + 64 })
    for (line, profiles) in order {
      out += "  "
      out += style.yellow(line)
      out += " ("
      out += profiles.count == 1 ? profiles[0] : profiles.joined(separator: ", ")
      out += ")\n"
    }
    if !strictFailures {
      out += "  '--strict' (or 'strict: true' in a folder's catalog.yaml) makes them fail the check.\n"
    }
    return out
  }

  /// What accepts this check's changes: by group, all of them, or the check again with
  /// `--accept`; after a folder check, accepting writes the folder's baseline files too.
  var acceptHint: String {
    if let pending, !pending.written.isEmpty, commandOption.isEmpty {
      return "'catalog review' goes through the pending files; "
        + (groups.isEmpty
          ? "'catalog accept --all' accepts every pending file"
          : "'catalog accept --group N' accepts a change group and 'catalog accept --all' every pending file")
        + ", into the baseline files beside them (or "
        + "'catalog check \(VisibleText.escaped(folder ?? ".")) --accept' outside CI)."
    }
    var out = groups.isEmpty ? "" : "'catalog accept --group N' accepts a change group; "
    out += "'catalog accept --group all' accepts every change of this check (or "
    if let folder {
      out += "'catalog check \(folder) --accept' outside CI); either writes the folder's baseline files too."
    } else {
      out += "'catalog check --accept' outside CI)."
    }
    return out
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
