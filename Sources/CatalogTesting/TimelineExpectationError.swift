import CatalogModel
import ScenarioFile

/// Why `expectTimeline` could not check a timeline at all (a changed timeline is a test failure,
/// not an error).
public enum TimelineExpectationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The profile is neither a profile name, an iOS version from 7 on, nor `all`.
  case unknownProfile(String)
  /// `CATALOG_RECORD` holds something other than a record mode.
  case unknownRecordMode(String)
  /// The scenario is not valid (each problem with its file, line and column).
  case invalidScenario(ScenarioFileError)
  /// The profile cannot replay the scenario (a style or step its era lacks).
  case notReplayable(scenario: String, profile: String, reasons: [String])
  /// A baseline file that cannot be read, parsed or written.
  case baselineFile(path: String, problem: String)

  /// What went wrong, naming the file, profile or text, and what would be right.
  public var description: String {
    switch self {
    case .unknownProfile(let text):
      "unknown profile '\(VisibleText.escaped(text))': give a profile (uikit-7, uikit-8, uikit-13, uikit-17), "
        + "an iOS version from 7 on ('17', 'iOS 12.4'), or 'all'"
    case .unknownRecordMode(let text):
      "\(RecordMode.environmentVariable)='\(VisibleText.escaped(text))' is not a record mode: use missing, failed, all "
        + "or never"
    case .invalidScenario(let error): error.description
    case .notReplayable(let scenario, let profile, let reasons):
      "profile \(profile) cannot replay scenario '\(scenario)': " + reasons.joined(separator: "; ")
    case .baselineFile(let path, let problem):
      "baseline '\(VisibleText.escaped(path))': \(problem)"
    }
  }
}
