import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing
import TransitionEngine

/// The fuzz campaign in the test command: `FUZZ_SECONDS` (10 by default) of mutated scenario and
/// timeline files with no crash, no hang and a deterministic engine; and every regression file
/// kept from earlier campaigns read again. `Scripts/fuzz.sh SECONDS` runs a longer campaign and
/// keeps an input that crashes as a regression file.
@Suite(.tags(.large))
struct FuzzCampaignTests {
  @Test func aTimeBoundedCampaignFindsNoFailure() throws {
    let environment = ProcessInfo.processInfo.environment
    let seconds = environment["FUZZ_SECONDS"].flatMap(Double.init) ?? 10
    let seed = environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_CA7A_1065
    let campaign = try FuzzCampaign()
    try #require(campaign.scenarioSeeds.count >= 20 && campaign.timelineSeeds.count >= 20)
    let summary = try campaign.run(seconds: seconds, seed: seed)
    print("fuzz campaign (seed \(seed), \(seconds) s): \(summary)")
    #expect(summary.failures.isEmpty, "\(summary.failures.prefix(5))")
    // The campaign really exercised all three readers.
    #expect(
      summary.validScenarios > 0 && summary.replays > 0 && summary.parsedTimelines > 0 && summary.parsedRecordings > 0,
      "\(summary)")
  }

  @Test func everyRegressionFileIsReadWithoutCrashing() throws {
    let folder = FuzzCampaign.regressionsFolder
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!entries.isEmpty, "the regression folder keeps at least its README")
    for entry in entries where entry != "README.md" {
      let path = folder.appendingPathComponent(entry).path
      if let loaded = try? ScenarioFile.load(contentsOf: path) {
        for profile in EngineProfile.all {
          let engine = TransitionEngine(profile: profile)
          if engine.diagnostics(for: loaded.scenario).isEmpty { _ = engine.run(loaded.scenario) }
        }
      }
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      _ = try? Timeline(canonicalTextBytes: bytes)
      let text = String(decoding: bytes, as: UTF8.self)
      _ = try? BaselineFile.parse(text)
      _ = try? RecordingFile.parse(text, path: entry)
      var options = ConsoleLog.Options(scenario: try FuzzCampaign().logScenario)
      options.map = FuzzCampaign.logMap
      _ = ConsoleLog.read(text, options: options)
    }
  }
}
