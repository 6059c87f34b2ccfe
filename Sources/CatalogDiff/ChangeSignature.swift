import CatalogModel

/// What changed between two timelines, independent of where, when and of the controllers' ids:
/// the sorted multiset of edits, each naming a receiver (by its role) and call.
///
/// `catalog check` groups scenarios by signature so that a reviewer reads one diff for a hundred
/// scenarios that changed the same way. Receivers are named by their role in the scenario
/// (`<presenter>`, `<presented>`, `pc:<presented>`; see `ReceiverRoles`), so the same change in
/// scenarios with different controller names is one group. An item is `- receiver.call` for a removed event,
/// `+ receiver.call` for an added one, `> receiver.call` for one that moved (once, not as a
/// removal and an addition), and `~ receiver.call (parts)` for a changed pair, where
/// parts lists what differs (`kind`, `args`, `result`, `time`). Positions, times and argument
/// values are left out, so the same edit at a different place or moment gives the same signature.
///
/// The `id` is FNV-1a (64-bit) over the items' UTF-8 text, each followed by a newline, in sorted
/// order, with every event changed only in time counted once, as one `~ * (time)` item: a changed
/// duration shifts every later event, and scenarios with more or fewer events after it changed
/// the same way, so they are one group (issue 26). It is the same in every process and on every
/// machine, and can be stored. Two signatures are equal when their ids are.
///
/// For example:
/// ```swift
/// let groups = Dictionary(grouping: results) { $0.diff.signature }
/// for (signature, members) in groups {
///   print("\(signature.id)  \(members.count) scenarios: \(signature.title)")
/// }
/// ```
public struct ChangeSignature: Hashable, Sendable, CustomStringConvertible, Encodable {
  /// One edit of a signature.
  public struct Item: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kind of edit, by the sign that starts the item's text.
    public enum Operation: String, Hashable, Sendable {
      case removed = "-"
      case added = "+"
      case changed = "~"
      case moved = ">"
    }

    public let operation: Operation
    /// `receiver.call`, as the timeline spells them: `nav.viewWillDisappear(_:)`.
    public let member: String
    /// What differs, for a changed pair; empty otherwise.
    public let parts: ChangedParts
    /// The item as text: `- nav.viewWillDisappear(_:)`, `~ D.viewWillAppear(_:) (args)`.
    public let description: String

    public init(_ operation: Operation, member: String, parts: ChangedParts = []) {
      self.operation = operation
      self.member = member
      self.parts = operation == .changed ? parts : []
      var text = operation.rawValue + " " + member
      if operation == .changed { text += " (" + self.parts.description + ")" }
      description = text
    }

    /// Items sort by the bytes of their text, the same on every machine and in every locale.
    public static func < (lhs: Item, rhs: Item) -> Bool {
      var left = lhs.description
      var right = rhs.description
      // Compared in the strings' own buffers: the views' iterators cost most of sorting a
      // large diff's items.
      return left.withUTF8 { left in right.withUTF8 { right in Self.bytes(left, precede: right) } }
    }

