import CatalogModel

/// The events of a diff that moved: a removed event equal (time aside) to an added one elsewhere.
///
/// The alignment keeps as many events as possible in order, so an event that moved shows as a
/// removal at its old place and an addition at its new one. Those pairs are found after the hunks
/// are built: each removed event, in order, is paired with the first unpaired added event that
/// equals it when time is left out (the move itself usually changes its time). A diff with no
/// removals or no additions has no moves.
public struct Moves: Hashable, Sendable {
  /// Left position → right position of each moved event.
  public private(set) var rightOfLeft: [Int: Int] = [:]
  /// Right position → left position of each moved event.
  public private(set) var leftOfRight: [Int: Int] = [:]

  /// How many events moved.
  public var count: Int { rightOfLeft.count }

  init(left: Timeline, right: Timeline, hunks: [Hunk]) {
    var removed: [Int] = []
    var added: [Int] = []
    for line in hunks.lazy.flatMap(\.lines) {
      switch line {
      case .removed(let i): removed.append(i)
      case .added(let j): added.append(j)
      case .context, .changed: break
      }
    }
    guard !removed.isEmpty, !added.isEmpty else { return }
    // Added events by receiver and call, in order: only those can equal a removed event.
    var candidates: [Key: [Int]] = [:]
    for j in added {
      candidates[Key(right, j), default: []].append(j)
    }
    for i in removed {
      let key = Key(left, i)
      guard let list = candidates[key],
        let found = list.firstIndex(where: { left.eventsEqual(i, right, $0, ignoringTime: true) })
      else { continue }
      let j = list[found]
      candidates[key]?.remove(at: found)
      rightOfLeft[i] = j
      leftOfRight[j] = i
    }
  }

  /// An event's receiver and call, by their text (the two timelines have their own name tables).
  private struct Key: Hashable {
    let receiver: String
    let call: String

    init(_ timeline: Timeline, _ index: Int) {
      let event = timeline.events[index]
      receiver = timeline.string(event.receiver)
      call = timeline.string(event.call)
    }
  }
}
