import CatalogFuzzTargets
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

  /// The members of rule book section 18's events.
  static let containerMembers: Set<Member> = [
    .pushViewController, .popViewController, .popToViewController, .popToRootViewController, .setViewControllers,
    .selectedIndex, .selectedViewController, .willMoveToParent, .didMoveToParent, .navigationAnimationController,
    .navigationInteractionController, .navigationWillShow, .navigationDidShow, .tabShouldSelect, .tabDidSelect,
    .tabAnimationController, .tabInteractionController,
  ]

  /// Issue 25 item 5: every container event of the fixtures and of generated scenarios with
  /// container steps names a rule, and the containers' own calls and callbacks name one of
  /// section 18 (rules 18.1–18.22); the appearance callbacks they cause keep their own rules.
  @Test func everyContainerEventNamesARuleOfSection18() throws {
    var scenarios = try FixtureInvariantTests.fixtureFiles.map {
      try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent($0).path).scenario
    }
    var state: UInt64 = 18
    for _ in 0..<300 {
      let choices = (0..<60).map { _ -> Int in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33) % 1_000
      }
      scenarios.append(try ScenarioFile.parse(GeneratedScenario(choices).yaml, path: "generated.yaml").scenario)
    }
    var members: Set<Member> = []
    for scenario in scenarios {
      for profile in EngineProfile.all {
        let engine = TransitionEngine(profile: profile)
        guard engine.diagnostics(for: scenario).isEmpty else { continue }
        let (timeline, rules) = engine.explain(scenario)
        var lines = CanonicalRenderer(timeline)
        for (index, event) in timeline.events.enumerated() {
          let raw = event.call.raw
          guard raw < UInt32(Member.allCases.count), let member = Member(rawValue: UInt16(raw)) else { continue }
          if rules[index] == .unattributed {
            Issue.record("\(scenario.name) under \(profile.name): event \(index) has no rule: \(lines.line(index))")
          }
          guard Self.containerMembers.contains(member) else { continue }
          members.insert(member)
          #expect(
            rules[index].id.hasPrefix("18."),
            "\(scenario.name) under \(profile.name): \(lines.line(index)) names rule \(rules[index].id)")
        }
      }
    }
    // Every container member but the inspect-only ones and the tab interaction question occurs.
    #expect(members.isSuperset(of: Self.containerMembers.subtracting([.tabInteractionController])), "\(members)")
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

  /// The chain of a Phase B callback is rule 2.2 alone; a callback a rule makes inside another
  /// (`viewIsAppearing` right after `viewWillAppear`) has both; the decisions behind an event of
  /// a presentation name the scenario's style and where it was set.
  @Test func eventsKnowTheirChainStepAndDecisions() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("dimming-presentation.yaml").path
    ).scenario
    let (timeline, explanation) = TransitionEngine(profile: .uikit17).explanation(of: scenario)
    var lines = CanonicalRenderer(timeline)
    func index(of text: String) throws -> Int {
      try #require(timeline.events.indices.first { lines.line($0).hasSuffix(text) })
    }
    let willBegin = explanation.causes[try index(of: "pc:red.presentationTransitionWillBegin()")]
    #expect(willBegin.chain == [.rule2Dot2])
    #expect(willBegin.step == 0)
    let decisions = explanation.decisions(for: willBegin).map(\.text)
    #expect(decisions.contains { $0.hasPrefix("'red' has modalPresentationStyle custom (line ") }, "\(decisions)")
    #expect(decisions.contains { $0.contains("the transitioning delegate 'dimmer'") }, "\(decisions)")
    let appearing = explanation.causes[try index(of: "red.viewIsAppearing(true)")]
    #expect(appearing.chain == [.rule2Dot2, .rule13Dot1])
    let dismissing = explanation.causes[try index(of: "pc:red.dismissalTransitionWillBegin()")]
    #expect(dismissing.chain == [.rule3Dot2] && dismissing.step == 2)
    // Decisions of the dismissal's step do not bear on the presentation's events.
    #expect(!decisions.contains { $0.hasPrefix("dismisses") }, "\(decisions)")
  }

  /// Rule 7.1: under uikit-13 the default style is a card sheet, and the sheet keeps its
  /// presenter: the engine records that it withheld the presenter's appearance callbacks, and
  /// why; under uikit-8 (full screen) it withholds nothing of the kind.
  @Test func aSheetWithholdsThePresentersAppearanceCallbacks() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("ios13-default-style.yaml").path
    ).scenario
    let (_, sheet) = TransitionEngine(profile: .uikit13).explanation(of: scenario)
    let withheld = sheet.omissions.filter { $0.receiver == "nav" && $0.member == .viewWillDisappear }
    #expect(withheld.count == 1)
    #expect(withheld.first?.rule == .rule7Dot1)
    #expect(withheld.first?.reason.contains("style pageSheet under uikit-13: sheets keep the presenter") == true)
    let behind = withheld.first.map { sheet.decisions(for: $0).map(\.text) } ?? []
    #expect(behind.contains { $0.contains("uikit-13 resolves automatic to pageSheet") }, "\(behind)")
    #expect(sheet.omissions.contains { $0.receiver == "list" && $0.member == .viewDidAppear })
    let (_, fullScreen) = TransitionEngine(profile: .uikit8).explanation(of: scenario)
    #expect(!fullScreen.omissions.contains { $0.receiver == "nav" && $0.member == .viewWillDisappear })
    #expect(fullScreen.omissions.contains { $0.member == .viewIsAppearing && $0.rule == .rule13Dot1 })
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
