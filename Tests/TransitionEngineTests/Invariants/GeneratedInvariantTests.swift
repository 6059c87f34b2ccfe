import CatalogFuzzTargets
import CatalogModel
import CatalogTestSupport
import Foundation
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
      let timeline = engine.run(scenario)
      let text = timeline.canonicalText()
      if text != engine.run(scenario).canonicalText() {
        found.append("\(profile.name): two replays differ")
      }
      // Identity: the timeline read back from its text has the same digest form (what the
      // catalog hashes), so a baseline file compares equal to the replay it was written from.
      if (try? Timeline(canonicalText: text).digestForm()) != timeline.digestForm() {
        found.append("\(profile.name): the timeline read back from its text has another digest form")
      }
    }
    return found
  }

  /// 500 scenarios by default (about a second); `PROPERTY_COUNT=20000` for a longer search.
  static let count = ProcessInfo.processInfo.environment["PROPERTY_COUNT"].flatMap { Int($0) } ?? 500

  @Test func generatedScenariosKeepTheInvariants() async {
    await propertyCheck(count: Self.count, input: Gen.int(in: 0...999).array(of: 10...60)) { choices in
      let scenario = GeneratedScenario(choices)
      do {
        let found = try Self.violations(scenario.yaml)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))\n\(scenario.yaml)")
      } catch {
        Issue.record("the generator wrote an invalid scenario: \(error)\n\(scenario.yaml)")
      }
    }
  }

  /// The generated scenarios include every container step of rule book section 18, so the
  /// property test and the fuzz target search them too (issue 25 item 5).
  @Test func generatedScenariosIncludeEveryContainerStep() throws {
    var state: UInt64 = 25
    var found: Set<String> = []
    var withContainerSteps = 0
    for _ in 0..<2_000 {
      let choices = (0..<60).map { _ -> Int in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33) % 1_000
      }
      let yaml = GeneratedScenario(choices).yaml
      let steps = yaml.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  - ") else { return nil }
        return String(line.dropFirst(4).prefix { $0 != ":" })
      }
      let container = steps.filter {
        ["push", "pop", "popTo", "popToRoot", "setViewControllers", "select", "swipeBack"].contains($0)
      }
      if !container.isEmpty { withContainerSteps += 1 }
      found.formUnion(container)
      if yaml.contains("during: S") { found.insert("during") }
    }
    #expect(found == ["push", "pop", "popTo", "popToRoot", "setViewControllers", "select", "swipeBack", "during"])
    #expect(withContainerSteps > 500, "\(withContainerSteps) of 2,000 scenarios have container steps")
  }

  /// Cases the property test found and shrank, kept so they stay fixed.
  @Test(arguments: [
    // A controller presenting itself inside its own viewDidAppear: UIKit raises, and the rest of
    // the callback that was running must not be recorded after the exception (rule 16.5).
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 3, 487, 7],
    // A sheet that adapts to full screen in a navigation wrapper after a trait change: the wrapped
    // controller stays on screen and must not appear a second time (rule 8.5).
    [
      0, 0, 257, 0, 0, 0, 0, 0, 100, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0,
      803,
      15, 13, 0, 0, 0, 0, 47,
    ],
    // The same with an interactively presented popover on iPad.
    [31, 0, 184, 0, 0, 0, 0, 0, 6, 0, 34, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 46, 92, 0, 0, 173, 0],
    // A wrapped popover covered by a full-screen presentation adapts back when the traits change:
    // nothing of it is on screen, so nothing appears or disappears.
    [
      0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 88, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 63, 0, 0, 5, 0, 329, 0, 0, 0, 0,
      582, 0,
      0, 537, 3,
    ],
    [
      0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 142, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 129, 0, 0, 3, 0,
      0, 0,
      0, 179, 3, 0, 262, 0, 719, 7,
    ],
    // The wrapped sheet presented another controller before it adapted back: that presentation
    // moves to the unwrapped controller, so the trait change and the dismissal still reach it.
    [
      0, 0, 713, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 370, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 0, 119, 0,
      0, 0,
      0, 498, 0, 0, 607, 3, 0, 143,
    ],
    // A child presented over in its own context (currentContext), then its container presents full
    // screen: the covered child is not on screen and must not disappear a second time.
    [
      0, 370, 3, 70, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 329, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 140, 0, 16, 596, 0, 0,
    ],
  ])
  func shrunkFailuresStayFixed(choices: [Int]) throws {
    let scenario = GeneratedScenario(choices, steps: .classic)
    #expect(try Self.violations(scenario.yaml).isEmpty, "\(scenario.yaml)")
  }
}
