import CatalogModel

/// What one navigation controller keeps between its stack changes (rule book section 18): the
/// controller its view shows, the transition waiting for its layout pass or running, and the
/// requests waiting for them.
struct NavigationState {
  /// The controller whose view the navigation controller's view shows: the top when the last
  /// transition ended; nil before its first appearance. When it differs from the top and no
  /// transition is pending, the next appearance shows the top at once (rule 18.11 item 3).
  var shown: Int?
  /// The transition whose phase A has run and whose phase B waits for the layout pass.
  var pending: TransitionIndex?
  /// The animated transition between its phases B and D.
  var running: TransitionIndex?
  /// The animated transition in its phase D, until its completion blocks have run: its
  /// coordinator still exists (rule 18.12), so a request made from `viewDidAppear`, `didMove` or
  /// `didShow` is queued to those blocks (rule 18.14 item 1).
  var completing: TransitionIndex?
  /// Requests made while an animated transition was pending or running, applied from phase A when
  /// its completion blocks run (rules 18.13 item 3, 18.14 item 1).
  var queued: [NavigationRequest] = []
  /// Animated requests made in the turn of a non-animated one, applied after that turn's commit
  /// (rule 18.13 item 2).
  var afterCommit: [NavigationRequest] = []
  /// Stack changes made while the navigation controller was out of the window: its next
  /// appearance lays out the new top (rule 18.17).
  var changedOffScreen = false
  /// Controllers pushed while the navigation controller was out of the window: each hears
  /// `didMove(toParent:)` after its `viewDidAppear(_:)` (rule 18.17 item 3, Q29).
  var didMoveAfterAppearing: Set<Int> = []
  /// Controllers added to the stack whose `didMove(toParent:)` waits for a transition: the new
  /// top's in phase D, a covered one's at the start of phase B (rules 18.2–18.4, 18.13).
  var awaitingDidMove: [Int] = []
  /// Controllers that left the stack whose `parent` becomes nil when phase B starts, and the old
  /// top whose `didMove(toParent: nil)` comes in phase D (rule 18.6 item 3).
  var leaving: [Int] = []
  /// uikit-7: a nested request disturbed the running transition (E16); its end logs E17.
  var disturbed = false
  /// uikit-7: after E17 the view shows one controller while the stack's top is another; the next
  /// animated transition raises E18 (rule 18.14 item 4).
  var corrupted = false
}

/// A stack change as the app (or UIKit's back swipe) asks for it.
struct NavigationRequest: Equatable {
  enum Change: Equatable {
    case push(Int)
    case pop
    case popTo(Int)
    case popToRoot
    case setViewControllers([Int])
  }

  var change: Change
  var animated: Bool
  /// The gesture of a back swipe driving the pop (rules 18.9–18.10).
  var gesture: Gesture? = nil
  /// UIKit's own edge swipe: the delegate's animator is ignored for this pop (rule 18.9 item 2).
  var bySystemSwipe = false
  /// The step that made the request.
  var step: Int?
}
