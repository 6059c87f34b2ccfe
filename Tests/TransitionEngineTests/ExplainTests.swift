import CatalogModel
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Issue 12 item 4: the engine names the behaviour rule behind every event it emits.
@Suite(.tags(.small))
struct ExplainTests {
  /// Every event of every fixture, under every profile that replays it, has a rule, and
  /// explaining changes nothing in the timeline.
  @Test(arguments: FixtureInvariantTests.fixtureFiles)
  func everyEventOfEveryFixtureHasARule(file: String) throws {
    let scenario = try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent(file).path).scenario
    for profile in EngineProfile.all {
      let engine = TransitionEngine(profile: profile)
      guard engine.diagnostics(for: scenario).isEmpty else { continue }
      let (timeline, rules) = engine.explain(scenario)
      #expect(rules.count == timeline.count, "\(file) under \(profile.name)")
      #expect(timeline.canonicalText() == engine.run(scenario).canonicalText(), "\(file) under \(profile.name)")
      var lines = CanonicalRenderer(timeline)
      for (index, rule) in rules.enumerated() where rule == .unattributed {
        Issue.record("\(file) under \(profile.name): event \(index) has no rule: \(lines.line(index))")
      }
    }
  }

  @Test func aPresentationNamesItsPhases() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("dimming-presentation.yaml").path
    ).scenario
    let (timeline, rules) = TransitionEngine(profile: .uikit17).explain(scenario)
    var lines = CanonicalRenderer(timeline)
    let named = timeline.events.indices.map { (lines.line($0).trimmingCharacters(in: .whitespaces), rules[$0].id) }
    func rule(of text: String) -> String? { named.first { $0.0.hasSuffix(text) }?.1 }
    #expect(rule(of: "yellow.present(red, animated: true)") == "2.1")
    #expect(rule(of: "pc:red.presentationTransitionWillBegin()") == "2.2")
    #expect(rule(of: "context:red.completeTransition(true)") == "2.4")
    #expect(rule(of: "pc:red.presentationTransitionDidEnd(true)") == "2.4")
    #expect(rule(of: "red.dismiss(animated: true)") == "3.1")
    #expect(rule(of: "pc:red.dismissalTransitionWillBegin()") == "3.2")
    #expect(rule(of: "pc:red.dismissalTransitionDidEnd(true)") == "3.3")
  }

  /// Each rule's id, title and page are those of its heading in the rule book, and its link's
  /// anchor exists there.
  @Test func everyRuleMatchesItsHeadingInTheRuleBook() throws {
    let anchors = try RuleBookTests.anchors()
    for rule in BehaviourRule.allCases where rule != .unattributed {
      let page = RuleBookTests.rules.appendingPathComponent(rule.page)
      let text = try String(contentsOf: page, encoding: .utf8)
      #expect(text.contains("\n## Rule \(rule.id) \(rule.title)\n"), "\(rule.id) in \(rule.page)")
      #expect(anchors[rule.page]?.contains("rule-\(rule.id)") == true, "\(rule.link)")
    }
    // And every rule heading of the book has its case.
    let headings = try FileManager.default.contentsOfDirectory(atPath: RuleBookTests.rules.path)
      .filter { $0.hasSuffix(".md") }
      .flatMap { page in
        try String(contentsOf: RuleBookTests.rules.appendingPathComponent(page), encoding: .utf8)
          .split(separator: "\n").filter { $0.hasPrefix("## Rule ") }
      }
    #expect(headings.count == BehaviourRule.allCases.count - 1)
  }
}
