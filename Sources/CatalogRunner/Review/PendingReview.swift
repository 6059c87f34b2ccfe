import CatalogModel
import CatalogStorage
import Foundation

/// `catalog pending`: what the last check found that nobody has accepted yet, for a script or a
/// reviewer (the non-interactive half of issue 11's review): each changed or new result of the
/// last check whose timeline is not the current baseline and that `catalog review` did not
/// reject, with its change group; or, from pending files alone (`files(in:)`), each
/// `<scenario>.<profile>.timeline.new` of a folder.
///
/// For example:
/// ```swift
/// let pending = try PendingReview().run(at: location)
/// print(pending.items.count)
/// ```
package struct PendingReview: CatalogOperation, Sendable {
  package init() {}

  /// One result awaiting review.
  package struct Item: Sendable, Encodable {
    package var scenario: String
    package var profile: String
    /// `changed` or `new`.
    package var outcome: String
    /// The change group (`catalog accept --group N`); nil for a new result.
    @Nullable package var group: Int?
    /// The check's one-line description: `2 events added, 1 changed`.
    @Nullable package var summary: String?
    /// The run whose timeline would become the baseline.
    @Nullable var run: Int64?
    /// The pending file, when the result was read from one.
    @Nullable package var file: String?

    /// The change group, for other modules (`group` is encoded through `Nullable`).
    package var changeGroup: Int? { group }
    /// The one-line description of the change, for other modules.
    package var changeSummary: String? { summary }
    /// The run id, for other modules.
    package var runID: Int64? { run }
  }

  /// What awaits review.
  package struct Report: Sendable, Encodable {
    /// The last check's batch; nil when there has been no check.
    @Nullable package var check: Int64?
    /// The folder it checked, if it checked one.
    @Nullable package var folder: String?
    package var pending: [Item]
    /// How many of the check's changed and new results were rejected in `catalog review` (and
    /// are not pending any more).
    package var rejected = 0
    /// What suggested commands add to use the same catalog (` --db PATH`); not encoded.
    package var commandOption = ""
    /// `catalog` (the last check's results) or `files` (the pending files of `folder`).
    package var source = "catalog"
    /// The pending files that did not read, each `path:line: problem`; for standard error.
    package var unreadable: [String] = []
    /// What `catalog pending --clean` removed.
    @Nullable package var cleaned: [PendingFiles.Cleaned]?

    /// The last check's batch, for other modules.
    package var checkID: Int64? { check }

    enum CodingKeys: String, CodingKey {
      case check, folder, pending, rejected, source, cleaned
    }
  }

  /// What awaits review in the pending files of `root` and its subfolders, read without any
  /// catalog; with `clean`, after removing the stale ones (`PendingFiles.clean(_:)`).
  ///
  /// - Throws: `RunnerError.invalidInput` when `root` is not a folder.
  package static func files(in root: String, clean: Bool = false) throws(RunnerError) -> Report {
    let cleaned = clean ? try PendingFiles.clean(root) : nil
    let found = try PendingFiles.find(in: root)
    return report(found, cleaned: cleaned)
  }

  static func report(_ found: PendingFiles.Found, cleaned: [PendingFiles.Cleaned]? = nil) -> Report {
    let items = found.entries.map { entry in
      Item(
        scenario: entry.header.scenario, profile: entry.header.profile, outcome: entry.header.outcome.rawValue,
        group: entry.group, summary: entry.header.summary, run: nil, file: entry.fullPath)
    }
    var report = Report(check: nil, folder: DisplayPath.relative(found.root), pending: items)
    report.source = "files"
    report.unreadable = found.unreadable.map { "warning: \($0)" }
    report.cleaned = cleaned
    return report
  }

  /// - Throws: `RunnerError.noCatalog`, or `.storage` when the store fails.
  package func run(at location: CatalogLocation) throws(RunnerError) -> Report {
    var report = try performing(at: location)
    report.commandOption = location.option
    return report
  }

  /// Reads the catalog, which must exist.
  package var access: CatalogAccess { .read }

  /// The results of the last check of `catalog` that await a review.
  package func perform(in catalog: CatalogDatabase) throws -> Report {
    guard let check = try catalog.lastCheck() else {
      return Report(check: nil, folder: nil, pending: [])
    }
    let results = try catalog.checkResults(batch: check.id)
    let current = Dictionary(
      try catalog.currentBaselines().map {
        ("\($0.scenario) @ \($0.profile)", $0.timelineHash)
      },
      uniquingKeysWith: { first, _ in first })
    let awaiting = results.filter { result in
      (result.outcome == .changed || result.outcome == .new) && result.runTimelineHash != nil
        && current["\(result.scenario) @ \(result.profile)"] != result.runTimelineHash
    }
    let items = awaiting.filter { $0.rejectedAt == nil }
      .sorted {
        ProfileReference.precedes(scenario: $0.scenario, $0.profile, scenario: $1.scenario, $1.profile)
      }
      .map { result in
        Item(
          scenario: result.scenario, profile: result.profile, outcome: result.outcome.rawValue,
          group: result.changeGroup, summary: result.message, run: result.runID?.rawValue, file: nil)
      }
    return Report(
      check: check.id.rawValue, folder: check.folder.map(DisplayPath.relative), pending: items,
      rejected: awaiting.count - items.count)
  }
}
