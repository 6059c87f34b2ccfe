/// How many events a diff adds, removes, changes and moves.
///
/// A changed pair counts once, as changed, and not as one removal plus one addition. `added` and
/// `removed` count the diff's `+` and `-` lines; `moved` says how many of those pairs are one
/// event that moved (see `Moves`), which the description counts as moved only.
public struct DiffSummary: Hashable, Sendable, CustomStringConvertible, Encodable {
  public var added: Int
  public var removed: Int
  public var changed: Int
  public var moved: Int

  public init(added: Int = 0, removed: Int = 0, changed: Int = 0, moved: Int = 0) {
    self.added = added
    self.removed = removed
    self.changed = changed
    self.moved = moved
  }

  enum CodingKeys: String, CodingKey {
    case added, removed, changed, moved
  }

  /// Whether nothing was added, removed or changed.
  public var isEqual: Bool { added == 0 && removed == 0 && changed == 0 }

  /// The summary as one line for people.
  ///
  /// `3 events added, 2 removed, 1 changed`, `1 event moved`, or `timelines are equal`: counts
  /// of zero are left out, and the first count carries the noun. A moved event counts as moved,
  /// not also as removed and added.
  public var description: String {
    let parts = [(added - moved, "added"), (removed - moved, "removed"), (changed, "changed"), (moved, "moved")]
      .filter { $0.0 > 0 }
    guard let first = parts.first else { return "timelines are equal" }
    var text = "\(first.0) \(first.0 == 1 ? "event" : "events") \(first.1)"
    for part in parts.dropFirst() {
      text += ", \(part.0) \(part.1)"
    }
    return text
  }
}
