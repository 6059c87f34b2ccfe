import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 8: gesture frames cost linear time and are bounded. 200 000 `progress` values used
/// to take about 39 s per profile (each frame was inserted into a sorted array); now a step has at
/// most 10 000 frames, and a file with more is refused at once (each run here is killed after
/// 20 s, which fails the test).
@Suite(.tags(.medium))
struct GestureFrameTests {
  /// The interactive-present fixture with `count` progress values.
  private func scenario(frames count: Int) throws -> String {
    let text = try String(
      contentsOf: fixturesFolder.appendingPathComponent("interactive-present-cancelled.yaml"), encoding: .utf8)
    let values = (0..<count).map { String(format: "%.3f", Double($0 % 1000) / 1000) }.joined(separator: ", ")
    let replaced = text.replacingOccurrences(of: "[0.1, 0.2, 0.3, 0.35]", with: "[\(values)]")
    try #require(replaced != text)
    return replaced
  }

  @Test func aGestureOfTooManyFramesIsRefusedAtOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write("big.yaml", try scenario(frames: 200_000))
    for arguments in [["run", "big.yaml", "--profile", "all"], ["add", "big.yaml"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 20)
      #expect(!result.wasSignaled, "killed after 20 s: \(arguments)")
      #expect(result.exitCode == 2, "\(result)")
      #expect(
        result.stderr.contains(
          "big.yaml:22:15: error: 'progress' in step 1 has 200000 values; a gesture has at most 10000 frames"),
        "\(result.stderr.prefix(500))")
    }
  }

  @Test func theLargestGestureReplaysUnderEveryProfile() throws {
    let folder = try TemporaryFolder()
    try folder.write("big.yaml", try scenario(frames: 10_000))
    let result = try CatalogProcess.run(
      ["run", "big.yaml", "--profile", "all", "--format", "jsonl"], in: folder.path, timeout: 20)
    #expect(!result.wasSignaled, "killed after 20 s")
    #expect(result.exitCode == 0, "\(result.stderr)")
    let updates = result.stdout.split(separator: "\n").filter { $0.contains("\"call\": \"update(_:)\"") }
    // One update(_:) per frame under each of the four profiles.
    #expect(updates.count == 4 * 10_000)
  }
}
