import CatalogModel
import CatalogTestSupport
import Foundation
import Testing

/// `check --shard I/N` and `report merge`: four shards checking at once into one catalog, then a
/// merge, give the report of one unsharded check, in every output.
@Suite(.tags(.large))
struct ShardedCheckTests {
  /// A copy of the fixtures with changes of every kind: edited baselines (two alike, so that a
  /// change group spans shards), a new scenario, an invalid file and a baseline without its
  /// scenario.
  static func changedFixtures() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let fixtures = folder.file("fixtures")
    try FileManager.default.copyItem(atPath: ScenarioTexts.fixtures, toPath: fixtures)
    for name in ["ios13-default-style.uikit-8.timeline", "popover-compact-fullscreen.uikit-8.timeline"] {
      let path = fixtures + "/" + name
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // Drop the last event line: the same kind of change in each.
      let kept = lines.enumerated().filter { $0.offset != lines.count - 2 }.map(\.element)
      try kept.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    let dimming = try String(contentsOfFile: fixtures + "/dimming-presentation.yaml", encoding: .utf8)
    try dimming.replacingOccurrences(of: "name: dimming-presentation", with: "name: zz-new-scenario")
      .write(toFile: fixtures + "/zz-new-scenario.yaml", atomically: true, encoding: .utf8)
    try "name: broken\nwindow: [\n".write(toFile: fixtures + "/broken.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: fixtures + "/dimming-presentation.uikit-8.timeline", toPath: fixtures + "/gone-away.uikit-8.timeline")
    return folder
  }

  @Test(arguments: StorageKind.allCases)
  func fourShardsAndAMergeGiveTheReportOfOneCheck(_ kind: StorageKind) throws {
    let folder = try Self.changedFixtures()
    let sharded = kind == .sqlite ? folder.file("sharded.sqlite") : try TestPostgres.freshURL()
    let whole = kind == .sqlite ? folder.file("whole.sqlite") : try TestPostgres.freshURL()
    let environment = ["USER": "ana"]

    // When four shards check the folder at once into one catalog, and a fifth job merges them
    let shards = try (1...4).map { index in
      try CatalogProcess.start(
        ["check", "fixtures", "--shard", "\(index)/4", "--format", "json", "--db", sharded], in: folder.path,
        environment: environment)
    }
    var results: [Int32] = []
    for (index, shard) in shards.enumerated() {
      let result = try shard.wait(timeout: 120)
      try folder.write("shard-\(index + 1).json", result.stdout)
      #expect(result.stderr.isEmpty, "\(result)")
      results.append(result.exitCode)
    }
    #expect(results.allSatisfy { $0 == 0 || $0 == 1 })
    let reports = (1...4).map { "shard-\($0).json" }
    let merged = try CatalogProcess.run(
      ["report", "merge"] + reports + ["--db", sharded, "--junit", "merged.xml", "--summary", "merged.md"],
      in: folder.path, environment: environment)
    let mergedJSON = try CatalogProcess.run(
      ["report", "merge"] + reports + ["--db", sharded, "--format", "json"], in: folder.path, environment: environment)

    // And one unsharded check does the same
    let one = try CatalogProcess.run(
      ["check", "fixtures", "--db", whole, "--junit", "whole.xml", "--summary", "whole.md"], in: folder.path,
      environment: environment)
    let oneJSON = try CatalogProcess.run(
      ["check", "fixtures", "--db", whole, "--format", "json"], in: folder.path, environment: environment)

    // Then the reports are the same, in every output, with the same exit code
    #expect(one.exitCode == 1, "\(one)")
    #expect(merged.exitCode == one.exitCode, "\(merged)")
    #expect(mergedJSON.exitCode == oneJSON.exitCode)
    // The hints name each report's own catalog ('--db' was given): the merge names the one the
    // shards checked into, the whole check its own; apart from that name, the texts are equal.
    #expect(merged.stdout.contains(sharded) && one.stdout.contains(whole), "\(merged.stdout)")
    #expect(
      Self.comparable(merged.stdout.replacingOccurrences(of: sharded, with: whole)) == Self.comparable(one.stdout))
    #expect(try folder.read("merged.xml") == folder.read("whole.xml"))
    #expect(try folder.read("merged.md").replacingOccurrences(of: sharded, with: whole) == folder.read("whole.md"))
    #expect(try Self.withoutIDs(mergedJSON.stdout) == Self.withoutIDs(oneJSON.stdout))
    #expect(one.stdout.contains("in 1 group"), "the two edited baselines change alike: \(one.stdout)")
    #expect(one.stdout.contains("zz-new-scenario") && one.stdout.contains("broken.yaml"))
    #expect(one.stdout.contains("gone-away"))

    // And 'accept --group 1' after the merge accepts the merged group
    let accepted = try CatalogProcess.run(
      ["accept", "--group", "1", "--db", sharded], in: folder.path, environment: environment)
    #expect(accepted.exitCode == 0, "\(accepted)")
    #expect(accepted.stdout.contains("2 baselines accepted"), "\(accepted)")
  }

