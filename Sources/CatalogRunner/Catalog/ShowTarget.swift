import CatalogStorage

/// What `catalog show ARGUMENT` shows: a scenario or a run.
///
/// The rule: an argument of digits only (`42`) or `run:` and digits (`run:42`) names a run;
/// `scenario:` and a name names a scenario; anything else is a scenario name. Scenario names
/// cannot contain `:`, so the prefixes are never ambiguous, and `scenario:2024` shows a scenario
/// whose name is all digits.
///
/// For example:
/// ```swift
/// ShowTarget("42")                     // .run(RunID(rawValue: 42))
/// ShowTarget("dimming-presentation")   // .scenario("dimming-presentation")
/// ```
public enum ShowTarget: Hashable, Sendable {
  case scenario(String)
  case run(RunID)

  /// The target `argument` names.
  ///
  /// - Throws: `RunnerError.invalidInput` for `run:` without a run id, or `scenario:` without a
  ///   name.
  public init(_ argument: String) throws(RunnerError) {
    if argument.hasPrefix("run:") {
      let digits = String(argument.dropFirst(4))
      guard let id = Self.runID(digits) else {
        throw .invalidInput(
          "'\(argument)' is not a run: expected 'run:' and a run id, such as 'run:42'")
      }
      self = .run(id)
    } else if argument.hasPrefix("scenario:") {
      let name = String(argument.dropFirst(9))
      guard !name.isEmpty else {
        throw .invalidInput("'\(argument)' names no scenario: expected 'scenario:NAME'")
      }
      self = .scenario(name)
    } else if let id = Self.runID(argument) {
      self = .run(id)
    } else {
      self = .scenario(argument)
    }
  }

  private static func runID(_ text: String) -> RunID? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int64(text)
    else { return nil }
    return RunID(rawValue: value)
  }
}
