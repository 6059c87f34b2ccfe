import CatalogTestSupport
import Foundation
import Testing

/// Issue 12 item 4 through the built binary: `catalog explain`.
@Suite(.tags(.medium))
struct ExplainCommandTests {
  @Test func everyEventIsFollowedByItsRuleAndTheRulesAreListed() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation"])
    let explained = try CatalogProcess.run(["explain", "dimming-presentation.yaml"], in: folder.path)
    #expect(explained.exitCode == 0, "\(explained)")
    let lines = explained.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasSuffix("yellow.present(red, animated: true)") })
    #expect(lines[start + 1] == "          rule 2.1  Phase A: inside `present`")
    let willBegin = try #require(lines.firstIndex { $0.hasSuffix("pc:red.presentationTransitionWillBegin()") })
    #expect(lines[willBegin + 1] == "          rule 2.2  Phase B: the deferred start")
    #expect(explained.stdout.contains("  rule 2.2    Docs/rules/02-presentation.md#rule-2.2\n"), "\(explained)")
    #expect(!explained.stdout.contains("rule ?"), "\(explained)")

    let one = try CatalogProcess.run(
      ["explain", "dimming-presentation.yaml", "--profile", "uikit-8", "--event", "0", "--format", "json"],
      in: folder.path)
    #expect(one.exitCode == 0, "\(one)")
    #expect(one.stdout.contains("\"rule\": \"2.1\""), "\(one)")
    #expect(one.stdout.contains("\"profile\": \"uikit-8\""), "\(one)")

    let outside = try CatalogProcess.run(["explain", "dimming-presentation.yaml", "--event", "999"], in: folder.path)
    #expect(outside.exitCode == 2, "\(outside)")
    #expect(outside.stderr.contains("has events 0 to"), "\(outside)")
    let several = try CatalogProcess.run(["explain", "dimming-presentation.yaml", "--profile", "all"], in: folder.path)
    #expect(several.exitCode == 64, "\(several)")
  }
}
