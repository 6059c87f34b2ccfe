import Foundation
import Testing

/// Golden files: text a test produces, compared byte for byte with a file in the repository.
///
/// One record switch for every test target: `RECORD_GOLDEN=1 swift test --filter …` rewrites the
/// golden files a test compares with, instead of comparing; it is ignored when `CI` is set, so CI
/// never writes them. Review the rewritten files with `git diff` before committing.
package enum Golden {
  /// Whether tests rewrite golden files instead of comparing with them.
  package static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["RECORD_GOLDEN"] == "1" && environment["CI"] == nil
  }

  /// Expects `text` to equal the file at `url`, naming the first line that differs; while
  /// recording, writes `text` there instead.
  package static func expect(_ text: String, equals url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws
  {
    if isRecording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file \(url.lastPathComponent); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
      return
    }
    if let difference = firstDifference(text, expected) {
      Issue.record("\(url.lastPathComponent) \(difference)", sourceLocation: sourceLocation)
    }
  }

  /// Where `actual` first differs from `expected`, line by line, or nil when they are equal.
  package static func firstDifference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    return """
      differs at line \(line + 1):
        golden: \(line < e.count ? String(e[line]) : "<end>")
        now:    \(line < a.count ? String(a[line]) : "<end>")
      """
  }
}
