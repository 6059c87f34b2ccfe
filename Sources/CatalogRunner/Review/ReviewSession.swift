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

  /// Loads what awaits review, with both timelines of each result.
  ///
  /// - Throws: `RunnerError.noCatalog`, or `.storage` when the store fails.
  public init(location: CatalogLocation) throws(RunnerError) {
    self.location = location
    let pending = try PendingReview().run(at: location)
    folder = pending.folder
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
