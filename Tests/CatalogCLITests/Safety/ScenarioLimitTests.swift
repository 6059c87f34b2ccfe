import CatalogTestSupport
import Foundation
import Testing

/// Issue 24 item 3: what one scenario may make is bounded (Docs/scenario-format.md "Limits"). A
/// 4 MB file of 95,000 present/dismiss pairs used to replay under `--profile all` into 2 GB of
/// timelines; now a scenario has at most 10,000 steps and a timeline at most 200,000 events, and
/// beyond either the command exits 2 naming the file, the place and the limit. Each run here is
/// killed after a generous timeout, which fails its test rather than timing it.
@Suite(.tags(.large))
struct ScenarioLimitTests {
  /// A scenario of `count` steps alternating `A` presenting `B` and `B` dismissed, one per line.
  static func pairs(_ count: Int) -> String {
    var text = "name: pairs\nwindow: A\ncontrollers:\n  A: {}\n  B: {}\nsteps:\n"
    text.reserveCapacity(count * 22 + 64)
    for index in 0..<count {
      text += index.isMultiple(of: 2) ? "  - {present: B, from: A}\n" : "  - {dismiss: B}\n"
    }
    return text
  }

  /// The interactive-present fixture with `steps` gestures of 10,000 frames, each cancelled.
  static func gestures(_ steps: Int) throws -> String {
    let text = try String(
      contentsOf: fixturesFolder.appendingPathComponent("interactive-present-cancelled.yaml"), encoding: .utf8)
    let head = try #require(text.components(separatedBy: "steps:\n").first)
    let frames = (0..<10_000).map { String(format: "%.3f", Double($0 % 1000) / 1000) }.joined(separator: ", ")
    var out = head.replacingOccurrences(of: "name: interactive-present-cancelled", with: "name: gestures") + "steps:\n"
    for _ in 0..<steps {
      out += "  - interactivePresent: drawer\n    from: main\n    progress: [\(frames)]\n    release: cancel\n"
    }
    return out
  }

  @Test func aFourMegabyteScenarioOfPresentDismissPairsIsRefusedAtItsSteps() throws {
    let folder = try TemporaryFolder()
    let text = Self.pairs(190_000)
    #expect(text.utf8.count > 4_000_000 && text.utf8.count <= 4 * 1024 * 1024)
    try folder.write("pairs.yaml", text)
    for arguments in [["run", "pairs.yaml", "--profile", "all"], ["add", "pairs.yaml"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 60)
      #expect(!result.wasSignaled, "killed after 60 s: \(arguments)")
      #expect(result.exitCode == 2, "\(arguments): \(result.stderr.prefix(500))")
      #expect(
        result.stderr.hasPrefix(
          "pairs.yaml:7:3: error: 'steps' has 190000 steps; a scenario has at most 10000 (Docs/scenario-format.md, 'Limits')"
        ), "\(result.stderr.prefix(500))")
      #expect(result.stdout.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/catalog.sqlite"))
  }

  @Test func aScenarioOfTheMostStepsReplaysAndOneMoreIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("most.yaml", Self.pairs(10_000))
    try folder.write("more.yaml", Self.pairs(10_001).replacingOccurrences(of: "name: pairs", with: "name: more"))
    let most = try CatalogProcess.run(["run", "most.yaml", "--format", "jsonl"], in: folder.path, timeout: 60)
    #expect(most.exitCode == 0, "\(most.stderr.prefix(500))")
    #expect(most.stdout.components(separatedBy: "\"call\": \"present(_:animated:completion:)\"").count - 1 == 5_000)
    let more = try CatalogProcess.run(["run", "more.yaml"], in: folder.path, timeout: 60)
    #expect(more.exitCode == 2)
    #expect(more.stderr.contains("more.yaml:7:3: error: 'steps' has 10001 steps; a scenario has at most 10000"))
  }

  @Test func aTimelinePastTheEventLimitIsRefusedAtTheStepItReached() throws {
    let folder = try TemporaryFolder()
    // Twenty-five gestures of 10,000 frames: each makes a little more than 10,000 events, so the
    // twentieth passes 200,000.
    try folder.write("gestures.yaml", try Self.gestures(25))
    let expected =
      "gestures.yaml:96:5: error: under uikit-17 step 20 makes the timeline longer than 200000 events, "
      + "the most a timeline may have (Docs/scenario-format.md, 'Limits')"

    let file = try CatalogProcess.run(["run", "gestures.yaml"], in: folder.path, timeout: 120)
    #expect(file.exitCode == 2, "\(file.stderr.prefix(500))")
    #expect(file.stderr.hasPrefix(expected), "\(file.stderr.prefix(500))")
    #expect(file.stdout.isEmpty)

    for arguments in [["diff", "gestures.yaml", "--profile", "uikit-17", "--against", "uikit-13"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path, timeout: 120)
      #expect(result.exitCode == 2, "\(arguments): \(result.stderr.prefix(500))")
      #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr.prefix(500))")
    }

    // Stored: the run is recorded as invalid with the same message, and the command exits 2.
    let add = try CatalogProcess.run(["add", "gestures.yaml"], in: folder.path, timeout: 120)
    #expect(add.exitCode == 0, "\(add.stderr)")
    let stored = try CatalogProcess.run(["run", "--all"], in: folder.path, timeout: 120)
    #expect(stored.exitCode == 2, "\(stored)")
    #expect(stored.stdout.contains("invalid"))
    #expect(stored.stdout.contains(String(expected.dropFirst("gestures.yaml:96:5: error: ".count))))
    let check = try CatalogProcess.run(["check", "--all"], in: folder.path, timeout: 120)
    #expect(check.exitCode == 1, "\(check)")
    #expect(check.stdout.contains("the stored scenario is invalid: \(expected)"), "\(check.stdout)")
  }
}
