import CatalogModel
import CatalogRunner

extension PendingFiles.Written {
  /// Two lines for the check's text: what was written and what to do with it.
  package func text(folder: String) -> String {
    var out = ""
    if !written.isEmpty {
      out +=
        "Wrote \(Counted.phrase(written.count, "pending file")) beside the baselines in '\(VisibleText.escaped(folder))' "
        + "(<scenario>.<profile>.timeline.new): 'catalog review' or 'catalog accept' takes them from there, "
        + "without the database.\n"
    }
    if !removed.isEmpty {
      out += "Removed \(Counted.phrase(removed.count, "stale pending file")) whose result no longer awaits review.\n"
    }
    for problem in problems { out += "note: \(problem)\n" }
    return out
  }
}
