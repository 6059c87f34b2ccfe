import CatalogModel
import ScenarioFile
import TransitionEngine

/// The engine's fuzz target: any valid scenario under every profile. The bytes are the choices of
/// `GeneratedScenario` (one byte each), so every input is a valid scenario — a hierarchy, styles,
/// delegates and a sequence of steps — and a coverage-guided fuzzer mutates choices rather than
/// text. Every profile that can replay the scenario must replay it the same way twice and keep
/// every invariant (rule book section 16).
enum EngineTarget {
  static let engines = EngineProfile.all.map { TransitionEngine(profile: $0) }

  /// The most choices read: a longer input repeats what its first bytes already chose.
  static let maximumChoices = 4096

  static func run(_ bytes: [UInt8]) -> FuzzFinding? {
    let scenario = GeneratedScenario(bytes.prefix(maximumChoices).map(Int.init))
    return check(scenario)
  }

  /// The broken promise of `scenario` under any profile, if there is one.
  static func check(_ scenario: GeneratedScenario) -> FuzzFinding? {
    let parsed: Scenario
    do {
      parsed = try ScenarioFile.parse(scenario.yaml, path: "generated.yaml").scenario
    } catch {
      return FuzzFinding(
        target: .engine, message: "the generator wrote an invalid scenario: \(error)\n\(scenario.yaml)")
    }
    for engine in engines where engine.diagnostics(for: parsed).isEmpty {
      let name = engine.profile.name
      let violations = engine.invariantViolations(parsed)
      if !violations.isEmpty {
        let list = violations.prefix(5).map(\.description).joined(separator: "\n")
        return FuzzFinding(target: .engine, message: "\(name) breaks invariants:\n\(list)\n\(scenario.yaml)")
      }
      if engine.run(parsed) != engine.run(parsed) {
        return FuzzFinding(
          target: .engine, message: "\(name) replays the scenario differently the second time\n\(scenario.yaml)")
      }
    }
    return nil
  }
}
