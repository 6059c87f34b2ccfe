import CatalogModel
import Foundation
import ScenarioFile
import Testing

@testable import TransitionEngine

/// Golden timelines: every fixture, under every profile that supports it, replays to exactly the
/// baseline file beside it (`fixtures/<name>.<profile>.timeline`); a profile that refuses the
/// fixture has no baseline file.
///
/// Baselines are normally accepted and exported with the catalog (`catalog check fixtures
/// --accept`, then `catalog export --to fixtures`). `RECORD_BASELINES=1 swift test --filter
/// FixtureGoldenTests` rewrites them from the engine directly; it refuses to run when `CI` is set.
@Suite("Fixture golden timelines")
struct FixtureGoldenTests {
  static let fixtures: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures")

  static let scenarioFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter(ScenarioFile.hasScenarioExtension).sorted()
  }()

  static var recording: Bool {
    ProcessInfo.processInfo.environment["RECORD_BASELINES"] == "1"
      && ProcessInfo.processInfo.environment["CI"] == nil
  }

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
      if Self.recording {
        let header = BaselineFile(
          scenario: name, profile: profile.name, rulesVersion: profile.rulesVersion,
          acceptedBy: "RECORD_BASELINES", acceptedAt: Timestamp.string(secondsSince1970: Date().timeIntervalSince1970),
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
        "no baseline \(baseline.lastPathComponent); record with RECORD_BASELINES=1 or accept and export with catalog")
      let expected = try BaselineFile.parse(text).timeline.canonicalText()
      let actual = timeline.canonicalText()
      if actual != expected {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        Issue.record(
          """
          \(name) under \(profile.name) differs from \(baseline.lastPathComponent) at event \(line):
            baseline: \(line < e.count ? String(e[line]) : "<end>")
            now:      \(line < a.count ? String(a[line]) : "<end>")
          """)
      }
    }
    #expect(supported > 0, "no profile can replay \(file)")
  }
}
