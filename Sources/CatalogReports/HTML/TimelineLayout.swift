import CatalogModel
import CatalogRunner

/// Where each event of a timeline sits on the page's horizontal axis: on virtual time.
///
/// Time runs left to right. The gap between two moments is proportional to the time between
/// them (`pixelsPerSecond`, at least `minimumGap` so that they stay apart, at most `maximumGap` so
/// that a long wait does not push everything off the page; a capped gap is marked as a break on
/// the ruler). The events of one moment sit side by side in their order, one `column` each, with a
/// small gap where a new run-loop turn starts. The ruler labels each moment with its time; the
/// turns are bands.
struct TimelineLayout {
  static let column = 20
  static let pixelsPerSecond = 400.0
  static let minimumGap = 10
  static let maximumGap = 400
  static let turnGap = 4

  /// The left edge of each event's column.
  private(set) var x: [Int] = []
  /// The width of the whole axis.
  private(set) var width = 0
  /// Each moment's time label and where it starts; `broken` when the gap before it was capped.
  private(set) var moments: [(x: Int, label: String, broken: Bool)] = []
  /// The run-loop turns, each from its first event's column to its last one's end.
  private(set) var turns: [(from: Int, to: Int)] = []

  init(_ timeline: Timeline) {
    let events = timeline.events
    x.reserveCapacity(events.count)
    var position = 0
    var turnStart = 0
    for index in events.indices {
      let event = events[index]
      if index == 0 {
        moments.append((0, event.time.decimalString, false))
      } else {
        let previous = events[index - 1]
        let newTurn = event.turn != previous.turn
        if event.time != previous.time {
          let seconds = (event.time.seconds - previous.time.seconds)
          let wanted = (seconds * Self.pixelsPerSecond).rounded()
          let gap =
            wanted.isFinite ? Int(min(max(wanted, Double(Self.minimumGap)), Double(Self.maximumGap))) : Self.maximumGap
          position += Self.column + gap
          moments.append((position, event.time.decimalString, wanted > Double(Self.maximumGap)))
        } else {
          position += Self.column + (newTurn ? Self.turnGap : 0)
        }
        if newTurn || event.time != previous.time {
          turns.append((turnStart, x[index - 1] + Self.column))
          turnStart = position
        }
      }
      x.append(position)
    }
    if !events.isEmpty {
      turns.append((turnStart, position + Self.column))
      width = position + Self.column
    }
  }
}
