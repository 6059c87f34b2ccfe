/// `recording` or `recording:N`, as `catalog diff NAME --against` names a scenario's recording: its
/// newest, or the one numbered N.
///
/// For example:
/// ```swift
/// RecordingReference("recording")      // .newest
/// RecordingReference("recording:2")    // .number(2)
/// RecordingReference("uikit-13")       // nil: a profile
/// ```
package enum RecordingReference: Hashable, Sendable, CustomStringConvertible {
  /// The scenario's recording with the highest number.
  case newest
  case number(Int)

  /// Reads `recording` or `recording:N`; nil for anything that does not start with `recording`.
  ///
  /// - Throws: `RunnerError.invalidInput` for `recording:` without a positive number.
  package init?(_ argument: String) throws(RunnerError) {
    guard argument.hasPrefix("recording") else { return nil }
    if argument == "recording" {
      self = .newest
      return
    }
    let suffix = argument.dropFirst("recording".count)
    guard suffix.hasPrefix(":"), let number = Int(suffix.dropFirst()), number >= 1,
      suffix.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
    else {
      throw .invalidInput("'\(argument)' is not a recording: write 'recording' (the newest) or 'recording:N', N from 1")
    }
    self = .number(number)
  }

  package var description: String {
    switch self {
    case .newest: "recording"
    case .number(let number): "recording:\(number)"
    }
  }
}
