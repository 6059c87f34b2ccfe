import CatalogReports
import CatalogRunner

/// Where `catalog serve` reads what awaits review and makes decisions, one at a time: each read
/// loads the board anew (`ReviewBoard`), and a decision is checked against the version the page
/// was drawn from before it is carried out.
@available(macOS 14, iOS 17, *)
actor ReviewDesk {
  /// What a decision came to.
  enum Outcome: Sendable {
    /// Carried out; the board as it is afterwards.
    case decided(ReviewBoard.DecisionReport, after: ReviewBoard)
    /// The page was drawn from another version of the board: nothing was done.
    case stale(current: String)
    /// The board has no such group or result: nothing was done.
    case unknown(keys: [String])
  }

  private let load: @Sendable () throws -> ReviewSession
  let subject: @Sendable () -> String

  init(load: @escaping @Sendable () throws -> ReviewSession, subject: @escaping @Sendable () -> String) {
    self.load = load
    self.subject = subject
  }

  /// What awaits review now.
  func board() throws -> ReviewBoard {
    ReviewBoard(try load())
  }

  /// Accepts or rejects what `target` names on the board, if the board is still at `version`.
  func decide(_ decision: ReviewBoard.Decision, target: String, version: String, reviewer: String) throws -> Outcome {
    let board = try board()
    guard board.version == version else { return .stale(current: board.version) }
    guard let entries = board.selection(target), !entries.isEmpty else { return .unknown(keys: board.keys) }
    let report = try board.decide(decision, entries, by: reviewer)
    return .decided(report, after: try self.board())
  }
}
