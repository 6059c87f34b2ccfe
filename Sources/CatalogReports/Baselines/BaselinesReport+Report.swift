import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import TransitionEngine

extension BaselinesReport: Report {
  package func text(style: TextStyle) -> String {
    func line(_ baseline: StoredBaseline) -> String {
      "\(baseline.scenario) @ \(baseline.profile)  rules \(baseline.profileRulesVersion)  \(baseline.eventCount) events  "
        + "\(baseline.timelineHash.prefix(12))  accepted by \(baseline.acceptedBy) at \(baseline.acceptedAt.timestamp) "
        + "with catalog \(baseline.catalogVersion)" + (baseline.runID.map { " (run:\($0))" } ?? " (imported)")
    }
    var out = ""
    if mode == .history {
      return history.isEmpty
        ? "No baselines.\n"
        : history.map { line($0) + ($0.isCurrent ? "  [current]" : "") }.joined(separator: "\n") + "\n"
    }
    if isFolderListing {
      out +=
        files.isEmpty
        ? "No current baseline files in '\(VisibleText.escaped(folder ?? "."))'.\n"
        : files.map { file in
          "\(file.scenario) @ \(file.profile)  rules \(file.rulesVersion)  \(file.events) events  accepted by "
            + "\(file.acceptedBy) at \(file.acceptedAt.isEmpty ? "?" : file.acceptedAt) with catalog \(file.catalogVersion)  "
            + VisibleText.escaped(file.file)
        }.joined(separator: "\n") + "\n"
    } else {
      out += current.isEmpty ? "No current baselines.\n" : current.map(line).joined(separator: "\n") + "\n"
    }
    if !obsolete.isEmpty {
      out += "\nObsolete (scenario removed, profile unknown, or a profile that can no longer replay it):\n"
      for baseline in obsolete {
        out += "  " + line(baseline) + "\n"
        if let reason = reasons["\(baseline.scenario) @ \(baseline.profile)"] { out += "    \(reason)\n" }
      }
      out +=
        mode == .prune
        ? "Pruned \(Counted.phrase(pruned.count, "obsolete baseline")).\n"
        : CommandHints.adding(commandOption, to: "'catalog baselines --prune' deletes them.\n")
    } else if mode == .prune && obsoleteFiles.isEmpty {
      out += "Nothing to prune: no baseline is obsolete.\n"
    }
    if let folder, !obsoleteFiles.isEmpty {
      out += "\nObsolete baseline files in '\(VisibleText.escaped(folder))':\n"
      for file in obsoleteFiles {
        out += "  \(VisibleText.escaped(file))" + (reasons[file].map { ": \($0)" } ?? "") + "\n"
      }
      let again =
        isFolderListing ? "'catalog baselines \(VisibleText.escaped(folder)) --prune'" : "'catalog baselines --prune'"
      out +=
        mode == .prune
        ? "Deleted \(Counted.phrase(prunedFiles.count, "obsolete baseline file")) from '\(VisibleText.escaped(folder))'.\n"
        : CommandHints.adding(commandOption, to: "\(again) deletes them.\n")
    }
    return out
  }

  /// Whether this lists a folder's baseline files rather than the catalog's baselines.
  var isFolderListing: Bool { !isCatalog }

  /// `{"current", "obsolete", "history", "pruned"}`, each an array of baselines, then `folder`,
  /// `obsoleteFiles`, `prunedFiles` and `files` for a folder's baseline files.
  struct Document: Encodable {
    let current: [StoredBaselineDocument]
    let obsolete: [StoredBaselineDocument]
    let history: [StoredBaselineDocument]
    let pruned: [StoredBaselineDocument]
    @Nullable var folder: String?
    let obsoleteFiles: [String]
    let prunedFiles: [String]
    let files: [File]

    init(_ report: BaselinesReport) {
      current = report.current.map(StoredBaselineDocument.init)
      obsolete = report.obsolete.map(StoredBaselineDocument.init)
      history = report.history.map(StoredBaselineDocument.init)
      pruned = report.pruned.map(StoredBaselineDocument.init)
      folder = report.folder
      obsoleteFiles = report.obsoleteFiles
      prunedFiles = report.prunedFiles
      files = report.files
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
