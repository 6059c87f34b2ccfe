import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import TransitionEngine

/// A time-bounded mutation fuzzer over the readers of outside input: scenario files (read
/// from disk as `catalog add` reads them), the engine (every valid scenario under every profile,
/// twice, which must agree), timeline files (canonical text, baseline headers, JSON Lines), and
/// device recordings (recording files, and console logs imported against a fixture scenario).
///
/// The seed corpus is `fixtures/` (scenario, baseline and recording files, the console logs of
/// `fixtures/console-logs/`), `Fuzz/Corpus/` (the fixtures as JSON scenarios and JSON Lines
/// timelines) plus the regression files under
/// `Tests/CatalogRunnerTests/Fuzz/Regressions/`. Each input is written to `currentInputPath`
/// before it runs, so an input that crashes the process is on disk to keep as a regression file;
/// an input still running after `hangLimit` seconds is kept as a `hang-…` regression file and
/// ends the process (a hang fails the test command instead of stalling it). Deterministic for a
/// given seed (SplitMix64).
struct FuzzCampaign {
  /// What one campaign did.
  struct Summary: CustomStringConvertible {
    var scenarioInputs = 0
    var validScenarios = 0
    var replays = 0
    var timelineInputs = 0
    var parsedTimelines = 0
    var recordingInputs = 0
    /// Recording files that parsed, and console logs that gave at least one event.
    var parsedRecordings = 0
    /// Inputs whose outcome broke a promise other than "no crash" (engine not deterministic).
    var failures: [String] = []

    var description: String {
      "\(scenarioInputs) scenario inputs (\(validScenarios) valid, \(replays) replays), "
        + "\(timelineInputs) timeline inputs (\(parsedTimelines) parsed), "
        + "\(recordingInputs) recording and console-log inputs (\(parsedRecordings) parsed), \(failures.count) failures"
    }
  }

  typealias Generator = SplitMix64

  static let regressionsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Regressions")
  static let currentInputPath = NSTemporaryDirectory() + "catalog-fuzz-current"

  var scenarioSeeds: [[UInt8]] = []
  var timelineSeeds: [[UInt8]] = []
  var recordingSeeds: [[UInt8]] = []
  /// The scenario console logs are imported against, and its map.
  let logScenario: Scenario
  static let logMap = [
    "YellowViewController=yellow", "RedViewController=red", "MyViewController=red",
    "DimmingPresentationController=pc:red",
    "MyPresentationController=pc:red", "TransitioningDelegate=dimmer", "TransitioningAnimator=animator:red",
    "SourceViewController=yellow", "DestinationViewController=red", "SettingsViewController=yellow",
    "JWVCPViewController=yellow,dimmer", "JWVCPBookDetailViewController=red", "JWVCPPresentationAnimator=animator:red",
  ]

  /// How long one input may run before it counts as a hang.
  static let hangLimit: TimeInterval = 30

  /// The corpus: the fixtures (with their console logs), the seed corpus's JSON and JSON Lines
  /// files, and the regression files; folders are not read as files.
  init() throws {
    let logs = fixturesFolder.appendingPathComponent("console-logs")
    let corpus = fixturesFolder.deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")
    let folders = [
      fixturesFolder, logs, corpus.appendingPathComponent("scenario"), corpus.appendingPathComponent("timeline"),
      Self.regressionsFolder,
    ]
    for folder in folders {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
      for entry in entries {
        var isDirectory: ObjCBool = false
        let url = folder.appendingPathComponent(entry)
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { continue }
        let bytes = [UInt8](try Data(contentsOf: url))
        if ScenarioFile.hasScenarioExtension(entry) { scenarioSeeds.append(bytes) }
        if entry.hasSuffix(".timeline") || entry.hasSuffix(".jsonl") { timelineSeeds.append(bytes) }
        if entry.hasSuffix(".recording") || entry.hasSuffix(".log") { recordingSeeds.append(bytes) }
      }
    }
    logScenario = try ScenarioFile.load(
      contentsOf: fixturesFolder.appendingPathComponent("dimming-presentation.yaml").path
    )
    .scenario
  }

