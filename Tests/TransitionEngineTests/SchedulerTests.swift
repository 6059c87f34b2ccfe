import CatalogModel
import Testing

@testable import TransitionEngine

/// Rule 0.5: deferred work due at the same virtual time runs in the order it was scheduled; the
/// heap that keeps the timers (issue 16) keeps that order exactly, also after a cancellation.
@Suite(.tags(.small))
struct SchedulerTests {
  private func drain(_ scheduler: inout Scheduler) -> [Scheduler.Work] {
    var order: [Scheduler.Work] = []
    while let timer = scheduler.popTimer() { order.append(timer.work) }
    return order
  }

  @Test func timersDueAtTheSameTimeRunInSchedulingOrder() {
    var scheduler = Scheduler()
    let ten = VirtualTime(milliseconds: 10)
    let five = VirtualTime(milliseconds: 5)
    scheduler.schedule(.step(1), at: ten)
    scheduler.schedule(.step(2), at: five)
    scheduler.schedule(.completeTransition(TransitionIndex(0)), at: ten)
    scheduler.schedule(.step(3), at: five)
    scheduler.schedule(.waitElapsed, at: ten)
    #expect(drain(&scheduler) == [.step(2), .step(3), .step(1), .completeTransition(TransitionIndex(0)), .waitElapsed])
  }

  @Test func cancellingKeepsTheOrderOfTheRest() {
    var scheduler = Scheduler()
    let now = VirtualTime(milliseconds: 17)
    for frame in 1...6 { scheduler.schedule(.gestureFrame(transition: TransitionIndex(0), frame: frame), at: now) }
    scheduler.schedule(.step(9), at: now)
    scheduler.cancelTimers { if case .gestureFrame(_, let frame) = $0 { frame.isMultiple(of: 2) } else { false } }
    #expect(
      drain(&scheduler) == [
        .gestureFrame(transition: TransitionIndex(0), frame: 1),
        .gestureFrame(transition: TransitionIndex(0), frame: 3),
        .gestureFrame(transition: TransitionIndex(0), frame: 5), .step(9),
      ])
  }
}
