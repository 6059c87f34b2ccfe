import CatalogDiff
import CatalogModel
import CatalogStorage
import Foundation

/// What `catalog review` walks through: each result of the last check that awaits review, with
/// its baseline and new timelines and their diff, and the accepting of the ones a reviewer
/// chooses. The terminal dialogue lives in the command; this is its data and its one write.
///
/// For example:
/// ```swift
/// let session = try ReviewSession(location: location)
/// let report = try session.accept(session.entries.prefix(1).map(\.item), acceptedBy: "ana")
/// ```
package struct ReviewSession: Sendable {
  /// One result to review.
  package struct Entry: Sendable {
    package var item: PendingReview.Item
    /// The current baseline's timeline; nil for a new result.
    package var baseline: Timeline?
    /// The check's timeline, which accepting makes the baseline.
    package var now: Timeline
    package var diff: TimelineDiff
    /// The pending file the result was read from, in a review of pending files.
    package var pendingFile: PendingFiles.Entry?

    /// `alpha @ uikit-17`.
    package var title: String { "\(item.scenario) @ \(item.profile)" }
  }

  /// The catalog whose last check is reviewed; nil in a review of pending files.
  package let location: CatalogLocation?
  package let entries: [Entry]
  /// The folder the last check checked, if any (accepting rewrites its baseline files), or the
  /// folder whose pending files are reviewed.
  package let folder: String?
  /// The last check's batch, whose results are reviewed.
  package let check: Int64?

  /// What the review goes through, for its header: `the pending files in 'ui'`, or `the last
  /// check of 'fixtures' (batch 3) in the catalog 'catalog.sqlite'`.
  package var subject: String {
    guard let location else { return "the pending files in '\(VisibleText.escaped(folder ?? "."))'" }
    return "the last check" + (folder.map { " of '\(VisibleText.escaped($0))'" } ?? "")
      + (check.map { " (batch \($0))" } ?? "") + " in the catalog '\(VisibleText.escaped(location.path))'"
  }

  /// Loads what awaits review in the pending files of `root` and its subfolders, without any
  /// catalog: each file's timeline against the baseline file beside it.
  ///
  /// - Throws: `RunnerError.invalidInput` when `root` is not a folder.
  package init(pendingFilesIn root: String) throws(RunnerError) {
    location = nil
    check = nil
    folder = DisplayPath.relative(root)
    let found = try PendingFiles.find(in: root)
    let report = PendingReview.report(found)
    entries = zip(found.entries, report.pending).map { entry, item in
      Entry(
        item: item, baseline: entry.baseline, now: entry.timeline,
        diff: TimelineDiff.compute(entry.baseline ?? Timeline(), entry.timeline), pendingFile: entry)
    }
  }

  /// Loads what awaits review, with both timelines of each result.
  ///
  /// - Throws: `RunnerError.noCatalog`, or `.storage` when the store fails.
  package init(location: CatalogLocation) throws(RunnerError) {
    self.location = location
    let pending = try PendingReview().run(at: location)
    folder = pending.folder
    check = pending.checkID
    entries = try Loading(pending: pending.pending).run(at: location)
  }

  /// Reading both timelines of each pending result.
  private struct Loading: CatalogOperation {
    var pending: [PendingReview.Item]
    var access: CatalogAccess { .read }

    func perform(in catalog: CatalogDatabase) throws -> [Entry] {
      var entries: [Entry] = []
      for item in pending {
        guard let run = item.run, let now = try catalog.timeline(run: RunID(rawValue: run)) else { continue }
        let stored = try catalog.currentBaselines(scenario: item.scenario, profile: item.profile)
        var baseline: Timeline?
        if let current = stored.first {
          baseline = try catalog.timeline(hash: current.timelineHash)
        }
        entries.append(
          Entry(item: item, baseline: baseline, now: now, diff: TimelineDiff.compute(baseline ?? Timeline(), now)))
      }
      return entries
    }
  }

  /// Records that the reviewer rejected `items`: the baselines stay, and `catalog pending` and the
  /// next review leave them out (until a later check finds the change again). Written at once, so
  /// that a review that ends early keeps its rejections.
  ///
  /// In a review of pending files, a rejection removes the pending file (the baseline file stays).
  package func reject(_ items: [PendingReview.Item], rejectedBy: String) throws(RunnerError) {
    guard !items.isEmpty else { return }
    let pairs = items.map { (scenario: $0.scenario, profile: $0.profile) }
    guard let location else {
      try PendingFiles.remove(pendingFiles(of: items))
      return
    }
    guard let check else { return }
    try Rejecting(check: check, pairs: pairs, rejectedBy: rejectedBy).run(at: location)
    if let folder { PendingFiles.remove(pairs, inFolder: folder) }
  }

  /// Recording rejections in the catalog.
  private struct Rejecting: CatalogOperation {
    var check: Int64
    var pairs: [(scenario: String, profile: String)]
    var rejectedBy: String
    var access: CatalogAccess { .create }

    func perform(in catalog: CatalogDatabase) throws {
      _ = try catalog.rejectCheckResults(
        batch: BatchID(rawValue: check), pairs, rejectedBy: rejectedBy, rejectedAt: catalog.now())
    }
  }

  /// The pending files of `items`, in a review of pending files.
  private func pendingFiles(of items: [PendingReview.Item]) -> [PendingFiles.Entry] {
    let wanted = Set(items.map { "\($0.scenario) @ \($0.profile)" })
    return entries.compactMap { wanted.contains($0.title) ? $0.pendingFile : nil }
  }

  /// Makes the check's runs of `items` the baselines (and, after a folder check, rewrites the
  /// folder's baseline files), in one transaction.
  package func accept(_ items: [PendingReview.Item], acceptedBy: String) throws(RunnerError) -> AcceptanceReport {
    guard let location else {
      let accepted = try PendingFiles.accept(pendingFiles(of: items), acceptedBy: acceptedBy)
      var report = AcceptanceReport(accepted: [], skipped: [], folder: folder, folderFiles: accepted.map(\.file))
      report.pendingFiles = accepted
      return report
    }
    return try Accepting(items: items, acceptedBy: acceptedBy).run(at: location)
  }

  /// Accepting reviewed items in the catalog.
  private struct Accepting: CatalogOperation {
    var items: [PendingReview.Item]
    var acceptedBy: String
    var access: CatalogAccess { .create }

    func perform(in catalog: CatalogDatabase) throws -> AcceptanceReport {
      let now = catalog.now()
      var inputs: [BaselineInput] = []
      for item in items {
        guard let runID = item.run.map(RunID.init(rawValue:)), let run = try catalog.run(id: runID) else { continue }
        inputs.append(
          BaselineInput(
            scenario: item.scenario, profile: item.profile, profileRulesVersion: run.profileRulesVersion,
            timeline: .run(runID), acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current))
      }
      let accepted = try catalog.acceptBaselines(inputs)
      var report = AcceptanceReport(accepted: accepted, skipped: [])
      try Acceptance.rewriteCheckedFolder(of: catalog, into: &report)
      return report
    }
  }
}
