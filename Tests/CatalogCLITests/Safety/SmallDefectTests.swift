import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// Issue 24 item 8, the smaller defects, each through the built binary.
@Suite(.tags(.medium))
struct SmallDefectTests {
  /// A folder with the dimming-presentation fixture, its uikit-17 baseline edited by `edit`
  /// (the file's lines, the header first).
  static func folder(editingBaseline edit: (inout [Data]) -> Void) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.copyFixtures(["dimming-presentation"])
    let path = folder.file("dimming-presentation.uikit-17.timeline")
    var lines = try Data(contentsOf: URL(fileURLWithPath: path)).split(
      separator: 0x0A, omittingEmptySubsequences: false
    )
    .map { Data($0) }
    edit(&lines)
    try Data(lines.joined(separator: Data([0x0A]))).write(to: URL(fileURLWithPath: path))
    return folder
  }

  @Test func aBadUTF8ByteInABaselineIsReportedWhereItIs() throws {
    // Line 5, after ten characters.
    let folder = try Self.folder { lines in lines[4].insert(0xFF, at: lines[4].startIndex + 10) }
    let position = "5:11: not UTF-8: invalid byte 0xFF at byte offset "
    let imported = try CatalogProcess.run(["import", "."], in: folder.path)
    #expect(imported.exitCode == 2, "\(imported)")
    #expect(
      imported.stderr.contains(
        "dimming-presentation.uikit-17.timeline:5:11: error: not UTF-8: invalid byte 0xFF at byte"),
      "\(imported.stderr)")
    let checked = try CatalogProcess.run(["check", "."], in: folder.path)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("the baseline file is unreadable: " + position), "\(checked.stdout)")
    let diffed = try CatalogProcess.run(
      ["diff", "dimming-presentation.uikit-17.timeline", "dimming-presentation.uikit-13.timeline"], in: folder.path)
    #expect(diffed.exitCode == 2, "\(diffed)")
    #expect(
      diffed.stderr.contains("dimming-presentation.uikit-17.timeline:5:11: error: not UTF-8: invalid byte 0xFF"),
      "\(diffed.stderr)")
  }

  @Test func aBaselineWhoseTimesGoBackIsRefusedAtTheLine() throws {
    // The last event moved to the start of the run.
    let folder = try Self.folder { lines in
      guard let last = lines.lastIndex(where: { !$0.isEmpty }) else { return }
      lines[last] = Data(("   0.000  " + String(decoding: lines[last].dropFirst(10), as: UTF8.self)).utf8)
    }
    let imported = try CatalogProcess.run(["import", "."], in: folder.path)
    #expect(imported.exitCode == 2, "\(imported)")
    #expect(
      imported.stderr.contains(
        "dimming-presentation.uikit-17.timeline:41:4: error: time 0.000 is earlier than the line before it"),
      "\(imported.stderr)")
    let checked = try CatalogProcess.run(["check", "."], in: folder.path)
    #expect(checked.exitCode == 1, "\(checked)")
    #expect(checked.stdout.contains("the baseline file is unreadable: "), "\(checked.stdout)")
    #expect(checked.stdout.contains("41:4: time 0.000 is earlier than the line before it"), "\(checked.stdout)")
  }

  /// `catalog rm` of 20,000 names (none of them known) answers at once: it used to take minutes
  /// (names compared with every other name, and each parsed by swift-argument-parser in a time
  /// that grew with the names before it). Killed after 30 s, which fails the test.
  @Test func removingTwentyThousandUnknownNamesAnswersAtOnceAndListsAHundred() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    #expect(try CatalogProcess.run(["add", "a.yaml"], in: folder.path).exitCode == 0)
    let names = (0..<20_000).map { String(format: "unknown-%05d", $0) }
    let result = try CatalogProcess.run(["rm"] + names, in: folder.path, timeout: 30)
    #expect(!result.wasSignaled, "killed after 30 s")
    #expect(result.exitCode == 2, "\(result.stderr.prefix(300))")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 101)
    #expect(lines.first == "error: no scenario named 'unknown-00000' in the catalog")
    #expect(lines.last == "error: and 19900 more names that the catalog does not have")
    // Known names, given many times among thousands, are removed once.
    let removed = try CatalogProcess.run(
      ["rm"] + Array(repeating: "alpha", count: 20_000), in: folder.path, timeout: 30)
    #expect(removed.exitCode == 0, "\(removed.stderr.prefix(300))")
    #expect(removed.stdout.hasPrefix("alpha: removed\n"), "\(removed.stdout.prefix(300))")
  }

  @Test(arguments: ["99999999999999999999", "run:99999999999999999999", "0", "run:0"])
  func aRunNumberOutOfRangeSaysSo(argument: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    _ = try CatalogProcess.run(["add", "a.yaml"], in: folder.path)
    _ = try CatalogProcess.run(["run", "--all"], in: folder.path)
    let result = try CatalogProcess.run(["diff", argument, "1"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "error: '\(argument)' is not a run id: run ids are from 1 to 9223372036854775807"), "\(result.stderr)")
    #expect(!result.stderr.contains("has no run under"), "\(result.stderr)")
  }

  /// A catalog whose record of applied migrations lacks the last one while its tables have it
  /// (edited, or upgraded by another program): the upgrade fails, and leaves the file byte for
  /// byte as it was, whichever command opened it.
  @Test(arguments: [["add", "b.yaml"], ["list"], ["run", "--all"]])
  func aHalfAppliedMigrationLeavesTheFileByteIdentical(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try folder.write("b.yaml", ScenarioTexts.valid("beta"))
    #expect(try CatalogProcess.run(["add", "a.yaml"], in: folder.path).exitCode == 0)
    let path = folder.file("catalog.sqlite")
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: "DELETE FROM grdb_migrations WHERE identifier = (SELECT MAX(identifier) FROM grdb_migrations)")
    }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try CatalogProcess.run(arguments, in: folder.path)
    #expect(result.exitCode == 3, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: could not upgrade the catalog's schema in 'catalog.sqlite': "), "\(result.stderr)"
    )
    #expect(result.stderr.contains("the file was left byte for byte as it was"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try folder.entries().filter { $0.hasPrefix("catalog.sqlite") } == ["catalog.sqlite"])
  }

  @Test func removingAnUnknownNameLeavesTheFileByteIdentical() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    #expect(try CatalogProcess.run(["add", "a.yaml"], in: folder.path).exitCode == 0)
    let path = folder.file("catalog.sqlite")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let result = try CatalogProcess.run(["rm", "alpha", "nope"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.hasPrefix("error: no scenario named 'nope' in the catalog"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
  }
}
