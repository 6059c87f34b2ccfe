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
public struct ReviewSession: Sendable {
  /// One result to review.
  public struct Entry: Sendable {
    public var item: PendingReview.Item
    /// The current baseline's timeline; nil for a new result.
    public var baseline: Timeline?
    /// The check's timeline, which accepting makes the baseline.
    public var now: Timeline
    public var diff: TimelineDiff

    /// `alpha @ uikit-17`.
    public var title: String { "\(item.scenario) @ \(item.profile)" }
  }

  public let location: CatalogLocation
  public let entries: [Entry]
  /// The folder the last check checked, if any (accepting rewrites its baseline files).
  public let folder: String?
  /// The last check's batch, whose results are reviewed.
  public let check: Int64?

  /// Loads what awaits review, with both timelines of each result.
  ///
  /// - Throws: `RunnerError.noCatalog`, or `.storage` when the store fails.
  public init(location: CatalogLocation) throws(RunnerError) {
    self.location = location
    let pending = try PendingReview().run(at: location)
    folder = pending.folder
    check = pending.checkID
    let catalog = try location.openForReading()
    defer { try? catalog.close() }
    var entries: [Entry] = []
    for item in pending.pending {
      guard let run = item.run,
        let now = try StoreCall.run(catalog, { try catalog.timeline(run: RunID(rawValue: run)) })
      else { continue }
      let stored = try StoreCall.run(catalog) {
        try catalog.currentBaselines(scenario: item.scenario, profile: item.profile)
      }
      var baseline: Timeline?
      if let current = stored.first {
        baseline = try StoreCall.run(catalog) { try catalog.timeline(hash: current.timelineHash) }
      }
      entries.append(
        Entry(item: item, baseline: baseline, now: now, diff: TimelineDiff.compute(baseline ?? Timeline(), now)))
    }
    self.entries = entries
  }

  /// Records that the reviewer rejected `items`: the baselines stay, and `catalog pending` and the
  /// next review leave them out (until a later check finds the change again). Written at once, so
  /// that a review that ends early keeps its rejections.
  public func reject(_ items: [PendingReview.Item], rejectedBy: String) throws(RunnerError) {
    guard let check, !items.isEmpty else { return }
    let catalog = try location.openForWriting()
    defer { try? catalog.close() }
    let pairs = items.map { (scenario: $0.scenario, profile: $0.profile) }
    _ = try StoreCall.run(catalog) {
      try catalog.rejectCheckResults(
        batch: BatchID(rawValue: check), pairs, rejectedBy: rejectedBy, rejectedAt: Date())
    }
  }

  /// Makes the check's runs of `items` the baselines (and, after a folder check, rewrites the
  /// folder's baseline files), in one transaction.
  public func accept(_ items: [PendingReview.Item], acceptedBy: String) throws(RunnerError) -> AcceptanceReport {
    let catalog = try location.openForWriting()
    defer { try? catalog.close() }
    let now = Date()
    var inputs: [BaselineInput] = []
    for item in items {
      guard let runID = item.run.map(RunID.init(rawValue:)),
        let run = try StoreCall.run(catalog, { try catalog.run(id: runID) })
      else { continue }
      inputs.append(
        BaselineInput(
          scenario: item.scenario, profile: item.profile, profileRulesVersion: run.profileRulesVersion,
          timeline: .run(runID), acceptedBy: acceptedBy, acceptedAt: now, catalogVersion: CatalogVersion.current))
    }
    let accepted = try StoreCall.run(catalog) { try catalog.acceptBaselines(inputs) }
    var report = AcceptanceReport(accepted: accepted, skipped: [])
    try Acceptance.rewriteCheckedFolder(of: catalog, into: &report)
    return report
  }
}
