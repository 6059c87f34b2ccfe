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
    // Each event after its number (issue 26), its rule under it.
    #expect(lines[start].hasPrefix("#0 "), "\(explained)")
    #expect(lines[start + 1] == "              rule 2.1  Phase A: inside `present`")
    let willBegin = try #require(lines.firstIndex { $0.hasSuffix("pc:red.presentationTransitionWillBegin()") })
    #expect(lines[willBegin + 1] == "              rule 2.2  Phase B: the deferred start")
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

  /// `--event N`: the chain of rules, the step, and the scenario's settings behind one event.
  @Test func oneEventWithWhatLedToIt() throws {
    let folder = try TemporaryFolder(fixtures: ["ios13-default-style"])
    let explained = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--profile", "uikit-13", "--event", "3"], in: folder.path)
    #expect(explained.exitCode == 0, "\(explained)")
    let text = explained.stdout
    #expect(text.contains("what led to event 3\n#3    0.000  detail.viewWillAppear(true)\n"), "\(text)")
    #expect(text.contains("rule 2.2  Phase B: the deferred start\n"), "\(text)")
    #expect(text.contains("in the work of step 1 (line "), "\(text)")
    #expect(
      text.contains(
        "'detail' has modalPresentationStyle automatic (not set in the scenario: the default); uikit-13 resolves automatic to pageSheet"
      ), "\(text)")
    #expect(text.contains("profile     uikit-13 (iOS 13–16), rules "), "\(text)")
    let json = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--profile", "uikit-13", "--event", "3", "--format", "json"],
      in: folder.path)
    #expect(json.stdout.contains("\"decisions\""), "\(json)")
    #expect(json.stdout.contains("\"chain\""), "\(json)")
  }

  /// `--why-not`: the example. Under uikit-13 the default style is a page sheet, which
  /// keeps its presenter (rule 7.1): no `viewWillDisappear` on `nav`.
  @Test func whyACallbackDidNotHappen() throws {
    let folder = try TemporaryFolder(fixtures: ["ios13-default-style"])
    let answer = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--profile", "uikit-13", "--why-not", "nav.viewWillDisappear"],
      in: folder.path)
    #expect(answer.exitCode == 0, "\(answer)")
    #expect(
      answer.stdout.contains("no nav.viewWillDisappear(_:) where event 3 is: rule 7.1  Which presentations are sheets"),
      "\(answer)")
    #expect(answer.stdout.contains("style pageSheet under uikit-13: sheets keep the presenter"), "\(answer)")
    #expect(answer.stdout.contains("uikit-13 resolves automatic to pageSheet"), "\(answer)")
    #expect(answer.stdout.contains("Docs/rules/07-sheets.md#rule-7.1"), "\(answer)")

    // Under uikit-8 it happens: the answer lists where.
    let happens = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--profile", "uikit-8", "--why-not", "nav.viewWillDisappear(true)"],
      in: folder.path)
    // A call with its arguments names its member in full (issue 26).
    #expect(happens.stdout.contains("nav.viewWillDisappear(_:) does happen under uikit-8:\n  event 3"), "\(happens)")

    // Rule 14.4: from iOS 13 a controller's first traits are predicted, not announced.
    let traits = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--profile", "uikit-13", "--why-not", "detail.traitCollectionDidChange"],
      in: folder.path)
    #expect(traits.stdout.contains("rule 14.4"), "\(traits)")
    #expect(
      traits.stdout.contains("from iOS 13 UIKit predicts them, so uikit-13 sends no traitCollectionDidChange(nil)"),
      "\(traits)")

    // Nothing withheld it and nothing makes it here: the profiles that make it are named.
    try folder.copyFixtures(["dimming-presentation"])
    let elsewhere = try CatalogProcess.run(
      [
        "explain", "dimming-presentation.yaml", "--profile", "uikit-7", "--why-not",
        "pc:red.presentationTransitionWillBegin",
      ],
      in: folder.path)
    #expect(
      elsewhere.stdout.contains("No rule withheld pc:red.presentationTransitionWillBegin under uikit-7"), "\(elsewhere)"
    )
    #expect(elsewhere.stdout.contains("  uikit-8 event "), "\(elsewhere)")

    let unknown = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--why-not", "nav.viewWillDisapear"], in: folder.path)
    #expect(unknown.exitCode == 2, "\(unknown)")
    #expect(unknown.stderr.contains("did you mean 'nav.viewWillDisappear'?"), "\(unknown)")
    let both = try CatalogProcess.run(
      ["explain", "ios13-default-style.yaml", "--event", "1", "--why-not", "nav.viewWillDisappear"], in: folder.path)
    #expect(both.exitCode == 64, "\(both)")
  }

  /// The help names what explain takes: one profile, text or JSON.
  @Test func theHelpSaysWhatExplainTakes() throws {
    let folder = try TemporaryFolder()
    let help = try CatalogProcess.run(["explain", "--help"], in: folder.path)
    #expect(!help.stdout.contains("'all'"), "\(help)")
    #expect(!help.stdout.contains("jsonl"), "\(help)")
    #expect(help.stdout.contains("--why-not"), "\(help)")
  }
}
