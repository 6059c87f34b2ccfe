import CatalogModel
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Every fixture keeps every invariant (Docs/rules/16-invariants.md) under every profile that
/// replays it.
@Suite(.tags(.small))
struct FixtureInvariantTests {
  static let fixtureFiles = CatalogTestSupport.fixtureFiles(where: ScenarioFile.isScenarioFileName)

  @Test(arguments: fixtureFiles)
  func everyFixtureKeepsTheInvariants(file: String) throws {
    let scenario = try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent(file).path).scenario
    for profile in EngineProfile.all {
      let engine = TransitionEngine(profile: profile)
      guard engine.diagnostics(for: scenario).isEmpty else { continue }
      let violations = engine.invariantViolations(scenario)
      #expect(
        violations.isEmpty, "\(file) under \(profile.name): \(violations.map(\.description).joined(separator: "; "))")
    }
  }
}
