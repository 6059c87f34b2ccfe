import CatalogRunner
import CatalogStorage

/// How `accept` and `check --accept` report what they accepted.
enum AcceptanceText {
  static func render(_ report: Acceptance.Report) -> String {
    var out = ""
    let changed = report.accepted.filter { $0.change != .unchanged }
    for outcome in report.accepted {
      let what: String
      switch outcome.change {
      case .created: what = "accepted (first baseline)"
      case .superseded(let previous): what = "accepted (replaces baseline \(previous), kept as history)"
      case .unchanged: what = "unchanged (already the baseline)"
      }
      out += "\(outcome.scenario) @ \(outcome.profile): \(what)\n"
    }
    for skipped in report.skipped {
      out += "\(skipped.title): skipped, \(skipped.reason)\n"
    }
    out += "\(changed.count) baseline\(changed.count == 1 ? "" : "s") accepted"
    if report.accepted.count > changed.count { out += ", \(report.accepted.count - changed.count) unchanged" }
    if !report.skipped.isEmpty { out += ", \(report.skipped.count) skipped" }
    out += ".\n"
    return out
  }
}
