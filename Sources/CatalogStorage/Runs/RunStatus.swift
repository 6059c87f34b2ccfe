/// How a run ended. A closed set: the `run.status` column accepts exactly these values (CHECK
/// constraint of migration 0004).
public enum RunStatus: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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

  public var description: String { rawValue }

  /// The status a row stores.
  ///
  /// - Throws: `StorageError.invalidInput` for a value the schema should have refused.
  init(stored: String) throws {
    guard let status = RunStatus(rawValue: stored) else {
      throw StorageError.invalidInput("the catalog holds a run status '\(stored)' this catalog does not know")
    }
    self = status
  }
}
