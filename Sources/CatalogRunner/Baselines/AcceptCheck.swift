import CatalogModel
import CatalogStorage
import Foundation

/// `catalog check --accept`: accepts every changed and new result of `report`, from the runs and
/// timelines the check holds in memory; for a checked folder, also writes the accepted
/// baselines into the folder's baseline files, which are the folder's truth.
///
/// For example:
/// ```swift
/// let accepted = try AcceptCheck(report, acceptedBy: "ana").run(at: location)
/// ```
package struct AcceptCheck: CatalogOperation, Sendable {
  /// The check whose changed and new results are accepted.
  package var report: CheckReport
  /// Who accepts, as the baselines record it.
  package var acceptedBy: String

  package init(_ report: CheckReport, acceptedBy: String) {
    self.report = report
    self.acceptedBy = acceptedBy
  }

  /// Writes to the check's catalog.
  package var access: CatalogAccess { .create }

  /// Accepts in the catalog at `location`; a check that was not recorded has nothing to accept.
  package func run(at location: CatalogLocation) throws(RunnerError) -> AcceptanceReport {
    guard report.batchID != nil else { throw .invalidInput("the check was not recorded; nothing to accept") }
    return try performing(at: location)
  }

  /// Accepts the check's changed and new results in `catalog`.
  package func perform(in catalog: CatalogDatabase) throws -> AcceptanceReport {
    let now = catalog.now()
    let accepting = report.items.filter { ($0.outcome == .changed || $0.outcome == .new) && $0.runID != nil }
    let inputs = accepting.compactMap { item -> BaselineInput? in
      guard let run = item.runID, let profile = item.profile else { return nil }
      return BaselineInput(
        scenario: item.scenario, profile: profile.name, profileRulesVersion: item.rulesVersion, timeline: .run(run),
        acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current)
    }
    let accepted = try catalog.acceptBaselines(inputs)
    var acceptance = AcceptanceReport(accepted: accepted, skipped: [])
    if let folder = report.folder {
      var files: [(name: String, bytes: [UInt8])] = []
      // Every accepted result differs from the folder's file (that is why it was changed or new),
      // also when the store already had its timeline as the baseline.
      for item in accepting {
        guard let timeline = item.timeline?.timeline, let profile = item.profile else { continue }
        let header = BaselineFile(
          scenario: item.scenario, profile: profile.name, rulesVersion: item.rulesVersion, acceptedBy: acceptedBy,
          acceptedAt: now.timestamp, catalogVersion: CatalogVersion.current)
        // Beside the scenario file, which the item names relative to the folder.
        let name = PathText.join(
          PathText.folder(of: item.fileName ?? ""),
          BaselineFile.fileName(scenario: item.scenario, profile: profile.name))
        files.append((name, Array(header.render(timeline).utf8)))
      }
      try Acceptance.writeBaselineFiles(files, into: folder)
      acceptance.folder = folder
      acceptance.folderFiles = files.map(\.name)
    }
    return acceptance
  }
}
