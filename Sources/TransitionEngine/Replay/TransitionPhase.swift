/// Where a transition is among the four phases of rule 0.4.
///
/// A transition moves forward only: requested (phase A has returned) → started (phase B, the
/// deferred start, has run; phase C, the animation or the gesture, is under way) → possibly
/// cancelled (the gesture let go with `cancel()`: the animation runs back) → completing (phase D:
/// inside `completeTransition(_:)`) → finished (everything that waited for it was released, in
/// `Replay.didFinish(_:)`).
enum TransitionPhase: Equatable {
  /// Phase A has returned; phase B waits for the end of the turn's commit.
  case requested
  /// Phase B has run; phase C, the animation or the gesture, is under way.
  case started
  /// The gesture was released with `cancel()`: `transitionWasCancelled` is true (rule 6.2) and the
  /// animation runs back.
  case cancelled
  /// Phase D: inside `completeTransition(didComplete)`.
  case completing(didComplete: Bool)
  /// Phase D is over and what waited for the transition has been released.
  case finished(didComplete: Bool)

  /// Whether `completeTransition(_:)` has been called: a second call is ignored (rule 2.4).
  var hasCompleted: Bool {
    switch self {
    case .completing, .finished: true
    case .requested, .started, .cancelled: false
    }
  }
}
