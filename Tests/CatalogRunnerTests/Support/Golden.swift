import Foundation
import Testing

/// The golden files of these tests, beside them in `Golden/`.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Golden")

/// Expects `text` to equal the golden file `name`; `RECORD_GOLDEN=1` (never under CI) rewrites it.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = goldenFolder.appendingPathComponent(name)
  let environment = ProcessInfo.processInfo.environment
  if environment["RECORD_GOLDEN"] == "1" && environment["CI"] == nil {
    try text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("no golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
    return
  }
  if text != expected {
    let a = text.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    Issue.record(
      """
      \(name) differs at line \(line + 1):
        golden: \(line < e.count ? String(e[line]) : "<end>")
        now:    \(line < a.count ? String(a[line]) : "<end>")
      """, sourceLocation: sourceLocation)
  }
}