    private static func bytes(_ left: UnsafeBufferPointer<UInt8>, precede right: UnsafeBufferPointer<UInt8>) -> Bool {
      for index in 0..<min(left.count, right.count) where left[index] != right[index] {
        return left[index] < right[index]
      }
      return left.count < right.count
    }
  }

  /// The edits, sorted; an edit that happens twice is listed twice.
  public let items: [Item]
  /// Sixteen lowercase hex digits of the FNV-1a hash of the sorted items (times shifted counted
  /// once); stable across runs.
  public let id: String

  /// The item that stands for every event changed only in time, in the `id`.
  static let timeShift = Item(.changed, member: "*", parts: .time)

  /// The signature of a multiset of edits, in any order.
  public init<S: Sequence>(items: S) where S.Element == Item {
    let sorted = items.sorted()
    self.items = sorted
    // How many events shifted in time is where the change is, not what it is: one item for all.
    var grouping = sorted.filter { !($0.operation == .changed && $0.parts == .time) }
    if grouping.count < sorted.count { grouping = (grouping + [Self.timeShift]).sorted() }
    var hash = StableHash.fnvOffsetBasis
    for item in grouping {
      hash = StableHash.fnv1a(item.description, continuing: hash)
      hash = StableHash.fnv1a(byte: UInt8(ascii: "\n"), continuing: hash)
    }
    id = StableHash.hex(hash)
  }

  public static func == (lhs: ChangeSignature, rhs: ChangeSignature) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The signature of a diff's changes (the same as `diff.signature`, which is computed once).
  public init(_ diff: TimelineDiff) {
    self = diff.signature
  }

  /// The signature of the changed lines of `hunks` between `left` and `right`.
  init(left: Timeline, right: Timeline, hunks: [Hunk], moves: Moves, roles: ReceiverRoles) {
    guard !hunks.isEmpty else {
      self.init(items: [])
      return
    }
    func member(_ timeline: Timeline, _ index: Int) -> String {
      let event = timeline.events[index]
      return roles.name(timeline.string(event.receiver)) + "." + timeline.string(event.call)
    }
    var items: [Item] = []
    for line in hunks.lazy.flatMap(\.lines) {
      switch line {
      case .context: break
      case .removed(let i):
        items.append(Item(moves.rightOfLeft[i] == nil ? .removed : .moved, member: member(left, i)))
      case .added(let j) where moves.leftOfRight[j] == nil: items.append(Item(.added, member: member(right, j)))
      case .added: break
      case .changed(let i, _, let parts):
        items.append(Item(.changed, member: member(left, i), parts: parts))
      }
    }
    self.init(items: items)
  }

  /// `{"id", "title", "items"}`, as Docs/diff-format.md documents the signature.
  public func encode(to encoder: any Encoder) throws {
    try Body(id: id, title: title, items: items.map(\.description)).encode(to: encoder)
  }

  private struct Body: Encodable {
    let id: String
    let title: String
    let items: [String]
  }

  /// Whether there are no edits (the timelines are equal).
  public var isEmpty: Bool { items.isEmpty }

  /// `id` and `title`: `4f1c…  3 edits: …`.
  public var description: String { id + "  " + title }

  // MARK: - Text for people

  /// A one-line title that names the edits.
  ///
  /// One or two edits are spelled out: "`nav.viewDidDisappear(_:)` and `nav.viewWillDisappear(_:)`
  /// removed", "`D.viewWillAppear(_:)` (args) changed and `pc:D.containerViewWillLayoutSubviews()`
  /// added". More start with their number and list removals, additions and changes in turn, at most
  /// three members each: "5 edits: `a` and `b` removed; `c` (3 times) added". Events changed only
  /// in time are counted, not named, as the diffs show them (one shift line): "14 edits:
  /// `animator:<presented>.transitionDuration(using:)` (result) changed; 13 events shifted in time".
  public var title: String {
    guard !items.isEmpty else { return "no changes" }
    var phrases: [String] = []
    let shifted = items.filter { $0.operation == .changed && $0.parts == .time }.count
    for (operation, verb) in [
      (Item.Operation.removed, "removed"), (.added, "added"), (.changed, "changed"), (.moved, "moved"),
    ] {
      let entries = Self.counted(
        items.filter { $0.operation == operation && !(operation == .changed && $0.parts == .time && shifted > 2) }
      ).map { item, count in
        var entry = "`" + item.member + "`"
        if operation == .changed { entry += " (" + item.parts.description + ")" }
        switch count {
        case 1: break
        case 2: entry += " (twice)"
        default: entry += " (\(count) times)"
        }
        return entry
      }
      guard !entries.isEmpty else { continue }
      phrases.append(Self.list(entries) + " " + verb)
    }
    if shifted > 2 { phrases.append("\(shifted) events shifted in time") }
    if items.count <= 2 { return phrases.joined(separator: " and ") }
    return "\(items.count) edits: " + phrases.joined(separator: "; ")
  }

  /// The distinct items, one per line in sorted order, each ending in a newline; an item that
  /// happens more than once says how often: `- D.viewWillAppear(_:) (2 times)`.
  public func renderedItems() -> String {
    var out = ""
    for (item, count) in Self.counted(items) {
      out += item.description
      if count > 1 { out += " (\(count) times)" }
      out += "\n"
    }
    return out
  }

  /// Runs of equal items (the items are sorted) with their lengths.
  private static func counted(_ items: [Item]) -> [(Item, Int)] {
    var runs: [(Item, Int)] = []
    for item in items {
      if let last = runs.last, last.0 == item {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((item, 1))
      }
    }
    return runs
  }

  /// `a`, `a and b`, `a, b and c`, `a, b, c and 2 more`.
  private static func list(_ entries: [String]) -> String {
    switch entries.count {
    case 0: return ""
    case 1: return entries[0]
    case 2...3:
      return entries.dropLast().joined(separator: ", ") + " and " + entries[entries.count - 1]
    default: return entries.prefix(3).joined(separator: ", ") + " and \(entries.count - 3) more"
    }
  }
}
