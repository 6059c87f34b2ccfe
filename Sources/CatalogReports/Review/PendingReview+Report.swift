import CatalogModel
import CatalogRunner

extension PendingReview.Report: Report {
  package var messages: [String] { unreadable }

  package func text(style: TextStyle) -> String {
    if source == "files" { return filesText }
    guard let check else {
      return CommandHints.adding(commandOption, to: "No check yet: 'catalog check' finds what to review.\n")
    }
    let rejectedNote =
      rejected == 0
      ? "" : "\(rejected) rejected in review (the baselines stay as they are; the next check finds them again).\n"
    guard !pending.isEmpty else {
      return rejected == 0
        ? "Nothing awaits review: every changed or new result of the last check (batch \(check)) is accepted.\n"
        : "Nothing awaits review: every changed or new result of the last check (batch \(check)) is accepted or rejected.\n"
          + rejectedNote
    }
    var out = ""
    for item in pending {
      let group = item.group.map { "group \($0)" } ?? "new"
      out += "\(item.scenario) @ \(item.profile)  \(group)" + (item.summary.map { "  \($0)" } ?? "") + "\n"
    }
    let groups = Set(pending.compactMap(\.group)).sorted()
    out +=
      "\(pending.count) result\(pending.count == 1 ? " of the last check (batch \(check)) awaits" : "s of the last check (batch \(check)) await") review"
      + (groups.isEmpty ? "" : " in \(groups.count) group\(groups.count == 1 ? "" : "s")")
      + "; 'catalog accept --group N' or 'catalog accept NAME' accepts them"
      + (folder.map { " (and rewrites the baseline files in '\($0)')" } ?? "") + ".\n"
    return CommandHints.adding(commandOption, to: out + rejectedNote)
  }
}

extension PendingReview.Report {
  /// The text of a review from pending files: one line per file, then what to do with them.
  var filesText: String {
    var out = ""
    let shownFolder = VisibleText.escaped(folder ?? ".")
    for item in cleaned ?? [] {
      out += "removed \(VisibleText.escaped(item.file)): \(item.reason)\n"
    }
    if let cleaned {
      out +=
        cleaned.isEmpty
        ? "No stale pending file in '\(shownFolder)'.\n"
        : "Removed \(Counted.phrase(cleaned.count, "stale pending file")).\n"
    }
    guard !pending.isEmpty else {
      return out
        + "Nothing awaits review: no pending file (<scenario>.<profile>.timeline.new) in '\(shownFolder)' or its subfolders.\n"
    }
    for item in pending {
      let group = item.group.map { "group \($0)" } ?? "new"
      let summary = item.summary.map { "  \($0)" } ?? ""
      let file = item.file.map { "  " + VisibleText.escaped($0) } ?? ""
      out += "\(item.scenario) @ \(item.profile)  \(group)\(summary)\(file)\n"
    }
    let groups = Set(pending.compactMap(\.group)).sorted()
    out +=
      "\(Counted.phrase(pending.count, "pending file")) in '\(shownFolder)' \(pending.count == 1 ? "awaits" : "await") review"
      + (groups.isEmpty ? "" : " in \(Counted.phrase(groups.count, "group"))")
      + "; 'catalog review' walks through them, and 'catalog accept --group N', 'catalog accept NAME' or "
      + "'catalog accept --all' accepts them into their baseline files (no database needed).\n"
    return out
  }
}
