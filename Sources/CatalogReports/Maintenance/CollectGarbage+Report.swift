import CatalogRunner
import CatalogStorage
import Foundation

extension CollectGarbage.Report: Report {
  package func text(style: TextStyle) -> String {
    let removed = [
      (checkResults, "check result"), (runs, "run"), (batches, "batch"), (timelines, "timeline"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : ($0.1 == "batch" ? "es" : "s"))" }
    let size = String(format: "%.1f MB", Double(fileBytes) / 1_000_000)
    let what = isPostgres ? "the catalog database is" : "the catalog file is"
    if removed.isEmpty {
      return "Nothing to collect; \(what) \(size).\n"
    }
    return "Removed \(removed.joined(separator: ", ")); \(what) \(size), "
      + "and \(isPostgres ? "PostgreSQL" : "SQLite") reuses the freed pages. Kept: every baseline and its history, the latest run of "
      + "each scenario under each profile, the last check, and changed or failed results.\n"
  }
}