  /// One mutation of `bytes`: byte flips, insertions of bytes that matter to YAML, JSON and the
  /// timeline grammar, deletions, duplicated or dropped lines, splices with another seed, and
  /// truncation.
  static func mutate(_ bytes: [UInt8], other: [UInt8], using generator: inout Generator) -> [UInt8] {
    let interesting = Array(":-[]{}#&*!|>'\"\n\t ,.0123456789e+()@\\".utf8) + [0, 0xFF, 0xC3, 0x1B]
    var result = bytes
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &generator)
      switch Int.random(in: 0..<8, using: &generator) {
      case 0 where !result.isEmpty: result[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
      case 1: result.insert(interesting.randomElement(using: &generator) ?? 0, at: position)
      case 2 where !result.isEmpty:
        result.removeSubrange(position..<min(result.count, position + Int.random(in: 1...16, using: &generator)))
      case 3:
        let lines = result.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let line = lines.randomElement(using: &generator) else { continue }
        result.insert(contentsOf: Array(line) + [UInt8(ascii: "\n")], at: position)
      case 4 where !other.isEmpty:
        let start = Int.random(in: 0..<other.count, using: &generator)
        result.insert(contentsOf: other[start..<min(other.count, start + 200)], at: position)
      case 5: result = Array(result.prefix(position))
      case 6:
        // A number of 1 to 25 digits, maybe negative: beyond what 64 bits hold.
        let count = Int.random(in: 1...25, using: &generator)
        let digits = (0..<count).map { _ in UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator) }
        result.insert(contentsOf: (Bool.random(using: &generator) ? [UInt8(ascii: "-")] : []) + digits, at: position)
      default: result.insert(contentsOf: Array("1e-300".utf8), at: position)
      }
    }
    return result
  }

  /// Runs for `seconds`, from `seed`.
  func run(seconds: Double, seed: UInt64) throws -> Summary {
    var generator = SplitMix64(seed: seed)
    var summary = Summary()
    let engines = EngineProfile.all.map { TransitionEngine(profile: $0) }
    let deadline = Date().addingTimeInterval(seconds)
    let watchdog = HangWatchdog(limit: Self.hangLimit, keepingIn: Self.regressionsFolder)
    defer { watchdog.stop() }
    var round = 0
    while Date() < deadline {
      round += 1
      if round % 4 != 0, let seed = scenarioSeeds.randomElement(using: &generator) {
        let input = Self.mutate(seed, other: scenarioSeeds.randomElement(using: &generator) ?? [], using: &generator)
        let path = Self.currentInputPath + (round % 3 == 0 ? ".json" : ".yaml")
        try Data(input).write(to: URL(fileURLWithPath: path))
        watchdog.started(path)
        summary.scenarioInputs += 1
        guard let loaded = try? ScenarioFile.load(contentsOf: path) else { continue }
        summary.validScenarios += 1
        for engine in engines where engine.diagnostics(for: loaded.scenario).isEmpty {
          let first = engine.run(loaded.scenario)
          summary.replays += 1
          if engine.run(loaded.scenario) != first {
            summary.failures.append("\(engine.profile.name) is not deterministic on round \(round) (seed \(seed))")
          }
        }
      } else if round % 8 == 0, let seed = recordingSeeds.randomElement(using: &generator) {
        let input = Self.mutate(seed, other: recordingSeeds.randomElement(using: &generator) ?? [], using: &generator)
        try Data(input).write(to: URL(fileURLWithPath: Self.currentInputPath + ".recording"))
        watchdog.started(Self.currentInputPath + ".recording")
        summary.recordingInputs += 1
        let text = String(decoding: input, as: UTF8.self)
        if (try? RecordingFile.parse(text, path: "fuzz")) != nil { summary.parsedRecordings += 1 }
        var options = ConsoleLog.Options(scenario: logScenario)
        options.map = Self.logMap
        options.ios = IOSVersion("9.3")
        if ConsoleLog.read(text, options: options).eventLines > 0 { summary.parsedRecordings += 1 }
      } else if let seed = timelineSeeds.randomElement(using: &generator) {
        let input = Self.mutate(seed, other: timelineSeeds.randomElement(using: &generator) ?? [], using: &generator)
        try Data(input).write(to: URL(fileURLWithPath: Self.currentInputPath + ".timeline"))
        watchdog.started(Self.currentInputPath + ".timeline")
        summary.timelineInputs += 1
        let text = String(decoding: input, as: UTF8.self)
        if (try? BaselineFile.parse(text)) != nil { summary.parsedTimelines += 1 }
        _ = try? Timeline(canonicalTextBytes: input)
        _ = try? Timeline(jsonLines: text)
      }
    }
    return summary
  }
}
