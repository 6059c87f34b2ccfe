import CatalogModel
import Foundation
import TransitionEngine

/// The header of a baseline file (`BaselineFile`) checked the one way both readers of a folder
/// read it, `import DIR` and `check DIR`: a file without a header is a baseline whose provenance
/// is not known; a file that starts a header must give all of it, for its own scenario and
/// profile, with a rules version the profile has had.
///
/// For example:
/// ```swift
/// switch BaselineHeaderCheck.check(header, text: text, scenario: "sheet", profile: .uikit17) {
/// case .success(let valid): …      // nil: no header
/// case .failure(let problem): …    // problem.location, problem.message
/// }
/// ```
enum BaselineHeaderCheck {
  /// A header that passed, with its time read.
  struct Valid {
    var header: BaselineFile
    var acceptedAt: Date
  }

  /// Checks `header`, as `BaselineFile.parse` read it from `text`, for the file of `scenario`
  /// under `profile`.
  ///
  /// - Returns: nil for a file without a header; the header and its time; or the first problem,
  ///   at its line.
  static func check(
    _ header: BaselineFile?, text: String, scenario: String, profile: EngineProfile
  ) -> Result<Valid?, TimelineFormatError> {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header else {
      if lines.first?.hasPrefix("# baseline") == true {
        return .failure(
          TimelineFormatError(
            line: 1, "malformed header: expected '# baseline \(scenario) @ \(profile.name) (rules N)'"))
      }
      return .success(nil)
    }
    let headerLine = (lines.firstIndex { $0.hasPrefix("# baseline") } ?? 0) + 1
    guard header.scenario == scenario, header.profile == profile.name else {
      return .failure(
        TimelineFormatError(
          line: headerLine,
          "the header is for '\(header.scenario)' @ '\(header.profile)' but the file name says '\(scenario)' @ '\(profile.name)'; rename the file or fix the header"
        ))
    }
    guard header.rulesVersion >= 1 else {
      return .failure(
        TimelineFormatError(line: headerLine, "malformed header: expected '(rules N)' with N a positive number"))
    }
    guard header.rulesVersion <= profile.rulesVersion else {
      return .failure(
        TimelineFormatError(
          line: headerLine,
          "the header says rules \(header.rulesVersion) of \(profile.name), but this catalog's \(profile.name) has rules \(profile.rulesVersion) at most; the file was written by a newer catalog or edited (use rules 1…\(profile.rulesVersion))"
        ))
    }
    // The line after the '# baseline' line when the '# accepted' line is missing: where it belongs.
    let acceptedLine = (lines.firstIndex { $0.hasPrefix("# accepted") } ?? headerLine) + 1
    guard !header.acceptedBy.isEmpty, !header.catalogVersion.isEmpty else {
      return .failure(
        TimelineFormatError(
          line: acceptedLine,
          "malformed header: expected '# accepted by WHO at YYYY-MM-DDTHH:MM:SSZ with catalog VERSION'"))
    }
    guard let acceptedAt = Date(timestamp: header.acceptedAt) else {
      return .failure(
        TimelineFormatError(
          line: acceptedLine,
          "malformed header: '\(header.acceptedAt)' is not a time of the form YYYY-MM-DDTHH:MM:SSZ (UTC)"))
    }
    return .success(Valid(header: header, acceptedAt: acceptedAt))
  }
}
