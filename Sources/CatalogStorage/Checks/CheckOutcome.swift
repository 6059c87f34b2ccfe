/// The verdict of `catalog check` on one scenario under one profile.
package enum CheckOutcome: String, CaseIterable, Hashable, Sendable {
  /// The run's timeline equals the baseline's.
  case passed
  /// The run's timeline differs from the baseline's.
  case changed
  /// There is no baseline yet.
  case new
  /// The run failed: no timeline to compare.
  case failed
  /// The baseline's scenario was removed or its profile is no longer known.
  case obsolete
}
