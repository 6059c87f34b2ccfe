import CatalogTestSupport
import Foundation
import GRDB
import Testing

/// Issue 16 item 14: a catalog with damaged pages is not written to. `run`, `rm`, `add`,
/// `accept`, `check` and `import` used to modify it before failing (and `add` and `import` even
/// succeeded, on pages the damage had spared); now each refuses with exit 3, says how to recover,
/// and leaves the file byte-identical. Reading (`list`) still works where the pages allow it.
@Suite(.tags(.medium))
struct DamagedCatalogTests {
  /// A folder whose catalog (`catalog.sqlite`) holds the fixtures and their accepted baselines.
  private static func fixturesWithAcceptedBaselines() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for arguments in [["add", ScenarioTexts.fixtures], ["check", "--all", "--accept"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      try #require(result.exitCode == 0, "\(result)")
    }
    return folder
  }

  /// A catalog of the fixtures with accepted baselines, closed by the catalog (so it carries the
  /// health mark), then damaged by overwriting part of page `page` from outside.
  private func damagedCatalog(page: Int) throws -> (TemporaryFolder, Data) {
    let folder = try Self.fixturesWithAcceptedBaselines()
    let path = folder.file("catalog.sqlite")
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64(page * 4096 + 100))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: 2000))
    try handle.close()
    return (folder, try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// What SQLite's own quick check says of the file, on a connection of the test's own.
  private func quickCheck(_ path: String) -> [String] {
    do {
      let queue = try DatabaseQueue(path: path)
      defer { try? queue.close() }
      return try queue.write { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
    } catch {
      return ["\(error)"]
    }
  }

  // Pages that hold rows of the fixtures' catalog (the test requires quick_check to see the
  // damage). Pages 45 and 70 held check results before a check's passed results were recorded
  // together (migration 0012), and are no longer in use there.
  @Test(arguments: [50, 60, 90])
  func everyWritingCommandRefusesADamagedCatalogAndLeavesItByteIdentical(page: Int) throws {
    let (folder, damaged) = try damagedCatalog(page: page)
    let path = folder.file("catalog.sqlite")
    // The copy is checked, so that the test's own connection cannot touch the damaged file.
    try FileManager.default.copyItem(atPath: path, toPath: folder.file("copy.sqlite"))
    try #require(quickCheck(folder.file("copy.sqlite")) != ["ok"], "page \(page) is not damaged")
    try FileManager.default.removeItem(atPath: folder.file("copy.sqlite"))
    try folder.write("new.yaml", ScenarioTexts.valid("brand-new"))
    let commands = [
      ["add", "new.yaml"], ["run", "--all"], ["check", "--all"], ["rm", "app-driven-appearance"],
      ["accept", "--all"], ["import", ScenarioTexts.fixtures],
    ]
    for arguments in commands {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(result.exitCode == 3, "\(arguments): \(result)")
      #expect(
        result.stderr.contains("the catalog database 'catalog.sqlite' is damaged")
          && result.stderr.contains("'catalog export --to DIR --db catalog.sqlite'")
          && result.stderr.contains(".recover"), "\(arguments): \(result)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged, "\(arguments) changed the file")
    }
  }

  @Test func aSoundCatalogWrittenByTheCatalogIsWrittenAgain() throws {
    // The health mark lets a sound catalog through without a full check; a change from outside
    // (above) invalidates it.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    for arguments in [["add", "a.yaml"], ["run", "--all"], ["check", "--all", "--accept"], ["rm", "alpha"]] {
      let result = try CatalogProcess.run(arguments, in: folder.path)
      #expect(result.exitCode == 0, "\(arguments): \(result)")
    }
  }

  // MARK: - Recovery (the audit's G8)

  @Test func exportOfADamagedCatalogWritesWhatItCanReadAndNamesTheRest() throws {
    // The advice the errors give, 'catalog export' of the damaged catalog, used to fail on most
    // damage (exit 3 with the same "is damaged" message, or "no scenario named"), exporting
    // nothing. Now each scenario and baseline is read on its own.
    let folder = try Self.fixturesWithAcceptedBaselines()
    let path = folder.file("catalog.sqlite")
    let sound = try Data(contentsOf: URL(fileURLWithPath: path))
    let pages = sound.count / 4096
    var generator = SplitMix64(seed: 8)
    var rounds = 0
    var salvaged = 0
    var attempts = 0
    while rounds < 8, attempts < 200 {
      attempts += 1
      var bytes = sound
      let offset = Int.random(in: 2..<pages, using: &generator) * 4096 + 100
      bytes.replaceSubrange(offset..<offset + 1500, with: Data(repeating: 0xFF, count: 1500))
      try bytes.write(to: URL(fileURLWithPath: path))
      try bytes.write(to: URL(fileURLWithPath: folder.file("copy.sqlite")))
      guard quickCheck(folder.file("copy.sqlite")) != ["ok"] else { continue }
      rounds += 1
      let out = "out\(rounds)"
      let result = try CatalogProcess.run(["export", "--to", out], in: folder.path)
      #expect(!result.wasSignaled && [0, 3].contains(result.exitCode), "round \(rounds): \(result)")
      if result.exitCode == 3 {
        let named =
          result.stderr.contains("could not be read and")
          || (result.stderr.contains("too damaged for 'catalog export' to read its scenarios")
            && result.stderr.contains(".recover"))
        #expect(named, "round \(rounds): \(result)")
      }
      guard folder.exists(out) else { continue }
      if result.stdout.contains("skipped ") { salvaged += 1 }
      // The recovery route works: what was exported imports into a new catalog.
      let imported = try CatalogProcess.run(["import", out, "--db", "new\(rounds).sqlite"], in: folder.path)
      #expect(imported.exitCode == 0, "round \(rounds): \(imported)")
    }
    #expect(rounds == 8, "only \(rounds) damages that quick_check sees in \(attempts) attempts")
    #expect(salvaged > 0, "no round exported part of a damaged catalog")
    print("damaged catalogs: \(rounds) exported or refused with advice that works, \(salvaged) in part")
  }

}
