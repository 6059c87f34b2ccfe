import CatalogTestSupport
import Foundation
import Testing

/// The audit's G4: `kill -9` while a command creates the catalog can leave the new database with a
/// hot rollback journal (the catalog is not yet in WAL mode then). The first look at a catalog is
/// read-only, and a read-only connection cannot roll a journal back, so every command refused it
/// for ever: "the catalog database … is read-only: attempt to write a readonly database". Now the
/// write is rolled back (as SQLite does for any writer) and the command goes on.
@Suite(.tags(.medium))
struct InterruptedCreationTests {
  static let saved = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("InterruptedCreation")

  /// A folder holding the saved killed creation as `catalog.sqlite` and its `-journal`.
  private func killedCreation() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for suffix in ["", "-journal"] {
      try FileManager.default.copyItem(
        atPath: Self.saved.appendingPathComponent("killed-creation.db\(suffix)").path,
        toPath: folder.file("catalog.sqlite\(suffix)"))
    }
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    return folder
  }

  @Test(arguments: [["add", "a.yaml"], ["run", "--all"], ["check", "--all"], ["import", "in"]])
  func aWritingCommandRecoversAKilledCreation(arguments: [String]) throws {
    let folder = try killedCreation()
    try folder.write("in/a.yaml", ScenarioTexts.valid("alpha"))
    let result = try CatalogProcess.run(arguments, in: folder.path)
    #expect(!result.stderr.contains("read-only"), "\(result)")
    // A check of the recovered (empty) catalog compares nothing, which is an error of its own
    // (issue 26), not a read-only catalog.
    let comparedNothing = arguments[0] == "check" && result.exitCode == 2 && result.stderr.contains("compared nothing")
    #expect([0, 1].contains(result.exitCode) || comparedNothing, "\(result)")
    #expect(!folder.exists("catalog.sqlite-journal"))
    let list = try CatalogProcess.run(["list"], in: folder.path)
    #expect(list.exitCode == 0, "\(list)")
  }

  @Test(arguments: [["list"], ["show", "alpha"], ["baselines"]])
  func aReadingCommandSeesNoCatalogNotAReadOnlyOne(arguments: [String]) throws {
    let folder = try killedCreation()
    let result = try CatalogProcess.run(arguments, in: folder.path)
    #expect(!result.stderr.contains("read-only"), "\(result)")
    if arguments == ["list"] {
      #expect(result.exitCode == 0, "\(result)")
    } else {
      #expect(result.exitCode == 3 && result.stderr.contains("no catalog at 'catalog.sqlite'"), "\(result)")
    }
    // And the next writer makes it a catalog.
    #expect(try CatalogProcess.run(["add", "a.yaml"], in: folder.path).exitCode == 0)
  }
}
