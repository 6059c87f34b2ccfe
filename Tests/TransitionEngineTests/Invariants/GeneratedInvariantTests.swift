import CatalogModel
import CatalogTestSupport
import PropertyBased
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Generated scenarios — random hierarchies, styles, delegates and step sequences — keep every
/// invariant under every profile that replays them, replay deterministically, and never crash. A
/// failing case is shrunk by PropertyBased to a short choice list; keep it below as a regression.
@Suite(.tags(.medium))
struct GeneratedInvariantTests {
  /// Every profile that can replay `scenario`, with the violations found under it.
  static func violations(_ yaml: String) throws -> [String] {
    let scenario = try ScenarioFile.parse(yaml, path: "generated.yaml").scenario
    var found: [String] = []
    for profile in EngineProfile.all {
      let engine = TransitionEngine(profile: profile)
      guard engine.diagnostics(for: scenario).isEmpty else { continue }
      found += engine.invariantViolations(scenario).map { "\(profile.name): \($0)" }
      // Determinism: the same scenario always gives the same timeline.
      if engine.run(scenario).canonicalText() != engine.run(scenario).canonicalText() {
        found.append("\(profile.name): two replays differ")
      }
    }
    return found
  }

  @Test func generatedScenariosKeepTheInvariants() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 10...60)) { choices in
      let scenario = GeneratedScenario(choices)
      do {
        let found = try Self.violations(scenario.yaml)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))\n\(scenario.yaml)")
      } catch {
        Issue.record("the generator wrote an invalid scenario: \(error)\n\(scenario.yaml)")
      }
    }
  }

  /// Cases the property test found and shrank, kept so they stay fixed.
  @Test(arguments: [[Int]]())
  func shrunkFailuresStayFixed(choices: [Int]) throws {
    let scenario = GeneratedScenario(choices)
    #expect(try Self.violations(scenario.yaml).isEmpty, "\(scenario.yaml)")
  }
}
