import CatalogModel
import HeapModule

/// Work the replay defers: to the next run-loop turn, or to a point in virtual time.
///
/// Next-turn work has two queues, drained in order: blocks UIKit schedules after the Core
/// Animation commit (a transition's Phase B, rule 0.4), then blocks dispatched to the main queue
/// (a view's deferred `viewDidAppear` after it entered a window by hand, rule 9.1).
struct Scheduler {
  enum Work: Equatable {
    /// Phase B of a transition.
    case startTransition(TransitionIndex)
    /// Phase D of a transition: the animation (or non-animated turn) is over.
    case completeTransition(TransitionIndex)
    /// Frame `frame` of a gesture driving transition `transition` (rule 6).
    case gestureFrame(transition: TransitionIndex, frame: Int)
    /// The deferred end of an appearance begun when a view entered or left the window by hand.
    case windowAppearanceEnd(controller: Int, appearing: Bool)
    /// A sheet swipe that did not dismiss ends (rule 7.2 items 1–2).
    case swipeAttemptEnded(presentation: PresentationIndex)
    /// A step with an `at:` time.
    case step(Int)
    /// A `wait` step's time has passed.
    case waitElapsed
    /// Rule 18.13 item 2: animated stack changes waiting for the commit of a non-animated one.
    case applyNavigationRequests(navigation: Int)
  }

  /// Work due at a point in virtual time; timers due at the same time run in the order they
  /// were scheduled in (rule 0.5).
  struct Timer: Comparable {
    var time: VirtualTime
    var order: Int
    var work: Work

    static func < (lhs: Timer, rhs: Timer) -> Bool { (lhs.time, lhs.order) < (rhs.time, rhs.order) }
    static func == (lhs: Timer, rhs: Timer) -> Bool { lhs.time == rhs.time && lhs.order == rhs.order }
  }

  var afterCommit: [Work] = []
  var mainQueue: [Work] = []
  /// A min-heap by time, then by the order they were scheduled in: scheduling and taking the
  /// next timer are O(log n), so a gesture of n frames (all scheduled at once) costs O(n log n)
  /// rather than O(n²).
  private(set) var timers = Heap<Timer>()
  private var order = 0

  var hasNextTurnWork: Bool { !afterCommit.isEmpty || !mainQueue.isEmpty }
  var isIdle: Bool { !hasNextTurnWork && timers.isEmpty }

  mutating func schedule(_ work: Work, at time: VirtualTime) {
    order += 1
    timers.insert(Timer(time: time, order: order, work: work))
  }

  mutating func popTimer() -> Timer? {
    timers.popMin()
  }

  mutating func cancelTimers(where predicate: (Work) -> Bool) {
    timers = Heap(timers.unordered.filter { !predicate($0.work) })
  }
}
