import CatalogDiff
import CatalogModel

/// What `catalog serve` shows and decides: the results of a review (`ReviewSession`, whatever it
/// reads them from) grouped as `catalog review` and `catalog pending` group them, one group per
/// change group of the check and one for the new results, with a version that changes whenever
/// what awaits review changes.
///
/// The page and its requests name groups and results by `key` (`g2`, `new`, `r:alpha @
/// uikit-17`); `selection(_:)` resolves a key against the board, so nothing a request sends is
/// used as a path or a query. `decide` accepts or rejects through the session, as the terminal
/// review does: accepting makes the check's timelines the baselines and rewrites the folder's
/// baseline files, as `catalog accept` does.
///
/// For example:
/// ```swift
/// let board = ReviewBoard(try ReviewSession(location: location))
/// if let entries = board.selection("g1") {
///   let report = try board.decide(.accept, entries, by: "ana")
/// }
/// ```
package struct ReviewBoard: Sendable {
  /// One group of results that changed the same way, or the new results.
  package struct Group: Sendable {
    /// The change group's number; nil for the new results (no baseline yet).
    package var number: Int?
    /// What changed, as the check's change signature says it (`2 events removed: …`).
    package var title: String
    package var entries: [ReviewSession.Entry]

    /// `g2`, or `new`.
    package var key: String { number.map { "g\($0)" } ?? "new" }
  }

  /// Accept or reject.
  package enum Decision: String, Sendable, Codable {
    case accept, reject
  }

  /// What a decision did, for the page.
  package struct DecisionReport: Sendable {
    package var decision: Decision
    /// The results decided (`alpha @ uikit-17`).
    package var results: [String]
    /// What accepting did, as `catalog accept` reports it; nil for a rejection.
    package var acceptance: AcceptanceReport?
    /// The baseline files written into the checked folder.
    package var files: [String]
  }

  package let session: ReviewSession
  package let groups: [Group]
  /// Changes whenever what awaits review changes: a new check, a decision here or elsewhere.
  package let version: String

  package init(_ session: ReviewSession) {
    self.session = session
    var numbered: [Int: [ReviewSession.Entry]] = [:]
    var fresh: [ReviewSession.Entry] = []
    for entry in session.entries {
      if let number = entry.item.changeGroup {
        numbered[number, default: []].append(entry)
      } else {
        fresh.append(entry)
      }
    }
    var groups = numbered.keys.sorted().map { number in
      let entries = numbered[number] ?? []
      let title = entries.first.map { ChangeSignature($0.diff).title } ?? ""
      return Group(number: number, title: title, entries: entries)
    }
    if !fresh.isEmpty {
      groups.append(Group(number: nil, title: "new results, without a baseline yet", entries: fresh))
    }
    self.groups = groups
    version = Self.version(of: session)
  }

  /// The results awaiting review.
  package var count: Int { session.entries.count }

  /// The entries `key` names: a group (`g2`, `new`) or one result (`r:alpha @ uikit-17`); nil
  /// when the board has no such group or result.
  package func selection(_ key: String) -> [ReviewSession.Entry]? {
    if key.hasPrefix("r:") {
      let title = key.dropFirst(2)
      return session.entries.first { $0.title == title }.map { [$0] }
    }
    return groups.first { $0.key == key }?.entries
  }

  /// The keys a request may name, for a message about one it may not.
  package var keys: [String] { groups.map(\.key) }

  /// Accepts or rejects `entries` through the session: accepting writes their baselines (and the
  /// checked folder's baseline files) in one transaction; rejecting leaves the baselines as
  /// they are and keeps the results out of what awaits review until a later check finds them
  /// again.
  ///
  /// - Throws: `RunnerError` when the catalog or the folder cannot be written.
  package func decide(_ decision: Decision, _ entries: [ReviewSession.Entry], by reviewer: String) throws(RunnerError)
    -> DecisionReport
  {
    let items = entries.map(\.item)
    let titles = entries.map(\.title)
    switch decision {
    case .accept:
      let report = try session.accept(items, acceptedBy: reviewer)
      return DecisionReport(decision: .accept, results: titles, acceptance: report, files: report.folderFiles)
    case .reject:
      try session.reject(items, rejectedBy: reviewer)
      return DecisionReport(decision: .reject, results: titles, acceptance: nil, files: [])
    }
  }

  /// A digest of what awaits review: each result's title, outcome, group, summary and both
  /// timelines' canonical text, and what the session reviews (FNV-1a, 64 bits, in hex).
  static func version(of session: ReviewSession) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      hash ^= 0xff
      hash = hash &* 0x100_0000_01b3
    }
    add(session.check.map(String.init) ?? "-")
    add(session.folder ?? "-")
    for entry in session.entries {
      add(entry.title)
      add(entry.item.outcome)
      add(entry.item.changeGroup.map(String.init) ?? "new")
      add(entry.item.changeSummary ?? "")
      add(entry.baseline?.canonicalText() ?? "-")
      add(entry.now.canonicalText())
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
