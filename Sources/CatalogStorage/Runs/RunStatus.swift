/// How a run ended. A closed set: the `run.status` column accepts exactly these values (CHECK
/// constraint of migration 0004).
package enum RunStatus: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, StoredEnumeration {
  /// The engine replayed every step.
  case ok
  /// UIKit raised: the timeline ends with an `exception` event.
  case exception
  /// The profile lacks something the scenario uses (a style, a sheet swipe…); no timeline.
  case unsupported
  /// The stored scenario no longer reads as a valid scenario; no timeline.
  case invalid
  /// The run failed for another reason; no timeline.
  case failed

  package var description: String { rawValue }

  static let storedName = "run status"
}
