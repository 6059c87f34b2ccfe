import CatalogModel
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing

@testable import CatalogStorage

/// The compiled form of a scenario (`CompiledScenario`), which the catalog stores beside the
/// source so replays need not parse YAML again.
@Suite(.tags(.small))
struct CompiledScenarioTests {
  static let fixtureFiles = CatalogTestSupport.fixtureFiles(where: ScenarioFile.isScenarioFileName)

  /// The golden bytes of the every-key scenario under the current format version. A change to
  /// the encoding changes these bytes: the test then fails until `formatVersion` is bumped (which
  /// names a new golden file, recorded with `RECORD_GOLDEN=1`), so stored blobs of the old
  /// encoding are never misread as the new one.
  static var golden: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/compiled-scenario.v\(CompiledScenario.formatVersion).hex")
  }

  @Test(arguments: fixtureFiles)
  func everyFixtureRoundTripsThroughTheCompiledForm(file: String) throws {
    let scenario = try ScenarioFile.load(contentsOf: fixturesFolder.appendingPathComponent(file).path).scenario
    let decoded = try #require(CompiledScenario.decode(CompiledScenario.encode(scenario)))
    #expect(decoded == scenario)
  }

  /// Every key and step of the format survives the compiled form.
  @Test func everyKeyRoundTripsThroughTheCompiledForm() throws {
    let scenario = try ScenarioFile.parse(ScenarioTexts.everyKey, path: "every-key.yaml").scenario
    #expect(CompiledScenario.encode(scenario)[4] == CompiledScenario.formatVersion)
    #expect(CompiledScenario.decode(CompiledScenario.encode(scenario)) == scenario)
  }

  @Test func theEncodingChangesOnlyWithAVersionBump() throws {
    let scenario = try ScenarioFile.parse(ScenarioTexts.everyKey, path: "every-key.yaml").scenario
    let hex = CompiledScenario.encode(scenario).map { String($0, radix: 16).leftPadded(2) }.joined()
    // Sixty-four bytes a line, so a change shows where it is.
    let lines = stride(from: 0, to: hex.count, by: 128).map { start -> String in
      let from = hex.index(hex.startIndex, offsetBy: start)
      return String(hex[from..<(hex.index(from, offsetBy: 128, limitedBy: hex.endIndex) ?? hex.endIndex)])
    }
    try Golden.expect(lines.joined(separator: "\n") + "\n", equals: Self.golden)
  }

  @Test func everyStepKindIsInTheGoldenScenario() throws {
    let scenario = try ScenarioFile.parse(ScenarioTexts.everyKey, path: "every-key.yaml").scenario
    #expect(Set(scenario.steps.map(\.action.kind)) == Set(StepKind.allCases))
  }

  @Test func damagedOrForeignBlobsAreRefusedWithoutCrashing() throws {
    let scenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("mail-compose-sheet.yaml").path
    ).scenario
    let bytes = CompiledScenario.encode(scenario)
    for length in 0..<bytes.count {
      #expect(CompiledScenario.decode(Array(bytes.prefix(length))) == nil)
    }
    var otherVersion = bytes
    otherVersion[4] &+= 1
    #expect(CompiledScenario.decode(otherVersion) == nil)
    var flipped = bytes
    for index in stride(from: 5, to: flipped.count, by: 7) {
      flipped[index] ^= 0xFF
      _ = CompiledScenario.decode(flipped)  // may decode or not, but never traps
      flipped[index] ^= 0xFF
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
