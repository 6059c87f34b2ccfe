import CatalogRunner
import CatalogTestSupport
import Foundation
import GRDB
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

  // MARK: - Paths SQLite would read as something else (audit G2)

  /// A SQLite file with a table of its own: a database that is not a catalog.
  private func writeForeignDatabase(_ path: String) throws -> Data {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text); INSERT INTO notes VALUES ('mine')") }
    try queue.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func aPathStartingWithFileIsAFileNotASQLiteURI() throws {
    // SQLite takes a name starting with 'file:' as a URI: '--db file:notes.sqlite' used to open
    // notes.sqlite past every check made on the path given, and migrate the catalog into it.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let foreign = try writeForeignDatabase(folder.file("notes.sqlite"))
    let result = try CatalogProcess.run(["add", "a.yaml", "--db", "file:notes.sqlite"], in: folder.path)
    #expect(result.exitCode == 0, "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("notes.sqlite"))) == foreign)
    // The catalog is the file of that very name.
    #expect(folder.exists("file:notes.sqlite"))
    let list = try CatalogProcess.run(["list", "--db", "file:notes.sqlite"], in: folder.path)
    #expect(list.exitCode == 0 && list.stdout.contains("alpha"), "\(list)")
  }

  @Test(arguments: [["add", "a.yaml"], ["list"]])
  func aForeignDatabaseNamedFileColonIsRefusedAndLeftByteIdentical(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    let foreign = try writeForeignDatabase(folder.file("file:notes.sqlite"))
    let result = try CatalogProcess.run(arguments + ["--db", "file:notes.sqlite"], in: folder.path)
    #expect(result.exitCode == 3, "\(result)")
    #expect(result.stderr.contains("'file:notes.sqlite' is a SQLite database that is not a catalog"), "\(result)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("file:notes.sqlite"))) == foreign)
  }

  @Test(.enabled(if: DeviceNode.canMake, "mknod needs root"))
  func aDeviceNamedThroughFileColonGetsNoJournal() throws {
    // '--db file:dev' used to open the device 'dev' as a URI and leave 'dev-journal' beside it.
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    try #require(DeviceNode.makeNull(at: folder.file("dev")))
    try #require(DeviceNode.makeNull(at: folder.file("file:dev2")))
    _ = try CatalogProcess.run(["add", "a.yaml", "--db", "file:dev"], in: folder.path)
    let device = try CatalogProcess.run(["add", "a.yaml", "--db", "file:dev2"], in: folder.path)
    #expect(device.exitCode == 2, "\(device)")
    #expect(device.stderr.contains("'file:dev2' is a character device, not a regular file"), "\(device)")
    let entries = try folder.entries()
    #expect(!entries.contains("dev-journal") && !entries.contains("file:dev2-journal"), "\(entries)")
    #expect(FileKind.of(folder.file("dev")) == .characterDevice)
  }

  @Test func memoryIsAFileNameNotAnInMemoryDatabase() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.yaml", ScenarioTexts.valid("alpha"))
    #expect(try CatalogProcess.run(["add", "a.yaml", "--db", ":memory:"], in: folder.path).exitCode == 0)
    let list = try CatalogProcess.run(["list", "--db", ":memory:"], in: folder.path)
    #expect(list.stdout.contains("alpha"), "\(list)")
  }

  @Test(arguments: ["~/x.sqlite", "~"])
  func aTildeWithoutHomeIsRefusedNotTakenLiterally(path: String) throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run(["list"], in: folder.path, environment: ["CATALOG_DB": path, "HOME": ""])
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.contains("starts with '~', but HOME is not set"), "\(result)")
  }

  @Test func aNewlineInTheCatalogPathCannotForgeALine() throws {
    let folder = try TemporaryFolder()
    let result = try CatalogProcess.run(["list", "--db", "\n"], in: folder.path)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr
        == "error: the catalog path '\\u{A}' is blank; give a database file with --db PATH or CATALOG_DB, or unset CATALOG_DB\n",
      "\(result)")
  }
}
