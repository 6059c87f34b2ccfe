import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// Issue 24 item 4: usage errors quote the option values they refuse with control characters
/// written out, as every other message does (swift-argument-parser printed them raw); `--by` and
/// `CATALOG_USER` with a control character are refused, and no name recorded earlier reaches an
/// exported baseline header raw.
@Suite(.tags(.medium))
struct UsageEscapeTests {
  /// ESC starting a window-title sequence, BEL, and U+202E (right-to-left override).
  static let hostile = ["A\u{1B}]0;pwned\u{07}B", "A\u{07}B", "A\u{202E}B"]

  /// The raw characters `hostile` holds, none of which may reach standard error.
  static let raw: [String] = ["\u{1B}", "\u{07}", "\u{202E}"]

  static let options: [[String]] = [
    ["run", "x.yaml", "--profile"], ["check", "--all", "--shard"], ["diff", "a", "b", "--kinds"],
    ["list", "--format"], ["diff", "a.yaml", "b.yaml", "--side-by-side", "--width"], ["list", "--color"],
    ["explain", "x.yaml", "--event"], ["accept", "--group"], ["diff", "a.yaml", "b.yaml", "--context"],
  ]

  @Test(arguments: options)
  func aUsageErrorShowsTheRefusedValueVisibly(prefix: [String]) throws {
    let folder = try TemporaryFolder()
    for value in Self.hostile {
      let result = try CatalogProcess.run(prefix + [value], in: folder.path)
      #expect(result.exitCode == 64, "\(prefix) \(result)")
      for character in Self.raw {
        #expect(!result.stderr.contains(character), "\(prefix): \(result.stderr)")
      }
      #expect(
        result.stderr.contains(
          value.unicodeScalars.first { $0.value == 0x1B || $0.value == 7 || $0.value == 0x202E }
            .map { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" } ?? "none"),
        "\(prefix): \(result.stderr)")
    }
  }

  /// A catalog of one scenario with a latest run, ready to accept.
  static func catalogToAccept() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("alpha.yaml", ScenarioTexts.valid("alpha"))
    #expect(try CatalogProcess.run(["add", "alpha.yaml"], in: folder.path).exitCode == 0)
    #expect(try CatalogProcess.run(["run", "--all"], in: folder.path).exitCode == 0)
    return folder
  }

  @Test func aControlCharacterInByIsRefusedAndNothingIsAccepted() throws {
    let folder = try Self.catalogToAccept()
    for value in Self.hostile {
      let result = try CatalogProcess.run(["accept", "--all", "--by", value], in: folder.path)
      #expect(result.exitCode == 64, "\(result)")
      #expect(result.stderr.contains("'--by' is '"), "\(result.stderr)")
      for character in Self.raw { #expect(!result.stderr.contains(character)) }
    }
    let baselines = try CatalogProcess.run(["baselines", "--format", "json"], in: folder.path)
    #expect(!baselines.stdout.contains("\"acceptedBy\""), "\(baselines)")
  }

  @Test func aControlCharacterInCatalogUserIsRefusedWhereANameIsRecorded() throws {
    let folder = try Self.catalogToAccept()
    let environment = ["CATALOG_USER": "ci\u{1B}[2J"]
    let accept = try CatalogProcess.run(["accept", "--all"], in: folder.path, environment: environment)
    #expect(accept.exitCode == 64, "\(accept)")
    #expect(
      accept.stderr.hasPrefix("error: $CATALOG_USER is 'ci\\u{1B}[2J', which holds a control character"),
      "\(accept.stderr)")
    // A command that records no name is not refused for it.
    let check = try CatalogProcess.run(["check", "--all"], in: folder.path, environment: environment)
    #expect(check.exitCode == 1, "\(check)")
    // '--by' overrides the environment.
    let by = try CatalogProcess.run(["accept", "--all", "--by", "ci"], in: folder.path, environment: environment)
    #expect(by.exitCode == 0, "\(by)")
  }

  @Test func aNameRecordedWithAnEscapeIsExportedVisibly() throws {
    let folder = try Self.catalogToAccept()
    #expect(try CatalogProcess.run(["accept", "--all", "--by", "ci"], in: folder.path).exitCode == 0)
    // As an older catalog could have recorded it.
    let queue = try DatabaseQueue(path: folder.path + "/catalog.sqlite")
    try queue.write { try $0.execute(sql: "UPDATE baseline SET acceptedBy = ?", arguments: ["ci\u{1B}]0;pwned\u{07}"]) }
    try queue.close()
    let export = try CatalogProcess.run(["export", "--to", "out"], in: folder.path)
    #expect(export.exitCode == 0, "\(export)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").filter {
      $0.hasSuffix(".timeline")
    }
    #expect(!files.isEmpty)
    for file in files {
      let text = try folder.read("out/" + file)
      for character in Self.raw { #expect(!text.contains(character), "\(file)") }
      #expect(text.contains("# accepted by ci\\u{1B}]0;pwned\\u{7} at "), "\(text.prefix(300))")
    }
  }
}
