import CatalogTestSupport
import Foundation
import Testing

/// Issue 16 item 4: odd database paths never crash. A one-character name is a file in the current
/// folder (it used to trap in Foundation's path handling, exit 132); a blank path is refused with
/// exit 2 and writes nothing; `~/` in `CATALOG_DB` is the home folder, not a folder named `~`.
@Suite(.tags(.medium))
struct DatabasePathTests {
  @Test(arguments: ["x", "-"])
  func aOneCharacterPathIsAFileInTheCurrentFolder(name: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let result = try CatalogProcess.run(["add", "a.yaml", "--db", name], in: folder.path)
    #expect(result.exitCode == 0, "\(result)")
    #expect(FileManager.default.fileExists(atPath: folder.file(name)))
  }

  @Test(arguments: [["add", "a.yaml"], ["list"], ["show", "alpha"]])
  func aBlankPathIsRefusedAndNothingIsWritten(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let result = try CatalogProcess.run(arguments, in: folder.path, environment: ["CATALOG_DB": " "])
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("the catalog path ' ' is blank"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.yaml"])
  }

  @Test func aTildeInCatalogDBIsTheHomeFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try FileManager.default.createDirectory(atPath: folder.file("data"), withIntermediateDirectories: false)
    // CatalogProcess sets HOME to the folder it runs in.
    let result = try CatalogProcess.run(
      ["add", "a.yaml"], in: folder.path, environment: ["CATALOG_DB": "~/data/catalog.sqlite"])
    #expect(result.exitCode == 0, "\(result)")
    #expect(FileManager.default.fileExists(atPath: folder.file("data/catalog.sqlite")))
    #expect(!FileManager.default.fileExists(atPath: folder.file("~")))
  }

  @Test func aMissingFolderOfTheCatalogPathIsAnErrorNotCreated() throws {
    // Issue 11 item 5: a mistyped --db used to create its folders silently.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let result = try CatalogProcess.run(["add", "a.yaml", "--db", "nodir/sub/c.sqlite"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr.contains("the folder 'nodir/sub' of the catalog path 'nodir/sub/c.sqlite' does not exist"),
      "\(result)")
    #expect(try folder.entries() == ["a.yaml"])
  }
}
