/// Rule 1.2: the presentation controller's states: idle → presenting → presented → dismissing →
/// idle.
enum PresentationState: Equatable {
  case idle
  case presenting
  case presented
  case dismissing

  /// Whether a presentation or dismissal transition is in flight.
  var isInFlight: Bool { self == .presenting || self == .dismissing }
}
