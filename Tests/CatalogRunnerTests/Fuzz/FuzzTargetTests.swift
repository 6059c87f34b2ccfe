import CatalogFuzzTargets
import CatalogModel
import CatalogTestSupport
import Foundation
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

  /// Every seed: the fixtures (scenarios and baselines) and Fuzz/Corpus/<target>/.
  static func seeds() throws -> [(FuzzTarget, URL)] {
    var seeds: [(FuzzTarget, URL)] = []
    for file in try files(in: fixturesFolder) {
      switch file.pathExtension {
      case "timeline": seeds.append((.timeline, file))
      case "yaml", "yml", "json": seeds.append((.scenario, file))
      default: continue  // recordings: another reader's files
      }
    }
    for target in FuzzTarget.allCases {
      let folder = root.appendingPathComponent("Fuzz/Corpus/\(target.rawValue)")
      seeds += try files(in: folder).map { (target, $0) }
    }
    return seeds
  }

  @Test(.timeLimit(.minutes(5)))
  func everySeedPassesItsTarget() throws {
    let seeds = try Self.seeds()
    for target in FuzzTarget.allCases {
      #expect(seeds.contains { $0.0 == target }, "no seed for the \(target.rawValue) target")
    }
    #expect(seeds.contains { $0.1.pathExtension == "json" } && seeds.contains { $0.1.pathExtension == "jsonl" })
    for (target, file) in seeds {
      let finding = target.run([UInt8](try Data(contentsOf: file)))
      #expect(finding == nil, "\(file.lastPathComponent): \(finding.map(String.init(describing:)) ?? "")")
    }
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
