import CatalogModel
import CatalogTestSupport
import Foundation
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Golden timelines: every fixture, under every profile that supports it, replays to exactly the
/// baseline file beside it (`fixtures/<name>.<profile>.timeline`); a profile that refuses the
/// fixture has no baseline file.
///
/// Baselines are normally accepted with the catalog (`catalog check fixtures --accept`).
/// `RECORD_GOLDEN=1 swift test --filter FixtureGoldenTests` rewrites them from the engine directly
/// (the one record switch of every golden file, `Golden.isRecording`); never when `CI` is set.
@Suite("Fixture golden timelines")
struct FixtureGoldenTests {
  static let fixtures: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures")

  static let scenarioFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter(ScenarioFile.isScenarioFileName).sorted()
  }()

  @Test func thereAreAtLeastTwentyFixtures() {
    #expect(Self.scenarioFiles.count >= 20)
  }

  @Test(arguments: scenarioFiles)
  func fixtureMatchesItsBaselines(file: String) throws {
    let loaded = try ScenarioFile.load(contentsOf: Self.fixtures.appendingPathComponent(file).path)
    let name = loaded.scenario.name
    #expect(file.hasPrefix(name + "."), "the file name should be the scenario's name")
    var supported = 0
    for profile in EngineProfile.all {
      let engine = TransitionEngine(profile: profile)
      let baseline = Self.fixtures.appendingPathComponent(BaselineFile.fileName(scenario: name, profile: profile.name))
      let exists = FileManager.default.fileExists(atPath: baseline.path)
      guard engine.diagnostics(for: loaded.scenario).isEmpty else {
        #expect(!exists, "\(baseline.lastPathComponent) exists, but \(profile.name) refuses the scenario")
        continue
      }
      supported += 1
      let timeline = engine.run(loaded.scenario)
      if Golden.isRecording {
        let header = BaselineFile(
          scenario: name, profile: profile.name, rulesVersion: profile.rulesVersion,
          acceptedBy: "RECORD_GOLDEN", acceptedAt: Timestamp.string(secondsSince1970: Date().timeIntervalSince1970),
          catalogVersion: "engine")
        if let old = try? String(contentsOf: baseline, encoding: .utf8),
          (try? BaselineFile.parse(old).timeline.canonicalText()) == timeline.canonicalText()
        {
          continue  // unchanged: keep the file (and its header) as it is
        }
        try header.render(timeline).write(to: baseline, atomically: true, encoding: .utf8)
        continue
      }
      let text = try #require(
        try? String(contentsOf: baseline, encoding: .utf8),
        "no baseline \(baseline.lastPathComponent); record with RECORD_GOLDEN=1 or accept with catalog check fixtures --accept"
      )
      let read = try BaselineFile.parse(text).timeline
      let expected = read.canonicalText()
      if let difference = Golden.firstDifference(timeline.canonicalText(), expected) {
        Issue.record("\(name) under \(profile.name): \(baseline.lastPathComponent) \(difference)")
      }
      // The catalog compares a replay with a baseline file by the hash of their digest forms: the
      // timeline read back from its text must have the replay's form, or an unchanged scenario
      // would show as changed.
      #expect(
        read.digestForm() == timeline.digestForm(), "\(name) under \(profile.name): the digest forms differ")
    }
    #expect(supported > 0, "no profile can replay \(file)")
  }
}
