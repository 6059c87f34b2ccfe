import Foundation

/// When `expectTimeline` writes baseline files, as swift-snapshot-testing's record modes.
///
/// The environment variable `CATALOG_RECORD` (`missing`, `failed`, `all`, `never`) sets it for
/// a whole run when a call gives none. Under continuous integration (`CI` set to anything but
/// empty, `false` or `0`) nothing is ever written: a missing or changed baseline fails.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
  /// Write a baseline that does not exist yet (the test fails once, saying so); never rewrite one.
  case missing
  /// Also rewrite a baseline the timeline no longer matches (the test still fails once).
  case failed
  /// Rewrite every baseline, changed or not (each test fails once, so that nothing passes
  /// unseen while recording).
  case all
  /// Never write: a missing baseline fails like a changed one.
  case never

  /// The environment variable that sets the mode for a run.
  public static let environmentVariable = "CATALOG_RECORD"

  /// The mode a call runs in: `explicit`, else `CATALOG_RECORD`, else `missing`; `never` under CI.
  static func effective(_ explicit: RecordMode?, environment: [String: String]) throws(TimelineExpectationError)
    -> RecordMode
  {
    if isCI(environment) { return .never }
    if let explicit { return explicit }
    guard let text = environment[environmentVariable], !text.isEmpty else { return .missing }
    guard let mode = RecordMode(rawValue: text.lowercased()) else { throw .unknownRecordMode(text) }
    return mode
  }

  /// Whether `CI` is set to something other than empty, `false` or `0` (the rule of
  /// `catalog check --accept`, which CI may not use either).
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }
}
