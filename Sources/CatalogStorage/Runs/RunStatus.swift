/// How a run ended, as the runner reports it: `ok`, `exception`, `invalid`, `failed`...
///
/// An open set: the store keeps any status, and these are the ones the runner uses today.
public struct RunStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The engine replayed every step.
  public static let ok = RunStatus(rawValue: "ok")
  /// UIKit raised: the timeline ends with an `exception` event.
  public static let exception = RunStatus(rawValue: "exception")
  /// The profile lacks something the scenario uses (a style, a sheet swipe…); no timeline.
  public static let unsupported = RunStatus(rawValue: "unsupported")
  /// The stored scenario no longer reads as a valid scenario; no timeline.
  public static let invalid = RunStatus(rawValue: "invalid")
  /// The run failed for another reason; no timeline.
  public static let failed = RunStatus(rawValue: "failed")

  public var description: String { rawValue }
}
