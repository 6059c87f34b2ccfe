import CatalogModel
import Foundation
import Testing

@testable import ScenarioFile

/// The compiled form of a scenario (`Scenario.compiled()`), which the catalog stores beside the
/// source so replays need not parse YAML again.
struct CompiledScenarioTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures")

  static let fixtureFiles: [String] =
    (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path))?
    .filter(ScenarioFile.hasScenarioExtension).sorted() ?? []

  @Test(arguments: fixtureFiles)
  func everyFixtureRoundTripsThroughTheCompiledForm(file: String) throws {
    let scenario = try ScenarioFile.load(contentsOf: Self.fixtures.appendingPathComponent(file).path).scenario
    let decoded = try #require(Scenario(compiled: scenario.compiled()))
    #expect(decoded == scenario)
  }

  /// Every key and step of the format, including the `detent` step and the iOS 15 delegate
  /// members (compiled form version 2), survives the compiled form.
  @Test func everyKeyRoundTripsThroughTheCompiledForm() throws {
    let scenario = try ScenarioFile.parse(CompleteScenarioTests.yaml, path: "every-key.yaml")
      .scenario
    #expect(scenario.compiled()[4] == Scenario.compiledFormatVersion)
    #expect(Scenario(compiled: scenario.compiled()) == scenario)
  }

  @Test func damagedOrForeignBlobsAreRefusedWithoutCrashing() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: Self.fixtures.appendingPathComponent("mail-compose-sheet.yaml").path
    ).scenario
    let bytes = scenario.compiled()
    for length in 0..<bytes.count {
      #expect(Scenario(compiled: Array(bytes.prefix(length))) == nil)
    }
    var otherVersion = bytes
    otherVersion[4] &+= 1
    #expect(Scenario(compiled: otherVersion) == nil)
    var flipped = bytes
    for index in stride(from: 5, to: flipped.count, by: 7) {
      flipped[index] ^= 0xFF
      _ = Scenario(compiled: flipped)  // may decode or not, but never traps
      flipped[index] ^= 0xFF
    }
  }
}
