/// The name of a file kept beside a scenario file, `<scenario>.<part>.<extension>`: a baseline
/// file (`dimming-presentation.uikit-8.timeline`, `BaselineFile`) or a recording file
/// (`dimming-presentation.1.recording`, `RecordingFile`).
///
/// For example:
/// ```swift
/// CompanionFileName.parse("a.b.uikit-8.timeline", fileExtension: "timeline")  // ("a.b", "uikit-8")
/// CompanionFileName.parse("uikit-8.timeline", fileExtension: "timeline")      // nil
/// ```
public enum CompanionFileName {
  /// The scenario and the part a file name stands for: the part is the last dotted part before
  /// `.<fileExtension>` (scenario names may contain dots, parts cannot), and may be empty. Nil
  /// for another extension or no scenario before the part.
  public static func parse(_ fileName: String, fileExtension: String) -> (scenario: String, part: Substring)? {
    let suffix = "." + fileExtension
    guard fileName.hasSuffix(suffix) else { return nil }
    let stem = fileName.dropLast(suffix.count)
    guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
    return (String(stem[..<dot]), stem[stem.index(after: dot)...])
  }
}
