/// One line of a hunk: an event kept on both sides, removed from the left, added on the right, or
/// changed (a removed and an added event with the same receiver and call, shown as a pair).
///
/// Indices are event positions (`seq`) in the left and right timelines.
public enum DiffLine: Hashable, Sendable {
  /// An equal event on both sides, shown for context.
  case context(left: Int, right: Int)
  /// An event only the left timeline has.
  case removed(left: Int)
  /// An event only the right timeline has.
  case added(right: Int)
  /// A left event replaced by a right event with the same receiver and call.
  case changed(left: Int, right: Int, parts: ChangedParts)

  /// What a line does, by the name the JSON form uses.
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    case context, removed, added, changed
  }

  public var operation: Operation {
    switch self {
    case .context: .context
    case .removed: .removed
    case .added: .added
    case .changed: .changed
    }
  }

  /// The left event's index, if the line has one.
  public var left: Int? {
    switch self {
    case .context(let left, _), .removed(let left), .changed(let left, _, _): left
    case .added: nil
    }
  }

  /// The right event's index, if the line has one.
  public var right: Int? {
    switch self {
    case .context(_, let right), .added(let right), .changed(_, let right, _): right
    case .removed: nil
    }
  }
}
