import CatalogFuzzTargets
import CatalogModel
import CatalogTestSupport
import Foundation
import RecordingFile
import ScenarioFile
import Testing

/// The fuzz targets in the test command (Fuzz/, `Scripts/fuzz.sh` for long runs): every seed of
/// the corpus and every regression file kept from earlier runs passes its target, with no crash,
/// no hang (each test has a time limit) and no finding. The engine target's generator also runs
/// as a property test (`GeneratedInvariantTests`, 500 generated scenarios under every profile),
/// and the mutation campaign (`FuzzCampaignTests`) for 10 seconds.
@Suite(.tags(.large))
struct FuzzTargetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The files of `folder` (not its subfolders), without its README.
  static func files(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0 != "README.md" && !$0.hasPrefix(".") }
      .map { folder.appendingPathComponent($0) }
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
  }

  /// Every seed: the fixtures (scenarios, baselines, recordings) and Fuzz/Corpus/<target>/.
  static func seeds() throws -> [(FuzzTarget, URL)] {
    var seeds: [(FuzzTarget, URL)] = []
    for file in try files(in: fixturesFolder) {
      switch file.pathExtension {
      case "timeline": seeds += [(.timeline, file), (.baseline, file)]
      case "yaml", "yml", "json": seeds.append((.scenario, file))
      case "recording": seeds.append((.recording, file))
      default: continue
      }
    }
    for target in FuzzTarget.allCases {
      let folder = root.appendingPathComponent("Fuzz/Corpus/\(target.rawValue)")
      guard FileManager.default.fileExists(atPath: folder.path) else { continue }
      seeds += try files(in: folder).map { (target, $0) }
    }
    return seeds
  }

  /// The console target's seeds, as Scripts/fuzz.sh makes them: each fixture scenario, the
  /// separator line, and its console log from fixtures/console-logs/.
  static func consoleSeeds() throws -> [(name: String, bytes: [UInt8])] {
    try files(in: fixturesFolder.appendingPathComponent("console-logs")).filter { $0.pathExtension == "log" }.map {
      log in
      let scenario = String(log.lastPathComponent.prefix { $0 != "." })
      let text =
        try String(contentsOf: fixturesFolder.appendingPathComponent(scenario + ".yaml"), encoding: .utf8) + "\n"
        + FuzzTarget.consoleLogSeparator + "\n" + String(contentsOf: log, encoding: .utf8)
      return (log.lastPathComponent, Array(text.utf8))
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func everySeedPassesItsTarget() throws {
    let seeds = try Self.seeds()
    let console = try Self.consoleSeeds()
    for target in FuzzTarget.allCases where target != .console {
      #expect(seeds.contains { $0.0 == target }, "no seed for the \(target.rawValue) target")
    }
    #expect(!console.isEmpty, "no seed for the console target")
    #expect(seeds.contains { $0.1.pathExtension == "json" } && seeds.contains { $0.1.pathExtension == "jsonl" })
    for (target, file) in seeds {
      let finding = target.run([UInt8](try Data(contentsOf: file)))
      #expect(finding == nil, "\(file.lastPathComponent): \(finding.map(String.init(describing:)) ?? "")")
    }
    for (name, bytes) in console {
      let finding = FuzzTarget.console.run(bytes)
      #expect(finding == nil, "\(name): \(finding.map(String.init(describing:)) ?? "")")
    }
  }

  /// The seeds of the new readers' targets are inputs the readers accept: a seed a reader
  /// refuses would fuzz little more than its first error.
  @Test func theSeedsOfTheRecordingBaselineConsoleAndConfigurationTargetsAreValid() throws {
    for (name, bytes) in try Self.consoleSeeds() {
      let text = String(decoding: bytes, as: UTF8.self)
      let parts = text.components(separatedBy: "\n" + FuzzTarget.consoleLogSeparator + "\n")
      try #require(parts.count == 2, "\(name)")
      let scenario = try ScenarioFile.parse(parts[0], path: "\(name).yaml").scenario
      let imported = ConsoleLog.read(parts[1], options: ConsoleLog.Options(scenario: scenario))
      #expect(imported.recording != nil && imported.problems.isEmpty, "\(name): \(imported.problems)")
    }
    for (target, file) in try Self.seeds() {
      let bytes = [UInt8](try Data(contentsOf: file))
      switch target {
      case .recording:
        #expect(
          (try? RecordingFile.parse(String(decoding: bytes, as: UTF8.self), path: file.path)) != nil,
          "\(file.lastPathComponent)")
      case .baseline:
        #expect(
          (try? BaselineFile.parse(String(decoding: bytes, as: UTF8.self)))?.header != nil, "\(file.lastPathComponent)")
      case .configuration:
        #expect(
          (try? FolderConfiguration.parse(bytes: bytes, path: file.path)) != nil, "\(file.lastPathComponent)")
      default:
        continue
      }
    }
  }

  /// Inputs made to break the new targets' promises pass them. The first two fail with a writer
  /// that writes a header's control characters raw (2cdd682): the baseline target finds the raw
  /// escape, the timeline target a header that changes through writing and reading.
  @Test func hostileInputsKeepTheNewTargetsPromises() throws {
    // A header with an escape in its name: read, it is written escaped, and reads back.
    let escaped = Array(
      "# baseline a @ uikit-17 (rules 1)\n# accepted by c\u{1B}]0;x\u{07} at 2026-11-22T12:00:00Z with catalog 0.1.0\n   0.000  A.viewDidLoad()\n"
        .utf8)
    #expect(FuzzTarget.baseline.run(escaped) == nil)
    #expect(FuzzTarget.timeline.run(escaped) == nil)
    // Times going back are refused by the reader, so the target finds nothing to report.
    #expect(FuzzTarget.baseline.run(Array("   0.350  A.viewDidLoad()\n   0.100  A.viewDidLoad()\n".utf8)) == nil)
    #expect(FuzzTarget.configuration.run(Array("profiles: [uikit-8, uikit-8]\n".utf8)) == nil)
    #expect(FuzzTarget.configuration.run(Array("profiles: [uikit-8, uikit-17]\n".utf8)) == nil)
    #expect(FuzzTarget.console.run(Array("-[RedViewController viewDidLoad]\n".utf8)) == nil)
    #expect(FuzzTarget.recording.run([0xFF, 0x00, 0x7B]) == nil)
  }

  @Test(.timeLimit(.minutes(5)))
  func everyKeptRegressionPassesItsTarget() throws {
    for file in try Self.files(in: FuzzCampaign.regressionsFolder) {
      let target = FuzzTarget.owning(fileName: file.lastPathComponent)
      let finding = target.run([UInt8](try Data(contentsOf: file)))
      #expect(finding == nil, "\(file.lastPathComponent): \(finding.map(String.init(describing:)) ?? "")")
    }
  }

  @Test func theJSONAndJSONLinesSeedsAreValid() throws {
    // A seed the reader refuses would fuzz little more than the reader's first error.
    for file in try Self.files(in: Self.root.appendingPathComponent("Fuzz/Corpus/scenario")) {
      let bytes = [UInt8](try Data(contentsOf: file))
      #expect(
        (try? ScenarioFile.parse(bytes: bytes, path: file.lastPathComponent)) != nil,
        "\(file.lastPathComponent) is not a valid scenario")
    }
    for file in try Self.files(in: Self.root.appendingPathComponent("Fuzz/Corpus/timeline")) {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect((try? Timeline(jsonLines: text)) != nil, "\(file.lastPathComponent) is not JSON Lines")
    }
  }
}
