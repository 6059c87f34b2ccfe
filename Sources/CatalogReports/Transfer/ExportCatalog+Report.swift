import CatalogModel
import CatalogRunner

extension ExportCatalog.Report: Report {
  /// Each file written or removed, then the counts.
  package func text(style: TextStyle) -> String {
    var out = ""
    var written = 0
    var unchanged = 0
    var removed = 0
    for file in files {
      switch file.change {
      case .created, .updated:
        written += 1
        out += "wrote \(VisibleText.escaped(path(of: file)))\n"
      case .unchanged:
        unchanged += 1
      case .removed:
        removed += 1
        out += "removed stale \(VisibleText.escaped(path(of: file)))\n"
      }
    }
    for line in skipped { out += "skipped \(VisibleText.escaped(line))\n" }
    let what =
      recordingCount > 0
      ? "\(Counted.phrase(scenarioCount, "scenario")), \(Counted.phrase(baselineCount, "baseline")) and "
        + Counted.phrase(recordingCount, "recording")
      : "\(Counted.phrase(scenarioCount, "scenario")) and \(Counted.phrase(baselineCount, "baseline"))"
    out +=
      "Exported \(what) "
      + "to '\(VisibleText.escaped(directory))': \(Counted.phrase(written, "file")) written, \(unchanged) unchanged"
      + (removed > 0 ? ", \(Counted.phrase(removed, "stale file")) removed" : "") + ".\n"
    return out
  }

  /// Notes on standard error: files left because the catalog did not write them, and what a
  /// damaged catalog could not give.
  package var messages: [String] {
    var lines = kept.map {
      "note: left '\(VisibleText.escaped(ExportCatalog.join(directory, $0)))' in place: it is named like a file of the catalog's, but the catalog did not write it"
    }
    if isSalvage {
      lines.append(
        skipped.isEmpty
          ? "warning: the catalog is damaged; everything asked for could still be read and was exported, and no stale file was removed"
          : "error: the catalog is damaged; \(Counted.phrase(skipped.count, "item")) could not be read and \(skipped.count == 1 ? "was" : "were") not exported (listed as 'skipped'); no stale file was removed. Import the folder into a new catalog ('catalog import DIR --db NEW.sqlite'); 'sqlite3 CATALOG .recover' may read more"
      )
    }
    return lines
  }

  /// Exit 3 when a damaged catalog kept something from the export.
  package var outcome: ReportOutcome { skipped.isEmpty ? .success : .incomplete }

  struct FileDocument: Encodable {
    let name: String
    let change: String
  }

  /// `{"directory", "scenarios", "baselines", "recordings", "files": [{"name", "change":
  /// "created"|"updated"|"unchanged"|"removed"}]}`, and `"skipped": [String]` when the catalog
  /// was damaged.
  struct Document: Encodable {
    let directory: String
    let scenarios: Int
    let baselines: Int
    let recordings: Int
    let files: [FileDocument]
    /// Only after a damaged catalog: left out of the document otherwise.
    let skipped: [String]?

    init(_ report: ExportCatalog.Report) {
      directory = report.directory
      scenarios = report.scenarioCount
      baselines = report.baselineCount
      recordings = report.recordingCount
      files = report.files.map { file in
        let change =
          switch file.change {
          case .created: "created"
          case .updated: "updated"
          case .unchanged: "unchanged"
          case .removed: "removed"
          }
        return FileDocument(name: file.name, change: change)
      }
      skipped = report.isSalvage ? report.skipped : nil
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