  /// The text without what differs between two checks of the same folder: times, and the line
  /// saying the catalog was created.
  static func comparable(_ text: String) -> String {
    text.replacingOccurrences(of: #"in \d+\.\d\d s"#, with: "in … s", options: .regularExpression)
      .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Created the catalog") }
      .joined(separator: "\n")
  }

  /// A JSON report without its batch and run ids, which differ between two catalogs.
  static func withoutIDs(_ json: String) throws -> JSONValue {
    var parser = JSONParser(json)
    func strip(_ value: JSONValue) -> JSONValue {
      switch value {
      case .object(let members):
        var kept: [String: JSONValue] = [:]
        for (key, member) in members where !["batch", "run", "shard"].contains(key) { kept[key] = strip(member) }
        return .object(kept)
      case .array(let items): return .array(items.map(strip))
      default: return value
      }
    }
    return strip(try parser.parseDocument())
  }

  /// Another check of the same catalog between the shards and the merge (another pipeline of a
  /// team, say) collects the shards' passed results and the runs only they stood on: the merge
  /// still gives the report and records it, its results standing on no run rather than failing
  /// with a foreign-key error after all the work (found by a new user's smoke test).
  @Test(arguments: StorageKind.allCases)
  func aCheckBetweenTheShardsAndTheMergeDoesNotBreakIt(_ kind: StorageKind) throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation", "zoom-from-cell", "ios13-default-style"])
    let db = kind == .sqlite ? folder.file("c.sqlite") : try TestPostgres.freshURL()
    // The shards' reports are kept outside the checked folder (a JSON file in it is a scenario).
    let reports = try TemporaryFolder()
    let first = try CatalogProcess.run(["check", ".", "--db", db], in: folder.path)
    #expect(first.exitCode == 0, "\(first)")
    for index in 1...2 {
      let shard = try CatalogProcess.run(
        ["check", ".", "--shard", "\(index)/2", "--format", "json", "--db", db], in: folder.path)
      #expect(shard.exitCode == 0, "\(shard)")
      try reports.write("s\(index).json", shard.stdout)
    }
    let between = try CatalogProcess.run(["check", ".", "--db", db], in: folder.path)
    #expect(between.exitCode == 0, "\(between)")
    let merged = try CatalogProcess.run(
      ["report", "merge", reports.file("s1.json"), reports.file("s2.json"), "--db", db], in: folder.path)
    #expect(merged.exitCode == 0, "\(merged)")
    #expect(merged.stdout.contains("PASSED"), "\(merged)")
    // The merged check is the catalog's last check now.
    let pending = try CatalogProcess.run(["pending", "--format", "json", "--db", db], in: folder.path)
    #expect(pending.exitCode == 0, "\(pending)")
  }

  /// After `check DIR --accept`, the stored baselines come from runs (with run-loop turns) while
  /// the folder's files have none: the merge diffs a changed result as the shard did, against
  /// the folder's form, so its JSON is one check's (the turns differed; found by a new user's
  /// smoke test).
  @Test func aMergeAfterAFolderAcceptGivesTheJSONOfOneCheck() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation", "zoom-from-cell", "ios13-default-style"])
    let reports = try TemporaryFolder()
    let db = folder.file("c.sqlite")
    let scenario = folder.file("dimming-presentation.yaml")
    let original = try String(contentsOfFile: scenario, encoding: .utf8)
    let slower = original.replacingOccurrences(of: "duration: 1.0}", with: "duration: 2.0}")
    #expect(slower != original)
    try slower.write(toFile: scenario, atomically: true, encoding: .utf8)
    #expect(try CatalogProcess.run(["check", ".", "--accept", "--db", db], in: folder.path).exitCode == 0)
    try original.write(toFile: scenario, atomically: true, encoding: .utf8)
    for index in 1...2 {
      let shard = try CatalogProcess.run(
        ["check", ".", "--shard", "\(index)/2", "--format", "json", "--db", db], in: folder.path)
      try reports.write("s\(index).json", shard.stdout)
    }
    let merged = try CatalogProcess.run(
      ["report", "merge", reports.file("s1.json"), reports.file("s2.json"), "--format", "json", "--db", db],
      in: folder.path)
    #expect(merged.exitCode == 1, "\(merged)")
    let one = try CatalogProcess.run(["check", ".", "--format", "json", "--db", db], in: folder.path)
    #expect(one.exitCode == 1, "\(one)")
    #expect(one.stdout.contains("\"changed\""))
    #expect(try Self.withoutIDs(merged.stdout) == Self.withoutIDs(one.stdout))
  }

  @Test func shardsOfDifferentChecksOrAMissingShardAreRefused() throws {
    let folder = try TemporaryFolder(fixtures: ["dimming-presentation", "zoom-from-cell", "ios13-default-style"])
    let db = folder.file("c.sqlite")
    for (index, count) in [(1, 2), (1, 3), (2, 3)] {
      let result = try CatalogProcess.run(
        ["check", ".", "--shard", "\(index)/\(count)", "--format", "json", "--db", db], in: folder.path)
      try folder.write("s\(index)of\(count).json", result.stdout)
    }
    let mixed = try CatalogProcess.run(["report", "merge", "s1of2.json", "s2of3.json", "--db", db], in: folder.path)
    #expect(mixed.exitCode == 2, "\(mixed)")
    #expect(mixed.stderr.contains("are shards of different checks"), "\(mixed)")
    let missing = try CatalogProcess.run(["report", "merge", "s1of3.json", "--db", db], in: folder.path)
    #expect(missing.exitCode == 2, "\(missing)")
    #expect(missing.stderr.contains("shards 2/3, 3/3 are missing"), "\(missing)")
    let twice = try CatalogProcess.run(["report", "merge", "s1of3.json", "s1of3.json", "--db", db], in: folder.path)
    #expect(twice.stderr.contains("are both shard 1/3"), "\(twice)")
    let bad = try CatalogProcess.run(["check", ".", "--shard", "5/4", "--db", db], in: folder.path)
    #expect(bad.exitCode == 64, "\(bad)")
  }
}
