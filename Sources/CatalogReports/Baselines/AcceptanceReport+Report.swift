import CatalogModel
import CatalogRunner
import CatalogStorage
import Foundation
import TransitionEngine

extension AcceptanceReport: Report {
  package var messages: [String] { notes }

  /// A difference (exit 1) while a skipped result still fails: accepting could not fix it.
  package var outcome: ReportOutcome { skipped.contains(where: \.failing) ? .difference : .success }

  package func text(style: TextStyle) -> String {
    if fromPendingFiles { return pendingFilesText }
    var out = ""
    let changed = accepted.filter { $0.change != .unchanged && $0.change != .conflict }
    for outcome in accepted {
      let what: String
      switch outcome.change {
      case .created: what = "accepted (first baseline)"
      case .superseded(let previous): what = "accepted (replaces baseline \(previous), kept as history)"
      case .unchanged, .conflict:
        what = "unchanged (already the baseline" + (outcome.currentAcceptedBy.map { ", accepted by \($0)" } ?? "") + ")"
      }
      out += "\(outcome.scenario) @ \(outcome.profile): \(what)\n"
    }
    for item in skipped {
      out += "\(item.title): skipped, \(item.reason)\n"
    }
    out += "\(changed.count) baseline\(changed.count == 1 ? "" : "s") accepted"
    if accepted.count > changed.count { out += ", \(accepted.count - changed.count) unchanged" }
    if !skipped.isEmpty { out += ", \(skipped.count) skipped" }
    out += ".\n"
    if let folder, !folderFiles.isEmpty {
      out +=
        "Wrote \(folderFiles.count) baseline file\(folderFiles.count == 1 ? "" : "s") in '\(VisibleText.escaped(folder))' (the folder's baselines are the truth for 'catalog check \(VisibleText.escaped(folder))'); review and commit them.\n"
    }
    return out
  }

  /// What accepting pending files did: one line per file, then where the baseline files are.
  var pendingFilesText: String {
    var out = ""
    for file in pendingFiles {
      out +=
        "\(file.scenario) @ \(file.profile): accepted into '\(VisibleText.escaped(file.file))' "
        + (file.replaced ? "(replaces the baseline file)" : "(its first baseline file)") + "\n"
    }
    guard !pendingFiles.isEmpty else { return out + "No pending file accepted.\n" }
    // The folder that holds every file written, relative to where the review looked.
    let parts = pendingFiles.map { PathText.folder(of: $0.file).split(separator: "/") }
    var common = parts.first ?? []
    for path in parts.dropFirst() {
      common = Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
    }
    var place = common.joined(separator: "/")
    if let folder, folder != "." { place = PathText.join(folder, place) }
    let count = pendingFiles.count
    out +=
      "Wrote \(Counted.phrase(count, "baseline file")) in '\(VisibleText.escaped(place.isEmpty ? "." : place))' from "
      + (count == 1 ? "its pending file, now removed" : "their pending files, now removed")
      + "; review and commit \(count == 1 ? "it" : "them").\n"
    return out
  }

  struct AcceptedDocument: Encodable {
    let scenario: String
    let profile: String
    let baseline: Int64
    let change: String
    @Nullable var replaces: Int64?

    init(_ outcome: AcceptOutcome) {
      scenario = outcome.scenario
      profile = outcome.profile
      baseline = outcome.baselineID.rawValue
      (change, replaces) =
        switch outcome.change {
        case .created: ("created", nil)
        case .superseded(let previous): ("superseded", previous.rawValue)
        case .unchanged, .conflict: ("unchanged", nil)
        }
    }
  }

  /// `{"accepted": [{"scenario", "profile", "baseline", "change": "created"|"superseded"|"unchanged",
  /// "replaces"}], "skipped": [{"scenario", "profile", "reason"}], "folder", "folderFiles",
  /// "acceptedFiles"}`.
  struct Document: Encodable {
    let accepted: [AcceptedDocument]
    let skipped: [Skipped]
    @Nullable var folder: String?
    let folderFiles: [String]
    let acceptedFiles: [PendingFiles.Accepted]

    init(_ report: AcceptanceReport) {
      accepted = report.accepted.map(AcceptedDocument.init)
      skipped = report.skipped
      folder = report.folder
      folderFiles = report.folderFiles
      acceptedFiles = report.pendingFiles
    }
  }

  package func encode(to encoder: any Encoder) throws { try Document(self).encode(to: encoder) }
}
