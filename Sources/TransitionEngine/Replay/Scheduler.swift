import CatalogModel

/// Work the replay defers: to the next run-loop turn, or to a point in virtual time.
///
/// Next-turn work has two queues, drained in order: blocks UIKit schedules after the Core
/// Animation commit (a transition's Phase B, rule 0.4), then blocks dispatched to the main queue
/// (a view's deferred `viewDidAppear` after it entered a window by hand, rule 9.1).
struct Scheduler {
  enum Work: Equatable {
    /// Phase B of a transition.
    case startTransition(Int)
    /// Phase D of a transition: the animation (or non-animated turn) is over.
    case completeTransition(Int)
    /// Frame `frame` of a gesture driving transition `transition` (rule 6).
    case gestureFrame(transition: Int, frame: Int)
    /// The deferred end of an appearance begun when a view entered or left the window by hand.
    case windowAppearanceEnd(controller: Int, appearing: Bool)
    /// A sheet swipe that did not dismiss ends (rule 7.2 items 1–2).
    case swipeAttemptEnded(presentation: Int)
    /// A step with an `at:` time.
    case step(Int)
    /// A `wait` step's time has passed.
    case waitElapsed
  }

  struct Timer {
    var time: VirtualTime
    var order: Int
    var work: Work
  }

  var afterCommit: [Work] = []
  var mainQueue: [Work] = []
  /// Sorted by time, then by the order they were scheduled in.
  var timers: [Timer] = []
  private var order = 0

  var hasNextTurnWork: Bool { !afterCommit.isEmpty || !mainQueue.isEmpty }
  var isIdle: Bool { !hasNextTurnWork && timers.isEmpty }

  mutating func schedule(_ work: Work, at time: VirtualTime) {
    order += 1
    let timer = Timer(time: time, order: order, work: work)
    let index = timers.firstIndex { ($0.time, $0.order) > (time, order) } ?? timers.count
    timers.insert(timer, at: index)
  }

  mutating func popTimer() -> Timer? {
    timers.isEmpty ? nil : timers.removeFirst()
  }

  mutating func cancelTimers(where predicate: (Work) -> Bool) {
    timers.removeAll { predicate($0.work) }
  }
}
